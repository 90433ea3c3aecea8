import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every stage in order, stopping at the first that fails, each one's duration
 * printed as it ends and all of them at the end, so a slow CI run says where its time went
 * (the budget is 30 minutes on the 2-core CI machine; docs/architecture.md "CI stages and budget").
 */
const STAGES = [
  'lint',
  'lint:openapi',
  'typecheck',
  'test:unit',
  'test:integration',
  'test:faults',
  'test:fuzz',
  'build',
  'test:e2e',
] as const;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const durations: { stage: string; seconds: number }[] = [];
const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
const report = () => {
  process.stdout.write('\nStage durations:\n');
  for (const { stage, seconds } of durations) process.stdout.write(`  ${stage.padEnd(18)} ${minutes(seconds)}\n`);
  const total = durations.reduce((sum, { seconds }) => sum + seconds, 0);
  process.stdout.write(`  ${'total'.padEnd(18)} ${minutes(total)}\n`);
};

for (const stage of STAGES) {
  const started = performance.now();
  process.stdout.write(`\n=== npm run ${stage} ===\n`);
  const result = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  durations.push({ stage, seconds });
  process.stdout.write(`=== ${stage}: ${minutes(seconds)} ===\n`);
  if (result.status !== 0) {
    report();
    process.stdout.write(`\n${stage} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
}
report();
