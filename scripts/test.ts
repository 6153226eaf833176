// `npm test`: every check, in the order that finishes soonest on a two-core machine. Build, unit
// and worker tests keep both cores busy, so they run one after another; the browser journeys
// leave about a third of the machine idle, so the typecheck (one core for about a minute) runs
// beside them, its output held back until it ends.
import { spawn } from 'node:child_process';

interface Outcome {
  readonly script: string;
  readonly code: number;
  readonly output: string;
}

function run(script: string, { quiet = false } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });
}

function report(outcome: Outcome): boolean {
  if (outcome.code !== 0) console.error(`\nnpm run ${outcome.script} failed (exit ${outcome.code})`);
  return outcome.code === 0;
}

for (const script of ['build', 'test:unit', 'test:worker']) {
  if (!report(await run(script))) process.exit(1);
}
const [typecheck, e2e] = await Promise.all([run('typecheck', { quiet: true }), run('test:e2e')]);
process.stdout.write(`\n── typecheck ──\n${typecheck.output || 'passed\n'}`);
const passed = [report(typecheck), report(e2e)].every(Boolean);
process.exit(passed ? 0 : 1);
