/**
 * Starts the built shop (dist/server/main.js) on a fresh embedded database with the demo data,
 * as a new user would after `npm start`, and reads the demo credentials it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Shop {
  url: string;
  customer: { email: string; password: string };
  owner: { email: string; password: string };
  /** The server's process (with WORKERS, the first one, whose children serve). */
  pid: number;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies at once, mid-request. */
  kill(): Promise<void>;
  dataDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * `dataDir` reuses a shop's data (a restart); `keepData` leaves it on disk when the shop stops;
 * `env` adds configuration (payment providers, for instance).
 */
export async function startShop(opts: { dataDir?: string; keepData?: boolean; env?: Record<string, string> } = {}): Promise<Shop> {
  const main = path.join(ROOT, 'dist/server/main.js');
  if (!existsSync(main)) throw new Error('Build the shop first: npm run build');
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`shop exited (${code}):\n${output}`))));
  const ready = (async () => {
    // A first start prints the accounts; a restart prints only the address.
    while (!/merchant\s+\S+\s+\S+/.test(output) && !(opts.dataDir && /The shop is running/.test(output))) await new Promise((r) => setTimeout(r, 100));
  })();
  await Promise.race([ready, exited]);
  const [, email = '', password = ''] = /customer\s+(\S+)\s+(\S+)/.exec(output) ?? [];
  const [, ownerEmail = '', ownerPassword = ''] = /merchant\s+(\S+)\s+(\S+)/.exec(output) ?? [];
  return {
    url,
    customer: { email, password },
    owner: { email: ownerEmail, password: ownerPassword },
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await done;
      }
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
    async kill() {
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await done;
    },
    dataDir,
  };
}
