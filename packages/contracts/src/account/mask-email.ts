/**
 * An address shown to whoever holds a link, not to its signed-in owner: the first letter of the mailbox and
 * the domain (`k•••@example.in`). Three dots whatever the length, so the mask does not give the length away.
 */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
};
