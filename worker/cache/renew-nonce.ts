/**
 * A stored page carries the nonce of the request that rendered it. Every copy served gets a
 * fresh one, in the policy header and on every element that carries one, so a nonce is never
 * known in advance to someone who could inject markup.
 */
export function withFreshNonce(stored: Response, nonce: string, headers: Headers): Response {
  const policy = headers.get('Content-Security-Policy') ?? '';
  const previous = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (previous) headers.set('Content-Security-Policy', policy.replaceAll(`'nonce-${previous}'`, `'nonce-${nonce}'`));
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce);
      },
    })
    .transform(new Response(stored.body, { status: stored.status, headers }));
}
