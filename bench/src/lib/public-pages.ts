// The six public pages the page benchmarks measure (issue 9), found on a running, seeded server: the job from
// the search API (its custUrl, which /jobs/{id} takes), the hackathon and the company page from /sitemap.xml
// (there is no public drills API yet): of the /drills/<custUrl> and /company-page/<customUrl> entries, the
// first in alphabetical order, so a change in the sitemap's order does not change the page measured. The demo
// seed is deterministic, so the same pages are measured from run to run and before and after a change.

export interface PublicPage {
  /** The route as the report names it ("/jobs/{id}"). */
  route: string;
  /** The path requested ("/jobs/data-scientist-intern-…"). */
  path: string;
}

const getText = async (url: string, accept: string): Promise<string> => {
  const res = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return text;
};

/** The first job of the default search: its custUrl (the web route's id), else its numeric id. */
const firstJobId = async (base: string): Promise<string> => {
  const body = JSON.parse(await getText(`${base}/api/jobs/search?limit=1`, 'application/json')) as {
    result?: { data?: Array<{ custUrl?: string; jobId?: number }> };
  };
  const job = body.result?.data?.[0];
  const id = job?.custUrl || (job?.jobId === undefined ? '' : String(job.jobId));
  if (!id) throw new Error('GET /api/jobs/search?limit=1 listed no job: is the demo data seeded?');
  return id;
};

/** The alphabetically first sitemap path under `prefix` ("/drills/"), without its origin. */
const firstSitemapPath = (sitemap: string, prefix: string): string => {
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL((match[1] ?? '').replace(/&#38;/g, '&')).pathname)
    .filter(
      (path) => path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/'),
    )
    .sort();
  if (!paths[0]) throw new Error(`/sitemap.xml lists no ${prefix}… page: is the demo data seeded?`);
  return paths[0];
};

export const discoverPublicPages = async (base: string): Promise<PublicPage[]> => {
  const jobId = await firstJobId(base);
  let sitemap = await getText(`${base}/sitemap.xml`, 'application/xml');
  if (sitemap.includes('<sitemapindex')) {
    // A large site's sitemap is an index of parts (/sitemap-N.xml): read them all, through this server.
    const parts = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    sitemap = (await Promise.all(parts.map((part) => getText(`${base}${part}`, 'application/xml')))).join('\n');
  }
  return [
    { route: '/', path: '/' },
    { route: '/jobs', path: '/jobs' },
    { route: '/jobs/{id}', path: `/jobs/${encodeURIComponent(jobId)}` },
    { route: '/drills', path: '/drills' },
    { route: '/drills/{id}', path: firstSitemapPath(sitemap, '/drills/') },
    { route: '/company-page/{customUrl}', path: firstSitemapPath(sitemap, '/company-page/') },
  ];
};
