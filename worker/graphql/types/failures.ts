import type { ObjectRef } from '@pothos/core';
import { builder } from '../builder.ts';

/** Typed failures are values (union members), not thrown strings: the client switches on __typename. */
export const FAILURE_KINDS = [
  'NotFound',
  'BadRequest',
  'Forbidden',
  'AlreadyExists',
  /** A save over a revision that is no longer the latest. */
  'Conflict',
  'UserCreationRateLimited',
  'TooManyRequests',
  'FailedChallenge',
  'Unauthorized',
  /** A sensitive change (password, address, second factor) asked of a session that has not proved it is its owner lately. */
  'ReauthenticationRequired',
  'RemovedByUser',
  'AccountSuspended',
  'AccountDeleted',
  'PostSuspended',
  'Blocked',
  'WithheldInCountry',
  'UnavailableForLegalReasons',
] as const;

export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface Failure {
  readonly kind: FailureKind;
  readonly message: string;
}

export const failure = (kind: FailureKind, message: string): Failure => ({ kind, message });

/** What an anonymous viewer hears from anything that needs a signed-in one. */
export const SIGN_IN = failure('Unauthorized', 'Sign in to do that.');

/** isTypeOf for a tagged result: a value whose kind names the type. */
export const isKind =
  (kind: string) =>
  (value: unknown): boolean =>
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind;

export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;

/**
 * What every typed failure has: a message for the person. Clients select `... on Failure {
 * message }` once, whatever the union's failure members are.
 */
export const FailureInterface = builder.interfaceRef<{ readonly message: string }>('Failure').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

export const failureRefs = Object.fromEntries(
  FAILURE_KINDS.map((kind) => [
    kind,
    builder.objectRef<Failure>(kind).implement({
      interfaces: [FailureInterface],
      isTypeOf: (value) => isFailure(value) && value.kind === kind,
      fields: () => ({}),
    }),
  ]),
) as Record<FailureKind, ReturnType<typeof builder.objectRef<Failure>>>;

/**
 * Resolves a result union: a tagged value ({ kind }) names its own type (failures, AuthInfo,
 * tokens); anything else is the union's entity, such as a User or Post row. Type names are
 * capitalised, which tells them from a row's own lowercase `kind` column (a newsletter's).
 */
export const resultType =
  (entity: string) =>
  (value: object): string =>
    'kind' in value && typeof value.kind === 'string' && /^[A-Z]/.test(value.kind) ? value.kind : entity;

/**
 * A result union: the entity a field answers with, or one of the failures it may give. The
 * entity's own name resolves every value that is not a failure.
 */
type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

export const resultUnion = <Entity extends object>(
  name: string,
  entity: ObjectRef<BuilderTypes, Entity>,
  failures: readonly FailureKind[],
) =>
  builder.unionType(name, {
    types: [entity, ...failures.map((kind) => failureRefs[kind])],
    resolveType: resultType(entity.name),
  });
