import { z } from 'zod';
import { ContactEmailSchema, IndianMobileSchema, requiredText } from '../common/validators.ts';

export const CONTACT_SOURCES = [
  'contactus',
  'contact-sales',
  'employer',
  'customers',
  'hiring',
  'hackathon',
  'home',
] as const;
export const CONTACT_PURPOSES = [
  'Hiring freshers or interns',
  'Hosting a hackathon',
  'Campus partnership',
  'Open innovation challenge',
  'Saarthi mentoring',
  'Media or press',
  'Something else',
] as const;
export const CONTACT_MESSAGE_MAX = 2000;

/** The contact message of spec §3; messages of spec §5. */
export const ContactMessageSchema = z.object({
  senderFullName: requiredText('Full Name', 120),
  email: ContactEmailSchema('Email'),
  contact: IndianMobileSchema('Contact Number'),
  purposeToConnect: requiredText('Purpose', 120),
  message: requiredText('Message', CONTACT_MESSAGE_MAX),
  contactUsSource: z.enum(CONTACT_SOURCES).default('contactus'),
  imageUrl: z.string().trim().max(500).optional(),
  visible: z.boolean().optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

export const ContactResultSchema = z.object({ contactId: z.number().int(), msg: z.string() });
export type ContactResult = z.infer<typeof ContactResultSchema>;
