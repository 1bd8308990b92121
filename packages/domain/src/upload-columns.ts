import * as contract from '@back-office/api-client/enums';
import { nonEmpty } from './enum-values.ts';

/** The product fields a product template maps to columns, in the order uploads check them. */
export const PRODUCT_FIELDS = nonEmpty(contract.templatePreviewColumnsValues);
/** A product field a template maps to a column header. */
export type ProductField = (typeof PRODUCT_FIELDS)[number];
/** The product fields every product template must map (an upload row needs them). */
export const REQUIRED_PRODUCT_FIELDS = nonEmpty(
  contract.templateAnalysisMissing_required_fieldsValues,
);

/** The order-line fields a distributor template maps to columns. */
export const DISTRIBUTOR_ORDER_FIELDS = nonEmpty(contract.distributorTemplatePreviewColumnsValues);
/** The order-line fields every distributor template must map. */
export const REQUIRED_DISTRIBUTOR_ORDER_FIELDS = nonEmpty(
  contract.distributorTemplateAnalysisMissing_required_fieldsValues,
);
