import { createTheme, type PaletteMode } from '@mui/material/styles';
import { BREAKPOINTS } from '@elevate/contracts/common/constants';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxs: true;
  }
}

/** The attribute on <html> that selects the colour scheme: `data-theme="dark"`. */
export const THEME_ATTRIBUTE = 'data-theme';

/** Brand colours chosen for WCAG AA contrast on both modes (docs/decisions/007-brand-and-theme.md). */
export const brand = {
  indigo: '#3a2fc2',
  indigoLight: '#a89fff',
  saffron: '#ffb547',
  ink: '#151a2d',
  teal: '#0f766e',
};

const palette = (mode: PaletteMode) => ({
  primary: { main: mode === 'light' ? brand.indigo : brand.indigoLight },
  secondary: { main: mode === 'light' ? '#b45309' : brand.saffron },
  success: { main: mode === 'light' ? '#1b7a3d' : '#5fd18a' },
  // MUI's default light warning orange (#ed6c02) reads at 3.1:1 under white text; this amber reads at 4.7:1.
  warning: { main: mode === 'light' ? '#b45309' : '#ffa726' },
  background: mode === 'light' ? { default: '#f6f7fb', paper: '#ffffff' } : { default: '#0f1220', paper: '#171b2e' },
  text: mode === 'light' ? { primary: brand.ink, secondary: '#4a5168' } : { primary: '#eef0f8', secondary: '#b3b8cc' },
});

/**
 * One theme for both modes, written as CSS variables (docs/decisions/023): the server renders the same
 * styles whatever the visitor chose, and the inline head script (head-script.ts) sets data-theme on <html>
 * before the first paint, so a dark-mode visitor never sees a light page flash. Styles that differ by mode
 * use `theme.applyStyles('dark', …)` or `theme.vars`, never `palette.mode` (always the default on the server).
 */
const makeTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: THEME_ATTRIBUTE },
    colorSchemes: { light: { palette: palette('light') }, dark: { palette: palette('dark') } },
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Noto Sans", sans-serif',
      h1: { fontSize: '2.4rem', fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.85rem', fontWeight: 750, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.35rem', fontWeight: 700 },
      h4: { fontSize: '1.15rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { minHeight: 40 } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // Links inside text are underlined, so they are told apart without relying on colour (WCAG 1.4.1);
      // link lists (footer, sitemap) opt back into underline on hover.
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });

let made: ReturnType<typeof makeTheme> | undefined;

/**
 * The theme, made on first use rather than when this module loads: in the browser that is the first render,
 * a task of its own, not the one that runs all the app's modules (a long task blocks taps on a slow phone).
 */
export const appTheme = () => (made ??= makeTheme());
