import { realtimeCloseCodes } from '../../common/features/realtime/realtime-constants';
import { recoverRejectedToken } from './session-recovery';
import { requestStepUp } from './step-up';

/**
 * What a final close of `/realtime` means for the session, the same as the matching `/api`
 * answer: 4003 (the session ended, e.g. signed out or password changed elsewhere) is a 401 —
 * one refresh, else the session is cleared and the member told once; 4011 (second factor
 * missing) asks for the code. Once the session has a new token, the client connects again.
 */
export function handleRealtimeRefusal(code: number, token: string): void {
  if (code === realtimeCloseCodes.sessionEnded) void recoverRejectedToken(token);
  else if (code === realtimeCloseCodes.insufficientAal) void requestStepUp();
}
