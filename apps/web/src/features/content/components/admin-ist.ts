/** Site content is scheduled in Indian Standard Time whatever the admin's computer says (IST has no DST). */
const IST_OFFSET_MS = 330 * 60_000;

/** An instant as a datetime-local value in IST ("2026-12-05T18:00"); '' for none. */
export const istInputOf = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : new Date(t + IST_OFFSET_MS).toISOString().slice(0, 16);
};

/** A datetime-local value read as IST back to an instant; a blank or broken value stays as typed (the schema says so). */
export const isoOfIstInput = (value: string): string => {
  const t = Date.parse(`${value}:00+05:30`);
  return value && !Number.isNaN(t) ? new Date(t).toISOString() : value;
};

const dayTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "5 Dec 2026, 6:00 pm IST". */
export const istDayTime = (iso: string) => `${dayTime.format(new Date(iso))} IST`;

/** An empty text box as null (optional fields the API keeps as null). */
export const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());
