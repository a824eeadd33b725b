import { describe, expect, it } from 'vitest';
import { StandingsMessages, tieBreakSentence } from './standings.messages.ts';
import {
  agreementReadingOf,
  FeedbackParamsSchema,
  PublishResultsBodySchema,
  ShortlistBodySchema,
} from './standings.schema.ts';

describe('standings contracts', () => {
  it('takes a top-N or a threshold shortlist and names what is wrong otherwise', () => {
    expect(ShortlistBodySchema.parse({ mode: 'top', count: 5 })).toEqual({ mode: 'top', count: 5 });
    expect(ShortlistBodySchema.parse({ mode: 'threshold', minNormalised: 55.5 })).toEqual({
      mode: 'threshold',
      minNormalised: 55.5,
    });
    const zero = ShortlistBodySchema.safeParse({ mode: 'top', count: 0 });
    expect(zero.success ? '' : zero.error.issues[0]!.message).toBe(StandingsMessages.countInvalid);
    const high = ShortlistBodySchema.safeParse({ mode: 'threshold', minNormalised: 101 });
    expect(high.success ? '' : high.error.issues[0]!.message).toBe(StandingsMessages.thresholdInvalid);
    expect(ShortlistBodySchema.safeParse({ mode: 'best', count: 3 }).success).toBe(false);
  });

  it('keeps the appeal window within 0–168 whole hours and awards named', () => {
    expect(PublishResultsBodySchema.parse({ appealWindowHours: 0 })).toEqual({ appealWindowHours: 0, awards: [] });
    expect(PublishResultsBodySchema.safeParse({ appealWindowHours: 169 }).success).toBe(false);
    expect(PublishResultsBodySchema.safeParse({ appealWindowHours: 1.5 }).success).toBe(false);
    expect(
      PublishResultsBodySchema.safeParse({ appealWindowHours: 24, awards: [{ rank: 1, award: ' ' }] }).success,
    ).toBe(false);
    expect(FeedbackParamsSchema.safeParse({ id: '12', participantId: 'x' }).success).toBe(false);
  });

  it('reads the agreement in words', () => {
    expect(agreementReadingOf(0.85)).toBe('Strong agreement');
    expect(agreementReadingOf(0.5)).toBe('Moderate agreement');
    expect(agreementReadingOf(0.2)).toBe('Weak agreement');
    expect(agreementReadingOf(-0.4)).toBe('Little or no agreement');
    expect(agreementReadingOf(null)).toBe(StandingsMessages.agreementUnknown);
  });

  it('writes the tie-break chain as one sentence', () => {
    expect(tieBreakSentence(['normalised-average', 'raw-average'])).toBe(
      'Ties are broken by: higher normalised average, then higher raw average. Ranks are equal only when every rule ties.',
    );
  });
});
