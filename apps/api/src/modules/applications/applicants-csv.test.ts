import { describe, expect, it } from 'vitest';
import { applicantsCsvFileName, csvField, csvLine, istDate } from './applicants-csv.ts';

describe('applicants CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => expect(csvField(value)).toBe(cell));

  it.each(['=1+2', '+91 98765', '-5', '@SUM(A1)', '\t=cmd', '\r=cmd'])(
    'starts a cell a spreadsheet would run (%j) with an apostrophe',
    (value) => expect(csvField(value).replace(/^"/, '').startsWith(`'${value[0]}`)).toBe(true),
  );

  it.each([
    ['Pune;=1+1', `"'Pune;=1+1"`],
    ['Pune; +91', `"'Pune; +91"`],
    ['a\t@SUM(A1)', `"'a\t@SUM(A1)"`],
    ['Pune|=1', `"'Pune|=1"`],
    ['Pune;Kochi', '"Pune;Kochi"'],
  ])(
    'quotes %j, a cell a semicolon- or tab-reading spreadsheet would split, and neutralises a formula after a separator',
    (value, cell) => expect(csvField(value)).toBe(cell),
  );

  it('writes a missing value as an empty cell', () => {
    expect(csvLine(['a', null, undefined, 'b'])).toBe('a,,,b');
  });

  it('dates an application on the Indian calendar day, dd-mm-yyyy', () => {
    // 20:00 UTC on 31 January is already 1 February in India.
    expect(istDate('2026-01-31T20:00:00.000Z')).toBe('01-02-2026');
    expect(istDate('2026-01-31T18:00:00.000Z')).toBe('31-01-2026');
  });

  it('names the file from the job link and the status, with nothing a header could break on', () => {
    expect(applicantsCsvFileName('data-analyst-kaveri')).toBe('data-analyst-kaveri-applicants.csv');
    expect(applicantsCsvFileName('data-analyst-kaveri', 'Round 1 Selected')).toBe(
      'data-analyst-kaveri-applicants-round-1-selected.csv',
    );
    expect(applicantsCsvFileName('"; evil=1')).toBe('evil-1-applicants.csv');
  });
});
