/**
 * Where /m/share/success offers to take the reader back: the shared page, when its address is on
 * Quire's own domain or a writer's subdomain of it. Anything else (another site, another scheme,
 * a look-alike domain) is not linked, so the page cannot be made to vouch for a stranger's link.
 */
export function shareReturnAddress(url: string | null | undefined, authDomain: string): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  const domain = authDomain.toLowerCase().replace(/:\d+$/, '');
  return host === domain || host.endsWith(`.${domain}`) ? parsed.href : null;
}
