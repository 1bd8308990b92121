import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A message the test SMTP server accepted, with its decoded parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * What the server answers to a message's data: accept (undefined), or refuse with an SMTP code
 * (4xx temporary, 5xx permanent). `hold` runs before the answer, while the sender waits.
 */
export type Answer = (
  n: number,
  mail: ReceivedMail,
) => Promise<number | undefined> | number | undefined;

/** A real SMTP server (the `smtp-server` package) on 127.0.0.1 and a random port. */
export interface TestMailServer {
  url: string;
  port: number;
  /** Messages accepted, oldest first. */
  received: ReceivedMail[];
  /** Messages whose data reached the server (accepted or not). */
  attempts: number;
  close(): Promise<void>;
}

/** Starts the server; `answer` decides each message's reply (all accepted by default). */
export async function startMailServer(
  answer: Answer = () => undefined,
  /** Credentials the server asks for (AUTH PLAIN/LOGIN); without them it takes anyone. */
  credentials?: { user: string; pass: string },
): Promise<TestMailServer> {
  const state: TestMailServer = {
    url: '',
    port: 0,
    received: [],
    attempts: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: credentials === undefined,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === credentials?.user && auth.password === credentials?.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
    },
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = parseMail(raw, session.envelope);
        state.attempts += 1;
        Promise.resolve(answer(state.attempts, mail)).then(
          (code) => {
            if (code === undefined) {
              state.received.push(mail);
              callback();
              return;
            }
            const error = Object.assign(
              new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'),
              {
                responseCode: code,
              },
            );
            callback(error);
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  state.port = port;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** Splits a MIME message into its headers and its text and HTML parts (enough for these tests). */
export function parseMail(
  raw: string,
  envelope?: { mailFrom: unknown; rcptTo: { address: string }[] },
): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const piece of body.split(`--${boundary}`).slice(1)) {
      if (piece.startsWith('--')) break;
      const at = piece.search(/\r?\n\r?\n/);
      const h = parseHeaders(piece.slice(0, at));
      const content = piece
        .slice(at)
        .replace(/^\r?\n\r?\n/, '')
        .replace(/\r?\n$/, '');
      parts.push({
        type: h['content-type'] ?? '',
        content: decode(content, h['content-transfer-encoding']),
      });
    }
  } else {
    parts.push({
      type: headers['content-type'] ?? '',
      content: decode(body, headers['content-transfer-encoding']),
    });
  }
  const from = envelope?.mailFrom;
  return {
    from:
      typeof from === 'object' && from !== null && 'address' in from ? String(from.address) : '',
    to: envelope?.rcptTo.map((r) => r.address) ?? [],
    raw,
    subject: headers.subject ?? '',
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content.replace(/\r\n/g, '\n') ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
    headers,
  };
}
