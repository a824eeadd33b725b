import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import { ConsoleMessages } from './console.messages.ts';
import { optionalText, optionalUploadPath, optionalWebAddress, requiredField, uploadPath } from './console-fields.ts';

export const DISPLAY_NAME_MAX = 120;
export const PARTNER_DESCRIPTION_MAX = 5000;
export const KEY_HIGHLIGHTS_MAX = 5000;
export const GALLERY_MAX = 12;
export const HASHTAGS_MAX = 15;
export const HASHTAG_MAX_LENGTH = 40;
export const HEADQUARTER_MAX = 120;
export const INDUSTRY_MAX = 100;
/** The oldest founding year accepted: older institutions exist, but a year before this is a typo. */
export const FOUNDED_MIN_YEAR = 1800;

/** Company sizes, as the seeded companies and most hiring sites band them. */
export const EMPLOYEE_COUNT_BANDS = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10000',
  '10001+',
] as const;

/** The social links of spec §3 with the labels the editor shows. */
export const SOCIAL_LINK_FIELDS = [
  { key: 'websiteurl', label: 'Website' },
  { key: 'linkedurl', label: 'LinkedIn' },
  { key: 'twitterurl', label: 'X (Twitter)' },
  { key: 'instagramurl', label: 'Instagram' },
  { key: 'facebookurl', label: 'Facebook' },
  { key: 'githuburl', label: 'GitHub' },
] as const;

/** Hashtags are stored without '#' (the page adds it); letters of any script, digits and '_' only. */
export const normaliseHashtag = (tag: string): string => tag.trim().replace(/^#+/, '');
const HASHTAG_PATTERN = /^[\p{L}\p{N}_]+$/u;

const isFoundingDate = (value: string, now = new Date()): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= FOUNDED_MIN_YEAR && date.getTime() <= now.getTime();
};

export const PartnerSocialLinksInputSchema = z.object({
  websiteurl: optionalWebAddress('Website'),
  linkedurl: optionalWebAddress('LinkedIn'),
  twitterurl: optionalWebAddress('X (Twitter)'),
  instagramurl: optionalWebAddress('Instagram'),
  facebookurl: optionalWebAddress('Facebook'),
  githuburl: optionalWebAddress('GitHub'),
});

/**
 * Everything an employer edits on their company page (spec §3 Company). A PUT replaces the page: a field left
 * out or blank is cleared. Images are paths in our own store (the upload call's `fileUrl`). The description
 * is plain text in paragraphs (the page cuts it at 500 characters); the key highlights are HTML, sanitised by
 * the API before they are stored.
 */
export const CompanyPageEditSchema = z.object({
  partnerDisplayName: requiredField('Display Name', DISPLAY_NAME_MAX),
  partnerLogoPath: optionalUploadPath(),
  bannerImageUrl: optionalUploadPath(),
  partnerDescription: optionalText('Overview', PARTNER_DESCRIPTION_MAX),
  galleryImageUrls: z
    .array(uploadPath())
    .max(GALLERY_MAX, ConsoleMessages.tooMany('Gallery images', GALLERY_MAX))
    .default([])
    .transform((urls) => [...new Set(urls)]),
  keyHighlights: optionalText('Key highlights', KEY_HIGHLIGHTS_MAX),
  hashtags: z
    .array(
      z
        .string()
        .transform(normaliseHashtag)
        .pipe(
          z
            .string()
            .min(1, ConsoleMessages.hashtagFormat)
            .max(HASHTAG_MAX_LENGTH, ConsoleMessages.tooLong('A hashtag', HASHTAG_MAX_LENGTH))
            .regex(HASHTAG_PATTERN, ConsoleMessages.hashtagFormat),
        ),
    )
    .max(HASHTAGS_MAX, ConsoleMessages.tooMany('Hashtags', HASHTAGS_MAX))
    .default([])
    .transform((tags) => {
      const seen = new Set<string>();
      return tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
    }),
  headquarter: optionalText('Headquarter', HEADQUARTER_MAX),
  partnerEstablishmentDate: z
    .string()
    .trim()
    .refine((v) => v === '' || isFoundingDate(v), ConsoleMessages.foundedDate)
    .nullish()
    .transform((v) => v || null),
  noOfEmployees: z
    .enum([...EMPLOYEE_COUNT_BANDS, ''], { error: Messages.invalidValue })
    .nullish()
    .transform((v) => v || null),
  partnerIndustry: optionalText('Industry', INDUSTRY_MAX),
  partnerSocialLinks: PartnerSocialLinksInputSchema.prefault({}),
});
export type CompanyPageEditInput = z.input<typeof CompanyPageEditSchema>;
export type CompanyPageEdit = z.output<typeof CompanyPageEditSchema>;
