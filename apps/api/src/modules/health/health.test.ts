import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { createHealthCheck } from './health.service.ts';

describe('health check', () => {
  it('pings the database once for concurrent callers and reuses a fresh result', async () => {
    const database = await openDatabase({});
    const ping = vi.spyOn(database, 'ping');
    const check = createHealthCheck(database, 1000);
    await Promise.all([check(-5000), check(-5000), check(-5000)]);
    expect(ping).toHaveBeenCalledTimes(1);
    await check();
    expect(ping).toHaveBeenCalledTimes(1);
    await database.close();
  });

  it('pings again once the last result is older than the limit, and reports a database that is gone', async () => {
    const database = await openDatabase({});
    const ping = vi.spyOn(database, 'ping');
    const check = createHealthCheck(database, 1000);
    await check();
    await database.close();
    await expect(check(performance.now() + 5000)).rejects.toThrow();
    expect(ping).toHaveBeenCalledTimes(2);
  });
});
