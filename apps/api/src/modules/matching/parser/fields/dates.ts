/** A span of time an entry gives: months as yyyy-mm, `end` null while it is `current`. */
export interface DateRange {
  start: string | null;
  end: string | null;
  current: boolean;
  /** Where in the text the range was written, so the rest of the line can be read as a title or a company. */
  index: number;
  length: number;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR = '(?:19[6-9]\\d|20[0-4]\\d)';
// "Jun 2022", "June, 2022", "06/2022", "06-2022", "2022"
const POINT = `(?:${MONTH}\\.?,?\\s*'?(?:${YEAR}|\\d{2})|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR})`;
const NOW = '(?:present|current(?:ly)?|now|till\\s+date|to\\s+date|ongoing|today)';
const RANGE = new RegExp(`(${POINT})\\s*(?:-|–|—|to|till|until|~)\\s*(${POINT}|${NOW})`, 'gi');

/** A month as yyyy-mm; a year alone as January of that year when it starts a span, December when it ends one. */
export const monthOf = (text: string, edge: 'start' | 'end'): string | null => {
  const t = text.toLowerCase().replace(/[.,']/g, ' ').trim();
  let m = t.match(/^([a-z]+)\s*(\d{2,4})$/);
  if (m) {
    const month = MONTHS[m[1]!.slice(0, m[1]!.startsWith('sept') ? 4 : 3)];
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    return month ? `${year}-${String(month).padStart(2, '0')}` : null;
  }
  m = t.match(/^(\d{1,2})\s*[/-]\s*(\d{4})$/);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  m = t.match(/^(\d{4})$/);
  return m ? `${m[1]}-${edge === 'start' ? '01' : '12'}` : null;
};

/** Every date range a text writes ("Jun 2022 – Present", "2019 - 2023", "06/2021 to 08/2021"). */
export const findDateRanges = (text: string): DateRange[] =>
  [...text.matchAll(RANGE)].map((m) => {
    const current = new RegExp(`^${NOW}$`, 'i').test(m[2]!.trim());
    return {
      start: monthOf(m[1]!, 'start'),
      end: current ? null : monthOf(m[2]!, 'end'),
      current,
      index: m.index,
      length: m[0].length,
    };
  });

/** Four-digit years a text names, in order. */
export const findYears = (text: string): number[] =>
  [...text.matchAll(new RegExp(`(?<!\\d)${YEAR}(?!\\d)`, 'g'))].map((m) => Number(m[0]));

const index = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;

/**
 * Months covered by the ranges, a month worked in two places counted once; a current job runs to `now`.
 * Both ends count ("Jun 2022 – Aug 2022" is three months, as people say it).
 */
export const monthsCovered = (
  ranges: { start: string | null; end: string | null; current: boolean }[],
  now: Date,
): number => {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans = ranges
    .filter((r) => r.start !== null && (r.end !== null || r.current))
    .map((r) => [index(r.start!), r.current ? thisMonth : index(r.end!)] as const)
    .filter(([a, b]) => b >= a)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let upTo = -Infinity;
  for (const [a, b] of spans) {
    const from = Math.max(a, upTo + 1);
    if (b >= from) total += b - from + 1;
    upTo = Math.max(upTo, b);
  }
  return total;
};
