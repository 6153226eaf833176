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
