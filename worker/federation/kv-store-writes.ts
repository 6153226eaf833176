import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { federationKv } from '../db/schema/index.ts';

// Key parts are URLs and names; the unit separator never appears in them.
const SEPARATOR = '\u001f';
const encode = (key: KvKey): string => key.join(SEPARATOR);
const decode = (key: string): KvKey => key.split(SEPARATOR) as unknown as KvKey;

/**
 * Fedify's key–value store in D1 (Cloudflare's KV adapter is not in the registry, and D1 is
 * already bound): remote documents it caches, and the marks that make inbox activities idempotent.
 * Expired rows are never read; the daily upkeep deletes them (pruneFederationState).
 */
export class D1KvStore implements KvStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private live() {
    return or(isNull(federationKv.expiresAt), gt(federationKv.expiresAt, this.now()));
  }

  private expiry(options?: KvStoreSetOptions): Date | null {
    return options?.ttl ? new Date(this.now().getTime() + options.ttl.total({ unit: 'millisecond' })) : null;
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const row = await this.db
      .select({ value: federationKv.value })
      .from(federationKv)
      .where(and(eq(federationKv.key, encode(key)), this.live()))
      .get();
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const row = { key: encode(key), value: JSON.stringify(value), expiresAt: this.expiry(options) };
    await this.db
      .insert(federationKv)
      .values(row)
      .onConflictDoUpdate({ target: federationKv.key, set: { value: row.value, expiresAt: row.expiresAt } });
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.delete(federationKv).where(eq(federationKv.key, encode(key)));
  }

  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const row = { key: encode(key), value: JSON.stringify(newValue), expiresAt: this.expiry(options) };
    if (expectedValue === undefined) {
      await this.db.delete(federationKv).where(and(eq(federationKv.key, row.key), sql`not (${this.live()})`));
      const inserted = await this.db
        .insert(federationKv)
        .values(row)
        .onConflictDoNothing()
        .returning({ key: federationKv.key });
      return inserted.length > 0;
    }
    const updated = await this.db
      .update(federationKv)
      .set({ value: row.value, expiresAt: row.expiresAt })
      .where(and(eq(federationKv.key, row.key), eq(federationKv.value, JSON.stringify(expectedValue)), this.live()))
      .returning({ key: federationKv.key });
    return updated.length > 0;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const start = prefix ? encode(prefix) : null;
    const rows = await this.db
      .select()
      .from(federationKv)
      .where(
        and(
          this.live(),
          start === null
            ? undefined
            : or(
                eq(federationKv.key, start),
                sql`substr(${federationKv.key}, 1, ${start.length + 1}) = ${start + SEPARATOR}`,
              ),
        ),
      );
    for (const row of rows) yield { key: decode(row.key), value: JSON.parse(row.value) };
  }
}
