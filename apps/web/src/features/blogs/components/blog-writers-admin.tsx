import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import { BlogWriterInputSchema, type BlogWriter } from '@elevate/contracts/blogs/blogs.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PendingButton } from '@/components/pending-button';
import { QueryStates } from '@/components/query-states';
import { TableOrCards } from '@/components/table-or-cards';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddBlogWriter } from '../api/add-writer';
import { useBlogWriters } from '../api/blog-writers';
import { useRemoveBlogWriter } from '../api/remove-writer';
import { blogDay } from '../blog-dates';

const AddWriterForm = () => {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddBlogWriter();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = BlogWriterInputSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
    setError(null);
    try {
      await add.mutateAsync(parsed.data.email);
      toast.success(BlogMessages.writerAdded);
      setEmail('');
    } catch (err) {
      setError((err instanceof ApiError ? err.fields.email : undefined) ?? errorMessage(err));
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2, flexWrap: 'wrap' }}
    >
      <TextField
        label="Account email"
        type="email"
        size="small"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!error}
        helperText={error ?? 'The account must already exist.'}
        sx={{ flex: 1, minWidth: 240 }}
      />
      <PendingButton type="submit" variant="contained" pending={add.isPending}>
        Add writer
      </PendingButton>
    </Box>
  );
};

/** Approved writers (admins): add one by their account's email, remove one (their posts stay). */
export const BlogWritersAdmin = () => {
  const writers = useBlogWriters();
  const remove = useRemoveBlogWriter();
  const [removing, setRemoving] = useState<BlogWriter | null>(null);
  const doRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.uid);
      toast.success(BlogMessages.writerRemoved);
      setRemoving(null);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const removeButton = (w: BlogWriter) => (
    <Button size="small" color="error" onClick={() => setRemoving(w)} aria-label={`Remove ${w.name}`}>
      Remove
    </Button>
  );
  return (
    <Box>
      <AddWriterForm />
      <QueryStates query={writers} loadingLabel="Loading writers" skeletons={3} skeletonHeight={48}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="No writers yet">Add an account by its email to let it write posts.</EmptyState>
          ) : (
            <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              <TableOrCards
                rows={rows}
                table={(list) => (
                  <Table size="small" aria-label="Writers">
                    <TableHead>
                      <TableRow>
                        <TableCell>Name</TableCell>
                        <TableCell>Email</TableCell>
                        <TableCell>Writer since</TableCell>
                        <TableCell align="right">Posts</TableCell>
                        <TableCell />
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {list.map((w) => (
                        <TableRow key={w.uid}>
                          <TableCell>{w.name}</TableCell>
                          <TableCell>{w.email}</TableCell>
                          <TableCell>{blogDay(w.grantedAt)}</TableCell>
                          <TableCell align="right">{w.postCount}</TableCell>
                          <TableCell align="right">{removeButton(w)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
                card={(w) => (
                  <Box component="li" key={w.uid} sx={{ listStyle: 'none' }}>
                    <Card variant="outlined">
                      <CardContent>
                        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                          <Box sx={{ minWidth: 0 }}>
                            <Typography sx={{ fontWeight: 600 }}>{w.name}</Typography>
                            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                              {w.email} · {w.postCount} posts
                            </Typography>
                          </Box>
                          {removeButton(w)}
                        </Stack>
                      </CardContent>
                    </Card>
                  </Box>
                )}
              />
            </Box>
          )
        }
      </QueryStates>
      <ConfirmDialog
        open={!!removing}
        title="Remove this writer?"
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void doRemove()}
      >
        {removing?.name} will no longer be able to write posts. Their posts stay published.
      </ConfirmDialog>
    </Box>
  );
};
