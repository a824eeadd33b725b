/**
 * Session times are UTC on the wire; people read them in their own time zone, with the zone named. These pure
 * helpers take the zone as an argument so tests can fix it.
 */

/** The zone's short name at that instant ("IST", "PST", "GMT+5:30"). */
export const zoneName = (iso: string | Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
};

/** Whether two zone names read the same clock at that instant (Asia/Calcutta and Asia/Kolkata do). */
export const sameZone = (iso: string, a: string, b: string) =>
  a === b || (zoneName(iso, a) === zoneName(iso, b) && timeLabel(iso, a) === timeLabel(iso, b));

/** "Tue, 1 Dec" in the zone. */
export const dayLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(iso),
  );

/** "6:30 pm" in the zone. */
export const timeLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(new Date(iso))
    .replace(/\s?(AM|PM)$/i, (m) => ` ${m.trim().toLowerCase()}`);

/** "Tue, 1 Dec, 6:30 pm IST": a whole instant, the zone named. */
export const dateTimeLabel = (iso: string, timeZone: string) =>
  `${dayLabel(iso, timeZone)}, ${timeLabel(iso, timeZone)} ${zoneName(iso, timeZone)}`;

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export const dayKey = (iso: string, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
};

export interface SlotDay<S extends { startsAt: string }> {
  /** YYYY-MM-DD in the zone. */
  key: string;
  /** "Tue, 1 Dec". */
  label: string;
  slots: S[];
}

/** Slots grouped by the calendar day they start on in `timeZone`, days and slots in time order. */
export const groupSlotsByDay = <S extends { startsAt: string }>(slots: S[], timeZone: string): SlotDay<S>[] => {
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const days: SlotDay<S>[] = [];
  for (const slot of sorted) {
    const key = dayKey(slot.startsAt, timeZone);
    const last = days.at(-1);
    if (last?.key === key) last.slots.push(slot);
    else days.push({ key, label: dayLabel(slot.startsAt, timeZone), slots: [slot] });
  }
  return days;
};
