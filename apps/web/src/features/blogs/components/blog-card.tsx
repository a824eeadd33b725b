import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlogCard as BlogCardData } from '@elevate/contracts/blogs/blogs.schema';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { blogDay } from '../blog-dates';
import { AuthorAvatar } from './author-avatar';

/** The line under a post's title: date, reading time, reactions. */
export const blogMeta = (b: Pick<BlogCardData, 'publishedAt' | 'readMinutes' | 'reactionCount'>) =>
  [
    blogDay(b.publishedAt),
    `${b.readMinutes} min read`,
    b.reactionCount ? `${b.reactionCount.toLocaleString('en-IN')} reaction${b.reactionCount === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * One post in a list: cover, title (the link to the post), summary, then its author (a link to their other
 * posts) and date, reading time and reactions.
 */
export const BlogCard = ({ blog }: { blog: BlogCardData }) => (
  <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
    <CardActionArea
      component={RouterLink}
      to={pagePath.blog(blog.custUrl)}
      sx={{
        flexGrow: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
      }}
    >
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover', overflow: 'hidden' }}>
        {blog.coverImageUrl ? (
          <Box
            component="img"
            src={blog.coverImageUrl}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
      </Box>
      <Box sx={{ p: 2, flexGrow: 1 }}>
        {blog.tags.length ? (
          <Typography variant="overline" color="primary" component="p" sx={{ lineHeight: 1.6 }}>
            {blog.tags.slice(0, 2).join(' · ')}
          </Typography>
        ) : null}
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
          {blog.title}
        </Typography>
        <Typography
          color="text.secondary"
          variant="body2"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {blog.summary}
        </Typography>
      </Box>
    </CardActionArea>
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, pb: 2 }}>
      <AuthorAvatar author={blog.author} />
      <Box sx={{ minWidth: 0 }}>
        {blog.author.uid ? (
          <Link
            component={RouterLink}
            to={`/blogs?authorId=${blog.author.uid}`}
            variant="body2"
            sx={{ fontWeight: 600 }}
            aria-label={`More posts by ${blog.author.name}`}
          >
            {blog.author.name}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {blog.author.name}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p">
          {blogMeta(blog)}
        </Typography>
      </Box>
    </Stack>
  </Card>
);
