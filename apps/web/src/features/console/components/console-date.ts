const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** When something happened in the host console (an announcement, a message): day, month and time in IST. */
export const istDayAndTime = (iso: string): string => dayAndTime.format(new Date(iso));
