// `pnpm admin`: the first administrator and account recovery without SQL (decision 039).
// Run by tsx from the sources (`pnpm --filter @back-office/api exec tsx src/cli/admin.ts`) or
// by node from the build; the logic is in ./run.ts and the command modules beside it.
import { runAdmin } from './run.ts';

const code = await runAdmin(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
// Exit at once: a database pool or a paused stdin must not keep the process alive.
process.exit(code);
