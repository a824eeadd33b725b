import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { College, CollegeCreateBody } from '@elevate/contracts/college/college.schema';
import { ApiError, apiRequest } from '@/lib/api-client';

/** POST college: adds a missing institution; a name already listed answers the listed one. */
export const addCollege = async (body: CollegeCreateBody) => {
  const env = await apiRequest<College>('POST', 'college', { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { college: env.result, message: env.message };
};

export const useAddCollege = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCollege,
    // Searches made before it was added would miss it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['college'] }),
  });
};
