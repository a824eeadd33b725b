import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsolePhase } from '@elevate/contracts/console/console-drill-forms.schema';
import { usePageTitle } from '@/components/use-page-title';
import { useSavePhaseSubmissionFields } from '@/features/console/api/save-phase-submission-fields';
import { FormBuilder } from '@/features/console/components/form-builder';
import { PhaseList } from '@/features/console/components/phase-list';
import { ProblemStatementList } from '@/features/console/components/problem-statement-list';
import { toast } from '@/lib/toast';
import { NotFoundPage } from '../../errors/not-found';
import { HackathonFormPreview } from './hackathon-form-preview';
import { useHostedDrillId } from './hackathon-console-routes';

/** One phase's submission form: the same builder as registration, previewed as the participant's Idea/Solution page. */
const SubmissionForm = ({ drillId, phase }: { drillId: number; phase: ConsolePhase }) => {
  const save = useSavePhaseSubmissionFields();
  return (
    <FormBuilder
      key={JSON.stringify(phase.submissionFields)}
      title={`Submission form of ${phase.name}`}
      saved={phase.submissionFields}
      answeredCount={phase.submissionCount}
      answeredNoun={{ one: 'submission', many: 'submissions' }}
      saving={save.isPending}
      saveLabel="Save submission form"
      level={4}
      onSave={async (fields) => {
        const { message } = await save.mutateAsync({ drillId, phaseId: phase.phaseId, fields });
        if (message) toast.success(message);
      }}
      renderPreview={(fields) => <HackathonFormPreview fields={fields} uploadPurpose="solution-file" />}
    />
  );
};

/** The Phases tab: the phases in order with their submission forms, then the problem statements. */
export const HackathonPhasesPage = () => {
  usePageTitle('Phases');
  const drillId = useHostedDrillId();
  if (drillId === null) return <NotFoundPage />;
  return (
    <Stack spacing={4}>
      <Stack component="section" spacing={2} aria-labelledby="phases-heading">
        <Typography id="phases-heading" variant="h2">
          Phases
        </Typography>
        <PhaseList
          drillId={drillId}
          renderSubmissionForm={(phase) => <SubmissionForm drillId={drillId} phase={phase} />}
        />
      </Stack>
      <Divider />
      <Stack component="section" spacing={2} aria-labelledby="statements-heading">
        <Typography id="statements-heading" variant="h2">
          Problem statements
        </Typography>
        <ProblemStatementList drillId={drillId} />
      </Stack>
    </Stack>
  );
};
export default HackathonPhasesPage;
