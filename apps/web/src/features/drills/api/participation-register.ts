import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Participation, RegistrationBody } from '@elevate/contracts/drills/participation.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { participationKeys } from './participation-keys';

/** POST drills/{id}/participate: registers the caller with the hackathon's answers; answers the registration. */
export const register = async (drillId: number, body: RegistrationBody) => {
  const env = await apiRequest<Participation>('POST', `drills/${drillId}/participate`, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { participation: env.result, message: env.message };
};

export const useRegister = (drillId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationBody) => register(drillId, body),
    onSuccess: ({ participation }) =>
      queryClient.setQueriesData({ queryKey: participationKeys.all(drillId) }, participation),
  });
};
