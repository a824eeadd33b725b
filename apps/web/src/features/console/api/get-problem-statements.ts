import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleProblemStatement } from '@elevate/contracts/console/console-drill-forms.schema';
import { apiGet } from '@/lib/api-client';

/** The hackathon's problem statements in order: `GET console/drills/{id}/problem-statements`. */
export const getProblemStatements = (drillId: number, signal?: AbortSignal) =>
  apiGet<ConsoleProblemStatement[]>(`console/drills/${drillId}/problem-statements`, undefined, signal);

export const problemStatementsKey = (drillId: number) => ['console', 'drill', drillId, 'problem-statements'];

export const problemStatementsQuery = (drillId: number) =>
  queryOptions({
    queryKey: problemStatementsKey(drillId),
    queryFn: ({ signal }) => getProblemStatements(drillId, signal),
  });

export const useProblemStatements = (drillId: number) => useQuery(problemStatementsQuery(drillId));
