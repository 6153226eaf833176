// React as our browser sources import it (scripts/build-client.ts puts this module where they
// import 'react'): React is CommonJS, so every hook call would be written `(0, r.useState)(…)`;
// as named ES exports the minifier calls each by a short local name. Only what our sources use.
import * as React from 'react';

export const {
  Component,
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} = React;
