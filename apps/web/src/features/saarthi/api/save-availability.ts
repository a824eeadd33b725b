import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput, SaarthiMine } from '@elevate/contracts/saarthi/saarthi.schema';
import { saarthiCall } from './saarthi-request';
import { saarthiKeys } from './saarthi-keys';

/** PUT saarthi/{id}/availability: the weekly windows (mentor's zone), replacing the previous ones. */
export const saveAvailability = (saarthiId: number, input: AvailabilityInput) =>
  saarthiCall<SaarthiMine>('PUT', `saarthi/${saarthiId}/availability`, input);

export const useSaveAvailability = (uid: number, saarthiId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) => saveAvailability(saarthiId, input),
    onSuccess: ({ result }) => {
      queryClient.setQueryData(saarthiKeys.mine(uid), result);
      void queryClient.invalidateQueries({ queryKey: saarthiKeys.slots(saarthiId) });
    },
  });
};
