import { SYNONYMS } from './synonyms.ts';

/** The two kinds of spreadsheet template; they share the `templates` table and this code. */
export type TemplateKind = 'product' | 'distributor';

/** How a mapped column's cells are read. */
export type FieldType = 'text' | 'price' | 'stock' | 'quantity';

/** One field a template can map a column to. */
export interface TemplateField {
  name: string;
  type: FieldType;
  required: boolean;
  /** The row error when a required field is empty (the importer's wording). */
  emptyMessage: string;
  /** The row error for a value that does not parse, when the importer words it its own way. */
  invalidMessage?: (text: string) => string;
  /** Header texts (normalised: lower case, letters and digits only) that propose this field. */
  synonyms: readonly string[];
}

/** What differs between product and distributor templates. */
export interface KindSpec {
  kind: TemplateKind;
  /** The contract's list key and the audit resource. */
  resource: 'templates' | 'distributor_templates';
  /** The fields in mapping order (the preview's column order). */
  fields: readonly TemplateField[];
  /** Whether a product code may appear only once in a file (product catalogues). */
  uniqueProductCode: boolean;
  /** Whether every product code must name a known product (distributor orders). */
  knownProductCodes: boolean;
  /** The 404 text. */
  notFound: string;
}

type Field = Omit<TemplateField, 'synonyms'> & { name: keyof typeof SYNONYMS };
const field = (f: Field): TemplateField => ({ ...f, synonyms: SYNONYMS[f.name] });

/** Product templates: the fields of a product (row errors worded as uploads word them). */
export const PRODUCT_KIND: KindSpec = {
  kind: 'product',
  resource: 'templates',
  uniqueProductCode: true,
  knownProductCodes: false,
  notFound: 'Template not found',
  fields: [
    field({
      name: 'product_code',
      type: 'text',
      required: true,
      emptyMessage: 'A product code is required',
    }),
    field({
      name: 'description',
      type: 'text',
      required: true,
      emptyMessage: 'A description is required',
    }),
    field({ name: 'category', type: 'text', required: false, emptyMessage: '' }),
    field({
      name: 'unit_price',
      type: 'price',
      required: true,
      emptyMessage: 'A price is required',
    }),
    field({ name: 'unit', type: 'text', required: false, emptyMessage: '' }),
    field({ name: 'barcode', type: 'text', required: false, emptyMessage: '' }),
    field({ name: 'stock_quantity', type: 'stock', required: false, emptyMessage: '' }),
  ],
};

const BAD_QUANTITY = 'Quantity must be a whole number of at least 1';

/** Distributor templates: the fields of an order line (errors worded as distributor orders word them). */
export const DISTRIBUTOR_KIND: KindSpec = {
  kind: 'distributor',
  resource: 'distributor_templates',
  uniqueProductCode: false,
  knownProductCodes: true,
  notFound: 'Distributor template not found',
  fields: [
    field({
      name: 'product_code',
      type: 'text',
      required: true,
      emptyMessage: 'Product code is missing',
    }),
    field({ name: 'description', type: 'text', required: false, emptyMessage: '' }),
    field({
      name: 'quantity',
      type: 'quantity',
      required: true,
      emptyMessage: BAD_QUANTITY,
      invalidMessage: () => BAD_QUANTITY,
    }),
    field({
      name: 'unit_price',
      type: 'price',
      required: false,
      emptyMessage: '',
      invalidMessage: (text) => `Unreadable price ${text}`,
    }),
    field({ name: 'distributor_reference', type: 'text', required: false, emptyMessage: '' }),
  ],
};

/** The spec of a kind. */
export const kindSpec = (kind: TemplateKind): KindSpec =>
  kind === 'product' ? PRODUCT_KIND : DISTRIBUTOR_KIND;

/** The names of the fields a kind requires mapped. */
export const requiredFields = (spec: KindSpec): string[] =>
  spec.fields.filter((f) => f.required).map((f) => f.name);
