/**
 * A site path made absolute against the site's public URL ('https://elevate.in' + '/jobs/x'), with exactly
 * one slash between them whichever side brings one. Crawlers and link previews need absolute URLs; an
 * http(s) URL (an image on a storage host) is kept as it is, a protocol-relative one gets https.
 */
export const absoluteUrl = (pathOrUrl: string, baseUrl: string): string => {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  return `${baseUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
};

/** The site path of one page of a kind, its slug encoded so an odd character cannot break the URL. */
export const pagePath = {
  job: (custUrl: string) => `/jobs/${encodeURIComponent(custUrl)}`,
  drill: (custUrl: string) => `/drills/${encodeURIComponent(custUrl)}`,
  company: (customUrl: string) => `/company-page/${encodeURIComponent(customUrl)}`,
  blog: (custUrl: string) => `/blogs/${encodeURIComponent(custUrl)}`,
  successStory: (custUrl: string) => `/success-story/${encodeURIComponent(custUrl)}`,
  event: (eventId: number) => `/desc/${eventId}`,
  mentor: (saarthiId: number) => `/saarthi/mentors/${saarthiId}`,
};
