import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '@elevate/contracts/blogs/blogs.schema';
import { useBlogList, type BlogListParams } from '../api/list-blogs';
import { BlogGrid } from './blog-grid';

const MORE_LIMIT = 4;

/** The two lists the end of a post draws from (the server prefetches the same). */
export const morePostsQueries = (
  post: Pick<BlogPost, 'author' | 'tags'>,
): { byAuthor: BlogListParams | null; byTag: BlogListParams | null } => ({
  byAuthor: post.author.uid ? { authorId: post.author.uid, sort: 'newest', limit: MORE_LIMIT, offset: 0 } : null,
  byTag: post.tags[0] ? { tag: post.tags[0], sort: 'newest', limit: MORE_LIMIT, offset: 0 } : null,
});

/** Up to three more posts: the author's first, then others with the post's first tag. */
export const MorePosts = ({ post }: { post: Pick<BlogPost, 'blogId' | 'author' | 'tags'> }) => {
  const { byAuthor, byTag } = morePostsQueries(post);
  const author = useBlogList(byAuthor ?? {}, !!byAuthor);
  const tag = useBlogList(byTag ?? {}, !!byTag);
  const seen = new Set([post.blogId]);
  const picks = [...((byAuthor && author.data?.data) || []), ...((byTag && tag.data?.data) || [])].filter((b) => {
    if (seen.has(b.blogId)) return false;
    seen.add(b.blogId);
    return true;
  });
  const shown = picks.slice(0, 3);
  if (!shown.length) return null;
  const fromAuthor = shown.every((b) => b.author.uid === post.author.uid);
  return (
    <Box component="section" aria-labelledby="more-posts-title" sx={{ mt: 8 }}>
      <Typography variant="h2" id="more-posts-title" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {fromAuthor ? `More from ${post.author.name}` : 'More posts'}
      </Typography>
      <BlogGrid blogs={shown} label="More posts" />
    </Box>
  );
};
