import { useEffect } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useOpenLogin } from '@/lib/use-open-login';
import { useBlogComments } from '../api/blog-comments';
import { useCreateComment } from '../api/comment-create';
import { useDeleteComment } from '../api/comment-delete';
import { useEditComment } from '../api/comment-edit';
import { useToggleCommentReaction } from '../api/comment-reaction';
import { buildCommentTree, visibleCount } from '../comment-tree';
import { CommentForm } from './comment-form';
import { CommentItem, type CommentActions } from './comment-item';

/**
 * The post's discussion, read in the browser (it differs per reader: their own comments and reactions): a box to
 * comment (or a login button), then the thread, replies nested up to three levels.
 */
export const CommentsSection = ({ blogId }: { blogId: number }) => {
  const session = useSession();
  const uid = session?.session.uid ?? null;
  const openLogin = useOpenLogin();
  const comments = useBlogComments(blogId, uid ?? 0);
  const create = useCreateComment(blogId);
  const edit = useEditComment(blogId);
  const remove = useDeleteComment(blogId);
  const react = useToggleCommentReaction(blogId);
  const actions: CommentActions = {
    signedIn: uid !== null,
    viewerUid: uid,
    onLogin: openLogin,
    reply: (parentId, body) => create.mutateAsync({ parentId, body }),
    edit: (commentId, body) => edit.mutateAsync({ commentId, body }),
    remove: (commentId) => remove.mutateAsync(commentId),
    react: (commentId, kind, reacted) => react.mutate({ commentId, change: { kind, reacted } }),
  };
  const list = comments.data?.data;
  const { hash } = useLocation();
  const loaded = !!list;
  // A link to one comment (#comment-44, as moderation links are) lands on it once the thread is drawn.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#comment-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'center' });
  }, [loaded, hash]);
  const tree = list ? buildCommentTree(list) : [];
  return (
    <Box component="section" aria-labelledby="comments-title" sx={{ mt: 6 }}>
      <Typography variant="h2" id="comments-title" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Comments{list ? ` (${visibleCount(list)})` : ''}
      </Typography>
      {uid !== null ? (
        <CommentForm
          label="Add a comment"
          submitLabel="Post comment"
          onSubmit={async (body) => {
            await create.mutateAsync({ parentId: null, body });
            toast.success(BlogMessages.commentPosted);
          }}
        />
      ) : (
        <Box
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Typography color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
            Log in to join the discussion.
          </Typography>
          <Button variant="contained" onClick={openLogin}>
            Log in to comment
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        {comments.isPending ? (
          <Box role="status" aria-label="Loading comments">
            {[0, 1, 2].map((i) => (
              <Box key={i} sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
                <Skeleton variant="circular" width={36} height={36} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="30%" />
                  <Skeleton width="90%" />
                </Box>
              </Box>
            ))}
          </Box>
        ) : comments.isError && !list ? (
          <RetryAlert onRetry={() => void comments.refetch()}>{errorMessage(comments.error)}</RetryAlert>
        ) : tree.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No comments yet. Start the discussion.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Comments" sx={{ m: 0, p: 0 }}>
            {tree.map((n) => (
              <CommentItem key={n.comment.commentId} node={n} actions={actions} />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
};
