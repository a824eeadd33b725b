import { describe, expect, it } from 'vitest';
import {
  RECOMMENDED_JOBS_DEFAULT_LIMIT,
  RECOMMENDED_JOBS_MAX_LIMIT,
  RecommendationReasons,
  RecommendedJobsQuerySchema,
} from './recommendations.schema.ts';

const messagesOf = (input: Record<string, unknown>) => {
  const parsed = RecommendedJobsQuerySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('recommended jobs query', () => {
  it('reads uId and the limit from query text, six by default', () => {
    expect(RecommendedJobsQuerySchema.parse({ uId: '12' })).toEqual({ uId: 12, limit: RECOMMENDED_JOBS_DEFAULT_LIMIT });
    expect(RecommendedJobsQuerySchema.parse({ uId: '12', limit: '3' })).toEqual({ uId: 12, limit: 3 });
    expect(RecommendedJobsQuerySchema.parse({ uId: '12', limit: '' })).toEqual({ uId: 12, limit: 6 });
  });

  it('refuses a missing or malformed uId and a limit out of range with field messages', () => {
    expect(messagesOf({})).toEqual(['uId: uId must be a number']);
    expect(messagesOf({ uId: 'me' })).toEqual(['uId: uId must be a number']);
    expect(messagesOf({ uId: '-4' })).toEqual(['uId: uId must be a positive number']);
    expect(messagesOf({ uId: '4', limit: '0' })).toEqual(['limit: limit must be at least 1']);
    expect(messagesOf({ uId: '4', limit: String(RECOMMENDED_JOBS_MAX_LIMIT + 1) })).toEqual([
      `limit: limit must be at most ${RECOMMENDED_JOBS_MAX_LIMIT}`,
    ]);
  });
});

describe('recommendation reasons', () => {
  it('names up to three matching skills, then how many more', () => {
    expect(RecommendationReasons.skills(['React', 'TypeScript'])).toBe('Matches your skills: React, TypeScript');
    expect(RecommendationReasons.skills(['React', 'TypeScript', 'Node.js', 'SQL', 'AWS'])).toBe(
      'Matches your skills: React, TypeScript, Node.js and 2 more',
    );
  });

  it('says the city, remote work and experience in plain words, one year singular', () => {
    expect(RecommendationReasons.city('Pune')).toBe('In Pune, your city');
    expect(RecommendationReasons.remote('Pune')).toBe('Remote, so you can work from Pune');
    expect(RecommendationReasons.experience(2)).toBe('Fits your 2 years of experience');
    expect(RecommendationReasons.experience(1)).toBe('Fits your 1 year of experience');
    expect(RecommendationReasons.experience(12.5)).toBe('Fits your 12.5 years of experience');
  });
});
