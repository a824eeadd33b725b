import { describe, expect, it } from 'vitest';
import { candidateSignalsOfProfile, scoreMatch, type CandidateSignals, type JobSignals } from './scoring.ts';

const job = (over: Partial<JobSignals> = {}): JobSignals => ({
  skills: ['React', 'TypeScript', 'Node.js'],
  minYears: 2,
  maxYears: 4,
  location: 'Pune',
  ...over,
});
const candidate = (over: Partial<CandidateSignals> = {}): CandidateSignals => ({
  resumeSkills: ['ReactJS', 'TS'],
  profileSkills: ['React', 'TypeScript', 'node'],
  experienceMonths: 36,
  city: 'Pune',
  ...over,
});

describe('scoreMatch', () => {
  it('scores 2 of 3 skills in dictionary names, experience within range and the same city as 46.7 + 20 + 10', () => {
    const { score, explanation } = scoreMatch(candidate(), job());
    expect(score).toBe(76.7);
    expect(explanation.skills).toEqual({
      matched: ['React', 'TypeScript'],
      missingOnProfile: ['Node.js'],
      missingGaps: [],
      points: 46.7,
    });
    expect(explanation.experience).toEqual({
      candidateMonths: 36,
      jobMinYears: 2,
      jobMaxYears: 4,
      fit: 'within',
      points: 20,
    });
    expect(explanation.location).toEqual({ candidateCity: 'Pune', fit: 'same-city', points: 10 });
    expect(explanation.improvements).toEqual([
      { text: 'Add Node.js to your resume: it is on your profile and this job asks for it', gain: 23.3 },
    ]);
  });

  it('lists exactly the job skills that decided the score: matched, on the profile only, and real gaps', () => {
    const { explanation } = scoreMatch(
      candidate({ resumeSkills: ['Python', 'Figma'], profileSkills: ['Java'] }),
      job({ skills: ['Python', 'Java', 'SQL', 'Core Java', 'python3'] }),
    );
    // "Core Java" is Java and "python3" is Python: one skill, named once. Figma is not asked for, so not listed.
    expect(explanation.skills).toEqual({
      matched: ['Python'],
      missingOnProfile: ['Java'],
      missingGaps: ['SQL'],
      points: 23.3,
    });
    expect(explanation.improvements).toEqual([
      { text: 'Add Java to your resume: it is on your profile and this job asks for it', gain: 23.4 },
      { text: 'Learn SQL: this job asks for it', gain: 23.4 },
    ]);
  });

  it('gives partial experience credit below the range by how far, 15 above it, and 10 when unknown', () => {
    expect(scoreMatch(candidate({ experienceMonths: 12 }), job()).explanation.experience).toMatchObject({
      fit: 'below',
      points: 10,
    });
    expect(scoreMatch(candidate({ experienceMonths: 6 }), job({ minYears: 3 })).explanation.experience.points).toBe(
      3.3,
    );
    expect(scoreMatch(candidate({ experienceMonths: 120 }), job()).explanation.experience).toMatchObject({
      fit: 'above',
      points: 15,
    });
    expect(scoreMatch(candidate({ experienceMonths: null }), job()).explanation.experience).toMatchObject({
      fit: 'unknown',
      points: 10,
    });
    // A fresher fits a job asking for none; a maximum of 0 under the minimum means exactly the minimum.
    expect(
      scoreMatch(candidate({ experienceMonths: 0 }), job({ minYears: 0, maxYears: 0 })).explanation.experience,
    ).toMatchObject({ fit: 'within', points: 20 });
    expect(
      scoreMatch(candidate({ experienceMonths: 36 }), job({ minYears: 2, maxYears: 0 })).explanation.experience,
    ).toMatchObject({ fit: 'above', points: 15 });
  });

  it('scores the city by any of its names, a remote job 8, another city 0 and an unknown city 5', () => {
    const loc = (city: string | null, location: string) =>
      scoreMatch(candidate({ city }), job({ location })).explanation.location;
    expect(loc('Bangalore', 'Hybrid - Bengaluru / Remote')).toEqual({
      candidateCity: 'Bangalore',
      fit: 'same-city',
      points: 10,
    });
    expect(loc('Pune', 'Remote')).toMatchObject({ fit: 'remote', points: 8 });
    expect(loc(null, 'Work From Home')).toMatchObject({ fit: 'remote', points: 8 });
    expect(loc('Pune', 'Mumbai')).toMatchObject({ fit: 'other-city', points: 0 });
    expect(loc(null, 'Mumbai')).toEqual({ candidateCity: null, fit: 'unknown', points: 5 });
    expect(loc('  ', 'Mumbai')).toMatchObject({ fit: 'unknown', points: 5 });
  });

  it('scores the skills part of a job naming no skills 0, with nothing to improve', () => {
    const { score, explanation } = scoreMatch(candidate(), job({ skills: [] }));
    expect(explanation.skills).toEqual({ matched: [], missingOnProfile: [], missingGaps: [], points: 0 });
    expect(explanation.improvements).toEqual([]);
    expect(score).toBe(30);
  });

  it('shows at most three improvements, the profile skills first, and none once every skill matches', () => {
    const { explanation } = scoreMatch(
      candidate({ resumeSkills: [], profileSkills: ['SQL'] }),
      job({ skills: ['Java', 'Python', 'SQL', 'Excel', 'C'] }),
    );
    expect(explanation.improvements.map((i) => i.text)).toEqual([
      'Add SQL to your resume: it is on your profile and this job asks for it',
      'Learn Java: this job asks for it',
      'Learn Python: this job asks for it',
    ]);
    expect(explanation.improvements.every((i) => i.gain === 14)).toBe(true);
    const full = scoreMatch(candidate({ resumeSkills: ['React', 'TypeScript', 'Node.js'] }), job());
    expect(full.score).toBe(100);
    expect(full.explanation.improvements).toEqual([]);
  });

  it('gives the same score and explanation every time for the same inputs', () => {
    const first = scoreMatch(candidate(), job());
    for (let i = 0; i < 5; i += 1) expect(scoreMatch(candidate(), job())).toEqual(first);
  });

  it('scores two profiles differing only in name, gender, age, photo and marital status the same', () => {
    const base = { skills: ['React', 'SQL'], experienceYears: 2, currentCity: 'Pune' };
    const a = {
      ...base,
      fullName: 'Asha Rao',
      gender: 'Female',
      dateOfBirth: '1990-01-01',
      profilePicKey: 'a.png',
      maritalStatus: 'Married',
    };
    const b = {
      ...base,
      fullName: 'Vikram Singh',
      gender: 'Male',
      dateOfBirth: '2003-06-30',
      profilePicKey: null,
      maritalStatus: 'Single',
    };
    const sa = candidateSignalsOfProfile(a);
    const sb = candidateSignalsOfProfile(b);
    expect(sa).toEqual(sb);
    expect(Object.keys(sa).sort()).toEqual(['city', 'experienceMonths', 'profileSkills', 'resumeSkills']);
    expect(scoreMatch(sa, job())).toEqual(scoreMatch(sb, job()));
  });
});
