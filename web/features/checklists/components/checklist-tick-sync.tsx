import { useSession } from '../../auth/hooks/use-session';
import { useTickOutboxSync } from '../api/checklist-ticks';

/**
 * Sends the signed-in member's waiting checklist ticks wherever they are in the app: at start,
 * when the browser is online again, and now and then while ticks wait.
 */
export function ChecklistTickSync() {
  const session = useSession();
  useTickOutboxSync(session?.user.id ?? null);
  return null;
}
