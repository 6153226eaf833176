import { createContext, useContext, type ReactNode } from 'react';
import { link, type LinkContext, type RouteName } from '../../shared/routes/index.ts';
import type { LinkParams } from '../../shared/routes/format-pattern.ts';
import type { AppConfig, Navigation, PreloadedState } from '../../shared/preloaded-state.ts';
import type { Flags } from '../../shared/flags.ts';

const AppStateContext = createContext<PreloadedState | null>(null);

export function AppStateProvider({ state, children }: { state: PreloadedState; children: ReactNode }) {
  return <AppStateContext.Provider value={state}>{children}</AppStateContext.Provider>;
}

export function useAppState(): PreloadedState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState needs an AppStateProvider above it');
  return state;
}

export const useNavigation = (): Navigation => useAppState().navigation;
export const useFlags = (): Flags => useAppState().flags;
export const useConfig = (): AppConfig => useAppState().config;

/** Builds links for the current host: routes outside its table go to the auth domain. */
export function useLink(): (name: RouteName, params?: LinkParams) => string {
  const { navigation, config } = useAppState();
  const context: LinkContext = { table: navigation.table, authOrigin: config.authOrigin };
  return (name, params) => link(name, params, context);
}
