import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShortlistBody, ShortlistResult } from '@elevate/contracts/judging/standings.schema';
import { apiRequest } from '@/lib/api-client';
import { phaseStandingsKey } from './get-phase-standings';

/** Decides who goes on and tells everyone: `POST console/drills/{drillId}/phases/{phaseId}/shortlist`. */
export const shortlistPhase = async (drillId: number, phaseId: number, body: ShortlistBody) => {
  const env = await apiRequest<ShortlistResult>('POST', `console/drills/${drillId}/phases/${phaseId}/shortlist`, {
    body,
  });
  return { result: env.result, message: env.message };
};

export const useShortlistPhase = (drillId: number, phaseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShortlistBody) => shortlistPhase(drillId, phaseId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: phaseStandingsKey(drillId, phaseId) }),
  });
};
