import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BLOG_SEO_DESCRIPTION_MAX, BLOG_SUMMARY_MAX } from '@elevate/contracts/blogs/blogs.constants';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { BlogEditable } from '@elevate/contracts/blogs/blogs.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { applyServerErrors, FIX_FIELDS_MESSAGE } from '@/components/form-submit';
import { FormTextField } from '@/components/form-text-field';
import { PendingButton } from '@/components/pending-button';
import { useLeaveWarning } from '../use-leave-warning';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveBlog } from '../api/save-blog';
import { blogDayTime } from '../blog-dates';
import {
  BlogFormSchema,
  blankBlogForm,
  blogInputOf,
  formOfBlog,
  slugOf,
  type BlogFormValues,
  type SaveIntent,
} from '../blog-form-schema';
import { BlogCoverField } from './blog-cover-field';
import { BlogStateChip } from './blog-state-chip';
import { BlogTagsField } from './blog-tags-field';

// ProseMirror is heavy: it loads with the writing page only, never with public pages.
const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

const SAVED_MESSAGE: Record<SaveIntent, string> = {
  draft: BlogMessages.savedDraft,
  publish: BlogMessages.published,
  schedule: BlogMessages.scheduled,
};

/**
 * Writes or edits a post: title, address (made from the title until edited), summary, cover, tags, SEO
 * description, body; then Save draft, Publish now or Schedule (a time in IST). The API's field messages land
 * under the fields; closing the tab with unsaved changes asks first.
 */
export const BlogEditor = ({ blog, onDelete }: { blog: BlogEditable | null; onDelete?: () => void }) => {
  const navigate = useNavigate();
  const save = useSaveBlog(blog?.blogId ?? null);
  const [custUrlTouched, setCustUrlTouched] = useState(!!blog);
  const [saved, setSaved] = useState<BlogEditable | null>(blog);
  const form = useForm<BlogFormValues>({
    resolver: zodResolver(BlogFormSchema),
    defaultValues: blog ? formOfBlog(blog) : blankBlogForm(),
    mode: 'onTouched',
  });
  const { control, setValue, setError, clearErrors, handleSubmit, reset, formState } = form;
  const title = useWatch({ control, name: 'title' });
  const seo = useWatch({ control, name: 'seoDescription' });
  const summary = useWatch({ control, name: 'summary' });
  const custUrl = useWatch({ control, name: 'custUrl' });
  useLeaveWarning(formState.isDirty && !save.isPending);

  // The address follows the title until the writer edits it (a saved post keeps its address).
  useEffect(() => {
    if (!custUrlTouched) setValue('custUrl', slugOf(title ?? ''));
  }, [title, custUrlTouched, setValue]);

  const submit = (intent: SaveIntent) =>
    handleSubmit(
      async (values) => {
        const built = blogInputOf(values, intent, new Date(), saved?.state ?? null);
        if ('scheduleError' in built) {
          setError('scheduleAt', { type: 'manual', message: built.scheduleError });
          return;
        }
        clearErrors('scheduleAt');
        try {
          const { result, message } = await save.mutateAsync(built.input);
          toast.success(message ?? SAVED_MESSAGE[intent]);
          setSaved(result);
          reset(formOfBlog(result));
          setCustUrlTouched(true);
          if (!blog) navigate(`/blogs/write/${result.blogId}`, { replace: true });
        } catch (err) {
          if (err instanceof ApiError) applyServerErrors<BlogFormValues>(err.fields, setError);
          toast.error(errorMessage(err));
        }
      },
      () => toast.error(FIX_FIELDS_MESSAGE),
    )();

  const leave = () => {
    if (formState.isDirty && !window.confirm('Leave without saving your changes?')) return;
    navigate('/blogs/write');
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => e.preventDefault()} aria-label={blog ? 'Edit post' : 'New post'}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={leave}>← My posts</Button>
        <Box sx={{ flex: 1 }} />
        {saved ? <BlogStateChip state={saved.state} /> : null}
      </Stack>
      {saved && saved.state === 'published' ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Published.{' '}
          <Button component={RouterLink} to={pagePath.blog(saved.custUrl)} size="small">
            Read the post
          </Button>
        </Alert>
      ) : saved && saved.state === 'scheduled' && saved.publishedAt ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Scheduled for {blogDayTime(saved.publishedAt)}.
        </Alert>
      ) : saved && saved.state === 'hidden' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Hidden from readers by a moderator.
        </Alert>
      ) : null}
      <Stack spacing={2.5}>
        <FormTextField control={control} name="title" label="Title" required fullWidth />
        <FormTextField
          control={control}
          name="custUrl"
          label="Address"
          fullWidth
          onFocus={() => setCustUrlTouched(true)}
          helperText={
            saved ? `/blogs/${custUrl}` : `/blogs/${custUrl || 'your-post'} · made from the title until you change it`
          }
          transform={(v) => v.toLowerCase().replace(/\s+/g, '-')}
        />
        <FormTextField
          control={control}
          name="summary"
          label="Summary"
          required
          fullWidth
          multiline
          minRows={2}
          helperText={`Shown on the post's card. ${summary?.length ?? 0}/${BLOG_SUMMARY_MAX}`}
        />
        <Controller
          control={control}
          name="coverImageUrl"
          render={({ field, fieldState }) => (
            <BlogCoverField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <BlogTagsField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <FormTextField
          control={control}
          name="seoDescription"
          label="SEO description"
          fullWidth
          multiline
          minRows={2}
          helperText={`For search results; the summary is used when empty. ${seo?.length ?? 0}/${BLOG_SEO_DESCRIPTION_MAX}`}
        />
        <Controller
          control={control}
          name="bodyHtml"
          render={({ field, fieldState, formState: fs }) => (
            <Suspense fallback={<Skeleton variant="rounded" height={340} aria-label="Loading the editor" />}>
              <RichTextEditor
                label="The post"
                purpose="blog-image"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={!!fieldState.error && (fieldState.isTouched || fs.isSubmitted)}
                helperText={fieldState.isTouched || fs.isSubmitted ? fieldState.error?.message : undefined}
                minHeight={320}
              />
            </Suspense>
          )}
        />
      </Stack>
      <Paper variant="outlined" sx={{ mt: 3, p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <PendingButton variant="outlined" pending={save.isPending} onClick={() => void submit('draft')}>
              {saved && saved.state !== 'draft' ? 'Save as draft' : 'Save draft'}
            </PendingButton>
            <PendingButton variant="contained" pending={save.isPending} onClick={() => void submit('publish')}>
              {saved?.state === 'published' ? 'Update post' : 'Publish now'}
            </PendingButton>
          </Stack>
          <Box sx={{ flex: 1 }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <Controller
              control={control}
              name="scheduleAt"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  type="datetime-local"
                  label="Publish at (IST)"
                  size="small"
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'Indian Standard Time'}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            />
            <PendingButton variant="outlined" pending={save.isPending} onClick={() => void submit('schedule')}>
              Schedule
            </PendingButton>
          </Stack>
        </Stack>
      </Paper>
      {onDelete ? (
        <Box sx={{ mt: 3, textAlign: 'right' }}>
          <Button color="error" onClick={onDelete}>
            Delete post
          </Button>
        </Box>
      ) : null}
    </Box>
  );
};
