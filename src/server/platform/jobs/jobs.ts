/**
 * Durable jobs. A change that must be followed by work outside its transaction (an e-mail, a
 * derived figure) writes a job row in that same transaction with `enqueue`: if the change
 * commits, the job exists; if it rolls back or the process dies before the commit, neither does.
 *
 * Every process runs a runner. It claims due jobs with `FOR UPDATE SKIP LOCKED` and a lease
 * (`locked_until`), so two runners never take the same job; a runner that dies mid-job leaves
 * its lease to run out, and another takes the job over (delivery is at least once). A job that
 * succeeds is deleted; one that fails runs again after a wait that doubles each time (capped),
 * and after its last attempt stays in the table with its error and `failed_at` for the merchant.
 * The clock is the runner's (`runDueJobs(now)`), so tests step through the waits.
 */
import { sql, type SQL } from 'drizzle-orm';
import { uncounted, type Db, type Executor } from '../db/client.ts';
import { errorMessage } from '../log.ts';
import { jobs, type JobRow } from './jobs.schema.ts';

export type JobPayload = Record<string, unknown>;

/**
 * Thrown by a handler whose work is not due yet (what it reports is still being settled): the job
 * runs again after `waitMs`, and the try does not count as a failed attempt. The handler bounds how
 * long it keeps waiting.
 */
export class JobNotDue extends Error {
  constructor(
    readonly waitMs: number,
    reason: string,
  ) {
    super(reason);
  }
}
/** Runs one job; `now` is the runner's clock. */
export type JobHandler = (payload: JobPayload, job: JobRow, now: Date) => Promise<void>;

/**
 * A handler whose due jobs can run as one: `merge` makes one payload of theirs. For derived,
 * idempotent work (a product's listing figures): the jobs of one kind in a claimed batch run once
 * and are deleted with one statement, one commit instead of one per job. If that run fails, each
 * job runs on its own, as any other.
 */
export function mergeable(handler: JobHandler, merge: (payloads: JobPayload[]) => JobPayload): JobHandler {
  return Object.assign(handler, { merge });
}
const mergeOf = (handler: JobHandler | undefined) => (handler as { merge?: (payloads: JobPayload[]) => JobPayload } | undefined)?.merge;

/** Attempts before a job is left failed; the waits between them double from the first. */
export const JOB_MAX_ATTEMPTS = 10;
export const JOB_FIRST_RETRY_MS = 10_000;
export const JOB_MAX_RETRY_MS = 60 * 60_000;
/** How long a claimed job is held by its runner before another may take it over. */
export const JOB_LEASE_MS = 5 * 60_000;
const BATCH = 20;

/** The wait before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(JOB_FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), JOB_MAX_RETRY_MS);
}

/**
 * Writes a job, in the caller's transaction. `delayMs` holds it back (the work waits for
 * something the caller does after the commit, then calls `runJobNow`). Answers the job's id.
 */
export async function enqueue(tx: Executor, kind: string, payload: JobPayload, opts: { delayMs?: number } = {}): Promise<number> {
  const runAt = opts.delayMs ? sql`now() + ${`${Math.ceil(opts.delayMs)} milliseconds`}::interval` : sql`now()`;
  const [row] = await tx.insert(jobs).values({ kind, payload, runAt }).returning({ id: jobs.id });
  return row.id;
}

/**
 * The insert of `enqueue` as a statement to embed (a data-modifying CTE) in a caller's own
 * statement: `source` is a relation, one job per row, with `payload` (jsonb) and `run_at`
 * columns; the statement answers the jobs' ids. The job is written with the caller's change,
 * without a round trip of its own.
 */
export function enqueueStatement(kind: string, source: SQL): SQL {
  return sql`insert into ${jobs} (kind, payload, run_at) select ${kind}, s.payload, s.run_at from ${source} s returning id`;
}

/** Makes a held job due now. */
export async function runJobNow(db: Executor, id: number): Promise<void> {
  await db.execute(sql`update ${jobs} set run_at = now() where id = ${id} and failed_at is null`);
}

/** runJobNow as a statement to embed in another: the held job `id` (null: none) is due now, when `when` has a row. */
export function runJobNowStatement(id: SQL, when: SQL): SQL {
  return sql`update ${jobs} set run_at = now() where id = ${id} and failed_at is null and exists (select 1 from ${when})`;
}

/** Deletes a job that is no longer wanted (in the transaction that undoes its reason). */
export async function dropJob(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`delete from ${jobs} where id = ${id}`);
}

/**
 * Frees every job a runner holds, for the start of a process that knows no other runner is alive:
 * the embedded database has one process at a time, so each lease found then is a killed process's,
 * and its jobs (a confirmation being sent at the crash) run now instead of after the lease.
 */
export async function releaseLeases(db: Executor): Promise<void> {
  await db.execute(sql`update ${jobs} set locked_until = null where locked_until is not null and failed_at is null`);
}

export interface JobRunner {
  /** Claims and runs the jobs due at `now`, until none is left, and waits for a background pass under way; answers how many it ran (tests drain with it). */
  runDueJobs(now?: Date): Promise<number>;
  /** Runs due jobs soon (after a change that enqueued one committed), without waiting for the next poll. */
  kick(): void;
  /** Polls every `intervalMs` until stopped. */
  start(): void;
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

export function createJobRunner(opts: { db: Db; handlers: Record<string, JobHandler>; intervalMs?: number; log(err: unknown, msg: string): void }): JobRunner {
  const { db, handlers } = opts;
  const kinds = Object.keys(handlers);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  /** Claims up to BATCH due jobs of the kinds this runner knows, leased to it. */
  async function claim(now: Date): Promise<JobRow[]> {
    if (kinds.length === 0) return [];
    const leaseEnd = new Date(now.getTime() + JOB_LEASE_MS);
    const result = (await db.execute(sql`
      update ${jobs} j set locked_until = ${leaseEnd.toISOString()}::timestamptz, attempts = j.attempts + 1
      where j.id in (
        select id from ${jobs}
        where failed_at is null and run_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at, id
        limit ${BATCH}
        for update skip locked
      )
      returning j.id, j.kind, j.payload, j.run_at as "runAt", j.attempts, j.last_error as "lastError",
        j.locked_until as "lockedUntil", j.failed_at as "failedAt", j.created_at as "createdAt"`)) as unknown as { rows: JobRow[] };
    return result.rows;
  }

  async function runOne(job: JobRow, now: Date): Promise<void> {
    try {
      await handlers[job.kind](job.payload, job, now);
      await db.execute(sql`delete from ${jobs} where id = ${job.id}`);
    } catch (err) {
      const message = errorMessage(err);
      if (err instanceof JobNotDue) {
        const next = new Date(now.getTime() + err.waitMs);
        await db.execute(
          sql`update ${jobs} set run_at = ${next.toISOString()}::timestamptz, attempts = attempts - 1, last_error = ${message}, locked_until = null where id = ${job.id}`,
        );
      } else if (job.attempts >= JOB_MAX_ATTEMPTS) {
        opts.log(err, `job ${job.kind} #${job.id} failed for good after ${job.attempts} attempts`);
        await db.execute(sql`update ${jobs} set failed_at = now(), last_error = ${message}, locked_until = null where id = ${job.id}`);
      } else {
        opts.log(err, `job ${job.kind} #${job.id} failed (attempt ${job.attempts}), retrying`);
        const next = new Date(now.getTime() + retryDelayMs(job.attempts));
        await db.execute(sql`update ${jobs} set run_at = ${next.toISOString()}::timestamptz, last_error = ${message}, locked_until = null where id = ${job.id}`);
      }
    }
  }

  /** Jobs of one mergeable kind run as one, deleted together; each on its own when that fails. */
  async function runMerged(group: JobRow[], now: Date): Promise<void> {
    if (group.length > 1) {
      try {
        const handler = handlers[group[0].kind];
        await handler(mergeOf(handler)!(group.map((j) => j.payload)), group[0], now);
        await db.execute(
          sql`delete from ${jobs} where id in (${sql.join(
            group.map((j) => sql`${j.id}`),
            sql`, `,
          )})`,
        );
        return;
      } catch {
        // Run one by one below: a failing job is retried or left failed by itself.
      }
    }
    for (const job of group) await runOne(job, now);
  }

  async function drain(now?: Date): Promise<number> {
    let ran = 0;
    // A stopping runner finishes the batch in hand and claims no more (the rest wait for the next start).
    while (!stopped || now) {
      const at = now ?? new Date();
      const claimed = await claim(at);
      if (claimed.length === 0) return ran;
      // One at a time: e-mails and figures are cheap, and a slow one holds no other back for long.
      // The jobs of a mergeable kind run together, where the first of them was.
      const merged = new Map<string, JobRow[]>();
      for (const job of claimed) {
        if (!mergeOf(handlers[job.kind])) continue;
        const group = merged.get(job.kind);
        if (group) group.push(job);
        else merged.set(job.kind, [job]);
      }
      for (const job of claimed) {
        const group = merged.get(job.kind);
        if (!group) await runOne(job, at);
        else if (group[0] === job) await runMerged(group, at);
      }
      ran += claimed.length;
    }
    return ran;
  }

  /** One drain at a time in this process; a kick during one runs another after it. */
  function pass(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = uncounted(() => drain())
      .catch((err) => {
        opts.log(err, 'job runner failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          pass();
        }
      });
  }

  /** Waits for this runner's background passes (a kick's) to end: they may hold jobs the caller's drain did not find. */
  async function idle(): Promise<void> {
    while (running) await running;
  }

  return {
    runDueJobs: async (now) => {
      const ran = await drain(now);
      await idle();
      return ran;
    },
    kick: () => setImmediate(pass),
    start() {
      if (timer || stopped) return;
      timer = setInterval(pass, opts.intervalMs ?? 1000);
      timer.unref();
      pass();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
