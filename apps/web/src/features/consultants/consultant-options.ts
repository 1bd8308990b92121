import type { Schemas } from '@back-office/api-client';

// The consultant value sets, without the form schema (full `zod`): the `/consultants` route
// search schema imports these, and route search schemas stay in the entry chunk.

export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const satisfies readonly Schemas['ConsultantProvince'][];

export const CONSULTANT_STATUSES = [
  'active',
  'inactive',
  'suspended',
] as const satisfies readonly Schemas['ConsultantStatus'][];

export const STATUS_LABELS: Record<Schemas['ConsultantStatus'], string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};
