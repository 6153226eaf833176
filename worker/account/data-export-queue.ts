/** How long an export's mailed link works. */
export const EXPORT_LINK_HOURS = 24;

/** A person's export to build; `origin` is the site its link and story addresses lead to. */
export interface DataExportJob {
  readonly kind: 'data_export';
  readonly exportId: string;
  readonly origin: string;
}

export type QueueDataExport = (exportId: string) => Promise<void>;

/** Puts an export on the jobs queue; the request that asked for it answers at once. */
export const createDataExportQueue =
  (queue: Queue<DataExportJob>, origin: string): QueueDataExport =>
  async (exportId) => {
    await queue.send({ kind: 'data_export', exportId, origin });
  };

/** Where an export's ZIP is kept in R2. */
export const exportObjectKey = (exportId: string) => `exports/${exportId}.zip`;

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Puts a person's data export on the jobs queue (worker/account/data-export-job.ts). */
    readonly queueDataExport: QueueDataExport;
  }
}
