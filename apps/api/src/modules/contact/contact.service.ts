import { Messages } from '@elevate/contracts/common/messages';
import type { ContactMessage, ContactResult } from '@elevate/contracts/contact/contact.schema';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { insertContactMessage } from './contact.repository.ts';

interface Deps {
  db: Db;
  mailer: Mailer;
  salesMailbox: string;
}

/**
 * Saves the message and queues the two mails (the full message to sales, and to the sender a fixed
 * acknowledgement that quotes nothing of it) in one
 * transaction: either all three are written or none is.
 */
export const sendContactMessage = async (
  { db, mailer, salesMailbox }: Deps,
  message: ContactMessage,
  ipAddress: string | null,
): Promise<ContactResult> =>
  db.transaction(async (tx) => {
    const { contactId } = await insertContactMessage(tx, message, ipAddress);
    await mailer.send(
      {
        to: salesMailbox,
        subject: `New enquiry #${contactId}: ${message.purposeToConnect}`,
        text: [
          `From: ${message.senderFullName} <${message.email}>`,
          `Contact: ${message.contact}`,
          `Purpose: ${message.purposeToConnect}`,
          `Source: ${message.contactUsSource}`,
          '',
          message.message,
        ].join('\n'),
      },
      tx,
    );
    // The typed address has proved nothing: the acknowledgement carries no word the sender wrote (name,
    // message, links), or the form would relay a stranger's text under our sender (docs/decisions/021).
    await mailer.send(
      {
        to: message.email,
        subject: 'We have received your message',
        text: `Hi,\n\nA message was sent to Elevate through our contact form with this email address. Our team reads every message and will reply within one working day.\n\nIf you did not write to us, you can ignore this mail.\n\nTeam Elevate`,
      },
      tx,
    );
    return { contactId, msg: Messages.contactSuccess };
  });
