/**
 * What the host console says about a hackathon's own fields (create, edit, publish, preview), defined once
 * for the form and the API.
 */
export const ConsoleDrillMessages = {
  created: 'Hackathon created as a draft: participants see it once you publish it',
  saved: 'Hackathon saved',
  published: 'Hackathon published: participants can find it and register',
  unpublished: 'Hackathon unpublished: it is hidden from participants',
  notFound: 'We could not find this hackathon.',

  custUrlTaken: 'Another hackathon already uses this custom URL. Choose another one.',
  custUrlFree: 'This custom URL is free',
  custUrlDigits: 'A custom URL needs at least one letter: a number alone is read as a hackathon id',
  custUrlQuery: 'Give a custom URL or a name to check',

  date: (label: string) => `${label} must be a date and time`,
  registrationAfterEnd: 'Registration must close on or before the end',
  startAfterEnd: 'The start must be on or before the end',
  teamRange: 'Largest team size must not be below the smallest',
  teamSize: (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}`,
  prizeValue: 'Prize value must be a whole number of rupees, 0 or more',
  scheduleOrder: 'A schedule item must end on or after its start',
  webAddress: (label: string) => `${label} must be a web address starting with http:// or https://`,

  publishBlocked: 'Complete the checklist before publishing',
  saveWouldUnlist:
    'This hackathon is published: a save must keep the checklist complete. Complete it, or unpublish first.',
} as const;

/** The checklist items, shown to hosts as what is still missing before they can publish. */
export const DrillChecklistLabels = {
  description: 'Write the description',
  eligibility: 'Say who is eligible',
  logo: 'Upload a logo',
  phases: 'Add at least one phase',
  dates: 'Put the dates in order: start and registration end on or before the end',
  prizes: 'List the prizes (a total prize value is set)',
} as const;
export type DrillChecklistKey = keyof typeof DrillChecklistLabels;
