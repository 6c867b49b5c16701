import { defineConfig } from 'vitest/config';

// Two projects: `unit` (Node and happy-dom, fast, includes the contract tests) and `e2e` (real Chromium
// against the demo instance, run one file at a time because each starts its own browser).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          setupFiles: ['tests/unit/setup-i18n.ts', 'tests/unit/setup-core.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
