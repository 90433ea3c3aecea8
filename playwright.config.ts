import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
// Debian's Chromium where installed (CI installs it); otherwise Playwright's own browser.
const onCi = Boolean(process.env.CI);
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Specs that change what every other test sees on the shared server (feature flags paused,
 * platform settings changed and restored): they run in a project of their own, after the others.
 */
const PLATFORM_WIDE = [
  /operations\/feature-flags\.spec\.ts$/,
  /admin\/operations-screens\.spec\.ts$/,
  /admin\/analytics-advanced\.spec\.ts$/,
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/e2e/.artifacts',
  fullyParallel: true,
  // Three on the 2-core CI machine: a test mostly waits (page loads, polls, the server's
  // work), so two workers left half the CPU idle and the suite took twice as long.
  workers: onCi ? 4 : undefined,
  // The CI machine's speed varies (the same tree took 31 and 77 minutes): one retry, reported
  // as "flaky" in the log, keeps a slow moment from failing the run; a real failure fails twice.
  retries: onCi ? 1 : 0,
  reporter: [['list']],
  // Generous on CI for the same reason; a passing test costs what it costs, whatever the limit.
  timeout: onCi ? 60_000 : 30_000,
  expect: { timeout: onCi ? 12_000 : 7_000 },
  use: {
    baseURL,
    // Recording a trace of every test costs CPU all run long, and CI keeps only the log: traces
    // and screenshots are for local runs.
    trace: onCi ? 'off' : 'retain-on-failure',
    screenshot: onCi ? 'off' : 'only-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@mobile/,
      testIgnore: PLATFORM_WIDE,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/, testIgnore: PLATFORM_WIDE },
    // Runs alone, once every other test is done: these switch features off for everyone, and
    // one at a time, since two of them flip the same flag (advanced_analytics).
    {
      name: 'platform-wide',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: PLATFORM_WIDE,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node tests/e2e/serve.ts',
    url: `${baseURL}/api/readyz`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? port + 1000)),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
