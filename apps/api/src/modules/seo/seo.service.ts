import { PUBLIC_PATHS } from '@elevate/contracts/content/public-pages';
import { absoluteUrl, pagePath } from '@elevate/contracts/seo/absolute-url';
import type { DbOrTx } from '../../db/client.ts';
import { listDrillUrls } from '../drills/drills.repository.ts';
import { listJobUrls } from '../jobs/jobs.repository.ts';
import { listPartnerUrls } from '../partners/partners.repository.ts';
import { listBlogUrls } from '../blogs/blogs.repository.ts';
import { listCaseStudyUrls } from '../content/case-studies.repository.ts';
import { listEventUrls } from '../content/events.repository.ts';
import { listMentorUrls } from '../saarthi/saarthi.repository.ts';

/** The sitemap protocol's limit of URLs in one file (sitemaps.org/protocol.html); past it, an index. */
export const SITEMAP_URL_LIMIT = 50_000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface SitemapEntry {
  /** A site path. */
  loc: string;
  lastmod?: Date;
}

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The date form of W3C Datetime, which the protocol accepts: a day is as precise as crawlers use. */
const w3cDate = (d: Date) => d.toISOString().slice(0, 10);
const lastmodTag = (d: Date | undefined) => (d ? `<lastmod>${w3cDate(d)}</lastmod>` : '');

const byLoc = (a: SitemapEntry, b: SitemapEntry) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0);

/**
 * Every URL of the sitemap in one fixed order: the public pages, then jobs, hackathons, company pages,
 * posts, success stories and case studies, upcoming events and Saarthi mentors, each kind sorted by path. The parts are cut from this list by separate requests, so the order must
 * not depend on how the database happens to return rows, or a URL could land in two parts or none.
 */
const listSitemapEntries = async (db: DbOrTx): Promise<SitemapEntry[]> => {
  const now = new Date();
  const [jobs, drills, partners, blogs, stories, events, mentors] = await Promise.all([
    listJobUrls(db),
    listDrillUrls(db),
    listPartnerUrls(db),
    listBlogUrls(db),
    listCaseStudyUrls(db, now),
    listEventUrls(db, now),
    listMentorUrls(db),
  ]);
  return [
    ...PUBLIC_PATHS.map((p) => ({ loc: p })),
    ...jobs.map((j) => ({ loc: pagePath.job(j.custUrl), lastmod: j.updatedAt })).sort(byLoc),
    ...drills.map((d) => ({ loc: pagePath.drill(d.custUrl), lastmod: d.updatedAt })).sort(byLoc),
    ...partners.map((p) => ({ loc: pagePath.company(p.customUrl), lastmod: p.updatedAt })).sort(byLoc),
    ...blogs.map((b) => ({ loc: pagePath.blog(b.custUrl), lastmod: b.updatedAt })).sort(byLoc),
    ...stories.map((c) => ({ loc: pagePath.successStory(c.custUrl), lastmod: c.updatedAt })).sort(byLoc),
    ...events.map((e) => ({ loc: pagePath.event(e.id), lastmod: e.updatedAt })).sort(byLoc),
    ...mentors.map((m) => ({ loc: pagePath.mentor(m.id), lastmod: m.updatedAt })).sort(byLoc),
  ];
};

const urlsetXml = (entries: SitemapEntry[], baseUrl: string): string => {
  const urls = entries
    .map((e) => `  <url><loc>${xmlEscape(absoluteUrl(e.loc, baseUrl))}</loc>${lastmodTag(e.lastmod)}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${urls}\n</urlset>\n`;
};

/** The path of part `n` (from 1) of a sitemap too big for one file. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

const partsOf = (entries: SitemapEntry[], limit: number): SitemapEntry[][] => {
  const parts: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += limit) parts.push(entries.slice(i, i + limit));
  return parts.length ? parts : [[]];
};

/** A part's lastmod for the index: its newest entry's, so a crawler refetches only the parts that changed. */
const newest = (entries: SitemapEntry[]): Date | undefined =>
  entries.reduce<Date | undefined>((max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max), undefined);

const indexXml = (parts: SitemapEntry[][], baseUrl: string): string => {
  const sitemaps = parts
    .map(
      (part, i) =>
        `  <sitemap><loc>${xmlEscape(absoluteUrl(sitemapPartPath(i + 1), baseUrl))}</loc>${lastmodTag(newest(part))}</sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${sitemaps}\n</sitemapindex>\n`;
};

/** /sitemap.xml: every URL in one urlset, or, past `limit` URLs, an index of the parts. */
export const buildSitemapXml = async (db: DbOrTx, baseUrl: string, limit = SITEMAP_URL_LIMIT): Promise<string> => {
  const entries = await listSitemapEntries(db);
  return entries.length <= limit ? urlsetXml(entries, baseUrl) : indexXml(partsOf(entries, limit), baseUrl);
};

/**
 * /sitemap-N.xml: part N (from 1) as a urlset; undefined when there is no such part. A sitemap within the
 * limit is one part, so /sitemap-1.xml always answers (a crawler that kept the index's URL still finds it).
 */
export const buildSitemapPartXml = async (
  db: DbOrTx,
  baseUrl: string,
  part: number,
  limit = SITEMAP_URL_LIMIT,
): Promise<string | undefined> => {
  const entries = partsOf(await listSitemapEntries(db), limit)[part - 1];
  return entries ? urlsetXml(entries, baseUrl) : undefined;
};

export const buildRobotsTxt = (baseUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /console',
    'Disallow: /notifications',
    'Disallow: /drills/participant-dashboard',
    'Disallow: /paymentstatus',
    'Disallow: /my-dashboard',
    'Disallow: /manage-profile',
    'Disallow: /my-jobs',
    'Disallow: /my-hackathons',
    'Disallow: /my-referrals',
    'Disallow: /settings',
    'Disallow: /login',
    'Disallow: /signup',
    'Disallow: /users/verify/',
    'Disallow: /resetpassword/',
    // Unsubscribe links carry a personal token (docs/decisions/027).
    'Disallow: /unsubscribe',
    `Sitemap: ${absoluteUrl('/sitemap.xml', baseUrl)}`,
    '',
  ].join('\n');
