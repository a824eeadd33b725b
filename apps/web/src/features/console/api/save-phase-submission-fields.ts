import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConsolePhase,
  ConsolePhases,
  FormFieldDraft,
} from '@elevate/contracts/console/console-drill-forms.schema';
import { apiRequest } from '@/lib/api-client';
import { drillPhasesKey } from './get-drill-phases';

type Args = { drillId: number; phaseId: number; fields: FormFieldDraft[] };

/** Replaces a phase's submission form: `PUT console/drills/{id}/phases/{phaseId}/submission-fields`. */
export const savePhaseSubmissionFields = async ({ drillId, phaseId, fields }: Args) => {
  const env = await apiRequest<ConsolePhase>('PUT', `console/drills/${drillId}/phases/${phaseId}/submission-fields`, {
    body: { fields },
  });
  return { phase: env.result, message: env.message };
};

export const useSavePhaseSubmissionFields = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePhaseSubmissionFields,
    onSuccess: ({ phase }, { drillId }) => {
      if (phase)
        client.setQueryData<ConsolePhases>(drillPhasesKey(drillId), (old) =>
          old ? { ...old, phases: old.phases.map((p) => (p.phaseId === phase.phaseId ? phase : p)) } : old,
        );
    },
  });
};
