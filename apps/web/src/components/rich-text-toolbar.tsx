import { useRef, useState, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import CodeIcon from '@mui/icons-material/Code';
import LinkIcon from '@mui/icons-material/Link';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';
import { uploadFile } from '../lib/upload';
import { HiddenFileInput } from './hidden-file-input';

const HTTPS_URL = /^https:\/\/[^\s]+\.[^\s]+$/i;

const ToolButton = ({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) => (
  <Tooltip title={label}>
    <span>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        color={active ? 'primary' : 'default'}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </span>
  </Tooltip>
);

/** Asks for the link's https address (mounted while open); an empty address removes the link. */
const LinkDialog = ({ editor, onClose }: { editor: Editor; onClose: () => void }) => {
  const [url, setUrl] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const value = url.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!value) {
      chain.unsetLink().run();
      onClose();
      return;
    }
    if (!HTTPS_URL.test(value)) {
      setError('Enter a full address starting with https://');
      return;
    }
    chain.setLink({ href: value }).run();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Link address"
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          error={!!error}
          helperText={error ?? 'Leave empty to remove the link.'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={apply}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The editor's formatting toolbar: headings, marks, lists, quote, code, link, picture upload, undo/redo. */
export const RichTextToolbar = ({
  editor,
  purpose,
  disabled,
}: {
  editor: Editor;
  purpose: UploadPurpose;
  disabled?: boolean;
}) => {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const fileRef = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const chain = () => editor.chain().focus();
  const onFile = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const uploaded = await uploadFile(file, purpose);
      const src = uploaded.fileUrl ?? `/uploads/${uploaded.key}`;
      editor
        .chain()
        .focus()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (err) {
      setUploadError(err instanceof Error ? err.message : 'The picture could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };
  return (
    <>
      <Box
        role="toolbar"
        aria-label="Formatting"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5 }}
      >
        <Button
          size="small"
          aria-label="Heading 2"
          aria-pressed={state.h2}
          color={state.h2 ? 'primary' : 'inherit'}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
          sx={{ minWidth: 36, fontWeight: 700 }}
        >
          H2
        </Button>
        <Button
          size="small"
          aria-label="Heading 3"
          aria-pressed={state.h3}
          color={state.h3 ? 'primary' : 'inherit'}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
          sx={{ minWidth: 36, fontWeight: 700 }}
        >
          H3
        </Button>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ToolButton label="Bold" active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
          <FormatBoldIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          label="Italic"
          active={state.italic}
          disabled={disabled}
          onClick={() => chain().toggleItalic().run()}
        >
          <FormatItalicIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          active={state.bullet}
          disabled={disabled}
          onClick={() => chain().toggleBulletList().run()}
        >
          <FormatListBulletedIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          active={state.ordered}
          disabled={disabled}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <FormatListNumberedIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          label="Quote"
          active={state.quote}
          disabled={disabled}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <FormatQuoteIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          label="Code block"
          active={state.code}
          disabled={disabled}
          onClick={() => chain().toggleCodeBlock().run()}
        >
          <CodeIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ToolButton label="Link" active={state.link} disabled={disabled} onClick={() => setLinkOpen(true)}>
          <LinkIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Insert picture" disabled={disabled || uploading} onClick={() => fileRef.current?.click()}>
          {uploading ? (
            <CircularProgress size={18} aria-label="Uploading picture" />
          ) : (
            <ImageOutlinedIcon fontSize="small" />
          )}
        </ToolButton>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ToolButton label="Undo" disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()}>
          <UndoIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Redo" disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()}>
          <RedoIcon fontSize="small" />
        </ToolButton>
        <HiddenFileInput
          ref={fileRef}
          accept="image/png,image/jpeg,image/gif"
          label="Picture file"
          onFile={(f) => void onFile(f)}
        />
      </Box>
      {uploadError ? (
        <Typography role="alert" color="error" variant="body2" sx={{ px: 1, pb: 0.5 }}>
          {uploadError}
        </Typography>
      ) : null}
      {linkOpen ? <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} /> : null}
    </>
  );
};
