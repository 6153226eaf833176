import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { archiveImports } from '../db/schema/index.ts';

/** A writer's five latest archive imports, newest first. */
export const recentArchiveImports = (db: Database, userId: string) =>
  db
    .select()
    .from(archiveImports)
    .where(eq(archiveImports.userId, userId))
    .orderBy(desc(archiveImports.createdAt))
    .limit(5)
    .all();
