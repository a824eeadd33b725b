import Box from '@mui/material/Box';
import { limitTags } from '@elevate/contracts/common/format';

const tagSx = {
  display: 'inline-block',
  px: 1,
  py: 0.25,
  borderRadius: 4,
  border: 1,
  borderColor: 'divider',
  fontSize: '0.8125rem',
  lineHeight: 1.6,
  color: 'text.primary',
} as const;

/** One small label: a plain span styled like an outlined chip. */
export const Tag = ({ children }: { children: string }) => (
  <Box component="span" sx={tagSx}>
    {children}
  </Box>
);

/** At most three tags, then '+N' (spec §2.8). Plain spans: cards show many, and chips cost bundle. */
export const TagList = ({ items, label }: { items: string[]; label: string }) => {
  const { shown, more } = limitTags(items);
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {shown.map((t) => (
        <Box component="li" key={t} sx={tagSx}>
          {t}
        </Box>
      ))}
      {more ? (
        <Box
          component="li"
          sx={{ ...tagSx, bgcolor: 'action.selected', borderColor: 'transparent' }}
          aria-label={`${more.slice(1)} more`}
        >
          {more}
        </Box>
      ) : null}
    </Box>
  );
};
