import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { DataSource } from './data-source.ts';
import type { LiveClient } from './live-client.ts';

const DataSourceContext = createContext<DataSource | null>(null);

/** The page's data: what the server embedded, and the live client once something needs it. */
export function DataProvider({ source, children }: { readonly source: DataSource; readonly children: ReactNode }) {
  return <DataSourceContext.Provider value={source}>{children}</DataSourceContext.Provider>;
}

export function useDataSource(): DataSource {
  const source = useContext(DataSourceContext);
  if (!source) throw new Error('No DataProvider');
  return source;
}

/** The live client once loaded. Hydration reads null, as the server rendered, whatever has loaded since. */
export function useLiveClient(source: DataSource): LiveClient | null {
  return useSyncExternalStore(
    source.onLive,
    () => source.live,
    () => null,
  );
}
