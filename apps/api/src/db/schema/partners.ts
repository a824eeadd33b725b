import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PartnerSocialLinks } from '@elevate/contracts/partners/partner.schema';
import { users } from './users.ts';

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    customUrl: text('custom_url').notNull().unique(),
    logoPath: text('logo_path'),
    bannerImageUrl: text('banner_image_url'),
    description: text('description'),
    galleryImageUrls: text('gallery_image_urls'),
    keyHighlights: text('key_highlights'),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    headquarter: text('headquarter'),
    establishmentDate: text('establishment_date'),
    noOfEmployees: text('no_of_employees'),
    industry: text('industry'),
    socialLinks: jsonb('social_links').$type<PartnerSocialLinks>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partners_featured_idx').on(t.isFeatured),
    // The few companies taken off the platform: jobs search leaves their jobs out with a lookup of this index.
    index('partners_inactive_idx')
      .on(t.id)
      .where(sql`NOT ${t.isActive}`),
  ],
);

/** Employers of a partner (company or institute): they edit its page, post its jobs and move its applicants. */
export const partnerMembers = pgTable(
  'partner_members',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.userId] }), index('partner_members_user_idx').on(t.userId)],
);
