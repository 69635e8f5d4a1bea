// `npm test`: the Vitest suite in one shard per core, run side by side. Files that share a
// worker (vite.config.ts, project 'shared') run one after another inside a Vitest process, so a
// single process keeps one core busy; shards keep both. Each shard's output is printed whole when
// it ends, and the exit code is the first failing shard's. Extra arguments go to every shard.
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
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
process.exit(codes.find((code) => code !== 0) ?? 0);
