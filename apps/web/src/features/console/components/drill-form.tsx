import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
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
import { ConsoleDrillMessages } from '@elevate/contracts/console/console-drill.messages';
import {
  DRILL_PURPOSES_MAX,
  DRILL_TEAM_SIZE_MAX,
  DRILL_TEAM_SIZE_MIN,
  DrillWriteSchema,
  drillChecklistOf,
  splitPurposes,
  type ConsoleDrill,
  type DrillWrite,
  type DrillWriteInput,
} from '@elevate/contracts/console/console-drill.schema';
import { TextInput } from '@/components/text-input';
import { FormNumberField } from '@/components/form-number-field';
import { toastedSubmitOf } from '@/components/form-submit';
import { toast } from '@/lib/toast';
import { checkDrillCustUrl } from '../api/check-drill-cust-url';
import { useSaveDrill } from '../api/save-drill';
import { useUnsavedChangesWarning } from '../hooks/use-unsaved-changes-warning';
import { ChipsInput } from './chips-input';
import { CustUrlField } from './cust-url-field';
import { DrillChecklist } from './drill-checklist';
import { DateTimeField, FaqsEditor, PrizesEditor, ScheduleEditor, SocialLinksEditor } from './drill-form-fields';
import { HtmlField } from './html-field';
import { BoundImageUploadField } from './image-upload-field';

export type DrillFormValues = DrillWriteInput;

export const emptyDrill = (partnerName: string): DrillFormValues => ({
  programType: 'hackathon',
  name: '',
  custUrl: '',
  logoUrl: null,
  bannerUrl: null,
  partnerName,
  location: '',
  purpose: '',
  nature: 'online',
  startDt: '',
  registrationEndDt: '',
  endDt: '',
  teamMin: 1,
  teamMax: 4,
  totalPrizeValue: 0,
  prizes: [],
  registrationCountVisible: true,
  description: '',
  eligibility: '',
  guidelines: '',
  domain: '',
  industry: '',
  audience: 'everyone',
  schedule: [],
  socialLinks: [],
  faqs: [],
});

/** The form's values for a stored hackathon. */
export const drillFormValues = (d: ConsoleDrill): DrillFormValues => ({
  programType: d.programType,
  name: d.name,
  custUrl: d.custUrl,
  logoUrl: d.logoUrl,
  bannerUrl: d.bannerUrl,
  partnerName: d.partnerName,
  location: d.location,
  purpose: d.purpose,
  nature: d.nature,
  startDt: d.startDt,
  registrationEndDt: d.registrationEndDt,
  endDt: d.endDt,
  teamMin: d.teamMin,
  teamMax: d.teamMax,
  totalPrizeValue: d.totalPrizeValue,
  prizes: d.prizes,
  registrationCountVisible: d.registrationCountVisible,
  description: d.description,
  eligibility: d.eligibility,
  guidelines: d.guidelines,
  domain: d.domain,
  industry: d.industry,
  audience: d.audience,
  schedule: d.schedule,
  socialLinks: d.socialLinks,
  faqs: d.faqs,
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

const RichText = ({
  control,
  name,
  label,
  required,
}: {
  control: Control<DrillFormValues>;
  name: 'description' | 'eligibility' | 'guidelines';
  label: string;
  required?: boolean;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState, formState: fs }) => {
      const show = fieldState.isTouched || fs.isSubmitted || fieldState.error?.type === 'server';
      return (
        <HtmlField
          label={label}
          required={required}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          minRows={6}
          error={show && Boolean(fieldState.error)}
          helperText={show ? fieldState.error?.message : undefined}
        />
      );
    }}
  />
);

/**
 * Creating or editing a hackathon (or an open-innovation challenge): every field of spec §3 drill card and
 * drill content, validated with the schema the API uses, with the checklist of what publishing still needs
 * beside it as the host types. Rich text is sanitised by the server on every save.
 */
export const DrillForm = ({
  partnerId,
  partnerName,
  drill,
  onSaved,
}: {
  partnerId: number;
  /** The company's display name: the host name a new hackathon starts with. */
  partnerName: string;
  /** The hackathon being edited; none to create a new one. */
  drill?: ConsoleDrill;
  onSaved?: (drill: ConsoleDrill) => void;
}) => {
  const save = useSaveDrill();
  const form = useForm<DrillFormValues, unknown, DrillWrite>({
    resolver: zodResolver(DrillWriteSchema),
    mode: 'onTouched',
    defaultValues: drill ? drillFormValues(drill) : emptyDrill(partnerName),
  });
  const { control, reset, setValue, getValues, setFocus, formState } = form;
  // A suggestion that lands while the host is already in the Custom URL box is selected there, as a browser's
  // own completion is: what they type next replaces it instead of running on after it.
  const [suggestions, setSuggestions] = useState(0);
  useLayoutEffect(() => {
    if (suggestions > 0 && document.activeElement?.getAttribute('name') === 'custUrl') {
      setFocus('custUrl', { shouldSelect: true });
    }
  }, [suggestions, setFocus]);
  const values = useWatch({ control }) as DrillFormValues;
  useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitSuccessful);
  const openInnovation = values.programType === 'open-innovation';
  const checklist = drillChecklistOf({
    description: values.description ?? '',
    eligibility: values.eligibility ?? '',
    logoUrl: values.logoUrl ?? null,
    phaseCount: drill?.phaseCount ?? 0,
    startDt: values.startDt ?? '',
    registrationEndDt: values.registrationEndDt ?? '',
    endDt: values.endDt ?? '',
    totalPrizeValue: Number.isFinite(values.totalPrizeValue) ? (values.totalPrizeValue ?? 0) : 0,
    prizeCount: values.prizes?.length ?? 0,
  });

  /** A new hackathon's custom URL is offered from its name, until the host writes one. */
  const suggestCustUrl = async () => {
    const name = getValues('name')?.trim();
    if (drill || !name || getValues('custUrl')) return;
    try {
      const r = await checkDrillCustUrl({ name });
      if (!getValues('custUrl')) {
        setValue('custUrl', r.suggestion, { shouldDirty: true, shouldValidate: true });
        setSuggestions((n) => n + 1);
      }
    } catch {
      // The host can still type one; the save checks it.
    }
  };

  const onSubmit = toastedSubmitOf(form, async (data) => {
    const saved = await save.mutateAsync({ drillId: drill?.drillId, partnerId, drill: data });
    toast.success(saved.message ?? (drill ? ConsoleDrillMessages.saved : ConsoleDrillMessages.created));
    if (saved.drill) {
      reset(drillFormValues(saved.drill));
      onSaved?.(saved.drill);
    }
  });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={drill ? 'Edit hackathon' : 'Host a hackathon'}>
        <Stack spacing={3}>
          <Section title="About">
            <TextInput control={control} name="programType" label="Kind" select>
              <MenuItem value="hackathon">Hackathon</MenuItem>
              <MenuItem value="open-innovation">Open innovation challenge</MenuItem>
            </TextInput>
            {/* Leaving the name box offers a custom URL made from it (React's onBlur bubbles like focusout). */}
            <Box onBlur={() => void suggestCustUrl()}>
              <TextInput control={control} name="name" label="Name" required fullWidth />
            </Box>
            <CustUrlField
              control={control}
              drillId={drill?.drillId}
              onUse={(u) => setValue('custUrl', u, { shouldDirty: true, shouldValidate: true })}
            />
            <Box sx={grid}>
              <TextInput control={control} name="partnerName" label="Host name" required />
              <TextInput control={control} name="location" label="Location" required placeholder="Online or Pune" />
              <TextInput control={control} name="nature" label="Held" select>
                <MenuItem value="online">Online</MenuItem>
                <MenuItem value="offline">Offline</MenuItem>
                <MenuItem value="hybrid">Hybrid</MenuItem>
              </TextInput>
              <TextInput control={control} name="audience" label="Who may register" select>
                <MenuItem value="everyone">Everyone</MenuItem>
                <MenuItem value="students">Students</MenuItem>
                <MenuItem value="professionals">Professionals</MenuItem>
              </TextInput>
              <TextInput control={control} name="domain" label="Domain" placeholder="Climate" />
              <TextInput control={control} name="industry" label="Industry" placeholder="Water" />
            </Box>
            <Controller
              control={control}
              name="purpose"
              render={({ field, fieldState, formState: fs }) => {
                const show = fieldState.isTouched || fs.isSubmitted || fieldState.error?.type === 'server';
                return (
                  <ChipsInput
                    label="Purposes"
                    values={splitPurposes(field.value ?? '')}
                    onChange={(p) => field.onChange(p.join(','))}
                    onBlur={field.onBlur}
                    max={DRILL_PURPOSES_MAX}
                    error={show && Boolean(fieldState.error)}
                    helperText={show ? fieldState.error?.message : 'Hiring, Learning, Innovation…'}
                    placeholder="Hiring"
                  />
                );
              }}
            />
          </Section>

          <Section title={openInnovation ? 'Dates' : 'Dates and teams'}>
            <Box sx={grid}>
              <DateTimeField control={control} name="startDt" label="Starts" required />
              <DateTimeField control={control} name="registrationEndDt" label="Registration closes" required />
              <DateTimeField
                control={control}
                name="endDt"
                label={openInnovation ? 'Deadline' : 'Ends'}
                required
                helperText="In your own time zone"
              />
            </Box>
            <Box sx={grid}>
              <FormNumberField
                control={control}
                name="teamMin"
                label="Smallest team"
                required
                slotProps={{ htmlInput: { min: DRILL_TEAM_SIZE_MIN, max: DRILL_TEAM_SIZE_MAX, step: 1 } }}
              />
              <FormNumberField
                control={control}
                name="teamMax"
                label="Largest team"
                required
                helperText="1 for individuals only"
                slotProps={{ htmlInput: { min: DRILL_TEAM_SIZE_MIN, max: DRILL_TEAM_SIZE_MAX, step: 1 } }}
              />
            </Box>
          </Section>

          <Section title="Logo and banner">
            <BoundImageUploadField control={control} name="logoUrl" label="Logo" purpose="partner-logo" />
            <BoundImageUploadField
              control={control}
              name="bannerUrl"
              label="Banner"
              purpose="partner-banner"
              aspectRatio="4 / 1"
              previewWidth={{ xs: '100%', sm: 420 }}
            />
          </Section>

          <Section
            title={openInnovation ? 'Statement, eligibility and guidelines' : 'Description, eligibility and guidelines'}
          >
            <RichText
              control={control}
              name="description"
              label={openInnovation ? 'Problem statement' : 'Description'}
            />
            <RichText control={control} name="eligibility" label="Eligibility" />
            <RichText control={control} name="guidelines" label="Guidelines" />
          </Section>

          <Section title={openInnovation ? 'Reward' : 'Prizes'}>
            <Box sx={grid}>
              <FormNumberField
                control={control}
                name="totalPrizeValue"
                label={openInnovation ? 'Reward value (₹)' : 'Total prize value (₹)'}
                helperText="0 when there is no cash prize"
                slotProps={{ htmlInput: { min: 0, step: 1000 } }}
              />
            </Box>
            <PrizesEditor control={control} />
            <Controller
              control={control}
              name="registrationCountVisible"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                  label="Show how many have registered"
                />
              )}
            />
          </Section>

          <Section title="Schedule, FAQs and links">
            <ScheduleEditor control={control} />
            <FaqsEditor control={control} />
            <SocialLinksEditor control={control} />
          </Section>

          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={save.isPending}
              startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {save.isPending ? 'Saving…' : drill ? 'Save' : 'Create draft'}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <Paper
        variant="outlined"
        component="aside"
        aria-label="Before publishing"
        sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 88 } }}
      >
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          Before publishing
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {drill
            ? 'Phases are added on the Phases tab.'
            : 'Create the draft first; then add phases on its Phases tab. Nobody else sees it until you publish.'}
        </Typography>
        <DrillChecklist items={checklist} />
      </Paper>
    </Box>
  );
};
