import { SMTPServer } from 'smtp-server';

/** One message a real SMTP session delivered: its envelope and its raw MIME text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Quoted-printable to text (RFC 2045): soft line breaks out, `=XX` bytes decoded. */
const unQuotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');

/** The links of a message's plain-text and HTML parts, whatever transfer encoding they use. */
export function linksOf(mail: ReceivedMail): string[] {
  const decoded = [unQuotedPrintable(mail.raw)];
  for (const block of mail.raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)) {
    decoded.push(Buffer.from((block[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  }
  return [...new Set(decoded.join('\n').match(/https?:\/\/[^\s"<>]+/g) ?? [])];
}

/**
 * An SMTP server on 127.0.0.1 that keeps what it is sent, as the company's mail relay would
 * (no TLS, any login accepted).
 */
export class SmtpInbox {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    readonly received: readonly ReceivedMail[],
  ) {}

  static async start(): Promise<SmtpInbox> {
    const received: ReceivedMail[] = [];
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'relay' }),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve, reject) => {
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    return new SmtpInbox(server, port, received);
  }

  /** Waits for the next message to `address` after the `seen` first ones. */
  async next(address: string, seen = 0, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mine = this.received.filter((m) => m.to.includes(address.toLowerCase()));
      const mail = mine[seen];
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no email to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  count(address: string): number {
    return this.received.filter((m) => m.to.includes(address.toLowerCase())).length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
