import type { MailMessage } from '../plugins/mailer.ts';

/** One layout for every mail Elevate sends: plain text first, with a simple HTML twin. */

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface MailAction {
  href: string;
  label: string;
}

/** HTML body: the paragraphs, with an optional button (and its address spelt out) after the first one. */
export const mailHtml = (paragraphs: string[], action?: MailAction): string => {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (action) {
    body.splice(
      1,
      0,
      `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
      `<p style="font-size:13px;color:#555">Or paste this address into your browser: ${escapeHtml(action.href)}</p>`,
    );
  }
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${body.join('')}</body></html>`;
};

export const greeting = (name: string | null): string => (name ? `Hi ${name},` : 'Hi,');

/**
 * A whole mail: the first paragraph (the greeting), then the action's address on its own line in the text
 * part (a button in the HTML part), then the remaining paragraphs.
 */
export const composeMail = (to: string, subject: string, paragraphs: string[], action?: MailAction): MailMessage => ({
  to,
  subject,
  text: action
    ? [paragraphs[0], '', paragraphs[1], '', action.href, '', ...paragraphs.slice(2).flatMap((p) => [p, ''])]
        .join('\n')
        .trimEnd()
    : paragraphs.join('\n\n'),
  html: mailHtml(paragraphs, action),
});
