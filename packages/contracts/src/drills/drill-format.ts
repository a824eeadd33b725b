// Pure formatters of the hackathon card and page (spec §2.8, §4, §9). The card's Live marker, registration
// line and team size are common/format.ts's isLive, registrationLine and formatTeamSize: use those.
import { LOCATION_CUT } from '../common/constants.ts';
import { isLive, limitTags, splitList, truncate } from '../common/format.ts';
import type { DrillCard } from './drill-card.schema.ts';
import { DRILL_NATURE_LABELS, type DrillStatus } from './drill-search.constants.ts';
import { DrillMessages } from './drill.messages.ts';

const LAKH = 100_000;
const CRORE = 10_000_000;

const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

/** At most two decimals, cut (never rounded up: a prize is not made to look bigger), trailing zeros dropped. */
const decimals = (n: number) => String(Math.floor(n * 100 + 1e-9) / 100);

/**
 * A prize value: 'full' in Indian digit groups (₹5,00,000), 'short' in lakhs and crores (₹5 Lakh,
 * ₹1.25 Crore; below a lakh as it is, ₹50,000). Zero reads 'Non-cash rewards': a hackathon whose prizes
 * are internships or goodies still rewards something.
 */
export const formatPrizeValue = (value: number, form: 'full' | 'short' = 'full'): string => {
  if (!Number.isFinite(value) || value <= 0) return DrillMessages.nonCashRewards;
  if (form === 'full' || value < LAKH) return rupees(value);
  if (value < CRORE) return `₹${decimals(value / LAKH)} Lakh`;
  return `₹${decimals(value / CRORE)} Crore`;
};

/** The registration fee: 'Free', or the rupees (GST included). */
export const formatFee = (fee: number | null | undefined): string =>
  fee && fee > 0 ? rupees(fee) : DrillMessages.free;

/** The card's purposes: at most three, then '+N' (spec §2.8). */
export const drillPurposeTags = (purpose: string | null | undefined) => limitTags(splitList(purpose));

/**
 * The card's location line: the location the hackathon names with its nature beside it ('Bengaluru ·
 * Offline', 'Pune · Hybrid', 'India · Online'); the nature alone when the location is blank or says the same
 * ('Online'). The location is cut at 30 characters (spec §9).
 */
export const drillLocationLine = (drill: Pick<DrillCard, 'drillLocation' | 'drillNature'>): string => {
  const nature = DRILL_NATURE_LABELS[drill.drillNature] ?? DRILL_NATURE_LABELS.online;
  const location = drill.drillLocation.trim();
  if (!location || location.toLowerCase() === nature.toLowerCase()) return nature;
  return `${truncate(location, LOCATION_CUT)} · ${nature}`;
};

/** How many registered, when the hosts show it (spec §2.8: only when registrationCountVisible). */
export const applicantLine = (
  drill: Pick<DrillCard, 'registrationCountVisible' | 'drillApplicantCount'>,
): string | null =>
  drill.registrationCountVisible ? `${drill.drillApplicantCount.toLocaleString('en-IN')} registered` : null;

/**
 * Where a span of time (a phase, a hackathon) stands at `now`: upcoming before its start, live from its start
 * until its end, ended from its end. The phases' phaseStatus of `drills/{id}/phases` and `drills/phases`.
 */
export const spanStatus = (start: string | Date, end: string | Date, now: Date = new Date()): DrillStatus => {
  if (!isLive(end, now)) return 'ended';
  return new Date(start).getTime() > now.getTime() ? 'upcoming' : 'live';
};

/**
 * Where the hackathon stands at `now` (pass the server's clock, `serverNow`): upcoming before its start,
 * live until its end (the end as isLive reads it), ended afterwards.
 */
export const drillStatus = (
  drill: Pick<DrillCard, 'drillStartDt' | 'drillEndDt'>,
  now: Date = new Date(),
): DrillStatus => spanStatus(drill.drillStartDt, drill.drillEndDt, now);

/** Whether registration is still open at `now` (the deadline itself is closed, as the server enforces it). */
export const isRegistrationOpen = (drill: Pick<DrillCard, 'drillRegistrationEndDt'>, now: Date = new Date()) =>
  new Date(drill.drillRegistrationEndDt).getTime() > now.getTime();

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has passed (every part is then 0). */
  done: boolean;
}

/** The time left until `target`, in whole days, hours, minutes and seconds. */
export const countdownParts = (target: string | Date, now: Date = new Date()): CountdownParts => {
  const left = Math.max(0, Math.floor((new Date(target).getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
};

/** '3d 04h 12m' a day or more ahead, '04h 12m 09s' within the day. */
export const formatCountdown = (p: CountdownParts): string => {
  const two = (n: number) => String(n).padStart(2, '0');
  return p.days > 0
    ? `${p.days}d ${two(p.hours)}h ${two(p.minutes)}m`
    : `${two(p.hours)}h ${two(p.minutes)}m ${two(p.seconds)}s`;
};

export interface DrillCountdown {
  label: 'Registration closes in' | 'Starts in' | 'Ends in';
  target: string;
  parts: CountdownParts;
}

/**
 * The hackathon page's countdown: to the registration deadline while registration is open, else to the
 * start while it has not started, else to the end while it runs; null once it has ended.
 */
export const drillCountdown = (
  drill: Pick<DrillCard, 'drillStartDt' | 'drillRegistrationEndDt' | 'drillEndDt'>,
  now: Date = new Date(),
): DrillCountdown | null => {
  const at = (label: DrillCountdown['label'], target: string): DrillCountdown => ({
    label,
    target,
    parts: countdownParts(target, now),
  });
  if (isRegistrationOpen(drill, now)) return at('Registration closes in', drill.drillRegistrationEndDt);
  const status = drillStatus(drill, now);
  if (status === 'upcoming') return at('Starts in', drill.drillStartDt);
  if (status === 'live') return at('Ends in', drill.drillEndDt);
  return null;
};
