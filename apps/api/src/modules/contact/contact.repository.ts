import type { ContactMessage } from '@elevate/contracts/contact/contact.schema';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export const insertContactMessage = async (
  db: DbOrTx,
  message: ContactMessage,
  ipAddress: string | null,
): Promise<{ contactId: number }> => {
  const [row] = await db
    .insert(contactMessages)
    .values({
      senderFullName: message.senderFullName,
      email: message.email,
      contact: message.contact,
      purposeToConnect: message.purposeToConnect,
      message: message.message,
      contactUsSource: message.contactUsSource,
      imageUrl: message.imageUrl ?? null,
      visible: message.visible ?? false,
      ipAddress,
    })
    .returning({ contactId: contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row;
};
