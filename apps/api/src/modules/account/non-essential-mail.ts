import { MAIL_KIND_INFO, type MailKind } from '@elevate/contracts/account/mail-preferences.schema';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { escapeHtml } from '../../lib/mail-layout.ts';
import type { Mailer, MailMessage } from '../../plugins/mailer.ts';
import { mailAllowed } from './mail-preferences.service.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** Where the web app's unsubscribe page and the API's one-click address live. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
export const ONE_CLICK_PATH = '/api/account/unsubscribe';

export interface UnsubscribeLinks {
  /** The page a person opens from the mail (shows what it is about, one click turns it off). */
  page: string;
  /** Where a mail program POSTs `List-Unsubscribe=One-Click` (RFC 8058). */
  oneClick: string;
  settings: string;
}

export const unsubscribeLinks = (
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>,
  uid: number,
  kind: MailKind,
): UnsubscribeLinks => {
  const base = config.publicUrl.replace(/\/+$/, '');
  const token = encodeURIComponent(signUnsubscribeToken(config.jwtSecret, uid, kind));
  return {
    page: `${base}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`,
    oneClick: `${base}${ONE_CLICK_PATH}?token=${token}`,
    settings: `${base}/settings`,
  };
};

/**
 * The mail with its way out: a footer in both parts saying why it came and how to stop it, and the
 * List-Unsubscribe headers mail programs show as an "Unsubscribe" button (RFC 2369, RFC 8058). No mailto:
 * address: nothing reads an unsubscribe mailbox, and the one-click address does the same job.
 */
export const withUnsubscribe = (message: MailMessage, kind: MailKind, links: UnsubscribeLinks): MailMessage => {
  const label = MAIL_KIND_INFO[kind].label.toLowerCase();
  const why = `You get this mail because ${label} are on for your Elevate account.`;
  const text = [
    message.text.trimEnd(),
    '',
    '--',
    why,
    `Unsubscribe from ${label}: ${links.page}`,
    `Choose what we send you: ${links.settings}`,
  ].join('\n');
  const footer =
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">` +
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(why)} ` +
    `<a href="${escapeHtml(links.page)}" style="color:#4f46e5">Unsubscribe from ${escapeHtml(label)}</a> · ` +
    `<a href="${escapeHtml(links.settings)}" style="color:#4f46e5">Choose what we send you</a></p>`;
  const html = message.html
    ? message.html.includes('</body>')
      ? message.html.replace(/<\/body>(?![\s\S]*<\/body>)/, `${footer}</body>`)
      : `${message.html}${footer}`
    : undefined;
  return {
    ...message,
    text,
    ...(html ? { html } : {}),
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
};

export interface NonEssentialMailer {
  /**
   * Writes the mail (in `tx`, like Mailer.send) unless the account turned this kind off, was deleted or never
   * proved its address; with the unsubscribe footer and headers. Answers whether it was written.
   */
  send(tx: DbOrTx, to: { uid: number; kind: MailKind }, message: MailMessage): Promise<boolean>;
}

/** What every sender of non-essential mail uses instead of app.mailer (docs/decisions/027). */
export const createNonEssentialMailer = (
  mailer: Mailer,
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>,
): NonEssentialMailer => ({
  async send(tx, { uid, kind }, message) {
    if (!(await mailAllowed(tx, uid, kind))) return false;
    await mailer.send(withUnsubscribe(message, kind, unsubscribeLinks(config, uid, kind)), tx);
    return true;
  },
});
