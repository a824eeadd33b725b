import { describe, expect, it } from 'vitest';
import { aadhaarChars, dateChars, panChars } from './typed-chars';

describe('what a box keeps of a keystroke', () => {
  it('a date keeps digits and dashes, dd-mm-yyyy long', () => {
    expect(dateChars('05/09-2001x')).toBe('0509-2001');
    expect(dateChars('05-09-20011')).toBe('05-09-2001');
  });

  it('a PAN keeps capital letters and digits, ten of them', () => {
    expect(panChars('abcde 1234-f9')).toBe('ABCDE1234F');
  });

  it('an Aadhaar keeps digits and the spaces between groups, 14 characters', () => {
    expect(aadhaarChars('1234 5678-9012 34')).toBe('1234 56789012 ');
  });
});
