import type { ParsedEducation } from '@elevate/contracts/matching/parse.schema';
import type { Line } from '../layout.ts';
import { findYears } from './dates.ts';

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

/**
 * Indian degrees as resumes write them → the name the profile's degree list uses (contracts DEGREES). Order
 * matters: the longer, more particular spelling is tried first ("M.Tech" before "M.", "BBA LLB" before "BBA").
 */
const DEGREES: [RegExp, string][] = [
  [/\b(?:ph\.?\s?d|doctor of philosophy)\b/i, 'Ph.D'],
  [/\bintegrated\s+m\.?\s?tech\b/i, 'Integrated M.Tech'],
  [/\b(?:m\.?\s?tech|master of technology)\b/i, 'M.Tech'],
  [/\b(?:b\.?\s?tech|bachelor of technology)\b/i, 'B.Tech'],
  [/\b(?:m\.e\.?|master of engineering)(?=\s|$|,)/i, 'M.E.'],
  [/\b(?:b\.e\.?|bachelor of engineering)(?=\s|$|,|\()/i, 'B.E.'],
  [/\b(?:mca|master of computer applications?)\b/i, 'MCA'],
  [/\b(?:bca|bachelor of computer applications?)\b/i, 'BCA'],
  [/\bbba\s*llb\b/i, 'BBA LLB'],
  [/\bpgdm\b/i, 'PGDM'],
  [/\b(?:mba|master of business administration)\b/i, 'MBA'],
  [/\bbs[- ]ms\b/i, 'BS-MS'],
  [/\b(?:b\.?\s?des|bachelor of design)\b/i, 'B.Des'],
  [/\b(?:m\.?\s?des|master of design)\b/i, 'M.Des'],
  [/\b(?:bms|bachelor of management studies)\b/i, 'BMS'],
  [/\b(?:b\.?\s?sc\.?\s*\(?\s*it\s*\)?|bsc\s*it)(?![a-z])/i, 'B.Sc (IT)'],
  [/\bb\.?\s?sc\.?\s*\(?\s*(?:cs|computer science)\s*\)?(?![a-z])/i, 'B.Sc (Computer Science)'],
  [/\b(?:bba|bachelor of business administration)\b/i, 'BBA'],
  [/\b(?:m\.?\s?sc|master of science)\b/i, 'M.Sc'],
  [/\b(?:b\.?\s?sc|bachelor of science)\b/i, 'B.Sc'],
  [/\b(?:m\.?\s?com|master of commerce)\b/i, 'M.Com'],
  [/\b(?:b\.?\s?com|bachelor of commerce)\b/i, 'B.Com'],
  [/\b(?:b\.?\s?pharm|bachelor of pharmacy)\b/i, 'B.Pharm'],
  [/\b(?:b\.?\s?arch|bachelor of architecture)\b/i, 'B.Arch'],
  [/\b(?:m\.a\.|master of arts)(?=\s|$|,|\()/i, 'M.A.'],
  [/\b(?:b\.a\.|bachelor of arts)(?=\s|$|,|\()/i, 'B.A.'],
  [/\bmbbs\b/i, 'MBBS'],
  [/\bllb\b/i, 'LLB'],
  [/\bpolytechnic\b/i, 'Polytechnic Diploma'],
  [/\bdiploma\b/i, 'Diploma in Engineering'],
  [
    /\b(?:12th|xii|class\s*12|hsc|higher secondary|intermediate|senior secondary|puc|pre[- ]university)\b/i,
    'Higher Secondary Certificate (12th)',
  ],
  [
    /\b(?:10th|class\s*x\b|class\s*10|ssc|secondary school|matriculation|high school|sslc)\b/i,
    'Secondary School Certificate (10th)',
  ],
];

const INSTITUTION =
  /\b(university|universit|college|institute|institution|school|academy|polytechnic|vidyalaya|vidyapeeth|vidyapith|iit|nit|iiit|bits|iim|kendriya|mahavidyalaya|campus)\b/i;

/** The degree an entry names, as the profile's degree list spells it, and where it was written. */
export const findDegree = (text: string): { degree: string; index: number; length: number } | null => {
  for (const [pattern, degree] of DEGREES) {
    const m = pattern.exec(text);
    if (m) return { degree, index: m.index, length: m[0].length };
  }
  return null;
};

/**
 * The grade: CGPA ("CGPA: 8.7", "8.7/10", "8.7 CGPA"), percentage ("82%", "82.4 %") or division ("First
 * Division", "Distinction"). A CGPA is out of 10; a percentage up to 100.
 */
export const findGrade = (text: string): ParsedEducation['grade'] => {
  const cgpa =
    text.match(
      /\b(?:c\.?g\.?p\.?a|s\.?g\.?p\.?a|gpa|cpi|spi)\b\s*(?:[:\-–]|of|is)?\s*(\d{1,2}(?:\.\d{1,2})?)(?:\s*\/\s*10(?:\.0+)?)?/i,
    ) ??
    text.match(/(\d{1,2}(?:\.\d{1,2})?)\s*\/\s*10(?:\.0+)?\b/) ??
    text.match(/(\d(?:\.\d{1,2})?)\s*(?:c\.?g\.?p\.?a|gpa|cpi)\b/i);
  if (cgpa && Number(cgpa[1]) <= 10) return { kind: 'cgpa', value: cgpa[1]! };
  const percent =
    text.match(/(\d{2,3}(?:\.\d{1,2})?)\s*%/) ??
    text.match(/\b(?:percentage|marks|aggregate|score)\s*[:\-–]?\s*(\d{2,3}(?:\.\d{1,2})?)\b/i);
  if (percent && Number(percent[1]) <= 100) return { kind: 'percentage', value: percent[1]! };
  const division = text.match(/\b(first|second|third|1st|2nd|3rd)\s+(?:division|class)\b|\bdistinction\b/i);
  if (division) return { kind: 'division', value: division[0].replace(/\b\w/g, (c) => c.toUpperCase()) };
  return null;
};

const FIELD_OF_STUDY = /\b(?:in|of)\s+([A-Z][A-Za-z&.,\- ]{2,60}?)(?=\s*(?:[|,(–-]|\d|$|from\b|at\b))/;

const clean = (s: string) => s.replace(/^[\s|,:–\-•·]+|[\s|,:–\-•·]+$/g, '').trim();

/** One education entry from its lines: degree, field, institution, years and grade, each where it was found. */
export const readEducation = (lines: Line[]): ParsedEducation | null => {
  const text = lines.map((l) => l.text).join('\n');
  const degree = findDegree(text);
  const years = findYears(text);
  const grade = findGrade(text);
  const institutionLine = lines.find((l) => INSTITUTION.test(l.text));
  let institution: string | null = null;
  if (institutionLine) {
    // A name broken over two lines in a narrow column: "Institute of Science and" / "Technology".
    const next = lines[lines.indexOf(institutionLine) + 1];
    const broken = next && /\b(and|of|for|the|&)$|[,-]$/i.test(institutionLine.text.trim());
    const joined = broken ? `${institutionLine.text} ${next.text}` : institutionLine.text;
    // "B.Tech, IIT Delhi, 2019 – 2023": keep only the part naming the institution.
    const part = joined.split(/\s*[|,–]\s+|\s+[-–]\s+|\s{2,}/).find((p) => INSTITUTION.test(p));
    institution = clean((part ?? joined).replace(/\(?\b(19|20)\d{2}\b.*$/, ''));
  } else {
    const other = lines.find((l) => !findDegree(l.text) && /[A-Za-z]{3,}/.test(l.text) && !findGrade(l.text));
    if (other) institution = clean(other.text.replace(/\(?\b(19|20)\d{2}\b.*$/, ''));
  }
  let field: string | null = null;
  if (degree) {
    // Only the degree's own line: "Institute of Science and Technology" on the next line is no field of study.
    const after = text.slice(degree.index + degree.length).split('\n')[0]!;
    const m =
      after.match(/^\s*[(\-–:]\s*([A-Z][A-Za-z&.\- ]{2,50}?)\s*(?:\)|[|,]|\d|$)/) ?? after.match(FIELD_OF_STUDY);
    if (m) field = clean(m[1]!).replace(/\s+(engineering)$/i, ' Engineering');
  }
  if (!degree && !institution) return null;
  let confidence = 0.2;
  if (degree) confidence += 0.35;
  if (institutionLine) confidence += 0.25;
  else if (institution) confidence += 0.1;
  if (years.length > 0) confidence += 0.15;
  if (grade) confidence += 0.05;
  return {
    institution: institution || null,
    degree: degree?.degree ?? null,
    field: field || null,
    startYear: years.length > 1 ? Math.min(...years) : null,
    endYear: years.length > 0 ? Math.max(...years) : null,
    grade,
    confidence: round(confidence),
  };
};
