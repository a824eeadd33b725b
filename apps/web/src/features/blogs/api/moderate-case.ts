import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationAction } from '@elevate/contracts/blogs/blogs.constants';
import type { ModerationCase } from '@elevate/contracts/blogs/blogs.schema';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { blogKeys, resultOf } from './keys';
import type { ModerationCaseList } from './types';

export interface CaseDecision {
  caseId: number;
  action: ModerationAction;
  note?: string;
}

/** PUT moderation/cases/{id} {action, note} (admins): hide, restore or dismiss a reported item. */
export const moderateCase = ({ caseId, action, note }: CaseDecision) =>
  resultOf(
    apiRequest<ModerationCase>('PUT', `moderation/cases/${caseId}`, { body: { action, note: note || undefined } }),
  );

/** Takes the case out of the list it was in at once (it moves to another state); a failure puts it back. */
export const useModerateCase = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateCase,
    onMutate: async ({ caseId }) => {
      await queryClient.cancelQueries({ queryKey: blogKeys.casesAll });
      const before = queryClient.getQueriesData<ModerationCaseList>({ queryKey: blogKeys.casesAll });
      queryClient.setQueriesData<ModerationCaseList>({ queryKey: blogKeys.casesAll }, (list) =>
        list && list.data.some((c) => c.caseId === caseId)
          ? {
              ...list,
              data: list.data.filter((c) => c.caseId !== caseId),
              totalRecordCount: list.totalRecordCount - 1,
              totalRecords: list.totalRecords - 1,
            }
          : list,
      );
      return { before };
    },
    onError: (err, _d, context) => {
      context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data));
      toast.error(errorMessage(err));
    },
    onSuccess: ({ message }) => {
      if (message) toast.success(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.casesAll }),
  });
};
