import type { Queryable } from '../db/db.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { type UserListFilters, userOrder, userWhere } from './user-filters.ts';

/** The columns an export reads: never the password hash. */
interface UserExportRow {
  email: string;
  first_name: string;
  last_name: string;
  department: string | null;
  roles: string[];
  is_active: boolean;
  is_verified: boolean;
  created_at: Date;
  last_login: Date | null;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The users of the list's filters and sort, as an export (`users_<day>.csv`). */
export function userExport(db: Queryable, q: UserListFilters): ListExport<UserExportRow> {
  return {
    name: 'users',
    sheet: 'Users',
    columns: [
      { header: 'Email', value: (r) => r.email, width: 30 },
      { header: 'First name', value: (r) => r.first_name, width: 16 },
      { header: 'Last name', value: (r) => r.last_name, width: 16 },
      { header: 'Department', value: (r) => r.department, width: 20 },
      { header: 'Roles', value: (r) => r.roles.join(', '), width: 28 },
      { header: 'Active', value: (r) => yesNo(r.is_active) },
      { header: 'Verified', value: (r) => yesNo(r.is_verified) },
      { header: 'Created (SAST)', value: (r) => r.created_at, kind: 'moment', width: 17 },
      { header: 'Last login (SAST)', value: (r) => r.last_login, kind: 'moment', width: 17 },
    ],
    batches: orderedBatches<UserExportRow>(db, {
      columns:
        'email, first_name, last_name, department, roles, is_active, is_verified, created_at, last_login',
      from: 'FROM users',
      where: userWhere(q),
      orderBy: userOrder(q),
      id: 'id',
    }),
  };
}
