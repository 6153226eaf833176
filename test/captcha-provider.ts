// A stand-in for reCAPTCHA's siteverify on loopback: tokens name their verdict, so tests can
// send a person, a bot (v3 scores it low) or a forgery; /broken answers 503 like an outage.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    captchaVerifyUrl: string;
  }
}

const VERDICTS: Record<string, { success: boolean; score?: number }> = {
  'person-token': { success: true, score: 0.9 },
  'bot-token': { success: true, score: 0.1 },
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/broken') return void response.writeHead(503).end('unavailable');
      const form = new URLSearchParams(body);
      const verdict = form.get('secret')
        ? (VERDICTS[form.get('response') ?? ''] ?? { success: false })
        : { success: false };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(verdict));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('captchaVerifyUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
