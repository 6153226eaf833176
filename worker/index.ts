import { createApp } from './app.ts';
import { database } from './db/client.ts';
import { purgeTrash } from './db/post-writes.ts';

const app = createApp();

export default {
  fetch: app.fetch,
  /**
   * The daily cron of wrangler.toml. The trigger's own time is the clock, so the 14 days of the
   * trash are measured from when the run was due, and a test can run it at any date.
   */
  scheduled: async (controller, env) => {
    await purgeTrash(database(env.DB), new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
