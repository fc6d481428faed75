// `npm start`: builds what is not built (or is older than its sources), then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/server/main.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const built = existsSync(stamp) && ['manifest.json', 'console-manifest.json'].every((f) => existsSync(path.join(root, 'dist/client/.vite', f)));
if (!built || newestMtime(path.join(root, 'src')) > statSync(stamp).mtimeMs) {
  console.log('Building the shop…');
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// V8's heap settings and the C library's allocator arenas for the server (docs/decisions.md,
// "Memory under load"); the bench runs it with the same. The environment's own values win.
const { flags, env } = JSON.parse(readFileSync(path.join(root, 'scripts/server-node-flags.json'), 'utf8'));
const child = spawn(process.execPath, [...flags, stamp], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...env, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
