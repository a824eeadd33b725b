/**
 * The only extra headers a mail may carry: the unsubscribe headers of non-essential mail (RFC 2369, RFC 8058;
 * docs/decisions/027), set by the account module's non-essential mailer. Stored with the outbox row, so every
 * try sends the same ones.
 */
export const MAIL_HEADER_NAMES = ['List-Unsubscribe', 'List-Unsubscribe-Post'] as const;
export type MailHeaders = Partial<Record<(typeof MAIL_HEADER_NAMES)[number], string>>;

/** The stored extra headers nodemailer gets: only the known names, and never a value that could start a new line. */
export const headersOf = (stored: Record<string, string> | null): Record<string, string> | undefined => {
  if (!stored) return undefined;
  const safe = Object.fromEntries(
    MAIL_HEADER_NAMES.flatMap((name) => {
      const value = stored[name];
      return typeof value === 'string' && !/[\r\n]/.test(value) ? [[name, value]] : [];
    }),
  );
  return Object.keys(safe).length > 0 ? safe : undefined;
};
