import type { Theme } from '@mui/material/styles';

/**
 * A style that differs between light and dark mode, for an `sx` array: `sx={[{ py: 2 }, byMode({...}, {...})]}`.
 * Written for the CSS-variable theme (app/theme.ts): both variants are in the server's CSS and the data-theme
 * attribute picks one, so nothing is decided from `palette.mode` during a render.
 */
export const byMode = (light: Record<string, string>, dark: Record<string, string>) => (t: Theme) => ({
  ...light,
  ...t.applyStyles('dark', dark),
});

/** The soft indigo-to-saffron band behind the heading of content, search and company pages. */
export const heroBackground = byMode(
  { background: 'linear-gradient(135deg, #eeecff 0%, #fff6e8 100%)' },
  { background: 'linear-gradient(135deg, #1d1a4a 0%, #2a1f12 100%)' },
);

/** A tinted panel or chip in the primary hue. */
export const primaryTint = (lightColour: string, darkAlpha: number) =>
  byMode({ backgroundColor: lightColour }, { backgroundColor: `rgba(168,159,255,${darkAlpha})` });
