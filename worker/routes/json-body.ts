/** What a request body that is not JSON is told (with a 400). */
export const NOT_JSON = 'The body is not valid JSON';

/** A request body read as JSON, or undefined when it is not JSON (JSON itself never reads as undefined). */
export function jsonBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
