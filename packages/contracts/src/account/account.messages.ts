/** What /settings and /unsubscribe say (docs/decisions/027), defined once for the pages and the API. */
export const AccountMessages = {
  preferencesSaved: 'Your mail preferences are saved',
  switchInvalid: 'Choose on or off',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. It may have been cut short when it was copied: open it again from the mail, or log in and choose what we send you in Settings.',
  unsubscribeLinkMissing:
    'This unsubscribe link is incomplete. Open it again from the mail, or log in and choose what we send you in Settings.',
  confirmPasswordRequired: 'Enter your password to confirm',
  confirmPasswordWrong: 'This password is not correct',
  confirmEmailRequired: 'Type your email address to confirm',
  confirmEmailWrong: 'This is not the email address of your account',
  accountDeleted: 'Your account has been deleted. We are sorry to see you go.',
} as const;

/** "You will no longer get application updates at k•••@example.in." */
export const unsubscribedMessage = (label: string, maskedEmail: string): string =>
  `You will no longer get ${label.toLowerCase()} at ${maskedEmail}.`;

/** "Application updates are on again for k•••@example.in." */
export const resubscribedMessage = (label: string, maskedEmail: string): string =>
  `${label} are on again for ${maskedEmail}.`;
