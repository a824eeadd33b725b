import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Files uploaded through `s3/pre-signed` (docs/decisions/006). A row is written when the upload is signed and
 * completed (`uploadedAt`) once the bytes arrive and pass the content check. Public files (logos, banners,
 * gallery images, job images) are served openly; private ones (resumes) only through a signed read URL.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerUid: integer('owner_uid').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerUid)],
);
