// `npm test`: the Vitest suite in one shard per core, run side by side. Files that share a
// worker (vite.config.ts, project 'shared') run one after another inside a Vitest process, so a
// single process keeps one core busy; shards keep both. Each shard's output is printed whole when
// it ends, and the exit code is the first failing shard's. Extra arguments go to every shard.
// Failing tests are named again at the very end, where a log's tail is read.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const shards = Math.max(1, Number(process.env.VITEST_SHARDS ?? availableParallelism()));
const extra = process.argv.slice(2);

const run = (index) =>
  new Promise((resolve) => {
    const args = ['vitest', 'run', `--shard=${index}/${shards}`, ...extra];
    const child = spawn('npx', args, { env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n== vitest shard ${index}/${shards}\n${output}`);
      resolve({ code: code ?? 1, output });
    });
  });

const results = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
// Vitest colours its output; the colour codes are control characters by nature.
// eslint-disable-next-line no-control-regex
const colour = /\x1b\[[0-9;]*m/g;
const failing = results
  .filter((r) => r.code !== 0)
  .flatMap((r) =>
    r.output
      .replace(colour, '')
      .split('\n')
      .filter((line) => /^\s*(FAIL|×)\s|Error: |Unhandled/.test(line)),
  );
if (failing.length > 0) process.stdout.write(`\n== failing in vitest\n${failing.join('\n')}\n`);
// exitCode, not exit(): a piped stdout may still be writing the shards' output (a CI log once
// ended mid-line, before the failures).
process.exitCode = results.find((r) => r.code !== 0)?.code ?? 0;
