import { z } from 'zod';

export const PartnerSocialLinksSchema = z.object({
  websiteurl: z.string().optional(),
  linkedurl: z.string().optional(),
  twitterurl: z.string().optional(),
  instagramurl: z.string().optional(),
  facebookurl: z.string().optional(),
  githuburl: z.string().optional(),
});
export type PartnerSocialLinks = z.infer<typeof PartnerSocialLinksSchema>;

/** The small form of a company used in lists and logo walls. */
export const PartnerCardSchema = z.object({
  partnerId: z.number().int(),
  partnerName: z.string(),
  partnerDisplayName: z.string(),
  partnerLogoPath: z.string().nullable(),
  customUrl: z.string(),
  partnerIndustry: z.string().nullable(),
});
export type PartnerCard = z.infer<typeof PartnerCardSchema>;

/** The company (partner) of spec §3. */
export const PartnerSchema = PartnerCardSchema.extend({
  bannerImageUrl: z.string().nullable(),
  partnerDescription: z.string().nullable(),
  galleryImageUrls: z.string().nullable(),
  keyHighlights: z.string().nullable(),
  hashtags: z.array(z.string()),
  headquarter: z.string().nullable(),
  partnerEstablishmentDate: z.string().nullable(),
  noOfEmployees: z.string().nullable(),
  partnerSocialLinks: PartnerSocialLinksSchema,
});
export type Partner = z.infer<typeof PartnerSchema>;

/** The company page record: the company and how many opportunities its Jobs and Hackathons tabs hold. */
export const PartnerPageSchema = PartnerSchema.extend({
  /** Active jobs within the company page job query's CTC and experience ranges (spec §7.4). */
  jobCount: z.number().int(),
  /** Every hackathon the company hosts, running or ended. */
  hackathonCount: z.number().int(),
});
export type PartnerPage = z.infer<typeof PartnerPageSchema>;
