import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { colleges } from '../../db/schema/users.ts';
import { education, other, profileClient, project, work } from './profile.testing.ts';

const t = build(AUTH_TEST_ENV);
const { signedIn, get, put, del } = profileClient(t);

describe('list sections: education, work, project, other', () => {
  const cases = [
    ['education', education, { degree: 'M.Tech', startYear: 2022, endYear: 2024 }],
    ['work', work, { title: 'Senior Data Analyst' }],
    ['project', project, { title: 'Mandi price alerts' }],
    ['other', other, { status: 'Patent Issued' }],
  ] as const;

  for (const [section, entry, change] of cases) {
    it(`${section}: adds, updates and deletes an entry, answering the whole section each time`, async () => {
      const me = await signedIn();
      expect((await get(section, me.uid, me.headers)).json().result).toEqual([]);

      const added = await put(section, me.uid, entry, me.headers);
      expect(added.statusCode, added.body).toBe(200);
      const [first] = added.json().result as Array<{ id: number }>;
      expect(first).toMatchObject({ id: expect.any(Number) });

      const second = await put(section, me.uid, entry, me.headers);
      expect(second.json().result).toHaveLength(2);

      const updated = await put(section, me.uid, { ...entry, ...change, id: first!.id }, me.headers);
      expect(updated.statusCode, updated.body).toBe(200);
      const list = updated.json().result as Array<Record<string, unknown>>;
      expect(list).toHaveLength(2);
      expect(list.find((e) => e.id === first!.id)).toMatchObject(change);

      const removed = await del(section, first!.id, me.headers);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().message).toBe('Removed from your profile.');
      expect((removed.json().result as Array<{ id: number }>).map((e) => e.id)).not.toContain(first!.id);
      expect((await get(section, me.uid, me.headers)).json().result).toHaveLength(1);
    });
  }

  it('work: dates travel as dd-mm-yyyy and a current job has no end', async () => {
    const me = await signedIn();
    const res = await put('work', me.uid, { ...work, endDate: '01-01-2024' }, me.headers);
    expect(res.json().result[0]).toMatchObject({ startDate: '01-07-2022', endDate: null, currentJob: true });
    const ended = await put('work', me.uid, { ...work, currentJob: false, endDate: '30-06-2023' }, me.headers);
    expect(ended.json().result).toContainEqual(expect.objectContaining({ endDate: '30-06-2023', currentJob: false }));
  });

  it('education: a grade out of its range and an end before the start are refused with their messages', async () => {
    const me = await signedIn();
    const cgpa = await put('education', me.uid, { ...education, grade: 10.5 }, me.headers);
    expect(cgpa.statusCode).toBe(400);
    expect(cgpa.json().error.fields).toEqual({ grade: 'CGPA must be between 0 and 10' });
    const pct = await put('education', me.uid, { ...education, gradeType: 'PERCENTAGE', grade: 101 }, me.headers);
    expect(pct.json().error.fields).toEqual({ grade: 'Percentage must be between 0 and 100' });
    const years = await put('education', me.uid, { ...education, startYear: 2022, endYear: 2020 }, me.headers);
    expect(years.json().error.fields).toEqual({ endYear: 'End year cannot be before start year' });
  });

  it('education: an institution picked from the college list keeps its link; an unknown college id is refused', async () => {
    const me = await signedIn();
    const [college] = await t.database.db
      .insert(colleges)
      .values({ name: `Test Institute ${me.uid}` })
      .returning({ id: colleges.id });
    const linked = await put('education', me.uid, { ...education, collegeId: college!.id }, me.headers);
    expect(linked.json().result[0]).toMatchObject({ collegeId: college!.id });
    const stale = await put('education', me.uid, { ...education, collegeId: 2_000_000_000 }, me.headers);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields).toEqual({
      collegeId: 'This institution is no longer listed. Please choose it again.',
    });
    expect((await get('education', me.uid, me.headers)).json().result).toHaveLength(1);
  });

  it('a section holds at most 30 entries: the 31st is refused with the message', async () => {
    const me = await signedIn();
    for (let i = 0; i < 30; i++) {
      const res = await put('project', me.uid, { title: `Project ${i + 1}` }, me.headers);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await put('project', me.uid, { title: 'Project 31' }, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'WUE-4000',
      message: 'A section can hold at most 30 entries',
      fields: { project: 'A section can hold at most 30 entries' },
    });
    expect((await get('project', me.uid, me.headers)).json().result).toHaveLength(30);
    // Updating one of the thirty is still allowed.
    const first = (await get('project', me.uid, me.headers)).json().result[0] as { id: number };
    expect((await put('project', me.uid, { id: first.id, title: 'Renamed' }, me.headers)).statusCode).toBe(200);
  });
});

describe('skills', () => {
  it('are saved as a whole list: trimmed, case-folded duplicates merged, kept skills keep their ids', async () => {
    const me = await signedIn();
    const first = await put(
      'skill',
      me.uid,
      { skills: ['  React  JS', 'python', 'SQL', 'react js', 'Python '] },
      me.headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().result as Array<{ id: number; name: string }>;
    // Known skills are stored under the dictionary's name (skill-names.test.ts).
    expect(saved.map((s) => s.name)).toEqual(['React', 'Python', 'SQL']);

    const second = await put('skill', me.uid, { skills: ['Python', 'sql', 'Docker'] }, me.headers);
    const after = second.json().result as Array<{ id: number; name: string }>;
    expect(after.map((s) => s.name)).toEqual(['Python', 'SQL', 'Docker']);
    expect(after[0]!.id).toBe(saved[1]!.id);
    expect(after[1]!.id).toBe(saved[2]!.id);

    expect((await get('skill', me.uid, me.headers)).json().result).toEqual(after);
  });

  it('never answers 500 for names the unique index folds together, and a blank or too long skill is refused', async () => {
    const me = await signedIn();
    // JavaScript and PostgreSQL may fold some letters differently; the database's own lower() decides.
    const res = await put(
      'skill',
      me.uid,
      { skills: ['STRASSE', 'straße', 'Ǆ', 'ǅ', 'ǆ', 'İstanbul', 'i̇stanbul'] },
      me.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const again = await put('skill', me.uid, { skills: ['ǆ', 'İSTANBUL'] }, me.headers);
    expect(again.statusCode, again.body).toBe(200);
    const blank = await put('skill', me.uid, { skills: ['Go', '   '] }, me.headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ 'skills.1': 'A skill must be 1 to 60 characters' });
    const long = await put('skill', me.uid, { skills: ['x'.repeat(61)] }, me.headers);
    expect(long.json().error.fields).toEqual({ 'skills.0': 'A skill must be 1 to 60 characters' });
  });

  it('holds at most 100 skills', async () => {
    const me = await signedIn();
    const skills = Array.from({ length: 101 }, (_, i) => `Skill ${i}`);
    const res = await put('skill', me.uid, { skills }, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ skills: 'A profile can hold at most 100 skills' });
    expect((await put('skill', me.uid, { skills: skills.slice(0, 100) }, me.headers)).statusCode).toBe(200);
  });

  it('one skill is deleted by id', async () => {
    const me = await signedIn();
    const saved = (await put('skill', me.uid, { skills: ['Excel', 'Tally'] }, me.headers)).json().result as Array<{
      id: number;
    }>;
    const res = await del('skill', saved[0]!.id, me.headers);
    expect(res.json().result).toEqual([{ id: saved[1]!.id, name: 'Tally' }]);
  });
});
