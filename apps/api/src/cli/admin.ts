// `pnpm admin`: the first administrator and account recovery without SQL (decision 039).
// Run by tsx from the sources (`pnpm --filter @back-office/api exec tsx src/cli/admin.ts`) or
// by node from a build of this entry; the logic is in ./run.ts and the command modules beside it.
import { runAdmin } from './run.ts';

const code = await runAdmin(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
// Exit once both streams are flushed (a pipe may be asynchronous): a database pool or a paused
// stdin must not keep the process alive, and the help must not be cut short.
const flushed = (stream: NodeJS.WriteStream) =>
  new Promise<void>((resolve) => stream.write('', () => resolve()));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
