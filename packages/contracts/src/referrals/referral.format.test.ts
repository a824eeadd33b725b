import { describe, expect, it } from 'vitest';
import { friendName, maskEmail, milestoneSteps, milestonesReached, referralLink } from './referral.format.ts';
import { ReferralClaimSchema, ReferralCodeSchema } from './referral.schema.ts';

describe('maskEmail', () => {
  it.each([
    ['ravi.kumar@gmail.com', 'r****@g****.com'],
    ['a@x.io', 'a****@x****.io'],
    ['Priya.S@Outlook.COM', 'P****@O****.COM'],
    ['student@iitb.ac.in', 's****@i****.in'],
    ['someone@localhost', 's****@l****'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('hides the length of the name and of the host: two addresses of different lengths look alike', () => {
    expect(maskEmail('rajeshwari.venkataraman@gmailbox.com')).toBe(maskEmail('r@g.com'));
  });

  it('keeps no more than one letter of a name written in another script', () => {
    expect(maskEmail('अमित@उदाहरण.भारत')).toBe('अ****@उ****.भारत');
  });

  it.each(['', 'no-at-sign', '@gmail.com', 'ravi@', '   @   '])('masks %j to stars alone', (value) => {
    expect(maskEmail(value)).toBe('****');
  });

  it('keeps nothing of the name or the host but their first letters', () => {
    const masked = maskEmail('meera.iyer@example.in');
    for (const part of ['eera', 'iyer', 'xample']) expect(masked).not.toContain(part);
  });
});

describe('friendName', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(friendName('Ravi', 'Kumar')).toBe('Ravi K.');
    expect(friendName('  Ananya  Devi ', ' krishnan')).toBe('Ananya Devi K.');
  });

  it('shows the first name alone when there is no last name', () => {
    expect(friendName('Ravi', '')).toBe('Ravi');
  });
});

describe('milestones', () => {
  const joined = '2026-11-01T10:00:00.000Z';

  it('counts joined always, then verified, profile over 60 % and first application as they happen', () => {
    const base = { joinedAt: joined, emailVerifiedAt: null, profileOver60: false, firstAppliedAt: null };
    expect(milestonesReached(base)).toBe(1);
    expect(milestonesReached({ ...base, emailVerifiedAt: joined })).toBe(2);
    expect(milestonesReached({ ...base, emailVerifiedAt: joined, profileOver60: true })).toBe(3);
    expect(milestonesReached({ ...base, emailVerifiedAt: joined, profileOver60: true, firstAppliedAt: joined })).toBe(
      4,
    );
  });

  it('lists the four steps in order with their labels and dates', () => {
    const steps = milestoneSteps({
      joinedAt: joined,
      emailVerifiedAt: '2026-11-02T10:00:00.000Z',
      profileOver60: false,
      firstAppliedAt: null,
    });
    expect(steps).toEqual([
      { key: 'joined', label: 'Joined', done: true, at: joined },
      { key: 'emailVerified', label: 'Email verified', done: true, at: '2026-11-02T10:00:00.000Z' },
      { key: 'profile', label: 'Profile over 60\u00a0%', done: false, at: null },
      { key: 'firstApplication', label: 'First application', done: false, at: null },
    ]);
  });
});

describe('referral codes and links', () => {
  it('reads a typed code without spaces around it and in capitals', () => {
    expect(ReferralCodeSchema.parse('  elv-ab3cd4 ')).toBe('ELV-AB3CD4');
  });

  it('refuses an empty code and one with other characters, with clear words', () => {
    expect(ReferralClaimSchema.safeParse({ code: '  ' }).error?.issues[0]?.message).toBe(
      'Please enter a referral code',
    );
    expect(ReferralClaimSchema.safeParse({ code: 'ELV-12<3>' }).error?.issues[0]?.message).toBe(
      'A referral code has only letters, digits and dashes',
    );
  });

  it('opens sign-up on the home page with the code filled in', () => {
    expect(referralLink('https://elevate.example/', 'ELV-AB3CD4')).toBe(
      'https://elevate.example/?type=signup&ref=ELV-AB3CD4',
    );
  });
});
