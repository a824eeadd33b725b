import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { PendingButton } from '@/components/pending-button';
import { SearchField } from '@/components/search-field';

/**
 * The top of a list: its search box with the button that downloads what matches (a CSV) beside it (under it on
 * phones), then the list's filters (`children`). Typing and clearing both go through `onSearch` (a list usually
 * goes back to its first page).
 */
export const SearchDownloadBar = ({
  search,
  onSearch,
  label,
  placeholder,
  maxLength,
  downloadLabel,
  downloading,
  canDownload,
  onDownload,
  children,
}: {
  search: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
  maxLength: number;
  downloadLabel: string;
  downloading: boolean;
  /** Off while nothing matches. */
  canDownload: boolean;
  onDownload: () => void;
  children?: ReactNode;
}) => (
  <Stack spacing={1.5} sx={{ mb: 2 }}>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <SearchField
        value={search}
        onChange={onSearch}
        onClear={() => onSearch('')}
        label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        grow
      />
      <PendingButton
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        pending={downloading}
        disabled={!canDownload}
        onClick={onDownload}
        sx={{ flexShrink: 0 }}
      >
        {downloadLabel}
      </PendingButton>
    </Stack>
    {children}
  </Stack>
);
