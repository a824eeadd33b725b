/** The words of the hackathon discovery calls and pages, defined once for the API and the pages. */
export const DrillMessages = {
  /** The same words as drill-access.ts DRILL_NOT_FOUND (a 404 for an unknown or unpublished hackathon). */
  notFound: 'This hackathon does not exist or is no longer listed.',
  oneOf: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}`,
  tooManyValues: (max: number) => `At most ${max} values`,
  queryTooLong: (max: number) => `The search can be at most ${max} characters`,
  sectionUnknown: (sections: readonly string[]) => `section must be one of: ${sections.join(', ')}`,
  actionRequired: 'action is required',
  /** Bookmarks are one's own: another user's uid is refused. */
  bookmarkOthers: 'You can only save hackathons for yourself.',
  bookmarked: 'Hackathon saved',
  unbookmarked: 'Hackathon removed from your saved list',
  shareEmailsMax: (max: number) => `You can share a hackathon with at most ${max} addresses at a time`,
  shared: (n: number) => (n === 1 ? 'Hackathon shared with 1 person' : `Hackathon shared with ${n} people`),
  /** The card's prize value when every prize is in kind (an internship, goodies) or none is named. */
  nonCashRewards: 'Non-cash rewards',
  free: 'Free',
  noResults: 'No hackathons match these filters',
} as const;
