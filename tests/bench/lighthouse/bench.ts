import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seeds/demo-accounts.ts';
import { freePort } from '../../helpers/free-port.ts';
import { countAnswer, noAnswers, verdict } from '../shared/answers.ts';

/**
 * Lighthouse (its default mobile preset: a mid-range phone on a throttled 4G link) on the
 * real server with the demo data, as `npm start` serves it: the built pages in English and
 * French, the dashboard signed in as the demo customer. Prints the four category scores per
 * page and says which miss the targets of issue 12: performance ≥ 98, accessibility 100,
 * SEO 100 (best practices reported). Exits non-zero when a target is missed.
 * Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Run `npm run build` first.
 * LIGHTHOUSE_ROUTES (comma-separated) limits the run to some pages.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// LIGHTHOUSE_ROUTES=/dashboard,/login measures only those (both languages), e.g. while working on one page.
const ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? ['/', '/docs', '/api-docs', '/login', '/dashboard'];
const LANGS = ['', '/fr'];
const TARGETS = { performance: 98, accessibility: 100, seo: 100 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'tests/e2e/serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()) },
    // The embedded PostgreSQL's log is noise here; it is shown only if the server fails to start.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server not ready after 120 s');
}

/** The demo customer's session cookie, so the dashboard renders its signed-in screen. */
async function sessionCookie(origin: string): Promise<string> {
  const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');
  const response = await fetch(`${origin}/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer?.email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('ob_session='));
  if (!response.ok || !cookie) throw new Error(`demo sign-in failed: ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

const port = await freePort();
const server = await startServer(port);
const origin = `http://127.0.0.1:${port}`;
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const misses: string[] = [];
/** Each audited page's own answer: a score of an error page (or of a sign-in redirect) is not the page's. */
const pageAnswers = noAnswers();
try {
  const cookie = await sessionCookie(origin);
  const header = `${'page'.padEnd(16)}${CATEGORIES.map((name) => name.padStart(16)).join('')}`;
  process.stdout.write(`Lighthouse, mobile preset, ${CHROMIUM}\n\n${header}\n${'-'.repeat(header.length)}\n`);
  for (const lang of LANGS) {
    for (const route of ROUTES) {
      const page = `${lang}${route}`.replace(/(.)\/$/, '$1') || '/';
      const headers = route === '/dashboard' ? { Cookie: cookie } : undefined;
      const answer = await fetch(`${origin}${page}`, { headers, redirect: 'manual' });
      countAnswer(pageAnswers, answer.status, `${page} ${(await answer.text()).slice(0, 200)}`, [200]);
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        extraHeaders: headers,
      });
      if (result?.lhr.runtimeError) misses.push(`${page} Lighthouse error ${result.lhr.runtimeError.code}`);
      const categories = result?.lhr.categories ?? {};
      const scores = CATEGORIES.map((name) => Math.round((categories[name]?.score ?? 0) * 100));
      process.stdout.write(`${page.padEnd(16)}${scores.map((score) => String(score).padStart(16)).join('')}\n`);
      for (const [name, target] of Object.entries(TARGETS)) {
        const score = scores[CATEGORIES.indexOf(name as (typeof CATEGORIES)[number])] ?? 0;
        if (score < target) misses.push(`${page} ${name} ${score} < ${target}`);
      }
      if ((scores[0] ?? 0) < TARGETS.performance) {
        const metrics = [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
        ]
          .map((id) => `${id.replace(/-/g, ' ')} ${result?.lhr.audits[id]?.displayValue ?? '?'}`)
          .join(', ');
        process.stdout.write(`    performance: ${metrics}\n`);
      }
      for (const audit of Object.values(result?.lhr.audits ?? {})) {
        // What cost points outside performance, so a miss says what to fix.
        if (audit.scoreDisplayMode === 'binary' && audit.score === 0 && !/performance/.test(audit.id)) {
          const category = CATEGORIES.find((name) =>
            categories[name]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          );
          if (category && category !== 'performance') process.stdout.write(`    ${category}: ${audit.id}\n`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}

process.stdout.write(
  misses.length === 0
    ? `\nEvery page meets the targets (performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo}).\n`
    : `\nPages below target:\n${misses.map((miss) => `  ${miss}`).join('\n')}\n`,
);
const outcome = verdict(
  [{ label: 'audited pages', answers: pageAnswers, expected: [200] }],
  [{ label: 'every page at its scores', met: misses.length === 0 }],
);
process.stdout.write(`${outcome.lines.join('\n')}\n`);
process.exit(outcome.met ? 0 : 1);
