import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { previewHtml } from '../utils/preview-html';

/** How rendered rich text looks on the public pages (lists, links, headings). */
export const richTextSx = {
  overflowWrap: 'anywhere',
  lineHeight: 1.7,
  '& ul, & ol': { m: 0, pl: 3 },
  '& li': { mb: 0.5 },
  '& p': { m: 0, mb: 1 },
  '& h3, & h4': { mt: 1.5, mb: 1 },
  '& a': { color: 'primary.main' },
} as const;

/**
 * A textarea for HTML with a Preview tab. Only the tags the server keeps are previewed (utils/preview-html):
 * what the preview shows is what the public page will show.
 */
export const HtmlField = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required,
  minRows = 6,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  minRows?: number;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}) => {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const id = useId();
  const preview = tab === 'preview' ? previewHtml(value) : '';
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_e, v: 'write' | 'preview') => setTab(v)}
        aria-label={`${label}: write or preview`}
        sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
      >
        <Tab value="write" label="Write" id={`${id}-write`} aria-controls={`${id}-panel`} />
        <Tab value="preview" label="Preview" id={`${id}-preview`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} sx={{ mt: 1 }}>
        {tab === 'write' ? (
          <TextField
            fullWidth
            multiline
            minRows={minRows}
            label={label}
            required={required}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            inputRef={inputRef}
            error={error}
            helperText={
              helperText ??
              'HTML allowed: <p>, <strong>, <em>, <ul>/<ol> with <li>, <h3>, <h4>, <a href="https://…">. Anything else is removed on save.'
            }
            slotProps={{ htmlInput: { spellCheck: true } }}
          />
        ) : (
          <Box sx={{ p: 2, minHeight: 120, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
            {preview ? (
              <Box sx={richTextSx} dangerouslySetInnerHTML={{ __html: preview }} />
            ) : (
              <Typography color="text.secondary">Nothing to preview yet.</Typography>
            )}
            {error && helperText ? (
              <Typography color="error" variant="caption" component="p" sx={{ mt: 1 }}>
                {helperText}
              </Typography>
            ) : null}
          </Box>
        )}
      </Box>
    </Box>
  );
};
