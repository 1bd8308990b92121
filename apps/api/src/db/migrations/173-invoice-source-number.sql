-- An invoice keeps the business number of the order it was made from (decision 052's names,
-- never ids): a void invoice's source order may be deleted later, and the invoice must still
-- say CO-… or CMB-…, not `#id`. Filled for existing invoices whose source is still there.
ALTER TABLE invoices ADD COLUMN source_number text;
UPDATE invoices i SET source_number = co.order_number
  FROM consultant_orders co WHERE i.source_type = 'consultant_order' AND co.id = i.source_id;
UPDATE invoices i SET source_number = c.combined_number
  FROM combined_orders c WHERE i.source_type = 'combined_order' AND c.id = i.source_id;
