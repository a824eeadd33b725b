import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from './partners.ts';

export const drills = pgTable(
  'drills',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    custUrl: text('cust_url').notNull().unique(),
    logoUrl: text('logo_url'),
    partnerName: text('partner_name').notNull(),
    location: text('location').notNull(),
    purpose: text('purpose').notNull().default(''),
    startDt: timestamp('start_dt', { withTimezone: true }).notNull(),
    registrationEndDt: timestamp('registration_end_dt', { withTimezone: true }).notNull(),
    endDt: timestamp('end_dt', { withTimezone: true }).notNull(),
    nature: text('nature').notNull().default('online'),
    teamMin: integer('team_min').notNull().default(1),
    teamMax: integer('team_max').notNull().default(1),
    totalPrizeValue: integer('total_prize_value').notNull().default(0),
    registrationCountVisible: boolean('registration_count_visible').notNull().default(true),
    applicantCount: integer('applicant_count').notNull().default(0),
    description: text('description').notNull().default(''),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drills_partner_idx').on(t.partnerId), index('drills_end_idx').on(t.endDt)],
);
