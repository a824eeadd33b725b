import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import {
  answersSchemaOf,
  type FormAnswers,
  type FormFieldDefinition,
} from '@elevate/contracts/drills/form-fields.schema';
import { SubmissionMessages } from '@elevate/contracts/drills/submission.messages';
import type { ProblemStatement, Submission } from '@elevate/contracts/drills/submission.schema';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveSubmission } from '../api/submission-save';
import { dashboardKeys } from '../api/submission-keys';
import { DrillDateTime } from './drill-date';
import { answersResolver, DynamicFormFields } from './dynamic-form-fields';
import { ProblemStatementPicker } from './problem-statement-picker';
import { AutosaveStatus, clearBackup, unsavedBackupOf, useAutosave } from './submission-autosave';

/** What one save sends: the chosen statement and the answers. */
export interface SubmissionSnapshot {
  problemStatementId: number | null;
  answers: FormAnswers;
}

/** Where drafts typed on this device wait until the server has them (one per registration and phase). */
export const draftBackupKey = (drillId: number, participantId: number, phaseId: number) =>
  `elevate.submission-draft.${drillId}.${participantId}.${phaseId}`;

const snapshotOf = (s: Pick<Submission, 'problemStatementId' | 'answers'> | null): SubmissionSnapshot => ({
  problemStatementId: s?.problemStatementId ?? null,
  answers: s?.answers ?? {},
});

/** The answers as the form holds them: every field present (blank is null), so equal content serialises equally. */
const normalised = (fields: readonly FormFieldDefinition[], values: Partial<FormAnswers>): FormAnswers =>
  Object.fromEntries(fields.map((f) => [f.key, values[f.key] ?? null]));

/** The fixed end of a message whose start names things ('The Idea phase ended on …. Submissions and edits are closed.'). */
const endingOf = (message: (a: string, b: string) => string) => message('\u0000', '\u0000').split('\u0000').at(-1)!;
const PHASE_CLOSED_ENDINGS = [endingOf(SubmissionMessages.phaseEnded), endingOf(SubmissionMessages.phaseNotStarted)];

/** The server refused a save because the phase is not open by its clock. */
const isPhaseClosed = (err: unknown) =>
  err instanceof ApiError &&
  err.code === ErrorCode.CONFLICT &&
  PHASE_CLOSED_ENDINGS.some((ending) => err.message.endsWith(ending));

/** A teammate submitted meanwhile: a draft can no longer replace the submission. */
const isAlreadySubmitted = (err: unknown) =>
  err instanceof ApiError && err.message === SubmissionMessages.alreadySubmittedDraft;

/**
 * A phase's submission form: the problem statement, the phase's own questions (files in the private store),
 * drafts saved as one types, and a final Submit after a confirmation. A submitted phase can be changed and
 * submitted again until it ends; the hosts see the last submitted version. `editable` is false outside the
 * phase's window (the page says why).
 */
export const SubmissionForm = ({
  drillId,
  participantId,
  phase,
  fields,
  statements,
  submission,
  editable,
  latestVersion,
  onPhaseClosed,
}: {
  drillId: number;
  participantId: number;
  phase: DrillPhase;
  fields: readonly FormFieldDefinition[];
  statements: readonly ProblemStatement[];
  /** What the server holds for the caller's team (or the caller alone), or null before the first save. */
  submission: Submission | null;
  editable: boolean;
  /** The version the server holds now, as the page last read it (a teammate may have saved since). */
  latestVersion: number | null;
  /** The server closed the phase before this page's clock did (a save was refused for it). */
  onPhaseClosed: (message: string) => void;
}) => {
  const backupKey = draftBackupKey(drillId, participantId, phase.phaseId);
  const client = useQueryClient();
  const server = useRef(snapshotOf(submission));
  const [initial] = useState(() => {
    const fromServer: SubmissionSnapshot = {
      problemStatementId: submission?.problemStatementId ?? null,
      answers: normalised(fields, submission?.answers ?? {}),
    };
    const restored = unsavedBackupOf(backupKey, fromServer, submission?.updatedAt ?? null);
    return { fromServer, restored, start: restored ?? fromServer };
  });
  const [restoredNotice, setRestoredNotice] = useState(initial.restored !== null);
  const [status, setStatus] = useState<'none' | Submission['status']>(submission?.status ?? 'none');
  const [version, setVersion] = useState(submission?.version ?? 0);
  const [statementId, setStatementId] = useState(initial.start.problemStatementId);
  const [statementError, setStatementError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<FormAnswers | null>(null);
  const form = useForm<FormAnswers, unknown, FormAnswers>({
    defaultValues: initial.start.answers,
    resolver: answersResolver(fields),
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control });
  const snapshot: SubmissionSnapshot = { problemStatementId: statementId, answers: normalised(fields, values) };

  const draft = useSaveSubmission(drillId, participantId, phase.kind);
  const final = useSaveSubmission(drillId, participantId, phase.kind);

  /** Puts the server's per-field messages on the fields ('answers.key' and the statement choice). */
  const showFieldErrors = (err: unknown) => {
    if (!(err instanceof ApiError)) return;
    for (const [path, message] of Object.entries(err.fields)) {
      if (path === 'problemStatementId') setStatementError(message);
      else if (path.startsWith('answers.')) form.setError(path.slice('answers.'.length), { type: 'server', message });
    }
  };

  const refused = (err: unknown) => {
    showFieldErrors(err);
    if (isPhaseClosed(err)) onPhaseClosed(errorMessage(err));
    else if (isAlreadySubmitted(err)) {
      // A teammate submitted meanwhile: from now on changes go in with Submit.
      setStatus('submitted');
      void client.invalidateQueries({ queryKey: dashboardKeys.submissions(drillId, participantId) });
      return 'A teammate submitted this phase meanwhile. Submit your changes to update it.';
    }
  };

  const autosave = useAutosave<SubmissionSnapshot>({
    value: snapshot,
    savedValue: initial.fromServer,
    savedAt: submission?.updatedAt ?? null,
    enabled: editable && status !== 'submitted',
    backupKey,
    check: (s) => {
      const parsed = answersSchemaOf(fields, { partial: true }).safeParse(s.answers);
      if (parsed.success) return null;
      void form.trigger(parsed.error.issues.map((i) => String(i.path[0])));
      return parsed.error.issues[0]?.message ?? SubmissionMessages.notFound;
    },
    save: async (s) => {
      const saved = await draft.mutateAsync({
        participantId,
        phaseId: phase.phaseId,
        problemStatementId: s.problemStatementId,
        answers: s.answers,
        final: false,
      });
      server.current = snapshotOf(saved.submission);
      setStatus(saved.submission.status);
      setVersion(saved.submission.version);
      return { savedAt: saved.submission.updatedAt };
    },
    onRefused: refused,
  });

  const askToSubmit = form.handleSubmit(
    (answers) => {
      if (statements.length > 0 && statementId === null) {
        setStatementError(SubmissionMessages.problemStatementRequired);
        return;
      }
      autosave.hold();
      setConfirming(answers);
    },
    () => {
      if (statements.length > 0 && statementId === null) setStatementError(SubmissionMessages.problemStatementRequired);
    },
  );

  const submit = async () => {
    if (!confirming) return;
    const sent = snapshot;
    try {
      const saved = await final.mutateAsync({
        participantId,
        phaseId: phase.phaseId,
        problemStatementId: statementId,
        answers: confirming,
        final: true,
      });
      server.current = snapshotOf(saved.submission);
      setStatus('submitted');
      setVersion(saved.submission.version);
      autosave.markSaved(sent, saved.submission.updatedAt);
      clearBackup(backupKey);
      setConfirming(null);
      toast.success(saved.message ?? SubmissionMessages.submitted);
    } catch (err) {
      setConfirming(null);
      refused(err);
      toast.error(errorMessage(err));
    }
  };

  const discard = () => {
    const s = server.current;
    const answers = normalised(fields, s.answers);
    form.reset(answers);
    setStatementId(s.problemStatementId);
    setStatementError(null);
    autosave.markSaved({ problemStatementId: s.problemStatementId, answers }, submission?.updatedAt ?? '');
    setRestoredNotice(false);
  };

  const submitted = status === 'submitted';
  const shownVersion = Math.max(version, latestVersion ?? 0);
  const changed = !autosave.isSaved;
  return (
    <Box component="form" noValidate onSubmit={(e) => void askToSubmit(e)} aria-label={`${phase.phase} submission`}>
      <Stack spacing={3}>
        {restoredNotice ? (
          <Alert severity="info" onClose={() => setRestoredNotice(false)}>
            We brought back changes you typed on this device that had not been saved yet.
            {submitted ? ' Submit them to update your submission.' : ' They are being saved now.'}
          </Alert>
        ) : null}
        <ProblemStatementPicker
          statements={statements}
          value={statementId}
          onChange={(id) => {
            setStatementId(id);
            setStatementError(null);
          }}
          disabled={!editable}
          error={statementError}
        />
        {fields.length > 0 ? (
          <DynamicFormFields
            fields={fields}
            control={form.control}
            uploadPurpose="solution-file"
            disabled={!editable}
          />
        ) : (
          <Typography color="text.secondary">
            This phase asks no questions{statements.length > 0 ? ' beyond the problem statement' : ''}.
          </Typography>
        )}
        {editable ? (
          <Box sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}>
            {submitted && changed ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                You have changes that are not submitted. The hosts see version {shownVersion} until you submit again.
              </Alert>
            ) : submitted ? (
              <Typography variant="body2" sx={{ mb: 2 }}>
                Submitted (version {shownVersion}). You can change your answers and submit again until{' '}
                <DrillDateTime value={phase.phaseEndDt} />.
              </Typography>
            ) : null}
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              {submitted ? <Box /> : <AutosaveStatus state={autosave.state} onRetry={autosave.retryNow} />}
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                {submitted && changed ? (
                  <Button onClick={discard} disabled={final.isPending}>
                    Discard changes
                  </Button>
                ) : null}
                <PendingButton
                  type="submit"
                  variant="contained"
                  pending={final.isPending}
                  disabled={autosave.state.kind === 'saving' || (submitted && !changed)}
                >
                  {submitted ? 'Submit changes' : `Submit ${phase.phase}`}
                </PendingButton>
              </Stack>
            </Stack>
          </Box>
        ) : null}
      </Stack>
      <Dialog
        open={confirming !== null}
        onClose={final.isPending ? undefined : () => setConfirming(null)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="confirm-submit-title"
      >
        <DialogTitle id="confirm-submit-title">
          {submitted ? `Submit your changes to ${phase.phase}?` : `Submit ${phase.phase}?`}
        </DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            <p style={{ marginTop: 0 }}>
              The hosts will see this version. You can still change it and submit again until{' '}
              <DrillDateTime value={phase.phaseEndDt} />.
            </p>
            <p style={{ marginBottom: 0 }}>Everyone in your team gets a receipt with the time and a fingerprint.</p>
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(null)} disabled={final.isPending} autoFocus>
            Cancel
          </Button>
          <PendingButton variant="contained" pending={final.isPending} onClick={() => void submit()}>
            Submit
          </PendingButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
