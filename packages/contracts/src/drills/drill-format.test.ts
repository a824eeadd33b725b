import { describe, expect, it } from 'vitest';
import { formatTeamSize, isLive, registrationLine } from '../common/format.ts';
import type { DrillCard } from './drill-card.schema.ts';
import {
  applicantLine,
  countdownParts,
  drillCountdown,
  drillLocationLine,
  drillPurposeTags,
  drillStatus,
  spanStatus,
  formatCountdown,
  formatFee,
  formatPrizeValue,
} from './drill-format.ts';

const now = new Date('2026-11-24T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

const card = (over: Partial<DrillCard> = {}): DrillCard => ({
  drillId: 1,
  drillName: 'Kaveri DataQuest',
  drillCustUrl: 'kaveri-dataquest',
  drillLogoUrl: null,
  drillPartnerName: 'Kaveri Analytics',
  drillLocation: 'Bengaluru',
  drillPurpose: 'Hiring,Learning',
  drillRegistrationEndDt: at(24),
  drillStartDt: at(-24),
  drillEndDt: at(72),
  drillNature: 'offline',
  drillTeamSize: { min: 1, max: 4 },
  totalPrizeValue: 500_000,
  registrationCountVisible: true,
  drillApplicantCount: 1234,
  ...over,
});

describe('status by the clock', () => {
  it('is Live while the end is in the future and not once it has passed', () => {
    expect(isLive(at(1), now)).toBe(true);
    expect(isLive(now, now)).toBe(false);
    expect(isLive(at(-1), now)).toBe(false);
  });

  it('reads upcoming before the start, live from the start until the end, ended from the end', () => {
    expect(drillStatus(card({ drillStartDt: at(2), drillEndDt: at(10) }), now)).toBe('upcoming');
    expect(drillStatus(card({ drillStartDt: now.toISOString(), drillEndDt: at(10) }), now)).toBe('live');
    expect(drillStatus(card({ drillStartDt: at(-10), drillEndDt: at(1) }), now)).toBe('live');
    expect(drillStatus(card({ drillStartDt: at(-10), drillEndDt: now.toISOString() }), now)).toBe('ended');
  });

  it('gives a phase its status by the same rule', () => {
    expect(spanStatus(at(1), at(5), now)).toBe('upcoming');
    expect(spanStatus(now, at(5), now)).toBe('live');
    expect(spanStatus(at(-5), now, now)).toBe('ended');
  });

  it("says 'Registration ends on' before the deadline and 'Registration ended on' after it", () => {
    expect(registrationLine(at(1), now)).toMatch(/^Registration ends on \d{2}-\d{2}-\d{4}$/);
    expect(registrationLine(at(-1), now)).toMatch(/^Registration ended on \d{2}-\d{2}-\d{4}$/);
    // The deadline itself is closed, as the server enforces it.
    expect(registrationLine(now, now)).toMatch(/^Registration ended on/);
  });
});

describe('team size', () => {
  it("reads 'Individual' when the maximum is 1, else the team range", () => {
    expect(formatTeamSize({ min: 1, max: 1 })).toBe('Individual');
    expect(formatTeamSize({ min: 2, max: 4 })).toBe('Team of 2 - 4');
    expect(formatTeamSize({ min: 3, max: 3 })).toBe('Team of 3');
  });
});

describe('purposes', () => {
  it("shows at most three, then '+N'", () => {
    expect(drillPurposeTags('Hiring, Learning,Prizes,Internship,Networking')).toEqual({
      shown: ['Hiring', 'Learning', 'Prizes'],
      more: '+2',
    });
    expect(drillPurposeTags('Hiring,Learning,Prizes')).toEqual({ shown: ['Hiring', 'Learning', 'Prizes'], more: null });
    expect(drillPurposeTags('')).toEqual({ shown: [], more: null });
  });
});

describe('prize value', () => {
  it('writes rupees in Indian digit groups in full', () => {
    expect(formatPrizeValue(500_000)).toBe('₹5,00,000');
    expect(formatPrizeValue(12_345_678)).toBe('₹1,23,45,678');
    expect(formatPrizeValue(50_000)).toBe('₹50,000');
  });

  it('writes lakhs and crores in short, never rounding a prize up', () => {
    expect(formatPrizeValue(500_000, 'short')).toBe('₹5 Lakh');
    expect(formatPrizeValue(150_000, 'short')).toBe('₹1.5 Lakh');
    expect(formatPrizeValue(199_999, 'short')).toBe('₹1.99 Lakh');
    expect(formatPrizeValue(25_000_000, 'short')).toBe('₹2.5 Crore');
    expect(formatPrizeValue(75_000, 'short')).toBe('₹75,000');
  });

  it("reads 'Non-cash rewards' when no cash is named", () => {
    expect(formatPrizeValue(0)).toBe('Non-cash rewards');
    expect(formatPrizeValue(0, 'short')).toBe('Non-cash rewards');
  });

  it("writes the fee, 'Free' when there is none", () => {
    expect(formatFee(0)).toBe('Free');
    expect(formatFee(null)).toBe('Free');
    expect(formatFee(1499)).toBe('₹1,499');
  });
});

describe('location line', () => {
  it('puts the nature beside the location the hackathon names', () => {
    expect(drillLocationLine(card({ drillLocation: 'Bengaluru', drillNature: 'offline' }))).toBe('Bengaluru · Offline');
    expect(drillLocationLine(card({ drillLocation: 'Pune, Maharashtra', drillNature: 'hybrid' }))).toBe(
      'Pune, Maharashtra · Hybrid',
    );
    expect(drillLocationLine(card({ drillLocation: 'India', drillNature: 'online' }))).toBe('India · Online');
  });

  it('says the nature alone when the location is blank or says the same', () => {
    expect(drillLocationLine(card({ drillLocation: 'Online', drillNature: 'online' }))).toBe('Online');
    expect(drillLocationLine(card({ drillLocation: '  ', drillNature: 'online' }))).toBe('Online');
  });

  it('cuts a long location at 30 characters', () => {
    const line = drillLocationLine(card({ drillLocation: 'Indian Institute of Science Campus, Bengaluru' }));
    expect(line).toBe('Indian Institute of Science Ca… · Offline');
  });
});

describe('applicant count', () => {
  it('shows only when the hosts make it visible', () => {
    expect(applicantLine(card())).toBe('1,234 registered');
    expect(applicantLine(card({ registrationCountVisible: false }))).toBeNull();
  });
});

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(formatCountdown(countdownParts(target, now))).toBe('2d 03h 04m');
    expect(formatCountdown(countdownParts(at(1), now))).toBe('01h 00m 00s');
  });

  it('is done, never negative, once the target has passed', () => {
    expect(countdownParts(at(-5), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it('counts to the registration deadline, then the start, then the end, and stops when it has ended', () => {
    expect(drillCountdown(card(), now)?.label).toBe('Registration closes in');
    expect(drillCountdown(card({ drillRegistrationEndDt: at(-1), drillStartDt: at(5) }), now)).toMatchObject({
      label: 'Starts in',
      target: at(5),
    });
    expect(drillCountdown(card({ drillRegistrationEndDt: at(-1) }), now)?.label).toBe('Ends in');
    expect(drillCountdown(card({ drillRegistrationEndDt: at(-9), drillEndDt: at(-1) }), now)).toBeNull();
  });
});
