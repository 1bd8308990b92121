import type { Queryable } from '../db/db.ts';

/** An email kept in the outbox (the demo mode shows it at `GET /api/dev/outbox`). */
export interface OutgoingEmail {
  to: string;
  kind: 'verification' | 'password_reset';
  subject: string;
  body: string;
  token: string;
}

/** Queues an email in the same transaction as the change that causes it. */
export async function queueEmail(tx: Queryable, email: OutgoingEmail): Promise<void> {
  await tx.query(
    'INSERT INTO outbox (to_email, kind, subject, body, token) VALUES ($1, $2, $3, $4, $5)',
    [email.to, email.kind, email.subject, email.body, email.token],
  );
}
