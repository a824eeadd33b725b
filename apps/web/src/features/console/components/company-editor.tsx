import { useEffect } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { splitList } from '@elevate/contracts/common/format';
import {
  CompanyPageEditSchema,
  EMPLOYEE_COUNT_BANDS,
  HASHTAGS_MAX,
  PARTNER_DESCRIPTION_MAX,
  SOCIAL_LINK_FIELDS,
  normaliseHashtag,
  type CompanyPageEdit,
  type CompanyPageEditInput,
} from '@elevate/contracts/console/company-page-edit.schema';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import type { ConsolePartner } from '@elevate/contracts/console/console-partner.schema';
import { TextInput } from '@/components/text-input';
import { toastedSubmitOf } from '@/components/form-submit';
import { toast } from '@/lib/toast';
import { useSaveCompanyPage } from '../api/save-company-page';
import { useUnsavedChangesWarning } from '../hooks/use-unsaved-changes-warning';
import { ChipsInput } from './chips-input';
import { GalleryEditor } from './gallery-editor';
import { HtmlField } from './html-field';
import { BoundImageUploadField } from './image-upload-field';

type Values = CompanyPageEditInput;

/** The form's values for a stored company: blanks as '', the gallery as a list, every social link present. */
export const companyFormValues = (p: ConsolePartner): Values => ({
  partnerDisplayName: p.partnerDisplayName,
  partnerLogoPath: p.partnerLogoPath,
  bannerImageUrl: p.bannerImageUrl,
  partnerDescription: p.partnerDescription ?? '',
  galleryImageUrls: splitList(p.galleryImageUrls),
  keyHighlights: p.keyHighlights ?? '',
  hashtags: p.hashtags,
  headquarter: p.headquarter ?? '',
  partnerEstablishmentDate: p.partnerEstablishmentDate ?? '',
  noOfEmployees: (p.noOfEmployees ?? '') as Values['noOfEmployees'],
  partnerIndustry: p.partnerIndustry ?? '',
  partnerSocialLinks: Object.fromEntries(
    SOCIAL_LINK_FIELDS.map(({ key }) => [key, p.partnerSocialLinks[key] ?? '']),
  ) as Values['partnerSocialLinks'],
});

const Section = ({ title, children, hint }: { title: string; hint?: string; children: React.ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: hint ? 0.5 : 2 }}>
      {title}
    </Typography>
    {hint ? (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
    ) : null}
    <Stack spacing={2.5}>{children}</Stack>
  </Paper>
);

/** The first message under a list field: for the list itself or for one of its items. */
const listError = (error: FieldErrors<Values>[keyof Values] | undefined): string | undefined => {
  if (!error) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  if (Array.isArray(error)) return error.find((e) => e?.message)?.message as string | undefined;
  return undefined;
};

/**
 * The company page editor: every field of spec §3 Company. Images go through the upload call; key highlights
 * are HTML with a preview (the server sanitises them); Save sends the whole page and toasts the result.
 */
export const CompanyEditor = ({ partner }: { partner: ConsolePartner }) => {
  const save = useSaveCompanyPage(partner.partnerId);
  const form = useForm<Values, unknown, CompanyPageEdit>({
    resolver: zodResolver(CompanyPageEditSchema),
    mode: 'onTouched',
    defaultValues: companyFormValues(partner),
  });
  const { control, reset, formState } = form;
  useUnsavedChangesWarning(formState.isDirty);

  // Another tab (or the admin) may have saved meanwhile: a fresh record replaces the form only when untouched.
  useEffect(() => {
    if (!formState.isDirty) reset(companyFormValues(partner));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partner]);

  const onSubmit = toastedSubmitOf(form, async (values) => {
    const { partner: saved, message } = await save.mutateAsync(values);
    toast.success(message ?? ConsoleMessages.saved);
    if (saved) reset(companyFormValues(saved));
  });

  const errors = formState.errors;
  const galleryAt = Array.isArray(errors.galleryImageUrls)
    ? Object.fromEntries(
        (errors.galleryImageUrls as Array<{ message?: string } | undefined>).flatMap((e, i) =>
          e?.message ? [[i, e.message]] : [],
        ),
      )
    : undefined;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Company page">
      <Stack spacing={3}>
        <Section title="Name and images">
          <TextInput control={control} name="partnerDisplayName" label="Display Name" required fullWidth />
          <BoundImageUploadField control={control} name="partnerLogoPath" label="Logo" purpose="partner-logo" />
          <BoundImageUploadField
            control={control}
            name="bannerImageUrl"
            label="Banner"
            purpose="partner-banner"
            aspectRatio="4 / 1"
            previewWidth={{ xs: '100%', sm: 360 }}
          />
        </Section>

        <Section title="About the company">
          <TextInput
            control={control}
            name="partnerDescription"
            label="Overview"
            multiline
            minRows={6}
            fullWidth
            helperText="Plain text. Leave a blank line between paragraphs. The page shows the first 500 characters, then View more."
            slotProps={{ htmlInput: { maxLength: PARTNER_DESCRIPTION_MAX } }}
          />
          <Controller
            control={control}
            name="keyHighlights"
            render={({ field, fieldState }) => (
              <HtmlField
                label="Key highlights"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                minRows={5}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Section>

        <Section title="Facts">
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInput control={control} name="headquarter" label="Headquarter" placeholder="Bengaluru, Karnataka" />
            <TextInput
              control={control}
              name="partnerEstablishmentDate"
              label="Founded on"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextInput control={control} name="noOfEmployees" label="Employees" select>
              <MenuItem value="">Not shown</MenuItem>
              {EMPLOYEE_COUNT_BANDS.map((band) => (
                <MenuItem key={band} value={band}>
                  {band}
                </MenuItem>
              ))}
            </TextInput>
            <TextInput control={control} name="partnerIndustry" label="Industry" placeholder="Data & Analytics" />
          </Box>
        </Section>

        <Section title="Hashtags" hint="Shown under your name, like #HiringFreshers.">
          <Controller
            control={control}
            name="hashtags"
            render={({ field }) => (
              <ChipsInput
                label="Add a hashtag"
                values={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                max={HASHTAGS_MAX}
                prefix="#"
                normalise={normaliseHashtag}
                error={Boolean(listError(errors.hashtags))}
                helperText={listError(errors.hashtags)}
              />
            )}
          />
        </Section>

        <Section title="Gallery">
          <Controller
            control={control}
            name="galleryImageUrls"
            render={({ field }) => (
              <GalleryEditor
                urls={field.value ?? []}
                onChange={field.onChange}
                errors={{ list: (errors.galleryImageUrls as { message?: string } | undefined)?.message, at: galleryAt }}
              />
            )}
          />
        </Section>

        <Section title="Links">
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {SOCIAL_LINK_FIELDS.map(({ key, label }) => (
              <TextInput
                key={key}
                control={control}
                name={`partnerSocialLinks.${key}`}
                label={label}
                type="url"
                placeholder="https://"
                autoComplete="url"
              />
            ))}
          </Box>
        </Section>
      </Stack>

      <Paper
        elevation={6}
        sx={{
          position: 'sticky',
          bottom: { xs: 8, md: 16 },
          mt: 3,
          p: 1.5,
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          zIndex: 2,
        }}
      >
        <Typography variant="body2" color={formState.isDirty ? 'warning.main' : 'text.secondary'} role="status">
          {formState.isDirty ? 'You have unsaved changes' : 'All changes saved'}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            href={`/company-page/${partner.customUrl}`}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon fontSize="small" />}
          >
            View public page
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {save.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
};
