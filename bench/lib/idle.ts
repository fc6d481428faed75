/**
 * Whether the shop has finished what it was asked: its process burns (almost) no CPU and, on
 * PostgreSQL, no statement of the bench database is running. Used between runs so a slow
 * scenario's backlog neither spills into the next one nor escapes its own statement count.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sleep } from './processes.ts';

/** CPU seconds (user + system) of a process so far, from /proc; null elsewhere. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11] and fields[12] are utime and stime (fields 14 and 15 of proc(5)), in clock ticks (100/s)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export interface IdleProbe {
  /** Waits (at most maxMs) until the server is idle; returns the seconds waited. */
  settle(pid: number | undefined, maxMs?: number): Promise<number>;
  close(): Promise<void>;
}

export async function idleProbe(databaseUrl: string | undefined): Promise<IdleProbe> {
  let client: pg.Client | null = null;
  let database = '';
  if (databaseUrl) {
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    database = new URL(databaseUrl).pathname.slice(1);
  }
  async function dbBusy(): Promise<boolean> {
    if (!client) return false;
    const res = await client.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()`, [database]);
    return (res.rows[0] as { n: number }).n > 0;
  }
  return {
    async settle(pid, maxMs = 60_000) {
      const started = Date.now();
      let quiet = 0;
      while (quiet < 2 && Date.now() - started < maxMs) {
        const before = cpuSeconds(pid);
        await sleep(300);
        const after = cpuSeconds(pid);
        const cpuQuiet = before === null || after === null || after - before <= 0.03;
        quiet = cpuQuiet && !(await dbBusy()) ? quiet + 1 : 0;
      }
      return Math.round((Date.now() - started) / 100) / 10;
    },
    async close() {
      await client?.end();
    },
  };
}
