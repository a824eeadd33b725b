/**
 * Query parameters that ad networks, social sites and mail tools add to a link to count its clicks (Facebook's
 * `fbclid` is new on every click). No page of Elevate reads them, so a page is the same with or without them:
 * the server renders and keeps it once for all of them (apps/api plugins/pages.ts), and the browser drops them
 * from its address before hydrating (apps/web boot.tsx), so the two draw the same address.
 */
const CLICK_IDS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);

const isTracking = (name: string) => name.startsWith('utm_') || CLICK_IDS.has(name);

/** `/jobs?q=react&utm_source=whatsapp&fbclid=x` → `/jobs?q=react`; an address without them comes back as it is. */
export const withoutTrackingParams = (pathAndQuery: string): string => {
  const start = pathAndQuery.indexOf('?');
  if (start < 0) return pathAndQuery;
  const params = new URLSearchParams(pathAndQuery.slice(start + 1));
  const tracking = [...new Set(params.keys())].filter(isTracking);
  if (tracking.length === 0) return pathAndQuery;
  for (const name of tracking) params.delete(name);
  const rest = params.toString();
  return `${pathAndQuery.slice(0, start)}${rest ? `?${rest}` : ''}`;
};
