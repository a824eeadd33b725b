import { SITE_TIME_ZONE as IST } from '@elevate/contracts/common/format';

const part = (d: Date, opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: IST, ...opts }).format(d);

/** "6:00 pm" in IST. */
const clock = (d: Date) =>
  part(d, { hour: 'numeric', minute: '2-digit', hour12: true })
    .replace(/\s?([ap])\.?m\.?/i, ' $1m')
    .toLowerCase();

/** "Sat, 5 Dec 2026" in IST. */
export const eventDay = (iso: string) => {
  const d = new Date(iso);
  return `${part(d, { weekday: 'short' })}, ${part(d, { day: 'numeric', month: 'short', year: 'numeric' })}`;
};

/** "1 h 30 min", "45 min", "2 h". */
export const eventDuration = (startIso: string, endIso: string) => {
  const minutes = Math.max(0, Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
};

/**
 * When an event runs, in IST: "Sat, 5 Dec 2026 · 6:00–7:30 pm IST" (the am/pm once when both ends share it),
 * "Sat, 5 Dec 2026 · 11:00 am–1:00 pm IST", and both days when it ends on another day.
 */
export const eventWhen = (startIso: string, endIso: string) => {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const [from, to] = [clock(start), clock(end)];
  if (eventDay(startIso) !== eventDay(endIso)) return `${eventDay(startIso)} ${from} – ${eventDay(endIso)} ${to} IST`;
  const sameHalf = from.slice(-2) === to.slice(-2);
  return `${eventDay(startIso)} · ${sameHalf ? from.slice(0, -3) : from}–${to} IST`;
};
