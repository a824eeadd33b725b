import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './sql-like.ts';

describe('LIKE patterns from typed text', () => {
  it('keeps %, _ and backslash as letters to match', () => {
    expect(escapeLike('100%_done\\')).toBe('100\\%\\_done\\\\');
    expect(escapeLike('plain text')).toBe('plain text');
  });

  it('finds the text anywhere', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });
});
