import type { z } from 'zod';
import type {
  CanWriteSchema,
  ModerationCaseListSchema,
  ReactorListSchema,
  ReportAbuseResultSchema,
  ShareCountSchema,
  BlogManageListSchema,
  BlogCommentListSchema,
} from '@elevate/contracts/blogs/blogs.schema';

/** Answer types the contracts define as schemas only. */
export type ShareCount = z.infer<typeof ShareCountSchema>;
export type CanWrite = z.infer<typeof CanWriteSchema>;
export type ReactorList = z.infer<typeof ReactorListSchema>;
export type ReportAbuseResult = z.infer<typeof ReportAbuseResultSchema>;
export type ModerationCaseList = z.infer<typeof ModerationCaseListSchema>;
export type BlogManageList = z.infer<typeof BlogManageListSchema>;
export type BlogCommentList = z.infer<typeof BlogCommentListSchema>;
