import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  readonly child: ChildProcess;
  /** The last lines of its output, for error messages. */
  readonly log: () => string;
  readonly stop: () => Promise<void>;
}

/** Starts a command in its own process group, keeping the tail of its output. */
export function start(
  name: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Started {
  const lines: string[] = [];
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 80) lines.splice(0, lines.length - 80);
    if (process.env.E2E_VERBOSE) process.stderr.write(`[${name}] ${chunk.toString()}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.pid === undefined) return resolve();
      const timer = setTimeout(() => {
        try {
          process.kill(-(child.pid as number), 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        clearTimeout(timer);
        resolve();
      }
    });
  return { child, log: () => lines.join('\n'), stop };
}

/** Runs a command to completion; rejects with its output on failure. */
export function run(
  name: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  const started = start(name, command, args, options);
  return new Promise((resolve, reject) => {
    started.child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (${code}):\n${started.log()}`)),
    );
  });
}

/** Polls `url` until it answers (any status below 500) or `timeoutMs` passes. */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  process?: Started,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && process.child.exitCode !== null) {
      throw new Error(`${url}: process exited (${process.child.exitCode}):\n${process.log()}`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms\n${process?.log() ?? ''}`);
}
