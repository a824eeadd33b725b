import { PUBLIC_PATHS } from '@elevate/contracts/content/public-pages';
import type { DbOrTx } from '../../db/client.ts';
import { listDrillUrls } from '../drills/drills.repository.ts';
import { listJobUrls } from '../jobs/jobs.repository.ts';
import { listPartnerUrls } from '../partners/partners.repository.ts';
import { listBlogUrls } from '../blogs/blogs.repository.ts';

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const buildSitemapXml = async (db: DbOrTx, baseUrl: string): Promise<string> => {
  const [jobs, drills, partners, blogs] = await Promise.all([
    listJobUrls(db),
    listDrillUrls(db),
    listPartnerUrls(db),
    listBlogUrls(db),
  ]);
  const entries: { loc: string; lastmod?: Date }[] = [
    ...PUBLIC_PATHS.map((p) => ({ loc: p })),
    ...jobs.map((j) => ({ loc: `/jobs/${j.custUrl}`, lastmod: j.updatedAt })),
    ...drills.map((d) => ({ loc: `/drills/${d.custUrl}`, lastmod: d.updatedAt })),
    ...partners.map((p) => ({ loc: `/company-page/${p.customUrl}`, lastmod: p.updatedAt })),
    ...blogs.map((b) => ({ loc: `/blogs/${b.custUrl}`, lastmod: b.updatedAt })),
  ];
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${xmlEscape(baseUrl + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
};

export const buildRobotsTxt = (baseUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /my-dashboard',
    'Disallow: /manage-profile',
    'Disallow: /my-jobs',
    'Disallow: /my-hackathons',
    'Disallow: /my-referrals',
    'Disallow: /settings',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
