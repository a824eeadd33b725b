const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value ("2026-12-01T10:00") in the browser's time zone. */
export const localInputOf = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A datetime-local value back to an instant the API reads; blank or broken values stay as typed (the schema says so). */
export const isoOfLocalInput = (value: string): string => {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : value;
};
