/** What a refused mutation says (its typed failure's message), or the fallback when it said nothing. */
export const failureMessage = (answer: object | null | undefined, fallback: string): string =>
  answer && 'message' in answer && typeof answer.message === 'string' ? answer.message : fallback;
