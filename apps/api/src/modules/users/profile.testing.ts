/**
 * Shared setup for the users/profile suites (profile.personal.test.ts, profile.entries.test.ts): signed-in
 * callers, request shorthands and sample entries. Not a test file itself: vitest collects only *.test.ts.
 */
import type { TestContext } from '../../../test/helper.ts';
import { authHeaders, createUser, signIn } from '../auth/auth.testing.ts';

type Headers = ReturnType<typeof authHeaders>;
export interface Caller {
  uid: number;
  headers: Headers;
}

/** Signed-in callers and GET/PUT/DELETE shorthands for /api/users/profile/*, bound to one test app. */
export const profileClient = (t: TestContext) => {
  const signedIn = async (role: 'user' | 'employer' | 'admin' = 'user'): Promise<Caller> => {
    const user = await createUser(t, { role });
    return { uid: user.uid, headers: authHeaders(await signIn(t, user)) };
  };
  const get = (path: string, uId: number, headers?: Headers) =>
    t.inject({ method: 'GET', url: `/api/users/profile/${path}?uId=${uId}`, headers });
  const put = (path: string, uId: number, payload: unknown, headers?: Headers) =>
    t.inject({ method: 'PUT', url: `/api/users/profile/${path}?uId=${uId}`, payload: payload as object, headers });
  const del = (path: string, id: number, headers?: Headers) =>
    t.inject({ method: 'DELETE', url: `/api/users/profile/${path}/${id}`, headers });
  return { signedIn, get, put, del };
};

export const personal = {
  currentAddress: '14, 2nd Cross, Indiranagar',
  coverLetter: 'I build data pipelines.',
  currentCity: 'Bengaluru',
  currentState: 'Karnataka',
  zipcode: '560038',
  dateOfBirth: '29-02-2000',
  gender: 'female',
  languagesKnown: ['Kannada', 'English', ' english '],
  maritalStatus: 'Single',
  otherDetails: null,
  socialLinks: { linkedin: 'https://www.linkedin.com/in/kavya-menon', github: '' },
  experienceYears: 2,
  noticePeriod: '1 month',
};

export const education = {
  level: 'Graduation/Diploma',
  courseLevel: 'Graduation/Diploma',
  degree: 'B.Tech',
  institution: 'National Institute of Technology Calicut',
  studyYear: 'last',
  degreeLevel: 'UG',
  gradeType: 'CGPA',
  grade: 8.4,
  startYear: 2018,
  endYear: 2022,
};
export const work = {
  company: 'Godavari Labs',
  title: 'Data Analyst',
  employmentType: 'Full-Time',
  startDate: '01-07-2022',
  endDate: '',
  currentJob: true,
  description: 'Dashboards for the sales team.',
};
export const project = {
  title: 'Crop price forecaster',
  description: 'Weekly mandi prices from Agmarknet.',
  url: 'https://github.com/kavya/crop-prices',
  startDate: '01-01-2023',
  endDate: '31-03-2023',
};
export const other = {
  kind: 'patent',
  title: 'Low-cost soil moisture probe',
  issuer: 'Indian Patent Office',
  reference: 'IN202341012345',
  status: 'Patent Pending',
  date: '15-05-2023',
};
