import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RichTextEditorProps } from '@/components/rich-text-editor';

// The editor is heavy (ProseMirror): loaded only when a console form shows it.
const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

/** The shared rich text editor for site content (pictures upload as 'content-image'). */
export const AdminRichText = (props: Omit<RichTextEditorProps, 'purpose'>) => (
  <Suspense
    fallback={
      <Skeleton variant="rounded" height={props.minHeight ?? 220} role="status" aria-label={`Loading ${props.label}`} />
    }
  >
    <RichTextEditor purpose="content-image" {...props} />
  </Suspense>
);
