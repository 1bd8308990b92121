import {
  loadBusinessRow,
  normalizeUpdate,
  toBusinessDetails,
} from '../business/business-details.ts';
import { checkLogo } from '../business/logo.ts';
import type { AppDeps } from '../http/env.ts';
import { type ValidationIssue, validationFailed } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';

const blank = (field: string, what: string): ValidationIssue => ({
  loc: ['body', field],
  msg: `Enter the ${what}`,
  type: 'missing',
});

/** The business's own details (decision 049): read and set by an administrator. */
export function businessHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    getBusinessDetails: async (_c, { json }) =>
      json(200, toBusinessDetails(await loadBusinessRow(db))),
    updateBusinessDetails: async (c, { body, json }) => {
      const details = normalizeUpdate(body);
      const issues: ValidationIssue[] = [];
      if (details.legal_name === '') issues.push(blank('legal_name', 'legal name'));
      if (details.address === '') issues.push(blank('address', 'address'));
      let logo: { bytes: Uint8Array | null; type: string | null } | undefined;
      if (body.logo === null) logo = { bytes: null, type: null };
      else if (body.logo) {
        const checked = await checkLogo(body.logo.data_base64);
        if ('issue' in checked) issues.push(checked.issue);
        else logo = { bytes: checked.bytes, type: checked.type };
      }
      if (issues.length > 0) throw validationFailed(issues);
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE business_details SET legal_name = $1, trading_name = $2, address = $3,
             vat_number = $4, registration_number = $5, updated_by = $6, updated_at = $7
           WHERE id = 1`,
          [
            details.legal_name,
            details.trading_name,
            details.address,
            details.vat_number,
            details.registration_number,
            userOf(c).id,
            deps.now(),
          ],
        );
        if (logo) {
          await tx.query('UPDATE business_details SET logo = $1, logo_type = $2 WHERE id = 1', [
            logo.bytes,
            logo.type,
          ]);
        }
      });
      return json(200, toBusinessDetails(await loadBusinessRow(db)));
    },
  } satisfies HandlerGroup;
}
