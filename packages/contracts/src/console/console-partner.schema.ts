import { z } from 'zod';
import { idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { PartnerSchema } from '../partners/partner.schema.ts';
import { ContactEmailSchema } from '../common/validators.ts';
import { ConsoleMessages } from './console.messages.ts';
import { requiredField } from './console-fields.ts';

export const CUSTOM_URL_MIN = 2;
export const CUSTOM_URL_MAX = 60;
/** Lower-case words joined by single hyphens: safe in a path, readable, one spelling per company. */
export const CUSTOM_URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PARTNER_NAME_MAX = 120;
export const CONSOLE_PARTNERS_DEFAULT_LIMIT = 20;
export const CONSOLE_PARTNERS_MAX_LIMIT = 100;

/** Someone who runs a company's console (a member of partner_members). */
export const PartnerEmployerSchema = z.object({
  uid: z.number().int(),
  fullName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
});
export type PartnerEmployer = z.infer<typeof PartnerEmployerSchema>;

/** A company as the console lists it: who runs it and how many of its jobs are open and closed. */
export const ConsolePartnerSummarySchema = z.object({
  partnerId: z.number().int(),
  partnerName: z.string(),
  partnerDisplayName: z.string(),
  partnerLogoPath: z.string().nullable(),
  customUrl: z.string(),
  partnerIndustry: z.string().nullable(),
  isActive: z.boolean(),
  openJobs: z.number().int(),
  closedJobs: z.number().int(),
  employers: z.array(PartnerEmployerSchema),
});
export type ConsolePartnerSummary = z.infer<typeof ConsolePartnerSummarySchema>;

/** The whole company record for the editor (`GET /api/partners/{id}`). */
export const ConsolePartnerSchema = PartnerSchema.extend({
  isActive: z.boolean(),
  employers: z.array(PartnerEmployerSchema),
});
export type ConsolePartner = z.infer<typeof ConsolePartnerSchema>;

/** `GET /api/console/partners`: the caller's companies (an admin's: all, searchable by name or custom URL). */
export const ConsolePartnersQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text is too long').optional(),
  limit: limitParam(CONSOLE_PARTNERS_MAX_LIMIT, CONSOLE_PARTNERS_DEFAULT_LIMIT),
  offset: offsetParam(100_000),
});
export type ConsolePartnersQuery = z.infer<typeof ConsolePartnersQuerySchema>;

export const CustomUrlSlugSchema = z
  .string({ error: 'Custom URL is mandatory field !' })
  .trim()
  .toLowerCase()
  .min(CUSTOM_URL_MIN, 'Custom URL is mandatory field !')
  .max(CUSTOM_URL_MAX, ConsoleMessages.tooLong('Custom URL', CUSTOM_URL_MAX))
  .regex(CUSTOM_URL_PATTERN, ConsoleMessages.customUrlFormat);

/** Admin: a new company (`POST /api/partners`); its page starts empty and its employers fill it in. */
export const CreatePartnerSchema = z.object({
  name: requiredField('Name', PARTNER_NAME_MAX),
  displayName: requiredField('Display Name', PARTNER_NAME_MAX),
  customUrl: CustomUrlSlugSchema,
});
export type CreatePartnerInput = z.input<typeof CreatePartnerSchema>;
export type CreatePartner = z.output<typeof CreatePartnerSchema>;

/** Admin: make an existing account an employer of a company (`POST /api/partners/{id}/employers`). */
export const AttachEmployerSchema = z.object({ email: ContactEmailSchema('Email').transform((e) => e.toLowerCase()) });
export type AttachEmployerInput = z.input<typeof AttachEmployerSchema>;

export const ConsolePartnerIdParamsSchema = z.object({
  partnerId: idOf('partnerId'),
});

export const PartnerEmployerParamsSchema = ConsolePartnerIdParamsSchema.extend({
  uid: idOf('uid'),
});

/** A readable custom URL from a name: 'Kaveri Analytics Pvt. Ltd.' → 'kaveri-analytics-pvt-ltd'. */
export const slugify = (text: string, max = CUSTOM_URL_MAX): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
