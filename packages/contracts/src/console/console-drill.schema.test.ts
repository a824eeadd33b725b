import { describe, expect, it } from 'vitest';
import { ConsoleDrillMessages } from './console-drill.messages.ts';
import {
  checklistComplete,
  DRILL_TEAM_SIZE_MAX,
  DrillCustUrlCheckQuerySchema,
  drillChecklistOf,
  drillSlugOf,
  DrillWriteSchema,
  type DrillWriteInput,
} from './console-drill.schema.ts';

const valid: DrillWriteInput = {
  name: 'Kaveri Green Build',
  custUrl: 'kaveri-green-build',
  partnerName: 'Kaveri Analytics',
  location: 'Bengaluru',
  purpose: 'AI, Climate ,ai',
  startDt: '2027-01-10T04:30:00.000Z',
  registrationEndDt: '2027-01-20T18:29:00+05:30',
  endDt: '2027-02-01T12:00:00.000Z',
  teamMin: 1,
  teamMax: 4,
};

const messageAt = (input: unknown, path: string) =>
  DrillWriteSchema.safeParse(input).error?.issues.find((i) => i.path.join('.') === path)?.message;

describe('the hackathon form', () => {
  it('takes the least a draft needs and fills the rest with defaults', () => {
    const d = DrillWriteSchema.parse(valid);
    expect(d.programType).toBe('hackathon');
    expect(d.nature).toBe('online');
    expect(d.purpose).toBe('AI,Climate');
    expect(d.registrationEndDt).toBe('2027-01-20T12:59:00.000Z');
    expect(d.prizes).toEqual([]);
    expect(d.registrationCountVisible).toBe(true);
  });

  it('refuses registration closing after the end, and a start after the end', () => {
    expect(messageAt({ ...valid, registrationEndDt: '2027-03-01T00:00:00Z' }, 'registrationEndDt')).toBe(
      ConsoleDrillMessages.registrationAfterEnd,
    );
    expect(messageAt({ ...valid, startDt: '2027-03-01T00:00:00Z' }, 'startDt')).toBe(
      ConsoleDrillMessages.startAfterEnd,
    );
  });

  it('says which date is not a date', () => {
    expect(messageAt({ ...valid, endDt: '1 Feb' }, 'endDt')).toBe(ConsoleDrillMessages.date('End'));
  });

  it('keeps team sizes in order and within the limits', () => {
    expect(messageAt({ ...valid, teamMin: 5, teamMax: 2 }, 'teamMax')).toBe(ConsoleDrillMessages.teamRange);
    expect(messageAt({ ...valid, teamMax: DRILL_TEAM_SIZE_MAX + 1 }, 'teamMax')).toBe(
      ConsoleDrillMessages.teamSize('Largest team size', 1, DRILL_TEAM_SIZE_MAX),
    );
    expect(messageAt({ ...valid, teamMin: 0 }, 'teamMin')).toMatch(/Smallest team size/);
  });

  it('takes a custom URL of lower-case words, never digits alone', () => {
    expect(DrillWriteSchema.parse({ ...valid, custUrl: ' Green-Build ' }).custUrl).toBe('green-build');
    expect(messageAt({ ...valid, custUrl: '2027' }, 'custUrl')).toBe(ConsoleDrillMessages.custUrlDigits);
    expect(messageAt({ ...valid, custUrl: 'green build' }, 'custUrl')).toMatch(/lower-case/);
  });

  it('checks every prize, schedule item, link and FAQ', () => {
    const input = {
      ...valid,
      prizes: [{ title: 'Winner', value: -1 }],
      schedule: [{ start: '2027-01-12T10:00:00Z', end: '2027-01-11T10:00:00Z', title: 'Kick-off' }],
      socialLinks: [{ kind: 'LinkedIn', url: 'javascript:alert(1)' }],
      faqs: [{ question: 'Who?', answer: ' ' }],
    };
    expect(messageAt(input, 'prizes.0.value')).toBe(ConsoleDrillMessages.prizeValue);
    expect(messageAt(input, 'schedule.0.end')).toBe(ConsoleDrillMessages.scheduleOrder);
    expect(messageAt(input, 'socialLinks.0.url')).toBe(ConsoleDrillMessages.webAddress('Link'));
    expect(messageAt(input, 'faqs.0.answer')).toBe('Answer is mandatory field !');
  });
});

describe('the custom URL made from a name', () => {
  it('is the name in lower-case words, with a word in front of digits alone', () => {
    expect(drillSlugOf('Smart India Hackathon 2027!')).toBe('smart-india-hackathon-2027');
    expect(drillSlugOf('2027')).toBe('hackathon-2027');
    expect(drillSlugOf('हैकथॉन')).toBe('hackathon');
  });

  it('the check needs a custom URL or a name', () => {
    expect(DrillCustUrlCheckQuerySchema.safeParse({}).error?.issues[0]?.message).toBe(
      ConsoleDrillMessages.custUrlQuery,
    );
    expect(DrillCustUrlCheckQuerySchema.parse({ name: 'Green', excludeId: '4' })).toEqual({
      name: 'Green',
      excludeId: 4,
    });
  });
});

describe('the checklist before publishing', () => {
  const ready = {
    description: '<p>Build for the Kaveri basin</p>',
    eligibility: '<p>Students in India</p>',
    logoUrl: '/uploads/u/logo.png',
    phaseCount: 1,
    startDt: valid.startDt as string,
    registrationEndDt: '2027-01-20T00:00:00.000Z',
    endDt: valid.endDt as string,
    totalPrizeValue: 100000,
    prizeCount: 2,
  };

  it('is complete for a hackathon with everything participants need', () => {
    expect(checklistComplete(drillChecklistOf(ready))).toBe(true);
  });

  it('lists what is missing: empty rich text, no logo, no phase, prizes promised but not listed', () => {
    const missing = drillChecklistOf({
      ...ready,
      description: '<p> </p>',
      eligibility: '',
      logoUrl: null,
      phaseCount: 0,
      prizeCount: 0,
    })
      .filter((i) => !i.done)
      .map((i) => i.key);
    expect(missing).toEqual(['description', 'eligibility', 'logo', 'phases', 'prizes']);
  });

  it('needs no prizes when no prize value is promised, and flags dates out of order', () => {
    const items = drillChecklistOf({ ...ready, totalPrizeValue: 0, prizeCount: 0, startDt: '2027-03-01T00:00:00Z' });
    expect(items.filter((i) => !i.done).map((i) => i.key)).toEqual(['dates']);
  });
});
