import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  FEED_KINDS,
  ORGANISATION_KINDS,
  type FeedKind,
  type OrganisationKind,
} from '@elevate/contracts/content/content.constants';
import {
  FeedInputSchema,
  OrganisationInputSchema,
  TestimonialInputSchema,
  type Feed,
  type Organisation,
} from '@elevate/contracts/content/site-content.schema';
import { FormDialog, useCheckedSave } from '@/components/form-dialog';
import type { AdminFeedInput } from '../api/admin-feeds';
import type { AdminOrganisationInput } from '../api/admin-organisations';
import type { AdminTestimonial, AdminTestimonialInput } from '../api/admin-testimonials';
import { AdminSelect, AdminSwitch, errorPropsOf, textFieldsOf, useDraft } from './admin-fields';
import { AdminImageField } from './admin-image-field';
import { blankToNull, isoOfIstInput, istInputOf } from './admin-ist';

interface DialogProps<T, I> {
  item: T | null;
  saving: boolean;
  onClose: () => void;
  onSave: (input: I) => Promise<unknown>;
}

/** Adds or edits a testimonial: who said it, their designation, the words, and whether it is shown. */
export const AdminTestimonialDialog = ({
  item,
  saving,
  onClose,
  onSave,
}: DialogProps<AdminTestimonial, AdminTestimonialInput>) => {
  const [draft, set] = useDraft<AdminTestimonialInput>(() => ({
    postedByUsername: item?.postedByUsername ?? '',
    postedByUserDesignation: item?.postedByUserDesignation ?? '',
    postedContent: item?.postedContent ?? '',
    active: item?.active ?? true,
  }));
  const { errors, problem, save } = useCheckedSave(TestimonialInputSchema, onSave);
  const field = textFieldsOf(draft, set, errors);
  return (
    <FormDialog
      title={item ? 'Edit testimonial' : 'New testimonial'}
      saveLabel="Save testimonial"
      saving={saving}
      problem={problem}
      onClose={onClose}
      onSubmit={() => void save(draft)}
    >
      <TextField label="Name" required {...field('postedByUsername')} />
      <TextField
        label="Designation"
        required
        {...field('postedByUserDesignation', 'e.g. Final-year B.Tech, NIT Trichy')}
      />
      <TextField label="Testimonial" required multiline minRows={4} {...field('postedContent')} />
      <AdminSwitch checked={draft.active ?? true} onChange={(active) => set({ active })} />
    </FormDialog>
  );
};

export const ORGANISATION_KIND_LABELS: Record<OrganisationKind, string> = {
  organisation: 'Company',
  academic: 'Campus',
};

/** Adds or edits a customer or campus logo: name, kind, logo, website, position and shown or not. */
export const AdminOrganisationDialog = ({
  item,
  saving,
  onClose,
  onSave,
}: DialogProps<Organisation, AdminOrganisationInput>) => {
  const [draft, set] = useDraft(() => ({
    name: item?.name ?? '',
    kind: item?.kind ?? ('organisation' as OrganisationKind),
    logoUrl: item?.logoUrl ?? null,
    websiteUrl: item?.websiteUrl ?? '',
    position: String(item?.position ?? 0),
    active: item?.active ?? true,
  }));
  const { errors, problem, save } = useCheckedSave(OrganisationInputSchema, onSave);
  const field = textFieldsOf(draft, set, errors);
  const err = errorPropsOf(errors);
  const submit = () =>
    void save({
      name: draft.name,
      kind: draft.kind,
      logoUrl: draft.logoUrl,
      websiteUrl: blankToNull(draft.websiteUrl),
      position: draft.position.trim() === '' ? 0 : Number(draft.position),
      active: draft.active,
    });
  return (
    <FormDialog
      title={item ? 'Edit organisation' : 'New organisation'}
      saveLabel="Save organisation"
      saving={saving}
      problem={problem}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Name" required {...field('name')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AdminSelect
          label="Kind"
          value={draft.kind}
          options={ORGANISATION_KINDS}
          labels={ORGANISATION_KIND_LABELS}
          onChange={(kind) => set({ kind })}
          {...err('kind')}
        />
        <TextField
          label="Position"
          fullWidth
          value={draft.position}
          onChange={(e) => set({ position: e.target.value.replace(/\D/g, '') })}
          {...err('position', 'Smaller comes first')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <TextField label="Website" {...field('websiteUrl', 'https://…')} />
      <AdminImageField
        label="Logo"
        value={draft.logoUrl}
        onChange={(url) => set({ logoUrl: url })}
        error={errors.logoUrl}
      />
      <AdminSwitch checked={draft.active} onChange={(active) => set({ active })} />
    </FormDialog>
  );
};

export const FEED_KIND_LABELS: Record<FeedKind, string> = {
  news: 'News',
  announcement: 'Announcement',
  result: 'Result',
  programme: 'Programme',
};

/** Adds or edits a news item: title, words, link, kind, shown or not, and when it is published (IST). */
export const AdminFeedDialog = ({ item, saving, onClose, onSave }: DialogProps<Feed, AdminFeedInput>) => {
  const [draft, set] = useDraft(() => ({
    title: item?.title ?? '',
    body: item?.body ?? '',
    linkUrl: item?.linkUrl ?? '',
    kind: item?.kind ?? ('news' as FeedKind),
    active: item?.active ?? true,
    when: istInputOf(item?.publishedAt),
  }));
  const { errors, problem, save } = useCheckedSave(FeedInputSchema, onSave);
  const field = textFieldsOf(draft, set, errors);
  const err = errorPropsOf(errors);
  const submit = () =>
    void save({
      title: draft.title,
      body: draft.body,
      linkUrl: blankToNull(draft.linkUrl),
      kind: draft.kind,
      active: draft.active,
      ...(draft.when ? { publishedAt: isoOfIstInput(draft.when) } : {}),
    });
  return (
    <FormDialog
      title={item ? 'Edit news' : 'New news'}
      saveLabel="Save news"
      saving={saving}
      problem={problem}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Title" required {...field('title')} />
      <TextField label="Text" multiline minRows={2} {...field('body')} />
      <TextField
        label="Link"
        value={draft.linkUrl}
        onChange={(e) => set({ linkUrl: e.target.value })}
        {...err('linkUrl', 'A path on this site (/drills/…) or an https:// address')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AdminSelect
          label="Kind"
          value={draft.kind}
          options={FEED_KINDS}
          labels={FEED_KIND_LABELS}
          onChange={(kind) => set({ kind })}
          {...err('kind')}
        />
        <TextField
          label="Published at (IST)"
          type="datetime-local"
          fullWidth
          value={draft.when}
          onChange={(e) => set({ when: e.target.value })}
          {...err('publishedAt', 'Empty for now')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <AdminSwitch checked={draft.active} onChange={(active) => set({ active })} />
    </FormDialog>
  );
};
