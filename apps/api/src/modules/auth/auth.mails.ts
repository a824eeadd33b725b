import type { MailMessage } from '../../plugins/mailer.ts';

/** The account mails: plain text first, with a simple HTML twin. Codes appear only here, never in answers. */

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const html = (paragraphs: string[], action?: { href: string; label: string }): string => {
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

const greeting = (name: string | null): string => (name ? `Hi ${name},` : 'Hi,');

export interface MailContext {
  to: string;
  name: string | null;
  supportMailbox: string;
}

export const verificationMail = ({ to, name, supportMailbox }: MailContext, link: string): MailMessage => {
  const paras = [
    greeting(name),
    'Welcome to Elevate! Please confirm that this is your email address so you can log in and start applying to jobs and hackathons.',
    'The link works for 24 hours. If it has expired, open the login window and choose "Re-send verification email" to get a new one.',
    'If you did not create an Elevate account, you can ignore this mail.',
    `Need help? Write to us at ${supportMailbox}.`,
    'Team Elevate',
  ];
  return {
    to,
    subject: 'Verify your email for Elevate',
    text: [paras[0], '', paras[1], '', link, '', ...paras.slice(2).flatMap((p) => [p, ''])].join('\n').trimEnd(),
    html: html(paras, { href: link, label: 'Verify my email' }),
  };
};

export const resetMail = ({ to, name, supportMailbox }: MailContext, link: string): MailMessage => {
  const paras = [
    greeting(name),
    'We received a request to reset the password of your Elevate account. Open the link below to choose a new password:',
    'The link works for 30 minutes and only once. Setting a new password logs you out on every device.',
    `If you did not ask for this, you can ignore this mail: your password stays as it is. If you think someone else is trying to get into your account, write to us at ${supportMailbox}.`,
    'Team Elevate',
  ];
  return {
    to,
    subject: 'Reset your Elevate password',
    text: [paras[0], '', paras[1], '', link, '', ...paras.slice(2).flatMap((p) => [p, ''])].join('\n').trimEnd(),
    html: html(paras, { href: link, label: 'Reset my password' }),
  };
};

export const otpMail = ({ to, name, supportMailbox }: MailContext, otp: string): MailMessage => {
  const paras = [
    greeting(name),
    `Your Elevate sign-in code is ${otp}.`,
    'Enter it in the login window within 10 minutes. Never share this code: Elevate will never ask you for it.',
    `If you did not try to log in, you can ignore this mail, or write to us at ${supportMailbox}.`,
    'Team Elevate',
  ];
  return {
    to,
    subject: 'Your Elevate sign-in code',
    text: paras.join('\n\n'),
    html: html(paras),
  };
};
