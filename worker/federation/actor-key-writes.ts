import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { federationKeys } from '../db/schema/index.ts';

const ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const;

const bytesToBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const base64ToBytes = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function sealingKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`quire federation keys\u0000${secret}`),
  );
  return crypto.subtle.importKey('raw', material, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

async function seal(secret: string, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await sealingKey(secret),
    new TextEncoder().encode(text),
  );
  return `${bytesToBase64(iv)}.${bytesToBase64(new Uint8Array(sealed))}`;
}

async function unseal(secret: string, sealed: string): Promise<string> {
  const [iv = '', body = ''] = sealed.split('.');
  const opened = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: base64ToBytes(iv) },
    await sealingKey(secret),
    base64ToBytes(body),
  );
  return new TextDecoder().decode(opened);
}

/**
 * An actor's key pairs (RSA for HTTP Signatures, Ed25519 for Object Integrity Proofs), made the
 * first time anyone asks and kept for good: a remote server caches the public keys, so changing
 * them would break every signature it checks. Two requests racing to make them keep the first.
 * `exists` is asked only before making keys, so an address naming nobody never gets any.
 */
export async function actorKeyPairs(
  db: Database,
  secret: string,
  actorId: string,
  exists: () => Promise<boolean>,
): Promise<CryptoKeyPair[]> {
  const stored = await db.select().from(federationKeys).where(eq(federationKeys.actorId, actorId));
  if (stored.length < ALGORITHMS.length && !(await exists())) return [];
  for (const algorithm of ALGORITHMS) {
    if (stored.some((row) => row.algorithm === algorithm)) continue;
    const pair = await generateCryptoKeyPair(algorithm);
    const row = {
      actorId,
      algorithm,
      publicKey: JSON.stringify(await exportJwk(pair.publicKey)),
      privateKey: await seal(secret, JSON.stringify(await exportJwk(pair.privateKey))),
    };
    await db.insert(federationKeys).values(row).onConflictDoNothing();
    const kept = await db
      .select()
      .from(federationKeys)
      .where(and(eq(federationKeys.actorId, actorId), eq(federationKeys.algorithm, algorithm)))
      .get();
    if (kept) stored.push(kept);
  }
  return Promise.all(
    ALGORITHMS.flatMap((algorithm) => stored.filter((row) => row.algorithm === algorithm)).map(async (row) => ({
      publicKey: await importJwk(JSON.parse(row.publicKey) as JsonWebKey, 'public'),
      privateKey: await importJwk(JSON.parse(await unseal(secret, row.privateKey)) as JsonWebKey, 'private'),
    })),
  );
}
