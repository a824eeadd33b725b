import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, caller, insertCompany, jobInput, postJob, type Caller } from '../console/console.test-fixtures.ts';
import { profileClient } from './profile.testing.ts';

const t = build(AUTH_TEST_ENV);
const { signedIn, get, put } = profileClient(t);

const namesOf = (result: unknown) => (result as Array<{ name: string }>).map((s) => s.name);

describe('one skill, one name: profile skills', () => {
  it('saves a known spelling under the dictionary name, merges spellings of one skill, keeps unknown ones as typed', async () => {
    const me = await signedIn();
    const res = await put(
      'skill',
      me.uid,
      { skills: ['reactjs', 'JS', 'javascript', 'Postgres', 'k8s', 'Underwater Basket Weaving'] },
      me.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(namesOf(res.json().result)).toEqual([
      'React',
      'JavaScript',
      'PostgreSQL',
      'Kubernetes',
      'Underwater Basket Weaving',
    ]);
    expect(namesOf((await get('skill', me.uid, me.headers)).json().result)).toEqual(namesOf(res.json().result));
  });

  it('keeps the row of a skill saved again under another spelling', async () => {
    const me = await signedIn();
    const [react] = (await put('skill', me.uid, { skills: ['React'] }, me.headers)).json().result as Array<{
      id: number;
    }>;
    const again = (await put('skill', me.uid, { skills: ['React.js', 'ms excel'] }, me.headers)).json().result;
    expect(again).toEqual([
      { id: react!.id, name: 'React' },
      { id: expect.any(Number), name: 'Excel' },
    ]);
  });

  it('stores dictionary names when the whole profile is replaced', async () => {
    const me = await signedIn();
    const res = await put(
      'complete-profile',
      me.uid,
      { personal: {}, education: [], work: [], project: [], skill: ['golang', 'ML', 'Go'], other: [] },
      me.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(namesOf(res.json().result.skill)).toEqual(['Go', 'Machine Learning']);
  });
});

describe('one skill, one name: job skills', () => {
  let employer: Caller;
  let partnerId: number;
  beforeAll(async () => {
    partnerId = (await insertCompany(t, 'Godavari Software')).id;
    employer = await caller(t, 'employer', partnerId);
  });

  const skillsOf = async (custUrl: string) =>
    (await call(t, null, 'GET', `/api/jobs/${custUrl}`)).body.result.jobSkills as string;

  it('posts a job with dictionary names for known spellings and unknown skills as written', async () => {
    const job = await postJob(t, employer, partnerId, {
      jobSkills: 'ReactJS, node js, Postgres, reactjs, Kite Flying',
    });
    expect(await skillsOf(job.custUrl)).toBe('React,Node.js,PostgreSQL,Kite Flying');
  });

  it('edits a job the same way', async () => {
    const job = await postJob(t, employer, partnerId);
    const res = await call(
      t,
      employer,
      'PUT',
      `/api/jobs/${job.jobId}`,
      jobInput({ jobSkills: 'k8s, MS Excel, Tally ERP 9' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await skillsOf(job.custUrl)).toBe('Kubernetes,Excel,Tally');
  });
});
