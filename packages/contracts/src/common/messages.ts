/** Words of spec §5 and §8, defined once and used by the forms and by the API. */
export const Messages = {
  somethingWentWrong: 'Something went wrong !',
  mandatoryField: (field: string) => `${field} is mandatory field !`,
  invalidEmailId: 'Invalid Email Id !',
  invalidMobile: 'Invalid Mobile Number !',
  blankDescription: 'description should not be blank !',
  invalidValue: 'Invalid Value !',
  selectFile: 'Please select file for upload !',
  fileTooLarge: (mb: number) => `Size of file is not valid, please upload file less than ${mb} mb !`,
  notAuthorized: 'You are not authorized for this page !',
  copied: 'Copied to clipboard',
  contactSuccess: 'Message sent successfully',
  contactModalTitle: 'We are always ready to serve you',
} as const;
