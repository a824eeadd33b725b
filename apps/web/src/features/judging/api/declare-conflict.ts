import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConflictDeclared, DeclareConflict } from '@elevate/contracts/judging/judging.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** A judge declares a conflict with the submission they were given: `POST judging/assignments/{assignmentId}/conflict`. */
export const declareConflict = async (assignmentId: number, body: DeclareConflict) => {
  const env = await apiRequest<ConflictDeclared>('POST', `judging/assignments/${assignmentId}/conflict`, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { ...env.result, message: env.message };
};

export const useDeclareConflict = (assignmentId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclareConflict) => declareConflict(assignmentId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: judgingKeys.mine() }),
  });
};
