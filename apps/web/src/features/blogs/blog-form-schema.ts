import { z } from 'zod';
import {
  BLOG_SEO_DESCRIPTION_MAX,
  BLOG_SUMMARY_MAX,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  CUST_URL_MAX,
  CUST_URL_PATTERN,
} from '@elevate/contracts/blogs/blogs.constants';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { BlogEditable, BlogInput } from '@elevate/contracts/blogs/blogs.schema';
import { isoOfIstInput, istInputOf } from './blog-dates';

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} can be at most ${max} characters`);

/** The writing form's own check (the API checks again and its messages land on the same fields). */
export const BlogFormSchema = z.object({
  title: required('Title', BLOG_TITLE_MAX),
  custUrl: z
    .string()
    .trim()
    .max(CUST_URL_MAX)
    .refine((v) => v === '' || CUST_URL_PATTERN.test(v), BlogMessages.custUrlFormat),
  summary: required('Summary', BLOG_SUMMARY_MAX),
  coverImageUrl: z.string().nullable(),
  tags: z
    .array(z.string().trim().min(1).max(BLOG_TAG_MAX, `A tag can be at most ${BLOG_TAG_MAX} characters`))
    .max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`),
  seoDescription: z
    .string()
    .trim()
    .max(BLOG_SEO_DESCRIPTION_MAX, `The SEO description can be at most ${BLOG_SEO_DESCRIPTION_MAX} characters`),
  bodyHtml: z
    .string()
    .refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(v), BlogMessages.bodyEmpty),
  /** The schedule box (datetime-local, read as IST); only used by Schedule. */
  scheduleAt: z.string(),
});
export type BlogFormValues = z.infer<typeof BlogFormSchema>;

export const blankBlogForm = (): BlogFormValues => ({
  title: '',
  custUrl: '',
  summary: '',
  coverImageUrl: null,
  tags: [],
  seoDescription: '',
  bodyHtml: '',
  scheduleAt: '',
});

export const formOfBlog = (b: BlogEditable): BlogFormValues => ({
  title: b.title,
  custUrl: b.custUrl,
  summary: b.summary,
  coverImageUrl: b.coverImageUrl,
  tags: b.tags,
  seoDescription: b.seoDescription ?? '',
  bodyHtml: b.bodyHtml,
  scheduleAt: b.state === 'scheduled' ? istInputOf(b.publishedAt) : '',
});

/** "My first internship!" → "my-first-internship" (the API makes it unique). */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CUST_URL_MAX)
    .replace(/-+$/, '');

export type SaveIntent = 'draft' | 'publish' | 'schedule';

/**
 * What is sent for each button: a draft, published now, or published at the chosen time (IST). A schedule time
 * that is missing or not in the future is an error on the schedule box. Publish now leaves the time out (the API
 * keeps a published post's date, or takes now), except for a scheduled post, which it brings forward to now.
 */
export const blogInputOf = (
  v: BlogFormValues,
  intent: SaveIntent,
  now: Date = new Date(),
  currentState: BlogEditable['state'] | null = null,
): { input: BlogInput } | { scheduleError: string } => {
  const base = {
    title: v.title.trim(),
    custUrl: v.custUrl.trim() || undefined,
    summary: v.summary.trim(),
    bodyHtml: v.bodyHtml,
    coverImageUrl: v.coverImageUrl,
    tags: v.tags.map((t) => t.trim()).filter(Boolean),
    seoDescription: v.seoDescription.trim() || undefined,
  };
  if (intent === 'draft') return { input: { ...base, status: 'draft', publishedAt: null } };
  if (intent === 'publish')
    return {
      input: { ...base, status: 'published', publishedAt: currentState === 'scheduled' ? now.toISOString() : null },
    };
  const at = isoOfIstInput(v.scheduleAt);
  if (!at) return { scheduleError: BlogMessages.scheduleNeedsTime };
  if (Date.parse(at) <= now.getTime()) return { scheduleError: 'Choose a time in the future.' };
  return { input: { ...base, status: 'published', publishedAt: at } };
};
