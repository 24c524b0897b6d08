import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../../components/ui/button';
import { openAuthDialog } from '../../lib/auth-dialog-store';
import { oauthCopy } from '../../lib/oauth-copy';
import { ConsentNotice } from './consent-notice';

/**
 * A signed-out member on the consent page: a short explanation, and the sign-in dialog opened
 * at once over it (Sign In opens it again after it was closed). Once signed in, the page
 * goes on to the app's request by itself.
 */
export function ConsentSignInPrompt() {
  useEffect(() => openAuthDialog('signin'), []);
  return (
    <ConsentNotice
      icon={LogIn}
      title={oauthCopy.signInTitle}
      text={oauthCopy.signInText}
      actions={<Button onClick={() => openAuthDialog('signin')}>{oauthCopy.signIn}</Button>}
    />
  );
}
