/**
 * Texts of "Sign in with Magic Community" for third-party apps: the consent page and the
 * Connected apps card in the security settings.
 */
export const oauthCopy = {
  pageTitle: 'Allow an app to use your account',
  pageDescription: 'Choose whether an app may use your Magic Community account.',
  heading: (app: string) => `Allow ${app} to use your Magic Community account?`,
  appWebsite: 'App website',
  signedInAs: 'Signed in as',
  willBeAbleTo: (app: string) => `${app} will be able to:`,
  sentBackTo: 'Whichever you choose, you’ll go back to',
  disconnectLater: 'You can disconnect it at any time under Security on your profile.',
  allow: 'Allow',
  allowing: 'Allowing…',
  cancel: 'Cancel',
  cancelling: 'Cancelling…',
  returning: (destination: string) => `Taking you back to ${destination}…`,
  alreadyAllowed: 'You’ve already allowed this app, so there’s nothing more to choose.',
  loading: 'Loading the app’s request',
  signInTitle: 'Sign in to continue',
  signInText:
    'An app would like to use your Magic Community account. Sign in first, then choose whether to allow it.',
  signIn: 'Sign In',
  incompleteTitle: 'This link is incomplete',
  incompleteText:
    'It doesn’t say which app is asking. Go back to the app and start again from there.',
  expiredTitle: 'This request can’t be used',
  turnedOffTitle: 'Apps can’t connect right now',
  notAllowedTitle: 'Add your email to connect apps',
  loadFailedTitle: 'We couldn’t load this request',
  answerFailed: 'Your answer didn’t reach us. Please try again.',
  goHome: 'Go Home',

  connectedAppsTitle: 'Connected apps',
  connectedAppsIntro:
    'Apps you allowed to use your Magic Community account. Disconnect one to stop it at once.',
  connectedAppsList: 'Your connected apps',
  connectedAppsEmpty: 'No apps are connected to your account.',
  connectedOn: 'Connected',
  canDo: 'It can:',
  disconnect: 'Disconnect',
  disconnectTitle: (app: string) => `Disconnect “${app}”?`,
  disconnectDescription:
    'It will no longer be able to use your account, and it will be signed out wherever it’s open. You can connect it again from the app whenever you like.',
  disconnected: { title: 'App disconnected' },
} as const;
