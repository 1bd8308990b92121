import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../config.ts';
import type { MailMessage } from './messages.ts';

/** How this process delivers email: over SMTP, into the demo's in-memory outbox, or not at all. */
export type MailMode = 'smtp' | 'demo' | 'none';

/** The outcome of one delivery attempt. */
export type DeliveryResult =
  | { outcome: 'sent' }
  | { outcome: 'temporary' | 'permanent' | 'unconfigured'; error: string };

/** What kind of email a message is (the demo outbox and the queue say it). */
export type MailKind = 'verification' | 'password_reset' | 'test';

/**
 * An email "delivered" in demo mode without SMTP: kept in this process's memory only (never in
 * the database), newest first, for `GET /api/dev/outbox` and the browser journeys.
 */
export interface DemoMail {
  id: number;
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** The one-time token the message carries ('' for a test email). */
  token: string;
  created_at: string;
}

/** Why an email was not sent when no SMTP server is configured. */
export const NOT_CONFIGURED = 'Email is not configured on the server (SMTP_URL is not set)';

const DEMO_OUTBOX_SIZE = 200;
const MAX_ERROR_LENGTH = 500;
let warnedUnconfigured = false;

const fieldOf = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null && name in error
    ? (error as Record<string, unknown>)[name]
    : undefined;

/**
 * Sorts a failed send: an SMTP answer of 5xx is permanent (the address or the message is
 * refused: retrying changes nothing); a 4xx answer, or no answer at all (connection refused or
 * dropped, DNS, timeout, TLS), is temporary and retried.
 */
export function classifySendError(error: unknown): DeliveryResult {
  const code = fieldOf(error, 'responseCode');
  const response = fieldOf(error, 'response');
  const errno = fieldOf(error, 'code');
  const message = error instanceof Error ? error.message : String(error);
  const words =
    typeof code === 'number'
      ? typeof response === 'string' && response
        ? response
        : `${code} ${message}`
      : `${typeof errno === 'string' ? `${errno}: ` : ''}${message}`;
  const text = words.replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_LENGTH);
  return {
    outcome: typeof code === 'number' && code >= 500 ? 'permanent' : 'temporary',
    error: text,
  };
}

/** The SMTP server of a URL as an operator may see it: scheme, host and port, no credentials. */
export function describeSmtpUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}`;
  } catch {
    return 'an SMTP_URL that is not a valid URL';
  }
}

/**
 * Sends email for this process (decision 038): over SMTP with nodemailer when `SMTP_URL` is
 * set; else, in demo mode, into an in-memory outbox; else nowhere (every attempt answers
 * `unconfigured`, and the process warned once at start).
 */
export class Mailer {
  readonly mode: MailMode;
  readonly from: string;
  /** The SMTP server without credentials, when there is one. */
  readonly server: string | undefined;
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo> | undefined;
  private readonly outbox: DemoMail[] = [];
  private demoId = 0;

  constructor(
    config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'demo'>,
    warn: (message: string) => void = logWarning,
  ) {
    this.from = config.mailFrom;
    if (config.smtpUrl) {
      this.mode = 'smtp';
      this.server = describeSmtpUrl(config.smtpUrl);
      this.transport = nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      });
    } else {
      this.mode = config.demo ? 'demo' : 'none';
      if (this.mode === 'none' && !warnedUnconfigured) {
        warnedUnconfigured = true;
        warn(
          'email is not configured (SMTP_URL is not set): verification and password-reset emails stay undelivered',
        );
      }
    }
  }

  /** Whether email leaves this process (SMTP) or is kept for the demo. */
  get configured(): boolean {
    return this.mode !== 'none';
  }

  /** Makes one delivery attempt of `message`; never throws. */
  async send(
    message: MailMessage,
    meta: { kind: MailKind; token?: string },
  ): Promise<DeliveryResult> {
    if (this.transport) {
      try {
        const info = await this.transport.sendMail({
          from: this.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: { 'Content-Language': 'en-ZA' },
        });
        if (info.rejected.length > 0 && info.accepted.length === 0) {
          return { outcome: 'permanent', error: `Recipient refused: ${info.response}` };
        }
        return { outcome: 'sent' };
      } catch (error) {
        return classifySendError(error);
      }
    }
    if (this.mode === 'demo') {
      this.demoId += 1;
      this.outbox.unshift({
        id: this.demoId,
        to: message.to,
        kind: meta.kind,
        subject: message.subject,
        text: message.text,
        html: message.html,
        token: meta.token ?? '',
        created_at: new Date().toISOString(),
      });
      this.outbox.length = Math.min(this.outbox.length, DEMO_OUTBOX_SIZE);
      return { outcome: 'sent' };
    }
    return { outcome: 'unconfigured', error: NOT_CONFIGURED };
  }

  /** The demo outbox, newest first (empty unless the mode is `demo`). */
  demoMessages(): readonly DemoMail[] {
    return this.outbox;
  }

  /** Closes the SMTP connections. */
  close(): void {
    this.transport?.close();
  }
}

function logWarning(message: string): void {
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: message })}\n`,
  );
}
