import { defineConfig } from 'vitest/config';

// Three projects:
// - `unit`: logic in Node and the contract tests (.test.ts). Threads sharing their module graph between files
//   (isolate: false): each file's own setup was most of this project's time (135 s for 254 files, 30 s without);
//   these tests build what they use, and pass in shuffled file orders.
// - `views`: components in happy-dom (.test.tsx), one fresh module graph per file: they share the renderer's and
//   the page's globals (the DOM, the router, the modal history), which one file must not leave to the next.
// - `e2e`: real Chromium against the demo instance, one file at a time because each starts its own browser.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          isolate: false,
          testTimeout: 20_000,
          setupFiles: ['tests/unit/setup-i18n.ts', 'tests/unit/setup-core.ts'],
        },
      },
      {
        test: {
          name: 'views',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'node',
          pool: 'threads',
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
