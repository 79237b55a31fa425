import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The on-disk transform cache is not invalidated by tsconfig changes (stack-notes gotcha 8).
      fsModuleCache: false,
      // Every core: Vitest's default leaves one for its own process, which on a 2-core machine runs
      // every test file one after another.
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: {
            name: 'domain',
            environment: 'node',
            include: ['test/domain/**/*.test.ts'],
            // What a domain test may cost: pure computation, property tests bounded in their runs and
            // generators. The slowest take about 0.3 s on a quiet 2-core machine and up to ten times
            // that under coverage while another suite runs on it (load 7 and more); a test that needs
            // more than 15 s has an unbounded generator or loop to fix, not a longer timeout.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'adapters',
            environment: 'node',
            include: ['test/adapters/**/*.test.ts'],
            setupFiles: ['test/support/setup-node.ts'],
            // What an adapter test may cost: it generates the demo data it reads (every pharmacy's
            // campaigns, clients or responses) and may answer through the fake API. The slowest take
            // about 2 s on a 2-core machine at load 7 and several times that while another suite runs
            // on it; past 20 s a test is stuck, not slow.
            testTimeout: 20_000,
          },
        },
        {
          // Timings for `npm run bench:data`, never part of `npm test`'s pass or fail.
          extends: true,
          test: { name: 'timing', environment: 'node', include: ['test/timing/**/*.timing.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'jsdom',
            include: ['test/ui/**/*.test.{ts,tsx}', 'test/app/**/*.test.{ts,tsx}'],
            setupFiles: ['test/support/setup-dom.ts'],
            // What a component test may cost: jsdom renders of Mantine screens, some of them over the
            // demo data. Most take well under a second; the first test of a file imports the screen and
            // may generate data, which takes several seconds while another suite runs on the machine.
            // Screen tests through the harness get more (test/support/app-harness.tsx).
            testTimeout: 30_000,
          },
        },
      ],
      coverage: {
        provider: 'v8',
        reporter: ['text-summary', 'json-summary'],
        reportsDirectory: 'coverage',
        include: ['src-domain/**/*.ts'],
        exclude: ['src-domain/**/index.ts', 'src-domain/**/*.port.ts', 'src-domain/tsconfig.json'],
        thresholds: {
          lines: 95,
          branches: 95,
        },
      },
    },
  }),
);
