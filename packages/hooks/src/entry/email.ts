// `@back-office/hooks/email` (decision 068).
export {
  type EmailDelivery,
  emailKeys,
  emailQueries,
  type UndeliveredEmailParams,
  undeliveredEmailPages,
  useEmailStatus,
  useSendPasswordResetEmail,
  useSendTestEmail,
  useUndeliveredEmails,
} from '../queries/email.ts';
