import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { SITE_PAGE_SECTIONS_MAX } from '@elevate/contracts/content/content.constants';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { SitePageInputSchema, type SitePage, type SitePageInput } from '@elevate/contracts/content/site-content.schema';
import { FormTextField } from '@/components/form-text-field';
import { PendingButton } from '@/components/pending-button';
import { toastedSubmitOf } from '@/components/form-submit';
import { toast } from '@/lib/toast';
import type { AdminSitePageInput } from '../api/admin-site-pages';
import { istDayTime } from './admin-ist';
import { AdminRichText } from './admin-rich-text';

type Values = AdminSitePageInput;

/**
 * One marketing page's words: title, headline, intro and its sections (a heading and rich text each; add,
 * remove, move up or down). Whether it shows its defaults or was edited, and when. The API's refusals show
 * under the fields they name, and nothing typed is lost.
 */
export const AdminSitePageForm = ({
  page,
  saving,
  onSave,
}: {
  page: SitePage;
  saving: boolean;
  onSave: (input: SitePageInput) => Promise<{ message?: string }>;
}) => {
  const form = useForm<Values, unknown, SitePageInput>({
    resolver: zodResolver(SitePageInputSchema),
    defaultValues: {
      key: page.key,
      title: page.title,
      headline: page.headline,
      intro: page.intro,
      sections: page.sections.map((s) => ({ heading: s.heading, bodyHtml: s.bodyHtml })),
    },
  });
  const { control } = form;
  const sections = useFieldArray({ control, name: 'sections' });
  const submit = toastedSubmitOf(form, async (data) => {
    const r = await onSave(data);
    toast.success(r.message ?? ContentMessages.pageSaved);
    form.reset(data);
  });

  return (
    <Box component="form" noValidate aria-label="Page words" onSubmit={(e) => void submit(e)}>
      <Stack spacing={2.5}>
        <Alert severity={page.updatedAt ? 'success' : 'info'}>
          {page.updatedAt
            ? `Edited ${istDayTime(page.updatedAt)}.`
            : 'Using defaults: the page shows its built-in words until you save.'}
        </Alert>
        <FormTextField
          control={control}
          name="title"
          label="Title"
          required
          helperText="The browser tab and search results"
        />
        <FormTextField control={control} name="headline" label="Headline" required />
        <FormTextField control={control} name="intro" label="Intro" multiline minRows={3} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Sections
        </Typography>
        {sections.fields.length === 0 ? <Typography color="text.secondary">No sections yet.</Typography> : null}
        {sections.fields.map((field, i) => (
          <Paper key={field.id} variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Section ${i + 1}`}>
            <Stack spacing={2}>
              <Stack
                direction={{ xs: 'column-reverse', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <FormTextField control={control} name={`sections.${i}.heading`} label="Heading" required fullWidth />
                <Stack direction="row" sx={{ justifyContent: 'flex-end', flexShrink: 0 }}>
                  <Tooltip title="Move up">
                    <span>
                      <IconButton
                        aria-label={`Move section ${i + 1} up`}
                        disabled={i === 0}
                        onClick={() => sections.move(i, i - 1)}
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Move down">
                    <span>
                      <IconButton
                        aria-label={`Move section ${i + 1} down`}
                        disabled={i === sections.fields.length - 1}
                        onClick={() => sections.move(i, i + 1)}
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Remove">
                    <IconButton aria-label={`Remove section ${i + 1}`} onClick={() => sections.remove(i)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </Stack>
              <Controller
                control={control}
                name={`sections.${i}.bodyHtml`}
                render={({ field: f, fieldState }) => (
                  <AdminRichText
                    label={`Section ${i + 1} text`}
                    value={f.value ?? ''}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    minHeight={160}
                  />
                )}
              />
            </Stack>
          </Paper>
        ))}
        {sections.fields.length < SITE_PAGE_SECTIONS_MAX ? (
          <Button
            startIcon={<AddIcon />}
            onClick={() => sections.append({ heading: '', bodyHtml: '' })}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add section
          </Button>
        ) : null}
        <Box>
          <PendingButton type="submit" variant="contained" pending={saving}>
            Save page
          </PendingButton>
        </Box>
      </Stack>
    </Box>
  );
};
