import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';

const DAY = 86_400_000;

export interface SearchFixture {
  partner: { kaveri: number; sahyadri: number; closedCo: number };
  job: Record<
    | 'kotlinEngineer'
    | 'mobileDeveloper'
    | 'androidIntern'
    | 'dataAnalyst'
    | 'pythonDeveloper'
    | 'contentIntern'
    | 'backendSenior'
    | 'closedKotlin'
    | 'hiddenCoKotlin',
    number
  >;
  /** Bulk support jobs, so paging and the limit cap have more than 50 rows to work on. */
  supportCount: number;
  activeCount: number;
}

type JobRow = typeof jobs.$inferInsert;
const base = (now: Date, daysAgo: number): Pick<JobRow, 'createdAt' | 'ctcCurrency'> => ({
  createdAt: new Date(now.getTime() - daysAgo * DAY),
  ctcCurrency: 'INR',
});

/** A small, fully known set of companies and jobs for the search tests. */
export const insertSearchFixture = async (db: Db, now = new Date()): Promise<SearchFixture> => {
  const [kaveri, sahyadri, closedCo] = await db
    .insert(partners)
    .values([
      { name: 'Kaveri Analytics', displayName: 'Kaveri Analytics Pvt. Ltd.', customUrl: 'kaveri-analytics' },
      { name: 'Sahyadri Fintech', displayName: 'Sahyadri Fintech', customUrl: 'sahyadri-fintech' },
      { name: 'Tapti Weaves', displayName: 'Tapti Weaves', customUrl: 'tapti-weaves', isActive: false },
    ])
    .returning({ id: partners.id });
  const k = kaveri!.id;
  const s = sahyadri!.id;
  const c = closedCo!.id;

  const named: Array<[keyof SearchFixture['job'], JobRow]> = [
    [
      'kotlinEngineer',
      {
        ...base(now, 1),
        partnerId: k,
        title: 'Kotlin Engineer',
        custUrl: 'kotlin-engineer-kaveri-1',
        location: 'Pune',
        skills: 'Kotlin,Android',
        jobType: 'Full-Time',
        minCtc: 600_000,
        maxCtc: 900_000,
        minYoe: 1,
        maxYoe: 3,
        description: '<p>Build apps for farmers.</p>',
      },
    ],
    [
      'mobileDeveloper',
      {
        ...base(now, 2),
        partnerId: s,
        title: 'Mobile Developer',
        custUrl: 'mobile-developer-sahyadri-2',
        location: 'Mumbai',
        skills: 'Swift,iOS',
        jobType: 'Full-Time',
        minCtc: 500_000,
        maxCtc: 700_000,
        minYoe: 0,
        maxYoe: 2,
        description: '<p>Some Kotlin knowledge helps.</p>',
      },
    ],
    [
      'androidIntern',
      {
        ...base(now, 3),
        partnerId: k,
        title: 'Android Intern',
        custUrl: 'android-intern-kaveri-3',
        location: 'Bengaluru, Pune',
        skills: 'Kotlin,Java',
        jobType: 'Paid Internship',
        ctcCategory: 'monthly',
        minCtc: 20_000,
        maxCtc: 25_000,
        duration: '6 months',
        yoeTextForZero: 'Fresher',
        description: '<p>Learn to ship mobile apps.</p>',
      },
    ],
    [
      'dataAnalyst',
      {
        ...base(now, 4),
        partnerId: s,
        title: 'Data Analyst',
        custUrl: 'data-analyst-sahyadri-4',
        location: 'Hybrid - Bengaluru / Remote',
        skills: 'SQL,Excel,Python',
        jobType: 'Full-Time',
        minCtc: 800_000,
        maxCtc: 1_200_000,
        isSalaryHidden: true,
        minYoe: 2,
        maxYoe: 4,
        description: '<p>Dashboards for lenders.</p>',
      },
    ],
    [
      'pythonDeveloper',
      {
        ...base(now, 5),
        partnerId: s,
        title: 'Python Developer',
        custUrl: 'python-developer-sahyadri-5',
        location: 'Remote',
        skills: 'Python,Django',
        jobType: 'Part-Time',
        ctcCategory: 'monthly',
        minCtc: 30_000,
        maxCtc: 40_000,
        minYoe: 0,
        maxYoe: 1,
        description: '<p>APIs for loans.</p>',
      },
    ],
    [
      'contentIntern',
      {
        ...base(now, 6),
        partnerId: k,
        title: 'Content Writer Intern',
        custUrl: 'content-writer-intern-kaveri-6',
        location: 'Kolkata',
        skills: 'SEO,Copywriting',
        jobType: 'Unpaid Internship',
        ctcCategory: 'monthly',
        yoeTextForZero: 'Fresher',
        description: '<p>Write about data.</p>',
      },
    ],
    [
      'backendSenior',
      {
        ...base(now, 10),
        partnerId: k,
        title: 'Senior Backend Engineer',
        custUrl: 'senior-backend-engineer-kaveri-7',
        location: 'Hyderabad',
        skills: 'Node.js,PostgreSQL',
        jobType: 'Full-Time',
        minCtc: 2_000_000,
        maxCtc: 3_000_000,
        minYoe: 6,
        maxYoe: 10,
        description: '<p>Own the ledger service.</p>',
      },
    ],
    [
      'closedKotlin',
      {
        ...base(now, 1),
        partnerId: k,
        title: 'Kotlin Lead',
        custUrl: 'kotlin-lead-kaveri-8',
        location: 'Pune',
        skills: 'Kotlin',
        jobType: 'Full-Time',
        isActive: false,
        description: '<p>Closed.</p>',
      },
    ],
    [
      'hiddenCoKotlin',
      {
        ...base(now, 1),
        partnerId: c,
        title: 'Kotlin Architect',
        custUrl: 'kotlin-architect-tapti-9',
        location: 'Pune',
        skills: 'Kotlin',
        jobType: 'Full-Time',
        description: '<p>Company no longer listed.</p>',
      },
    ],
  ];
  const job = {} as SearchFixture['job'];
  for (const [key, row] of named) {
    const [inserted] = await db.insert(jobs).values(row).returning({ id: jobs.id });
    job[key] = inserted!.id;
  }

  const supportCount = 50;
  await db.insert(jobs).values(
    Array.from({ length: supportCount }, (_, i): JobRow => ({
      ...base(now, 20 + i),
      partnerId: s,
      title: `Customer Support Associate ${i + 1}`,
      custUrl: `customer-support-associate-sahyadri-${100 + i}`,
      location: 'Chennai',
      skills: 'Communication,CRM',
      jobType: 'Full-Time',
      minCtc: 250_000,
      maxCtc: 300_000,
      minYoe: 1,
      maxYoe: 2,
      description: '<p>Help customers with their accounts.</p>',
    })),
  );
  return { partner: { kaveri: k, sahyadri: s, closedCo: c }, job, supportCount, activeCount: 7 + supportCount };
};
