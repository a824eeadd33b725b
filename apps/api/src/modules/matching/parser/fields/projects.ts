import type { ParsedProject } from '@elevate/contracts/matching/parse.schema';
import { findSkillsInText } from '@elevate/contracts/matching/skills/skill-dictionary';
import type { Line } from '../layout.ts';
import { findDateRanges } from './dates.ts';

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
const BULLET = /^[•·▪◦●\-–*]\s*/;
const URL = /(?:https?:\/\/|www\.|github\.com\/)[^\s|,;()]+/i;

/** One project from its lines: the first line names it (without its dates, tools or link), the rest tells it. */
export const readProject = (lines: Line[]): ParsedProject | null => {
  const first = lines[0];
  if (!first) return null;
  const text = lines.map((l) => l.text).join('\n');
  let name = first.text.replace(BULLET, '');
  const range = findDateRanges(name)[0];
  if (range) name = name.slice(0, range.index) + name.slice(range.index + range.length);
  name = name
    .replace(URL, '')
    .split(/\s*[|–—]\s*|\s+-\s+|:\s+|\s*\((?=[^)]*,)/)[0]!
    .replace(/^[\s|,:–-]+|[\s|,:–(-]+$/g, '')
    .trim();
  if (!/[A-Za-z]{2,}/.test(name) || name.length > 120) return null;
  const url = text.match(URL)?.[0] ?? null;
  const summary = lines
    .slice(1)
    .filter((l) => l.text.replace(URL, '').trim() !== '')
    .map((l) => l.text.replace(BULLET, ''))
    .join(' ')
    .trim();
  return {
    name,
    summary: summary || null,
    url: url ? (/^https?:/i.test(url) ? url : `https://${url}`) : null,
    skills: findSkillsInText(text).map((s) => s.name),
    confidence: round(0.5 + (first.bold ? 0.2 : 0) + (summary ? 0.15 : 0) + (name.split(/\s+/).length <= 8 ? 0.1 : 0)),
  };
};
