import { useEffect, useId, useRef, type ReactNode } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';
import { RichTextToolbar } from './rich-text-toolbar';

/** TipTap's empty document, which the form treats as no text at all. */
const EMPTY_HTML = '<p></p>';

export interface RichTextEditorProps {
  /** The HTML to edit (the stored, sanitised copy). Changes from outside (a reset) replace the content. */
  value: string;
  /** Called with the new HTML on every change ('' when the document is empty). */
  onChange: (html: string) => void;
  /** The upload purpose pictures go through: 'blog-image' for posts, 'content-image' for site content. */
  purpose: UploadPurpose;
  /** The field's visible and accessible name. */
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  onBlur?: () => void;
  /** The editing area's minimum height in px (default 280). */
  minHeight?: number;
}

/**
 * A rich text editor for articles (TipTap with an MUI toolbar): headings, bold, italic, lists, quote, code, https
 * links, uploaded pictures, undo/redo. Its value is HTML; the API sanitises it again on write. Heavy (ProseMirror):
 * import it lazily (`lazy(() => import('components/rich-text-editor'))`) and only on writing pages.
 */
export const RichTextEditor = ({
  value,
  onChange,
  purpose,
  label,
  error,
  helperText,
  disabled,
  onBlur,
  minHeight = 280,
}: RichTextEditorProps) => {
  const labelId = useId();
  const helpId = useId();
  const lastEmitted = useRef(value);
  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['https'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false }),
    ],
    content: value || '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(helperText ? { 'aria-describedby': helpId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      lastEmitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });
  // A value set from outside (form reset, loaded post) replaces the document without an undo step.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value || EMPTY_HTML, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  return (
    <Box>
      <Typography id={labelId} component="label" variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <Box
        sx={{
          mt: 0.5,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        {editor ? <RichTextToolbar editor={editor} purpose={purpose} disabled={disabled} /> : null}
        <Divider />
        <Box
          sx={{
            px: 2,
            '& .ProseMirror': { minHeight, outline: 'none', py: 1.5, overflowWrap: 'anywhere' },
            '& .ProseMirror p': { my: 1, lineHeight: 1.7 },
            '& .ProseMirror h2': { fontSize: '1.35rem', fontWeight: 700, mt: 2.5, mb: 1 },
            '& .ProseMirror h3': { fontSize: '1.1rem', fontWeight: 700, mt: 2, mb: 1 },
            '& .ProseMirror blockquote': {
              borderLeft: 4,
              borderColor: 'divider',
              pl: 2,
              ml: 0,
              color: 'text.secondary',
            },
            '& .ProseMirror pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
            '& .ProseMirror img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
            '& .ProseMirror img.ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main' },
            '& .ProseMirror a': { color: 'primary.main' },
          }}
        >
          {editor ? <EditorContent editor={editor} /> : <Box sx={{ minHeight, py: 1.5 }} aria-busy="true" />}
        </Box>
      </Box>
      {helperText ? (
        <FormHelperText id={helpId} error={error}>
          {helperText}
        </FormHelperText>
      ) : null}
    </Box>
  );
};

export default RichTextEditor;
