import { useMutation } from '@tanstack/react-query';
import type { ReportAbuseInput } from '@elevate/contracts/blogs/blogs.schema';
import { apiRequest } from '@/lib/api-client';
import { resultOf } from './keys';
import type { ReportAbuseResult } from './types';

/** POST reportabuse: reports a post or a comment to the moderators (once per account and item). */
export const reportAbuse = (input: ReportAbuseInput) =>
  resultOf(apiRequest<ReportAbuseResult>('POST', 'reportabuse', { body: input }));

export const useReportAbuse = () => useMutation({ mutationFn: reportAbuse });
