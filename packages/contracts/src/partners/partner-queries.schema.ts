import { z } from 'zod';
import { idOf, limitParam, offsetParam, toHundredths } from '../common/query-params.ts';
import {
  COMPANY_DRILLS_LIMIT,
  COMPANY_JOBS_LIMIT,
  COMPANY_JOBS_MAX_CTC,
  COMPANY_JOBS_MAX_EXP,
  COMPANY_JOBS_MAX_LIMIT,
  COMPANY_JOBS_MIN_CTC,
  COMPANY_JOBS_MIN_EXP,
  COMPANY_JOBS_ORDER,
  MAX_OFFSET,
  PARTNERS_DEFAULT_LIMIT,
  PARTNERS_MAX_LIMIT,
} from './company-page.constants.ts';

const limit = limitParam;
const offset = offsetParam(MAX_OFFSET);

const inRange = (label: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .transform(toHundredths)
    .default(fallback);

/**
 * `partners?active=true&mode=basic&customUrl=...` (spec §7.2). With customUrl: that one company's page record
 * (or no record); without: the active companies as cards. Only active companies are public, so `active`
 * can only be true here.
 */
export const PartnersQuerySchema = z.object({
  active: z.enum(['true'], { error: 'Only active companies are listed publicly' }).default('true'),
  mode: z.enum(['basic'], { error: "mode must be 'basic'" }).default('basic'),
  customUrl: z.string().trim().min(1, 'customUrl cannot be empty').max(200, 'customUrl is too long').optional(),
  limit: limit(PARTNERS_MAX_LIMIT, PARTNERS_DEFAULT_LIMIT),
  offset,
});
export type PartnersQuery = z.infer<typeof PartnersQuerySchema>;

export const PartnerIdParamsSchema = z.object({
  partnerId: idOf('partnerId'),
});

/**
 * The company page job query of spec §7.4: partnerId, limit 10, createdTs.desc, CTC 0–20000000, experience
 * 0–40. The ranges may be narrowed but not widened; the defaults are the spec's values.
 */
export const PartnerJobsQuerySchema = z
  .object({
    limit: limit(COMPANY_JOBS_MAX_LIMIT, COMPANY_JOBS_LIMIT),
    offset,
    order: z.enum([COMPANY_JOBS_ORDER], { error: `order must be '${COMPANY_JOBS_ORDER}'` }).default(COMPANY_JOBS_ORDER),
    minCtc: inRange('minCtc', COMPANY_JOBS_MIN_CTC, COMPANY_JOBS_MAX_CTC, COMPANY_JOBS_MIN_CTC),
    maxCtc: inRange('maxCtc', COMPANY_JOBS_MIN_CTC, COMPANY_JOBS_MAX_CTC, COMPANY_JOBS_MAX_CTC),
    minExp: inRange('minExp', COMPANY_JOBS_MIN_EXP, COMPANY_JOBS_MAX_EXP, COMPANY_JOBS_MIN_EXP),
    maxExp: inRange('maxExp', COMPANY_JOBS_MIN_EXP, COMPANY_JOBS_MAX_EXP, COMPANY_JOBS_MAX_EXP),
  })
  .refine((q) => q.minCtc <= q.maxCtc, { path: ['maxCtc'], message: 'maxCtc must not be below minCtc' })
  .refine((q) => q.minExp <= q.maxExp, { path: ['maxExp'], message: 'maxExp must not be below minExp' });
export type PartnerJobsQuery = z.infer<typeof PartnerJobsQuerySchema>;

/** The company page hackathon query of spec §7.6: limit 1000. */
export const PartnerDrillsQuerySchema = z.object({
  limit: limit(COMPANY_DRILLS_LIMIT, COMPANY_DRILLS_LIMIT),
  offset,
});
export type PartnerDrillsQuery = z.infer<typeof PartnerDrillsQuerySchema>;
