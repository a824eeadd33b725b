import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatExperience,
  formatSalary,
  formatTeamSize,
  isLive,
  limitTags,
  postedAge,
  postedLabel,
  registrationLine,
  registrationPrefix,
  roundedPercent,
  splitList,
  truncate,
} from './format.ts';
import { yearList } from './constants.ts';

/** 3 pm in India on 22 November 2026: every instant here is written with its zone, so any TZ runs these. */
const now = new Date('2026-11-22T15:00:00+05:30');
const DAY = 24 * 60 * 60 * 1000;
/** 10 am in India, n days before 22 November 2026 (India keeps no daylight saving). */
const daysAgo = (n: number) => new Date(Date.parse('2026-11-22T10:00:00+05:30') - n * DAY);

describe('postedLabel', () => {
  it.each([
    [0, 'posted today'],
    [1, 'posted yesterday'],
    [2, '2 days ago'],
    [30, '30 days ago'],
    [31, '1 month ago'],
    [75, '2 months ago'],
    [364, '12 months ago'],
    [365, '1 year ago'],
    [800, '2 years ago'],
  ])('%i days back reads %s', (days, label) => {
    expect(postedLabel(daysAgo(days), now)).toBe(label);
  });
  it('counts calendar days, so late last night is yesterday', () => {
    expect(postedLabel('2026-11-21T23:59:00+05:30', new Date('2026-11-22T00:01:00+05:30'))).toBe('posted yesterday');
  });
  it("counts India's calendar days whatever the zone the code runs in", () => {
    // 00:30 on the 22nd in India is still the 21st in London and New York: it was posted today.
    expect(postedLabel('2026-11-21T19:00:00Z', new Date('2026-11-22T10:00:00Z'))).toBe('posted today');
    expect(postedLabel('2026-11-21T18:00:00Z', new Date('2026-11-21T19:00:00Z'))).toBe('posted yesterday');
  });
  it('an unreadable timestamp reads as nothing rather than NaN', () => {
    expect(postedLabel('not a date', now)).toBe('');
  });
  it('a future timestamp (clock skew) still reads today', () => {
    expect(postedLabel(new Date('2026-11-22T18:00:00+05:30'), now)).toBe('posted today');
  });
});

describe('postedAge', () => {
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [45, '1 month ago'],
  ])('%i days back reads %s beside the word Posted', (days, label) => {
    expect(postedAge(daysAgo(days), now)).toBe(label);
  });
  it('an unreadable timestamp reads as nothing', () => {
    expect(postedAge('not a date', now)).toBe('');
  });
});

describe('formatSalary', () => {
  it("hidden salary reads 'Best in industry'", () => {
    expect(formatSalary({ isSalaryHidden: true, jobMinCtcRange: 500000, jobMaxCtcRange: 800000 })).toBe(
      'Best in industry',
    );
  });
  it('the annual category reads in LPA', () => {
    expect(formatSalary({ jobCtcCategory: 'annual', jobMinCtcRange: 600000, jobMaxCtcRange: 950000 })).toBe(
      '₹6 - 9.5 LPA',
    );
    expect(formatSalary({ jobCtcCategory: 'annual', jobMinCtcRange: 1200000, jobMaxCtcRange: 1200000 })).toBe(
      '₹12 LPA',
    );
  });
  it('a monthly stipend reads per month in Indian grouping', () => {
    expect(formatSalary({ jobCtcCategory: 'monthly', jobMinCtcRange: 15000, jobMaxCtcRange: 25000 })).toBe(
      '₹15,000 - 25,000/month',
    );
  });
  it('no amount at all reads as Best in industry rather than ₹0', () => {
    expect(formatSalary({ jobMinCtcRange: 0, jobMaxCtcRange: 0 })).toBe('Best in industry');
  });
});

describe('card helpers', () => {
  it("shows at most three tags then '+N'", () => {
    expect(limitTags(['React', 'Node.js', 'SQL', 'AWS', 'Docker'])).toEqual({
      shown: ['React', 'Node.js', 'SQL'],
      more: '+2',
    });
    expect(limitTags(['React', 'SQL'])).toEqual({ shown: ['React', 'SQL'], more: null });
  });
  it('splits comma lists and drops blanks', () => {
    expect(splitList(' Java, ,Spring Boot ,')).toEqual(['Java', 'Spring Boot']);
    expect(splitList(null)).toEqual([]);
  });
  it('cuts location at 30 characters and overview at 500', () => {
    expect(truncate('Bengaluru, Hyderabad, Pune, Chennai', 30)).toBe('Bengaluru, Hyderabad, Pune, Ch…');
    expect(truncate('Pune', 30)).toBe('Pune');
    expect(truncate('x'.repeat(600), 500)).toHaveLength(501);
  });
  it('experience uses the text for zero', () => {
    expect(formatExperience(0, 0, 'Fresher')).toBe('Fresher');
    expect(formatExperience(0, 0, null)).toBe('Fresher');
    expect(formatExperience(0, 2, 'Freshers welcome')).toBe('Freshers welcome - 2 years');
    expect(formatExperience(2, 5)).toBe('2 - 5 years');
    expect(formatExperience(1, 1)).toBe('1 year');
  });
  it('a team size with maximum 1 is Individual', () => {
    expect(formatTeamSize({ min: 1, max: 1 })).toBe('Individual');
    expect(formatTeamSize({ min: 2, max: 4 })).toBe('Team of 2 - 4');
    expect(formatTeamSize({ min: 3, max: 3 })).toBe('Team of 3');
  });
});

describe('hackathon states', () => {
  it('is Live while the end date is in the future', () => {
    expect(isLive(new Date(2026, 10, 23), now)).toBe(true);
    expect(isLive(new Date(2026, 10, 21), now)).toBe(false);
  });
  it("reads 'Registration ends on' before the end and 'Registration ended on' after", () => {
    expect(registrationLine('2026-12-05T18:00:00+05:30', now)).toBe('Registration ends on 05-12-2026');
    expect(registrationLine('2026-11-02T18:00:00+05:30', now)).toBe('Registration ended on 02-11-2026');
  });
  it("the registration prefix turns from 'ends' to 'ended' at the deadline itself, to the millisecond", () => {
    const deadline = new Date('2026-11-22T18:29:59.999Z');
    expect(registrationPrefix(deadline, new Date(deadline.getTime() - 1))).toBe('Registration ends on');
    expect(registrationPrefix(deadline.toISOString(), deadline)).toBe('Registration ended on');
    expect(registrationPrefix(deadline, new Date(deadline.getTime() + 1))).toBe('Registration ended on');
  });
});

describe('other formatters', () => {
  it('dates read day-month-year with two digits', () =>
    expect(formatDate('2026-01-05T09:00:00+05:30')).toBe('05-01-2026'));
  it('a date is the day in India, so the server and every browser write the same', () => {
    // 01:30 on 5 January in India is still 4 January in UTC and in New York.
    expect(formatDate('2026-01-04T20:00:00Z')).toBe('05-01-2026');
    expect(formatDate(new Date('2026-01-05T18:29:59Z'))).toBe('05-01-2026');
    expect(formatDate(new Date('2026-01-05T18:30:00Z'))).toBe('06-01-2026');
  });
  it('an unreadable date reads as nothing rather than NaN', () => expect(formatDate('soon')).toBe(''));
  it('counts read compactly the Indian way', () => {
    expect(formatCount(950)).toBe('950');
    expect(formatCount(15_400)).toBe('15.4K+');
    expect(formatCount(240_000)).toBe('2.4L+');
    expect(formatCount(32_000_000)).toBe('3.2Cr+');
  });
  it('progress shows a rounded percent', () => {
    expect(roundedPercent(66.6)).toBe('67%');
    expect(roundedPercent(140)).toBe('100%');
  });
  it('the year list runs from five years before to five after', () => {
    expect(yearList(now)).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });
});
