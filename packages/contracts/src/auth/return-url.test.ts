import { describe, expect, it } from 'vitest';
import { ReturnUrlSchema } from './auth.schema.ts';

const accepts = (u: string) => ReturnUrlSchema.safeParse(u).success;

describe('returnUrl is a path on this site', () => {
  it.each(['/', '/my-jobs', '/jobs/data-analyst?tab=about#top', '/search?q=a%2F%2Fb'])('accepts %j', (u) =>
    expect(accepts(u)).toBe(true),
  );

  it.each([
    ['a tab browsers strip into //evil.example', '/\t/evil.example'],
    ['a newline browsers strip', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/jobs\u0000'],
    ['another control character', '/jobs\u007f'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['no leading slash', 'evil.example'],
    ['a leading space', ' /jobs'],
  ])('refuses %s', (_name, u) => expect(accepts(u)).toBe(false));
});
