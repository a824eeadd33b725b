import FormControlLabel from '@mui/material/FormControlLabel';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CASE_STUDY_SUB_TYPES,
  CASE_STUDY_TYPES,
  CASE_STUDY_SUB_TYPE_LABELS,
  type CaseStudySubType,
  type CaseStudyType,
} from '@elevate/contracts/content/content.constants';
import {
  CaseStudyInputSchema,
  type CaseStudyEditable,
  type CaseStudyInput,
} from '@elevate/contracts/content/case-studies.schema';
import { FormDialog, useCheckedSave, type FieldErrorsOf } from '@/components/form-dialog';
import { AdminSelect, AdminSwitch, errorPropsOf, textFieldsOf, useDraft } from './admin-fields';
import { AdminImageField } from './admin-image-field';
import { blankToNull, isoOfIstInput, istInputOf } from './admin-ist';
import { AdminRichText } from './admin-rich-text';

export const CASE_STUDY_TYPE_LABELS: Record<CaseStudyType, string> = {
  successstory: 'Success story',
  casestudy: 'Case study',
};

/** Draft: not public. Now: public at once (a story already out keeps its date). Schedule: public from a time. */
type PublishMode = 'draft' | 'now' | 'schedule';

interface Draft {
  type: CaseStudyType;
  subType: CaseStudySubType;
  title: string;
  custUrl: string;
  summary: string;
  bodyHtml: string;
  coverImageUrl: string | null;
  personName: string;
  personDesignation: string;
  organisation: string;
  partnerId: string;
  quote: string;
  isFeatured: boolean;
  seoDescription: string;
  mode: PublishMode;
  when: string;
}

const draftOf = (s: CaseStudyEditable | null, now = Date.now()): Draft => ({
  type: s?.type ?? 'successstory',
  subType: s?.subType ?? 'hackathon',
  title: s?.title ?? '',
  custUrl: s?.custUrl ?? '',
  summary: s?.summary ?? '',
  bodyHtml: s?.bodyHtml ?? '',
  coverImageUrl: s?.coverImageUrl ?? null,
  personName: s?.personName ?? '',
  personDesignation: s?.personDesignation ?? '',
  organisation: s?.organisation ?? '',
  partnerId: s?.partnerId ? String(s.partnerId) : '',
  quote: s?.quote ?? '',
  isFeatured: s?.isFeatured ?? false,
  seoDescription: s?.seoDescription ?? '',
  mode: !s || s.status === 'draft' ? 'draft' : s.publishedAt && Date.parse(s.publishedAt) > now ? 'schedule' : 'now',
  when: istInputOf(s?.publishedAt),
});

/** The body the API takes for a draft of the form. */
export const caseStudyInputOf = (d: Draft, stored: CaseStudyEditable | null, now = Date.now()): CaseStudyInput => {
  const kept = stored?.status === 'published' && stored.publishedAt && Date.parse(stored.publishedAt) <= now;
  return {
    custUrl: blankToNull(d.custUrl) ?? undefined,
    type: d.type,
    subType: d.subType,
    title: d.title,
    summary: d.summary,
    bodyHtml: d.bodyHtml,
    coverImageUrl: d.coverImageUrl,
    personName: d.personName,
    personDesignation: d.personDesignation,
    organisation: d.organisation,
    partnerId: d.partnerId.trim() === '' ? null : Number(d.partnerId),
    quote: d.quote,
    isFeatured: d.isFeatured,
    status: d.mode === 'draft' ? 'draft' : 'published',
    publishedAt:
      d.mode === 'schedule'
        ? isoOfIstInput(d.when)
        : d.mode === 'now'
          ? kept
            ? stored.publishedAt
            : new Date(now).toISOString()
          : null,
    seoDescription: d.seoDescription,
  };
};

type Errors = FieldErrorsOf<CaseStudyInput>;
const errorsOf = (body: CaseStudyInput): Errors => {
  const parsed = CaseStudyInputSchema.safeParse(body);
  const errors: Errors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const f = issue.path[0] as keyof CaseStudyInput;
      errors[f] ??= f === 'publishedAt' ? 'Choose when it goes public.' : issue.message;
    }
  return errors;
};

/**
 * Writes or edits a success story or case study: what programme it is about, who it is about, its words (rich
 * text with pictures), a cover, featured or not, and draft / publish now / schedule (IST).
 */
export const AdminCaseStudyDialog = ({
  story,
  saving,
  onClose,
  onSave,
}: {
  story: CaseStudyEditable | null;
  saving: boolean;
  onClose: () => void;
  onSave: (input: CaseStudyInput) => Promise<unknown>;
}) => {
  const [draft, set] = useDraft(() => draftOf(story));
  const { errors, problem, save } = useCheckedSave(errorsOf, onSave);
  const field = textFieldsOf(draft, set, errors);
  const err = errorPropsOf<keyof CaseStudyInput>(errors);

  return (
    <FormDialog
      title={story ? 'Edit story' : 'New story'}
      saveLabel={draft.mode === 'draft' ? 'Save draft' : draft.mode === 'now' ? 'Publish' : 'Schedule'}
      saving={saving}
      problem={problem}
      onClose={onClose}
      onSubmit={() => void save(caseStudyInputOf(draft, story))}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AdminSelect
          label="Kind"
          value={draft.type}
          options={CASE_STUDY_TYPES}
          labels={CASE_STUDY_TYPE_LABELS}
          onChange={(type) => set({ type })}
          {...err('type')}
        />
        <AdminSelect
          label="Programme"
          value={draft.subType}
          options={CASE_STUDY_SUB_TYPES}
          labels={CASE_STUDY_SUB_TYPE_LABELS}
          onChange={(subType) => set({ subType })}
          {...err('subType')}
        />
      </Stack>
      <TextField label="Title" required {...field('title')} />
      <TextField
        label="Address (optional)"
        {...field('custUrl', 'Made from the title when empty, e.g. priya-hired-at-zoho')}
      />
      <TextField label="Summary" required multiline minRows={2} {...field('summary', 'Shown on cards')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Person's name" required fullWidth {...field('personName')} />
        <TextField label="Designation" fullWidth {...field('personDesignation')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Organisation" fullWidth {...field('organisation')} />
        <TextField
          label="Partner id (optional)"
          fullWidth
          value={draft.partnerId}
          onChange={(e) => set({ partnerId: e.target.value.replace(/\D/g, '') })}
          {...err('partnerId', 'Links the story to a company page')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <TextField label="Quote" multiline minRows={2} {...field('quote')} />
      <AdminRichText
        label="The story"
        value={draft.bodyHtml}
        onChange={(html) => set({ bodyHtml: html })}
        error={Boolean(errors.bodyHtml)}
        helperText={errors.bodyHtml}
        minHeight={220}
      />
      <AdminImageField
        label="Cover picture"
        value={draft.coverImageUrl}
        onChange={(url) => set({ coverImageUrl: url })}
        error={errors.coverImageUrl}
      />
      <TextField label="Search description" {...field('seoDescription', `${draft.seoDescription.length}/160`)} />
      <AdminSwitch
        checked={draft.isFeatured}
        onChange={(isFeatured) => set({ isFeatured })}
        label="Featured on the home page"
      />
      <FormControl>
        <FormLabel id="story-publish">Publishing</FormLabel>
        <RadioGroup
          row
          aria-labelledby="story-publish"
          value={draft.mode}
          onChange={(e) => set({ mode: e.target.value as PublishMode })}
        >
          <FormControlLabel value="draft" control={<Radio />} label="Draft" />
          <FormControlLabel value="now" control={<Radio />} label="Publish now" />
          <FormControlLabel value="schedule" control={<Radio />} label="Schedule" />
        </RadioGroup>
      </FormControl>
      {draft.mode === 'schedule' ? (
        <TextField
          label="Goes public at (IST)"
          type="datetime-local"
          value={draft.when}
          onChange={(e) => set({ when: e.target.value })}
          {...err('publishedAt', 'Indian Standard Time')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : null}
    </FormDialog>
  );
};
