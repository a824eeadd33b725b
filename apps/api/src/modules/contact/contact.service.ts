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
 * Saves the message and queues the two mails (to sales, and the acknowledgement to the sender) in one
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
    await mailer.send(
      {
        to: message.email,
        subject: 'We have received your message',
        text: `Hi ${message.senderFullName},\n\nThank you for writing to Elevate. Our team reads every message and will get back to you within one working day.\n\nYour message:\n${message.message}\n\nTeam Elevate`,
      },
      tx,
    );
    return { contactId, msg: Messages.contactSuccess };
  });
