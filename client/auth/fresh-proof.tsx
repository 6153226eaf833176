import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ConfirmIdentityDialog, type ProofAccount } from './confirm-identity-dialog.tsx';

type Answer = { readonly __typename: string } | null | undefined;
type WithProof = <A extends Answer>(run: () => Promise<A>) => Promise<A>;

const FreshProofContext = createContext<WithProof>((run) => run());

/**
 * Sensitive changes answer ReauthenticationRequired when this session has not
 * proved its owner in the last 10 minutes: the provider then asks for the password or a code,
 * and runs the change again once it is given. Cancelled, the change's first answer stands.
 */
export function FreshProofProvider({ account, children }: { account: ProofAccount; children: ReactNode }) {
  const [asking, setAsking] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const withProof = useCallback<WithProof>(async (run) => {
    const first = await run();
    if (first?.__typename !== 'ReauthenticationRequired') return first;
    const confirmed = await new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setAsking(true);
    });
    setAsking(false);
    return confirmed ? run() : first;
  }, []);
  return (
    <FreshProofContext.Provider value={withProof}>
      {children}
      {asking && <ConfirmIdentityDialog account={account} onDone={(confirmed) => settle.current?.(confirmed)} />}
    </FreshProofContext.Provider>
  );
}

/** Runs a sensitive change, asking the person to confirm it is them first when the server wants it. */
export const useFreshProof = (): WithProof => useContext(FreshProofContext);
