import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleForm, FormFieldDraft } from '@elevate/contracts/console/console-drill-forms.schema';
import { apiRequest } from '@/lib/api-client';
import { drillParticipantFieldsKey } from './get-drill-participant-fields';

/** Replaces the registration questions: `PUT console/drills/{id}/participant-fields`; the message says what changed. */
export const saveDrillParticipantFields = async ({
  drillId,
  fields,
}: {
  drillId: number;
  fields: FormFieldDraft[];
}) => {
  const env = await apiRequest<ConsoleForm>('PUT', `console/drills/${drillId}/participant-fields`, {
    body: { fields },
  });
  return { form: env.result, message: env.message };
};

export const useSaveDrillParticipantFields = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDrillParticipantFields,
    onSuccess: ({ form }, { drillId }) => {
      if (form) client.setQueryData(drillParticipantFieldsKey(drillId), form);
      void client.invalidateQueries({ queryKey: ['drills'] });
    },
  });
};
