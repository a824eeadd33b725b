import { useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  REACTION_KINDS,
  REACTION_LABELS,
  REACTORS_PAGE_SIZE,
  type ReactionKind,
} from '@elevate/contracts/blogs/blogs.constants';
import type { ReactionCounts } from '@elevate/contracts/blogs/blogs.schema';
import { PageNumbers } from '@/components/page-numbers';
import { RetryAlert } from '@/components/retry-alert';
import { useReactors, type ReactionTarget } from '../api/reactors';
import { blogDay } from '../blog-dates';
import { AuthorAvatar } from './author-avatar';

/** Who reacted to a post or a comment, newest first, all kinds or one, a page at a time. */
export const ReactorsDialog = ({
  target,
  counts,
  onClose,
}: {
  target: ReactionTarget;
  counts: ReactionCounts;
  onClose: () => void;
}) => {
  const [kind, setKind] = useState<ReactionKind | null>(null);
  const [page, setPage] = useState(1);
  const query = useReactors(target, kind, page, true);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const pages = query.data ? Math.ceil(query.data.totalRecordCount / REACTORS_PAGE_SIZE) : 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reactors-title">
      <DialogTitle id="reactors-title" sx={{ pr: 7 }}>
        Reactions
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <Tabs
        value={kind ?? 'all'}
        onChange={(_e, v: ReactionKind | 'all') => {
          setKind(v === 'all' ? null : v);
          setPage(1);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Reaction kind"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={`All ${total}`} />
        {REACTION_KINDS.filter((k) => (counts[k] ?? 0) > 0).map((k) => (
          <Tab
            key={k}
            value={k}
            label={`${REACTION_LABELS[k].emoji} ${counts[k]}`}
            aria-label={`${REACTION_LABELS[k].label} ${counts[k]}`}
            sx={{ minWidth: 64 }}
          />
        ))}
      </Tabs>
      <DialogContent sx={{ minHeight: 240 }}>
        {query.isPending ? (
          <Box role="status" aria-label="Loading reactions">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Box>
        ) : query.isError && !query.data ? (
          <RetryAlert onRetry={() => void query.refetch()}>We could not load the reactions.</RetryAlert>
        ) : query.data && query.data.data.length === 0 ? (
          <Typography color="text.secondary">No reactions yet.</Typography>
        ) : (
          <List dense>
            {query.data?.data.map((r, i) => (
              <ListItem key={`${r.user.uid ?? 'gone'}-${r.kind}-${i}`} disableGutters>
                <ListItemAvatar>
                  <AuthorAvatar author={r.user} size={36} />
                </ListItemAvatar>
                <ListItemText primary={r.user.name} secondary={blogDay(r.reactedAt)} />
                <Typography aria-label={REACTION_LABELS[r.kind].label} role="img">
                  {REACTION_LABELS[r.kind].emoji}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
        <PageNumbers page={page} pages={pages} onPage={setPage} />
      </DialogContent>
    </Dialog>
  );
};

export default ReactorsDialog;
