import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhaseFeedback } from '@elevate/contracts/judging/standings.schema';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/**
 * GET drills/{id}/participants/{participantId}/feedback?phaseId: the caller's outcome, rank and anonymised
 * feedback in a phase, once it is shortlisted or its results published (available:false before).
 */
export const getPhaseFeedback = (drillId: number, participantId: number, phaseId: number, signal?: AbortSignal) =>
  apiGet<PhaseFeedback>(`drills/${drillId}/participants/${participantId}/feedback`, { phaseId }, signal);

export const phaseFeedbackQuery = (drillId: number, participantId: number, phaseId: number) =>
  queryOptions({
    queryKey: [...dashboardKeys.participant(drillId, participantId), 'feedback', phaseId] as const,
    queryFn: ({ signal }) => getPhaseFeedback(drillId, participantId, phaseId, signal),
  });

export const usePhaseFeedback = (drillId: number, participantId: number, phaseId: number) =>
  useQuery(phaseFeedbackQuery(drillId, participantId, phaseId));
