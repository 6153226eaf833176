/**
 * What an operator typed to find an account at /_/admin/users (docs/trust-and-safety.md,
 * "Operators"): an e-mail address finds its account, a domain finds the accounts with addresses
 * or custom domains there, and anything else is a name or a username.
 */
export type AccountQuery =
  | { readonly by: 'email'; readonly value: string }
  | { readonly by: 'domain'; readonly value: string }
  | { readonly by: 'name'; readonly value: string };

export function parseAccountQuery(input: string): AccountQuery | null {
  const value = input.trim().replace(/^@/, '').toLowerCase();
  if (value === '') return null;
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return { by: 'email', value };
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value)) return { by: 'domain', value };
  return { by: 'name', value: input.trim().replace(/^@/, '') };
}
