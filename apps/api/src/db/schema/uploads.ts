import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Files uploaded through `s3/pre-signed` (docs/decisions/006, 020). A row is written when the upload is signed,
 * claimed (`claimedAt`) by the one request allowed to store its bytes, and completed (`uploadedAt`) once the
 * bytes are stored and passed the content check. Public files (pictures) are served openly; private ones
 * (resumes, government ids, certificates, solution and query files) only through a short-lived signed read URL.
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
    /** Set by the conditional update that makes a signed upload single-use; cleared if storing then fails. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerUid), index('uploads_created_idx').on(t.createdAt)],
);
