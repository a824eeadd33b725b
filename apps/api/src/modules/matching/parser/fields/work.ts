import type { ParsedWork } from '@elevate/contracts/matching/parse.schema';
import type { Line } from '../layout.ts';
import { findDateRanges } from './dates.ts';

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

const TITLE =
  /\b(engineer|developer|intern|internship|trainee|analyst|manager|consultant|designer|associate|lead|architect|scientist|specialist|administrator|tester|executive|officer|programmer|coordinator|assistant|head|director|founder|co-founder|researcher|research assistant|teaching assistant|fellow|apprentice|sde|qa|devops|member of technical staff)\b/i;
const COMPANY =
  /\b(pvt|private|ltd|limited|llp|inc|corp|corporation|company|technologies|technology|solutions|systems|services|software|labs|infotech|infosys|tcs|wipro|accenture|cognizant|consultancy|consulting|bank|group|industries|enterprises|ventures|studio|startup|foundation|global|digital|analytics|networks)\b/i;
// Words only a company's name has: "Software Engineer" names a job, "XYZ Software Pvt Ltd" a company.
const SURELY_COMPANY = /\b(pvt|private|ltd|limited|llp|inc|corp|corporation|technologies|infotech|consultancy)\b/i;
const BULLET = /^[•·▪◦●\-–*]\s*/;

const clean = (s: string) => s.replace(/^[\s|,:–\-•·@]+|[\s|,:–\-•·@]+$/g, '').trim();

/** "Software Engineer | Infosys", "Software Engineer at Infosys", "Infosys – Software Engineer" → its parts. */
const partsOf = (text: string): string[] =>
  text
    .split(/\s+(?:at|@)\s+|\s*[|•·]\s*|\s+[–—-]\s+|,\s+/)
    .map(clean)
    .filter((p) => /[A-Za-z]{2,}/.test(p));

/** One job or internship from its lines: title, company, dates (yyyy-mm) and the rest as its summary. */
export const readWork = (lines: Line[]): ParsedWork | null => {
  const text = lines.map((l) => l.text).join('\n');
  const range = findDateRanges(text)[0] ?? null;
  // The entry's heading lines: up to the first bullet, at most three; bullets and the rest are the summary.
  const headEnd = Math.min(
    3,
    lines.findIndex((l) => BULLET.test(l.text)) === -1 ? lines.length : lines.findIndex((l) => BULLET.test(l.text)),
  );
  const head = lines.slice(0, Math.max(1, headEnd));
  const parts = head.flatMap((l) => {
    const r = findDateRanges(l.text)[0];
    const withoutDates = r ? l.text.slice(0, r.index) + ' | ' + l.text.slice(r.index + r.length) : l.text;
    return partsOf(withoutDates.replace(/\b(remote|on-?site|hybrid|full[- ]time|part[- ]time)\b/gi, ''));
  });
  let title = parts.find((p) => TITLE.test(p) && !SURELY_COMPANY.test(p)) ?? null;
  let company = parts.find((p) => p !== title && COMPANY.test(p)) ?? null;
  if (!company) company = parts.find((p) => p !== title) ?? null;
  if (!title) title = parts.find((p) => p !== company) ?? null;
  if (!title && !company) return null;
  const summary = lines
    .slice(head.length)
    .map((l) => l.text.replace(BULLET, ''))
    .join(' ')
    .trim();
  let confidence = 0.2;
  if (title && TITLE.test(title)) confidence += 0.3;
  else if (title) confidence += 0.1;
  if (company && COMPANY.test(company)) confidence += 0.25;
  else if (company) confidence += 0.15;
  if (range?.start) confidence += 0.2;
  return {
    company,
    title,
    start: range?.start ?? null,
    end: range?.end ?? null,
    current: range?.current ?? false,
    summary: summary || null,
    confidence: round(confidence),
  };
};
