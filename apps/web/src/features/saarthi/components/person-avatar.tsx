import Avatar from '@mui/material/Avatar';

/** "Ananya Krishnan" → "AK". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** A person's picture, or their initials when they have none. */
export const PersonAvatar = ({ name, src, size = 48 }: { name: string; src: string | null; size?: number }) => (
  <Avatar
    src={src ?? undefined}
    alt=""
    sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.6 }}
  >
    {initialsOf(name)}
  </Avatar>
);
