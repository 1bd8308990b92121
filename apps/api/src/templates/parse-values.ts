/**
 * Cell parsing shared with the product import and the distributor order import
 * (`uploads/cell-parsers.ts`, the one way to read rand and counts), so a template's preview
 * reads values exactly as an import does.
 */
export {
  cellText,
  type Parsed,
  parsePriceCents,
  parseWholeNumber,
} from '../uploads/cell-parsers.ts';
