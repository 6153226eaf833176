import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { knownDevices } from '../db/schema/index.ts';

export interface KnownDevice {
  readonly userId: string;
  readonly device: string;
  readonly country: string;
}

/**
 * Notes a sign-in from this device and country, in one round trip; true when the account had not
 * signed in from them before.
 */
export async function noteKnownDevice(db: Database, device: KnownDevice, now: Date): Promise<boolean> {
  const [known] = await db.batch([
    db
      .select({ userId: knownDevices.userId })
      .from(knownDevices)
      .where(
        and(
          eq(knownDevices.userId, device.userId),
          eq(knownDevices.device, device.device),
          eq(knownDevices.country, device.country),
        ),
      ),
    db
      .insert(knownDevices)
      .values({ ...device, lastSignInAt: now })
      .onConflictDoUpdate({
        target: [knownDevices.userId, knownDevices.device, knownDevices.country],
        set: { lastSignInAt: now },
      }),
  ]);
  return known.length === 0;
}
