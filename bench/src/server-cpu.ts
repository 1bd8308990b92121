import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after "pid (comm) ", and the command name; undefined if gone. */
function stat(pid: string): { comm: string; fields: string[] } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid … utime stime cutime cstime …" (comm may hold spaces).
  const close = text.lastIndexOf(')');
  return {
    comm: text.slice(text.indexOf('(') + 1, close),
    fields: text.slice(close + 2).split(' '),
  };
}

/**
 * CPU milliseconds (user + system) used so far by `postgres` processes, from /proc/<pid>/stat;
 * `undefined` where there is no /proc or no such process (a server on another machine, or
 * PGlite in this process).
 *
 * With `postmaster` (the pid {@link postmasterPid} gives): that server only, its postmaster and
 * every process it started, including those that already ended (their CPU is added to the
 * postmaster's `cutime`/`cstime` when it reaps them), so the figure never goes back and other
 * servers on a shared machine are not counted. Without it: every `postgres` process on this
 * machine, and a backend that ended between two readings takes its CPU with it.
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
    const s = stat(pid);
    if (!s?.comm.startsWith('postgres')) continue;
    const own = Number(s.fields[11]) + Number(s.fields[12]);
    if (postmaster === undefined) ticks += own;
    else if (Number(pid) === postmaster) {
      ticks += own + Number(s.fields[13]) + Number(s.fields[14]);
    } else if (Number(s.fields[1]) === postmaster) ticks += own;
    else continue;
    found = true;
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}

/**
 * The postmaster of a server backend on this machine (its parent process, from /proc), for
 * {@link postgresCpuMs}; `undefined` without /proc or when the backend is not on this machine.
 */
export function postmasterOf(backendPid: number): number | undefined {
  const parent = Number(stat(String(backendPid))?.fields[1]);
  return Number.isSafeInteger(parent) && parent > 1 ? parent : undefined;
}

/** The pid of the postmaster of the server `query` reaches (the parent of its backend). */
export async function postmasterPid(
  query: (sql: string) => Promise<{ pid: number }[]>,
): Promise<number | undefined> {
  const backend = (await query('SELECT pg_backend_pid() AS pid'))[0]?.pid;
  return backend === undefined ? undefined : postmasterOf(backend);
}
