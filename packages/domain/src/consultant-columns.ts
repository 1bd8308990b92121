/**
 * The columns of a consultant spreadsheet, in order: what the bulk upload reads (first row of the
 * file), the export writes and the web's CSV template holds.
 */
export const CONSULTANT_COLUMNS = [
  'consultant_number',
  'first_name',
  'last_name',
  'email',
  'phone',
  'id_number',
  'address_line1',
  'address_line2',
  'city',
  'province',
  'postal_code',
  'distributor',
  'branch',
  'status',
  'joined_date',
] as const;

/** A column of {@link CONSULTANT_COLUMNS}. */
export type ConsultantColumn = (typeof CONSULTANT_COLUMNS)[number];

/** The columns every bulk-upload file must have. */
export const REQUIRED_CONSULTANT_COLUMNS: readonly ConsultantColumn[] = [
  'first_name',
  'last_name',
  'address_line1',
  'city',
  'province',
  'postal_code',
];

/**
 * The consultant number of the example row in the web's CSV template (decision 017): a row left
 * in by mistake is refused by the API, never imported.
 */
export const EXAMPLE_CONSULTANT_NUMBER = 'EXAMPLE';
