import { describe, expect, it } from 'vitest';
import { CollegeCreateBodySchema, CollegeSearchQuerySchema } from './college.schema.ts';

describe('college schemas', () => {
  it('a new institution is named with its spaces tidied; city and state are optional', () => {
    expect(CollegeCreateBodySchema.parse({ name: '  Govt.   Polytechnic  Pune ' })).toEqual({
      name: 'Govt. Polytechnic Pune',
      city: null,
      state: null,
    });
    expect(
      CollegeCreateBodySchema.parse({ name: 'Govt. Polytechnic Pune', city: 'Pune', state: 'Maharashtra' }),
    ).toEqual({ name: 'Govt. Polytechnic Pune', city: 'Pune', state: 'Maharashtra' });
  });

  it('refuses a blank, short or long name and a state that is not Indian', () => {
    const message = (body: object) => CollegeCreateBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ name: '   ' })).toBe('Institution name is mandatory field !');
    expect(message({ name: 'ab' })).toBe('Institution name must be 3 to 200 characters');
    expect(message({ name: 'x'.repeat(201) })).toBe('Institution name must be 3 to 200 characters');
    expect(message({ name: 'Some College', state: 'Texas' })).toBe('Invalid Value !');
  });

  it('search answers 20 unless asked, at most 50', () => {
    expect(CollegeSearchQuerySchema.parse({})).toEqual({ search: '', limit: 20 });
    expect(CollegeSearchQuerySchema.parse({ search: ' iit  delhi ', limit: '50' })).toEqual({
      search: 'iit delhi',
      limit: 50,
    });
    expect(CollegeSearchQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});
