import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import MUI by path (@mui/material/Button): the package roots pull in far more than a page uses.
const muiRoots = {
  paths: [
    { name: '@mui/material', message: 'Import MUI by path (@mui/material/Button) to keep bundles small.' },
    { name: '@mui/icons-material', message: 'Import icons by path (@mui/icons-material/Close).' },
  ],
};

const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', muiRoots],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Imports run one way: components/lib → features → app. Shared code imports neither.
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...muiRoots,
          patterns: [
            { group: ['@/features/**', '@/app/**'], message: 'Shared code never imports features or the app layer.' },
          ],
        },
      ],
    },
  },
  // A feature never imports another feature's insides or the app layer; the app layer composes features.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...muiRoots,
          patterns: [
            {
              group: ['@/features/**', `!@/features/${feature}/**`, '@/app/**', '../../*/**', `!../../${feature}/**`],
              message: `Feature "${feature}" may import only itself, components and lib; compose features in the app layer.`,
            },
          ],
        },
      ],
    },
  })),
);
