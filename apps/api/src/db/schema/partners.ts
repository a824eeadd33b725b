import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PartnerSocialLinks } from '@elevate/contracts/partners/partner.schema';

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
  (t) => [index('partners_featured_idx').on(t.isFeatured)],
);
