import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TITLE_MAX, AnnouncementCreateSchema } from './console-drill-announcements.schema.ts';
import { ANNOUNCEMENTS_PER_HOUR, DrillPeopleMessages as M } from './console-drill-people.messages.ts';
import { PEOPLE_PAGE_MAX, PEOPLE_PAGE_SIZE, ParticipantsQuerySchema } from './console-drill-people.schema.ts';

const issuesOf = (schema: typeof ParticipantsQuerySchema | typeof AnnouncementCreateSchema, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the participants filters', () => {
  it('reads blank fields from a query string as not set and pages by default', () => {
    expect(ParticipantsQuerySchema.parse({ search: ' ', kind: '', phaseId: '', submitted: '', status: '' })).toEqual({
      limit: PEOPLE_PAGE_SIZE,
      offset: 0,
    });
    expect(ParticipantsQuerySchema.parse({ search: ' rakshak ', phaseId: '4', submitted: 'no' })).toMatchObject({
      search: 'rakshak',
      phaseId: 4,
      submitted: 'no',
    });
  });

  it('refuses unknown choices and pages too large, in words', () => {
    expect(issuesOf(ParticipantsQuerySchema, { kind: 'solo' })).toEqual({ kind: M.kindInvalid });
    expect(issuesOf(ParticipantsQuerySchema, { submitted: 'maybe' })).toEqual({ submitted: M.submittedInvalid });
    expect(issuesOf(ParticipantsQuerySchema, { status: 'gone' })).toEqual({ status: M.statusInvalid });
    expect(Object.keys(issuesOf(ParticipantsQuerySchema, { limit: PEOPLE_PAGE_MAX + 1 }))).toEqual(['limit']);
    expect(Object.keys(issuesOf(ParticipantsQuerySchema, { phaseId: 'abc' }))).toEqual(['phaseId']);
  });
});

describe('an announcement', () => {
  it('needs a title and a body, mails by default and goes to everyone unless a phase is named', () => {
    expect(issuesOf(AnnouncementCreateSchema, { title: ' ', body: '' })).toEqual({
      title: M.titleRequired,
      body: M.bodyRequired,
    });
    expect(AnnouncementCreateSchema.parse({ title: 'Hi', body: '<p>x</p>' })).toEqual({
      title: 'Hi',
      body: '<p>x</p>',
      byMail: true,
    });
    expect(issuesOf(AnnouncementCreateSchema, { title: 'x'.repeat(ANNOUNCEMENT_TITLE_MAX + 1), body: 'x' })).toEqual({
      title: M.titleTooLong(ANNOUNCEMENT_TITLE_MAX),
    });
  });

  it('says how many an hour and when the next may go', () => {
    expect(M.tooManyAnnouncements(ANNOUNCEMENTS_PER_HOUR, '2 Mar, 4:30 pm')).toBe(
      'You can send at most 5 announcements an hour for a hackathon. The next one can go at 2 Mar, 4:30 pm (IST).',
    );
  });
});
