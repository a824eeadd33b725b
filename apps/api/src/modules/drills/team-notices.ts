import { eq } from 'drizzle-orm';
import { TeamNoticeMessages } from '@elevate/contracts/drills/team.messages';
import { participantDashboardPath } from '@elevate/contracts/drills/team.constants';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { NonEssentialMailer } from '../account/non-essential-mail.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';

/** What sending team notices needs: the non-essential mailer (hackathon updates) and the public address. */
export interface NoticeDeps {
  mail: NonEssentialMailer;
  publicUrl: string;
}

export interface TeamNotice {
  /** Who receives it: their account and their registration (the dashboard the notice links to). */
  to: { uid: number; participantId: number };
  drill: { id: number; name: string };
  senderUid: number;
  oneLiner: string;
  /** Shown in the app only: may carry a participant's note. */
  appMessage: string;
  /** The fixed sentence the mail carries after the one-liner; never a participant's words. */
  mailMessage: string;
  /** Whether the mail is sent at all (acceptances and invitations are; hand-overs stay in the app). */
  mailed: boolean;
}

/**
 * An in-app notification (purpose DRILL, linking to the recipient's participant dashboard) and, unless they
 * turned hackathon updates off, a mail, both in the caller's transaction so a rolled-back change announces
 * nothing. The non-essential mailer writes only to addresses their owners proved; the mail carries fixed words,
 * the hackathon's and team's names and the sender's name (or "A participant" when the sender never proved
 * their address), and never a note a stranger typed.
 */
export const sendTeamNotice = async (tx: DbOrTx, deps: NoticeDeps, n: TeamNotice): Promise<void> => {
  const link = participantDashboardPath(n.drill.id, n.to.participantId);
  await insertNotification(tx, {
    receiverUid: n.to.uid,
    senderUid: n.senderUid,
    purpose: 'DRILL',
    oneLiner: n.oneLiner,
    message: n.appMessage,
    link,
  });
  if (!n.mailed) return;
  const [recipient] = await tx
    .select({ email: users.email, fullName: users.fullName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, n.to.uid))
    .limit(1);
  if (!recipient || recipient.deletedAt) return;
  const paragraphs = [greeting(recipient.fullName), `${n.oneLiner}.`, n.mailMessage, TeamNoticeMessages.mailSignature];
  await deps.mail.send(
    tx,
    { uid: n.to.uid, kind: 'hackathon-updates' },
    composeMail(recipient.email, TeamNoticeMessages.mailSubject(n.drill.name), paragraphs, {
      href: `${deps.publicUrl.replace(/\/+$/, '')}${link}`,
      label: 'Open my dashboard',
    }),
  );
};

/** A sender's name as a mail may carry it: their own only once they proved their address. */
export const mailableName = (person: { name: string; emailVerified: boolean }): string =>
  person.emailVerified ? person.name : TeamNoticeMessages.someone;
