import Box from '@mui/material/Box';

/**
 * A square logo, or the name's initial on the brand colour when there is no image. Decorative (alt=""):
 * the name is always printed beside it. Lighter than MUI Avatar, which matters on the home page's budget.
 */
export const LogoImage = ({
  src,
  name,
  size,
  round,
}: {
  src?: string | null;
  name: string;
  size: number;
  round?: boolean;
}) => {
  const shape = { width: size, height: size, flexShrink: 0, borderRadius: round ? '50%' : 1.5 } as const;
  return src ? (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      width={size}
      height={size}
      sx={{ ...shape, objectFit: 'cover' }}
    />
  ) : (
    <Box
      aria-hidden
      sx={{
        ...shape,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
      }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Box>
  );
};
