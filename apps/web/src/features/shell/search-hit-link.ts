import type { Schemas } from '@back-office/api-client';
import type { NavigateOptions } from '@tanstack/react-router';

type SearchHit = Schemas['SearchHit'];

/** The palette's heading of each kind of hit, in the server's order. */
export const HIT_GROUPS: Readonly<Record<SearchHit['kind'], string>> = {
  consultant: 'Consultants',
  order: 'Orders',
  consultant_order: 'Consultant orders',
  product: 'Products',
  invoice: 'Invoices',
  combined_order: 'Combined orders',
};

/**
 * Where a hit opens: its detail page, or, for kinds without one, its list showing it (a stock
 * order in the orders drawer, over all periods; a product found by its code).
 */
export function searchHitTarget(hit: SearchHit): NavigateOptions {
  const id = String(hit.id);
  switch (hit.kind) {
    case 'consultant':
      return { to: '/consultants/$id', params: { id } };
    case 'consultant_order':
      return { to: '/consultant-orders/$id', params: { id } };
    case 'invoice':
      return { to: '/invoices/$id', params: { id } };
    case 'combined_order':
      return { to: '/combined-orders/$id', params: { id } };
    case 'order':
      return { to: '/orders', search: { periods: 'all', order: hit.id } };
    case 'product':
      return { to: '/products', search: { search: hit.label } };
  }
}
