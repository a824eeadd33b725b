import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import { REACTION_KINDS, REACTION_LABELS } from '@elevate/contracts/blogs/blogs.constants';
import type { ReactionCounts, ReactionState } from '@elevate/contracts/blogs/blogs.schema';
import { useOpenLogin } from '@/lib/use-open-login';
import { useSession } from '@/lib/session';
import { useMyBlogReactions } from '../api/blog-reactions';
import { useToggleBlogReaction } from '../api/toggle-blog-reaction';

const ReactorsDialog = lazy(() => import('./reactors-dialog'));

/** The buttons themselves: one per kind with its emoji and count; pressed for the kinds the reader gave. */
export const ReactionButtons = ({
  counts,
  mine,
  onToggle,
  size = 'medium',
  disabled,
}: {
  counts: ReactionCounts;
  mine: readonly string[];
  onToggle: (kind: (typeof REACTION_KINDS)[number], reacted: boolean) => void;
  size?: 'small' | 'medium';
  disabled?: boolean;
}) => (
  <Box role="group" aria-label="Reactions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
    {REACTION_KINDS.map((kind) => {
      const { label, emoji } = REACTION_LABELS[kind];
      const count = counts[kind] ?? 0;
      const pressed = mine.includes(kind);
      return (
        <Tooltip key={kind} title={label}>
          <ToggleButton
            value={kind}
            selected={pressed}
            size={size}
            disabled={disabled}
            color="primary"
            aria-label={`${label}, ${count}`}
            onChange={() => onToggle(kind, !pressed)}
            sx={{ borderRadius: 5, px: size === 'small' ? 1 : 1.5, py: size === 'small' ? 0.25 : 0.5, gap: 0.75 }}
          >
            <span aria-hidden>{emoji}</span>
            <span aria-hidden>{count}</span>
          </ToggleButton>
        </Tooltip>
      );
    })}
  </Box>
);

/**
 * A post's reactions: the public counts for everyone; signed in, the reader's own are pressed and a click gives
 * or takes one back at once (optimistic). Signed out, a click opens login. "See who reacted" lists the readers.
 */
export const BlogReactionsBar = ({ blogId, publicCounts }: { blogId: number; publicCounts: ReactionCounts }) => {
  const session = useSession();
  const uid = session?.session.uid ?? null;
  const openLogin = useOpenLogin();
  const mine = useMyBlogReactions(blogId, uid);
  const toggle = useToggleBlogReaction(blogId, uid ?? 0);
  const [whoOpen, setWhoOpen] = useState(false);
  const state: ReactionState | undefined = uid !== null ? mine.data : undefined;
  const counts = state?.counts ?? publicCounts;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <ReactionButtons
        counts={counts}
        mine={state?.mine ?? []}
        onToggle={(kind, reacted) => (uid === null ? openLogin() : toggle.mutate({ kind, reacted }))}
      />
      {total > 0 ? (
        <Button size="small" onClick={() => setWhoOpen(true)} aria-haspopup="dialog">
          See who reacted
        </Button>
      ) : null}
      {whoOpen ? (
        <Suspense fallback={null}>
          <ReactorsDialog target={{ blogId }} counts={counts} onClose={() => setWhoOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
};
