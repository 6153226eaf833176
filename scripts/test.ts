// `npm test`: every check, in the order that finishes soonest on a two-core machine. The build and
// the unit tests keep both cores busy, so they run first, one after the other; the worker tests
// mostly wait (on D1, the queue, the stand-in providers), so the typecheck (one core for about two
// minutes) runs beside them, its output held back until it ends; the browser journeys, where
// Chromium keeps both cores busy, run last and alone. Each part's time is printed at the end, so a
// part that grows slow shows in every run.
import { spawn } from 'node:child_process';

interface Outcome {
  readonly script: string;
  readonly code: number;
  readonly output: string;
  readonly seconds: number;
}

function run(
  script: string,
  { quiet = false, env = {} }: { quiet?: boolean; env?: Record<string, string> } = {},
): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({ script, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const outcomes: Outcome[] = [];

function report(outcome: Outcome): boolean {
  outcomes.push(outcome);
  if (outcome.code !== 0) console.error(`\nnpm run ${outcome.script} failed (exit ${outcome.code})`);
  return outcome.code === 0;
}

function printTimes(): void {
  console.log('\n── time per part ──');
  for (const { script, seconds, code } of outcomes)
    console.log(`${script.padEnd(12)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : '  (failed)'}`);
}

function stopIfFailed(passed: boolean): void {
  if (passed) return;
  printTimes();
  process.exit(1);
}

const started = performance.now();
for (const script of ['lint', 'build', 'test:unit']) stopIfFailed(report(await run(script)));
const [typecheck, worker] = await Promise.all([run('typecheck', { quiet: true }), run('test:worker')]);
process.stdout.write(`\n── typecheck ──\n${typecheck.output || 'passed\n'}`);
stopIfFailed([report(typecheck), report(worker)].every(Boolean));
// the journeys' site serves the client built above (scripts/start.ts)
const passed = report(await run('test:e2e', { env: { QUIRE_CLIENT_BUILT: '1' } }));
printTimes();
console.log(`${'in all'.padEnd(12)} ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
process.exit(passed ? 0 : 1);
