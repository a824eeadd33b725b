import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUERY_HOSTS_NAME } from '@elevate/contracts/drills/query.schema';
import { QueryMessages } from '@elevate/contracts/drills/submission.messages';
import { UploadMessages } from '@elevate/contracts/uploads/upload.schema';
import { build } from '../../../test/helper.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { AUTH_TEST_ENV, lastMailTo } from '../auth/auth.testing.ts';
import { call, type Caller } from '../console/console.test-fixtures.ts';
import { type DrillFixture, insertUpload, type ParticipantFixture, insertCast } from './submissions.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

let d: DrillFixture;
let asha: ParticipantFixture;
let ravi: ParticipantFixture;
let kiran: ParticipantFixture;
let dev: Caller;
let otherEmployer: Caller;

beforeAll(async () => {
  ({ d, asha, ravi, kiran, dev, otherEmployer } = await insertCast(t));
});

const mine = (p: ParticipantFixture) => `/api/drills/${d.drillId}/participants/${p.participantId}/queries`;
const thread = (queryId: number) => `/api/drills/${d.drillId}/queries/${queryId}`;

const ask = async (files: string[] = []) => {
  const res = await call(t, asha, 'POST', mine(asha), {
    subject: 'Can we use a paid map API?',
    body: 'Our prototype needs map tiles. Is a paid API allowed?',
    files,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.result as { queryId: number; status: string; messages: { files: { key: string }[] }[] };
};

describe('asking the hosts', () => {
  it('opens a thread with its first message and files, listed for the participant who asked', async () => {
    const file = await insertUpload(t, asha.uid, 'query-file', { fileName: 'architecture.pdf' });
    const asked = await ask([file]);
    expect(asked).toMatchObject({
      subject: 'Can we use a paid map API?',
      status: 'open',
      participantName: 'Asha Menon',
      messageCount: 1,
      messages: [{ fromHost: false, authorName: 'Asha Menon', files: [{ key: file, fileName: 'architecture.pdf' }] }],
    });
    const list = await call(t, asha, 'GET', mine(asha));
    expect(list.status).toBe(200);
    expect(list.body.result.data.map((q: { queryId: number }) => q.queryId)).toContain(asked.queryId);
  });

  it('refuses a file uploaded by someone else, or for another purpose, and writes nothing', async () => {
    for (const key of [
      await insertUpload(t, ravi.uid, 'query-file'),
      await insertUpload(t, asha.uid, 'solution-file'),
    ]) {
      const res = await call(t, asha, 'POST', mine(asha), { subject: 'Files', body: 'See attached', files: [key] });
      expect(res.status).toBe(400);
      expect(res.body.error.fields['files.0']).toBe(UploadMessages.selectFile);
    }
    const list = await call(t, asha, 'GET', mine(asha));
    expect(list.body.result.data.some((q: { subject: string }) => q.subject === 'Files')).toBe(false);
  });

  it('refuses an empty question with the words of the form', async () => {
    const res = await call(t, asha, 'POST', mine(asha), { subject: ' ', body: '', files: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.subject).toBe(QueryMessages.subjectRequired);
  });
});

describe('answers', () => {
  it('marks the thread answered when a host replies and tells the participant in the app and by mail', async () => {
    const asked = await ask();
    const hostList = await call(t, d.host, 'GET', `/api/drills/${d.drillId}/queries?status=open`);
    expect(hostList.status).toBe(200);
    expect(hostList.body.result.data.map((q: { queryId: number }) => q.queryId)).toContain(asked.queryId);

    const answer = await call(t, d.host, 'POST', `${thread(asked.queryId)}/messages`, {
      body: 'Yes, any API is fine if you show its cost.',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.result.status).toBe('answered');
    expect(answer.body.result.messages.at(-1)).toMatchObject({ fromHost: true, authorName: QUERY_HOSTS_NAME });

    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.receiverUid, asha.uid), eq(notifications.purpose, 'DRILL')));
    expect(notice?.link).toBe(`/drills/participant-dashboard/${d.drillId}/${asha.participantId}/help`);
    expect((await lastMailTo(t, asha.email))?.subject).toBe(QueryMessages.answeredOneLiner(d.name));

    const follow = await call(t, asha, 'POST', `${thread(asked.queryId)}/messages`, {
      body: 'Thanks! And offline maps?',
    });
    expect(follow.body.result.status).toBe('open');
  });

  it('takes no more messages once closed', async () => {
    const asked = await ask();
    const closed = await call(t, asha, 'POST', `${thread(asked.queryId)}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.result.status).toBe('closed');
    const late = await call(t, d.host, 'POST', `${thread(asked.queryId)}/messages`, { body: 'Late answer' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(QueryMessages.closed);
  });
});

describe('who may read a thread', () => {
  it('gives the asker and the hosts the thread and its files, and refuses everyone else', async () => {
    const file = await insertUpload(t, asha.uid, 'query-file');
    const asked = await ask([file]);
    const fileUrl = `${thread(asked.queryId)}/files?key=${encodeURIComponent(file)}`;
    for (const who of [asha, d.host]) {
      expect((await call(t, who, 'GET', thread(asked.queryId))).status).toBe(200);
      const link = await call(t, who, 'GET', fileUrl);
      expect(link.status).toBe(200);
      expect(link.body.result.url).toContain('signature=');
    }
    // A teammate, another hackathon's participant, a stranger, another company's employer.
    for (const who of [ravi, kiran, dev, otherEmployer]) {
      for (const [method, url] of [
        ['GET', thread(asked.queryId)],
        ['GET', fileUrl],
        ['POST', `${thread(asked.queryId)}/close`],
      ] as const) {
        const res = await call(t, who, method, url);
        expect(res.status, url).toBe(404);
      }
      const reply = await call(t, who, 'POST', `${thread(asked.queryId)}/messages`, { body: 'Hi' });
      expect(reply.status).toBe(404);
    }
  });

  it("lists a participant's threads for that participant only, and the whole inbox for the hosts only", async () => {
    for (const who of [ravi, dev, d.host]) expect((await call(t, who, 'GET', mine(asha))).status).toBe(404);
    expect((await call(t, dev, 'POST', mine(asha), { subject: 'x', body: 'y' })).status).toBe(404);
    for (const who of [asha, kiran, dev, otherEmployer]) {
      const res = await call(t, who, 'GET', `/api/drills/${d.drillId}/queries`);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(QueryMessages.hostsOnly);
    }
    expect((await call(t, null, 'GET', mine(asha))).status).toBe(401);
  });
});
