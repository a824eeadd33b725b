import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every unit, API and component project, so `npm test` reports one total.
 * Two workers: Vitest's default in run mode is one fewer than the cores, which is one on CI's 2-core machine,
 * and the files then run one after another (docs/performance.md, "CI time").
 */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
    maxWorkers: 2,
  },
});
