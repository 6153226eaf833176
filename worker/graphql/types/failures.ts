import type { ObjectRef } from '@pothos/core';
import { builder } from '../builder.ts';
import { type Failure, FAILURE_KINDS, type FailureKind, isFailure } from './failure.ts';

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
