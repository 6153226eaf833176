import { sessionCookieName } from './viewer.ts';

/** HttpOnly, SameSite=Lax; over https also Secure with the __Host- prefix (so no Domain, Path=/). */
export function sessionCookie(url: URL, token: string, maxAgeSeconds: number): string {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${sessionCookieName(url)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export const clearedSessionCookie = (url: URL): string => sessionCookie(url, '', 0);
