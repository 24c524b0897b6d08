import type { Session } from '@supabase/auth-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useEffect, useState, type ReactNode } from 'react';
import {
  isAuthClientNeededNow,
  loadAuthClient,
  whenAuthClientLoads,
} from '../../../lib/auth-loader';

export interface AuthState {
  /** undefined while the stored session is being read; null when signed out. */
  session: Session | null | undefined;
}

export const AuthContext = createContext<AuthState>({ session: undefined });

function initialSession(): Session | null | undefined {
  return isAuthClientNeededNow() ? undefined : null;
}

/**
 * Follows the auth client's session events (spec §4). On sign-out every cached query (profile
 * and member data) is cleared. Visitors with no stored session are known to be signed out at
 * once, and the auth client loads only when something needs it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null | undefined>(initialSession);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const stopWaiting = whenAuthClientLoads(({ authClient }) => {
      if (unsubscribe) return;
      const { data } = authClient.onAuthStateChange((event, nextSession) => {
        setSession(nextSession);
        if (event === 'SIGNED_OUT') queryClient.clear();
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    if (isAuthClientNeededNow()) void loadAuthClient();
    return () => {
      stopWaiting();
      unsubscribe?.();
    };
  }, [queryClient]);

  return <AuthContext.Provider value={{ session }}>{children}</AuthContext.Provider>;
}
