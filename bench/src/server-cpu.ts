import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds (user + system) used so far by every `postgres` process on this machine (the
 * server's backends, checkpointer, autovacuum…), from /proc/<pid>/stat; `undefined` where there
 * is no /proc or no such process (a server on another machine, or PGlite in this process). A
 * backend that ended between two readings takes its CPU with it: read before and after a call
 * whose connections stay open (a pool). With `postmaster` (see {@link postmasterOf}), only that
 * server's processes: other servers on a shared machine do not count.
 */
export function postgresCpuMs(postmaster?: number): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let ticks = 0;
  let found = false;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (comm) state ppid … utime stime …": fields after the ")" (comm may hold spaces).
    const close = stat.lastIndexOf(')');
    if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
    const fields = stat.slice(close + 2).split(' ');
    if (
      postmaster !== undefined &&
      Number(pid) !== postmaster &&
      Number(fields[1]) !== postmaster
    ) {
      continue;
    }
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}

/**
 * The postmaster of a server backend on this machine (its parent process, from /proc), for
 * {@link postgresCpuMs}; `undefined` without /proc or when the backend is not on this machine.
 *
 * @example postmasterOf((await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0].pid)
 */
export function postmasterOf(backendPid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${backendPid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isSafeInteger(ppid) && ppid > 1 ? ppid : undefined;
  } catch {
    return undefined;
  }
}
