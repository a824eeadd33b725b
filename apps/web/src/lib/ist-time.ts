/** Dates and times in Indian Standard Time, whatever the viewer's computer says (IST has no DST), so the server's HTML and the browser's agree. */
const IST_OFFSET_MS = 330 * 60_000;

const day = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dayTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "5 Dec 2026". */
export const istDay = (iso: string) => day.format(new Date(iso));
/** "5 Dec 2026, 6:00 pm IST". */
export const istDayTime = (iso: string) => `${dayTime.format(new Date(iso))} IST`;

/** An instant as a datetime-local value in IST ("2026-12-05T18:00"); '' for none. */
export const istInputOf = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : new Date(t + IST_OFFSET_MS).toISOString().slice(0, 16);
};

/** A datetime-local value read as IST back to an instant; null when blank or broken. */
export const instantOfIstInput = (value: string): string | null => {
  const t = Date.parse(`${value}:00+05:30`);
  return value && !Number.isNaN(t) ? new Date(t).toISOString() : null;
};
