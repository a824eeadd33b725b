import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Participation, ParticipationUpdate } from '@elevate/contracts/drills/participation.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { participationKeys, teamKeys } from './participation-keys';

/**
 * PUT drills/{id}/participate/{pid}: the registration answers (until registration closes) and the teammate
 * finder's "looking for a team" and pitch (until the hackathon ends). Answers the registration.
 */
export const updateParticipation = async (drillId: number, participantId: number, body: ParticipationUpdate) => {
  const env = await apiRequest<Participation>('PUT', `drills/${drillId}/participate/${participantId}`, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { participation: env.result, message: env.message };
};

export const useUpdateParticipation = (drillId: number, participantId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParticipationUpdate) => updateParticipation(drillId, participantId, body),
    onSuccess: ({ participation }) => {
      queryClient.setQueriesData({ queryKey: participationKeys.all(drillId) }, participation);
      // The teammate finder lists who is looking; the caller may have joined or left that list.
      return queryClient.invalidateQueries({ queryKey: [...teamKeys.all(drillId), 'finder'] });
    },
  });
};
