import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishResultsBody, PublishResultsResult } from '@elevate/contracts/judging/standings.schema';
import { apiRequest } from '@/lib/api-client';
import { phaseStandingsKey } from './get-phase-standings';

const base = (drillId: number, phaseId: number) => `console/drills/${drillId}/phases/${phaseId}/results`;

/** Publishes the leaderboard with awards and an appeal window: `POST …/results/publish`. */
export const publishResults = async (drillId: number, phaseId: number, body: PublishResultsBody) => {
  const env = await apiRequest<PublishResultsResult>('POST', `${base(drillId, phaseId)}/publish`, { body });
  return { result: env.result, message: env.message };
};

/** Withdraws published results during the appeal window: `POST …/results/unpublish`. */
export const unpublishResults = async (drillId: number, phaseId: number) => {
  const env = await apiRequest<{ unpublished: true }>('POST', `${base(drillId, phaseId)}/unpublish`);
  return { message: env.message };
};

export const usePublishResults = (drillId: number, phaseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishResultsBody) => publishResults(drillId, phaseId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: phaseStandingsKey(drillId, phaseId) }),
  });
};

export const useUnpublishResults = (drillId: number, phaseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishResults(drillId, phaseId),
    onSuccess: () => client.invalidateQueries({ queryKey: phaseStandingsKey(drillId, phaseId) }),
  });
};
