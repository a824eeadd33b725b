import { describe, expect, it } from 'vitest';
import {
  AadhaarSchema,
  DocumentsBodySchema,
  DocumentsFormSchema,
  maskAadhaar,
  PanSchema,
  PROFILE_UPLOAD_PURPOSE,
} from './documents.schema.ts';

describe('PAN', () => {
  it.each([
    ['ABCDE1234F', 'ABCDE1234F'],
    [' abcde1234f ', 'ABCDE1234F'],
  ])('%s is kept as %s', (input, kept) => expect(PanSchema.parse(input)).toBe(kept));

  it.each(['ABCD1234F', 'ABCDE12345', '1BCDE1234F', 'ABCDE 1234F', ''])('%s is refused with the PAN message', (v) => {
    const res = PanSchema.safeParse(v);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('PAN must be 5 letters, 4 digits and 1 letter, like ABCDE1234F');
  });
});

describe('Aadhaar', () => {
  it('takes the 12 digits, with or without the card’s spaces, and keeps only the last four', () => {
    expect(AadhaarSchema.parse('2345 6789 0123')).toBe('0123');
    expect(AadhaarSchema.parse('234567890123')).toBe('0123');
  });

  it.each(['2345 6789 012', '2345678901234', '2345-6789-0123', 'abcd efgh ijkl', ''])('%s is refused', (v) =>
    expect(AadhaarSchema.safeParse(v).error?.issues[0]?.message).toBe('Aadhaar number must be 12 digits'),
  );

  it('is shown masked as UIDAI prints it', () => expect(maskAadhaar('0123')).toBe('XXXX XXXX 0123'));
});

describe('documents body', () => {
  it('left out keeps, blank or null removes, a value replaces', () => {
    expect(DocumentsBodySchema.parse({})).toEqual({});
    expect(DocumentsBodySchema.parse({ panNumber: '', aadhaarNumber: null })).toEqual({
      panNumber: null,
      aadhaarNumber: null,
    });
    expect(DocumentsBodySchema.parse({ panNumber: 'abcde1234f', aadhaarNumber: '2345 6789 0123' })).toEqual({
      panNumber: 'ABCDE1234F',
      aadhaarNumber: '0123',
    });
  });

  it('a number where text belongs gets the field’s own message', () => {
    const res = DocumentsBodySchema.safeParse({ aadhaarNumber: 234567890123 });
    expect(res.error?.issues).toEqual([
      expect.objectContaining({ path: ['aadhaarNumber'], message: 'Aadhaar number must be 12 digits' }),
    ]);
  });

  it('the form accepts empty boxes and checks filled ones with the same rules', () => {
    expect(DocumentsFormSchema.safeParse({ panNumber: '', aadhaarNumber: '' }).success).toBe(true);
    expect(DocumentsFormSchema.safeParse({ panNumber: 'ABC', aadhaarNumber: '' }).success).toBe(false);
  });

  it.each(['2345 6789 012', '2345-6789-0123', 'abcd efgh ijkl', '1'.repeat(25)])(
    'the form refuses the Aadhaar %s with the Aadhaar message, not zod’s generic one',
    (v) =>
      expect(DocumentsFormSchema.safeParse({ panNumber: '', aadhaarNumber: v }).error?.issues).toEqual([
        expect.objectContaining({ path: ['aadhaarNumber'], message: 'Aadhaar number must be 12 digits' }),
      ]),
  );

  it('a blank Aadhaar box passes the form, so the saved number is kept', () =>
    expect(DocumentsFormSchema.safeParse({ panNumber: '', aadhaarNumber: '   ' }).success).toBe(true));
});

it('both identity scans are private government-id uploads; the picture is public', () => {
  expect(PROFILE_UPLOAD_PURPOSE).toEqual({
    'profile-picture': 'profile-picture',
    resume: 'resume',
    'pan-scan': 'government-id',
    'government-id': 'government-id',
  });
});
