import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsolePhases, PhaseWrite } from '@elevate/contracts/console/console-drill-forms.schema';
import { apiRequest } from '@/lib/api-client';
import { drillPhasesKey } from './get-drill-phases';

type PhaseArgs = { drillId: number; phaseId?: number; phase: PhaseWrite };

/** Adds a phase (`POST console/drills/{id}/phases`) or edits one (`PUT …/phases/{phaseId}`). */
export const saveDrillPhase = async ({ drillId, phaseId, phase }: PhaseArgs) => {
  const path = `console/drills/${drillId}/phases${phaseId === undefined ? '' : `/${phaseId}`}`;
  const env = await apiRequest<ConsolePhases>(phaseId === undefined ? 'POST' : 'PUT', path, { body: phase });
  return { phases: env.result, message: env.message };
};

/** Deletes a phase without submissions: `DELETE console/drills/{id}/phases/{phaseId}`. */
export const deleteDrillPhase = async ({ drillId, phaseId }: { drillId: number; phaseId: number }) => {
  const env = await apiRequest<ConsolePhases>('DELETE', `console/drills/${drillId}/phases/${phaseId}`);
  return { phases: env.result, message: env.message };
};

const usePhasesMutation = <A extends { drillId: number }>(
  fn: (args: A) => Promise<{ phases?: ConsolePhases; message?: string }>,
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ phases }, { drillId }) => {
      if (phases) client.setQueryData(drillPhasesKey(drillId), phases);
      // The hackathon's own checklist counts its phases: Publish must see the phase just added or deleted.
      void client.invalidateQueries({ queryKey: ['console', 'drill', drillId], exact: true });
      void client.invalidateQueries({ queryKey: ['console', 'drill', drillId, 'problem-statements'] });
      void client.invalidateQueries({ queryKey: ['drills'] });
    },
  });
};

export const useSaveDrillPhase = () => usePhasesMutation(saveDrillPhase);
export const useDeleteDrillPhase = () => usePhasesMutation(deleteDrillPhase);
