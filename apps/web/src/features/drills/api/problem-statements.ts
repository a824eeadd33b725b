import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProblemStatement } from '@elevate/contracts/drills/submission.schema';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/**
 * GET drills/{id}/PROBLEMSTATEMENT?participantId&phaseId: the statements a participant chooses from for one
 * phase (those of the phase and those of every phase). Another user's participant id answers 404.
 */
export const getProblemStatements = (drillId: number, participantId: number, phaseId: number, signal?: AbortSignal) =>
  apiGet<ListResult<ProblemStatement>>(`drills/${drillId}/PROBLEMSTATEMENT`, { participantId, phaseId }, signal);

export const problemStatementsQuery = (drillId: number, participantId: number, phaseId: number) =>
  queryOptions({
    queryKey: dashboardKeys.problemStatements(drillId, participantId, phaseId),
    queryFn: ({ signal }) => getProblemStatements(drillId, participantId, phaseId, signal),
  });

export const useProblemStatements = (drillId: number, participantId: number, phaseId: number) =>
  useQuery(problemStatementsQuery(drillId, participantId, phaseId));
