// Local stand-ins for Facebook's and Twitter's OAuth 2 endpoints on loopback: the dialog approves
// at once, the token endpoints check what the real ones check (client credentials, the code and
// its PKCE verifier), and the profile endpoints answer for the token they issued.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    oauthProvidersOrigin: string;
  }
}

export const FACEBOOK_USER = { id: 'fb-1001', name: 'Faye Book', email: 'faye@example.com' };
export const TWITTER_USER = { id: 'tw-2002', name: 'Tweety Bird', username: 'tweety' };

const challenges = new Map<string, string>();
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function approve(url: URL, response: ServerResponse, prefix: string) {
  const code = `${prefix}-code-${challenges.size + 1}`;
  challenges.set(code, url.searchParams.get('code_challenge') ?? '');
  const back = new URL(url.searchParams.get('redirect_uri') ?? '');
  back.searchParams.set('code', code);
  back.searchParams.set('state', url.searchParams.get('state') ?? '');
  response.writeHead(302, { Location: back.href }).end();
}

function token(form: URLSearchParams, authorized: boolean, response: ServerResponse, accessToken: string) {
  const code = form.get('code') ?? '';
  const expected = challenges.get(code);
  challenges.delete(code);
  if (!authorized || !expected || challengeOf(form.get('code_verifier') ?? '') !== expected) {
    return void response.writeHead(400, { 'Content-Type': 'application/json' }).end('{"error":"invalid_grant"}');
  }
  response
    .writeHead(200, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ access_token: accessToken, token_type: 'bearer' }));
}

function handle(request: IncomingMessage, body: string, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const form = new URLSearchParams(body);
  const bearer = request.headers.authorization ?? '';
  const json = (value: unknown) =>
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
  switch (`${request.method} ${url.pathname}`) {
    case 'GET /facebook/v21.0/dialog/oauth':
      return approve(url, response, 'fb');
    case 'POST /facebook/v21.0/oauth/access_token':
      return token(
        form,
        form.get('client_id') === 'fb-app' && form.get('client_secret') === 'fb-secret',
        response,
        'fb-token',
      );
    case 'GET /facebook/v21.0/me':
      return bearer === 'Bearer fb-token' ? json(FACEBOOK_USER) : void response.writeHead(401).end();
    case 'GET /twitter/i/oauth2/authorize':
      return approve(url, response, 'tw');
    case 'POST /twitter/2/oauth2/token':
      return token(
        form,
        request.headers.authorization === `Basic ${btoa('tw-client:tw-secret')}`,
        response,
        'tw-token',
      );
    case 'GET /twitter/2/users/me':
      return bearer === 'Bearer tw-token' ? json({ data: TWITTER_USER }) : void response.writeHead(401).end();
    default:
      response.writeHead(404).end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handle(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('oauthProvidersOrigin', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
