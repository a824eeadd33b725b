import Avatar from '@mui/material/Avatar';
import type { BlogAuthor } from '@elevate/contracts/blogs/blogs.schema';

/** The author's picture, or their initial. */
export const AuthorAvatar = ({
  author,
  size = 32,
}: {
  author: Pick<BlogAuthor, 'name' | 'avatarUrl'>;
  size?: number;
}) => (
  <Avatar
    src={author.avatarUrl ?? undefined}
    alt=""
    sx={{ width: size, height: size, fontSize: size * 0.45, bgcolor: 'primary.main' }}
  >
    {author.name.trim().charAt(0).toUpperCase() || '?'}
  </Avatar>
);
