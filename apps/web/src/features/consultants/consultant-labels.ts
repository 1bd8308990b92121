import type { ConsultantFormValues } from './consultant-schema.ts';

/** Each field of the consultant form as its label names it (the conflict dialog's rows). */
export const CONSULTANT_LABELS: Readonly<Record<keyof ConsultantFormValues, string>> = {
  consultant_number: 'Consultant number',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  id_number: 'ID number',
  line1: 'Street address',
  line2: 'Suburb, complex or unit',
  city: 'City',
  province: 'Province',
  postal_code: 'Postal code',
  distributor: 'Distributor',
  branch: 'Branch',
  status: 'Status',
  joined_date: 'Joined date',
};
