import { defineConfig } from 'vitest/config';

/** One Vitest run over every unit, API and component project, so `npm test` reports one total. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
  },
});
