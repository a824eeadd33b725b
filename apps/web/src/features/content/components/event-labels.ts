import type { Event } from '@elevate/contracts/content/content.schema';

const KINDS: Record<string, string> = {
  webinar: 'Webinar',
  meetup: 'Meetup',
  workshop: 'Workshop',
  ama: 'Ask me anything',
};

/** "Webinar", "Meetup"...; an unknown type as it is written. */
export const eventKindLabel = (type: string) => KINDS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

/** "Online", or the venue's name for an offline event. */
export const eventModeLabel = (e: Pick<Event, 'mode' | 'location'>) =>
  e.mode === 'online' ? 'Online' : (e.location ?? 'In person');

/** Seats left, or null when the event has no limit. */
export const seatsLeft = (e: Pick<Event, 'capacity' | 'registrationCount'>) =>
  e.capacity === null ? null : Math.max(0, e.capacity - e.registrationCount);

export type EventPhase = 'ended' | 'live' | 'full' | 'closed' | 'open';

/** Where the event stands for someone not registered yet. */
export const eventPhase = (e: Event, now = Date.now()): EventPhase => {
  if (Date.parse(e.endDateTime) <= now) return 'ended';
  if (!e.registrationOpen) return 'closed';
  if (seatsLeft(e) === 0) return 'full';
  if (Date.parse(e.startDateTime) <= now) return 'live';
  return 'open';
};
