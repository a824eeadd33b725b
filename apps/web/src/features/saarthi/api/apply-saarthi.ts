import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaarthiApplicationInput, SaarthiMine } from '@elevate/contracts/saarthi/saarthi.schema';
import { saarthiCall } from './saarthi-request';
import { saarthiKeys } from './saarthi-keys';

/** POST saarthi: a first application, or a rejected one sent again. */
export const applySaarthi = (input: SaarthiApplicationInput) => saarthiCall<SaarthiMine>('POST', 'saarthi', input);

export const useApplySaarthi = (uid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applySaarthi,
    onSuccess: ({ result }) => queryClient.setQueryData(saarthiKeys.mine(uid), result),
  });
};
