import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  mentorshipFeedback,
  mentorshipGoals,
  mentorships,
  mentorshipSessions,
  saarthiAvailability,
  saarthis,
} from '../../db/schema/saarthi.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword, unusablePasswordHash } from '../../modules/auth/password-hash.ts';
import { slotsFor, type StoredWindow } from '../../modules/saarthi/availability-slots.ts';

const DAY_MS = 86_400_000;

/** The Saarthi mentor one can sign in as (the demo student's mentor). */
export const DEMO_MENTOR = { email: 'mentor@elevate.local', password: 'Mentor@1234' } as const;

type Status = 'approved' | 'pending' | 'rejected';
export interface MentorSeed {
  email: string;
  fullName: string;
  lastName: string;
  status: Status;
  headline: string;
  expertise: string[];
  company: string;
  designation: string;
  years: number;
  languages: string[];
  helpWith: string;
  bio: string;
  maxMentees: number;
  sessionMinutes: 30 | 45 | 60;
  timezone?: string;
  /** Weekly windows: [weekday, "HH:mm", "HH:mm"] in the mentor's zone. */
  windows: Array<[number, string, string]>;
  rejectionReason?: string;
}

const evenings: Array<[number, string, string]> = [
  [2, '19:00', '21:00'],
  [4, '19:00', '21:00'],
];
const weekend: Array<[number, string, string]> = [
  [6, '10:00', '13:00'],
  [0, '16:00', '18:00'],
];

export const DEMO_SAARTHI_MENTORS: readonly MentorSeed[] = [
  {
    email: DEMO_MENTOR.email,
    fullName: 'Kavitha',
    lastName: 'Raghavan',
    status: 'approved',
    headline: 'Senior SDE at Microsoft, helping freshers land their first product role',
    expertise: ['Software engineering', 'Interview preparation', 'Resume and LinkedIn'],
    company: 'Microsoft',
    designation: 'Senior Software Engineer',
    years: 9,
    languages: ['English', 'Tamil', 'Hindi'],
    helpWith: 'DSA practice plans, mock interviews, system design basics and reviewing resumes for product companies.',
    bio: 'NIT Trichy 2016. Built Azure storage services in Hyderabad. I mentor because someone once did it for me.',
    maxMentees: 3,
    sessionMinutes: 45,
    windows: [...evenings, [6, '10:00', '12:00']],
  },
  {
    email: 'arjun.mehta.mentor@elevate.local',
    fullName: 'Arjun',
    lastName: 'Mehta',
    status: 'approved',
    headline: 'Data scientist at Swiggy: from college projects to real ML work',
    expertise: ['Data science and AI', 'Career switch'],
    company: 'Swiggy',
    designation: 'Lead Data Scientist',
    years: 8,
    languages: ['English', 'Hindi', 'Gujarati'],
    helpWith:
      'Choosing ML projects that impress, SQL and statistics for interviews, and moving from analyst to data scientist.',
    bio: 'Previously at Mu Sigma and Ola. Based in Bengaluru.',
    maxMentees: 4,
    sessionMinutes: 60,
    windows: weekend,
  },
  {
    email: 'sneha.kulkarni.mentor@elevate.local',
    fullName: 'Sneha',
    lastName: 'Kulkarni',
    status: 'approved',
    headline: 'Product manager at Razorpay, ex-engineer',
    expertise: ['Product management', 'Career switch'],
    company: 'Razorpay',
    designation: 'Senior Product Manager',
    years: 10,
    languages: ['English', 'Marathi', 'Hindi'],
    helpWith: 'Breaking into product management, case interviews, writing PRDs and thinking about metrics.',
    bio: 'COEP Pune, then five years as a backend engineer before moving to product.',
    maxMentees: 2,
    sessionMinutes: 45,
    windows: [
      [3, '20:00', '21:30'],
      [6, '09:00', '11:00'],
    ],
  },
  {
    email: 'rahul.verma.mentor@elevate.local',
    fullName: 'Rahul',
    lastName: 'Verma',
    status: 'approved',
    headline: 'Cloud architect: AWS, Kubernetes and SRE careers',
    expertise: ['Cloud and DevOps', 'Software engineering'],
    company: 'Thoughtworks',
    designation: 'Principal Consultant',
    years: 14,
    languages: ['English', 'Hindi', 'Punjabi'],
    helpWith: 'Cloud certifications worth taking, DevOps projects for your resume, and on-call culture explained.',
    bio: 'Gurugram. Fourteen years of keeping systems up.',
    maxMentees: 3,
    sessionMinutes: 30,
    windows: [
      [1, '07:30', '09:00'],
      [5, '18:00', '20:00'],
    ],
  },
  {
    email: 'fatima.shaikh.mentor@elevate.local',
    fullName: 'Fatima',
    lastName: 'Shaikh',
    status: 'approved',
    headline: 'UX designer at Zomato: portfolios that get interviews',
    expertise: ['Design (UI/UX)', 'Resume and LinkedIn'],
    company: 'Zomato',
    designation: 'Product Designer II',
    years: 6,
    languages: ['English', 'Urdu', 'Hindi'],
    helpWith: 'Portfolio reviews, case study storytelling, Figma workflows and design interviews.',
    bio: 'NID Ahmedabad alumna. Mumbai.',
    maxMentees: 3,
    sessionMinutes: 45,
    windows: weekend,
  },
  {
    email: 'vikram.reddy.mentor@elevate.local',
    fullName: 'Vikram',
    lastName: 'Reddy',
    status: 'approved',
    headline: 'Embedded systems lead at Qualcomm',
    expertise: ['Electronics and embedded', 'Higher studies abroad'],
    company: 'Qualcomm',
    designation: 'Staff Engineer',
    years: 12,
    languages: ['English', 'Telugu'],
    helpWith: 'Core ECE careers, firmware interviews, and MS applications to the US and Germany.',
    bio: 'JNTU Hyderabad, MS from Georgia Tech.',
    maxMentees: 2,
    sessionMinutes: 60,
    windows: [[0, '11:00', '13:00']],
  },
  {
    email: 'ananya.bose.mentor@elevate.local',
    fullName: 'Ananya',
    lastName: 'Bose',
    status: 'approved',
    headline: 'Investment banking analyst turned consultant',
    expertise: ['Finance and consulting'],
    company: 'Deloitte',
    designation: 'Manager, Strategy',
    years: 7,
    languages: ['English', 'Bengali', 'Hindi'],
    helpWith: 'Guesstimates, case interviews, financial modelling basics and CA-to-consulting moves.',
    bio: 'Kolkata. IIM Calcutta 2018.',
    maxMentees: 3,
    sessionMinutes: 45,
    windows: [
      [3, '19:30', '21:00'],
      [6, '15:00', '17:00'],
    ],
  },
  {
    email: 'deepak.nair.mentor@elevate.local',
    fullName: 'Deepak',
    lastName: 'Nair',
    status: 'approved',
    headline: 'Staff engineer at Google (Mountain View), mentoring across time zones',
    expertise: ['Software engineering', 'Higher studies abroad', 'Interview preparation'],
    company: 'Google',
    designation: 'Staff Software Engineer',
    years: 15,
    languages: ['English', 'Malayalam'],
    helpWith: 'FAANG interviews, MS in the US, and life as an Indian engineer in the Bay Area.',
    bio: 'CET Thiruvananthapuram, MS from UIUC. I keep early mornings free for students in India.',
    maxMentees: 2,
    sessionMinutes: 45,
    timezone: 'America/Los_Angeles',
    windows: [
      [1, '07:00', '08:30'],
      [3, '07:00', '08:30'],
    ],
  },
  {
    email: 'meenakshi.iyer.mentor@elevate.local',
    fullName: 'Meenakshi',
    lastName: 'Iyer',
    status: 'approved',
    headline: 'Cleared UPSC ESE; now at NTPC. PSU and government exam guidance',
    expertise: ['Government and PSU exams', 'Mechanical and core engineering'],
    company: 'NTPC',
    designation: 'Deputy Manager',
    years: 11,
    languages: ['English', 'Tamil', 'Kannada'],
    helpWith: 'GATE and ESE preparation plans, PSU interviews and choosing between core jobs and IT.',
    bio: 'Anna University. Posted in Ramagundam.',
    maxMentees: 5,
    sessionMinutes: 30,
    windows: [[0, '18:00', '20:00']],
  },
  {
    email: 'rohit.singh.applicant@elevate.local',
    fullName: 'Rohit',
    lastName: 'Singh',
    status: 'pending',
    headline: 'Growth marketer at a D2C start-up',
    expertise: ['Marketing and sales', 'Entrepreneurship'],
    company: 'boAt',
    designation: 'Growth Manager',
    years: 5,
    languages: ['English', 'Hindi'],
    helpWith: 'Performance marketing, building a personal brand and early start-up roles.',
    bio: '',
    maxMentees: 3,
    sessionMinutes: 45,
    windows: [],
  },
  {
    email: 'lakshmi.pillai.applicant@elevate.local',
    fullName: 'Lakshmi',
    lastName: 'Pillai',
    status: 'pending',
    headline: 'Security engineer: bug bounties to a full-time role',
    expertise: ['Cybersecurity'],
    company: 'Paytm',
    designation: 'Security Engineer',
    years: 4,
    languages: ['English', 'Malayalam'],
    helpWith: 'Starting with CTFs, OSCP preparation and security interviews.',
    bio: 'Kochi.',
    maxMentees: 2,
    sessionMinutes: 30,
    windows: [],
  },
  {
    email: 'amit.joshi.applicant@elevate.local',
    fullName: 'Amit',
    lastName: 'Joshi',
    status: 'rejected',
    headline: 'Helping with everything',
    expertise: ['Career switch'],
    company: 'Freelance',
    designation: 'Consultant',
    years: 2,
    languages: ['English'],
    helpWith: 'Anything you need help with in your career.',
    bio: '',
    maxMentees: 10,
    sessionMinutes: 30,
    windows: [],
    rejectionReason: 'Please tell us which areas you know well and add your LinkedIn experience.',
  },
];

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const windowsOf = (m: MentorSeed): StoredWindow[] =>
  m.windows.map(([weekday, s, e]) => ({ weekday, startMinute: minuteOf(s), endMinute: minuteOf(e) }));

const uidOf = async (tx: Tx, email: string) => {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`No demo account ${email}`);
  return row.id;
};

/**
 * Approved and pending Saarthi mentors with availability, and a mentorship in progress: the demo student
 * (student@elevate.local) is mentored by mentor@elevate.local, with goals, a booked session ahead and a
 * completed one with notes. Returns how many rows it wrote.
 */
export const seedDemoSaarthi = async (tx: Tx, now: Date): Promise<number> => {
  let rows = 0;
  const loginHash = await hashPassword(DEMO_MENTOR.password);
  const ids = new Map<string, { uid: number; saarthiId: number }>();
  for (const [i, m] of DEMO_SAARTHI_MENTORS.entries()) {
    const [u] = await tx
      .insert(users)
      .values({
        fullName: m.fullName,
        lastName: m.lastName,
        email: m.email,
        contact: `98765010${String(i).padStart(2, '0')}`,
        utype: 'Professional',
        passwordHash: m.email === DEMO_MENTOR.email ? loginHash : unusablePasswordHash(),
        referralCode: `ELV-SRT${'ABCDEFGHJKLM'[i]}${'PQRSTUVWXYZ2'[i]}${'3456789ABCDE'[i]}`,
        mentor: true,
        emailVerifiedAt: now,
        createdAt: new Date(now.getTime() - (60 + i * 5) * DAY_MS),
      })
      .returning({ id: users.id });
    const reviewed = m.status !== 'pending';
    const [s] = await tx
      .insert(saarthis)
      .values({
        userId: u!.id,
        status: m.status,
        headline: m.headline,
        expertise: m.expertise,
        company: m.company,
        designation: m.designation,
        yearsOfExperience: m.years,
        languages: m.languages,
        helpWith: m.helpWith,
        bio: m.bio,
        linkedinUrl: `https://www.linkedin.com/in/${m.fullName.toLowerCase()}-${m.lastName.toLowerCase()}`,
        maxMentees: m.maxMentees,
        sessionMinutes: m.sessionMinutes,
        timezone: m.timezone ?? 'Asia/Kolkata',
        rejectionReason: m.rejectionReason ?? null,
        reviewedAt: reviewed ? new Date(now.getTime() - 30 * DAY_MS) : null,
        createdAt: new Date(now.getTime() - (40 - i) * DAY_MS),
      })
      .returning({ id: saarthis.id });
    rows += 2;
    const windows = windowsOf(m);
    if (windows.length > 0) {
      await tx.insert(saarthiAvailability).values(windows.map((w) => ({ ...w, saarthiId: s!.id })));
      rows += windows.length;
    }
    ids.set(m.email, { uid: u!.id, saarthiId: s!.id });
  }

  const student = await uidOf(tx, 'student@elevate.local');
  const kavitha = ids.get(DEMO_MENTOR.email)!;
  const [active] = await tx
    .insert(mentorships)
    .values({
      saarthiId: kavitha.saarthiId,
      menteeUid: student,
      status: 'active',
      message: 'I am in my final year of B.Tech (CSE) and want to prepare for SDE interviews at product companies.',
      createdAt: new Date(now.getTime() - 20 * DAY_MS),
      respondedAt: new Date(now.getTime() - 19 * DAY_MS),
    })
    .returning({ id: mentorships.id });
  const goals = ['Solve 150 DSA problems on arrays, trees and graphs', 'Two mock interviews', 'Rewrite my resume'];
  await tx.insert(mentorshipGoals).values(
    goals.map((title, position) => ({
      mentorshipId: active!.id,
      title,
      position,
      createdByUid: student,
      doneAt: position === 2 ? new Date(now.getTime() - 5 * DAY_MS) : null,
    })),
  );
  const mentorSeed = DEMO_SAARTHI_MENTORS[0]!;
  const [next] = slotsFor({
    windows: windowsOf(mentorSeed),
    timezone: 'Asia/Kolkata',
    sessionMinutes: mentorSeed.sessionMinutes,
    from: new Date(now.getTime() + 2 * DAY_MS),
    days: 14,
    now,
    booked: [],
  });
  const pastStart = new Date(Math.floor((now.getTime() - 7 * DAY_MS) / 3_600_000) * 3_600_000);
  const sessions = [
    {
      mentorshipId: active!.id,
      saarthiId: kavitha.saarthiId,
      startsAt: pastStart,
      endsAt: new Date(pastStart.getTime() + 45 * 60_000),
      status: 'completed',
      agenda: 'Resume review and a study plan',
      notes:
        'Resume: move projects above coursework, add numbers to the internship. Plan: 5 problems a day, trees first. Next: a mock interview.',
      bookedByUid: student,
    },
    ...(next
      ? [
          {
            mentorshipId: active!.id,
            saarthiId: kavitha.saarthiId,
            startsAt: new Date(next.startsAt),
            endsAt: new Date(next.endsAt),
            status: 'booked',
            agenda: 'First mock interview (arrays and strings)',
            bookedByUid: student,
          },
        ]
      : []),
  ];
  await tx.insert(mentorshipSessions).values(sessions);

  // An earlier, completed mentorship with another mentor, rated by the student.
  const arjun = ids.get('arjun.mehta.mentor@elevate.local')!;
  const [done] = await tx
    .insert(mentorships)
    .values({
      saarthiId: arjun.saarthiId,
      menteeUid: student,
      status: 'completed',
      message: 'I would like to understand whether data science is right for me.',
      createdAt: new Date(now.getTime() - 50 * DAY_MS),
      respondedAt: new Date(now.getTime() - 49 * DAY_MS),
      endedAt: new Date(now.getTime() - 25 * DAY_MS),
      endedByUid: arjun.uid,
    })
    .returning({ id: mentorships.id });
  await tx.insert(mentorshipFeedback).values([
    {
      mentorshipId: done!.id,
      fromUid: student,
      rating: 5,
      comment: 'Arjun sir explained the field honestly. Very helpful.',
    },
    { mentorshipId: done!.id, fromUid: arjun.uid, rating: 5, comment: 'Curious and well prepared.' },
  ]);
  return rows + 1 + goals.length + sessions.length + 1 + 2;
};
