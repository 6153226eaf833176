import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { SusiModalOptions } from '../auth/susi-modal.tsx';
import { monthReads } from '../state/count-story-view.ts';

type OpenSignIn = (options: SusiModalOptions) => void;

const SignInPromptContext = createContext<OpenSignIn>(() => {
  throw new Error('No SignInPromptProvider');
});

/** Readers get no sign-in code until they ask for it. */
const SusiModal = lazy(() => import('../auth/susi-modal.tsx'));

/** Opens the sign-in / sign-up modal over the page: `open({ operation: 'register', entry: 'clap' })`. */
export const useSignInPrompt = (): OpenSignIn => useContext(SignInPromptContext);

export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<SusiModalOptions | null>(null);
  // a prompt from a story says how many the visitor read this month (docs/spec-checklist.md 2 §2)
  const open = useCallback<OpenSignIn>(
    (next) => setOptions({ ...next, subject: { readCount: monthReads, ...next.subject } }),
    [],
  );
  return (
    <SignInPromptContext.Provider value={open}>
      {children}
      {/* docs/spec-checklist.md 2 §4: closing the modal clears the step */}
      <Suspense fallback={null}>{options && <SusiModal options={options} onClose={() => setOptions(null)} />}</Suspense>
    </SignInPromptContext.Provider>
  );
}
