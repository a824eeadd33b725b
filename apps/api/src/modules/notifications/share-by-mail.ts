import { truncate } from '@elevate/contracts/common/format';
import { NOTIFICATION_ONE_LINER_MAX } from '@elevate/contracts/notifications/notification.constants';
import type { Db } from '../../db/client.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mailer, MailMessage } from '../../plugins/mailer.ts';
import { insertNotification, usersByEmail } from './notifications.repository.ts';

/**
 * Sharing a page by mail (a job, a hackathon: `…/feeds/sendinvitemail`): one mail per address and, for an
 * address that belongs to an account other than the sender's, an in-app notification leading to the page.
 * The callers check the sender (signed in, so a verified address), the addresses, the note and the rate.
 */
export interface ShareDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** What is shared, in the words of the mail and the notification. */
export interface SharedPage {
  /** 'job', 'hackathon'. */
  noun: string;
  /** The mail's line about it: 'Data Analyst at Godavari Labs (Hyderabad)'. */
  summary: string;
  /** The notification's shorter name for it: 'Data Analyst at Godavari Labs'. */
  title: string;
  /** The page's site path. */
  path: string;
}

export const senderNameOf = (u: Pick<AuthUser, 'fullName' | 'lastName'>) =>
  [u.fullName, u.lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ') || 'Someone';

export const shareMail = (
  to: { email: string; name: string | null },
  sender: string,
  page: SharedPage,
  url: string,
  note: string | undefined,
): MailMessage => {
  const paragraphs = [
    greeting(to.name),
    `${sender} thinks this ${page.noun} could interest you: ${page.summary}.`,
    ...(note ? [`${sender} wrote: "${note}"`] : []),
    `You received this mail because ${sender} entered your address on Elevate, where students, freshers and professionals in India find jobs and hackathons. We have not added you to any list.`,
    'Team Elevate',
  ];
  return composeMail(to.email, `${sender} shared a ${page.noun} with you`, paragraphs, {
    href: url,
    label: `View the ${page.noun}`,
  });
};

/**
 * Mails the page to each address and notifies the accounts among them, all in one transaction: every mail
 * and notification of one share, or none. Answers how many addresses were mailed, never which have accounts.
 */
export const sharePageByMail = async (
  { db, mailer, publicUrl }: ShareDeps,
  sender: AuthUser,
  input: { emails: string[]; message?: string | undefined },
  page: SharedPage,
): Promise<{ sent: number }> => {
  const senderName = senderNameOf(sender);
  const url = `${publicUrl.replace(/\/$/, '')}${page.path}`;
  return db.transaction(async (tx) => {
    const accounts = await usersByEmail(tx, input.emails);
    for (const email of input.emails) {
      const account = accounts.get(email);
      await mailer.send(
        shareMail({ email, name: account?.fullName ?? null }, senderName, page, url, input.message),
        tx,
      );
      if (account && account.uid !== sender.uid) {
        await insertNotification(tx, {
          receiverUid: account.uid,
          senderUid: sender.uid,
          // A friend's tip, not a message from a company or a hackathon's hosts.
          purpose: 'GENERAL',
          oneLiner: truncate(
            `${senderName} shared a ${page.noun} with you: ${page.title}`,
            NOTIFICATION_ONE_LINER_MAX - 1,
          ),
          message: input.message ?? '',
          link: page.path,
        });
      }
    }
    return { sent: input.emails.length };
  });
};
