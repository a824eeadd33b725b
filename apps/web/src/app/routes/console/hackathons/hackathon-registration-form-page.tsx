import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardSkeletons } from '@/components/loaders';
import { LoadFailedState } from '@/components/empty-state';
import { usePageTitle } from '@/components/use-page-title';
import { useDrillParticipantFields } from '@/features/console/api/get-drill-participant-fields';
import { useSaveDrillParticipantFields } from '@/features/console/api/save-drill-participant-fields';
import { FormBuilder } from '@/features/console/components/form-builder';
import { toast } from '@/lib/toast';
import { NotFoundPage } from '../../errors/not-found';
import { HackathonFormPreview } from './hackathon-form-preview';
import { useHostedDrillId } from './hackathon-console-routes';

const RegistrationForm = ({ drillId }: { drillId: number }) => {
  const form = useDrillParticipantFields(drillId);
  const save = useSaveDrillParticipantFields();
  if (form.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the registration form">
        <CardSkeletons count={3} height={140} />
      </Stack>
    );
  if (form.isError) return <LoadFailedState what="the registration form" onRetry={() => void form.refetch()} />;
  return (
    <FormBuilder
      // Start again from what is stored whenever a save (or another host) changes it.
      key={JSON.stringify(form.data.fields)}
      title="Registration questions"
      saved={form.data.fields}
      answeredCount={form.data.answeredCount}
      answeredNoun={{ one: 'registration', many: 'registrations' }}
      saving={save.isPending}
      onSave={async (fields) => {
        const { message } = await save.mutateAsync({ drillId, fields });
        if (message) toast.success(message);
      }}
      renderPreview={(fields) => <HackathonFormPreview fields={fields} uploadPurpose="registration-file" />}
    />
  );
};

/** The Registration form tab: the hackathon's own questions, built with a live preview of the participant's form. */
export const HackathonRegistrationFormPage = () => {
  usePageTitle('Registration form');
  const drillId = useHostedDrillId();
  if (drillId === null) return <NotFoundPage />;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Participants answer these questions when they register, after their profile details. Keep it short: every
        question is one more reason not to finish.
      </Typography>
      <RegistrationForm drillId={drillId} />
    </Stack>
  );
};
export default HackathonRegistrationFormPage;
