import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SaarthiMine, SaarthiUpdateInputSchema } from '@elevate/contracts/saarthi/saarthi.schema';
import { saarthiCall } from './saarthi-request';
import { saarthiKeys } from './saarthi-keys';

export type SaarthiUpdateInput = z.input<typeof SaarthiUpdateInputSchema>;

/** PUT saarthi/{id}: the owner edits their profile or application, or switches new requests on or off. */
export const updateSaarthi = (saarthiId: number, input: SaarthiUpdateInput) =>
  saarthiCall<SaarthiMine>('PUT', `saarthi/${saarthiId}`, input);

export const useUpdateSaarthi = (uid: number, saarthiId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaarthiUpdateInput) => updateSaarthi(saarthiId, input),
    onSuccess: ({ result }) => {
      queryClient.setQueryData(saarthiKeys.mine(uid), result);
      void queryClient.invalidateQueries({ queryKey: saarthiKeys.mentor(String(saarthiId)) });
    },
  });
};
