import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { paymentConfigurations } from '../../db/schema/payments.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { insertDrill } from '../drills/submissions.test-fixtures.ts';
import { feeOf } from './payment-config.service.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

describe('feeOf: what a hackathon charges', () => {
  it('is free with the default GST rate when the host set no fee', async () => {
    const d = await insertDrill(t);
    expect(await feeOf(t.database.db, d.drillId)).toEqual({
      amount: 0,
      gstRatePercent: 18,
      chargeBasis: 'participant',
      refundPolicy: '',
    });
  });

  it('is the host’s configuration when there is one', async () => {
    const d = await insertDrill(t);
    await t.database.db
      .insert(paymentConfigurations)
      .values({ drillId: d.drillId, amount: 1499, gstRatePercent: 12, chargeBasis: 'team', refundPolicy: 'None.' });
    expect(await feeOf(t.database.db, d.drillId)).toEqual({
      amount: 1499,
      gstRatePercent: 12,
      chargeBasis: 'team',
      refundPolicy: 'None.',
    });
  });
});
