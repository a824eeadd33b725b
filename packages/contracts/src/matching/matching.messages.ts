import { UploadMessages } from '../uploads/upload.schema.ts';

/** What the parser, matching and screening say, worded once for the API, the pages and their tests. */
export const MatchingMessages = {
  selectFile: 'Please select file for upload !',
  resumeType: UploadMessages.resumeType,
  tooLarge: UploadMessages.tooLarge,
  unreadable: 'We could not read this PDF. Please upload another copy of your resume.',
  tooSlow: 'This PDF took too long to read. Please upload a simpler copy of your resume.',
  scanned:
    'This resume looks like a scanned image, so we could not read its text. Upload a PDF saved from a word processor for better results.',
  twoColumn: 'This resume has two columns. We read each column separately; please check the fields below.',
  truncated: (pages: number) => `Only the first ${pages} pages were read.`,
  noResumeOnProfile: 'There is no resume on your profile yet. Upload one to match it with jobs.',
  othersResume: 'You can only read your own resume.',
  othersJob: "You can only screen the applicants of your own company's jobs.",
  prefillSaved: 'Your profile was updated from your resume.',
  nothingChosen: 'Choose at least one field to add to your profile.',
  noSkillsFound: 'We found no skills in this resume. Add a Skills section listing the tools and subjects you know.',
} as const;
