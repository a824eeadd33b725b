import { describe, expect, it } from 'vitest';
import { formatWhen } from './mentorship-notices.ts';

describe('formatWhen', () => {
  it('writes a time as Indian readers expect it, in IST by default', () => {
    expect(formatWhen(new Date('2026-12-01T13:00:00Z'))).toBe('Tue, 1 Dec, 6:30 pm IST');
  });

  it("names the recipient's own zone elsewhere, summer time included", () => {
    expect(formatWhen(new Date('2026-12-01T16:00:00Z'), 'America/Los_Angeles')).toBe('Tue, 1 Dec, 8:00 am PST');
    expect(formatWhen(new Date('2026-07-01T16:00:00Z'), 'America/Los_Angeles')).toBe('Wed, 1 Jul, 9:00 am PDT');
  });
});
