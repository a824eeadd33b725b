import { escapeHtml } from '../../lib/mail-layout.ts';
import type { OutboxMessage } from './mail.repository.ts';

/** Escapes first, then turns URLs into links, so a message can never inject markup into the page. */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** A message as the page shows it: its attachments with their download addresses. */
export type MailboxEntry = Omit<OutboxMessage, 'attachments'> & {
  attachments: Array<OutboxMessage['attachments'][number] & { url: string }>;
};

/** Each attachment as a download link. */
const attachmentLinks = (m: MailboxEntry): string =>
  m.attachments.length === 0
    ? ''
    : `<ul class="attachments" aria-label="Attachments">${m.attachments
        .map(
          (a) =>
            `<li><a href="${escapeHtml(a.url)}" download="${escapeHtml(a.filename)}">📎 ${escapeHtml(a.filename)}</a> <span class="meta">(${escapeHtml(a.contentType)})</span></li>`,
        )
        .join('')}</ul>`;

/** Where the message on its way out (docs/decisions/018). */
const statusLabel = (m: MailboxEntry): string => {
  const tries = m.attempts === 1 ? '1 try' : `${m.attempts} tries`;
  switch (m.status) {
    case 'queued':
      return m.attempts > 0 ? `queued, retrying after ${tries}` : 'queued';
    case 'sending':
      return 'sending';
    case 'sent':
      return `sent${m.smtpResponse ? `: ${m.smtpResponse}` : ''}`;
    case 'stored':
      return 'stored (no SMTP_URL)';
    case 'failed':
      return `failed after ${tries}`;
    case 'cancelled':
      return 'cancelled (the account was deleted)';
  }
};

/** The extra headers (List-Unsubscribe), as a mail client would show them. */
const headerLines = (m: MailboxEntry): string =>
  m.headers
    ? `<div class="meta">${Object.entries(m.headers)
        .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
        .join('<br>')}</div>`
    : '';

export const renderMailbox = (messages: MailboxEntry[]): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mailbox · Elevate (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f5f6fa;color:#1d2433}
header{background:#3b2fc9;color:#fff;padding:16px 24px}
main{max-width:920px;margin:0 auto;padding:16px}
article{background:#fff;border:1px solid #dde1ea;border-radius:10px;padding:16px;margin:12px 0}
h2{font-size:1.05rem;margin:0 0 6px}
.meta{color:#4a5468;font-size:.85rem;margin-bottom:10px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
a{color:#3b2fc9}
.status{display:inline-block;border-radius:999px;padding:1px 8px;font-weight:600;background:#e8eaf2}
.status-sent,.status-stored{background:#dff3e4;color:#1d6b34}
.status-failed{background:#fde2e1;color:#a3261d}
.error{color:#a3261d;font-size:.85rem;margin:0 0 10px}
.attachments{list-style:none;padding:0;margin:10px 0 0}
.attachments li{margin:4px 0}
</style></head><body>
<header><h1 style="margin:0;font-size:1.25rem">Development mailbox</h1>
<p style="margin:4px 0 0">Every message Elevate sends, with where it is on its way out. Without SMTP_URL this page is the delivery.</p></header>
<main>${
  messages.length === 0
    ? '<p>No messages yet. Mails appear here when you contact sales, sign up or reset a password.</p>'
    : messages
        .map(
          (m) => `<article id="mail-${m.id}"><h2>${escapeHtml(m.subject)}</h2>
<div class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.createdAt).toLocaleString('en-IN'))} · <span class="status status-${escapeHtml(m.status)}">${escapeHtml(statusLabel(m))}</span></div>
${m.lastError ? `<p class="error">Last error: ${escapeHtml(m.lastError)}</p>` : ''}${headerLines(m)}<pre>${linkify(escapeHtml(m.text))}</pre>${attachmentLinks(m)}</article>`,
        )
        .join('\n')
}</main></body></html>`;
