import { createHash } from 'node:crypto';
import { dataExportTexts } from '../../../common/features/data-export/data-export-texts';
import type { OutgoingMail } from '../../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `Tuesday, January 21, 2025` (UTC): the last day the archive can be downloaded. */
function dayText(instant: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
}

/** The mail telling a member their archive is ready, with the link to their settings. */
export function buildDataExportReadyMail(input: {
  to: string;
  memberId: string;
  expiresAt: Date;
  siteUrl: string;
}): OutgoingMail {
  const link = new URL(`/profile/${input.memberId}#download-my-data`, input.siteUrl).toString();
  const until = `It can be downloaded until ${dayText(input.expiresAt)} (UTC); then it is deleted.`;
  return {
    to: input.to,
    subject: 'Your Magic Community data archive is ready',
    text: [
      dataExportTexts.readyNotice,
      '',
      until,
      `Download it from your settings (you need to be signed in): ${link}`,
      '',
      'If you did not ask for it, sign in and change your password.',
      '',
      'The Magic Community team',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(dataExportTexts.readyNotice)}</p>`,
      `<p>${escapeHtml(until)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1e3a8a;color:#ffffff;border-radius:8px;text-decoration:none">Go to my settings</a></p>`,
      '<p>If you did not ask for it, sign in and change your password.</p>',
      '<p>The Magic Community team</p>',
    ].join('\n'),
    kind: 'data_export_ready',
    link,
  };
}

/**
 * A Message-ID made from the mail job's key: a mail sent again (the job's commit failed after
 * the send) carries the same id, which mail systems treat as the same message.
 */
export function dataExportMessageId(jobKey: string, siteUrl: string): string {
  const digest = createHash('sha256').update(jobKey).digest('hex').slice(0, 32);
  return `<${digest}.data-export@${new URL(siteUrl).hostname || 'localhost'}>`;
}
