import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '@elevate/contracts/account/mail-preferences.schema';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';

describe('unsubscribe tokens', () => {
  it('read back the account and kind they were signed for, for every kind', () => {
    for (const kind of MAIL_KINDS) {
      const token = signUnsubscribeToken(SECRET, 42, kind);
      expect(token).toMatch(new RegExp(`^v1\\.42\\.${kind}\\.[A-Za-z0-9_-]{43}$`));
      expect(readUnsubscribeToken(SECRET, token)).toEqual({ uid: 42, kind });
    }
  });

  it('are worthless under another secret, and their signature covers the id and the kind', () => {
    const token = signUnsubscribeToken(SECRET, 42, 'newsletters');
    expect(readUnsubscribeToken(`${SECRET}-rotated`, token)).toBeNull();
    expect(signUnsubscribeToken(SECRET, 43, 'newsletters').split('.')[3]).not.toBe(token.split('.')[3]);
    expect(signUnsubscribeToken(SECRET, 42, 'job-alerts').split('.')[3]).not.toBe(token.split('.')[3]);
  });

  it('refuse ids that are not a positive whole number a database id can be', () => {
    for (const uid of ['0', '-1', '007', '1e3', '2147483648', '']) {
      const [v, , k, s] = signUnsubscribeToken(SECRET, 7, 'newsletters').split('.');
      expect(readUnsubscribeToken(SECRET, [v, uid, k, s].join('.'))).toBeNull();
    }
  });
});
