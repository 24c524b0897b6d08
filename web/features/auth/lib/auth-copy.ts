/**
 * Texts of the auth screens that the specification does not fix (its own texts live in
 * common/features/auth/auth-messages.ts and are used from there).
 */
export const authCopy = {
  dialogDescription: 'Sign in to your account or create a free one.',
  signInIntro: 'Welcome back! Sign in with your email and password.',
  resetIntro:
    'Enter the email you signed up with and we will send you a link to choose a new password.',
  signUpIntro: 'Share photos, tips and reviews with fellow Disney fans.',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Please confirm your password',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  mfaTitle: 'Two-step verification',
  mfaIntro: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  /** A stored session that still needs its second factor (the words of `/api`'s 403). */
  mfaStepUpIntro:
    'Your account is protected with two-factor authentication. Enter the code from your authenticator app to continue.',
  mfaCodeLabel: 'Authentication code',
  mfaCodeInvalid: 'Enter the 6-digit code from your authenticator app',
  mfaNoFactor: 'No authenticator app is set up for this account.',
  passwordUpdated: {
    title: 'Password updated',
    description: 'You are signed in with your new password.',
  },
  passwordChanged: {
    title: 'Password changed',
    description: 'Your other sessions have been signed out.',
  },
  mfaEnabled: {
    title: 'Two-factor authentication is on',
    description: 'You will be asked for a code from your authenticator app when you sign in.',
  },
  mfaRemoved: { title: 'Authenticator removed' },
  signedOut: { title: 'Signed out' },
  signedOutEverywhere: { title: 'Signed out everywhere' },
  secretCopied: { title: 'Key copied' },
  /** Not 'Sign in with a passkey': the form's 'Sign In' button must stay the only one by that name. */
  passkeySignIn: 'Use a passkey',
  passkeysIntro:
    'Sign in with your fingerprint, face or screen lock instead of your password. A passkey only works on this site, so a look-alike page cannot steal it.',
  passkeysEmpty: 'No passkeys yet. Add one to sign in on this device without typing your password.',
  passkeysUnsupported: 'This browser cannot create passkeys. Try another browser or device.',
  passkeyAdded: {
    title: 'Passkey added',
    description: 'Next time you sign in, choose ‘Use a passkey’.',
  },
  passkeyRenamed: { title: 'Passkey renamed' },
  passkeyRemoved: { title: 'Passkey removed' },
  passkeyNameRequired: 'Give your passkey a name',
  passkeyNameTooLong: 'Use at most 120 characters',
  /** Not 'Verify …' nor 'Sign in …': those names belong to the code step's and the form's buttons. */
  securityKeyUse: 'Use your security key',
  mfaKeyIntro: 'Use your security key to finish signing in.',
  /** A stored session that still needs its second factor, for a member with a key only. */
  mfaStepUpKeyIntro:
    'Your account is protected with two-factor authentication. Use your security key to continue.',
  mfaKeyChoice: 'Security key',
  mfaOr: 'or',
  securityKeyUnsupported: 'This browser can’t use security keys. Try another browser or device.',
  securityKeysTitle: 'Security keys',
  securityKeysIntro:
    'Use a security key (a USB or NFC key, or your phone) as the second step after your password.',
  securityKeysEmpty:
    'No security keys yet. Add one to confirm it’s you with a tap when you sign in.',
  securityKeyAdd: 'Add a security key',
  securityKeyNameLabel: 'Key name',
  securityKeyNameHint: 'A name to tell your keys apart, like ‘Blue USB key’.',
  securityKeyNameRequired: 'Give your security key a name',
  securityKeyAddSubmit: 'Add key',
  securityKeyAddPending: 'Follow your browser’s steps: insert or tap your key, or use your phone.',
  securityKeyAdded: {
    title: 'Security key added',
    description: 'Next time you sign in, use it after your password.',
  },
  securityKeyRemoveDescription:
    'It will no longer confirm your sign-ins. If it is your only second step, your password alone will sign you in.',
  securityKeyRemoveConfirm: 'Remove security key',
  securityKeyRemoved: { title: 'Security key removed' },
} as const;

/** The time limit note shown with the limits' toasts and forms. */
export function passwordLengthHint(min: number): string {
  return `At least ${min} characters. Mix upper- and lowercase letters, numbers and symbols.`;
}
