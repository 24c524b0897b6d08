import { useEffect, useRef, useState } from 'react';
import { authTexts, authToasts } from '../../../../common/features/auth/auth-messages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { loadAuthClient } from '../../../lib/auth-loader';
import { useSession } from '../hooks/use-session';
import { needsSecondFactor, refreshExistingSession, signOutMember } from '../lib/auth-actions';
import type { AuthView } from '../lib/auth-dialog-store';
import { authCopy } from '../lib/auth-copy';
import { MfaCodeForm } from './mfa-code-form';
import { OAuthButtons } from './oauth-buttons';
import { PasskeySignIn } from './passkey-sign-in';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type PanelView = AuthView;

/**
 * The auth forms (spec §2): tabs 'Sign In' and 'Sign Up', the reset form behind 'Forgot
 * password?', and the authenticator code when the account has one (after the password, or
 * opened at the code for a stored session that still needs it). Used by the dialog and,
 * inline, by the /auth page; `onDone` runs once the member is signed in.
 */
export function AuthPanel(props: {
  idPrefix: string;
  initialView: AuthView;
  headingLevel: 'h2' | 'h3';
  onDone: () => void;
}) {
  const { idPrefix, headingLevel, onDone } = props;
  const session = useSession();
  const [view, setView] = useState<PanelView>(props.initialView);
  /** Opened at the code for a session that was already stored (not right after a password). */
  const isStepUp = props.initialView === 'mfa';
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const viewRef = useRef<PanelView | 'done'>(view);
  const hasCheckedSessionRef = useRef(false);
  /** The field to focus once the next view is shown (its form replaced the focused one). */
  const focusNextRef = useRef<string | null>(null);

  const showView = (next: PanelView, focusField?: string) => {
    focusNextRef.current = focusField ? `${idPrefix}-${focusField}` : null;
    setView(next);
  };

  useEffect(() => {
    const id = focusNextRef.current;
    if (!id) return;
    focusNextRef.current = null;
    // After the dialog's focus trap has reacted to the old form leaving the page.
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, [view]);

  useEffect(() => {
    viewRef.current = view;
  }, [view]);

  // The forms will need the auth client: start loading it with the panel.
  useEffect(() => {
    void loadAuthClient();
  }, []);

  // A second step left half-way leaves no half-signed-in session behind (unless the code was
  // verified meanwhile, in another tab say).
  useEffect(
    () => () => {
      if (viewRef.current !== 'mfa') return;
      void needsSecondFactor().then((isHalfway) => isHalfway && signOutMember('local'));
    },
    [],
  );

  const finish = () => {
    viewRef.current = 'done';
    onDone();
  };

  /** After a password or a passkey: done, or the authenticator code first. */
  const signedIn = (result: 'signed-in' | 'mfa') => (result === 'mfa' ? showView('mfa') : finish());

  // Opened while a session exists (spec §4): refresh it and close, or ask for the code.
  useEffect(() => {
    if (session === undefined || hasCheckedSessionRef.current) return;
    hasCheckedSessionRef.current = true;
    const startOver = () => {
      // Opened at the code, but no session is left to finish: sign in from the start.
      if (viewRef.current !== 'mfa') return;
      viewRef.current = 'signin';
      focusNextRef.current = `${idPrefix}-signin-email`;
      setView('signin');
    };
    if (!session) {
      startOver();
      return;
    }
    void refreshExistingSession().then((result) => {
      if (result === 'mfa') setView('mfa');
      else if (result === 'signed-in') {
        viewRef.current = 'done';
        onDone();
      } else startOver();
    });
  }, [session, onDone, idPrefix]);

  if (view === 'mfa') {
    return (
      <MfaCodeForm
        idPrefix={idPrefix}
        headingLevel={headingLevel}
        intro={isStepUp ? authCopy.mfaStepUpIntro : undefined}
        keyIntro={isStepUp ? authCopy.mfaStepUpKeyIntro : undefined}
        cancelLabel={authTexts.backToSignIn}
        onCancel={() => {
          viewRef.current = 'signin';
          showView('signin', 'signin-email');
          void signOutMember('local');
        }}
        onVerified={() => {
          toast(authToasts.signedIn);
          finish();
        }}
      />
    );
  }

  return (
    <Tabs
      value={view === 'signup' ? 'signup' : 'signin'}
      onValueChange={(value) => {
        setNotice(null);
        setView(value === 'signup' ? 'signup' : 'signin');
      }}
    >
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="signin">{authTexts.signInTab}</TabsTrigger>
        <TabsTrigger value="signup">{authTexts.signUpTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">
        {view === 'reset' ? (
          <ResetRequestForm
            idPrefix={idPrefix}
            headingLevel={headingLevel}
            email={email}
            onEmailChange={setEmail}
            onBack={() => showView('signin', 'signin-email')}
            onSent={() => {
              setNotice(null);
              showView('signin', 'signin-email');
            }}
          />
        ) : (
          <>
            <SignInForm
              idPrefix={idPrefix}
              email={email}
              notice={notice}
              onEmailChange={setEmail}
              onForgotPassword={() => showView('reset', 'reset-email')}
              onResult={signedIn}
            />
            <PasskeySignIn onResult={signedIn} />
          </>
        )}
        {view !== 'reset' && <OAuthButtons />}
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm
          idPrefix={idPrefix}
          headingLevel={headingLevel}
          onSignedIn={finish}
          onVerifyEmail={(address) => {
            setEmail(address);
            setNotice(`We sent a confirmation link to ${address}. Open it, then sign in here.`);
            showView('signin', 'signin-password');
          }}
        />
        <OAuthButtons />
      </TabsContent>
    </Tabs>
  );
}
