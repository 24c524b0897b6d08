import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time per request (issue 26): what the server process and the PostgreSQL backends of its
 * database spent, user and system time together, read from `/proc/<pid>/stat` before and after a
 * measured load. Unlike req/s, this hardly moves with what else the machine runs, so runs on a
 * shared, busy machine can be compared.
 */

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ, 100 on Linux whatever the kernel's HZ). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, all threads) the process `pid` has used so far, in milliseconds;
 * null when it cannot be read (no `/proc`, or the process is gone).
 */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), counted from field 3 (state).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

function isLocalPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

/** CPU milliseconds spent between `start` and `stop`; null: not measurable here. */
export interface CpuSpent {
  serverMs: number | null;
  /** PostgreSQL backends of the database (null for PGlite, which runs inside the server). */
  databaseMs: number | null;
}

/** Measures the CPU the server and its database's backends use over one load run. */
export interface CpuMeter {
  start(): Promise<void>;
  stop(): Promise<CpuSpent>;
  close(): Promise<void>;
}

/**
 * A meter for the server process `serverPid` and, with `databaseUrl`, the backends of that
 * database when PostgreSQL runs on this machine (their processes are visible in `/proc`):
 * the backends connected when `start` is called (the pool, grown by the warm-up), not this
 * meter's own connection.
 */
export async function createCpuMeter(
  serverPid: number,
  databaseUrl: string | undefined,
): Promise<CpuMeter> {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  let serverBefore: number | null = null;
  let backendsBefore = new Map<number, number>();
  const readBackends = (pids: Iterable<number>) => {
    const spent = new Map<number, number>();
    for (const pid of pids) {
      const ms = processCpuMs(pid);
      if (ms !== null) spent.set(pid, ms);
    }
    return spent;
  };
  return {
    async start() {
      if (client) {
        const result = await client.query<{ pid: number }>(
          `select pid from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        backendsBefore = readBackends(result.rows.map((row) => row.pid).filter(isLocalPostgres));
      }
      serverBefore = processCpuMs(serverPid);
    },
    async stop() {
      const server = processCpuMs(serverPid);
      // A backend that ended meanwhile (an idle pool connection closing) is left out.
      const after = readBackends(backendsBefore.keys());
      let databaseMs: number | null = null;
      for (const [pid, ms] of after) databaseMs = (databaseMs ?? 0) + ms - backendsBefore.get(pid)!;
      return {
        serverMs: server !== null && serverBefore !== null ? server - serverBefore : null,
        databaseMs,
      };
    },
    async close() {
      await client?.end();
    },
  };
}
