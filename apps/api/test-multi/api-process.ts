import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer, type Server as NetServer, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free TCP port on 127.0.0.1, chosen by the system. */
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One API process (`src/main.ts`) started for the test, with its output kept for failures. */
export class ApiProcess {
  readonly url: string;
  readonly output: string[] = [];
  private readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly name: string,
    port: number,
    env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (d: Buffer) => this.output.push(d.toString()));
    this.child.stderr?.on('data', (d: Buffer) => this.output.push(d.toString()));
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  /** Starts a process and waits until its readiness endpoint answers 200. */
  static async start(name: string, env: Record<string, string>): Promise<ApiProcess> {
    const api = new ApiProcess(name, await freePort(), env);
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      if ((await api.ready()) === 200) return api;
      if (api.child.exitCode !== null) break;
      await sleep(200);
    }
    api.kill('SIGKILL');
    throw new Error(`${name} did not become ready:\n${api.output.join('')}`);
  }

  /** The readiness endpoint's status, or 0 when the process does not answer. */
  async ready(): Promise<number> {
    try {
      return (await fetch(`${this.url}/api/health/ready`)).status;
    } catch {
      return 0;
    }
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  kill(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null) this.child.kill(signal);
  }
}

/**
 * A TCP relay to a server (PostgreSQL) that a test can cut and restore: `cut()` drops every
 * relayed connection and refuses new ones, as a database that went away; `restore()` relays
 * again.
 */
export class TcpRelay {
  private readonly sockets = new Set<Socket>();
  private down = false;
  private readonly server: NetServer;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.server = createServer((client) => this.relay(client));
  }

  /** Listens on a free port of 127.0.0.1. */
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this;
  }

  private relay(client: Socket): void {
    if (this.down) {
      client.destroy();
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => this.sockets.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.down = false;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
