import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from '../http/errors.ts';
import { formatRand } from '../lib/pdf/format-rand.ts';

export type PayerOption = Schemas['InvoicePayerOption'];

/** A consultant whose orders are in a combined order. */
export interface PayerConsultant {
  id: number;
  consultant_number: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  distributor: string | null;
  branch: string | null;
  /** The value of their orders in the combined order, in cents. */
  order_cents: number;
}

/** Who can pay an invoice of a combined order, the default and why (decision 049). */
export interface PayerChoice {
  consultants: PayerConsultant[];
  options: PayerOption[];
  defaultKey: string;
  defaultReason: string;
}

const fullName = (c: PayerConsultant) => `${c.first_name} ${c.last_name}`.trim();
const addressOf = (c: PayerConsultant) =>
  [c.address_line1, c.address_line2, c.city, c.postal_code].filter((p) => p?.trim()).join(', ');

/** Each non-empty value with the consultants who have it, most consultants first (ties: A-Z). */
function groups(consultants: PayerConsultant[], of: (c: PayerConsultant) => string | null) {
  const by = new Map<string, PayerConsultant[]>();
  for (const c of consultants) {
    const value = of(c)?.trim();
    if (value) by.set(value, [...(by.get(value) ?? []), c]);
  }
  return [...by].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

const names = (cs: PayerConsultant[]) => cs.map(fullName).join(', ');

/**
 * The payers of a combined order: each of its consultants, and each of their distributors and
 * branches. The default: the consultant when every order is one consultant's; otherwise the
 * distributor most of its consultants have (ties: alphabetical), else the branch most of them
 * are in, else the consultant whose orders are worth the most. Each option says why it would pay.
 */
export async function payerChoice(db: Queryable, combinedId: number): Promise<PayerChoice> {
  const consultants = await db.query<PayerConsultant>(
    `SELECT c.id, c.consultant_number, c.first_name, c.last_name, c.email, c.phone,
       c.address_line1, c.address_line2, c.city, c.postal_code, c.distributor, c.branch,
       coalesce(sum(i.quantity::bigint * i.unit_price_cents), 0)::float8 AS order_cents
     FROM consultants c JOIN consultant_orders o ON o.consultant_id = c.id
     LEFT JOIN consultant_order_items i ON i.consultant_order_id = o.id
     WHERE o.combined_order_id = $1
     GROUP BY c.id ORDER BY c.id`,
    [combinedId],
  );
  const total = consultants.length;
  const distributors = groups(consultants, (c) => c.distributor);
  const branches = groups(consultants, (c) => c.branch);
  const options: PayerOption[] = [
    ...distributors.map(([name, members]) => ({
      key: `distributor:${name}`,
      kind: 'distributor' as const,
      name,
      consultant_id: null,
      address: null,
      reason: `The distributor of ${members.length} of the ${total} consultants in this combined order (${names(members)})`,
    })),
    ...branches.map(([name, members]) => ({
      key: `branch:${name}`,
      kind: 'branch' as const,
      name,
      consultant_id: null,
      address: null,
      reason: `The branch of ${members.length} of the ${total} consultants in this combined order (${names(members)})`,
    })),
    ...consultants.map((c) => ({
      key: `consultant:${c.id}`,
      kind: 'consultant' as const,
      name: fullName(c),
      consultant_id: c.id,
      address: addressOf(c) || null,
      reason:
        total === 1
          ? 'Every consultant order in this combined order is theirs'
          : `Their orders are ${formatRand(c.order_cents)} (excl. VAT) of this combined order`,
    })),
  ];
  const [only] = consultants;
  const [topDistributor] = distributors;
  const [topBranch] = branches;
  let defaultKey: string;
  let because: string;
  if (total === 1 && only) {
    defaultKey = `consultant:${only.id}`;
    because = 'every consultant order in this combined order is theirs';
  } else if (topDistributor) {
    const [name, members] = topDistributor;
    defaultKey = `distributor:${name}`;
    because =
      members.length === total
        ? `all ${total} consultants in this combined order (${names(members)}) order through this distributor`
        : `${members.length} of the ${total} consultants in this combined order (${names(members)}) order through this distributor, more than through any other`;
  } else if (topBranch) {
    const [name, members] = topBranch;
    defaultKey = `branch:${name}`;
    because = `none of its consultants has a distributor, and ${members.length} of the ${total} (${names(members)}) are in this branch`;
  } else {
    const biggest = [...consultants].sort(
      (a, b) => b.order_cents - a.order_cents || a.id - b.id,
    )[0];
    defaultKey = biggest ? `consultant:${biggest.id}` : '';
    because =
      'none of its consultants has a distributor or branch, and their orders are the largest part of it';
  }
  const chosen = options.find((o) => o.key === defaultKey);
  return {
    consultants,
    options,
    defaultKey,
    defaultReason: chosen ? `Billed to ${chosen.name} because ${because}` : '',
  };
}

/** The option `payer` names (422 on `payer` when it is not one), else the default. */
export function choosePayer(choice: PayerChoice, payer: string | undefined): PayerOption | null {
  const key = payer ?? choice.defaultKey;
  const option = choice.options.find((o) => o.key === key);
  if (!option && payer !== undefined) {
    throw validationFailed([
      {
        loc: ['body', 'payer'],
        msg: `Choose who pays from this order's payer options (${choice.options.map((o) => o.key).join(', ')})`,
        type: 'value_error',
      },
    ]);
  }
  return option ?? null;
}

/** The consultant behind an option, if it is one. */
export const consultantOf = (choice: PayerChoice, option: PayerOption | null) =>
  option?.consultant_id ? choice.consultants.find((c) => c.id === option.consultant_id) : undefined;

export { addressOf as payerAddress };
