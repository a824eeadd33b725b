import { splitList } from '@elevate/contracts/common/format';
import type { PartnerSocialLinks } from '@elevate/contracts/partners/partner.schema';

/** http(s) only: a stored javascript: or data: address must never become a link. */
const isWebAddress = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

export type OpportunityTab = 'jobs' | 'hackathons';

/** A tab shows only when its count is above zero (spec §4). */
export const visibleTabs = (jobCount: number, hackathonCount: number): OpportunityTab[] => [
  ...(jobCount > 0 ? (['jobs'] as const) : []),
  ...(hackathonCount > 0 ? (['hackathons'] as const) : []),
];

/** The page opens on Jobs if any jobs exist, otherwise on Hackathons (spec §4); null when neither has any. */
export const defaultTab = (jobCount: number, hackathonCount: number): OpportunityTab | null =>
  visibleTabs(jobCount, hackathonCount)[0] ?? null;

/** How many items show after one more View More: `step` more, never past the total. */
export const growBy = (shown: number, step: number, total: number): number => Math.min(total, shown + step);

/** The description's paragraphs: plain text separated by blank lines. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The gallery's image URLs (a comma-separated list, spec §3). */
export const galleryUrlsOf = (value: string | null | undefined): string[] => splitList(value);

/** Alt text of a gallery photo; the stored list has addresses only, so it names the company and the place. */
export const photoAlt = (name: string, index: number, total: number): string =>
  `Life at ${name}, photo ${index + 1} of ${total}`;

/** Hashtags are stored without '#'; one typed with it is shown once, not twice. */
export const hashtagLabel = (tag: string): string => `#${tag.trim().replace(/^#+/, '')}`;

/** The founding year of a yyyy-mm-dd (or any date-like) value; the raw text when it holds no year. */
export const foundedYear = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  if (!text) return null;
  const year = /\b(\d{4})\b/.exec(text)?.[1];
  return year ?? text;
};

export const SOCIAL_NETWORKS = [
  { key: 'linkedurl', label: 'LinkedIn' },
  { key: 'twitterurl', label: 'X (Twitter)' },
  { key: 'instagramurl', label: 'Instagram' },
  { key: 'facebookurl', label: 'Facebook' },
  { key: 'githuburl', label: 'GitHub' },
] as const;
export type SocialKey = (typeof SOCIAL_NETWORKS)[number]['key'];

/** The social links that hold a web address; anything else (javascript:, blanks) is left out. */
export const socialLinksOf = (links: PartnerSocialLinks): Array<{ key: SocialKey; label: string; url: string }> =>
  SOCIAL_NETWORKS.flatMap(({ key, label }) => {
    const url = links[key]?.trim();
    return url && isWebAddress(url) ? [{ key, label, url }] : [];
  });

/** The website link and the host to show for it, when it is a web address. */
export const websiteOf = (links: PartnerSocialLinks): { url: string; host: string } | null => {
  const url = links.websiteurl?.trim();
  if (!url || !isWebAddress(url)) return null;
  return { url, host: new URL(url).host.replace(/^www\./, '') };
};
