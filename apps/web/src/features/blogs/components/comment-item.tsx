import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ReactionKind } from '@elevate/contracts/blogs/blogs.constants';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { canReplyTo, type CommentNode } from '../comment-tree';
import { blogDayTime } from '../blog-dates';
import { AuthorAvatar } from './author-avatar';
import { CommentForm } from './comment-form';
import { ReactionButtons } from './reactions-bar';

const ReportDialog = lazy(() => import('./report-dialog'));

export const REMOVED_TEXT = 'This comment was removed by a moderator';
export const DELETED_TEXT = 'Comment deleted';

/** What the thread needs from the page: who is reading and the calls a comment makes. */
export interface CommentActions {
  signedIn: boolean;
  onLogin: () => void;
  reply: (parentId: number, body: string) => Promise<unknown>;
  edit: (commentId: number, body: string) => Promise<unknown>;
  remove: (commentId: number) => Promise<unknown>;
  react: (commentId: number, kind: ReactionKind, reacted: boolean) => void;
  /** The reader's account (null signed out): only the author edits; nobody reports their own. */
  viewerUid: number | null;
}

/** One comment and, nested under it, its replies. Anchored as #comment-{id} so moderation links land on it. */
export const CommentItem = ({ node, actions }: { node: CommentNode; actions: CommentActions }) => {
  const { comment } = node;
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [reporting, setReporting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const visible = comment.state === 'visible';
  const name = comment.author?.name ?? 'A former member';
  const own = comment.canEdit && actions.viewerUid !== null && comment.author?.uid === actions.viewerUid;
  const doDelete = async () => {
    setDeleting(true);
    try {
      await actions.remove(comment.commentId);
      toast.success(BlogMessages.commentDeleted);
      setConfirmDelete(false);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Box component="li" id={`comment-${comment.commentId}`} sx={{ listStyle: 'none', scrollMarginTop: 96 }}>
      <Box
        component="article"
        aria-label={visible ? `Comment by ${name}` : 'Comment not shown'}
        sx={{ display: 'flex', gap: 1.5, py: 1.5 }}
      >
        {visible && comment.author ? (
          <AuthorAvatar author={comment.author} size={36} />
        ) : (
          <Box sx={{ width: 36, flexShrink: 0 }} />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {visible ? (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary">
                  {blogDayTime(comment.createdAt)}
                  {comment.editedAt ? ' · edited' : ''}
                </Typography>
                <Box sx={{ flex: 1 }} />
                <IconButton
                  size="small"
                  aria-label={`More actions for the comment by ${name}`}
                  aria-haspopup="menu"
                  onClick={(e) => setMenu(e.currentTarget)}
                >
                  <MoreVertIcon fontSize="small" />
                </IconButton>
              </Stack>
              {mode === 'edit' ? (
                <CommentForm
                  label="Edit your comment"
                  submitLabel="Save"
                  initial={comment.body}
                  autoFocus
                  onCancel={() => setMode('read')}
                  onSubmit={async (body) => {
                    await actions.edit(comment.commentId, body);
                    toast.success(BlogMessages.commentEdited);
                    setMode('read');
                  }}
                />
              ) : (
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
                  {comment.body}
                </Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1, rowGap: 1 }}>
                <ReactionButtons
                  size="small"
                  counts={comment.reactions}
                  mine={comment.mine}
                  onToggle={(kind, reacted) =>
                    actions.signedIn ? actions.react(comment.commentId, kind, reacted) : actions.onLogin()
                  }
                />
                {canReplyTo(node) ? (
                  <Button
                    size="small"
                    onClick={() =>
                      actions.signedIn ? setMode(mode === 'reply' ? 'read' : 'reply') : actions.onLogin()
                    }
                    aria-expanded={mode === 'reply'}
                  >
                    Reply
                  </Button>
                ) : null}
              </Stack>
              {mode === 'reply' ? (
                <CommentForm
                  label={`Reply to ${name}`}
                  submitLabel="Post reply"
                  autoFocus
                  onCancel={() => setMode('read')}
                  onSubmit={async (body) => {
                    await actions.reply(comment.commentId, body);
                    toast.success(BlogMessages.commentPosted);
                    setMode('read');
                  }}
                />
              ) : null}
            </>
          ) : (
            <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {comment.state === 'removed' ? REMOVED_TEXT : DELETED_TEXT}
            </Typography>
          )}
        </Box>
      </Box>
      {node.replies.length ? (
        <Box
          component="ul"
          aria-label={`Replies to ${visible ? name : 'this comment'}`}
          sx={{ m: 0, pl: { xs: 2, sm: 3 }, ml: { xs: 2, sm: 2.25 }, borderLeft: 2, borderColor: 'divider' }}
        >
          {node.replies.map((r) => (
            <CommentItem key={r.comment.commentId} node={r} actions={actions} />
          ))}
        </Box>
      ) : null}
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        {own ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setMode('edit');
            }}
          >
            Edit
          </MenuItem>
        ) : null}
        {comment.canEdit ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setConfirmDelete(true);
            }}
          >
            Delete
          </MenuItem>
        ) : null}
        {!own ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              if (actions.signedIn) setReporting(true);
              else actions.onLogin();
            }}
          >
            Report
          </MenuItem>
        ) : null}
      </Menu>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog targetType="comment" targetId={comment.commentId} onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this comment?"
        confirmLabel="Delete"
        danger
        pending={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void doDelete()}
      >
        Replies to it stay, under “{DELETED_TEXT}”.
      </ConfirmDialog>
    </Box>
  );
};
