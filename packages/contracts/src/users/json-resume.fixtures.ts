/**
 * Profiles and resumes the JSON Resume tests share (contracts and API). Not a test file: vitest collects only
 * *.test.ts.
 */
import type { JsonResume } from './json-resume.ts';
import type { CompleteProfileBody } from './profile.schema.ts';

/** A profile with something in every field the import and export carry. */
export const fullProfileBody = (): CompleteProfileBody => ({
  personal: {
    currentAddress: 'Flat 4B, Lake View Apartments, Kakkanad',
    coverLetter: 'Backend engineer who likes data pipelines.\nOpen to roles in Kochi or remote.',
    currentCity: 'Kochi',
    currentState: 'Kerala',
    zipcode: '682030',
    dateOfBirth: '14-08-1998',
    gender: 'female',
    languagesKnown: ['Malayalam', 'English', 'Hindi'],
    maritalStatus: 'Single',
    otherDetails: 'Available from next month.\nInterests: Carnatic music, Trekking',
    socialLinks: {
      linkedin: 'https://www.linkedin.com/in/kavya-menon',
      github: 'https://github.com/kavyamenon',
      twitter: 'https://x.com/kavya_codes',
      portfolio: 'https://kavya.dev',
      website: 'https://blog.kavya.dev',
      other: 'https://medium.com/@kavya',
    },
    experienceYears: 3,
    noticePeriod: '1 month',
  },
  education: [
    {
      level: 'Post Graduation',
      courseLevel: 'Post Graduation',
      degree: 'M.Tech',
      institution: 'Cochin University of Science and Technology',
      collegeId: null,
      studyYear: '2',
      degreeLevel: 'PG',
      gradeType: 'CGPA',
      grade: 8.4,
      startYear: 2021,
      endYear: null,
    },
    {
      level: 'Graduation/Diploma',
      courseLevel: 'Graduation/Diploma',
      degree: 'B.Tech',
      institution: 'Government Engineering College, Thrissur',
      collegeId: null,
      studyYear: 'last',
      degreeLevel: 'UG',
      gradeType: 'PERCENTAGE',
      grade: 78.5,
      startYear: 2016,
      endYear: 2020,
    },
    {
      level: '12th',
      degree: 'Higher Secondary Certificate (12th)',
      institution: 'Bhavans Vidya Mandir, Elamakkara',
      gradeType: 'PERCENTAGE',
      grade: 92,
      startYear: 2014,
      endYear: 2016,
    },
  ],
  work: [
    {
      company: 'Godavari Labs',
      title: 'Software Engineer',
      employmentType: 'Full-Time',
      startDate: '01-07-2021',
      currentJob: true,
      description:
        'Build the ingestion service.\n• Cut batch time from 2 h to 15 min\n• Led the move to PostgreSQL 16\nLocation: Kochi\nLink: https://godavari.example.in',
    },
    {
      company: 'Nila Analytics',
      title: 'Data Engineering Intern',
      employmentType: 'Internship',
      startDate: '15-01-2020',
      endDate: '30-06-2020',
      description: 'Wrote the reporting jobs.\nA second line of summary.',
    },
  ],
  project: [
    {
      title: 'Monsoon rainfall dashboard',
      description: 'A public dashboard of district rainfall.\n• 40k visitors in its first month\nKeywords: React, D3',
      url: 'https://rain.kavya.dev',
      startDate: '01-06-2023',
      endDate: '31-08-2023',
    },
    { title: 'Malayalam spell checker', description: null, url: null, startDate: null, endDate: null },
  ],
  skill: ['PostgreSQL', 'Python', 'React', 'Apache Kafka'],
  other: [
    {
      kind: 'certification',
      title: 'AWS Certified Developer – Associate',
      issuer: 'Amazon Web Services',
      reference: 'AWS-DVA-123456',
      date: '10-03-2023',
      url: 'https://aws.example.com/verify/123456',
      description: 'Renewed every three years.',
    },
    {
      kind: 'achievement',
      title: 'Winner, Kerala Startup Mission Hackathon',
      issuer: 'Kerala Startup Mission',
      date: '20-11-2022',
      url: 'https://ksum.example.in/results',
      description: 'First of 120 teams.',
    },
    {
      kind: 'patent',
      title: 'Method for compressing sensor time series',
      issuer: 'Indian Patent Office',
      reference: 'IN202141012345',
      status: 'Patent Pending',
      date: '05-05-2022',
    },
  ],
});

/**
 * A resume as another tool writes it: the shape of jsonresume.org's published sample, with an Indian
 * candidate's education (12th, a B.Tech written out, an M.Sc) and fields the profile has no place for.
 */
export const foreignResume = (): JsonResume => ({
  $schema: 'https://jsonresume.org/schema/v1.0.0',
  basics: {
    name: 'Arjun Nair',
    label: 'Full-stack developer',
    image: 'https://avatars.example.com/arjun.jpg',
    email: 'arjun.nair@example.in',
    phone: '+91 98470 12345',
    url: 'https://arjun.example.in',
    summary: 'Full-stack developer who enjoys building for Indian languages.',
    location: {
      address: '12, MG Road',
      postalCode: '560001',
      city: 'Bengaluru',
      countryCode: 'IN',
      region: 'Karnataka',
    },
    profiles: [
      { network: 'GitHub', username: 'arjunnair', url: '' },
      { network: 'LinkedIn', username: 'arjun-nair', url: 'https://www.linkedin.com/in/arjun-nair' },
      { network: 'Mastodon', username: 'arjun', url: 'https://mastodon.social/@arjun' },
    ],
  },
  work: [
    {
      name: 'Sahyadri Software',
      position: 'Senior Developer',
      url: 'https://sahyadri.example.in',
      location: 'Bengaluru',
      description: 'A fintech company',
      startDate: '2021-04',
      summary: 'Payments team.',
      highlights: ['Built UPI reconciliation', 'Mentored four juniors'],
    },
    {
      name: 'Pied Piper',
      position: 'Software Engineering Intern',
      startDate: '2020-01-06',
      endDate: '2020-06-30',
      summary: 'Compression research.',
    },
    { position: 'Freelancer', startDate: '2019' },
  ],
  volunteer: [
    {
      organization: 'Code for India',
      position: 'Mentor',
      startDate: '2019-01-01',
      endDate: '2020-01-01',
      summary: 'Taught web basics.',
      highlights: ['Ran 12 workshops'],
    },
  ],
  education: [
    {
      institution: 'Indian Institute of Science',
      area: 'Computer Science',
      studyType: 'Master of Science',
      startDate: '2022-08-01',
      endDate: '2024-07-01',
      score: '8.9/10',
      courses: ['Algorithms', 'Distributed Systems'],
    },
    {
      institution: 'National Institute of Technology Calicut',
      url: 'https://nitc.ac.in',
      area: 'Electronics and Communication',
      studyType: 'Bachelor of Technology',
      startDate: '2016',
      endDate: '2020',
      score: '3.7/4.0',
    },
    {
      institution: 'Kendriya Vidyalaya, Pattom',
      studyType: 'Class XII (CBSE)',
      startDate: '2014-06',
      endDate: '2016-03',
      score: '94%',
    },
    { institution: 'Online course', studyType: 'Certificate', endDate: '2019' },
  ],
  awards: [{ title: 'Smart India Hackathon winner', date: '2019-03-02', awarder: 'Government of India' }],
  certificates: [{ name: 'Google Cloud Associate Engineer', date: '2022-01-15', issuer: 'Google', url: 'not a link' }],
  publications: [
    {
      name: 'Transliteration at scale',
      publisher: 'ACL Workshop',
      releaseDate: '2023-07',
      url: 'https://example.org/paper',
      summary: 'Malayalam–English transliteration.',
    },
  ],
  skills: [
    { name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS', 'TypeScript'] },
    { name: 'Databases', keywords: ['PostgreSQL', 'typescript'] },
  ],
  languages: [
    { language: 'Malayalam', fluency: 'Native speaker' },
    { language: 'English', fluency: 'Fluent' },
  ],
  interests: [{ name: 'Chess', keywords: ['Sicilian'] }, { name: 'Cycling' }],
  references: [{ name: 'Priya Raman', reference: 'Arjun was a great colleague.' }],
  projects: [
    {
      name: 'Aksharam',
      description: 'An input method for Malayalam.',
      highlights: ['10k installs'],
      keywords: ['Rust', 'Wasm'],
      startDate: '2022-01-01',
      url: 'https://aksharam.example.in',
      roles: ['Maintainer'],
      entity: 'Swathanthra Malayalam Computing',
      type: 'application',
    },
  ],
  meta: { version: 'v1.0.0', lastModified: '2024-05-01T10:00:00' },
  hobbies: 'photography',
});
