import { formatCount, LOCALE } from '../../lib/format.ts';

/**
 * How many products, as the badge says it: exact ("312 products"), or, when the API answered
 * the planner's estimate (more than 10,000 matches), rounded and said as such ("about 1.2
 * million products", "about 48,000 products").
 */
export function productTotalLabel(count: number, isEstimate: boolean): string {
  if (!isEstimate) return formatCount(count, 'product');
  if (count >= 1_000_000) {
    const millions = (count / 1_000_000).toLocaleString(LOCALE, { maximumFractionDigits: 1 });
    return `about ${millions} million products`;
  }
  const rounded = Number(count.toPrecision(2));
  return `about ${rounded.toLocaleString(LOCALE)} products`;
}
