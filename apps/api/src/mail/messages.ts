/** The product's name in every email. */
export const PRODUCT_NAME = 'Back Office';

/** An email ready to send: a subject, a plain-text part and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  outro: string[];
}

/** Writes a letter as plain text and as simple, inline-styled HTML (en-ZA). */
function compose(letter: Letter): MailMessage {
  const { action } = letter;
  const text = [
    letter.greeting,
    ...letter.intro,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...letter.outro,
    `Kind regards\n${PRODUCT_NAME}`,
  ].join('\n\n');
  const p = (s: string) =>
    `<p style="margin:0 0 16px;font:16px/1.5 Arial,sans-serif;color:#1f2933">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c6dd0;color:#ffffff;border-radius:4px;font:bold 16px Arial,sans-serif;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      p('If the button does not work, copy this link into your browser:') +
      `<p style="margin:0 0 16px;font:14px/1.5 Arial,sans-serif;word-break:break-all"><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en-ZA"><head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:6px">
<p style="margin:0 0 24px;font:bold 18px Arial,sans-serif;color:#1c6dd0">${PRODUCT_NAME}</p>
${p(letter.greeting)}${letter.intro.map(p).join('')}${button}${letter.outro.map(p).join('')}${p(`Kind regards, ${PRODUCT_NAME}`)}
</div></body></html>`;
  return { to: letter.to, subject: letter.subject, text, html };
}

const greet = (firstName: string) => (firstName.trim() ? `Hi ${firstName.trim()},` : 'Hello,');

/** The email that confirms an address (self-registration, an account an administrator made). */
export function verificationMessage(
  to: string,
  firstName: string,
  webOrigin: string,
  token: string,
): MailMessage {
  return compose({
    to,
    subject: `Confirm your email address for ${PRODUCT_NAME}`,
    greeting: greet(firstName),
    intro: [`Please confirm that this is your email address for ${PRODUCT_NAME}.`],
    action: {
      label: 'Confirm your email address',
      url: `${webOrigin}/auth/verify-email?token=${encodeURIComponent(token)}`,
    },
    outro: [
      'The link works once and expires in 1 hour.',
      'If you did not create an account, you can ignore this email.',
    ],
  });
}

/** The email that carries a password-reset link. */
export function passwordResetMessage(
  to: string,
  firstName: string,
  webOrigin: string,
  token: string,
): MailMessage {
  return compose({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: greet(firstName),
    intro: [`We received a request to reset the password of your ${PRODUCT_NAME} account.`],
    action: {
      label: 'Choose a new password',
      url: `${webOrigin}/auth/reset-password?token=${encodeURIComponent(token)}`,
    },
    outro: [
      'The link works once and expires in 1 hour. Setting a new password signs you out on every device.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });
}

/** The email an administrator sends to check that email is delivered. */
export function testMessage(to: string, sentAt: Date): MailMessage {
  const when = new Intl.DateTimeFormat('en-ZA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Africa/Johannesburg',
  }).format(sentAt);
  return compose({
    to,
    subject: `Test email from ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    intro: [
      `This is a test email from ${PRODUCT_NAME}, sent by an administrator on ${when} (SAST).`,
      'It arrived, so email delivery works. No action is needed.',
    ],
    outro: [],
  });
}
