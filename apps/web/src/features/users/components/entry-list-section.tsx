import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ProfileMessages, type CompleteProfile } from '@elevate/contracts/users/profile.schema';
import { EmptyState } from '@/components/empty-state';
import { PendingButton } from '@/components/pending-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteProfileEntry } from '../api/delete-profile-entry';
import type { EntrySection } from '../api/save-profile-entry';
import { ProfileSection, type ProfilePageSectionId } from './profile-section';

type Entry<S extends EntrySection> = CompleteProfile[S][number];

/** What an entry form gets: the entry to edit (null: a new one), its form id, and how to report it is saved. */
export interface EntryFormProps<E> {
  uid: number;
  entry: E | null;
  formId: string;
  onPendingChange: (pending: boolean) => void;
  onSaved: () => void;
}

/**
 * A list section of the profile (education, work, projects, patents and more): one card per entry with Edit and
 * Delete, and Add. Add and Edit open the entry's form in a dialog (full screen on a phone); a save that fails
 * leaves the dialog open with everything typed, and a delete asks first.
 */
export const EntryListSection = <S extends EntrySection>({
  uid,
  id,
  section,
  title,
  lead,
  noun,
  entries,
  empty,
  describe,
  Form,
}: {
  uid: number;
  id: ProfilePageSectionId;
  section: S;
  title: string;
  lead: string;
  /** One entry, as buttons name it: "education", "project". */
  noun: string;
  entries: Entry<S>[];
  empty: { title: string; text: string };
  /** What a card shows: a heading, a line under it and more details. */
  describe: (entry: Entry<S>) => { heading: string; subheading?: string | null; details?: ReactNode };
  Form: (props: EntryFormProps<Entry<S>>) => ReactNode;
}) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const formId = useId();
  const [editing, setEditing] = useState<Entry<S> | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Entry<S> | null>(null);
  const remove = useDeleteProfileEntry(uid, section);

  const close = () => {
    setEditing(undefined);
    setSaving(false);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => {
        setDeleting(null);
        toast.success(message ?? ProfileMessages.entryDeleted);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  return (
    <ProfileSection
      id={id}
      title={title}
      lead={lead}
      action={
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          Add {noun}
        </Button>
      }
    >
      {entries.length === 0 ? (
        <EmptyState title={empty.title}>{empty.text}</EmptyState>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => {
            const { heading, subheading, details } = describe(entry);
            return (
              <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'flex' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {heading}
                  </Typography>
                  {subheading ? (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {subheading}
                    </Typography>
                  ) : null}
                  {details ? (
                    <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {details}
                    </Typography>
                  ) : null}
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, ml: 1 }}>
                  <IconButton aria-label={`Edit ${noun}: ${heading}`} title="Edit" onClick={() => setEditing(entry)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete ${noun}: ${heading}`}
                    title="Delete"
                    onClick={() => setDeleting(entry)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              </Paper>
            );
          })}
        </Stack>
      )}

      <Dialog
        open={editing !== undefined}
        onClose={saving ? undefined : close}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{editing ? `Edit ${noun}` : `Add ${noun}`}</DialogTitle>
        <DialogContent dividers>
          {editing !== undefined ? (
            <Form uid={uid} entry={editing} formId={formId} onPendingChange={setSaving} onSaved={close} />
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={close} disabled={saving}>
            Cancel
          </Button>
          <PendingButton type="submit" form={formId} variant="contained" pending={saving}>
            Save {noun}
          </PendingButton>
        </DialogActions>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${noun}?`}
        confirmLabel={`Delete ${noun}`}
        danger
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {deleting ? `“${describe(deleting).heading}” will be removed from your profile.` : null}
      </ConfirmDialog>
    </ProfileSection>
  );
};

/**
 * The submit of an entry form: saves, says 'Your profile is saved.' and closes; a failure puts the server's words
 * on the fields and in a toast, and the dialog stays open with what was typed.
 */
export const useEntrySubmit = <Body,>(
  save: { mutateAsync: (body: Body) => Promise<unknown> },
  onPendingChange: (pending: boolean) => void,
  onSaved: () => void,
  onError: (err: unknown) => void,
) => {
  return async (body: Body) => {
    onPendingChange(true);
    try {
      await save.mutateAsync(body);
      toast.success(ProfileMessages.saved);
      onSaved();
    } catch (err) {
      onError(err);
    } finally {
      onPendingChange(false);
    }
  };
};
