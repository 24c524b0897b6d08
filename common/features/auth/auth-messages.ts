/** Texts of the auth experience (spec §2 "Auth dialog", §4, §8), to the letter. */
export const authTexts = {
  dialogTitle: 'Authentication',
  signInTab: 'Sign In',
  signUpTab: 'Sign Up',
  forgotPassword: 'Forgot password?',
  resetTitle: 'Reset Password',
  sendResetLink: 'Send reset link',
  backToSignIn: 'Back to sign in',
  signUpTitle: 'Create a Free Account',
} as const;

export const authToasts = {
  signedIn: { title: 'Successfully signed in!' },
  invalidEmail: { title: 'Invalid Email' },
  tooManyAttempts: { title: 'Too Many Attempts' },
  tooManyResets: { title: 'Too Many Reset Requests' },
  error: { title: 'Error' },
  passwordsDoNotMatch: { title: 'Passwords do not match' },
  checkEmail: { title: 'Check your email', description: "We've sent you a password reset link" },
  accountCreatedSignedIn: { title: 'Success', description: 'Account created successfully' },
  accountCreatedVerify: {
    title: 'Account created',
    description: 'Please verify your email to continue.',
  },
  sessionExpired: {
    title: 'Session Expired',
    description: 'Your session has expired. Please sign in again.',
  },
  authenticationError: {
    title: 'Authentication Error',
    description: 'There was a problem with authentication. Please try again.',
  },
} as const;

/** 'Please try again at {time}' (spec §8). */
export function tryAgainAt(time: string): string {
  return `Please try again at ${time}`;
}

/** GoTrue's message when sign-up has neither email nor phone (spec §5). */
export const MISSING_CREDENTIALS_MESSAGE =
  'You must provide either an email or phone number and a password';

/** Thrown by the profile fetch when nobody is signed in (spec §8). */
export const NO_USER_FOUND_MESSAGE = 'No user found';
