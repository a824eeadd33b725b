import { startTransition, useEffect, useState } from 'react';
import { SITE_TIME_ZONE } from '@elevate/contracts/common/format';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string, withTime: boolean) => {
  const key = `${timeZone}|${withTime}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
        timeZone,
        timeZoneName: 'short',
      });
    } catch {
      // An unknown zone name (an old browser): fall back to the site's zone rather than fail the page.
      return formatterFor(SITE_TIME_ZONE, withTime);
    }
    formatters.set(key, f);
  }
  return f;
};

/**
 * '12 Dec 2026, 11:59 PM IST': an instant in a named time zone, the zone always written (a deadline read in the
 * wrong zone is a missed deadline). `withTime: false` gives '12 Dec 2026 IST' for whole days.
 */
export const formatZonedDateTime = (instant: string | Date, timeZone: string, withTime = true): string => {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatterFor(timeZone, withTime).formatToParts(date);
  return parts
    .map((p, i) => {
      if (p.type === 'dayPeriod') return p.value.toUpperCase();
      // A day alone reads '12 Dec 2026 IST', without the comma that separates a time from its date.
      if (!withTime && p.type === 'literal' && parts[i + 1]?.type === 'timeZoneName') return ' ';
      return p.value;
    })
    .join('')
    .replace(/\s+/g, ' ');
};

/** An instant as a `<time>` in the viewer's zone (Asia/Kolkata until the page has hydrated). */
export const DrillDateTime = ({ value, withTime = true }: { value: string; withTime?: boolean }) => {
  const timeZone = useViewerTimeZone();
  return <time dateTime={value}>{formatZonedDateTime(value, timeZone, withTime)}</time>;
};

/**
 * "Now" for lines that depend on the clock (Live, registration ends or ended, a countdown). The first render,
 * on the server and while hydrating, is `serverNow`, an instant that came with the data, so both renders agree.
 * After that it is this device's clock corrected by the gap seen when the answer arrived (`serverNow` against
 * `receivedAt`, the query's dataUpdatedAt), moved on every `intervalMs`: a countdown follows the server's clock
 * even when the device's clock is wrong or the answer came from the cache.
 */
export const useTickingNow = (serverNow: number, receivedAt: number, intervalMs: number): Date => {
  const [now, setNow] = useState(serverNow);
  const [seen, setSeen] = useState(serverNow);
  if (serverNow !== seen) {
    setSeen(serverNow);
    setNow(serverNow);
  }
  useEffect(() => {
    if (!Number.isFinite(serverNow) || !Number.isFinite(receivedAt) || receivedAt <= 0) return;
    const offset = serverNow - receivedAt;
    // Not urgent: in a transition, the redraw (the whole card or page that shows the clock) never holds up a tap.
    const tick = () => startTransition(() => setNow(Date.now() + offset));
    tick();
    const id = window.setInterval(tick, intervalMs);
    return () => window.clearInterval(id);
  }, [serverNow, receivedAt, intervalMs]);
  return new Date(now);
};
