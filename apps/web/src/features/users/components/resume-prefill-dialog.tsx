import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES } from '@elevate/contracts/users/profile.options';
import type { CompleteProfile } from '@elevate/contracts/users/profile.schema';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCompleteProfile } from '../api/get-complete-profile';
import { useApplyResumePrefill, useResumeParse } from '../api/resume-prefill';
import {
  bodyOf,
  buildDraft,
  chosenCount,
  problemOf,
  type EducationItem,
  type PrefillDraft,
  type ProjectItem,
  type WorkItem,
} from './resume-prefill-draft';

type Section = keyof PrefillDraft;
type Patch = Record<string, unknown>;

const Row = ({
  label,
  checked,
  unsure,
  onProfile,
  onToggle,
  note,
  children,
  problem,
}: {
  label: string;
  checked: boolean;
  unsure: boolean;
  onProfile: boolean;
  onToggle: (checked: boolean) => void;
  note?: string | null;
  children?: ReactNode;
  problem?: string | null;
}) => (
  <Box
    component="li"
    sx={{
      p: 1,
      borderRadius: 1,
      border: 1,
      borderColor: unsure && !onProfile ? 'warning.main' : 'transparent',
    }}
  >
    <FormControlLabel
      control={<Checkbox checked={checked && !onProfile} disabled={onProfile} onChange={(_, c) => onToggle(c)} />}
      label={label}
    />
    {onProfile ? (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ ml: 4 }}>
        Already on your profile
      </Typography>
    ) : null}
    {unsure && !onProfile ? (
      <Typography variant="caption" component="p" sx={{ ml: 4, fontWeight: 700 }}>
        Please check: we were not sure we read this correctly.
      </Typography>
    ) : null}
    {note ? (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ ml: 4 }}>
        {note}
      </Typography>
    ) : null}
    {checked && !onProfile && children ? (
      <Box
        sx={{
          ml: { xs: 0, sm: 4 },
          mt: 1,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {children}
      </Box>
    ) : null}
    {checked && problem ? (
      <Typography variant="body2" color="error" role="alert" sx={{ ml: 4, mt: 0.5 }}>
        {problem}
      </Typography>
    ) : null}
  </Box>
);

const Group = ({ title, children, count }: { title: string; children: ReactNode; count: number }) =>
  count === 0 ? null : (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );

const Field = ({
  label,
  value,
  onChange,
  select,
  options,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  select?: boolean;
  options?: readonly string[];
  placeholder?: string;
}) => (
  <TextField
    size="small"
    label={label}
    value={value}
    placeholder={placeholder}
    select={select}
    onChange={(e) => onChange(e.target.value)}
  >
    {options?.map((o) => (
      <MenuItem key={o} value={o}>
        {o}
      </MenuItem>
    ))}
  </TextField>
);

const Review = ({
  uid,
  resume,
  profile,
  onClose,
  onSaved,
}: {
  uid: number;
  resume: ParsedResume;
  profile: CompleteProfile;
  onClose: () => void;
  onSaved?: () => void;
}) => {
  const [draft, setDraft] = useState(() => buildDraft(resume, profile));
  const [tried, setTried] = useState(false);
  const apply = useApplyResumePrefill(uid);
  const set = (section: Section, id: string, patch: Patch) =>
    setDraft((d) => ({ ...d, [section]: d[section].map((i) => (i.id === id ? { ...i, ...patch } : i)) }));
  const problem = (kind: 'education' | 'work' | 'projects', e: EducationItem | WorkItem | ProjectItem) =>
    tried && e.checked && !e.onProfile ? problemOf(kind, e) : null;

  const count = chosenCount(draft);
  const save = () => {
    setTried(true);
    const entries = [
      ...draft.education.map((e) => problemOf('education', e) && e.checked && !e.onProfile),
      ...draft.work.map((e) => problemOf('work', e) && e.checked && !e.onProfile),
      ...draft.projects.map((e) => problemOf('projects', e) && e.checked && !e.onProfile),
    ];
    if (entries.some(Boolean)) return;
    if (count === 0) return toast.error(MatchingMessages.nothingChosen);
    apply.mutate(bodyOf(draft, profile.personal.socialLinks), {
      onSuccess: () => {
        toast.success(MatchingMessages.prefillSaved);
        onSaved?.();
        onClose();
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };
  const empty =
    draft.personal.length + draft.skills.length + draft.education.length + draft.work.length + draft.projects.length ===
    0;

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            Tick what to add. Nothing on your profile is replaced unless you tick it; entries already there are kept as
            they are.
          </Typography>
          {resume.warnings.includes('scanned') ? <Alert severity="warning">{MatchingMessages.scanned}</Alert> : null}
          {resume.warnings.includes('two-column') ? <Alert severity="info">{MatchingMessages.twoColumn}</Alert> : null}
          {empty ? <Alert severity="info">We found nothing in this resume to add to your profile.</Alert> : null}
          <Group title="Personal details" count={draft.personal.length}>
            {draft.personal.map((p) => (
              <Row
                key={p.id}
                label={`${p.label}: ${p.value}`}
                checked={p.checked}
                unsure={p.unsure}
                onProfile={p.onProfile}
                onToggle={(checked) => set('personal', p.id, { checked })}
                note={p.current && !p.onProfile ? `On your profile now: ${p.current}. Tick to replace it.` : null}
              />
            ))}
          </Group>
          <Group title="Skills" count={draft.skills.length}>
            {draft.skills.map((s) => (
              <Row
                key={s.id}
                label={s.name}
                checked={s.checked}
                unsure={s.unsure}
                onProfile={s.onProfile}
                onToggle={(checked) => set('skills', s.id, { checked })}
              />
            ))}
          </Group>
          <Group title="Education" count={draft.education.length}>
            {draft.education.map((e) => (
              <Row
                key={e.id}
                label={[e.degree, e.institution].filter(Boolean).join(', ') || 'Education entry'}
                checked={e.checked}
                unsure={e.unsure}
                onProfile={e.onProfile}
                onToggle={(checked) => set('education', e.id, { checked })}
                problem={problem('education', e)}
              >
                <Field
                  label="Education level"
                  select
                  options={EDUCATION_LEVELS}
                  value={e.level}
                  onChange={(level) => set('education', e.id, { level })}
                />
                <Field label="Degree" value={e.degree} onChange={(degree) => set('education', e.id, { degree })} />
                <Field
                  label="Institution"
                  value={e.institution}
                  onChange={(institution) => set('education', e.id, { institution })}
                />
                <Stack direction="row" spacing={1}>
                  <Field
                    label="Start year"
                    value={e.startYear}
                    onChange={(startYear) => set('education', e.id, { startYear })}
                  />
                  <Field
                    label="End year"
                    value={e.endYear}
                    onChange={(endYear) => set('education', e.id, { endYear })}
                  />
                </Stack>
              </Row>
            ))}
          </Group>
          <Group title="Work experience" count={draft.work.length}>
            {draft.work.map((w) => (
              <Row
                key={w.id}
                label={[w.title, w.company].filter(Boolean).join(' at ') || 'Work entry'}
                checked={w.checked}
                unsure={w.unsure}
                onProfile={w.onProfile}
                onToggle={(checked) => set('work', w.id, { checked })}
                problem={problem('work', w)}
              >
                <Field label="Title" value={w.title} onChange={(title) => set('work', w.id, { title })} />
                <Field label="Company" value={w.company} onChange={(company) => set('work', w.id, { company })} />
                <Field
                  label="Employment type"
                  select
                  options={EMPLOYMENT_TYPES}
                  value={w.employmentType}
                  onChange={(employmentType) => set('work', w.id, { employmentType })}
                />
                <Field
                  label="Start date"
                  placeholder="dd-mm-yyyy"
                  value={w.startDate}
                  onChange={(startDate) => set('work', w.id, { startDate })}
                />
                {w.currentJob ? null : (
                  <Field
                    label="End date"
                    placeholder="dd-mm-yyyy"
                    value={w.endDate}
                    onChange={(endDate) => set('work', w.id, { endDate })}
                  />
                )}
                <FormControlLabel
                  control={
                    <Checkbox checked={w.currentJob} onChange={(_, currentJob) => set('work', w.id, { currentJob })} />
                  }
                  label="I work here now"
                />
              </Row>
            ))}
          </Group>
          <Group title="Projects" count={draft.projects.length}>
            {draft.projects.map((p) => (
              <Row
                key={p.id}
                label={p.title}
                checked={p.checked}
                unsure={p.unsure}
                onProfile={p.onProfile}
                onToggle={(checked) => set('projects', p.id, { checked })}
                problem={problem('projects', p)}
              >
                <Field label="Project title" value={p.title} onChange={(title) => set('projects', p.id, { title })} />
                <Field label="Link" value={p.url} onChange={(url) => set('projects', p.id, { url })} />
              </Row>
            ))}
          </Group>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={apply.isPending}>
          Cancel
        </Button>
        <PendingButton variant="contained" pending={apply.isPending} disabled={count === 0} onClick={save}>
          {count === 0 ? 'Add to my profile' : `Add ${count} to my profile`}
        </PendingButton>
      </DialogActions>
    </>
  );
};

/**
 * "Fill my profile from this resume": the parsed resume for review, full screen on phones. Nothing is saved
 * until the user chooses "Add … to my profile".
 */
export const ResumePrefillDialog = ({
  uid,
  open,
  onClose,
  onSaved,
}: {
  uid: number;
  open: boolean;
  onClose: () => void;
  /** After the profile took the chosen fields (and its queries were read again). */
  onSaved?: () => void;
}) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const parse = useResumeParse(uid, open);
  const profile = useCompleteProfile(uid);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="resume-prefill">
      <DialogTitle id="resume-prefill">Fill my profile from this resume</DialogTitle>
      {parse.data && profile.data ? (
        <Review uid={uid} resume={parse.data} profile={profile.data} onClose={onClose} onSaved={onSaved} />
      ) : (
        <>
          <DialogContent dividers>
            {parse.isError || profile.isError ? (
              <Alert severity="error">{errorMessage(parse.error ?? profile.error)}</Alert>
            ) : (
              <Box role="status" aria-label="Reading your resume">
                <Typography variant="body2" sx={{ mb: 1 }}>
                  Reading your resume…
                </Typography>
                <Skeleton variant="rounded" height={40} sx={{ mb: 1 }} />
                <Skeleton variant="rounded" height={40} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
