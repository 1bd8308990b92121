import * as contract from '@back-office/api-client/enums';
import type { NonEmptyOf } from './enum-values.ts';

/** The product fields a product template maps to columns, in the order uploads check them. */
export const PRODUCT_FIELDS = contract.templatePreviewColumnsValues as NonEmptyOf<
  typeof contract.templatePreviewColumnsValues
>;
/** A product field a template maps to a column header. */
export type ProductField = (typeof PRODUCT_FIELDS)[number];
/** The product fields every product template must map (an upload row needs them). */
export const REQUIRED_PRODUCT_FIELDS =
  contract.templateAnalysisMissing_required_fieldsValues as NonEmptyOf<
    typeof contract.templateAnalysisMissing_required_fieldsValues
  >;

/** The order-line fields a distributor template maps to columns. */
export const DISTRIBUTOR_ORDER_FIELDS =
  contract.distributorTemplatePreviewColumnsValues as NonEmptyOf<
    typeof contract.distributorTemplatePreviewColumnsValues
  >;
/** The order-line fields every distributor template must map. */
export const REQUIRED_DISTRIBUTOR_ORDER_FIELDS =
  contract.distributorTemplateAnalysisMissing_required_fieldsValues as NonEmptyOf<
    typeof contract.distributorTemplateAnalysisMissing_required_fieldsValues
  >;
