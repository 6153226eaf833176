/**
 * Compares a presented secret with the stored one in time that does not depend on where they
 * differ, so a share key cannot be guessed a character at a time.
 */
export function sameSecret(presented: string, stored: string): boolean {
  if (presented.length !== stored.length) return false;
  let difference = 0;
  for (let index = 0; index < stored.length; index += 1)
    difference |= presented.charCodeAt(index) ^ stored.charCodeAt(index);
  return difference === 0;
}
