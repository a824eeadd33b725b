/**
 * What the employer console says, defined once for the forms and the API. Where spec §5 has words
 * ('{field} is mandatory field !', 'description should not be blank !', 'Invalid Value !') they are used.
 */
export const ConsoleMessages = {
  customUrlTaken: 'This custom URL is already taken',
  customUrlFormat: 'Use lower-case letters, digits and single hyphens, like kaveri-analytics',
  uploadedImageOnly: 'Please upload the image here; links to other sites are not accepted',
  uploadMissing: 'This image is not in our store any more. Please upload it again.',
  webAddress: (label: string) => `${label} must be a web address starting with http:// or https://`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooMany: (label: string, max: number) => `${label}: at most ${max} allowed`,
  hashtagFormat: 'A hashtag may use letters, digits and underscores only',
  foundedDate: 'Enter the founding date as a real date that is not in the future',
  ctcRange: 'Maximum CTC must not be below the minimum CTC',
  ctcNumber: (label: string) => `${label} must be a whole number of rupees, 0 or more`,
  yoeRange: 'Maximum experience must not be below the minimum experience',
  yoeNumber: (label: string, max: number) => `${label} must be between 0 and ${max} years`,
  vacancies: 'Number of vacancies must be at least 1',
  vacanciesMax: (max: number) => `Number of vacancies must be at most ${max}`,
  noSuchAccount: 'No Elevate account uses this email. Ask them to sign up first, then attach them.',
  alreadyAttached: 'This person already manages this company.',
  companyNotFound: 'We could not find this company.',
  jobNotFound: 'We could not find this job.',
  saved: 'Company page saved',
  jobPosted: 'Job posted',
  jobSaved: 'Job saved',
  jobClosed: 'Job closed: it takes no more applications',
  jobReopened: 'Job reopened',
  partnerCreated: 'Company created',
  employerAttached: 'Employer attached',
  employerRemoved: 'Employer removed',
} as const;
