/** docs/spec-checklist.md 3 §5 and §8: an error whose message contains "409: Conflict" is a 409, anything else a 500. */
export const errorStatus = (error: unknown): 409 | 500 =>
  error instanceof Error && error.message.includes('409: Conflict') ? 409 : 500;
