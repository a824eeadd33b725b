import { Suspense, useContext, useId } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Messages } from '@elevate/contracts/common/messages';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import {
  FILE_FIELD_TYPES,
  type FormAnswers,
  type FormAnswerValue,
  type FormFieldDefinition,
} from '@elevate/contracts/drills/form-fields.schema';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import { ParticipationMessages } from '@elevate/contracts/drills/team.messages';
import { EmptyState } from '@/components/empty-state';
import { PendingButton } from '@/components/pending-button';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { openPrivateFile } from '@/lib/upload';
import { useParticipantFields } from '../api/participation-fields';
import { useParticipation } from '../api/participation-state';
import { useUpdateParticipation } from '../api/participation-update';
import { DrillDateTime } from './drill-date';
import { answersResolver, DynamicFormFields } from './dynamic-form-fields';
import { placeAnswerErrors } from './registration-errors';
import { RegistrationPaymentSlotsContext } from './registration-payment-slot';

/** The form's starting values: the answers to today's questions (blank when not answered). */
const formValuesOf = (fields: readonly FormFieldDefinition[], answers: Participation['answers']): FormAnswers =>
  Object.fromEntries(
    fields.map((f) => [
      f.key,
      answers?.[f.key] ?? (f.type === 'MUISelect' ? [] : FILE_FIELD_TYPES.includes(f.type) ? null : ''),
    ]),
  );

const isBlank = (v: FormAnswerValue | undefined) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const AnswerText = ({ field, value }: { field: FormFieldDefinition; value: FormAnswerValue | undefined }) => {
  if (isBlank(value))
    return (
      <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        Not answered
      </Typography>
    );
  if (FILE_FIELD_TYPES.includes(field.type))
    return (
      <Button
        size="small"
        startIcon={<OpenInNewIcon />}
        sx={{ ml: -0.5 }}
        onClick={() => openPrivateFile(String(value)).catch((err: unknown) => toast.error(errorMessage(err)))}
        aria-label={`View ${field.label}`}
      >
        View file
      </Button>
    );
  if (field.type === 'Password') return <span aria-label="Hidden">••••••••</span>;
  return (
    <Typography component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {Array.isArray(value) ? value.join(', ') : String(value)}
    </Typography>
  );
};

/** The answers as a list to read, once they can no longer change. */
const ReadOnlyAnswers = ({ fields, answers }: { fields: FormFieldDefinition[]; answers: Participation['answers'] }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
    {fields.map((f) => (
      <Box key={f.key} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {f.label}
        </Typography>
        <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600 }}>
          <AnswerText field={f} value={answers?.[f.key]} />
        </Box>
      </Box>
    ))}
  </Box>
);

const EditableAnswers = ({
  drill,
  participation,
  fields,
  onLocked,
}: {
  drill: DrillDetail;
  participation: Participation & { participantId: number };
  fields: FormFieldDefinition[];
  /** Registration closed while the form was open: the panel asks again and turns read-only. */
  onLocked: () => void;
}) => {
  const formId = useId();
  const form = useForm<FormAnswers>({
    resolver: answersResolver(fields),
    mode: 'onTouched',
    defaultValues: formValuesOf(fields, participation.answers),
  });
  const save = useUpdateParticipation(drill.drillId, participation.participantId);
  const submit = form.handleSubmit((answers) =>
    save.mutate(
      { answers },
      {
        onSuccess: ({ participation: saved, message }) => {
          form.reset(formValuesOf(fields, saved.answers));
          toast.success(message ?? ParticipationMessages.saved);
        },
        onError: (err) => {
          if (placeAnswerErrors(err, fields, form.setError)) return;
          if (err instanceof ApiError && err.status === 403) onLocked();
          toast.error(err instanceof Error && err.message ? err.message : Messages.somethingWentWrong);
        },
      },
    ),
  );

  return (
    <Box component="form" id={formId} noValidate onSubmit={submit} aria-label="Your registration answers">
      <DynamicFormFields
        fields={fields}
        control={form.control}
        uploadPurpose="registration-file"
        disabled={save.isPending}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        <PendingButton type="submit" variant="contained" startIcon={<SaveIcon />} pending={save.isPending}>
          Save answers
        </PendingButton>
        <Button
          onClick={() => form.reset(formValuesOf(fields, participation.answers))}
          disabled={save.isPending || !form.formState.isDirty}
        >
          Undo changes
        </Button>
      </Stack>
    </Box>
  );
};

/**
 * /my-info: the participant's answers to the hackathon's registration questions, editable (checked here and by
 * the server) until registration closes, then shown to read with the reason; under them the payment of a paid
 * registration (amount, date, receipt), from the payments feature when the app layer gives it.
 */
export const MyInfoPanel = ({ drill, participantId }: { drill: DrillDetail; participantId: number }) => {
  const slots = useContext(RegistrationPaymentSlotsContext);
  // A fee cannot change once someone has paid: a free hackathon has no payment to show.
  const payment =
    slots && drill.registrationFee > 0 ? (
      <Suspense fallback={null}>
        <slots.RegistrationPayment drillId={drill.drillId} />
      </Suspense>
    ) : null;
  return (
    <Stack spacing={3}>
      <MyRegistration drill={drill} participantId={participantId} />
      {payment}
    </Stack>
  );
};

const MyRegistration = ({ drill, participantId }: { drill: DrillDetail; participantId: number }) => {
  const session = useSession();
  const participation = useParticipation(drill.drillId, session?.session.uid ?? null);
  const fields = useParticipantFields(drill.drillId);

  const failed = participation.error ?? fields.error;
  if (failed && !(participation.data && fields.data))
    return (
      <RetryAlert
        onRetry={() => {
          if (participation.isError) void participation.refetch();
          if (fields.isError) void fields.refetch();
        }}
      >
        We could not load your registration. {errorMessage(failed)}
      </RetryAlert>
    );
  if (!participation.data || !fields.data)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} role="status" aria-label="Loading your registration">
        <Skeleton variant="text" width="40%" height={32} />
        <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={40} width={160} sx={{ mt: 3 }} />
      </Paper>
    );

  const p = participation.data;
  if (p.participantId !== participantId)
    return <EmptyState title="Not your registration">{ParticipationMessages.notRegistered}</EmptyState>;
  const mine = { ...p, participantId };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-info-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="my-info-title" variant="h3" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        My registration
      </Typography>
      {p.registeredAt ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Registered on <DrillDateTime value={p.registeredAt} />
        </Typography>
      ) : null}
      {fields.data.length === 0 ? (
        <EmptyState title="Nothing to fill in">
          The hosts asked no questions at registration: your profile is what they see.
        </EmptyState>
      ) : p.answersEditable ? (
        <>
          <Alert severity="info" role="note" sx={{ mb: 2.5 }}>
            You can change your answers until registration closes on <DrillDateTime value={p.registrationEndDt} />.
          </Alert>
          <EditableAnswers
            drill={drill}
            participation={mine}
            fields={fields.data}
            onLocked={() => void participation.refetch()}
          />
        </>
      ) : (
        <>
          <Alert severity="info" role="note" sx={{ mb: 2.5 }}>
            {ParticipationMessages.answersLocked}
          </Alert>
          <ReadOnlyAnswers fields={fields.data} answers={p.answers} />
        </>
      )}
    </Paper>
  );
};
