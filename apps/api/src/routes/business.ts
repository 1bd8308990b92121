import { audit } from '../audit/audit.ts';
import {
  businessChanges,
  loadBusinessRow,
  normalizeUpdate,
  saveBusinessDetails,
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
        const before = await loadBusinessRow(tx);
        await saveBusinessDetails(tx, details, logo, userOf(c).id, deps.now());
        const changes = businessChanges(before, details, logo);
        await audit(tx, c, {
          action: 'update',
          resource: 'business_details',
          recordId: before.id,
          summary:
            changes.length === 0
              ? 'Saved the business details unchanged'
              : `Updated the business details: ${changes.join('; ')}`,
        });
      });
      return json(200, toBusinessDetails(await loadBusinessRow(db)));
    },
  } satisfies HandlerGroup;
}
