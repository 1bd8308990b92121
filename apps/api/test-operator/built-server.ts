import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test-multi/api-process.ts';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiRoot, '../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built API (`node dist/main.js`), started as an operator starts it: one process. */
export class BuiltServer {
  readonly url: string;
  readonly output: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;

  private constructor(port: number, env: Record<string, string>) {
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, ['dist/main.js'], {
      cwd: apiRoot,
      // Only what the operator sets: no DEMO, no test settings from this process.
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (d: Buffer) => this.output.push(d.toString()));
    this.child.stderr?.on('data', (d: Buffer) => this.output.push(d.toString()));
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  static async start(env: Record<string, string>): Promise<BuiltServer> {
    const server = new BuiltServer(await freePort(), env);
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      if ((await server.ready()) === 200) return server;
      if (server.child.exitCode !== null) break;
      await sleep(200);
    }
    server.child.kill('SIGKILL');
    throw new Error(`the built server did not become ready:\n${server.output.join('')}`);
  }

  /** The readiness status, or 0 when nothing answers. */
  async ready(): Promise<number> {
    try {
      return (await fetch(`${this.url}/api/health/ready`)).status;
    } catch {
      return 0;
    }
  }

  signal(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null) this.child.kill(signal);
  }
}

/** Runs `pnpm admin …` from the repository root with `stdin` piped in. */
export function pnpmAdmin(
  args: string[],
  stdin: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['admin', ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.once('exit', (code) => resolve({ code, output }));
    child.stdin.end(stdin);
  });
}
