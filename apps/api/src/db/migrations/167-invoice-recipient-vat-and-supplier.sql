-- A full South African tax invoice names the recipient's VAT number when the recipient is a VAT
-- vendor (a distributor or a branch billed for a combined order often is): staff enter it on the
-- draft, with the address when none is on record (decision 059).
ALTER TABLE invoices ADD COLUMN bill_to_vat_number text
  CHECK (bill_to_vat_number ~ '^4[0-9]{9}$');
-- The supplier as it was when the invoice was issued (legal and trading name, address, VAT and
-- registration numbers), so that a reprint after the business details change shows the supplier
-- of the day of issue. Null on drafts and on invoices issued before this column existed.
ALTER TABLE invoices ADD COLUMN supplier jsonb;
