import type { Readable, Writable } from 'node:stream';
import { CliError, EXIT } from './exit-codes.ts';

/** Standard input as the command reads it: a terminal (raw mode for the prompt) or a pipe. */
export type PasswordInput = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/** A line longer than this is not a password (the policy allows 128 characters). */
const MAX_LINE = 4096;

/**
 * The first line of a stream that is not a terminal (without its `\n` or `\r\n`); `undefined`
 * when the stream ends without any character before the first line end.
 */
export function readFirstLine(input: Readable): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (line: string) => {
      cleanup();
      input.pause();
      const value = line.replace(/\r$/, '');
      resolve(value === '' ? undefined : value);
    };
    const onData = (chunk: Buffer | string) => {
      text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) finish(text.slice(0, end));
      else if (text.length > MAX_LINE) finish(text);
    };
    const onEnd = () => finish(text);
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('error', onError);
    };
    input.on('data', onData);
    input.on('end', onEnd);
    input.on('error', onError);
    input.resume();
  });
}

/**
 * Asks a question on a terminal and reads the answer without echoing it (raw mode: Enter ends
 * it, Backspace deletes, Ctrl+C cancels, Ctrl+D on an empty answer ends it).
 */
export function promptHidden(
  input: PasswordInput,
  output: Writable,
  question: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    output.write(question);
    input.setRawMode?.(true);
    const done = (error?: CliError) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (chunk: Buffer | string) => {
      const chars = Array.from(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      for (const [i, char] of chars.entries()) {
        if (char === '\r' || char === '\n') {
          // Keys typed ahead (the confirmation) stay for the next prompt.
          // Unshifted after the listener is gone and the stream paused, else it comes straight back.
          const rest = chars.slice(i + 1).join('');
          done();
          if (rest) input.unshift(Buffer.from(rest, 'utf8'));
          return;
        }
        if (char === '\u0003') return done(new CliError('Cancelled.', EXIT.usage));
        if (char === '\u0004') {
          if (answer === '') return done();
          continue;
        }
        if (char === '\u007f' || char === '\b') {
          answer = Array.from(answer).slice(0, -1).join('');
          continue;
        }
        if (char < ' ') continue; // other control keys (arrows arrive as ESC sequences)
        answer += char;
      }
    };
    input.on('data', onData);
    input.resume();
  });
}

/** How a command wants its password. */
export interface PasswordRequest {
  /** Allowed to be left out (an existing user's password is then kept). */
  optional: boolean;
  /** Checks the first entry before the confirmation is asked (the password policy). */
  check?: (password: string) => void;
}

/**
 * The password: the first line of standard input when it is not a terminal, else asked twice
 * without echo. `undefined` when none is given and it is optional; a usage error when none is
 * given and it is required, or when the two entries differ.
 */
export async function readPassword(
  input: PasswordInput,
  prompts: Writable,
  request: PasswordRequest,
): Promise<string | undefined> {
  let password: string | undefined;
  if (input.isTTY) {
    const question = request.optional
      ? 'New password (press Enter to keep the current one): '
      : 'Password: ';
    password = (await promptHidden(input, prompts, question)) || undefined;
    if (password !== undefined) {
      request.check?.(password);
      const again = await promptHidden(input, prompts, 'Password again: ');
      if (again !== password) throw new CliError('The passwords do not match.', EXIT.usage);
    }
  } else {
    password = await readFirstLine(input);
    if (password !== undefined) request.check?.(password);
  }
  if (password === undefined && !request.optional) {
    throw new CliError(
      'No password given: pipe it on standard input (one line), or run the command in a terminal to be asked for it.',
      EXIT.usage,
    );
  }
  return password;
}
