import type { MailMessage } from '../../plugins/mailer.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';

/** The account mails: plain text first, with a simple HTML twin. Codes appear only here, never in answers. */

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
  return composeMail(to, 'Verify your email for Elevate', paras, { href: link, label: 'Verify my email' });
};

export const resetMail = ({ to, name, supportMailbox }: MailContext, link: string): MailMessage => {
  const paras = [
    greeting(name),
    'We received a request to reset the password of your Elevate account. Open the link below to choose a new password:',
    'The link works for 30 minutes and only once. Setting a new password logs you out on every device.',
    `If you did not ask for this, you can ignore this mail: your password stays as it is. If you think someone else is trying to get into your account, write to us at ${supportMailbox}.`,
    'Team Elevate',
  ];
  return composeMail(to, 'Reset your Elevate password', paras, { href: link, label: 'Reset my password' });
};

export const otpMail = ({ to, name, supportMailbox }: MailContext, otp: string): MailMessage => {
  const paras = [
    greeting(name),
    `Your Elevate sign-in code is ${otp}.`,
    'Enter it in the login window within 10 minutes. Never share this code: Elevate will never ask you for it.',
    `If you did not try to log in, you can ignore this mail, or write to us at ${supportMailbox}.`,
    'Team Elevate',
  ];
  return composeMail(to, 'Your Elevate sign-in code', paras);
};

/**
 * To the owner of an address someone tried to sign up with. Sign-up answers that attempt like any other (so
 * it does not tell who has an account); the owner learns here. Nothing the other person typed is quoted.
 */
export const accountExistsMail = (
  { to, name, supportMailbox }: MailContext,
  links: { login: string; reset: string },
): MailMessage => {
  const paras = [
    greeting(name),
    'Someone tried to create an Elevate account with this email address. You already have an account, so nothing was created or changed.',
    `If it was you, log in at ${links.login}. If you have forgotten your password, choose a new one with the reset link at the top of this mail.`,
    `If it was not you, you can ignore this mail: your account and password stay as they are. If you think someone is trying to get into your account, write to us at ${supportMailbox}.`,
    'Team Elevate',
  ];
  return composeMail(to, 'Someone tried to create an Elevate account with your email', paras, {
    href: links.reset,
    label: 'Reset my password',
  });
};

/**
 * After the address was proven by a sign-in code or Google, the password chosen before it was proven stops
 * working (docs/decisions/021): whoever registered the address may not have been its owner.
 */
export const passwordSwitchedOffMail = ({ to, name, supportMailbox }: MailContext, resetLink: string): MailMessage => {
  const paras = [
    greeting(name),
    'You have just signed in to Elevate by proving you own this email address. The password chosen when the account was created, before the address was proven, no longer works, and every other session has ended: we cannot tell that whoever chose it owned this address.',
    'To sign in with a password again, choose a new one with the link at the top of this mail. You can also keep signing in with an emailed code.',
    `If you did not just sign in, write to us at ${supportMailbox}.`,
    'Team Elevate',
  ];
  return composeMail(to, 'Choose a new Elevate password', paras, { href: resetLink, label: 'Choose a new password' });
};
