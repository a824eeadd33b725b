import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TableOrCards } from '@/components/table-or-cards';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface AdminColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
}

/**
 * The console's list of one kind of content: a table from the md breakpoint up, one card per item on phones (the
 * first column is the card's title, the others label: value), each with its actions.
 */
export const AdminItems = <T,>({
  label,
  rows,
  rowKey,
  columns,
  actions,
}: {
  /** The list's accessible name: 'Stories'. */
  label: string;
  rows: T[];
  rowKey: (row: T) => number | string;
  columns: AdminColumn<T>[];
  actions: (row: T) => ReactNode;
}) => {
  const [first, ...rest] = columns;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <TableOrCards
        rows={rows}
        table={(items) => (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.label}>{c.label}</TableCell>
                  ))}
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((c) => (
                      <TableCell key={c.label}>{c.render(row)}</TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actions(row)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        card={(row) => (
          <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{first?.render(row)}</Box>
            <Stack spacing={0.5}>
              {rest.map((c) => (
                <Box key={c.label} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" color="text.secondary" component="span">
                    {c.label}:
                  </Typography>
                  <Box component="span" sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>
                    {c.render(row)}
                  </Box>
                </Box>
              ))}
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
              {actions(row)}
            </Stack>
          </Paper>
        )}
      />
    </Box>
  );
};

/** Edit and Delete of one item, named for it ("Edit Priya's story"). */
export const AdminRowActions = ({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) => (
  <Stack direction="row" spacing={0.25} sx={{ display: 'inline-flex', alignItems: 'center' }}>
    {children}
    <Tooltip title="Edit">
      <IconButton size="small" aria-label={`Edit ${name}`} onClick={onEdit}>
        <EditOutlinedIcon />
      </IconButton>
    </Tooltip>
    <Tooltip title="Delete">
      <IconButton size="small" aria-label={`Delete ${name}`} onClick={onDelete}>
        <DeleteOutlineIcon />
      </IconButton>
    </Tooltip>
  </Stack>
);

/** Asks before deleting `target`, then deletes it and says so. */
export const AdminDeleteDialog = ({
  target,
  what,
  pending,
  onDelete,
  onClose,
}: {
  target: { id: number; name: string } | null;
  /** 'story', 'event'… */
  what: string;
  pending: boolean;
  onDelete: (id: number) => Promise<{ message?: string }>;
  onClose: () => void;
}) => {
  // Kept while the dialog fades out so its words do not go blank.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const run = async () => {
    if (!target) return;
    try {
      const r = await onDelete(target.id);
      toast.success(r.message ?? ContentMessages.deleted);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={`Delete this ${what}?`}
      confirmLabel="Delete"
      danger
      pending={pending}
      onCancel={onClose}
      onConfirm={() => void run()}
    >
      “{shown?.name}” will be removed for good.
    </ConfirmDialog>
  );
};

/** The heading row of a list: filters on the left, the add button on the right (stacked on phones). */
export const AdminListHeader = ({ children, action }: { children?: ReactNode; action: ReactNode }) => (
  <Box
    sx={{
      mb: 2,
      display: 'flex',
      flexDirection: { xs: 'column', sm: 'row' },
      gap: 1.5,
      alignItems: { xs: 'stretch', sm: 'center' },
      justifyContent: 'space-between',
    }}
  >
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>{children}</Box>
    <Box sx={{ flexShrink: 0 }}>{action}</Box>
  </Box>
);
