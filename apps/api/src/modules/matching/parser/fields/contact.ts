import { findPhoneNumbersInText } from 'libphonenumber-js';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import { kindOfHeading, type Line } from '../layout.ts';
import { findPlaceInText } from '../india-places.ts';

type Field = { value: string; confidence: number };
const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

export const findEmail = (header: string, all: string): Field | null => {
  const inHeader = header.match(EMAIL);
  if (inHeader) return { value: inHeader[0].toLowerCase(), confidence: 0.98 };
  const anywhere = all.match(EMAIL);
  return anywhere ? { value: anywhere[0].toLowerCase(), confidence: 0.85 } : null;
};

/**
 * An Indian mobile in any usual form (+91 98765 43210, 098765 43210, 9876543210, +91-9876543210) as E.164.
 * A number in the header is surer than one further down (which may be a referee's).
 */
export const findPhone = (header: string, all: string): Field | null => {
  for (const [text, confidence] of [
    [header, 0.95],
    [all, 0.75],
  ] as const) {
    const found = findPhoneNumbersInText(text, { defaultCountry: 'IN' }).find((f) => f.number.isValid());
    if (found) return { value: found.number.number, confidence };
  }
  return null;
};

const URL_LIKE = /(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s|,;()]*)?/gi;
const KNOWN_TLDS = /\.(com|in|io|dev|me|org|net|co|app|tech|site|xyz|ai|page|blog|info)(\/|$)/i;

/** LinkedIn, GitHub and portfolio addresses, each once, as full https addresses. */
export const findLinks = (all: string): ParsedResume['links'] => {
  const links: ParsedResume['links'] = [];
  const seen = new Set<string>();
  for (const m of all.matchAll(URL_LIKE)) {
    const raw = m[0].replace(/[.)\]]+$/, '');
    const before = all[m.index - 1];
    if (before === '@' || /@/.test(raw) || (before && /[A-Za-z0-9._%+-]/.test(before))) continue; // an e-mail
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    let host: string;
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      continue;
    }
    // Without a scheme, only a likely address counts: "B.Tech" and "Node.js" are not web sites.
    const bare = !/^(https?:\/\/|www\.)/i.test(raw);
    if (bare && (!KNOWN_TLDS.test(host + '/') || host.split('.').some((label) => label.length < 2))) continue;
    const key = url.toLowerCase().replace(/\/$/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    if (host.endsWith('linkedin.com')) links.push({ kind: 'linkedin', url, confidence: 0.95 });
    // A repository (github.com/me/project) is a project's address, read with the project; the profile is one segment.
    else if (host.endsWith('github.com') && new URL(url).pathname.split('/').filter(Boolean).length > 1) continue;
    else if (host.endsWith('github.com')) links.push({ kind: 'github', url, confidence: 0.95 });
    else if (/portfolio|github\.io|vercel\.app|netlify\.app|behance|dribbble/.test(host + raw))
      links.push({ kind: 'portfolio', url, confidence: 0.8 });
    else links.push({ kind: 'other', url, confidence: 0.6 });
  }
  return links;
};

const NAME_WORD = /^(?:[A-Z][a-z'’]+|[A-Z]{2,}|[A-Z]\.?)$/;

const titleCase = (w: string) => (w.length > 2 && w === w.toUpperCase() ? w[0] + w.slice(1).toLowerCase() : w);

/**
 * The person's name: among the top lines of page 1 (in either column), 2–4 capitalised words with no digits,
 * e-mail or heading words; the larger, bolder and nearer the top, the surer.
 */
export const findName = (lines: Line[]): Field | null => {
  const top = lines
    .filter((l) => l.page === 1)
    .sort((a, b) => b.y - a.y)
    .slice(0, 6);
  if (top.length === 0) return null;
  const largest = Math.max(...top.map((l) => l.size));
  let best: { value: string; score: number } | null = null;
  top.forEach((line, i) => {
    const text = line.text.replace(/^(name|resume|curriculum vitae|cv)\s*[:-]?\s*/i, '').trim();
    const words = text.split(/\s+/);
    if (words.length < 2 || words.length > 4) return;
    if (/[0-9@|/:]/.test(text) || kindOfHeading(text)) return;
    if (!words.every((w) => NAME_WORD.test(w))) return;
    let score = 0.45;
    if (line.size >= largest) score += 0.25;
    if (line.bold) score += 0.15;
    if (i === 0) score += 0.15;
    else score -= i * 0.05;
    if (!best || score > best.score) best = { value: words.map(titleCase).join(' '), score };
  });
  const found = best as { value: string; score: number } | null;
  return found ? { value: found.value, confidence: round(found.score) } : null;
};

/** City and state from the header (the person's address), else anywhere (less sure: a college's town). */
export const findPlace = (header: string, all: string): { city: Field | null; state: Field | null } => {
  const inHeader = findPlaceInText(header);
  const place = inHeader ?? findPlaceInText(all);
  if (!place) return { city: null, state: null };
  const sure = inHeader ? 0.9 : 0.5;
  return {
    city: place.city ? { value: place.city, confidence: sure } : null,
    state: { value: place.state, confidence: round(place.city ? sure : sure - 0.05) },
  };
};
