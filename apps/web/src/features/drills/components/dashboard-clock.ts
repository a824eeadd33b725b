import { useEffect, useState } from 'react';

/**
 * "Now" by the server's clock, for a signed-in page whose data may come from the cache: the gap between the
 * server's clock and this device's is taken when the answer arrived (`serverNow` against `receivedAt`, the
 * query's dataUpdatedAt), then the device's clock moves it on every `intervalMs`. A device clock that is wrong
 * by an hour still opens and closes phases when the server does. (drill-date.tsx useTickingNow starts from the
 * answer's instant, which is right for a page rendered with fresh data, not for one read from the cache.)
 */
export const useServerClock = (serverNow: string | undefined, receivedAt: number, intervalMs = 15_000): Date => {
  const server = serverNow ? Date.parse(serverNow) : Number.NaN;
  const offset = Number.isFinite(server) && receivedAt > 0 ? server - receivedAt : 0;
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setDeviceNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return new Date(deviceNow + offset);
};
