import { describe, expect, it } from 'vitest';
import {
  isAadhaar,
  isFloat,
  isIndianMobile,
  isInteger,
  isPan,
  isUrl,
  hasImageExtension,
  isResumeFile,
  isWithinUploadLimit,
  isPinCode,
  parseDayMonthYear,
  toDayMonthYear,
  DayMonthYearSchema,
} from './validators.ts';
import { ContactMessageSchema } from '../contact/contact.schema.ts';

describe('Indian mobile numbers', () => {
  it.each(['9876543210', '+919876543210', '09876543210', '6000000000', '98765 43210', '+91 98765-43210'])(
    'accepts %s',
    (n) => expect(isIndianMobile(n)).toBe(true),
  );
  it.each(['5876543210', '987654321', '98765432101', '+929876543210', '0044 2345 6789', 'phone', ''])(
    'refuses %s',
    (n) => expect(isIndianMobile(n)).toBe(false),
  );
});

describe('generic validators of spec §5', () => {
  it('PAN is five letters, four digits and a letter', () => {
    expect(isPan('ABCDE1234F')).toBe(true);
    expect(isPan('abcde1234f')).toBe(true);
    expect(isPan('ABCD1234F')).toBe(false);
    expect(isPan('ABCDE12345')).toBe(false);
  });
  it('Aadhaar is twelve digits', () => {
    expect(isAadhaar('1234 5678 9012')).toBe(true);
    expect(isAadhaar('12345678901')).toBe(false);
  });
  it('integers and floats', () => {
    expect(isInteger('42')).toBe(true);
    expect(isInteger('4.2')).toBe(false);
    expect(isFloat('4.2')).toBe(true);
    expect(isFloat('4.')).toBe(false);
  });
  it('URLs must be http or https', () => {
    expect(isUrl('https://elevate.example/jobs')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('not a url')).toBe(false);
  });
  it('image extensions are jpg, jpeg, png and gif; a resume must be a pdf', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.gif'].every(hasImageExtension)).toBe(true);
    expect(hasImageExtension('e.svg')).toBe(false);
    expect(isResumeFile('cv.pdf')).toBe(true);
    expect(isResumeFile('cv.docx')).toBe(false);
  });
  it('the upload limit is checked in KB against the limit in MB', () => {
    expect(isWithinUploadLimit(2 * 1024 * 1024, 2)).toBe(true);
    expect(isWithinUploadLimit(2 * 1024 * 1024 + 1, 2)).toBe(false);
  });
});

describe('ContactMessageSchema', () => {
  const valid = {
    senderFullName: 'Ananya Rao',
    email: 'ananya@example.in',
    contact: '9876543210',
    purposeToConnect: 'Campus partnership',
    message: 'We would like to list our placement drive.',
  };
  const messages = (input: Record<string, unknown>) => {
    const r = ContactMessageSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a complete message and defaults the source to contactus', () => {
    const r = ContactMessageSchema.parse(valid);
    expect(r.contactUsSource).toBe('contactus');
  });
  it("says '{field} is mandatory field !' for each missing required field", () => {
    expect(messages({})).toMatchObject({
      senderFullName: 'Full Name is mandatory field !',
      email: 'Email is mandatory field !',
      contact: 'Contact Number is mandatory field !',
      message: 'Message is mandatory field !',
    });
  });
  it("says 'Invalid Email Id !' and 'Invalid Mobile Number !' for malformed values", () => {
    expect(messages({ ...valid, email: 'ananya@', contact: '12345' })).toEqual({
      email: 'Invalid Email Id !',
      contact: 'Invalid Mobile Number !',
    });
  });
  it('normalises the mobile number by removing spaces and dashes', () => {
    expect(ContactMessageSchema.parse({ ...valid, contact: '+91 98765-43210' }).contact).toBe('+919876543210');
  });
});

describe('PAN, Aadhaar and PIN code in detail', () => {
  it('PAN: case does not matter, but the order of letters and digits does', () => {
    expect(isPan('abcde1234f')).toBe(true);
    expect(isPan(' ABCDE1234F ')).toBe(true);
    for (const bad of ['ABCD1234F', 'ABCDE12345', '1BCDE1234F', 'ABCDE1234', 'ABCDE1234FG', 'ABCDE 1234F', ''])
      expect(isPan(bad), bad).toBe(false);
  });

  it('Aadhaar: twelve digits, spaces between groups allowed, nothing else', () => {
    expect(isAadhaar('2345 6789 0123')).toBe(true);
    for (const bad of ['23456789012', '2345678901234', '2345-6789-0123', 'ABCD67890123', ''])
      expect(isAadhaar(bad), bad).toBe(false);
  });

  it('PIN code: six digits, never starting with 0', () => {
    for (const good of ['110001', '560038', ' 400001 ', '999999']) expect(isPinCode(good), good).toBe(true);
    for (const bad of ['011001', '11001', '1100011', '11OO01', '110 001', '']) expect(isPinCode(bad), bad).toBe(false);
  });
});

describe('dates in dd-mm-yyyy', () => {
  it('become ISO dates and back', () => {
    expect(parseDayMonthYear('05-09-2001')).toBe('2001-09-05');
    expect(toDayMonthYear('2001-09-05')).toBe('05-09-2001');
    expect(toDayMonthYear('2001-09-05T10:00:00.000Z')).toBe('05-09-2001');
  });

  it('29-02 exists only in leap years (2000 was one, 1900 and 2023 were not)', () => {
    expect(parseDayMonthYear('29-02-2024')).toBe('2024-02-29');
    expect(parseDayMonthYear('29-02-2000')).toBe('2000-02-29');
    expect(parseDayMonthYear('29-02-2023')).toBeNull();
    expect(parseDayMonthYear('29-02-1900')).toBeNull();
  });

  it('refuses dates that are not in the calendar or not written as dd-mm-yyyy', () => {
    for (const bad of ['31-04-2024', '00-01-2024', '01-13-2024', '1-1-2024', '2024-01-01', '01/01/2024', '31-12-1899'])
      expect(parseDayMonthYear(bad), bad).toBeNull();
  });

  it('DayMonthYearSchema names the field in its messages', () => {
    const schema = DayMonthYearSchema('Start Date');
    expect(schema.safeParse('15-08-2023').success).toBe(true);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Start Date is mandatory field !');
    expect(schema.safeParse('31-02-2023').error?.issues[0]?.message).toBe(
      'Start Date must be a real date written as dd-mm-yyyy',
    );
  });
});
