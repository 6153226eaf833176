import { validateName } from './account-fields.ts';

/** How long a name and a bio may be; they sit on bylines and profile headers. */
export const MAX_PROFILE_NAME = 50;
export const MAX_PROFILE_BIO = 160;

/** The profile form's rule, shared by the settings page and the server: a message, or null. */
export function profileFieldsError(fields: { readonly name: string; readonly bio: string }): string | null {
  const name = fields.name.trim();
  return (
    validateName(name) ??
    (name.length > MAX_PROFILE_NAME ? `Your name can be at most ${MAX_PROFILE_NAME} characters long.` : null) ??
    (fields.bio.trim().length > MAX_PROFILE_BIO ? `Your bio can be at most ${MAX_PROFILE_BIO} characters long.` : null)
  );
}
