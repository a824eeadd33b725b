import { z } from 'zod';
import { DRILL_NATURES } from './drill.constants.ts';

export const TeamSizeSchema = z.object({ min: z.number().int().min(1), max: z.number().int().min(1) });

/** The hackathon (drill) card of spec §3. */
export const DrillCardSchema = z.object({
  drillId: z.number().int(),
  drillName: z.string(),
  drillCustUrl: z.string(),
  drillLogoUrl: z.string().nullable(),
  drillPartnerName: z.string(),
  drillLocation: z.string(),
  drillPurpose: z.string(),
  drillRegistrationEndDt: z.string(),
  drillStartDt: z.string(),
  drillEndDt: z.string(),
  drillNature: z.enum(DRILL_NATURES),
  drillTeamSize: TeamSizeSchema,
  totalPrizeValue: z.number(),
  registrationCountVisible: z.boolean(),
  drillApplicantCount: z.number().int(),
});
export type DrillCard = z.infer<typeof DrillCardSchema>;
