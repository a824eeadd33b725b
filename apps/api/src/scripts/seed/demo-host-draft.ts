import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { drills } from '../../db/schema/drills.ts';
import { partners } from '../../db/schema/partners.ts';
import { users } from '../../db/schema/users.ts';
import { sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import { DAY_MS } from './random.ts';

/**
 * The demo employer's next hackathon, half written and unpublished: a name, dates, team size, domain and a
 * first paragraph, but no logo, banner, prizes, guidelines or rounds, so the console's checklist shows what is
 * still missing before it can be published.
 */
export const seedKaveriDraft = async (tx: Tx, now: Date): Promise<void> => {
  const [partner] = await tx
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(eq(partners.customUrl, 'kaveri-analytics'));
  const [host] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'employer@elevate.local'));
  if (!partner) return;
  const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
  await tx.insert(drills).values({
    partnerId: partner.id,
    partnerName: partner.name,
    name: 'Kaveri DataQuest 3.0',
    custUrl: 'kaveri-dataquest-3-0',
    location: 'Online',
    purpose: 'Hiring,Learning,Prizes',
    nature: 'online',
    startDt: day(30),
    registrationEndDt: day(40),
    endDt: day(55),
    teamMin: 1,
    teamMax: 3,
    totalPrizeValue: 0,
    description: sanitizeRichHtml(
      '<p>The third edition of our analytics challenge: forecasting crop-loan demand at cooperative banks across the Kaveri delta. Details of the data and the rounds are coming soon.</p>',
    ),
    domain: 'Data Science',
    industry: 'Banking & Financial Services',
    overviewSectionComplete: false,
    isPublished: false,
    createdBy: host?.id ?? null,
    createdAt: day(-1),
    updatedAt: day(-1),
  });
};
