/**
 * What the host console says about a hackathon's participants, teams, announcements and stats, defined once
 * for the pages and the API.
 */

/** At most this many announcements per hackathon in any hour (each can mail every participant). */
export const ANNOUNCEMENTS_PER_HOUR = 5;

export const DrillPeopleMessages = {
  searchTooLong: (max: number) => `Search at most ${max} characters`,
  kindInvalid: 'Show teams or individuals',
  submittedInvalid: 'submitted must be yes or no',
  statusInvalid: 'status must be registered or withdrawn',
  phaseNotInDrill: 'That phase is not part of this hackathon',

  titleRequired: 'Give the announcement a title',
  titleTooLong: (max: number) => `Keep the title to ${max} characters`,
  bodyRequired: 'Write what you want to announce',
  bodyTooLong: (max: number) => `Keep the announcement to ${max} characters`,
  announcementQueued: (mail: boolean) =>
    mail
      ? 'Announcement saved: participants get it in the app and by mail in a few moments'
      : 'Announcement saved: participants see it in the app in a few moments',
  tooManyAnnouncements: (max: number, nextAt: string) =>
    `You can send at most ${max} announcements an hour for a hackathon. The next one can go at ${nextAt} (IST).`,

  // The in-app notification and the mail (fixed words plus names the host wrote)
  noticeOneLiner: (drill: string, title: string) => `${drill}: ${title}`,
  mailSubject: (drill: string) => `An announcement from the hosts of ${drill}`,
  mailLead: (title: string) => `The hosts posted an announcement: "${title}".`,
  mailBody: 'Read it on your participant dashboard.',
  mailSignature: 'Team Elevate',
  mailButton: 'Read the announcement',
} as const;
