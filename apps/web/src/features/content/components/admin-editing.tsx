import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { toast } from '@/lib/toast';

interface SaveMutation<I> {
  mutateAsync: (args: { id?: number; input: I }) => Promise<{ message?: string }>;
}

/**
 * What a console list edits and deletes: the item in its dialog ('new' for a new one), the item asked about
 * before deleting, and the dialog's save (creates or saves, says so, closes).
 */
export const useAdminEditing = <T, I>(save: SaveMutation<I>, idOf: (item: T) => number) => {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const onSave = async (input: I) => {
    const r = await save.mutateAsync({ id: editing === 'new' || editing === null ? undefined : idOf(editing), input });
    toast.success(r.message ?? ContentMessages.saved);
    setEditing(null);
  };
  return { editing, setEditing, deleting, setDeleting, onSave, close: () => setEditing(null) };
};

/** The list's add button ("New event"). */
export const AdminNewButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
    {label}
  </Button>
);

/** Opens an item's public page in a new tab, named for it. */
export const AdminPublicLink = ({ name, href }: { name: string; href: string }) => (
  <Tooltip title="Public page">
    <IconButton size="small" aria-label={`Open the public page of ${name}`} href={href} target="_blank" rel="noopener">
      <OpenInNewIcon fontSize="small" />
    </IconButton>
  </Tooltip>
);
