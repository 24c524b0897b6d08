import type { Session } from '@supabase/auth-js';
import { createContext } from 'react';

export interface AuthState {
  /** undefined while the stored session is being read; null when signed out. */
  session: Session | null | undefined;
}

export const AuthContext = createContext<AuthState>({ session: undefined });
