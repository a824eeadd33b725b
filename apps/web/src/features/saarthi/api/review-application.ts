import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaarthiApplicationRow } from '@elevate/contracts/saarthi/saarthi.schema';
import { saarthiCall } from './saarthi-request';

export interface ReviewInput {
  decision: 'approve' | 'reject';
  reason?: string;
}

/** PUT saarthi/{id}/review (admins): approve or reject a pending application. */
export const reviewApplication = (saarthiId: number, input: ReviewInput) =>
  saarthiCall<SaarthiApplicationRow>('PUT', `saarthi/${saarthiId}/review`, input);

export const useReviewApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ saarthiId, ...input }: ReviewInput & { saarthiId: number }) => reviewApplication(saarthiId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['saarthi', 'applications'] }),
  });
};
