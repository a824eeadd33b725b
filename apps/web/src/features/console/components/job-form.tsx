import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { JOB_TYPES } from '@elevate/contracts/common/constants';
import { formatExperience, formatSalary } from '@elevate/contracts/common/format';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import type { ConsoleJobDetail } from '@elevate/contracts/console/console-job.schema';
import {
  CTC_CATEGORIES,
  CTC_CATEGORY_LABELS,
  CTC_CURRENCIES,
  JOB_SKILLS_MAX,
  JOB_YOE_MAX,
  JobWriteSchema,
  isInternshipType,
  normaliseSkills,
  type JobWrite,
  type JobWriteInput,
} from '@elevate/contracts/console/job-write.schema';
import { TextInput } from '@/components/text-input';
import { FormNumberField } from '@/components/form-number-field';
import { toastedSubmitOf } from '@/components/form-submit';
import { toast } from '@/lib/toast';
import { useSaveJob } from '../api/save-job';
import { useUnsavedChangesWarning } from '../hooks/use-unsaved-changes-warning';
import { ChipsInput } from './chips-input';
import { HtmlField } from './html-field';
import { BoundImageUploadField } from './image-upload-field';

export type JobFormValues = JobWriteInput;

export const EMPTY_JOB: JobFormValues = {
  jobTitle: '',
  jobImageLink: null,
  jobLocation: '',
  jobSkills: '',
  jobCtcCurrency: 'INR',
  jobMinCtcRange: 0,
  jobMaxCtcRange: 0,
  jobCtcCategory: 'annual',
  isSalaryHidden: false,
  jobType: 'Full-Time',
  duration: '',
  jobMinYoe: 0,
  jobMaxYoe: 0,
  jobYoeTextForZero: 'Fresher',
  jobNumberOfVacancies: 1,
  description: '',
};

/** The form's values for a stored job. */
export const jobFormValues = (job: ConsoleJobDetail): JobFormValues => ({
  jobTitle: job.jobTitle,
  jobImageLink: job.jobImageLink,
  jobLocation: job.jobLocation,
  jobSkills: job.jobSkills,
  jobCtcCurrency: (CTC_CURRENCIES as readonly string[]).includes(job.jobCtcCurrency)
    ? (job.jobCtcCurrency as JobFormValues['jobCtcCurrency'])
    : 'INR',
  jobMinCtcRange: job.jobMinCtcRange,
  jobMaxCtcRange: job.jobMaxCtcRange,
  jobCtcCategory: job.jobCtcCategory === 'monthly' ? 'monthly' : 'annual',
  isSalaryHidden: job.isSalaryHidden,
  jobType: job.jobType,
  duration: job.duration ?? '',
  jobMinYoe: job.jobMinYoe,
  jobMaxYoe: job.jobMaxYoe,
  jobYoeTextForZero: job.jobYoeTextForZero ?? '',
  jobNumberOfVacancies: job.jobNumberOfVacancies,
  description: job.description,
});

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
      {title}
    </Typography>
    <Stack spacing={2.5}>{children}</Stack>
  </Paper>
);

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * Posting or editing a job: every field of spec §3 Job card and the description (HTML, sanitised by the
 * server), validated with the same schema the API uses. An internship asks for its duration; the salary can
 * be hidden ('Best in industry'). `renderPreview` shows the card as it will look, from the live values.
 */
export const JobForm = ({
  partnerId,
  job,
  onSaved,
  renderPreview,
}: {
  partnerId: number;
  /** The job being edited; none to post a new one. */
  job?: ConsoleJobDetail;
  onSaved?: (job: ConsoleJobDetail) => void;
  renderPreview?: (values: JobFormValues) => ReactNode;
}) => {
  const save = useSaveJob();
  const form = useForm<JobFormValues, unknown, JobWrite>({
    resolver: zodResolver(JobWriteSchema),
    mode: 'onTouched',
    defaultValues: job ? jobFormValues(job) : EMPTY_JOB,
  });
  const { control, reset, formState } = form;
  const values = useWatch({ control }) as JobFormValues;
  useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitSuccessful);
  const internship = isInternshipType(values.jobType ?? '');

  const onSubmit = toastedSubmitOf(form, async (data) => {
    const saved = await save.mutateAsync({ jobId: job?.jobId, partnerId, job: data });
    toast.success(saved.message ?? (job ? ConsoleMessages.jobSaved : ConsoleMessages.jobPosted));
    if (saved.job) {
      reset(jobFormValues(saved.job));
      onSaved?.(saved.job);
    }
  });

  const salaryLine = formatSalary({
    isSalaryHidden: values.isSalaryHidden,
    jobCtcCurrency: values.jobCtcCurrency,
    jobMinCtcRange: Number.isFinite(values.jobMinCtcRange) ? values.jobMinCtcRange : 0,
    jobMaxCtcRange: Number.isFinite(values.jobMaxCtcRange) ? values.jobMaxCtcRange : 0,
    jobCtcCategory: values.jobCtcCategory,
  });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: renderPreview ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={job ? 'Edit job' : 'Post a job'}>
        <Stack spacing={3}>
          <Section title="The role">
            <TextInput control={control} name="jobTitle" label="Job Title" required fullWidth />
            <Box sx={grid}>
              <TextInput control={control} name="jobType" label="Job Type" required select>
                {JOB_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {t}
                  </MenuItem>
                ))}
              </TextInput>
              {internship ? (
                <TextInput control={control} name="duration" label="Duration" required placeholder="6 months" />
              ) : null}
              <TextInput
                control={control}
                name="jobLocation"
                label="Location"
                required
                placeholder="Bengaluru, Pune or Remote"
                helperText="Separate several cities with commas"
              />
              <FormNumberField
                control={control}
                name="jobNumberOfVacancies"
                label="Number of vacancies"
                required
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
              />
            </Box>
            <Controller
              control={control}
              name="jobSkills"
              render={({ field, fieldState, formState: fs }) => {
                const show = fieldState.isTouched || fs.isSubmitted || fieldState.error?.type === 'server';
                return (
                  <ChipsInput
                    label="Skills"
                    values={normaliseSkills(field.value ?? '')}
                    onChange={(skills) => field.onChange(skills.join(','))}
                    onBlur={field.onBlur}
                    max={JOB_SKILLS_MAX}
                    error={show && Boolean(fieldState.error)}
                    helperText={show ? fieldState.error?.message : undefined}
                    placeholder="SQL"
                  />
                );
              }}
            />
          </Section>

          <Section title="Pay">
            <Box sx={grid}>
              <TextInput control={control} name="jobCtcCategory" label="Paid" select>
                {CTC_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {CTC_CATEGORY_LABELS[c]}
                  </MenuItem>
                ))}
              </TextInput>
              <TextInput control={control} name="jobCtcCurrency" label="Currency" select>
                {CTC_CURRENCIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextInput>
              <FormNumberField
                control={control}
                name="jobMinCtcRange"
                label="Minimum CTC"
                helperText="In full, e.g. 600000 for 6 LPA"
                slotProps={{ htmlInput: { min: 0, step: 1000 } }}
              />
              <FormNumberField
                control={control}
                name="jobMaxCtcRange"
                label="Maximum CTC"
                slotProps={{ htmlInput: { min: 0, step: 1000 } }}
              />
            </Box>
            <Controller
              control={control}
              name="isSalaryHidden"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                  label="Hide the salary (the card shows 'Best in industry')"
                />
              )}
            />
            <Typography variant="body2" color="text.secondary" role="status">
              Candidates will see: <strong>{salaryLine}</strong>
            </Typography>
          </Section>

          <Section title="Experience">
            <Box sx={grid}>
              <FormNumberField
                control={control}
                name="jobMinYoe"
                label="Minimum experience (years)"
                slotProps={{ htmlInput: { min: 0, max: JOB_YOE_MAX, step: 0.5 } }}
              />
              <FormNumberField
                control={control}
                name="jobMaxYoe"
                label="Maximum experience (years)"
                slotProps={{ htmlInput: { min: 0, max: JOB_YOE_MAX, step: 0.5 } }}
              />
              <TextInput
                control={control}
                name="jobYoeTextForZero"
                label="Text for zero experience"
                placeholder="Fresher"
                helperText="Shown instead of 0 years"
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              Candidates will see:{' '}
              <strong>
                {formatExperience(
                  Number.isFinite(values.jobMinYoe) ? values.jobMinYoe : 0,
                  Number.isFinite(values.jobMaxYoe) ? values.jobMaxYoe : 0,
                  values.jobYoeTextForZero,
                )}
              </strong>
            </Typography>
          </Section>

          <Section title="Description and image">
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState, formState: fs }) => {
                const show = fieldState.isTouched || fs.isSubmitted || fieldState.error?.type === 'server';
                return (
                  <HtmlField
                    label="Description"
                    required
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    minRows={10}
                    error={show && Boolean(fieldState.error)}
                    helperText={show ? fieldState.error?.message : undefined}
                  />
                );
              }}
            />
            <BoundImageUploadField control={control} name="jobImageLink" label="Job image" purpose="job-image" />
            <Typography variant="caption" color="text.secondary">
              Without an image the card shows your company logo.
            </Typography>
          </Section>

          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={save.isPending}
              startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {save.isPending ? 'Saving…' : job ? 'Save job' : 'Post job'}
            </Button>
          </Stack>
        </Stack>
      </Box>
      {renderPreview ? (
        <Box component="aside" aria-label="Card preview" sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <Typography variant="subtitle2" color="text.secondary" gutterBottom>
            How the card will look
          </Typography>
          {renderPreview(values)}
        </Box>
      ) : null}
    </Box>
  );
};
