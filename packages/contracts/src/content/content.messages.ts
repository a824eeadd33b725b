/** Content's words, used by the API and the pages alike. */
export const ContentMessages = {
  caseStudyNotFound: 'This story is not available. It may have been removed or its address changed.',
  custUrlTaken: 'This address is taken by another story. Please choose another.',
  eventNotFound: 'This event is not available.',
  eventFull: 'This event is full.',
  eventClosed: 'Registration for this event is closed.',
  eventOver: 'This event has ended.',
  registered: 'You are registered. A calendar invite is on its way to your inbox.',
  registrationCancelled: 'Your registration is cancelled.',
  endBeforeStart: 'The end must be after the start.',
  pageSaved: 'Page saved',
  featuredUnknown: 'One of the pinned items does not exist any more.',
  saved: 'Saved',
  deleted: 'Deleted',
} as const;
