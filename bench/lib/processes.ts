/**
 * Child processes of the bench (the shop and the trivial reference server): a free loopback
 * port, start with output forwarding (capped), readiness polling, and stopping every child on
 * exit, failure and Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const HOST = '127.0.0.1';

export interface Child {
  name: string;
  proc: ChildProcess;
  /** Last lines of output, for error reports. */
  tail: string[];
  exited: Promise<number | null>;
}

const children = new Set<Child>();
const MAX_FORWARDED = 40;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export function startChild(name: string, command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Child {
  const proc = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  let forwarded = 0;
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 60) tail.shift();
      if (forwarded < MAX_FORWARDED) console.log(`  [${name}] ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
      else if (forwarded === MAX_FORWARDED) console.log(`  [${name}] (further output suppressed; the last lines are kept for errors)`);
      forwarded++;
    }
  };
  proc.stdout?.on('data', onData);
  proc.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => {
    proc.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null)));
    proc.once('error', (err) => {
      tail.push(String(err));
      resolve(-1);
    });
  });
  const child: Child = { name, proc, tail, exited };
  children.add(child);
  void exited.then(() => children.delete(child));
  return child;
}

/** Polls `url` until it answers 200; fails early when the child exits. */
export async function waitReady(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void child.exited.then((code) => (exitCode = code));
  let last = '';
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${child.name} exited (code ${exitCode}) before it was ready:\n${child.tail.slice(-25).join('\n')}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await sleep(250);
  }
  throw new Error(`${child.name} not ready at ${url} after ${timeoutMs / 1000} s (${last}):\n${child.tail.slice(-25).join('\n')}`);
}

export async function stopChild(child: Child, graceMs = 10_000): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Stops every child; `graceMs` is how long each may take before it is killed (a profiled shop writes its profile on the way out). */
export async function stopAll(graceMs?: number): Promise<void> {
  await Promise.all([...children].map((c) => stopChild(c, graceMs)));
}

let handlersInstalled = false;
/** Ctrl-C / SIGTERM stop the children first; a plain exit kills any that are left. */
export function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers…`);
      void stopAll().finally(() => process.exit(130));
    });
  }
  process.once('exit', () => {
    for (const c of children) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
