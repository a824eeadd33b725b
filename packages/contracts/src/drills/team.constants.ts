/**
 * Registration and teams of a hackathon (issue 11, spec §5 team names, §7.6): limits, apart from the schemas
 * so the web's pages can import them without zod.
 */

/** A team name: long enough to be told apart, short enough for a card and a certificate line. */
export const TEAM_NAME_MIN = 3;
export const TEAM_NAME_MAX = 40;

/** An invite code stops working this many days after it was made; the lead makes a new one at any time. */
export const INVITE_CODE_TTL_DAYS = 7;
/** Invite codes are this many letters and digits (without look-alikes such as 0/O and 1/I). */
export const INVITE_CODE_LENGTH = 10;

/** Teammate finder: what a participant wants to build, and the short note of an application to a role. */
export const PITCH_MAX = 500;
export const NOTE_MAX = 300;
/** Roles a team still needs ("Designer"): at most this many, each this long. */
export const ROLE_MAX = 60;
export const ROLES_NEEDED_MAX = 8;
/** A skill typed into the teammate finder. */
export const FINDER_SKILL_MAX = 60;

/** Paging of team search and the teammate finder. */
export const TEAM_SEARCH_DEFAULT_LIMIT = 20;
export const TEAM_SEARCH_MAX_LIMIT = 50;
export const TEAM_SEARCH_MAX_OFFSET = 5_000;

/** The participant dashboard of a registration (spec §2.4): invitations and acceptances link here. */
export const participantDashboardPath = (drillId: number, participantId: number) =>
  `/drills/participant-dashboard/${drillId}/${participantId}`;
