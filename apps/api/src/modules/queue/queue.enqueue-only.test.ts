import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { QUEUE_NAMES } from './queue.definitions.ts';

// An API instance that leaves the draining to worker processes elsewhere.
const t = build({ QUEUE_WORKER: 'false', QUEUE_POLL_SECONDS: '0.5' });

describe('a process with QUEUE_WORKER=false', () => {
  it('enqueues mail but never delivers it itself', async () => {
    let ran = false;
    await t.app.queue.work('test-never', async () => {
      ran = true;
    });
    await t.app.mailer.send({ to: 'later@example.in', subject: 'Later', text: 'Hello' });
    await new Promise((r) => setTimeout(r, 1500));
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'later@example.in'));
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await t.app.queue.stats())[QUEUE_NAMES.mail]!.created).toBe(1);
    expect(ran).toBe(false);
  });
});
