import type { Schemas } from '@back-office/api-client';

/** What happened, as people say it (the contract's `AuditAction`). */
export const AUDIT_ACTION_LABELS: Record<Schemas['AuditAction'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  upload: 'Uploaded',
  process: 'Processed',
  cancel: 'Cancelled',
  retry: 'Retried',
  combine: 'Combined',
  submit: 'Submitted',
  activate: 'Activated',
  close: 'Closed',
  archive: 'Archived',
  payment: 'Payment recorded',
  deactivate: 'Deactivated',
  role_change: 'Roles changed',
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  logout: 'Signed out',
  logout_all: 'Signed out everywhere',
  session_revoke: 'Session ended',
  register: 'Registered',
  email_verify: 'Email confirmed',
  password_reset: 'Password reset',
  password_change: 'Password changed',
};

/** What it happened to, one record of it (the contract's `AuditResource`). */
export const AUDIT_RESOURCE_LABELS: Record<Schemas['AuditResource'], string> = {
  users: 'User',
  sessions: 'Session',
  periods: 'Period',
  uploads: 'Upload',
  products: 'Product',
  templates: 'Template',
  distributor_templates: 'Distributor template',
  orders: 'Stock order',
  order_items: 'Stock order line',
  consultants: 'Consultant',
  consent_forms: 'Consent form',
  consultant_orders: 'Consultant order',
  consultant_order_items: 'Consultant order line',
  combined_orders: 'Combined order',
  weekly_combinations: 'Weekly combination',
  invoices: 'Invoice',
  invoice_items: 'Invoice line',
  distributor_orders: 'Distributor order',
  business_details: 'Business details',
};

/** A label of either map, or the value in words when the server sends one this app does not know. */
export function auditLabel(labels: Record<string, string>, value: string): string {
  const text = labels[value] ?? value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
