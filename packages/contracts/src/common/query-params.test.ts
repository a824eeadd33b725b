import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blankIsUnset, idOf, limitParam, offsetParam, parseId } from './query-params.ts';

describe('shared query params', () => {
  it('reads an id from an address only when it is a positive whole number', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of ['0', '-3', '1.5', 'abc', '', null, undefined]) expect(parseId(bad)).toBeNull();
  });

  it('gives limit and offset defaults for blank values and names the field in every message', () => {
    const schema = z.object({
      limit: limitParam(50, 10),
      offset: offsetParam(1000),
      uId: blankIsUnset(idOf('uId').optional()),
    });
    expect(schema.parse({ limit: '', offset: '', uId: '' })).toEqual({ limit: 10, offset: 0, uId: undefined });
    const errors = schema.safeParse({ limit: '51', offset: '-1', uId: 'x' }).error?.issues.map((i) => i.message);
    expect(errors).toEqual(['limit must be at most 50', 'offset cannot be negative', 'uId must be a number']);
  });
});
