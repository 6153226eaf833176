import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { link, type LinkContext, type RouteName } from '../../shared/routes/index.ts';
import type { LinkParams } from '../../shared/routes/format-pattern.ts';
import type { AppConfig, Navigation, PreloadedState } from '../../shared/preloaded-state.ts';
import type { Flags } from '../../shared/flags.ts';
import type { KeepEvent } from '../events/keep-event.ts';

const AppStateContext = createContext<PreloadedState | null>(null);
const KeepEventContext = createContext<KeepEvent>(() => undefined);

/**
 * The page's start-up state, and how it reports telemetry. The reporting comes from the app
 * (client/app.tsx) rather than by import, so its code stays in the first script only instead of
 * a chunk of its own beside every page that reports.
 */
export function AppStateProvider({
  state,
  keepEvent,
  children,
}: {
  state: PreloadedState;
  keepEvent: KeepEvent;
  children: ReactNode;
}) {
  return (
    <AppStateContext.Provider value={state}>
      <KeepEventContext.Provider value={keepEvent}>{children}</KeepEventContext.Provider>
    </AppStateContext.Provider>
  );
}

/** Reports a telemetry event of docs/spec-checklist.md 1 §7 (client/events/keep-event.ts). */
export const useKeepEvent = (): KeepEvent => useContext(KeepEventContext);

export function useAppState(): PreloadedState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('No AppStateProvider');
  return state;
}

export const useNavigation = (): Navigation => useAppState().navigation;
export const useFlags = (): Flags => useAppState().flags;
export const useConfig = (): AppConfig => useAppState().config;

/** Builds links for the current host: routes outside its table go to the auth domain. */
export function useLink(): (name: RouteName, params?: LinkParams) => string {
  const { navigation, config } = useAppState();
  const { table } = navigation;
  const { authOrigin } = config;
  // the same function while the page's host stays: effects may depend on it
  return useCallback(
    (name: RouteName, params?: LinkParams) => link(name, params, { table, authOrigin } satisfies LinkContext),
    [table, authOrigin],
  );
}
