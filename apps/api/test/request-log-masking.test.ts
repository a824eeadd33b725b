import { describe, expect, it } from 'vitest';
import { maskUrl } from '../src/app.ts';

describe('request log masking', () => {
  it('masks the code of a mailed verification link', () => {
    expect(maskUrl('/api/wueusers/verify/abc.def?returnUrl=%2F')).toBe('/api/wueusers/verify/[redacted]?returnUrl=%2F');
  });

  it('masks the token of an unsubscribe link wherever it sits in the query', () => {
    expect(maskUrl('/api/account/unsubscribe?token=v1.12.newsletters.sig')).toBe(
      '/api/account/unsubscribe?token=[redacted]',
    );
    expect(maskUrl('/unsubscribe?utm=mail&token=v1.12.newsletters.sig#top')).toBe(
      '/unsubscribe?utm=mail&token=[redacted]#top',
    );
  });

  it('leaves addresses without secrets as they are', () => {
    expect(maskUrl('/api/jobs/search?keyword=token')).toBe('/api/jobs/search?keyword=token');
  });
});
