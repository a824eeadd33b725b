import { describe, expect, it } from 'vitest';
import { DeleteAccountFormSchema } from './account.schema.ts';
import { AccountMessages } from './account.messages.ts';
import { MAIL_KIND_INFO, MAIL_KINDS, MailPreferencesSchema } from './mail-preferences.schema.ts';
import { maskEmail } from './mask-email.ts';

describe('mail preferences contract', () => {
  it('every kind has a label and a description', () => {
    for (const kind of MAIL_KINDS) {
      expect(MAIL_KIND_INFO[kind].label.length).toBeGreaterThan(3);
      expect(MAIL_KIND_INFO[kind].description).toMatch(/\.$/);
    }
  });

  it('a save names every kind and nothing else, each on or off', () => {
    const all = Object.fromEntries(MAIL_KINDS.map((k) => [k, true]));
    expect(MailPreferencesSchema.safeParse({ mail: all, jobfeed: false, mentor: true }).success).toBe(true);
    expect(MailPreferencesSchema.safeParse({ mail: { ...all, sms: true }, jobfeed: false, mentor: true }).success).toBe(
      false,
    );
    const { newsletters: _dropped, ...missing } = all;
    expect(MailPreferencesSchema.safeParse({ mail: missing, jobfeed: false, mentor: true }).success).toBe(false);
    const wrong = MailPreferencesSchema.safeParse({
      mail: { ...all, newsletters: 'yes' },
      jobfeed: false,
      mentor: true,
    });
    expect(wrong.error?.issues[0]?.message).toBe(AccountMessages.switchInvalid);
  });
});

describe('maskEmail', () => {
  it.each([
    ['kavya.menon@example.in', 'k•••@example.in'],
    ['a@b.co', 'a•••@b.co'],
    ['no-at-sign', '•••'],
  ])('shows %s as %s', (email, masked) => expect(maskEmail(email)).toBe(masked));
});

describe('the delete dialog', () => {
  it('asks for the password, or the email of an account without one', () => {
    expect(DeleteAccountFormSchema('password').safeParse({ confirmation: '' }).error?.issues[0]?.message).toBe(
      AccountMessages.confirmPasswordRequired,
    );
    expect(DeleteAccountFormSchema('email').safeParse({ confirmation: '' }).error?.issues[0]?.message).toBe(
      AccountMessages.confirmEmailRequired,
    );
    // A password is sent as typed: spaces may be part of it.
    expect(DeleteAccountFormSchema('password').parse({ confirmation: ' pass word ' }).confirmation).toBe(' pass word ');
  });
});
