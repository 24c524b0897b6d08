import { realtimeCloseCodes } from '../../common/features/realtime/realtime-constants';
import { endRejectedSession, recoverRejectedToken } from './session-recovery';
import { requestStepUp } from './step-up';

/** The token the last recovery gave: refused with 4003 too, the session has ended. */
let recoveredToken: string | null = null;

/**
 * What a final close of `/realtime` means for the session, the same as the matching `/api`
 * answer: 4003 (the session ended, e.g. signed out or password changed elsewhere) is a 401 —
 * one refresh, else the session is cleared and the member told once; 4011 (second factor
 * missing) asks for the code. Once the session has a new token, the client connects again.
 */
export function handleRealtimeRefusal(code: number, token: string): void {
  if (code === realtimeCloseCodes.sessionEnded) {
    if (token === recoveredToken) void endRejectedSession(token);
    else void recoverRejectedToken(token).then((next) => (recoveredToken = next));
  } else if (code === realtimeCloseCodes.insufficientAal) {
    void requestStepUp();
  }
}
