import { useContext } from 'react';
import { AuthContext, type AuthState } from '../components/auth-context';

/** The member's session: undefined while loading, null when signed out. */
export function useSession(): AuthState['session'] {
  return useContext(AuthContext).session;
}
