import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JUDGING_AUDIT_PAGE_SIZE } from '@elevate/contracts/judging/judging.constants';
import type { JudgingAuditList } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** One page of the judging audit log, newest first: `GET console/drills/{id}/judging/audit?phaseId&limit&offset`. */
export const getJudgingAudit = (drillId: number, phaseId: number | null, offset: number, signal?: AbortSignal) =>
  apiGet<JudgingAuditList>(
    `console/drills/${drillId}/judging/audit`,
    { phaseId, limit: JUDGING_AUDIT_PAGE_SIZE, offset },
    signal,
  );

export const judgingAuditQuery = (drillId: number, phaseId: number | null, offset: number) =>
  queryOptions({
    queryKey: judgingKeys.auditPage(drillId, phaseId, offset),
    queryFn: ({ signal }) => getJudgingAudit(drillId, phaseId, offset, signal),
  });

export const useJudgingAudit = (drillId: number, phaseId: number | null, offset: number) =>
  useQuery({ ...judgingAuditQuery(drillId, phaseId, offset), placeholderData: keepPreviousData });
