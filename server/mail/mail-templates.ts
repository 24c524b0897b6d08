import type { OutgoingMail } from './mailer';

export type MailKind =
  'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const copy: Record<MailKind, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm your Magic Community account',
    intro:
      'Welcome to Magic Community! Confirm your email address to finish creating your account.',
    action: 'Confirm my email',
  },
  invite: {
    subject: 'You are invited to Magic Community',
    intro:
      'You have been invited to join Magic Community, where Walt Disney World fans share photos, tips and trip plans. Accept the invitation to create your account.',
    action: 'Accept the invitation',
  },
  recovery: {
    subject: 'Reset your Magic Community password',
    intro:
      'Someone asked to reset the password of your Magic Community account. If it was you, choose a new password with the link below. If not, you can ignore this email.',
    action: 'Choose a new password',
  },
  magiclink: {
    subject: 'Your Magic Community sign-in link',
    intro: 'Use the link below to sign in to Magic Community. It works once.',
    action: 'Sign in',
  },
  email_change: {
    subject: 'Confirm your new email address',
    intro: 'Confirm that you want to use this address for your Magic Community account.',
    action: 'Confirm the new address',
  },
  reauthentication: {
    subject: 'Your Magic Community confirmation code',
    intro: 'Enter this code to confirm it is you.',
    action: '',
  },
};

/** Builds a mail with text and HTML parts: the link (when there is one) and the 6-digit code. */
export function buildAuthMail(options: {
  kind: MailKind;
  to: string;
  link?: string;
  otp: string;
}): OutgoingMail {
  const { subject, intro, action } = copy[options.kind];
  const lines = [intro, ''];
  if (options.link) lines.push(`${action}: ${options.link}`, '');
  lines.push(`Your code: ${options.otp}`, '', 'The Magic Community team');
  const button = options.link
    ? `<p><a href="${escapeHtml(options.link)}" style="display:inline-block;padding:12px 20px;background:#1e3a8a;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p><p style="font-size:13px;color:#555">Or paste this address into your browser: ${escapeHtml(options.link)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937"><h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p>${button}<p>Your code: <strong style="font-size:18px;letter-spacing:2px">${escapeHtml(options.otp)}</strong></p><p>The Magic Community team</p></body></html>`;
  return {
    to: options.to,
    subject,
    text: lines.join('\n'),
    html,
    kind: options.kind,
    link: options.link,
  };
}
