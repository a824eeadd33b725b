import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  abuseReports,
  blogCommentReactions,
  blogComments,
  blogReactions,
  blogs,
  blogWriters,
  moderationCases,
} from '../../db/schema/blogs.ts';
import { users } from '../../db/schema/users.ts';
import { readingMinutesOf, sanitizeArticleHtml } from '../../lib/sanitize-html.ts';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import { DAY_MS, HOUR_MS } from './random.ts';

/** Approved writers (demo sign-ins, printed nowhere else): they wrote the fixture posts under their names. */
export const DEMO_WRITERS = [
  {
    email: 'ananya.writer@elevate.local',
    password: 'Writer@123',
    fullName: 'Ananya',
    lastName: 'Rao',
    contact: '9876500071',
    referralCode: 'ELV-ANANYA3',
  },
  {
    email: 'karthik.writer@elevate.local',
    password: 'Writer@123',
    fullName: 'Karthik',
    lastName: 'Subramanian',
    contact: '9876500072',
    referralCode: 'ELV-KARTHIK8',
  },
] as const;

const uidOf = async (tx: Tx, email: string) => {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`No demo account ${email}`);
  return row.id;
};

const UNPUBLISHED = [
  {
    custUrl: 'stipend-negotiation-for-interns',
    title: 'Can an intern negotiate the stipend? Yes, politely',
    summary: 'A short script for asking about the stipend without risking the offer.',
    body: '<p>Most companies expect a question or two about the stipend.</p><h3>Ask with numbers</h3><p>Quote what similar roles in Bengaluru or Pune pay, and ask whether there is room.</p>',
    tags: ['internships', 'stipend'],
    // Seeded covers are drawn for the fixture posts (images.ts); these two borrow one on the same theme.
    coverFrom: 'paid-vs-unpaid-internships',
    scheduled: true,
  },
  {
    custUrl: 'notes-from-my-first-month-at-work',
    title: 'Notes from my first month at work',
    summary: 'What surprised me in my first month as a graduate trainee.',
    body: '<p>Draft: stand-ups, code reviews and learning to ask for help early.</p>',
    tags: ['first-job'],
    coverFrom: 'off-campus-job-search-for-freshers',
    scheduled: false,
  },
] as const;

/**
 * Writers, comments, replies, reactions and a reported comment on the seeded posts (issue 14). The student
 * demo account stays a reader (not a writer) so the demo shows both sides. Returns how many rows it wrote.
 */
export const seedDemoBlogCommunity = async (tx: Tx, now: Date): Promise<number> => {
  let rows = 0;
  // One slow hash serves both writers: the stored string carries its own salt and verifies for either.
  const passwordHash = await hashPassword(DEMO_WRITERS[0].password);
  const writers = await tx
    .insert(users)
    .values(
      DEMO_WRITERS.map((w) => ({
        fullName: w.fullName,
        lastName: w.lastName,
        email: w.email,
        contact: w.contact,
        utype: 'Professional',
        role: 'user',
        passwordHash,
        referralCode: w.referralCode,
        emailVerifiedAt: now,
        createdAt: new Date(now.getTime() - 200 * DAY_MS),
      })),
    )
    .returning({ id: users.id, name: sql<string>`${users.fullName} || ' ' || ${users.lastName}` });
  rows += writers.length;
  const admin = await uidOf(tx, 'admin@elevate.local');
  await tx.insert(blogWriters).values(writers.map((w) => ({ userId: w.id, grantedByUid: admin })));
  rows += writers.length;

  // The fixture posts under a writer's name become theirs; every seeded post was last changed when published.
  for (const w of writers) {
    const owned = await tx
      .update(blogs)
      .set({ authorUid: w.id })
      .where(eq(blogs.authorName, w.name))
      .returning({ id: blogs.id });
    rows += owned.length;
  }
  await tx.update(blogs).set({ updatedAt: sql`coalesce(${blogs.publishedAt}, ${blogs.createdAt})` });

  const [ananya, karthik] = writers;
  if (!ananya || !karthik) throw new Error('No demo writers');
  for (const p of UNPUBLISHED) {
    const [cover] = await tx
      .select({ url: blogs.coverImageUrl })
      .from(blogs)
      .where(eq(blogs.custUrl, p.coverFrom))
      .limit(1);
    const bodyHtml = sanitizeArticleHtml(p.body);
    await tx.insert(blogs).values({
      custUrl: p.custUrl,
      title: p.title,
      summary: p.summary,
      bodyHtml,
      readMinutes: readingMinutesOf(bodyHtml),
      authorName: ananya.name,
      authorUid: ananya.id,
      tags: [...p.tags],
      coverImageUrl: cover?.url ?? null,
      status: p.scheduled ? 'published' : 'draft',
      publishedAt: p.scheduled ? new Date(now.getTime() + 3 * DAY_MS + 4 * HOUR_MS) : null,
      createdAt: new Date(now.getTime() - DAY_MS),
      updatedAt: new Date(now.getTime() - 2 * HOUR_MS),
    });
    rows += 1;
  }

  const student = await uidOf(tx, 'student@elevate.local');
  const judge = await uidOf(tx, 'judge@elevate.local');
  const judge2 = await uidOf(tx, 'judge2@elevate.local');
  const employer = await uidOf(tx, 'employer@elevate.local');
  // A demo candidate (demo-applications) plays the spammer, not one of the printed demo sign-ins.
  const spammer = await uidOf(tx, 'rahul.deshmukh@candidates.elevate.local');
  const posts = await tx
    .select({ id: blogs.id, custUrl: blogs.custUrl, publishedAt: blogs.publishedAt })
    .from(blogs)
    .where(
      inArray(blogs.custUrl, [
        'fresher-resume-that-gets-shortlisted',
        'campus-placement-preparation-plan',
        'understanding-ctc-and-in-hand-salary',
      ]),
    );
  const postBy = (slug: string) => {
    const p = posts.find((x) => x.custUrl === slug);
    if (!p) throw new Error(`No seeded post ${slug}`);
    return p;
  };
  const resume = postBy('fresher-resume-that-gets-shortlisted');
  const placement = postBy('campus-placement-preparation-plan');
  const ctc = postBy('understanding-ctc-and-in-hand-salary');

  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const comment = async (c: {
    blogId: number;
    parentId?: number;
    depth?: number;
    by: number;
    body: string;
    hoursAgo: number;
  }) => {
    const [row] = await tx
      .insert(blogComments)
      .values({
        blogId: c.blogId,
        parentId: c.parentId ?? null,
        depth: c.depth ?? 0,
        authorUid: c.by,
        body: c.body,
        createdAt: at(c.hoursAgo),
      })
      .returning({ id: blogComments.id });
    if (!row) throw new Error('comment insert returned nothing');
    rows += 1;
    return row.id;
  };

  const q1 = await comment({
    blogId: resume.id,
    by: student,
    body: 'Should I add my CGPA if it is below 7?',
    hoursAgo: 40,
  });
  const a1 = await comment({
    blogId: resume.id,
    parentId: q1,
    depth: 1,
    by: ananya.id,
    body: 'Only if the company asks for a cut-off. Lead with your projects instead.',
    hoursAgo: 38,
  });
  await comment({
    blogId: resume.id,
    parentId: a1,
    depth: 2,
    by: student,
    body: 'Thank you! Moving my projects to the top now.',
    hoursAgo: 37,
  });
  await comment({
    blogId: resume.id,
    by: judge,
    body: 'The checklist at the end is gold. Sharing it with my juniors.',
    hoursAgo: 20,
  });
  const c2 = await comment({
    blogId: placement.id,
    by: judge2,
    body: 'A 12-week plan worked for me too. Mock interviews in week 8 made the difference.',
    hoursAgo: 30,
  });
  await comment({
    blogId: placement.id,
    parentId: c2,
    depth: 1,
    by: karthik.id,
    body: 'Agreed, Vikas. Peer mocks are free and surprisingly honest.',
    hoursAgo: 28,
  });
  const spam = await comment({
    blogId: ctc.id,
    by: spammer,
    body: 'Guaranteed placement in 7 days!!! DM for paid referral package, limited seats.',
    hoursAgo: 10,
  });
  await comment({
    blogId: ctc.id,
    by: student,
    body: 'Finally understood why my in-hand is lower than CTC/12.',
    hoursAgo: 6,
  });

  const postReactions = [
    { blogId: resume.id, userId: student, kind: 'insightful' },
    { blogId: resume.id, userId: student, kind: 'like' },
    { blogId: resume.id, userId: judge, kind: 'celebrate' },
    { blogId: resume.id, userId: judge2, kind: 'like' },
    { blogId: placement.id, userId: student, kind: 'love' },
    { blogId: placement.id, userId: employer, kind: 'insightful' },
    { blogId: ctc.id, userId: judge, kind: 'curious' },
  ];
  await tx.insert(blogReactions).values(postReactions.map((r, i) => ({ ...r, createdAt: at(30 - i) })));
  await tx.insert(blogCommentReactions).values([
    { commentId: a1, userId: student, kind: 'like', createdAt: at(36) },
    { commentId: a1, userId: judge, kind: 'insightful', createdAt: at(35) },
    { commentId: c2, userId: student, kind: 'like', createdAt: at(27) },
  ]);
  rows += postReactions.length + 3;

  // The advertising comment was reported by two readers and waits in the moderation queue.
  const [kase] = await tx
    .insert(moderationCases)
    .values({
      targetType: 'comment',
      targetId: spam,
      state: 'open',
      reportCount: 2,
      firstReportedAt: at(8),
      lastReportedAt: at(5),
    })
    .returning({ id: moderationCases.id });
  if (!kase) throw new Error('case insert returned nothing');
  await tx.insert(abuseReports).values([
    {
      caseId: kase.id,
      targetType: 'comment',
      targetId: spam,
      reporterUid: student,
      reason: 'spam',
      details: 'Selling paid referrals',
      createdAt: at(8),
    },
    {
      caseId: kase.id,
      targetType: 'comment',
      targetId: spam,
      reporterUid: judge,
      reason: 'spam',
      details: null,
      createdAt: at(5),
    },
  ]);
  rows += 3;
  return rows;
};
