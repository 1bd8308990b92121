/**
 * generated — do not edit.
 * Source: openapi/dist/openapi.json (the bundled contract).
 * Regenerate with `pnpm --filter @back-office/api-client generate`; CI fails when this file is stale.
 */

export interface paths {
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a spreadsheet against a template
         * @description Stores the file and queues its import as a job; answers 202 with the upload in `pending` (poll `GET /api/upload/{id}/status` until `is_terminal`). Accepted: `.xlsx` and `.csv`, at most 20 MB (413 when larger, 415 for other types, 400 when the file cannot be read or is empty). 404 when `template_id` names no template. The import is all rows or none: any invalid row fails the upload with its row errors and creates no product.
         */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What importing a spreadsheet would meet, before uploading it
         * @description Beyond the specification (decision 017). Reads the file against the template as the import would (same types and limits: 400, 413, 415; 404 for an unknown template) and answers how many of its product codes the catalogue already has and whether the very same file (SHA-256) was imported before. The file is kept, for its sender only, until `expires_at` (an hour; decision 066): import it with `importUploadPreview` and the `preview_id`, without sending it again. Sending the file with `createUpload` instead works as before, and the kept copy then expires unused.
         */
        post: operations["previewUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/preview/{id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a previewed spreadsheet without sending it again
         * @description Beyond the specification (decision 066). Queues the import of the file a `previewUpload` kept (its `preview_id`), with the chosen `existing_products`, exactly as `createUpload` would have done with that file and template: answers 202 with the upload in `pending` (poll `GET /api/upload/{id}/status`). The preview is used up: a second call is 404, as is a preview past its `expires_at`, one another user made, or one whose template was deleted.
         */
        post: operations["importUploadPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get one upload
         * @description The upload with its row counts, row errors and, once completed, its product set.
         */
        get: operations["getUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Poll an upload's import job
         * @description The job's progress; poll until `is_terminal` (`completed` or `failed`).
         */
        get: operations["getUploadStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List uploads (history)
         * @description The upload history, newest first by default.
         */
        get: operations["listUploads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the upload history as CSV or xlsx
         * @description Every upload the list call (`listUploads`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `uploads_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportUploads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description Products from completed uploads, filtered and sorted. Pages by `skip` (page numbers, cheap near the start) or by `cursor` (the previous page's `next_cursor`: every page as cheap as the first). `total` is exact up to 10,000 matches; beyond, it is the planner's estimate and `total_is_estimate` is true. 400 when `min_price_cents` is greater than `max_price_cents`, or for a cursor that is not one of this sort's.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        /**
         * Delete several products
         * @description Deletes the listed products in one transaction. Ids that do not exist are skipped and returned in `not_found`. Order, consultant-order and invoice lines keep their own copy of the product's code, description and price, so they are not affected.
         */
        delete: operations["bulkDeleteProducts"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count products
         * @description How many products match; takes the same filters as `GET /api/products`. Exact up to 10,000; beyond, the planner's estimate with `is_estimate` true (never a scan of every row). 400 when `min_price_cents` is greater than `max_price_cents`.
         */
        get: operations["countProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a product
         * @description Removes one product from its product set. Order, consultant-order and invoice lines keep their own copy of the product's code, description and price.
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product sets
         * @description The product sets (one per completed upload), newest first by default. With `upload_session_id`, at most that one set.
         */
        get: operations["listProductSets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product template from a sample spreadsheet
         * @description Stores the sample file and the template (layout and column mapping). Without `column_mapping` the server proposes one as `POST /api/templates/analyze` does. Accepted: `.xlsx` and `.csv`, at most 20 MB (413 when larger, 415 for other types). 400 when the file cannot be read, `column_mapping` is not a JSON object of known fields, names a header the file lacks, or leaves `product_code`, `description` or `unit_price` unmapped. 409 when the template name is taken.
         */
        post: operations["uploadTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyse a sample spreadsheet for a product template
         * @description Reads the sheet names, the header row, the first 5 data rows and the row count, and proposes a column mapping. Nothing is stored. Accepted: `.xlsx` and `.csv`, at most 20 MB (413 when larger, 415 for other types); 400 when the file cannot be read, has no header row, or `sheet_name` names no sheet.
         */
        post: operations["analyzeTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product templates
         * @description The product templates, newest first by default.
         */
        get: operations["listTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the product templates list as CSV or xlsx
         * @description Every product template the list call (`listTemplates`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `templates_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a product template
         * @description Deletes the template and its stored sample file. Past uploads and product sets keep the template's name (their `template_id` becomes null). 409 while an upload against it is `pending` or `processing`.
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Preview a product template on its sample spreadsheet
         * @description The first `limit` data rows of the template's stored sample spreadsheet, read through the template (mapped columns only, prices in cents), each with the errors an import would report.
         */
        get: operations["previewTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-templates/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a distributor template from a sample spreadsheet
         * @description Stores the sample file and the template (layout and column mapping). Without `column_mapping` the server proposes one as `POST /api/distributor-templates/analyze` does. Accepted: `.xlsx` and `.csv`, at most 20 MB (413 when larger, 415 for other types). 400 when the file cannot be read, `column_mapping` is not a JSON object of known fields, names a header the file lacks, or leaves `product_code` or `quantity` unmapped. 409 when the template name is taken.
         */
        post: operations["uploadDistributorTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-templates/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyse a sample spreadsheet for a distributor template
         * @description Reads the sheet names, the header row, the first 5 data rows and the row count, and proposes a column mapping. Nothing is stored. Accepted: `.xlsx` and `.csv`, at most 20 MB (413 when larger, 415 for other types); 400 when the file cannot be read, has no header row, or `sheet_name` names no sheet.
         */
        post: operations["analyzeDistributorTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List distributor templates
         * @description The distributor templates, newest first by default.
         */
        get: operations["listDistributorTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-templates/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the distributor templates list as CSV or xlsx
         * @description Every distributor template the list call (`listDistributorTemplates`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `distributor_templates_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportDistributorTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a distributor template
         * @description Deletes the template and its stored sample file. Distributor orders read with it keep the template's name (their `template_id` becomes null).
         */
        delete: operations["deleteDistributorTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-templates/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Preview a distributor template on its sample spreadsheet
         * @description The first `limit` data rows of the template's stored sample spreadsheet, read through the template (mapped columns only, prices in cents), each with the errors an import would report.
         */
        get: operations["previewDistributorTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stock orders
         * @description One page of orders (without their items), filtered and sorted. `search` matches the reference and the notes (case-insensitive, partial); `date_from`/`date_to` bound the creation day (inclusive, Africa/Johannesburg).
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Create a draft order
         * @description Creates an order in `draft`, optionally with its first lines (each product must exist; without `unit_price_cents` the product's price is used). Answers the order with its items.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an order with its items */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        /**
         * Delete an order
         * @description Deletes the order, its items and its output file. Refused (409) while the order is `processing`: cancel it first.
         */
        delete: operations["deleteOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line to a draft order
         * @description Adds a line for a product. Without `unit_price_cents` the product's current price is used; the product code and description are copied onto the line. Only while the order is `draft` (409 otherwise). Answers the whole updated order with its new totals.
         */
        post: operations["addOrderItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a line of a draft order
         * @description Sets the line's quantity (and, if given, its unit price). Only while the order is `draft` (409 otherwise). 404 when the order does not exist or the line is not on this order. Answers the whole updated order.
         */
        put: operations["updateOrderItem"];
        post?: never;
        /**
         * Remove a line from a draft order
         * @description Removes the line. Only while the order is `draft` (409 otherwise). 404 when the order does not exist or the line is not on this order. Answers the whole updated order (200, not 204) so the screen gets the new totals in one call.
         */
        delete: operations["deleteOrderItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search products to add to an order
         * @description Finds products by product code or description. With `exact_match=false` (the default) the query matches any part of the code or description, case-insensitive, codes starting with the query first; with `exact_match=true` only products whose code equals the query (case-insensitive).
         */
        get: operations["searchOrderProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start processing a draft order
         * @description Moves the order from `draft` to `processing` and starts the job that checks every line and writes the output spreadsheet; poll GET /api/orders/{id}/status until `is_terminal`. The job ends `completed` (with `output_file_name`) or `failed` (with `error_details`). No body.
         */
        post: operations["processOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order's processing status
         * @description The order's status as a job: `progress` and `message` while `processing`; `is_terminal` is true in every other status.
         */
        get: operations["getOrderStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a draft or processing order
         * @description Moves a `draft` or `processing` order to `cancelled` (a running job is stopped and any partial output discarded). 409 in any other status. No body.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a failed order
         * @description Moves a `failed` order back to `processing` (clearing `error_details`) and starts the job again; poll GET /api/orders/{id}/status. 409 in any other status. No body.
         */
        post: operations["retryOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a completed order's spreadsheet
         * @description The output spreadsheet of a `completed` order, named `order_<reference>.xlsx` in `Content-Disposition` (for example `attachment; filename="order_ORD-2026-0012.xlsx"`). 409 while the order is not completed.
         */
        get: operations["downloadOrderFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List consultants
         * @description One page of consultants, filtered and sorted. `search` matches the consultant number, first and last name, email, phone and ID number (case-insensitive, partial).
         */
        get: operations["listConsultants"];
        put?: never;
        /** Add a consultant */
        post: operations["createConsultant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a consultant */
        get: operations["getConsultant"];
        /**
         * Update a consultant
         * @description Fields left out keep their value; `address`, when given, replaces the whole address.
         */
        put: operations["updateConsultant"];
        post?: never;
        /**
         * Delete a consultant
         * @description Deletes the consultant and their consent forms (records and files). Refused (409) while the consultant has consultant orders; set the status to `inactive` instead.
         */
        delete: operations["deleteConsultant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultants/search/{term}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search consultants by a term
         * @description Quick search (pickers and the consultant-order screen): the term matches the consultant number, first and last name, full name, email, phone and ID number (case-insensitive, partial); exact consultant-number matches come first.
         */
        get: operations["searchConsultants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultants/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several consultants
         * @description Deletes all the listed consultants (and their consent forms) or none: 404 if any id does not exist, 409 if any of them has consultant orders.
         */
        post: operations["bulkDeleteConsultants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultants/bulk-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import consultants from a spreadsheet
         * @description Reads an .xlsx or .csv file whose first row holds the column headers `consultant_number` (optional; made by the server when blank), `first_name`, `last_name`, `email`, `phone` (a South African number in any usual form, stored in E.164 like `+27825550199`), `id_number`, `address_line1`, `address_line2`, `city`, `province`, `postal_code`, `distributor`, `branch`, `status` (default `active`) and `joined_date` (YYYY-MM-DD, default today). Every row is validated first, including duplicates within the file and against existing consultants (number, email, ID number): if any row is bad nothing is imported and the 400 answer lists every bad row; otherwise all rows are imported in one transaction.
         */
        post: operations["bulkUploadConsultants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultants/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export consultants to a file
         * @description Writes the chosen consultants (all of them without a body or with an empty `consultant_ids`) as CSV, an .xlsx spreadsheet or a PDF table, sorted by consultant number. The file is named `consultants_<YYYY-MM-DD>.<csv|xlsx|pdf>` (today in Africa/Johannesburg) in `Content-Disposition`, for example `attachment; filename="consultants_2026-11-22.xlsx"`.
         */
        post: operations["exportConsultants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultants/{id}/consent-forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a consultant's consent forms */
        get: operations["listConsentForms"];
        put?: never;
        /**
         * Upload a consent form for a consultant
         * @description Stores a signed form (PDF, JPEG or PNG, at most 10 MB) on the consultant's record. The file is the multipart part `file`; its type and description travel as query parameters.
         */
        post: operations["uploadConsentForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent-forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a consent form
         * @description Deletes the record and its stored file.
         */
        delete: operations["deleteConsentForm"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent-forms/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a consent form's file
         * @description The stored file with its stored media type (`content_type` of the consent form) and its original name in `Content-Disposition`, for example `attachment; filename="popia_consent_nomvula_dlamini.pdf"`.
         */
        get: operations["downloadConsentForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultants/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a consultant's consultant orders
         * @description One page of the consultant's consultant orders (compact rows for the consultant's page), optionally limited to one period or status.
         */
        get: operations["listConsultantHistoryOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List consultant orders
         * @description A page of consultant orders (list rows without items), filtered and sorted. The screen passes the period selected in the header as `period_id`.
         */
        get: operations["listConsultantOrders"];
        put?: never;
        /**
         * Create a consultant order
         * @description Creates a consultant order for a consultant and a period, optionally with items, as `draft` (the default) or `submitted`. The server assigns `order_number` and computes the totals (VAT 15% on the VAT-exclusive subtotal). 409 with `field: period_id` when the period is closed or archived (only `draft` and `active` periods take orders; extension beyond the specification).
         */
        post: operations["createConsultantOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Get a consultant order with its items */
        get: operations["getConsultantOrder"];
        /**
         * Update a consultant order's date, notes or status
         * @description Changes `order_date`, `notes` and `status` (submit, back to draft, cancel, reopen). Refused with 409 for a `combined` order, an order in a pending or processing combination, a transition `ConsultantOrderUpdate` does not allow, or submitting an order without items; 409 with `field: period_id` when the order's period is closed or archived (extension beyond the specification).
         */
        put: operations["updateConsultantOrder"];
        post?: never;
        /**
         * Delete a consultant order
         * @description Deletes the order and its items. A `combined` order (delete its combined order first) or an order in a pending or processing combination is refused with 409, as is an order of a closed or archived period (`field: period_id`; extension beyond the specification).
         */
        delete: operations["deleteConsultantOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an item to a consultant order
         * @description Adds one line (see `ConsultantOrderItemCreate` for how the product is found) and recomputes the totals. Allowed while the order is `draft` or `submitted` and not in a pending or processing combination, nor of a closed or archived period (409 otherwise, then on `field: period_id`). Answers the whole updated order.
         */
        post: operations["createConsultantOrderItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The line item's id. */
                itemId: components["parameters"]["ItemIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a consultant order item
         * @description Changes a line's quantity, unit price or description and recomputes the order's totals. Allowed while its order is `draft` or `submitted` and not in a pending or processing combination, nor of a closed or archived period (409 otherwise, then on `field: period_id`). Answers the whole updated order.
         */
        put: operations["updateConsultantOrderItem"];
        post?: never;
        /**
         * Remove an item from a consultant order
         * @description Removes a line and recomputes the order's totals; removing a line edits the order, so it needs `consultant_orders:update`. Allowed while the order is `draft`, or `submitted` with at least one other line, not in a pending or processing combination, nor of a closed or archived period (409 otherwise). Answers the whole updated order (200, not 204).
         */
        delete: operations["deleteConsultantOrderItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several consultant orders
         * @description Deletes the listed orders and their items, all or nothing: 404 if any id does not exist, 409 (naming them in `detail`) if any is `combined` or in a pending or processing combination, and 409 on `field: period_id` if any belongs to a closed or archived period; then nothing is deleted.
         */
        post: operations["bulkDeleteConsultantOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Download a consultant order as a PDF
         * @description The order (consultant, period, items, subtotal, VAT and total) as a PDF, named `consultant_order_<id>.pdf` in `Content-Disposition`. Any status can be printed.
         */
        get: operations["downloadConsultantOrderPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders/{id}/combine": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Combine one consultant order into a combined order
         * @description Starts a combination job that turns this one `submitted` order into a new combined order. Refused with 409 unless the order is `submitted` and not already in a pending or processing combination. Poll `GET /api/consultant-orders/combination-status/{id}` with the answer's `id` until `is_terminal`.
         */
        post: operations["combineConsultantOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders/bulk-combine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Combine several consultant orders into one combined order
         * @description Starts a combination job that turns the listed orders into one combined order. 404 if any id does not exist; 409 unless every order is `submitted`, all belong to one period and none is already in a pending or processing combination. Poll `GET /api/consultant-orders/combination-status/{id}` with the answer's `id` until `is_terminal`.
         */
        post: operations["bulkCombineConsultantOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders/combination-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a combination's status
         * @description `{id}` is the combination's id (the `id` of the `CombinationStatus` a combine call answered), not a combined order id. Poll until `is_terminal`; a completed combination names its `combined_order_id`.
         */
        get: operations["getConsultantOrderCombinationStatus"];
        put?: never;
        post?: never;
        /**
         * Clear a finished combination's status
         * @description Forgets a `completed` or `failed` combination's status record (a later GET is 404). It does not touch the combined order it created nor its consultant orders. Refused with 409 while the combination is `pending` or `processing`.
         */
        delete: operations["deleteConsultantOrderCombinationStatus"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/combined-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List combined orders
         * @description A page of combined orders (list rows without lines), filtered and sorted. The screen passes the period selected in the header as `period_id`.
         */
        get: operations["listCombinedOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/combined-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Get a combined order with its lines and consultant orders */
        get: operations["getCombinedOrder"];
        put?: never;
        post?: never;
        /**
         * Delete a combined order
         * @description Deletes the combined order; its consultant orders return to `submitted` (with `combined_order_id` null) and can be combined again. The optional `reason` is recorded in the audit log. Refused with 409 when the combined order is `invoiced`.
         */
        delete: operations["deleteCombinedOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/combined-orders/{id}/pdf/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Download a combined order's PDF
         * @description The combined order's pick list and summary (per-product lines, the consultant orders it holds, subtotal, VAT and total) as a PDF, named `combined_order_<id>.pdf` in `Content-Disposition`.
         */
        get: operations["downloadCombinedOrderPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders/combined/{id}/pdf/info": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get facts about a combined order's PDF
         * @description `{id}` is the combined order's id. Answers the file name, size, page count and generation time of the PDF `GET /api/combined-orders/{id}/pdf/download` serves (generating it if it does not exist yet).
         */
        get: operations["getCombinedOrderPdfInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/combined-orders/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several combined orders
         * @description Deletes the listed combined orders, all or nothing: 404 if any id does not exist, 409 (naming them in `detail`) if any is `invoiced`; then nothing is deleted. Their consultant orders return to `submitted`. The optional `reason` is recorded in the audit log for each.
         */
        post: operations["bulkDeleteCombinedOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/combined-orders/{id}/invoice-preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Preview the invoice a combined order would produce
         * @description Computes, without saving, the invoice `POST /api/invoices/from-order` would create from this combined order: who it is billed to, its lines, subtotal, VAT (15%) and total. Works for an `invoiced` combined order too (`invoice_id` then names the existing invoice).
         */
        get: operations["getCombinedOrderInvoicePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search products for invoice lines
         * @description Products whose code or description contains `query` (case-insensitive; exact code matches first, then by code), with the period's prices and how much of each was ordered in the period. Without `period_id` the active period is used (400 if there is none).
         */
        get: operations["searchInvoiceProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description One page of invoices (without lines and payments), newest first by default. `date_from` and `date_to` bound `issue_date` (inclusive). `search` matches the invoice number, the bill-to name, the consultant's name and the source order's number (case-insensitive, contains).
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get one invoice with its lines and payments
         * @description The invoice, its lines and its payments. With `product_code`, `items` holds only the lines of that product (an empty list if there are none); the amounts stay those of the whole invoice.
         */
        get: operations["getInvoice"];
        /**
         * Update an invoice or move its status
         * @description Changes the bill-to name or due date (draft only), the notes (not on void invoices), or the status: `issued` from `draft` (needs at least one line; sets `issue_date` to today and, if the due date is then in the past, the due date to today + 30 days) or `void` from `draft` or from `issued` with nothing paid. Other changes answer 409. Answers with the updated invoice.
         */
        put: operations["updateInvoice"];
        post?: never;
        /**
         * Delete a draft invoice
         * @description Deletes a `draft` invoice and its lines; its order can then be invoiced again. Issued invoices are voided (`PUT` with `status: void`), never deleted: 409.
         */
        delete: operations["deleteInvoice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/from-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a draft invoice from a combined or consultant order
         * @description Creates a `draft` invoice in the order's period, numbered `INV-<year>-<sequence>`, with the order's lines copied (product, quantity, unit price), the subtotal, 15% VAT and total computed, and `bill_to_name` set to the consultant's full name (consultant order) or the distributor or branch the combined order is for. Answers 201 with it. Answers 404 when the order does not exist, and 409 when the order already has an invoice that is not `void`, when a consultant order is not `submitted` or `combined`, or when the order has no lines.
         */
        post: operations["createInvoiceFromOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record a payment against an invoice
         * @description Adds a payment to an `issued` or `partially_paid` invoice and answers with the updated invoice: `amount_paid_cents` and `balance_cents` change, and the status becomes `partially_paid` while a balance remains or `paid` when it reaches zero. Answers 409 for `draft`, `paid` or `void` invoices, and 400 when `amount_cents` exceeds `balance_cents`.
         */
        put: operations["recordInvoicePayment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line to a draft invoice
         * @description Adds a line to a `draft` invoice (409 otherwise) and answers with the updated invoice, its subtotal, VAT and total recalculated. `description` and `unit_price_cents` default to the product with that code in the invoice's period; 400 when there is no such product and they are not both given.
         */
        post: operations["addInvoiceItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
                /** @description The line item's id. */
                itemId: components["parameters"]["ItemIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a line of a draft invoice
         * @description Changes a line's description, quantity or unit price on a `draft` invoice (409 otherwise) and answers with the updated invoice, totals and VAT recalculated. 404 when the line does not belong to the invoice.
         */
        put: operations["updateInvoiceItem"];
        post?: never;
        /**
         * Remove a line from a draft invoice
         * @description Removes a line from a `draft` invoice (409 otherwise) and answers with the updated invoice, totals and VAT recalculated. 404 when the line does not belong to the invoice.
         */
        delete: operations["deleteInvoiceItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weekly-combinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List weekly combinations
         * @description One page of weekly combinations, newest week first by default. The screen passes the period selected in the header as `period_id`.
         */
        get: operations["listWeeklyCombinations"];
        put?: never;
        /**
         * Create a weekly combination for a period and week
         * @description Creates a `pending` weekly combination for the period and week, with a snapshot of the submitted consultant orders it would gather (see the preview), and answers 201 with it. `week_end` defaults to `week_start` + 6 days. Run it with `POST .../{id}/process`. Answers 404 when the period does not exist, 400 when `week_end` is before `week_start` or more than 6 days after it, and 409 when a combination of the period that is not `cancelled` already covers a day of the week (weeks never overlap, so an order is gathered once, decision 051), or when the period is closed or archived.
         */
        post: operations["createWeeklyCombination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weekly-combinations/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the weekly combinations list as CSV or xlsx
         * @description Every weekly combination the list call (`listWeeklyCombinations`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `weekly_combinations_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportWeeklyCombinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weekly-combinations/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview what a weekly combination gathers
         * @description The consultant orders of the combination's period whose submission date (SAST) falls in its week and that are still submitted: not combined, not invoiced, not cancelled (decision 051); and the totals per product, computed now. Works in every status.
         */
        get: operations["getWeeklyCombinationPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weekly-combinations/{id}/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start building a weekly combination's spreadsheet
         * @description Takes no body. Moves a `pending` or `failed` combination to `processing` and starts the job that gathers the week's submitted consultant orders and writes the spreadsheet; answers 202 with the job status to poll at `GET .../{id}/status`. Answers 409 when the combination is `processing`, `completed` or `cancelled`, or when the week has no submitted consultant orders. The consultant orders themselves are not changed.
         */
        post: operations["processWeeklyCombination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weekly-combinations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a weekly combination's job status
         * @description Poll until `is_terminal` (`completed`, `failed` or `cancelled`).
         */
        get: operations["getWeeklyCombinationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weekly-combinations/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get where to download a weekly combination's spreadsheet
         * @description JSON metadata of the finished spreadsheet: its URL (by default `/api/weekly-combinations/{id}/file`), name and size. The bytes themselves come from `GET .../{id}/file`. Answers 409 unless the combination is `completed`.
         */
        get: operations["getWeeklyCombinationDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weekly-combinations/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a weekly combination's spreadsheet
         * @description The .xlsx the job wrote: a sheet of orders (order number, consultant, total) and a sheet of products (code, description, quantity, total). Named `weekly_combination_{id}.xlsx` in `Content-Disposition`. Answers 409 unless the combination is `completed`.
         */
        get: operations["downloadWeeklyCombinationFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weekly-combinations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a pending or running weekly combination
         * @description Moves a `pending` or `processing` combination to `cancelled` (a running job stops and writes no file) and answers with it. The record stays; delete it with `DELETE .../{id}`. Answers 409 in any other status.
         */
        delete: operations["cancelWeeklyCombination"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/weekly-combinations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get one weekly combination
         * @description The weekly combination with its counts, totals and file name.
         */
        get: operations["getWeeklyCombination"];
        put?: never;
        post?: never;
        /**
         * Delete a weekly combination
         * @description Deletes the weekly combination and its spreadsheet. The consultant orders it gathered are not changed. Answers 409 while it is `processing` (cancel it first).
         */
        delete: operations["deleteWeeklyCombination"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/cookie/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in and receive the session cookies
         * @description Cookie mode (the one the web app uses). The form's `username` holds the email address (matched case-insensitively) and `password` the password. On success the answer is 204 with no body and two `Set-Cookie` headers: `bo_access` (HttpOnly, 30 minutes, path /) and `bo_refresh` (HttpOnly, 7 days, path /auth). A new session is recorded (see `GET /auth/sessions`) and `last_login` is updated. Unknown email, wrong password and a deactivated account all answer the same 400 `LOGIN_BAD_CREDENTIALS`; unverified users may sign in. After 5 failed attempts for one email from one IP address within 15 minutes, further attempts answer 429 with `Retry-After` until the window has passed.
         */
        post: operations["loginCookie"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/cookie/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out and clear the session cookies
         * @description Revokes the current session (so its refresh cookie stops working) and clears both cookies. Answers 401 without clearing anything when the access cookie is missing or has expired; the client clears its own state whatever the outcome.
         */
        post: operations["logoutCookie"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/cookie/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the access cookie with the refresh cookie
         * @description Needs no access cookie (it may have expired): the `bo_refresh` cookie (path /auth) is the credential. On success both cookies are re-issued: a new 30-minute `bo_access` and a rotated `bo_refresh` (the old refresh token stops working; presenting a rotated-out token again revokes the whole session). No body is sent or answered. A missing, expired, revoked or rotated-out refresh cookie, or a deactivated user, answers 401 and clears both cookies; the client then clears its state and sends the user to /login.
         */
        post: operations["refreshCookie"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user
         * @description The signed-in user with roles, primary role and the effective permission matrix (what the user card, the guards and the sidebar read). Counts as activity for the current session.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's permissions and roles
         * @description Every resource and action pair (48 entries) with `granted`, plus the user's role names and superuser flag. A superuser has every pair granted.
         */
        get: operations["getCurrentPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the session is valid and get its roles
         * @description The web app's startup check (it gives up after 10 seconds). A valid access cookie or bearer token of an active user answers 200 with `valid: true`; anything else answers 401.
         */
        get: operations["verifySession"];
        put?: never;
        /**
         * Confirm an email address with the token from the verification email
         * @description Sets `is_verified` on the user the token names and answers the updated user. The token is valid for 1 hour and only for the email address it was issued for. Needs no session. 400 `VERIFY_USER_BAD_TOKEN`: the token is malformed, expired, names no user or an old email address. 400 `VERIFY_USER_ALREADY_VERIFIED`: the address was already confirmed (the client may treat this as success).
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account for oneself
         * @description Creates an active, unverified user with no roles and no department (an administrator assigns both later: the department scopes a distributor account, so it is never self-chosen) and queues a verification email (readable in demo mode at `GET /api/dev/outbox`). Does not sign the user in. Only the listed fields are read: any other (a department, roles, flags) is ignored. 403 `{code: REGISTRATION_CLOSED, reason}` when the server has self-registration turned off (`REGISTRATION=closed`, the default outside demo mode; decision 039): accounts are then given out by an administrator. 400 `REGISTER_USER_ALREADY_EXISTS` when the email (compared case-insensitively) is taken; 400 `{code: REGISTER_INVALID_PASSWORD, reason}` when the password breaks the policy (at least 8 characters, a letter and a digit, not containing the email's local part); 422 when a field is missing or malformed.
         */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in user's sessions
         * @description The caller's own active sessions (not expired, not revoked), most recently active first, with the one making this request marked `is_current`. Never includes other users' sessions, whatever the caller's role.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of the signed-in user's sessions
         * @description Ends the session: its refresh cookie or refresh token stops working at once and its access token is refused from the next request. Revoking the current session also clears the caller's cookies (it is then a logout). 403 when the session belongs to another user (administrators included); 404 when no session has this id or it has already ended.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of every session
         * @description Revokes every active session of the signed-in user, the current one included, answers how many were ended and clears the caller's cookies. Token-mode refresh tokens of those sessions stop working too.
         */
        post: operations["logoutAllSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/jwt/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in and receive bearer tokens (token mode)
         * @description Token mode (served, not used by the web app). Same form, checks, session record and rate limit as `POST /auth/cookie/login`, but answers the tokens in the body and sets no cookie: a 30-minute JWT `access_token` for `Authorization: Bearer` and a 7-day `refresh_token` for `POST /auth/refresh`.
         */
        post: operations["loginJwt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out in token mode
         * @description Revokes the session the bearer access token belongs to, so its refresh token stops working and the access token is refused from the next request. No body.
         */
        post: operations["logoutJwt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for new tokens (token mode)
         * @description Needs no access token (it may have expired). Answers a new access token and a rotated refresh token; the one sent stops working (sending a rotated-out token again revokes the whole session). An unknown, expired, revoked or rotated-out refresh token, or a deactivated user, answers 401.
         */
        post: operations["refreshJwt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset email
         * @description Always answers 202 with the same message, whether or not an active account has this email, so the answer never reveals which addresses are registered (no 404, no user enumeration): the request does the same work either way. The email is queued and sent by the delivery worker, which mints the single-use token (valid 1 hour) when it sends; in demo mode without SMTP it is readable at `GET /api/dev/outbox`. Limited per email address (one a minute, 5 an hour) and per client address (20 an hour, with verification requests), for known and unknown addresses alike: more answer 429 with `Retry-After`. 422 only for a missing or malformed email.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from the reset email
         * @description Sets the password of the user the token names and revokes all of that user's sessions. The token is valid for 1 hour and only until the password changes (single use). 400 `RESET_PASSWORD_BAD_TOKEN`: malformed, expired or used token, unknown or deactivated user; 400 `{code: RESET_PASSWORD_INVALID_PASSWORD, reason}`: the new password breaks the policy.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description Checks `current_password`, then sets `new_password`, keeps the current session and revokes the user's other sessions. 400 `Incorrect password` when `current_password` is wrong; 400 `{code: UPDATE_USER_INVALID_PASSWORD, reason}` when `new_password` breaks the policy or equals the current password.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the verification email again
         * @description Always answers 202 with the same message (unknown, deactivated and already verified addresses are silently ignored, so the answer reveals nothing). When the address belongs to an active, unverified user, a new verification email is queued; the delivery worker mints its token (valid 1 hour) when it sends (in demo mode without SMTP, readable at `GET /api/dev/outbox`). At most one request per email address every 60 seconds and 5 per hour, and 20 an hour per client address (with password-reset requests), whether or not the address has an account; more answer 429 with `Retry-After`.
         */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verification-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tell whether the signed-in user's email is verified */
        get: operations["getVerificationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tell whether anyone may create an account for themselves
         * @description Whether `POST /auth/register` takes new accounts (`REGISTRATION=open|closed`; unset means open in demo mode and closed otherwise: decision 039). The sign-in page offers "Create an account" only when it is open. Needs no session.
         */
        get: operations["getRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounting periods
         * @description The period selector and the admin periods screen read this (the client fetches with `limit=100` and caches 5 minutes). Sorted with the `active` period first, then newest first (`start_date` descending, then `id` descending). Archived periods are left out unless `include_archived=true` or `status=archived`, and those two are honoured only for those who manage periods (the admin role); anyone else never gets an archived period.
         */
        get: operations["listPeriods"];
        put?: never;
        /**
         * Create an accounting period (admin)
         * @description Creates a period in `draft`. 409 when another period already has the name (case-insensitive); 400 when `end_date` is before `start_date`.
         */
        post: operations["createPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the accounting periods list as CSV or xlsx
         * @description Every period the admin periods screen lists for the same filters (`listPeriods`: the active period first, then newest first; archived ones only with `include_archived=true` or `status=archived`), as a file streamed while it is read. Days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `periods_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get one accounting period
         * @description Any signed-in user may read a period. An archived period cannot be viewed (§4) except by those who manage periods (the admin role): to everyone else it is 404 `Period not found`.
         */
        get: operations["getPeriod"];
        /**
         * Update an accounting period (admin)
         * @description Changes the name, description or dates (only the fields sent). 409 when the period is `closed` or `archived` (read-only) or the new name is taken; 400 when `end_date` would be before `start_date`. The status changes only through activate, close and archive.
         */
        put: operations["updatePeriod"];
        post?: never;
        /**
         * Delete a draft accounting period (admin)
         * @description Only a `draft` period that nothing belongs to (no consultant orders, combined orders, weekly combinations or invoices) can be deleted; otherwise 409 (archive it instead).
         */
        delete: operations["deletePeriod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/active/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the active accounting period
         * @description The one period whose status is `active`. 404 `Period not found` when none is active (the client then falls back to the newest non-archived period).
         */
        get: operations["getActivePeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Activate a draft accounting period (admin)
         * @description Moves a `draft` period to `active` (no body). The previously active period, if any, is closed in the same transaction, so at most one period is ever active. 409 when the period is already `active`, `closed` (a closed period is never reopened) or `archived`.
         */
        put: operations["activatePeriod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Close the active accounting period (admin)
         * @description Moves an `active` period to `closed` (no body); afterwards no period is active until another is activated. A closed period is read-only. 409 unless the period is `active`.
         */
        put: operations["closePeriod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/periods/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Archive an accounting period (admin)
         * @description Moves a `closed` or `draft` period to `archived` (no body); archived periods leave the period selector and cannot be selected. 409 when the period is `active` (close it first) or already `archived`.
         */
        put: operations["archivePeriod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description One page of users, filtered and sorted (the /users screen).
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Creates an account with the given roles. Unless `is_verified` is true, a verification email is queued. 400 `REGISTER_USER_ALREADY_EXISTS` when the email (compared case-insensitively) is taken; 400 `{code: REGISTER_INVALID_PASSWORD, reason}` when the password breaks the policy.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user */
        get: operations["getUser"];
        /**
         * Update a user
         * @description Changes only the fields sent. Changing `email` sets `is_verified` to false unless `is_verified` is sent too. Setting `is_active` to false revokes the user's sessions. 400 `UPDATE_USER_EMAIL_ALREADY_EXISTS` when the new email is taken. 409 when an administrator would deactivate themselves or remove their own admin role.
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a user
         * @description Sets `is_active` to false and revokes every session of the user; they can no longer sign in (login answers `LOGIN_BAD_CREDENTIALS`). Reactivate with `PUT /api/users/{userId}` `{is_active: true}`. 409 when the user is already inactive or is the caller.
         */
        post: operations["deactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a user's roles
         * @description Replaces the user's roles with the list sent (an empty list removes every role); `role` and `permissions` of the answer reflect the new set at once. 409 when an administrator would remove their own admin role.
         */
        put: operations["setUserRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/password-reset-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a user a password-reset email
         * @description Queues a password-reset email to the user's address, as `POST /auth/forgot-password` would (the delivery worker mints the single-use link, valid 1 hour, when it sends; an earlier unused link stays valid until it expires or a password is set). Audited as the administrator. 409 when the user is deactivated (reactivate them first).
         */
        post: operations["sendUserPasswordResetEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roles and the permissions each grants
         * @description The seven roles with their labels and permission sets (the /users/roles screen). The role set is fixed; it is not paged.
         */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit log entries
         * @description One page of the audit log (the /users/audit screen). Every filter narrows the result; `date_from` and `date_to` are inclusive calendar days in UTC.
         */
        get: operations["listAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history/{resource}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of one record
         * @description The audit entries of one record, newest first, in words: its own entries and, for an order, a consultant order or an invoice, those of its lines. Anyone who may read the record may read its history (the audit log itself stays admin-only): 403 when the caller may not read records of that kind, 404 when the record does not exist or is not theirs to see (an archived period for a non-manager, another distributor's order; decision 018). Extension beyond the specification (`x-beyond-spec`, decision 027).
         */
        get: operations["getRecordHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the stock orders list as CSV or xlsx
         * @description Every stock order the list call (`listOrders`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `orders_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the products list as CSV or xlsx
         * @description Every product the list call (`listProducts`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `products_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consultant-orders/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the consultant orders list as CSV or xlsx
         * @description Every consultant order the list call (`listConsultantOrders`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `consultant_orders_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportConsultantOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/combined-orders/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the combined orders list as CSV or xlsx
         * @description Every combined order the list call (`listCombinedOrders`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `combined_orders_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportCombinedOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the invoices list as CSV or xlsx
         * @description Every invoice the list call (`listInvoices`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `invoices_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-logs/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the audit log entries list as CSV or xlsx
         * @description Every audit log entry the list call (`listAuditLogs`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `audit_logs_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the users list as CSV or xlsx
         * @description Every user the list call (`listUsers`) would answer for the same query parameters (filters and sort; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, days `YYYY-MM-DD`, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `users_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Download a printable invoice
         * @description The invoice as a printable A4 PDF: the header (number, status, issue and due days, period, source order), who it is billed to (the consultant), its lines, the subtotal excluding VAT, VAT once on the subtotal (decision 016), the total, the payments recorded and the balance due. Named `invoice_<number>.pdf` in `Content-Disposition`; `?inline=true` answers it `inline` so a browser tab shows it (and can print it) instead of saving it.
         */
        get: operations["downloadInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/combined-orders/{id}/pick-list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Download a combined order's pick list
         * @description A printable pick list of the combined order: its lines grouped per consultant (consultant number and name, the consultant order), each line with a tick box, the product code, name and quantity, and each consultant's total quantity; the grand total at the end. Named `pick_list_<combined number>.pdf` in `Content-Disposition`; `?inline=true` answers it `inline` so a browser tab shows it (and can print it).
         */
        get: operations["downloadPickList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report that this API process answers (the liveness check)
         * @description 200 whenever the process can answer, whatever its database does and whatever credentials the request carries (none are read): an orchestrator restarts a process only when this fails, never during a database outage. The footer's "system online" note reads this. Needs no session. `/api/health/ready` tells whether the process takes requests.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report whether this API process takes requests (a load balancer's health check)
         * @description 200 while the process can serve: its database answers within 2 s and it is not shutting down. From the moment it receives SIGTERM or SIGINT it answers 503 while it still serves requests for a drain period (`SHUTDOWN_DRAIN_MS`, so a load balancer stops sending it requests before its listeners close), then finishes or gives back its running jobs and exits. Needs no session, and reads no credentials. `/api/health` is the liveness check.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the emails the backend would have sent (demo mode only)
         * @description Development and demo helper: in demo mode without `SMTP_URL`, the delivery worker "sends" verification, password-reset and test emails into an outbox in the memory of the API process (never the database), and this lists the ones this process delivered, newest first (at most 200), so a tester can follow the link or copy the token. It waits up to 3 seconds for emails still queued. Served only when the backend runs in demo mode; otherwise the route does not exist and answers 404. Needs no session.
         */
        get: operations["listOutboxMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether email is configured, and how many emails are not delivered
         * @description For the administrator's Email screen: how this server sends email (`SMTP_URL`, without its credentials, and `MAIL_FROM`), and how many queued emails are waiting, retrying, failed or unsent because email is not configured.
         */
        get: operations["getEmailStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/undelivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the emails that were not delivered
         * @description Queued emails that have not been delivered (states `queued`, `retrying`, `failed`, `unconfigured`), newest first: recipient, kind, attempts, last error and times. Never a body or a token. Delivered emails are kept 30 days and are not listed.
         */
        get: operations["listUndeliveredEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test email
         * @description Sends a short test email to `to` at once (one attempt, not retried) and answers how it went, so an administrator can check the SMTP settings: 200 with `delivered: false` and the SMTP server's answer or the connection error when it was not accepted. A failed test email is listed with the undelivered ones; every test email is kept in the queue as a record.
         */
        post: operations["sendTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the dashboard figures for a period
         * @description Counts and totals per area for the period selected in the header (`period_id`), or the active period when it is absent. Each area is null when the caller may not read it, so distributor users get only `distributor_orders`. 404 `Period not found` when `period_id` names no period.
         */
        get: operations["getDashboardSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List distributor orders
         * @description One page of distributor orders (without lines), newest first by default. `search` matches the order number, distributor name, distributor reference and file name (case-insensitive, contains). A distributor-only user (every role a distributor role, not a superuser) sees only the orders whose `distributor_name` is their `department` (case-insensitive), none without a department.
         */
        get: operations["listDistributorOrders"];
        put?: never;
        /**
         * Import a distributor's order spreadsheet
         * @description Reads the uploaded spreadsheet with the distributor template `template_id` and creates a `draft` distributor order, numbered `DO-<year>-<sequence>`, with one line per data row; answers 201 with it. Accepted files: .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), .xls (application/vnd.ms-excel) and .csv (text/csv). All or nothing: when any row has an unknown product code, a missing or non-whole quantity below 1, or an unreadable price, nothing is created and the 400 lists every bad row (`errors` is empty when the file as a whole cannot be read, e.g. no header row matching the template). 404 when the template does not exist. 403 with `field: distributor_name` when a distributor-only user names another distributor than their `department` (or has none).
         */
        post: operations["createDistributorOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-orders/export/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the distributor orders list as CSV or xlsx
         * @description Every distributor order the list call (`listDistributorOrders`) would answer for the same query parameters and caller (filters and sort; a distributor-only user's own distributor only; no paging, no row cap), as a file streamed while it is read. Money is in rand with two decimals, moments `YYYY-MM-DD HH:mm` in Africa/Johannesburg; CSV text that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so no spreadsheet evaluates it (xlsx text cells are never formulas). Named `distributor_orders_<YYYY-MM-DD>.<csv|xlsx>` in `Content-Disposition`.
         */
        get: operations["exportDistributorOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get one distributor order with its lines
         * @description 404 also when the order belongs to another distributor than a distributor-only user's `department`, as for every call on one distributor order (its existence is not revealed).
         */
        get: operations["getDistributorOrder"];
        /**
         * Update a distributor order or mark it fulfilled or cancelled
         * @description Changes the distributor name, reference or notes of a `draft` or `submitted` order, or moves it to `fulfilled` (from `submitted`) or `cancelled` (from `draft` or `submitted`). Answers 409 for `fulfilled` or `cancelled` orders and for other moves. Answers with the updated order. 403 with `field: distributor_name` when a distributor-only user renames it to another distributor than their `department`.
         */
        put: operations["updateDistributorOrder"];
        post?: never;
        /**
         * Delete a draft distributor order
         * @description Deletes a `draft` order and its lines. Answers 409 in any other status (cancel it instead).
         */
        delete: operations["deleteDistributorOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-orders/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a draft distributor order to the warehouse
         * @description Takes no body. Moves a `draft` order with at least one line to `submitted`, sets `submitted_at`, and answers with it. Answers 409 in any other status or when it has no lines.
         */
        post: operations["submitDistributorOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search consultants, orders, products, invoices and combined orders at once
         * @description The command palette's one box: consultants by name or number, stock orders by reference, consultant orders by number, products by code, invoices by number and combined orders by number (case-insensitive, anywhere in the text; exact matches first). Each kind is searched only when the caller may read it (its `<resource>:read` permission, and the consultant-order areas not for distributor-only users), so a hit is always something the caller may open. Extension beyond the specification (`x-beyond-spec`, decision 026).
         */
        get: operations["searchEverything"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in user's saved views
         * @description The caller's own saved views, by name; never another user's. Extension beyond the specification (`x-beyond-spec`, decision 026).
         */
        get: operations["listSavedViews"];
        put?: never;
        /**
         * Save the current filters, sort and columns of a list under a name
         * @description Stores a view for the caller. The path must be one of the list pages (422 otherwise); 409 when the caller already has a view of that name, or already keeps the most views allowed (50). Extension beyond the specification (`x-beyond-spec`, decision 026).
         */
        post: operations["createSavedView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of the signed-in user's saved views
         * @description 404 when the caller has no view with this id (another user's view included). Extension beyond the specification (`x-beyond-spec`, decision 026).
         */
        delete: operations["deleteSavedView"];
        options?: never;
        head?: never;
        /**
         * Rename one of the signed-in user's saved views
         * @description 404 when the caller has no view with this id (another user's view included); 409 when the caller already has a view of the new name. Extension beyond the specification (`x-beyond-spec`, decision 026).
         */
        patch: operations["renameSavedView"];
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream the signed-in user's live events (server-sent events)
         * @description A `text/event-stream` of the caller's own background jobs, relayed between API processes (decision 025). Events: `notification` (data: a `Notification`; its `id` is the event id) when a job the caller started ends, and `job` (data: `{kind, id, status}`, no event id) whenever such a job's resource changes, for progress screens; and `record.changed` (data: a `RecordChangedEvent`, no event id) whenever anyone saves an editable record the caller may read (decision 041). The stream opens with `retry:` and sends a heartbeat comment regularly; it closes within a second when its session ends (logout, logout-all, revocation, deactivation, password change or reset) or the user's roles or department change, on every API process, and sends nothing committed after that. A client reconnecting with `Last-Event-ID` first receives the notifications it missed. One user may hold a few streams per API process (`EVENTS_MAX_STREAMS`); one more answers 429.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in user's notifications
         * @description The ends of the background jobs the caller started, newest first, with the unread count (the header's notification centre). Never another user's.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one notification read
         * @description Marks one of the caller's notifications read (a notification already read keeps its time). Another user's notification answers 404.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all notifications read
         * @description Marks every unread notification of the caller read; answers how many changed.
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's own details (admin)
         * @description The supplier details every invoice prints: legal and trading name, address, VAT and company registration numbers, and the logo. Empty until an administrator sets them.
         */
        get: operations["getBusinessDetails"];
        /**
         * Set the business's own details (admin)
         * @description Replaces the details (see `BusinessDetailsUpdate`; an omitted `logo` is kept). 422 with the field when the VAT number is not 10 digits starting with 4, the registration number is not YYYY/NNNNNN/NN, or the logo is not a PNG or JPEG of at most 256 KB (read from its content; SVG is never accepted). Requires `If-Match` (decision 041).
         */
        put: operations["updateBusinessDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}/files/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a blank or sample spreadsheet for a product template
         * @description An xlsx a person can fill in for this template: the template's sheet name, and on its header row the exact column headers it maps (in field order; a header row below row 1 has the template's name as a title on row 1). The sample holds three products (code, description, category, price in rand, unit, barcode as text, stock), whichever of those the template maps. Uploading the sample through `POST /api/upload` with this template imports it without row errors. Every text cell is a string cell, never a formula. Named `<template name>_<file>.xlsx` in `Content-Disposition`. Written on a worker thread (429 or 503 when the server is busy).
         */
        get: operations["downloadTemplateFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/distributor-templates/{id}/files/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a blank or sample spreadsheet for a distributor template
         * @description An xlsx a person can fill in for this template: the template's sheet name, and on its header row the exact column headers it maps (in field order; a header row below row 1 has the template's name as a title on row 1). The sample orders the first three products of the catalogue (by code), so that every line names a known product; 409 while there are no products. Uploading the sample through `POST /api/distributor-orders` with this template imports it without row errors. Every text cell is a string cell, never a formula. Named `<template name>_<file>.xlsx` in `Content-Disposition`. Written on a worker thread (429 or 503 when the server is busy).
         */
        get: operations["downloadDistributorTemplateFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The data of a `record.changed` event on `GET /api/events` (decision 041): someone saved an editable record (created, changed, deleted it, or one of its lines, payments, consent forms or roles). Sent at once, on every API process, to the streams of every signed-in user allowed to read the record (the `x-required` of its own GET; a distributor only their distributor's orders), the author's own included. A line names its parent: the record staff edit.
         * @example {
         *       "type": "record.changed",
         *       "resource": "consultants",
         *       "id": 8,
         *       "action": "update",
         *       "version": 1234,
         *       "by": {
         *         "id": 3,
         *         "name": "Thandi Mokoena"
         *       },
         *       "at": "2026-11-28T09:15:02.000Z"
         *     }
         */
        RecordChangedEvent: {
            /** @constant */
            type: "record.changed";
            /**
             * @description The record's kind, as its history and audit entries name it.
             * @enum {string}
             */
            resource: "users" | "periods" | "templates" | "distributor_templates" | "orders" | "consultants" | "consultant_orders" | "invoices" | "distributor_orders";
            id: number;
            action: components["schemas"]["AuditAction"];
            /** @description The record's version (its ETag) once the save committed; absent when the record was deleted or its kind has no version. */
            version?: number;
            /** @description Who saved it. */
            by: {
                id: number;
                /** @description Their first and last name, else their email. */
                name: string;
            };
            /**
             * Format: date-time
             * @description When the save's transaction began (the time of its audit entry).
             */
            at: string;
        };
        /**
         * @description A spreadsheet to import against a template (multipart/form-data). Accepted types: `.xlsx` (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) and `.csv` (text/csv), at most 20 MB.
         * @example {
         *       "file": "stock_2026-11-16.xlsx",
         *       "template_id": 3
         *     }
         * @example {
         *       "file": "stock_2026-11-23.xlsx",
         *       "template_id": 3,
         *       "existing_products": "replace"
         *     }
         */
        UploadCreate: {
            /** @description The spreadsheet (.xlsx or .csv). */
            file: Blob;
            /** @description The template whose layout and column mapping the file follows. */
            template_id: number;
            /**
             * @description Beyond the specification (decision 017): what to do with rows whose product code some product already has (see `previewUpload`). `add` (the default, the specification's behaviour) imports them as new products as well; `replace` writes the file's values over the existing products with that code (a blank optional cell keeps the current value) and imports the other rows; `skip` imports only the rows with new codes. A file with an invalid row still imports nothing.
             * @default add
             * @enum {string}
             */
            existing_products?: "add" | "replace" | "skip";
        };
        /**
         * @description One problem found in one row of an uploaded spreadsheet.
         * @example {
         *       "row": 14,
         *       "column": "Unit Price",
         *       "message": "'R12,5O' is not a valid amount"
         *     }
         * @example {
         *       "row": 27,
         *       "column": null,
         *       "message": "Duplicate product code SKU-1042 (first seen on row 9)"
         *     }
         */
        UploadRowError: {
            /** @description The spreadsheet row number (1-based, as shown by Excel; the header row counts). */
            row: number;
            /** @description The column header the problem is in; null when it concerns the whole row. */
            column: string | null;
            message: string;
        };
        /**
         * @description A compact reference to the staff member who did something.
         * @example {
         *       "id": 3,
         *       "name": "Thandi Nkosi",
         *       "email": "warehouse@example.com"
         *     }
         */
        UserRef: {
            id: number;
            name: string;
            /** Format: email */
            email: string;
        };
        /**
         * @description A spreadsheet uploaded against a template and imported as a job. Status: `pending` → `processing` → `completed` | `failed`. Import is all rows or none: if any row is invalid the upload fails with its row errors and no product is created. A completed upload creates one product set (`upload_session_id`) holding all its products.
         * @example {
         *       "id": 42,
         *       "template_id": 3,
         *       "template_name": "Midrand warehouse stock list",
         *       "file_name": "stock_2026-11-16.xlsx",
         *       "file_size": 48213,
         *       "status": "completed",
         *       "total_rows": 312,
         *       "imported_rows": 312,
         *       "failed_rows": 0,
         *       "errors": [],
         *       "upload_session_id": 17,
         *       "created_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "warehouse@example.com"
         *       },
         *       "created_at": "2026-11-16T08:02:11Z",
         *       "completed_at": "2026-11-16T08:02:19Z"
         *     }
         * @example {
         *       "id": 43,
         *       "template_id": 3,
         *       "template_name": "Midrand warehouse stock list",
         *       "file_name": "stock_2026-11-17.csv",
         *       "file_size": 20388,
         *       "status": "failed",
         *       "total_rows": 140,
         *       "imported_rows": 0,
         *       "failed_rows": 2,
         *       "errors": [
         *         {
         *           "row": 14,
         *           "column": "Unit Price",
         *           "message": "'R12,5O' is not a valid amount"
         *         },
         *         {
         *           "row": 27,
         *           "column": null,
         *           "message": "Duplicate product code SKU-1042 (first seen on row 9)"
         *         }
         *       ],
         *       "upload_session_id": null,
         *       "created_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "warehouse@example.com"
         *       },
         *       "created_at": "2026-11-17T09:40:00Z",
         *       "completed_at": "2026-11-17T09:40:03Z"
         *     }
         */
        Upload: {
            id: number;
            /** @description The template used; null once that template has been deleted. */
            template_id: number | null;
            /** @description The template's name at upload time (kept when the template is deleted). */
            template_name: string;
            /** @description The original file name. */
            file_name: string;
            /** @description File size in bytes. */
            file_size: number;
            /**
             * @description `pending`: accepted, waiting for a worker. `processing`: rows are being read and checked. `completed`: every row imported. `failed`: nothing imported (see `errors`).
             * @enum {string}
             */
            status: "pending" | "processing" | "completed" | "failed";
            /** @description Data rows in the file (header excluded); 0 until the file has been read. */
            total_rows: number;
            /** @description Rows imported as products (new, or written over existing ones with `existing_products: replace`); equals `total_rows` when completed, unless rows with existing codes were skipped (`existing_products: skip`, decision 017); 0 otherwise. */
            imported_rows: number;
            /** @description Rows with at least one error. */
            failed_rows: number;
            /** @description Row-level errors (the first 100, decision 064; `failed_rows` counts them all), plus file-level errors with row 1. */
            errors: components["schemas"]["UploadRowError"][];
            /** @description The product set this upload created; null until `completed`. */
            upload_session_id: number | null;
            created_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the upload reached `completed` or `failed`.
             */
            completed_at: string | null;
        };
        /**
         * @example {
         *       "code": "REGISTER_INVALID_PASSWORD",
         *       "reason": "Password must be at least 8 characters long"
         *     }
         */
        ErrorCodeReason: {
            code: string;
            reason: string;
        };
        /**
         * @description FastAPI's error envelope. `detail` is a human-readable message or a stable error code (for example `REGISTER_USER_ALREADY_EXISTS`), or `{code, reason}` for password-policy errors.
         * @example {
         *       "detail": "Order 12 cannot be processed while it is cancelled"
         *     }
         * @example {
         *       "detail": "A consultant with email naledi@example.co.za already exists",
         *       "field": "email"
         *     }
         * @example {
         *       "detail": "REGISTER_USER_ALREADY_EXISTS"
         *     }
         * @example {
         *       "detail": {
         *         "code": "REGISTER_INVALID_PASSWORD",
         *         "reason": "Password must be at least 8 characters long"
         *       }
         *     }
         */
        ErrorModel: {
            detail: string | components["schemas"]["ErrorCodeReason"];
            /** @description The request field the error is about, where there is one (a 409 for a value that must be unique, e.g. `email` or `consultant_number`), so a form can mark that field. */
            field?: string;
        };
        /**
         * @example {
         *       "loc": [
         *         "body",
         *         "password"
         *       ],
         *       "msg": "Field required",
         *       "type": "missing",
         *       "input": null
         *     }
         */
        ValidationError: {
            loc: (string | number)[];
            msg: string;
            type: string;
            input?: unknown;
            ctx?: Record<string, never>;
        };
        /**
         * @description FastAPI's 422 body. Every request that does not match the contract gets it.
         * @example {
         *       "detail": [
         *         {
         *           "loc": [
         *             "query",
         *             "limit"
         *           ],
         *           "msg": "Input should be less than or equal to 500",
         *           "type": "less_than_equal",
         *           "input": "900"
         *         }
         *       ]
         *     }
         */
        HTTPValidationError: {
            detail: components["schemas"]["ValidationError"][];
        };
        /**
         * @description A spreadsheet to preview against a template (multipart/form-data), as for `createUpload`.
         * @example {
         *       "file": "stock_2026-11-23.xlsx",
         *       "template_id": 3
         *     }
         */
        UploadPreviewRequest: {
            /** @description The spreadsheet (.xlsx or .csv). */
            file: Blob;
            /** @description The template whose layout and column mapping the file follows. */
            template_id: number;
        };
        /**
         * @description Beyond the specification (decision 017): what importing a file would meet. Rows with errors are counted, not listed (the import lists them and imports nothing).
         * @example {
         *       "preview_id": 17,
         *       "expires_at": "2026-11-23T09:12:40Z",
         *       "file_name": "stock_2026-11-23.xlsx",
         *       "total_rows": 312,
         *       "failed_rows": 0,
         *       "file_problem": null,
         *       "product_codes": 312,
         *       "existing_codes": 298,
         *       "existing_examples": [
         *         "SKU-1001",
         *         "SKU-1002",
         *         "SKU-1003",
         *         "SKU-1004",
         *         "SKU-1005"
         *       ],
         *       "same_file": {
         *         "upload_id": 42,
         *         "file_name": "stock_2026-11-16.xlsx",
         *         "created_at": "2026-11-16T08:02:11Z"
         *       }
         *     }
         */
        UploadPreview: {
            /** @description The kept file (decision 066): `POST /api/upload/preview/{preview_id}/import` imports it without sending it again. */
            preview_id: number;
            /**
             * Format: date-time
             * @description Until when the kept file can be imported; afterwards it is deleted.
             */
            expires_at: string;
            file_name: string;
            /** @description Data rows in the file (header excluded). */
            total_rows: number;
            /** @description Rows with at least one error (the import would fail). */
            failed_rows: number;
            /** @description A problem with the whole file (sheet or header column missing), if any. */
            file_problem: string | null;
            /** @description Valid rows, each with its own product code. */
            product_codes: number;
            /** @description Of those, rows whose product code some product already has (case-insensitive). */
            existing_codes: number;
            /** @description The first few of those codes, as the file writes them. */
            existing_examples: string[];
            /** @description The last completed upload of the very same file (SHA-256), if any. */
            same_file: null | {
                upload_id: number;
                file_name: string;
                /** Format: date-time */
                created_at: string;
            };
        };
        /**
         * @description Beyond the specification (decision 066): what to do with a previewed file's product codes the catalogue already has, as `existing_products` of `UploadCreate`.
         * @example {
         *       "existing_products": "skip"
         *     }
         */
        UploadPreviewImport: {
            /**
             * @description As `existing_products` of `UploadCreate`.
             * @default add
             * @enum {string}
             */
            existing_products?: "add" | "replace" | "skip";
        };
        /**
         * @description The common part of every job status (order processing, uploads, combining, weekly combinations). Clients poll until `is_terminal` is true.
         * @example {
         *       "status": "processing",
         *       "progress": 40,
         *       "is_terminal": false,
         *       "message": "Writing 4 of 10 lines",
         *       "updated_at": "2026-11-20T09:15:00Z"
         *     }
         */
        JobProgress: {
            /** @description The resource's own status value (each status endpoint narrows it to an enum). */
            status: string;
            /** @description Percentage done; 100 once the job is terminal. */
            progress: number;
            /** @description True when the status will not change without a new command. */
            is_terminal: boolean;
            /** @description A short human-readable description of the current step or the failure. */
            message: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description The import job of an upload. `is_terminal` is true for `completed` and `failed`. While `processing`, `progress` is `processed_rows` / `total_rows` in percent.
         * @example {
         *       "id": 44,
         *       "status": "processing",
         *       "progress": 35,
         *       "is_terminal": false,
         *       "message": "Checking row 110 of 312",
         *       "updated_at": "2026-11-18T10:15:04Z",
         *       "template_id": 3,
         *       "template_name": "Midrand warehouse stock list",
         *       "file_name": "stock_2026-11-18.xlsx",
         *       "total_rows": 312,
         *       "processed_rows": 110,
         *       "imported_rows": 0,
         *       "failed_rows": 0,
         *       "errors": [],
         *       "upload_session_id": null,
         *       "completed_at": null
         *     }
         * @example {
         *       "id": 44,
         *       "status": "completed",
         *       "progress": 100,
         *       "is_terminal": true,
         *       "message": "312 products imported",
         *       "updated_at": "2026-11-18T10:15:12Z",
         *       "template_id": 3,
         *       "template_name": "Midrand warehouse stock list",
         *       "file_name": "stock_2026-11-18.xlsx",
         *       "total_rows": 312,
         *       "processed_rows": 312,
         *       "imported_rows": 312,
         *       "failed_rows": 0,
         *       "errors": [],
         *       "upload_session_id": 18,
         *       "completed_at": "2026-11-18T10:15:12Z"
         *     }
         */
        UploadStatus: components["schemas"]["JobProgress"] & {
            /** @description The upload's id. */
            id: number;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed";
            template_id: number | null;
            template_name: string;
            file_name: string;
            total_rows: number;
            /** @description Rows read and checked so far. */
            processed_rows: number;
            imported_rows: number;
            failed_rows: number;
            errors: components["schemas"]["UploadRowError"][];
            /** @description The product set created; null until `completed`. */
            upload_session_id: number | null;
            /** Format: date-time */
            completed_at: string | null;
        };
        /**
         * @description One page of uploads (the history screen).
         * @example {
         *       "uploads": [
         *         {
         *           "id": 42,
         *           "template_id": 3,
         *           "template_name": "Midrand warehouse stock list",
         *           "file_name": "stock_2026-11-16.xlsx",
         *           "file_size": 48213,
         *           "status": "completed",
         *           "total_rows": 312,
         *           "imported_rows": 312,
         *           "failed_rows": 0,
         *           "errors": [],
         *           "upload_session_id": 17,
         *           "created_by": {
         *             "id": 3,
         *             "name": "Thandi Nkosi",
         *             "email": "warehouse@example.com"
         *           },
         *           "created_at": "2026-11-16T08:02:11Z",
         *           "completed_at": "2026-11-16T08:02:19Z"
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        UploadList: {
            uploads: components["schemas"]["Upload"][];
            total: number;
            skip: number;
            limit: number;
        };
        /**
         * @description A product imported by a completed upload. Products belong to the product set (`upload_session_id`) of that upload; `product_code` is unique within a set.
         * @example {
         *       "id": 5031,
         *       "product_code": "SKU-1042",
         *       "description": "Rooibos & Honey Body Lotion 400 ml",
         *       "category": "Body care",
         *       "unit_price_cents": 12950,
         *       "unit": "each",
         *       "barcode": "6001234567895",
         *       "stock_quantity": 240,
         *       "upload_session_id": 17,
         *       "created_at": "2026-11-16T08:02:19Z",
         *       "updated_at": "2026-11-16T08:02:19Z"
         *     }
         */
        Product: {
            id: number;
            product_code: string;
            description: string;
            category: string | null;
            /**
             * Format: int64
             * @description Unit price in ZAR cents, VAT exclusive as supplied in the spreadsheet (documents add 15% VAT on their subtotal).
             */
            unit_price_cents: number;
            /** @description Selling unit, e.g. `each`, `box of 12`, `500 ml`. */
            unit: string | null;
            /** @description EAN-13 or other barcode, as text (leading zeros kept). */
            barcode: string | null;
            /** @description Stock on hand at upload time; null when the template does not map it. */
            stock_quantity: number | null;
            /** @description The product set (completed upload) this product came from. */
            upload_session_id: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description True when `total` is the planner's estimate (more than 10,000 matches), not an exact count: show it as "about". The API always sends it; absent means false.
         * @example false
         * @example true
         */
        TotalIsEstimate: boolean;
        /**
         * @description Pass as `cursor` (same filters and sort) for the page after this one; null on the last page (keyset pagination, decisions 044 and 056). The API always sends it; absent means no next page.
         * @example WyJjcmVhdGVkX2F0IiwiZGVzYyIsIjIwMjYtMTEtMTZUMDg6MDI6MTkuMDAwMDAwWiIsNTAzMl0
         * @example null
         */
        NextCursor: string | null;
        /**
         * @description One page of products.
         * @example {
         *       "products": [
         *         {
         *           "id": 5031,
         *           "product_code": "SKU-1042",
         *           "description": "Rooibos & Honey Body Lotion 400 ml",
         *           "category": "Body care",
         *           "unit_price_cents": 12950,
         *           "unit": "each",
         *           "barcode": "6001234567895",
         *           "stock_quantity": 240,
         *           "upload_session_id": 17,
         *           "created_at": "2026-11-16T08:02:19Z",
         *           "updated_at": "2026-11-16T08:02:19Z"
         *         },
         *         {
         *           "id": 5032,
         *           "product_code": "SKU-1043",
         *           "description": "Marula Oil Hand Cream 75 ml",
         *           "category": "Hand care",
         *           "unit_price_cents": 6495,
         *           "unit": "each",
         *           "barcode": null,
         *           "stock_quantity": null,
         *           "upload_session_id": 17,
         *           "created_at": "2026-11-16T08:02:19Z",
         *           "updated_at": "2026-11-16T08:02:19Z"
         *         }
         *       ],
         *       "total": 312,
         *       "skip": 0,
         *       "limit": 50,
         *       "total_is_estimate": false,
         *       "next_cursor": "WyJjcmVhdGVkX2F0IiwiZGVzYyIsIjIwMjYtMTEtMTZUMDg6MDI6MTkuMDAwMDAwWiIsNTAzMl0"
         *     }
         */
        ProductList: {
            products: components["schemas"]["Product"][];
            total: number;
            skip: number;
            limit: number;
            total_is_estimate?: components["schemas"]["TotalIsEstimate"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description The products to delete in one call.
         * @example {
         *       "product_ids": [
         *         5031,
         *         5032,
         *         5040
         *       ]
         *     }
         */
        ProductBulkDelete: {
            product_ids: number[];
        };
        /**
         * @description The outcome of a bulk delete. Ids that do not exist are skipped and listed in `not_found`; `deleted` counts the products removed.
         * @example {
         *       "deleted": 2,
         *       "not_found": [
         *         5040
         *       ]
         *     }
         */
        ProductBulkDeleteResult: {
            deleted: number;
            not_found: number[];
        };
        /**
         * @description How many products match the filters.
         * @example {
         *       "count": 312,
         *       "is_estimate": false
         *     }
         */
        ProductCount: {
            count: number;
            /** @description True when `count` is the planner's estimate (more than 10,000 matches), not an exact count: show it as "about". The API always sends it; absent means false. */
            is_estimate?: boolean;
        };
        /**
         * @description The products created by one completed upload. Its `id` is the products' `upload_session_id`.
         * @example {
         *       "id": 17,
         *       "upload_id": 42,
         *       "template_id": 3,
         *       "template_name": "Midrand warehouse stock list",
         *       "file_name": "stock_2026-11-16.xlsx",
         *       "product_count": 312,
         *       "created_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "warehouse@example.com"
         *       },
         *       "created_at": "2026-11-16T08:02:19Z"
         *     }
         */
        ProductSet: {
            /** @description The product set id (= `upload_session_id`). */
            id: number;
            upload_id: number;
            /** @description Null once the template has been deleted. */
            template_id: number | null;
            template_name: string;
            file_name: string;
            /** @description Products currently in the set (deleted products no longer count). */
            product_count: number;
            created_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description One page of product sets, newest first.
         * @example {
         *       "product_sets": [
         *         {
         *           "id": 17,
         *           "upload_id": 42,
         *           "template_id": 3,
         *           "template_name": "Midrand warehouse stock list",
         *           "file_name": "stock_2026-11-16.xlsx",
         *           "product_count": 312,
         *           "created_by": {
         *             "id": 3,
         *             "name": "Thandi Nkosi",
         *             "email": "warehouse@example.com"
         *           },
         *           "created_at": "2026-11-16T08:02:19Z"
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        ProductSetList: {
            product_sets: components["schemas"]["ProductSet"][];
            total: number;
            skip: number;
            limit: number;
        };
        /**
         * @description A new product template made from a sample spreadsheet (multipart/form-data). Accepted types: `.xlsx` (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) and `.csv` (text/csv), at most 20 MB. Without `column_mapping` the server proposes one as `POST /api/templates/analyze` does, and refuses (400) if it cannot map `product_code`, `description` and `unit_price`.
         * @example {
         *       "file": "midrand_stock_sample.xlsx",
         *       "template_name": "Midrand warehouse stock list",
         *       "description": "Weekly stock export from the Midrand warehouse system.",
         *       "created_by": "Thandi Nkosi",
         *       "column_mapping": "{\"product_code\":\"Item Code\",\"description\":\"Item Description\",\"unit_price\":\"Unit Price (excl VAT)\"}"
         *     }
         */
        TemplateCreate: {
            /** @description The sample spreadsheet (.xlsx or .csv). */
            file: Blob;
            template_name: string;
            description?: string;
            /** @description Who made the template; defaults to the signed-in user's full name. */
            created_by?: string;
            /** @description A JSON object (as text) of product field → column header, shaped like `TemplateColumnMapping`; every header must exist in the sample file. */
            column_mapping?: string;
            /** @description The worksheet to read; defaults to the first sheet. */
            sheet_name?: string;
            /** @description The 1-based header row; detected when absent (the first row with mostly text cells). */
            header_row?: number;
        };
        /**
         * @description The record's version: it changes on every change of the record (or of its lines, payments, roles). Its ETag is the version in double quotes; writes send it in `If-Match` (decision 041).
         * @example 1842
         */
        RecordVersion: number;
        /**
         * @description Which spreadsheet column (by its header text, matched case-insensitively and ignoring surrounding spaces) feeds which product field. `product_code`, `description` and `unit_price` must be mapped; unmapped optional fields are left empty on import. `unit_price` is read in rand (e.g. `129.50` or `R 129,50`) and stored as `unit_price_cents`.
         * @example {
         *       "product_code": "Item Code",
         *       "description": "Item Description",
         *       "category": "Category",
         *       "unit_price": "Unit Price (excl VAT)",
         *       "unit": "UOM",
         *       "barcode": "EAN",
         *       "stock_quantity": "Qty On Hand"
         *     }
         */
        TemplateColumnMapping: {
            product_code: string;
            description: string;
            category?: string;
            unit_price: string;
            unit?: string;
            barcode?: string;
            stock_quantity?: string;
        };
        /**
         * @description A product spreadsheet layout: which sheet, which row holds the headers, and which column maps to which product field. Uploads are imported against a template.
         * @example {
         *       "id": 3,
         *       "version": 1200,
         *       "template_name": "Midrand warehouse stock list",
         *       "description": "Weekly stock export from the Midrand warehouse system.",
         *       "created_by": "Thandi Nkosi",
         *       "file_name": "midrand_stock_sample.xlsx",
         *       "sheet_name": "Stock",
         *       "header_row": 1,
         *       "column_mapping": {
         *         "product_code": "Item Code",
         *         "description": "Item Description",
         *         "category": "Category",
         *         "unit_price": "Unit Price (excl VAT)",
         *         "unit": "UOM",
         *         "barcode": "EAN",
         *         "stock_quantity": "Qty On Hand"
         *       },
         *       "sample_columns": [
         *         "Item Code",
         *         "Item Description",
         *         "Category",
         *         "Unit Price (excl VAT)",
         *         "UOM",
         *         "EAN",
         *         "Qty On Hand",
         *         "Bin"
         *       ],
         *       "created_at": "2026-11-02T09:00:00Z",
         *       "updated_at": "2026-11-02T09:00:00Z"
         *     }
         */
        Template: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            /** @description Unique (case-insensitive) among product templates. */
            template_name: string;
            description: string | null;
            /** @description Who made the template, as sent at upload (defaults to the signed-in user's full name). */
            created_by: string | null;
            /** @description The sample spreadsheet the template was made from (kept for preview). */
            file_name: string;
            /** @description The worksheet read (for CSV files, the file name without extension). */
            sheet_name: string;
            /** @description The 1-based row that holds the column headers; data starts on the next row. */
            header_row: number;
            column_mapping: components["schemas"]["TemplateColumnMapping"];
            /** @description Every column header found in the sample spreadsheet, in sheet order. */
            sample_columns: string[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description A sample spreadsheet to analyse (multipart/form-data), for product or distributor templates. Accepted types: `.xlsx` and `.csv`, at most 20 MB. Nothing is stored.
         * @example {
         *       "file": "midrand_stock_sample.xlsx"
         *     }
         * @example {
         *       "file": "stock_export.xlsx",
         *       "sheet_name": "Stock",
         *       "header_row": 3
         *     }
         */
        TemplateAnalyzeRequest: {
            /** @description The sample spreadsheet (.xlsx or .csv). */
            file: Blob;
            /** @description The worksheet to analyse; defaults to the first sheet. */
            sheet_name?: string;
            /** @description The 1-based header row; detected when absent. */
            header_row?: number;
        };
        /**
         * @description One cell of a sample row as read from the spreadsheet (empty cells are null).
         * @example Rooibos & Honey Body Lotion 400 ml
         * @example 129.5
         * @example null
         */
        TemplateSampleCell: string | number | boolean | null;
        /**
         * @description What the server read from a sample spreadsheet and the column mapping it proposes for a product template (header text matched against field names and common synonyms).
         * @example {
         *       "file_name": "midrand_stock_sample.xlsx",
         *       "sheet_names": [
         *         "Stock",
         *         "Notes"
         *       ],
         *       "sheet_name": "Stock",
         *       "header_row": 1,
         *       "headers": [
         *         "Item Code",
         *         "Item Description",
         *         "Category",
         *         "Unit Price (excl VAT)",
         *         "Qty On Hand"
         *       ],
         *       "sample_rows": [
         *         [
         *           "SKU-1042",
         *           "Rooibos & Honey Body Lotion 400 ml",
         *           "Body care",
         *           129.5,
         *           240
         *         ],
         *         [
         *           "SKU-1043",
         *           "Marula Oil Hand Cream 75 ml",
         *           "Hand care",
         *           64.95,
         *           null
         *         ]
         *       ],
         *       "row_count": 312,
         *       "proposed_mapping": {
         *         "product_code": "Item Code",
         *         "description": "Item Description",
         *         "category": "Category",
         *         "unit_price": "Unit Price (excl VAT)",
         *         "stock_quantity": "Qty On Hand"
         *       },
         *       "missing_required_fields": []
         *     }
         */
        TemplateAnalysis: {
            file_name: string;
            /** @description Every worksheet in the file (a CSV has one, named after the file). */
            sheet_names: string[];
            /** @description The worksheet analysed. */
            sheet_name: string;
            /** @description The 1-based header row used (sent or detected). */
            header_row: number;
            headers: string[];
            /** @description The first 5 data rows; each has one cell per header, in header order. */
            sample_rows: components["schemas"]["TemplateSampleCell"][][];
            /** @description Data rows below the header row. */
            row_count: number;
            /** @description Product field → column header for every field the server could match. */
            proposed_mapping: {
                product_code?: string;
                description?: string;
                category?: string;
                unit_price?: string;
                unit?: string;
                barcode?: string;
                stock_quantity?: string;
            };
            /** @description Required product fields the proposal could not map (empty when the proposal is usable as is). */
            missing_required_fields: ("product_code" | "description" | "unit_price")[];
        };
        /**
         * @description One page of product templates.
         * @example {
         *       "templates": [
         *         {
         *           "id": 3,
         *           "version": 1300,
         *           "template_name": "Midrand warehouse stock list",
         *           "description": "Weekly stock export from the Midrand warehouse system.",
         *           "created_by": "Thandi Nkosi",
         *           "file_name": "midrand_stock_sample.xlsx",
         *           "sheet_name": "Stock",
         *           "header_row": 1,
         *           "column_mapping": {
         *             "product_code": "Item Code",
         *             "description": "Item Description",
         *             "unit_price": "Unit Price (excl VAT)"
         *           },
         *           "sample_columns": [
         *             "Item Code",
         *             "Item Description",
         *             "Unit Price (excl VAT)"
         *           ],
         *           "created_at": "2026-11-02T09:00:00Z",
         *           "updated_at": "2026-11-02T09:00:00Z"
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        TemplateList: {
            templates: components["schemas"]["Template"][];
            total: number;
            skip: number;
            limit: number;
        };
        /**
         * @description A 412's body: the record changed since it was read; `current` is how it is now.
         * @example {
         *       "detail": "Consultant 8 was changed by someone else since it was read",
         *       "current": {
         *         "id": 8,
         *         "version": 1207
         *       }
         *     }
         */
        StaleRecord: {
            detail: string;
            /** @description The record as its GET answers it now (for a line, a payment or a user's roles, the parent record), with its `version`. */
            current: {
                version: components["schemas"]["RecordVersion"];
            } & {
                [key: string]: unknown;
            };
        };
        /**
         * @description One data row as a product template reads it: mapped columns converted to product fields (prices to cents), with the problems an upload would report for this row.
         * @example {
         *       "row": 2,
         *       "product_code": "SKU-1042",
         *       "description": "Rooibos & Honey Body Lotion 400 ml",
         *       "category": "Body care",
         *       "unit_price_cents": 12950,
         *       "unit": "each",
         *       "barcode": "6001234567895",
         *       "stock_quantity": 240,
         *       "errors": []
         *     }
         */
        TemplatePreviewRow: {
            /** @description The spreadsheet row number (1-based). */
            row: number;
            product_code: string | null;
            description: string | null;
            category: string | null;
            /** Format: int64 */
            unit_price_cents: number | null;
            unit: string | null;
            barcode: string | null;
            stock_quantity: number | null;
            errors: components["schemas"]["UploadRowError"][];
        };
        /**
         * @description The first rows of a product template's sample spreadsheet, read through the template.
         * @example {
         *       "template_id": 3,
         *       "template_name": "Midrand warehouse stock list",
         *       "sheet_name": "Stock",
         *       "header_row": 1,
         *       "columns": [
         *         "product_code",
         *         "description",
         *         "category",
         *         "unit_price",
         *         "stock_quantity"
         *       ],
         *       "headers": [
         *         "Item Code",
         *         "Item Description",
         *         "Category",
         *         "Unit Price (excl VAT)",
         *         "Qty On Hand"
         *       ],
         *       "rows": [
         *         {
         *           "row": 2,
         *           "product_code": "SKU-1042",
         *           "description": "Rooibos & Honey Body Lotion 400 ml",
         *           "category": "Body care",
         *           "unit_price_cents": 12950,
         *           "unit": null,
         *           "barcode": null,
         *           "stock_quantity": 240,
         *           "errors": []
         *         },
         *         {
         *           "row": 3,
         *           "product_code": "SKU-1043",
         *           "description": "Marula Oil Hand Cream 75 ml",
         *           "category": "Hand care",
         *           "unit_price_cents": null,
         *           "unit": null,
         *           "barcode": null,
         *           "stock_quantity": null,
         *           "errors": [
         *             {
         *               "row": 3,
         *               "column": "Unit Price (excl VAT)",
         *               "message": "Price is empty"
         *             }
         *           ]
         *         }
         *       ],
         *       "total_rows": 312
         *     }
         */
        TemplatePreview: {
            template_id: number;
            template_name: string;
            sheet_name: string;
            header_row: number;
            /** @description The mapped product fields, in mapping order (the preview table's columns). */
            columns: ("product_code" | "description" | "category" | "unit_price" | "unit" | "barcode" | "stock_quantity")[];
            /** @description The column header each of `columns` is read from, in the same order, exactly as a sheet must carry it on `header_row` (the template's column mapping). */
            headers: string[];
            rows: components["schemas"]["TemplatePreviewRow"][];
            /** @description Data rows in the sample spreadsheet. */
            total_rows: number;
        };
        /**
         * @description A new distributor template made from a sample order spreadsheet (multipart/form-data). Accepted types: `.xlsx` (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) and `.csv` (text/csv), at most 20 MB. Without `column_mapping` the server proposes one as `POST /api/distributor-templates/analyze` does, and refuses (400) if it cannot map `product_code` and `quantity`.
         * @example {
         *       "file": "polokwane_order_sample.xlsx",
         *       "template_name": "Polokwane Distributors weekly order",
         *       "description": "Order sheet Polokwane Distributors e-mail every Monday.",
         *       "created_by": "Sipho Mahlangu",
         *       "header_row": 4
         *     }
         */
        DistributorTemplateCreate: {
            /** @description The sample spreadsheet (.xlsx or .csv). */
            file: Blob;
            template_name: string;
            description?: string;
            /** @description Who made the template; defaults to the signed-in user's full name. */
            created_by?: string;
            /** @description A JSON object (as text) of distributor order field → column header, shaped like `DistributorTemplateColumnMapping`; every header must exist in the sample file. */
            column_mapping?: string;
            /** @description The worksheet to read; defaults to the first sheet. */
            sheet_name?: string;
            /** @description The 1-based header row; detected when absent. */
            header_row?: number;
        };
        /**
         * @description Which spreadsheet column (by header text, matched case-insensitively, surrounding spaces ignored) feeds which distributor order field. `product_code` and `quantity` must be mapped. `unit_price` is read in rand and stored in cents; when unmapped, the product's price is used.
         * @example {
         *       "product_code": "Stock Code",
         *       "description": "Product",
         *       "quantity": "Qty Ordered",
         *       "unit_price": "Price",
         *       "distributor_reference": "PO Number"
         *     }
         */
        DistributorTemplateColumnMapping: {
            product_code: string;
            description?: string;
            quantity: string;
            unit_price?: string;
            /** @description The distributor's own order or line reference. */
            distributor_reference?: string;
        };
        /**
         * @description A distributor's order spreadsheet layout: which sheet, which header row, and which column maps to which distributor order field. Distributor orders are imported against one.
         * @example {
         *       "id": 2,
         *       "version": 1200,
         *       "template_name": "Polokwane Distributors weekly order",
         *       "description": "Order sheet Polokwane Distributors e-mail every Monday.",
         *       "created_by": "Sipho Mahlangu",
         *       "file_name": "polokwane_order_sample.xlsx",
         *       "sheet_name": "Order",
         *       "header_row": 4,
         *       "column_mapping": {
         *         "product_code": "Stock Code",
         *         "description": "Product",
         *         "quantity": "Qty Ordered",
         *         "unit_price": "Price",
         *         "distributor_reference": "PO Number"
         *       },
         *       "sample_columns": [
         *         "PO Number",
         *         "Stock Code",
         *         "Product",
         *         "Qty Ordered",
         *         "Price",
         *         "Branch"
         *       ],
         *       "created_at": "2026-11-05T11:20:00Z",
         *       "updated_at": "2026-11-05T11:20:00Z"
         *     }
         */
        DistributorTemplate: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            /** @description Unique (case-insensitive) among distributor templates. */
            template_name: string;
            description: string | null;
            /** @description Who made the template, as sent at upload (defaults to the signed-in user's full name). */
            created_by: string | null;
            /** @description The sample spreadsheet the template was made from (kept for preview). */
            file_name: string;
            /** @description The worksheet read (for CSV files, the file name without extension). */
            sheet_name: string;
            /** @description The 1-based row that holds the column headers. */
            header_row: number;
            column_mapping: components["schemas"]["DistributorTemplateColumnMapping"];
            /** @description Every column header found in the sample spreadsheet, in sheet order. */
            sample_columns: string[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description What the server read from a sample distributor order spreadsheet and the column mapping it proposes.
         * @example {
         *       "file_name": "polokwane_order_sample.xlsx",
         *       "sheet_names": [
         *         "Order"
         *       ],
         *       "sheet_name": "Order",
         *       "header_row": 4,
         *       "headers": [
         *         "PO Number",
         *         "Stock Code",
         *         "Product",
         *         "Qty Ordered",
         *         "Price",
         *         "Branch"
         *       ],
         *       "sample_rows": [
         *         [
         *           "PO-88213",
         *           "SKU-1042",
         *           "Rooibos & Honey Body Lotion 400 ml",
         *           48,
         *           129.5,
         *           "Polokwane"
         *         ],
         *         [
         *           "PO-88213",
         *           "SKU-1043",
         *           "Marula Oil Hand Cream 75 ml",
         *           24,
         *           64.95,
         *           "Tzaneen"
         *         ]
         *       ],
         *       "row_count": 37,
         *       "proposed_mapping": {
         *         "product_code": "Stock Code",
         *         "description": "Product",
         *         "quantity": "Qty Ordered",
         *         "unit_price": "Price",
         *         "distributor_reference": "PO Number"
         *       },
         *       "missing_required_fields": []
         *     }
         */
        DistributorTemplateAnalysis: {
            file_name: string;
            /** @description Every worksheet in the file (a CSV has one, named after the file). */
            sheet_names: string[];
            /** @description The worksheet analysed. */
            sheet_name: string;
            header_row: number;
            headers: string[];
            /** @description The first 5 data rows; each has one cell per header, in header order. */
            sample_rows: components["schemas"]["TemplateSampleCell"][][];
            row_count: number;
            /** @description Distributor order field → column header for every field the server could match. */
            proposed_mapping: {
                product_code?: string;
                description?: string;
                quantity?: string;
                unit_price?: string;
                distributor_reference?: string;
            };
            /** @description Required fields the proposal could not map. */
            missing_required_fields: ("product_code" | "quantity")[];
        };
        /**
         * @description One page of distributor templates.
         * @example {
         *       "distributor_templates": [
         *         {
         *           "id": 2,
         *           "version": 1301,
         *           "template_name": "Polokwane Distributors weekly order",
         *           "description": "Order sheet Polokwane Distributors e-mail every Monday.",
         *           "created_by": "Sipho Mahlangu",
         *           "file_name": "polokwane_order_sample.xlsx",
         *           "sheet_name": "Order",
         *           "header_row": 4,
         *           "column_mapping": {
         *             "product_code": "Stock Code",
         *             "quantity": "Qty Ordered"
         *           },
         *           "sample_columns": [
         *             "PO Number",
         *             "Stock Code",
         *             "Product",
         *             "Qty Ordered",
         *             "Price",
         *             "Branch"
         *           ],
         *           "created_at": "2026-11-05T11:20:00Z",
         *           "updated_at": "2026-11-05T11:20:00Z"
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        DistributorTemplateList: {
            distributor_templates: components["schemas"]["DistributorTemplate"][];
            total: number;
            skip: number;
            limit: number;
        };
        /**
         * @description One data row as a distributor template reads it: mapped columns converted to distributor order fields (prices to cents), with the problems an import would report for this row.
         * @example {
         *       "row": 5,
         *       "product_code": "SKU-1042",
         *       "description": "Rooibos & Honey Body Lotion 400 ml",
         *       "quantity": 48,
         *       "unit_price_cents": 12950,
         *       "distributor_reference": "PO-88213",
         *       "errors": []
         *     }
         */
        DistributorTemplatePreviewRow: {
            /** @description The spreadsheet row number (1-based). */
            row: number;
            product_code: string | null;
            description: string | null;
            quantity: number | null;
            /** Format: int64 */
            unit_price_cents: number | null;
            distributor_reference: string | null;
            errors: components["schemas"]["UploadRowError"][];
        };
        /**
         * @description The first rows of a distributor template's sample spreadsheet, read through the template.
         * @example {
         *       "template_id": 2,
         *       "template_name": "Polokwane Distributors weekly order",
         *       "sheet_name": "Order",
         *       "header_row": 4,
         *       "columns": [
         *         "product_code",
         *         "description",
         *         "quantity",
         *         "unit_price",
         *         "distributor_reference"
         *       ],
         *       "headers": [
         *         "Stock Code",
         *         "Product",
         *         "Qty Ordered",
         *         "Price",
         *         "PO Number"
         *       ],
         *       "rows": [
         *         {
         *           "row": 5,
         *           "product_code": "SKU-1042",
         *           "description": "Rooibos & Honey Body Lotion 400 ml",
         *           "quantity": 48,
         *           "unit_price_cents": 12950,
         *           "distributor_reference": "PO-88213",
         *           "errors": []
         *         },
         *         {
         *           "row": 6,
         *           "product_code": "SKU-1043",
         *           "description": "Marula Oil Hand Cream 75 ml",
         *           "quantity": null,
         *           "unit_price_cents": 6495,
         *           "distributor_reference": "PO-88213",
         *           "errors": [
         *             {
         *               "row": 6,
         *               "column": "Qty Ordered",
         *               "message": "'two dozen' is not a whole number"
         *             }
         *           ]
         *         }
         *       ],
         *       "total_rows": 37
         *     }
         */
        DistributorTemplatePreview: {
            template_id: number;
            template_name: string;
            sheet_name: string;
            header_row: number;
            /** @description The mapped distributor order fields, in mapping order. */
            columns: ("product_code" | "description" | "quantity" | "unit_price" | "distributor_reference")[];
            /** @description The column header each of `columns` is read from, in the same order, exactly as a sheet must carry it on `header_row` (the template's column mapping). */
            headers: string[];
            rows: components["schemas"]["DistributorTemplatePreviewRow"][];
            total_rows: number;
        };
        /**
         * @description The lifecycle of a stock order. `draft` → `processing` (process) → `completed` | `failed`; `draft` or `processing` → `cancelled` (cancel); `failed` → `processing` (retry). Items can only change while `draft`; only a `completed` order has an output spreadsheet to download.
         * @example draft
         * @example completed
         * @enum {string}
         */
        OrderStatusValue: "draft" | "processing" | "completed" | "failed" | "cancelled";
        /**
         * @description One line of a stock order that could not be processed (an entry of `OrderErrorDetails.failed_items`): the line's id, its product code and why.
         * @example {
         *       "item_id": 57,
         *       "product_code": "SKN-0107",
         *       "reason": "Insufficient stock: 3 available, 12 ordered"
         *     }
         */
        FailedItem: {
            /** @description The line's id (`OrderItem.id`); the line may have been removed since. */
            item_id: number;
            product_code: string;
            reason: string;
        };
        /**
         * @description Why processing a stock order failed and which lines caused it: the typed form of an order's `error_details`, sent by the API as `parsed_error_details` (parsed once, on the server).
         * @example {
         *       "message": "1 of 3 items could not be processed",
         *       "failed_items": [
         *         {
         *           "item_id": 57,
         *           "product_code": "SKN-0107",
         *           "reason": "Insufficient stock: 3 available, 12 ordered"
         *         }
         *       ]
         *     }
         */
        OrderErrorDetails: {
            /** @description A summary of the failure. */
            message: string;
            /** @description The lines that could not be processed (empty when the whole run failed). */
            failed_items: components["schemas"]["FailedItem"][];
        };
        /**
         * @description A stock order built from products (the list row; `OrderDetail` adds the items). Totals are kept by the server from the items.
         * @example {
         *       "id": 12,
         *       "version": 1200,
         *       "reference": "ORD-2026-0012",
         *       "status": "completed",
         *       "notes": "Restock for the Umhlanga branch before the festive season",
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "item_count": 2,
         *       "total_quantity": 30,
         *       "total_cents": 161676,
         *       "error_details": null,
         *       "parsed_error_details": null,
         *       "output_file_name": "order_ORD-2026-0012.xlsx",
         *       "created_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "warehouse@example.com"
         *       },
         *       "created_at": "2026-11-18T07:40:00Z",
         *       "updated_at": "2026-11-18T08:05:31Z",
         *       "processed_at": "2026-11-18T08:05:31Z"
         *     }
         * @example {
         *       "id": 14,
         *       "version": 1201,
         *       "reference": "ORD-2026-0014",
         *       "status": "failed",
         *       "notes": null,
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "item_count": 3,
         *       "total_quantity": 40,
         *       "total_cents": 219450,
         *       "error_details": "{\"failed_items\":[{\"item_id\":57,\"product_code\":\"SKN-0107\",\"reason\":\"Insufficient stock: 3 available, 12 ordered\"}],\"message\":\"1 of 3 items could not be processed\"}",
         *       "parsed_error_details": {
         *         "failed_items": [
         *           {
         *             "item_id": 57,
         *             "product_code": "SKN-0107",
         *             "reason": "Insufficient stock: 3 available, 12 ordered"
         *           }
         *         ],
         *         "message": "1 of 3 items could not be processed"
         *       },
         *       "output_file_name": null,
         *       "created_by": {
         *         "id": 5,
         *         "name": "Pieter van der Merwe",
         *         "email": "pieter.vdmerwe@example.com"
         *       },
         *       "created_at": "2026-11-19T10:12:00Z",
         *       "updated_at": "2026-11-19T10:20:44Z",
         *       "processed_at": "2026-11-19T10:20:44Z"
         *     }
         */
        Order: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            /** @description Unique reference; the server makes one (`ORD-<year>-<number>`) when none is given. */
            reference: string;
            status: components["schemas"]["OrderStatusValue"];
            notes: string | null;
            /** @description The accounting period the order is booked in, if any. */
            period_id: number | null;
            /** @description The period's name, for display (null when `period_id` is null). */
            period_name: string | null;
            /** @description Number of lines. */
            item_count: number;
            /** @description Sum of the lines' quantities. */
            total_quantity: number;
            /**
             * Format: int64
             * @description Sum of the lines' `line_total_cents` (ZAR cents, VAT exclusive; stock orders carry no VAT).
             */
            total_cents: number;
            /** @description Set when processing failed (`status` = `failed`), otherwise null: the stored JSON string (§3), `{"failed_items":[{"item_id":41,"product_code":"LIP-0042","reason":"..."}],"message":"..."}`. Screens read `parsed_error_details`, never this text. */
            error_details: string | null;
            /** @description `error_details` parsed once, by the API, in every answer that carries `error_details`: the typed `OrderErrorDetails` object; the text itself when it is not valid JSON or not shaped like `OrderErrorDetails` (the API logs a warning); null when there are none. */
            parsed_error_details: components["schemas"]["OrderErrorDetails"] | string | null;
            /** @description The output spreadsheet's file name (`order_<reference>.xlsx`), set once the order is `completed`; null before. */
            output_file_name: string | null;
            created_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: date-time
             * @description When processing last finished (completed or failed); null until then.
             */
            processed_at: string | null;
        };
        /**
         * @description One page of orders.
         * @example {
         *       "orders": [
         *         {
         *           "id": 12,
         *           "version": 1302,
         *           "reference": "ORD-2026-0012",
         *           "status": "completed",
         *           "notes": "Restock for the Umhlanga branch before the festive season",
         *           "period_id": 11,
         *           "period_name": "November 2026",
         *           "item_count": 2,
         *           "total_quantity": 30,
         *           "total_cents": 161676,
         *           "error_details": null,
         *           "parsed_error_details": null,
         *           "output_file_name": "order_ORD-2026-0012.xlsx",
         *           "created_by": {
         *             "id": 3,
         *             "name": "Thandi Nkosi",
         *             "email": "warehouse@example.com"
         *           },
         *           "created_at": "2026-11-18T07:40:00Z",
         *           "updated_at": "2026-11-18T08:05:31Z",
         *           "processed_at": "2026-11-18T08:05:31Z"
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        OrderList: {
            orders: components["schemas"]["Order"][];
            /** @description Number of orders matching the filters (all pages). */
            total: number;
            skip: number;
            limit: number;
            total_is_estimate?: components["schemas"]["TotalIsEstimate"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description A line to add to a draft order. Without `unit_price_cents` the product's current unit price is used. Adding a product that is already on the order adds a separate line.
         * @example {
         *       "product_id": 318,
         *       "quantity": 24
         *     }
         * @example {
         *       "product_id": 322,
         *       "quantity": 6,
         *       "unit_price_cents": 12500
         *     }
         */
        OrderItemCreate: {
            product_id: number;
            quantity: number;
            /**
             * Format: int64
             * @description Overrides the product's unit price (ZAR cents, VAT exclusive).
             */
            unit_price_cents?: number;
        };
        /**
         * @description A new draft order, optionally with its first lines.
         * @example {
         *       "reference": "ORD-2026-0012",
         *       "notes": "Restock for the Umhlanga branch before the festive season",
         *       "period_id": 11,
         *       "items": [
         *         {
         *           "product_id": 318,
         *           "quantity": 24
         *         },
         *         {
         *           "product_id": 322,
         *           "quantity": 6
         *         }
         *       ]
         *     }
         * @example {
         *       "notes": "Top-up for the Soweto depot"
         *     }
         */
        OrderCreate: {
            /** @description Unique reference; left out, the server makes one (`ORD-<year>-<number>`). */
            reference?: string;
            notes?: string | null;
            /** @description The accounting period to book the order in (must exist and not be archived). */
            period_id?: number | null;
            /** @description Initial lines. */
            items?: components["schemas"]["OrderItemCreate"][];
        };
        /**
         * @description One line of a stock order. `product_code`, `description` and `unit_price_cents` are copied from the product when the line is added, so the line keeps its meaning if the product later changes or is deleted (then `product_id` becomes null).
         * @example {
         *       "id": 41,
         *       "order_id": 12,
         *       "product_id": 318,
         *       "product_code": "LIP-0042",
         *       "description": "Velvet Matte Lipstick – Protea Pink",
         *       "quantity": 24,
         *       "unit_price_cents": 3499,
         *       "line_total_cents": 83976,
         *       "created_at": "2026-11-18T07:42:10Z",
         *       "updated_at": "2026-11-18T07:42:10Z"
         *     }
         */
        OrderItem: {
            id: number;
            order_id: number;
            /** @description The product the line was built from; null once that product has been deleted. */
            product_id: number | null;
            product_code: string;
            description: string;
            quantity: number;
            /**
             * Format: int64
             * @description Unit price in ZAR cents, VAT exclusive.
             */
            unit_price_cents: number;
            /**
             * Format: int64
             * @description `quantity` × `unit_price_cents`.
             */
            line_total_cents: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description An order with its lines (answer of get, create, item changes and cancel).
         * @example {
         *       "id": 12,
         *       "version": 1303,
         *       "reference": "ORD-2026-0012",
         *       "status": "draft",
         *       "notes": "Restock for the Umhlanga branch before the festive season",
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "item_count": 2,
         *       "total_quantity": 30,
         *       "total_cents": 161676,
         *       "error_details": null,
         *       "parsed_error_details": null,
         *       "output_file_name": null,
         *       "created_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "warehouse@example.com"
         *       },
         *       "created_at": "2026-11-18T07:40:00Z",
         *       "updated_at": "2026-11-18T07:44:02Z",
         *       "processed_at": null,
         *       "items": [
         *         {
         *           "id": 41,
         *           "order_id": 12,
         *           "product_id": 318,
         *           "product_code": "LIP-0042",
         *           "description": "Velvet Matte Lipstick – Protea Pink",
         *           "quantity": 24,
         *           "unit_price_cents": 3499,
         *           "line_total_cents": 83976,
         *           "created_at": "2026-11-18T07:42:10Z",
         *           "updated_at": "2026-11-18T07:42:10Z"
         *         },
         *         {
         *           "id": 42,
         *           "order_id": 12,
         *           "product_id": 322,
         *           "product_code": "SKN-0107",
         *           "description": "Rooibos Night Cream 50 ml",
         *           "quantity": 6,
         *           "unit_price_cents": 12950,
         *           "line_total_cents": 77700,
         *           "created_at": "2026-11-18T07:44:02Z",
         *           "updated_at": "2026-11-18T07:44:02Z"
         *         }
         *       ]
         *     }
         */
        OrderDetail: components["schemas"]["Order"] & {
            /** @description The order's lines, oldest first. */
            items: components["schemas"]["OrderItem"][];
        };
        /**
         * @description New quantity (and optionally price) for a line of a draft order.
         * @example {
         *       "quantity": 36
         *     }
         * @example {
         *       "quantity": 12,
         *       "unit_price_cents": 3299
         *     }
         */
        OrderItemUpdate: {
            quantity: number;
            /**
             * Format: int64
             * @description New unit price in ZAR cents; left out, the line keeps its price.
             */
            unit_price_cents?: number;
        };
        /**
         * @description A compact product as the order screen's product search shows it.
         * @example {
         *       "id": 318,
         *       "product_code": "LIP-0042",
         *       "description": "Velvet Matte Lipstick – Protea Pink",
         *       "unit_price_cents": 3499,
         *       "stock_quantity": 240,
         *       "unit": "each"
         *     }
         */
        OrderProduct: {
            id: number;
            product_code: string;
            description: string;
            /**
             * Format: int64
             * @description Current unit price in ZAR cents, VAT exclusive.
             */
            unit_price_cents: number;
            /** @description Units in stock (may be negative when oversold). */
            stock_quantity: number;
            /** @description Unit of sale, for example `each`, `box` or `pack`. */
            unit: string;
        };
        /**
         * @description Products matching an order product search, best matches first.
         * @example {
         *       "products": [
         *         {
         *           "id": 318,
         *           "product_code": "LIP-0042",
         *           "description": "Velvet Matte Lipstick – Protea Pink",
         *           "unit_price_cents": 3499,
         *           "stock_quantity": 240,
         *           "unit": "each"
         *         },
         *         {
         *           "id": 319,
         *           "product_code": "LIP-0043",
         *           "description": "Velvet Matte Lipstick – Fynbos Red",
         *           "unit_price_cents": 3499,
         *           "stock_quantity": 96,
         *           "unit": "each"
         *         }
         *       ],
         *       "total": 2
         *     }
         */
        OrderProductSearchResult: {
            products: components["schemas"]["OrderProduct"][];
            /** @description Number of products matching (may exceed the number returned, which is at most `limit`). */
            total: number;
        };
        /**
         * @description The processing status of an order, polled after process or retry until `is_terminal`. `is_terminal` is false only while `processing`; `draft`, `completed`, `failed` and `cancelled` do not change without a new command.
         * @example {
         *       "status": "processing",
         *       "progress": 40,
         *       "is_terminal": false,
         *       "message": "Writing 4 of 10 lines",
         *       "updated_at": "2026-11-20T09:15:00Z",
         *       "order_id": 12,
         *       "reference": "ORD-2026-0012",
         *       "output_file_name": null,
         *       "error_details": null,
         *       "parsed_error_details": null,
         *       "processed_at": null
         *     }
         * @example {
         *       "status": "completed",
         *       "progress": 100,
         *       "is_terminal": true,
         *       "message": "Order processed",
         *       "updated_at": "2026-11-20T09:15:42Z",
         *       "order_id": 12,
         *       "reference": "ORD-2026-0012",
         *       "output_file_name": "order_ORD-2026-0012.xlsx",
         *       "error_details": null,
         *       "parsed_error_details": null,
         *       "processed_at": "2026-11-20T09:15:42Z"
         *     }
         */
        OrderStatus: components["schemas"]["JobProgress"] & {
            order_id: number;
            reference: string;
            status: components["schemas"]["OrderStatusValue"];
            /** @description Set once `completed`; then GET /api/orders/{id}/download serves the file. */
            output_file_name: string | null;
            /** @description Set once `failed`: the stored JSON string shaped like `OrderErrorDetails`. Screens read `parsed_error_details`. */
            error_details: string | null;
            /** @description `error_details` parsed once, by the API: the typed `OrderErrorDetails` object; the text itself when it is not valid JSON or not shaped like `OrderErrorDetails`; or null. */
            parsed_error_details: components["schemas"]["OrderErrorDetails"] | string | null;
            /** Format: date-time */
            processed_at: string | null;
        };
        /**
         * @description `active` consultants can place consultant orders; `inactive` ones have stopped selling; `suspended` ones are blocked pending a review. Any status can be set by an update.
         * @example active
         * @enum {string}
         */
        ConsultantStatus: "active" | "inactive" | "suspended";
        /**
         * @description One of South Africa's nine provinces.
         * @example Gauteng
         * @enum {string}
         */
        ConsultantProvince: "Eastern Cape" | "Free State" | "Gauteng" | "KwaZulu-Natal" | "Limpopo" | "Mpumalanga" | "North West" | "Northern Cape" | "Western Cape";
        /**
         * @description A South African street address.
         * @example {
         *       "line1": "14 Jan Smuts Avenue",
         *       "line2": "Parktown North",
         *       "city": "Johannesburg",
         *       "province": "Gauteng",
         *       "postal_code": "2193"
         *     }
         */
        ConsultantAddress: {
            line1: string;
            /** @description Suburb, complex or unit. */
            line2: string | null;
            city: string;
            province: components["schemas"]["ConsultantProvince"];
            /** @description Four-digit South African postal code. */
            postal_code: string;
        };
        /**
         * @description An independent sales consultant.
         * @example {
         *       "id": 27,
         *       "version": 1200,
         *       "consultant_number": "CN-000127",
         *       "first_name": "Nomvula",
         *       "last_name": "Dlamini",
         *       "email": "nomvula.dlamini@example.co.za",
         *       "phone": "+27821234567",
         *       "id_number": "8806150234081",
         *       "address": {
         *         "line1": "14 Jan Smuts Avenue",
         *         "line2": "Parktown North",
         *         "city": "Johannesburg",
         *         "province": "Gauteng",
         *         "postal_code": "2193"
         *       },
         *       "distributor": "Highveld Beauty Distributors",
         *       "branch": "Rosebank",
         *       "status": "active",
         *       "joined_date": "2026-02-01",
         *       "consent_form_count": 2,
         *       "created_at": "2026-02-01T08:30:00Z",
         *       "updated_at": "2026-10-14T12:02:19Z"
         *     }
         */
        Consultant: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            /** @description Unique business number, for example `CN-000123`. */
            consultant_number: string;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string | null;
            /** @description Phone number in E.164 form (`+27821234567`); a number stored before the API normalised phones that does not read as a South African one is answered as it was typed. */
            phone: string | null;
            /** @description South African ID number (13 digits). */
            id_number: string | null;
            address: components["schemas"]["ConsultantAddress"];
            /** @description The distributor the consultant buys through. */
            distributor: string | null;
            branch: string | null;
            status: components["schemas"]["ConsultantStatus"];
            /** Format: date */
            joined_date: string;
            /** @description Number of consent forms on file. */
            consent_form_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description One page of consultants.
         * @example {
         *       "consultants": [
         *         {
         *           "id": 27,
         *           "version": 1304,
         *           "consultant_number": "CN-000127",
         *           "first_name": "Nomvula",
         *           "last_name": "Dlamini",
         *           "email": "nomvula.dlamini@example.co.za",
         *           "phone": "+27821234567",
         *           "id_number": "8806150234081",
         *           "address": {
         *             "line1": "14 Jan Smuts Avenue",
         *             "line2": "Parktown North",
         *             "city": "Johannesburg",
         *             "province": "Gauteng",
         *             "postal_code": "2193"
         *           },
         *           "distributor": "Highveld Beauty Distributors",
         *           "branch": "Rosebank",
         *           "status": "active",
         *           "joined_date": "2026-02-01",
         *           "consent_form_count": 2,
         *           "created_at": "2026-02-01T08:30:00Z",
         *           "updated_at": "2026-10-14T12:02:19Z"
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        ConsultantList: {
            consultants: components["schemas"]["Consultant"][];
            /** @description Number of consultants matching the filters (all pages). */
            total: number;
            skip: number;
            limit: number;
            total_is_estimate?: components["schemas"]["TotalIsEstimate"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description A new consultant.
         * @example {
         *       "first_name": "Nomvula",
         *       "last_name": "Dlamini",
         *       "email": "nomvula.dlamini@example.co.za",
         *       "phone": "+27821234567",
         *       "id_number": "8806150234081",
         *       "address": {
         *         "line1": "14 Jan Smuts Avenue",
         *         "line2": "Parktown North",
         *         "city": "Johannesburg",
         *         "province": "Gauteng",
         *         "postal_code": "2193"
         *       },
         *       "distributor": "Highveld Beauty Distributors",
         *       "branch": "Rosebank",
         *       "joined_date": "2026-02-01"
         *     }
         */
        ConsultantCreate: {
            /** @description Unique; left out, the server makes the next `CN-` number. */
            consultant_number?: string;
            first_name: string;
            last_name: string;
            /** Format: email */
            email?: string | null;
            /** @description A South African number in any usual form (`082 555 0199`, `0825550199`, `+27 82 555 0199`, `27825550199`); stored and answered in E.164 (`+27825550199`). Any other value is refused (422 on `phone`); an empty string clears it. */
            phone?: string | null;
            /** @description South African ID number (13 digits). */
            id_number?: string | null;
            address: components["schemas"]["ConsultantAddress"];
            distributor?: string | null;
            branch?: string | null;
            /** @description Defaults to `active`. */
            status?: components["schemas"]["ConsultantStatus"];
            /**
             * Format: date
             * @description Defaults to today (Africa/Johannesburg).
             */
            joined_date?: string;
        };
        /**
         * @description Changes to a consultant. Fields left out keep their value; `address`, when given, replaces the whole address.
         * @example {
         *       "phone": "+27834567890",
         *       "status": "suspended"
         *     }
         * @example {
         *       "address": {
         *         "line1": "3 Long Street",
         *         "line2": null,
         *         "city": "Cape Town",
         *         "province": "Western Cape",
         *         "postal_code": "8001"
         *       }
         *     }
         */
        ConsultantUpdate: {
            consultant_number?: string;
            first_name?: string;
            last_name?: string;
            /** Format: email */
            email?: string | null;
            /** @description A South African number in any usual form (`082 555 0199`, `0825550199`, `+27 82 555 0199`, `27825550199`); stored and answered in E.164 (`+27825550199`). Any other value is refused (422 on `phone`); an empty string clears it. */
            phone?: string | null;
            id_number?: string | null;
            address?: components["schemas"]["ConsultantAddress"];
            distributor?: string | null;
            branch?: string | null;
            status?: components["schemas"]["ConsultantStatus"];
            /** Format: date */
            joined_date?: string;
        };
        /**
         * @description Consultants whose number, name, email, phone or ID number match a search term.
         * @example {
         *       "consultants": [
         *         {
         *           "id": 31,
         *           "version": 1305,
         *           "consultant_number": "CN-000131",
         *           "first_name": "Johan",
         *           "last_name": "Botha",
         *           "email": null,
         *           "phone": "+27725550199",
         *           "id_number": null,
         *           "address": {
         *             "line1": "22 Voortrekker Road",
         *             "line2": null,
         *             "city": "Bloemfontein",
         *             "province": "Free State",
         *             "postal_code": "9301"
         *           },
         *           "distributor": null,
         *           "branch": null,
         *           "status": "inactive",
         *           "joined_date": "2026-03-15",
         *           "consent_form_count": 0,
         *           "created_at": "2026-03-15T09:00:00Z",
         *           "updated_at": "2026-06-30T16:45:00Z"
         *         }
         *       ],
         *       "total": 1
         *     }
         */
        ConsultantSearchResult: {
            /** @description At most `limit` matches, best first. */
            consultants: components["schemas"]["Consultant"][];
            /** @description Number of matches (may exceed the number returned). */
            total: number;
        };
        /**
         * @description Consultants to delete together (all or none).
         * @example {
         *       "consultant_ids": [
         *         27,
         *         31,
         *         44
         *       ]
         *     }
         */
        ConsultantBulkDelete: {
            consultant_ids: number[];
        };
        /**
         * @example {
         *       "deleted": 3
         *     }
         */
        ConsultantBulkDeleteResult: {
            /** @description Number of consultants deleted. */
            deleted: number;
        };
        /**
         * @description A problem with one row of a consultant bulk-upload spreadsheet.
         * @example {
         *       "row": 7,
         *       "column": "id_number",
         *       "message": "ID number must be 13 digits"
         *     }
         * @example {
         *       "row": 12,
         *       "column": null,
         *       "message": "Duplicate of row 4 (same consultant_number CN-000140)"
         *     }
         */
        ConsultantImportRowError: {
            /** @description The spreadsheet row number (1 is the header row, so data starts at 2). */
            row: number;
            /** @description The column header the problem is in; null when it concerns the whole row. */
            column: string | null;
            message: string;
        };
        /**
         * @description The outcome of a consultant bulk upload in which every row was valid.
         * @example {
         *       "imported": 48,
         *       "total_rows": 48,
         *       "errors": []
         *     }
         */
        ConsultantBulkUploadResult: {
            /** @description Number of consultants created. */
            imported: number;
            /** @description Number of data rows read (header excluded; blank rows skipped). */
            total_rows: number;
            /** @description Always empty on success (any row error refuses the whole file with a 400). */
            errors: components["schemas"]["ConsultantImportRowError"][];
        };
        /**
         * @description The 400 answer of a consultant bulk upload with at least one bad row: nothing was imported, and `errors` lists the first 100 row errors (`error_count` says how many there were).
         * @example {
         *       "detail": "2 of 48 rows are invalid; nothing was imported",
         *       "errors": [
         *         {
         *           "row": 7,
         *           "column": "id_number",
         *           "message": "ID number must be 13 digits"
         *         },
         *         {
         *           "row": 19,
         *           "column": "province",
         *           "message": "'Gauteng Province' is not a South African province"
         *         }
         *       ]
         *     }
         */
        ConsultantBulkUploadError: {
            detail: string;
            errors: components["schemas"]["ConsultantImportRowError"][];
            /** @description How many row errors there were; `errors` holds the first 100 of them. */
            error_count?: number;
        };
        /**
         * @description Which consultants to export: exactly `consultant_ids` when given (non-empty); otherwise every consultant that matches the filters (`search`, `status`, `province`, as in `listConsultants`), all consultants when there are none.
         * @example {
         *       "consultant_ids": [
         *         27,
         *         31
         *       ]
         *     }
         * @example {
         *       "status": "active",
         *       "province": "Gauteng"
         *     }
         * @example {}
         */
        ConsultantExportRequest: {
            consultant_ids?: number[];
            /** @description The list's search (number, name, email, phone or ID number contains it). */
            search?: string;
            status?: components["schemas"]["ConsultantStatus"];
            province?: components["schemas"]["ConsultantProvince"];
        };
        /**
         * @description What a consent-form file is: the signed POPIA consent, a copy of the ID document, the consultant contract, or something else.
         * @example popia_consent
         * @enum {string}
         */
        ConsentFormType: "popia_consent" | "id_copy" | "contract" | "other";
        /**
         * @description A file kept on a consultant's record (POPIA consent and related documents).
         * @example {
         *       "id": 9,
         *       "version": 1200,
         *       "consultant_id": 27,
         *       "file_name": "popia_consent_nomvula_dlamini.pdf",
         *       "file_type": "popia_consent",
         *       "description": "Signed at the Rosebank branch",
         *       "content_type": "application/pdf",
         *       "size_bytes": 184320,
         *       "uploaded_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "warehouse@example.com"
         *       },
         *       "created_at": "2026-02-01T08:41:12Z"
         *     }
         */
        ConsentForm: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            consultant_id: number;
            /** @description The file's name as uploaded. */
            file_name: string;
            file_type: components["schemas"]["ConsentFormType"];
            description: string | null;
            /**
             * @description The stored media type (download answers with it).
             * @enum {string}
             */
            content_type: "application/pdf" | "image/jpeg" | "image/png";
            size_bytes: number;
            uploaded_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description All consent forms of one consultant, newest first (not paginated).
         * @example {
         *       "consent_forms": [
         *         {
         *           "id": 10,
         *           "version": 1307,
         *           "consultant_id": 27,
         *           "file_name": "id_copy.jpg",
         *           "file_type": "id_copy",
         *           "description": null,
         *           "content_type": "image/jpeg",
         *           "size_bytes": 402113,
         *           "uploaded_by": {
         *             "id": 3,
         *             "name": "Thandi Nkosi",
         *             "email": "warehouse@example.com"
         *           },
         *           "created_at": "2026-02-01T08:43:50Z"
         *         },
         *         {
         *           "id": 9,
         *           "version": 1306,
         *           "consultant_id": 27,
         *           "file_name": "popia_consent_nomvula_dlamini.pdf",
         *           "file_type": "popia_consent",
         *           "description": "Signed at the Rosebank branch",
         *           "content_type": "application/pdf",
         *           "size_bytes": 184320,
         *           "uploaded_by": {
         *             "id": 3,
         *             "name": "Thandi Nkosi",
         *             "email": "warehouse@example.com"
         *           },
         *           "created_at": "2026-02-01T08:41:12Z"
         *         }
         *       ],
         *       "total": 2
         *     }
         */
        ConsentFormList: {
            consent_forms: components["schemas"]["ConsentForm"][];
            total: number;
        };
        /**
         * @description The lifecycle of a consultant order. `draft` → `submitted` (and back to `draft`); `draft` or `submitted` → `cancelled`; `cancelled` → `draft` (reopen). Only combining sets `combined` (a `submitted` order becomes `combined` when its combination completes); deleting the combined order returns it to `submitted`. A `combined` order cannot be changed or deleted.
         * @example submitted
         * @enum {string}
         */
        ConsultantOrderStatus: "draft" | "submitted" | "combined" | "cancelled";
        /**
         * @description A compact consultant order, as listed on a consultant's page.
         * @example {
         *       "id": 305,
         *       "order_number": "CO-2026-000305",
         *       "status": "submitted",
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "total_cents": 124850,
         *       "item_count": 5,
         *       "created_at": "2026-11-09T13:20:00Z"
         *     }
         */
        ConsultantHistoryOrder: {
            /** @description The consultant order's id (GET /api/consultant-orders/{id}). */
            id: number;
            order_number: string;
            status: components["schemas"]["ConsultantOrderStatus"];
            period_id: number;
            period_name: string;
            /**
             * Format: int64
             * @description Order total in ZAR cents, VAT inclusive.
             */
            total_cents: number;
            item_count: number;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description One page of a consultant's consultant orders.
         * @example {
         *       "consultant_orders": [
         *         {
         *           "id": 305,
         *           "order_number": "CO-2026-000305",
         *           "status": "submitted",
         *           "period_id": 11,
         *           "period_name": "November 2026",
         *           "total_cents": 124850,
         *           "item_count": 5,
         *           "created_at": "2026-11-09T13:20:00Z"
         *         },
         *         {
         *           "id": 251,
         *           "order_number": "CO-2026-000251",
         *           "status": "combined",
         *           "period_id": 10,
         *           "period_name": "October 2026",
         *           "total_cents": 89700,
         *           "item_count": 3,
         *           "created_at": "2026-10-12T09:05:00Z"
         *         }
         *       ],
         *       "total": 2,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        ConsultantHistoryOrderList: {
            consultant_orders: components["schemas"]["ConsultantHistoryOrder"][];
            total: number;
            skip: number;
            limit: number;
        };
        /**
         * @description A consultant order as a list row (without its items; `GET /api/consultant-orders/{id}` adds them).
         * @example {
         *       "id": 123,
         *       "version": 1200,
         *       "order_number": "CO-2026-000123",
         *       "consultant_id": 58,
         *       "consultant_number": "CN-001042",
         *       "consultant_name": "Naledi Dlamini",
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "status": "submitted",
         *       "order_date": "2026-11-03",
         *       "notes": "Deliver to the Soweto branch, Vilakazi Street.",
         *       "item_count": 2,
         *       "total_quantity": 3,
         *       "subtotal_cents": 62300,
         *       "vat_cents": 9345,
         *       "total_cents": 71645,
         *       "combined_order_id": null,
         *       "combined_number": null,
         *       "submitted_at": "2026-11-03T08:02:40Z",
         *       "created_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "thandi.nkosi@example.co.za"
         *       },
         *       "created_at": "2026-11-03T07:45:12Z",
         *       "updated_at": "2026-11-03T08:02:40Z"
         *     }
         */
        ConsultantOrderSummary: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            /** @description Human-readable number, `CO-<year>-<6-digit sequence>`, assigned on creation. */
            order_number: string;
            consultant_id: number;
            /** @description The consultant's own number, for display. */
            consultant_number: string;
            /** @description The consultant's first and last name, for display. */
            consultant_name: string;
            period_id: number;
            period_name: string;
            status: components["schemas"]["ConsultantOrderStatus"];
            /**
             * Format: date
             * @description The day the consultant placed the order (defaults to the day it was created).
             */
            order_date: string;
            notes: string | null;
            /** @description Number of lines. */
            item_count: number;
            /** @description Sum of the lines' quantities. */
            total_quantity: number;
            /**
             * Format: int64
             * @description Sum of the lines' `line_total_cents` (VAT exclusive).
             */
            subtotal_cents: number;
            /**
             * Format: int64
             * @description 15% of `subtotal_cents`, rounded half up to the cent.
             */
            vat_cents: number;
            /**
             * Format: int64
             * @description `subtotal_cents + vat_cents`.
             */
            total_cents: number;
            /** @description The combined order this order went into; null unless `status` is `combined`. */
            combined_order_id: number | null;
            /** @description That combined order's number, for display; null when `combined_order_id` is null. */
            combined_number: string | null;
            /**
             * Format: date-time
             * @description When the order was last set to `submitted`; null if it never was.
             */
            submitted_at: string | null;
            created_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description A page of consultant orders (list rows, without items).
         * @example {
         *       "consultant_orders": [
         *         {
         *           "id": 123,
         *           "version": 1308,
         *           "order_number": "CO-2026-000123",
         *           "consultant_id": 58,
         *           "consultant_number": "CN-001042",
         *           "consultant_name": "Naledi Dlamini",
         *           "period_id": 11,
         *           "period_name": "November 2026",
         *           "status": "submitted",
         *           "order_date": "2026-11-03",
         *           "notes": "Deliver to the Soweto branch, Vilakazi Street.",
         *           "item_count": 2,
         *           "total_quantity": 3,
         *           "subtotal_cents": 62300,
         *           "vat_cents": 9345,
         *           "total_cents": 71645,
         *           "combined_order_id": null,
         *           "combined_number": null,
         *           "submitted_at": "2026-11-03T08:02:40Z",
         *           "created_by": {
         *             "id": 3,
         *             "name": "Thandi Nkosi",
         *             "email": "thandi.nkosi@example.co.za"
         *           },
         *           "created_at": "2026-11-03T07:45:12Z",
         *           "updated_at": "2026-11-03T08:02:40Z"
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        ConsultantOrderList: {
            consultant_orders: components["schemas"]["ConsultantOrderSummary"][];
            /** @description Number of orders matching the filters, over all pages. */
            total: number;
            skip: number;
            limit: number;
            total_is_estimate?: components["schemas"]["TotalIsEstimate"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description A line to add to a consultant order. Name the product by `product_id` or by `product_code` (at least one). A known product fills `description` and, unless given, `unit_price_cents` from the catalogue. A `product_code` that matches no product is accepted as a free line only when `description` and `unit_price_cents` are both given (otherwise 400); its `product_id` stays null. An unknown `product_id` is a 404.
         * @example {
         *       "product_code": "SKN-0042",
         *       "quantity": 2
         *     }
         * @example {
         *       "product_id": 107,
         *       "quantity": 1,
         *       "unit_price_cents": 24500
         *     }
         */
        ConsultantOrderItemCreate: {
            product_id?: number;
            product_code?: string;
            /** @description Only used for a product code that is not in the catalogue. */
            description?: string;
            quantity: number;
            /**
             * Format: int64
             * @description Overrides the catalogue price (ZAR cents, VAT exclusive).
             */
            unit_price_cents?: number;
        } | Record<string, never> | Record<string, never>;
        /**
         * @description A new consultant order. The consultant must be `active` and the period `draft` or `active` (409 otherwise); an unknown consultant, period or product is a 404. `status` defaults to `draft`; creating it `submitted` needs at least one item (400 otherwise).
         * @example {
         *       "consultant_id": 58,
         *       "period_id": 11,
         *       "order_date": "2026-11-03",
         *       "notes": "Deliver to the Soweto branch, Vilakazi Street.",
         *       "items": [
         *         {
         *           "product_code": "SKN-0042",
         *           "quantity": 2
         *         },
         *         {
         *           "product_id": 107,
         *           "quantity": 1,
         *           "unit_price_cents": 24500
         *         }
         *       ],
         *       "status": "submitted"
         *     }
         */
        ConsultantOrderCreate: {
            consultant_id: number;
            period_id: number;
            /**
             * Format: date
             * @description Defaults to today (South African time).
             */
            order_date?: string;
            notes?: string | null;
            /** @default [] */
            items?: components["schemas"]["ConsultantOrderItemCreate"][];
            /**
             * @default draft
             * @enum {string}
             */
            status?: "draft" | "submitted";
        };
        /**
         * @description One line of a consultant order. `line_total_cents` is `quantity × unit_price_cents` (VAT exclusive).
         * @example {
         *       "id": 981,
         *       "consultant_order_id": 123,
         *       "product_id": 42,
         *       "product_code": "SKN-0042",
         *       "description": "Rooibos Night Cream 50 ml",
         *       "quantity": 2,
         *       "unit_price_cents": 18900,
         *       "line_total_cents": 37800,
         *       "created_at": "2026-11-03T07:45:12Z",
         *       "updated_at": "2026-11-03T07:45:12Z"
         *     }
         */
        ConsultantOrderItem: {
            id: number;
            consultant_order_id: number;
            /** @description The catalogue product, or null for a line entered by product code that matched no product. */
            product_id: number | null;
            product_code: string;
            description: string;
            quantity: number;
            /**
             * Format: int64
             * @description Unit price in ZAR cents, VAT exclusive.
             */
            unit_price_cents: number;
            /**
             * Format: int64
             * @description `quantity × unit_price_cents`, VAT exclusive.
             */
            line_total_cents: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description A consultant order with its items (the detail read model). Money is ZAR cents; prices are VAT exclusive and VAT is 15% of the subtotal.
         * @example {
         *       "id": 123,
         *       "version": 1200,
         *       "order_number": "CO-2026-000123",
         *       "consultant_id": 58,
         *       "consultant_number": "CN-001042",
         *       "consultant_name": "Naledi Dlamini",
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "status": "submitted",
         *       "order_date": "2026-11-03",
         *       "notes": "Deliver to the Soweto branch, Vilakazi Street.",
         *       "item_count": 2,
         *       "total_quantity": 3,
         *       "subtotal_cents": 62300,
         *       "vat_cents": 9345,
         *       "total_cents": 71645,
         *       "combined_order_id": null,
         *       "combined_number": null,
         *       "submitted_at": "2026-11-03T08:02:40Z",
         *       "created_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "thandi.nkosi@example.co.za"
         *       },
         *       "created_at": "2026-11-03T07:45:12Z",
         *       "updated_at": "2026-11-03T08:02:40Z",
         *       "items": [
         *         {
         *           "id": 981,
         *           "consultant_order_id": 123,
         *           "product_id": 42,
         *           "product_code": "SKN-0042",
         *           "description": "Rooibos Night Cream 50 ml",
         *           "quantity": 2,
         *           "unit_price_cents": 18900,
         *           "line_total_cents": 37800,
         *           "created_at": "2026-11-03T07:45:12Z",
         *           "updated_at": "2026-11-03T07:45:12Z"
         *         },
         *         {
         *           "id": 982,
         *           "consultant_order_id": 123,
         *           "product_id": 107,
         *           "product_code": "BDY-0107",
         *           "description": "Marula Body Butter 250 ml",
         *           "quantity": 1,
         *           "unit_price_cents": 24500,
         *           "line_total_cents": 24500,
         *           "created_at": "2026-11-03T07:46:03Z",
         *           "updated_at": "2026-11-03T07:46:03Z"
         *         }
         *       ]
         *     }
         */
        ConsultantOrder: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            /** @description Human-readable number, `CO-<year>-<6-digit sequence>`, assigned on creation. */
            order_number: string;
            consultant_id: number;
            /** @description The consultant's own number, for display. */
            consultant_number: string;
            /** @description The consultant's first and last name, for display. */
            consultant_name: string;
            period_id: number;
            period_name: string;
            status: components["schemas"]["ConsultantOrderStatus"];
            /**
             * Format: date
             * @description The day the consultant placed the order (defaults to the day it was created).
             */
            order_date: string;
            notes: string | null;
            /** @description Number of lines. */
            item_count: number;
            /** @description Sum of the lines' quantities. */
            total_quantity: number;
            /**
             * Format: int64
             * @description Sum of the lines' `line_total_cents` (VAT exclusive).
             */
            subtotal_cents: number;
            /**
             * Format: int64
             * @description 15% of `subtotal_cents`, rounded half up to the cent.
             */
            vat_cents: number;
            /**
             * Format: int64
             * @description `subtotal_cents + vat_cents`.
             */
            total_cents: number;
            /** @description The combined order this order went into; null unless `status` is `combined`. */
            combined_order_id: number | null;
            /** @description That combined order's number, for display; null when `combined_order_id` is null. */
            combined_number: string | null;
            /**
             * Format: date-time
             * @description When the order was last set to `submitted`; null if it never was.
             */
            submitted_at: string | null;
            created_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The order's lines, oldest first. */
            items: components["schemas"]["ConsultantOrderItem"][];
        };
        /**
         * @description Changes to a consultant order; send at least one field. Allowed status changes: `draft` → `submitted` (needs at least one item), `submitted` → `draft`, `draft` or `submitted` → `cancelled`, `cancelled` → `draft`. A `combined` order, an order in a pending or processing combination, or any other status change is refused with 409. A `cancelled` order accepts only the change back to `draft`.
         * @example {
         *       "status": "submitted"
         *     }
         * @example {
         *       "notes": "Collect at the Durban North branch.",
         *       "order_date": "2026-11-04"
         *     }
         */
        ConsultantOrderUpdate: {
            /** Format: date */
            order_date?: string;
            notes?: string | null;
            /** @enum {string} */
            status?: "draft" | "submitted" | "cancelled";
        };
        /**
         * @description Changes to one line of a consultant order; send at least one field.
         * @example {
         *       "quantity": 3
         *     }
         * @example {
         *       "quantity": 4,
         *       "unit_price_cents": 17500
         *     }
         */
        ConsultantOrderItemUpdate: {
            quantity?: number;
            /**
             * Format: int64
             * @description ZAR cents, VAT exclusive.
             */
            unit_price_cents?: number;
            description?: string;
        };
        /**
         * @description Consultant orders to delete together. All or nothing: if any id does not exist the answer is 404, and if any order is `combined` (or in a pending or processing combination) the answer is 409 naming those orders; in both cases nothing is deleted.
         * @example {
         *       "consultant_order_ids": [
         *         123,
         *         124,
         *         131
         *       ]
         *     }
         */
        ConsultantOrderBulkDelete: {
            consultant_order_ids: number[];
        };
        /**
         * @description The outcome of a consultant-order bulk delete.
         * @example {
         *       "deleted": 3,
         *       "consultant_order_ids": [
         *         123,
         *         124,
         *         131
         *       ]
         *     }
         */
        ConsultantOrderBulkDeleteResult: {
            /** @description Number of orders deleted. */
            deleted: number;
            /** @description The ids that were deleted. */
            consultant_order_ids: number[];
        };
        /**
         * @description Optional body of `POST /api/consultant-orders/{id}/combine`.
         * @example {
         *       "notes": "Urgent, collect at the Sandton warehouse on Friday."
         *     }
         */
        ConsultantOrderCombine: {
            /** @description Copied to the combined order's `notes`. */
            notes?: string | null;
        };
        /**
         * @description The job that combines submitted consultant orders into one combined order. `pending` → `processing` → `completed` | `failed`. While it is pending or processing its consultant orders are locked (updates, item changes, deletes and other combinations get 409). On `completed` the orders become `combined` and `combined_order_id` is set; on `failed` they stay `submitted` and `error` says why. `id` is the combination's own id (not a combined order id), used by `GET`/`DELETE /api/consultant-orders/combination-status/{id}`.
         * @example {
         *       "id": 31,
         *       "status": "processing",
         *       "progress": 50,
         *       "is_terminal": false,
         *       "message": "Merging lines of 2 consultant orders",
         *       "updated_at": "2026-11-06T10:15:04Z",
         *       "period_id": 11,
         *       "consultant_order_ids": [
         *         123,
         *         127
         *       ],
         *       "combined_order_id": null,
         *       "error": null,
         *       "created_at": "2026-11-06T10:15:02Z"
         *     }
         * @example {
         *       "id": 31,
         *       "status": "completed",
         *       "progress": 100,
         *       "is_terminal": true,
         *       "message": "Combined order CMB-2026-000045 created",
         *       "updated_at": "2026-11-06T10:15:07Z",
         *       "period_id": 11,
         *       "consultant_order_ids": [
         *         123,
         *         127
         *       ],
         *       "combined_order_id": 45,
         *       "error": null,
         *       "created_at": "2026-11-06T10:15:02Z"
         *     }
         */
        CombinationStatus: components["schemas"]["JobProgress"] & {
            /** @description The combination's id. */
            id: number;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed";
            /** @description The period every combined consultant order belongs to. */
            period_id: number;
            consultant_order_ids: number[];
            /** @description The combined order created; null until `status` is `completed`. */
            combined_order_id: number | null;
            /** @description Why the combination failed; null unless `status` is `failed`. */
            error: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description Consultant orders to combine into one combined order. Every order must exist (404), be `submitted`, belong to the same period and not already be in a pending or processing combination (409 otherwise).
         * @example {
         *       "consultant_order_ids": [
         *         123,
         *         127
         *       ],
         *       "notes": "Week 45 collection for the Gauteng branches."
         *     }
         */
        ConsultantOrderBulkCombine: {
            consultant_order_ids: number[];
            /** @description Copied to the combined order's `notes`. */
            notes?: string | null;
        };
        /**
         * @description `open` when created by a combination; `invoiced` once an invoice is created from it (`POST /api/invoices/from-order`), and back to `open` if that invoice is voided. An `invoiced` combined order cannot be deleted.
         * @example open
         * @enum {string}
         */
        CombinedOrderStatus: "open" | "invoiced";
        /**
         * @description A combined order as a list row (without lines; `GET /api/combined-orders/{id}` adds them).
         * @example {
         *       "id": 45,
         *       "combined_number": "CMB-2026-000045",
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "status": "open",
         *       "consultant_order_ids": [
         *         123,
         *         127
         *       ],
         *       "consultant_order_count": 2,
         *       "line_count": 3,
         *       "total_quantity": 8,
         *       "subtotal_cents": 138900,
         *       "vat_cents": 20835,
         *       "total_cents": 159735,
         *       "notes": "Week 45 collection for the Gauteng branches.",
         *       "invoice_id": null,
         *       "invoice_number": null,
         *       "created_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "thandi.nkosi@example.co.za"
         *       },
         *       "created_at": "2026-11-06T10:15:07Z",
         *       "updated_at": "2026-11-06T10:15:07Z"
         *     }
         */
        CombinedOrderSummary: {
            id: number;
            /** @description Human-readable number, `CMB-<year>-<6-digit sequence>`. */
            combined_number: string;
            period_id: number;
            period_name: string;
            status: components["schemas"]["CombinedOrderStatus"];
            consultant_order_ids: number[];
            consultant_order_count: number;
            /** @description Number of product lines. */
            line_count: number;
            total_quantity: number;
            /**
             * Format: int64
             * @description Sum of the lines (VAT exclusive), equal to the sum of the consultant orders' subtotals.
             */
            subtotal_cents: number;
            /**
             * Format: int64
             * @description 15% of `subtotal_cents`, rounded half up to the cent.
             */
            vat_cents: number;
            /**
             * Format: int64
             * @description `subtotal_cents + vat_cents`.
             */
            total_cents: number;
            notes: string | null;
            /** @description The invoice created from this combined order; null while `status` is `open`. */
            invoice_id: number | null;
            /** @description That invoice's number, for display; null when `invoice_id` is null. */
            invoice_number: string | null;
            created_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description A page of combined orders (list rows, without lines).
         * @example {
         *       "combined_orders": [
         *         {
         *           "id": 45,
         *           "combined_number": "CMB-2026-000045",
         *           "period_id": 11,
         *           "period_name": "November 2026",
         *           "status": "open",
         *           "consultant_order_ids": [
         *             123,
         *             127
         *           ],
         *           "consultant_order_count": 2,
         *           "line_count": 3,
         *           "total_quantity": 8,
         *           "subtotal_cents": 138900,
         *           "vat_cents": 20835,
         *           "total_cents": 159735,
         *           "notes": "Week 45 collection for the Gauteng branches.",
         *           "invoice_id": null,
         *           "invoice_number": null,
         *           "created_by": {
         *             "id": 3,
         *             "name": "Thandi Nkosi",
         *             "email": "thandi.nkosi@example.co.za"
         *           },
         *           "created_at": "2026-11-06T10:15:07Z",
         *           "updated_at": "2026-11-06T10:15:07Z"
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        CombinedOrderList: {
            combined_orders: components["schemas"]["CombinedOrderSummary"][];
            /** @description Number of combined orders matching the filters, over all pages. */
            total: number;
            skip: number;
            limit: number;
            total_is_estimate?: components["schemas"]["TotalIsEstimate"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description One product line of a combined order: the consultant orders' items with the same `product_code` and `unit_price_cents` added together.
         * @example {
         *       "product_id": 42,
         *       "product_code": "SKN-0042",
         *       "description": "Rooibos Night Cream 50 ml",
         *       "quantity": 5,
         *       "unit_price_cents": 18900,
         *       "line_total_cents": 94500
         *     }
         */
        CombinedOrderLine: {
            /** @description The catalogue product, or null for free lines with no catalogue product. */
            product_id: number | null;
            product_code: string;
            description: string;
            quantity: number;
            /**
             * Format: int64
             * @description ZAR cents, VAT exclusive.
             */
            unit_price_cents: number;
            /**
             * Format: int64
             * @description `quantity × unit_price_cents`, VAT exclusive.
             */
            line_total_cents: number;
        };
        /**
         * @description A consultant order inside a combined order, as the combined order's detail lists it.
         * @example {
         *       "id": 123,
         *       "order_number": "CO-2026-000123",
         *       "consultant_id": 58,
         *       "consultant_number": "CN-001042",
         *       "consultant_name": "Naledi Dlamini",
         *       "order_date": "2026-11-03",
         *       "total_quantity": 3,
         *       "total_cents": 71645
         *     }
         */
        CombinedOrderConsultantOrderRef: {
            id: number;
            order_number: string;
            consultant_id: number;
            consultant_number: string;
            consultant_name: string;
            /** Format: date */
            order_date: string;
            total_quantity: number;
            /**
             * Format: int64
             * @description The consultant order's total including VAT, ZAR cents.
             */
            total_cents: number;
        };
        /**
         * @description Consultant orders of one period combined for fulfilment (the detail read model). Money is ZAR cents; prices are VAT exclusive and VAT is 15% of the subtotal.
         * @example {
         *       "id": 45,
         *       "combined_number": "CMB-2026-000045",
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "status": "open",
         *       "consultant_order_ids": [
         *         123,
         *         127
         *       ],
         *       "consultant_order_count": 2,
         *       "line_count": 3,
         *       "total_quantity": 8,
         *       "subtotal_cents": 138900,
         *       "vat_cents": 20835,
         *       "total_cents": 159735,
         *       "notes": "Week 45 collection for the Gauteng branches.",
         *       "invoice_id": null,
         *       "invoice_number": null,
         *       "created_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "thandi.nkosi@example.co.za"
         *       },
         *       "created_at": "2026-11-06T10:15:07Z",
         *       "updated_at": "2026-11-06T10:15:07Z",
         *       "lines": [
         *         {
         *           "product_id": 107,
         *           "product_code": "BDY-0107",
         *           "description": "Marula Body Butter 250 ml",
         *           "quantity": 1,
         *           "unit_price_cents": 24500,
         *           "line_total_cents": 24500
         *         },
         *         {
         *           "product_id": 15,
         *           "product_code": "HAIR-0015",
         *           "description": "Baobab Hair Oil 100 ml",
         *           "quantity": 2,
         *           "unit_price_cents": 9950,
         *           "line_total_cents": 19900
         *         },
         *         {
         *           "product_id": 42,
         *           "product_code": "SKN-0042",
         *           "description": "Rooibos Night Cream 50 ml",
         *           "quantity": 5,
         *           "unit_price_cents": 18900,
         *           "line_total_cents": 94500
         *         }
         *       ],
         *       "consultant_orders": [
         *         {
         *           "id": 123,
         *           "order_number": "CO-2026-000123",
         *           "consultant_id": 58,
         *           "consultant_number": "CN-001042",
         *           "consultant_name": "Naledi Dlamini",
         *           "order_date": "2026-11-03",
         *           "total_quantity": 3,
         *           "total_cents": 71645
         *         },
         *         {
         *           "id": 127,
         *           "order_number": "CO-2026-000127",
         *           "consultant_id": 64,
         *           "consultant_number": "CN-001077",
         *           "consultant_name": "Pieter van der Merwe",
         *           "order_date": "2026-11-04",
         *           "total_quantity": 5,
         *           "total_cents": 88090
         *         }
         *       ]
         *     }
         */
        CombinedOrder: {
            id: number;
            /** @description Human-readable number, `CMB-<year>-<6-digit sequence>`. */
            combined_number: string;
            period_id: number;
            period_name: string;
            status: components["schemas"]["CombinedOrderStatus"];
            consultant_order_ids: number[];
            consultant_order_count: number;
            /** @description Number of product lines. */
            line_count: number;
            total_quantity: number;
            /**
             * Format: int64
             * @description Sum of the lines (VAT exclusive), equal to the sum of the consultant orders' subtotals.
             */
            subtotal_cents: number;
            /**
             * Format: int64
             * @description 15% of `subtotal_cents`, rounded half up to the cent.
             */
            vat_cents: number;
            /**
             * Format: int64
             * @description `subtotal_cents + vat_cents`.
             */
            total_cents: number;
            notes: string | null;
            /** @description The invoice created from this combined order; null while `status` is `open`. */
            invoice_id: number | null;
            /** @description That invoice's number, for display; null when `invoice_id` is null. */
            invoice_number: string | null;
            created_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Per-product lines, ordered by `product_code`. */
            lines: components["schemas"]["CombinedOrderLine"][];
            /** @description The consultant orders it combines, with their consultants' names. */
            consultant_orders: components["schemas"]["CombinedOrderConsultantOrderRef"][];
        };
        /**
         * @description Facts about a combined order's PDF (pick list and summary), as `GET /api/combined-orders/{id}/pdf/download` would serve it. The PDF is generated on first request and regenerated when the combined order changes.
         * @example {
         *       "combined_order_id": 45,
         *       "file_name": "combined_order_45.pdf",
         *       "size_bytes": 48213,
         *       "page_count": 2,
         *       "generated_at": "2026-11-06T10:15:09Z"
         *     }
         */
        CombinedOrderPdfInfo: {
            combined_order_id: number;
            /** @description The name the download's `Content-Disposition` gives, `combined_order_<id>.pdf`. */
            file_name: string;
            /** Format: int64 */
            size_bytes: number;
            page_count: number;
            /** Format: date-time */
            generated_at: string;
        };
        /**
         * @description Combined orders to delete together (the reason, if any, is the `reason` query parameter). All or nothing: if any id does not exist the answer is 404, and if any is `invoiced` the answer is 409 naming those; in both cases nothing is deleted. Each deleted combined order's consultant orders return to `submitted`.
         * @example {
         *       "combined_order_ids": [
         *         45,
         *         46
         *       ]
         *     }
         */
        CombinedOrderBulkDelete: {
            combined_order_ids: number[];
        };
        /**
         * @description The outcome of a combined-order bulk delete.
         * @example {
         *       "deleted": 2,
         *       "combined_order_ids": [
         *         45,
         *         46
         *       ],
         *       "released_consultant_order_ids": [
         *         123,
         *         127,
         *         131
         *       ]
         *     }
         */
        CombinedOrderBulkDeleteResult: {
            /** @description Number of combined orders deleted. */
            deleted: number;
            /** @description The ids that were deleted. */
            combined_order_ids: number[];
            /** @description The consultant orders that went back to `submitted`. */
            released_consultant_order_ids: number[];
        };
        /**
         * @description Who an invoice from the combined order would be addressed to: the consultant when every consultant order in it is one consultant's (`consultant_id` set), otherwise the consultants' distributor or branch (`consultant_id` null).
         * @example {
         *       "name": "Gauteng North Branch",
         *       "consultant_id": null,
         *       "consultant_number": null,
         *       "email": "gautengnorth@example.co.za",
         *       "phone": "+27 12 345 6789",
         *       "address": "14 Church Street, Hatfield, Pretoria, 0083"
         *     }
         * @example {
         *       "name": "Naledi Dlamini",
         *       "consultant_id": 58,
         *       "consultant_number": "CN-001042",
         *       "email": "naledi.dlamini@example.co.za",
         *       "phone": "+27 82 555 0142",
         *       "address": "8 Vilakazi Street, Orlando West, Soweto, 1804"
         *     }
         */
        InvoicePreviewBillTo: {
            name: string;
            consultant_id: number | null;
            consultant_number: string | null;
            /** Format: email */
            email: string | null;
            phone: string | null;
            /** @description Postal address on one line, comma separated. */
            address: string | null;
        };
        /**
         * @description One line an invoice created from the combined order would have.
         * @example {
         *       "product_id": 42,
         *       "product_code": "SKN-0042",
         *       "description": "Rooibos Night Cream 50 ml",
         *       "quantity": 5,
         *       "unit_price_cents": 18900,
         *       "line_total_cents": 94500
         *     }
         */
        InvoicePreviewLine: {
            product_id: number | null;
            product_code: string;
            description: string;
            quantity: number;
            /**
             * Format: int64
             * @description ZAR cents, VAT exclusive.
             */
            unit_price_cents: number;
            /**
             * Format: int64
             * @description `quantity × unit_price_cents`, VAT exclusive.
             */
            line_total_cents: number;
        };
        /**
         * @description One party an invoice of a combined order can be billed to: a consultant whose orders are in it, or a distributor or branch of those consultants. `key` is what `payer` of `POST /api/invoices/from-order` takes; `reason` says why this party would pay.
         * @example {
         *       "key": "distributor:Gauteng Naturals",
         *       "kind": "distributor",
         *       "name": "Gauteng Naturals",
         *       "consultant_id": null,
         *       "address": null,
         *       "reason": "The distributor of 2 of the 2 consultants in this combined order (Naledi Dlamini, Thabo Mokoena)"
         *     }
         */
        InvoicePayerOption: {
            key: string;
            /** @enum {string} */
            kind: "consultant" | "distributor" | "branch";
            name: string;
            consultant_id: number | null;
            /** @description Postal address on one line, comma separated; null when not on record. */
            address: string | null;
            reason: string;
        };
        /**
         * @description What `POST /api/invoices/from-order` would create from a combined order, computed without saving anything. VAT is 15% of the subtotal (`vat_rate_percent`), rounded half up to the cent. `invoice_id` names the invoice already created from it, if any.
         * @example {
         *       "combined_order_id": 45,
         *       "combined_number": "CMB-2026-000045",
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "bill_to": {
         *         "name": "Gauteng North Branch",
         *         "consultant_id": null,
         *         "consultant_number": null,
         *         "email": "gautengnorth@example.co.za",
         *         "phone": "+27 12 345 6789",
         *         "address": "14 Church Street, Hatfield, Pretoria, 0083"
         *       },
         *       "lines": [
         *         {
         *           "product_id": 107,
         *           "product_code": "BDY-0107",
         *           "description": "Marula Body Butter 250 ml",
         *           "quantity": 1,
         *           "unit_price_cents": 24500,
         *           "line_total_cents": 24500
         *         },
         *         {
         *           "product_id": 15,
         *           "product_code": "HAIR-0015",
         *           "description": "Baobab Hair Oil 100 ml",
         *           "quantity": 2,
         *           "unit_price_cents": 9950,
         *           "line_total_cents": 19900
         *         },
         *         {
         *           "product_id": 42,
         *           "product_code": "SKN-0042",
         *           "description": "Rooibos Night Cream 50 ml",
         *           "quantity": 5,
         *           "unit_price_cents": 18900,
         *           "line_total_cents": 94500
         *         }
         *       ],
         *       "subtotal_cents": 138900,
         *       "vat_rate_percent": 15,
         *       "vat_cents": 20835,
         *       "total_cents": 159735,
         *       "currency": "ZAR",
         *       "invoice_id": null,
         *       "payer_options": [
         *         {
         *           "key": "branch:Gauteng North Branch",
         *           "kind": "branch",
         *           "name": "Gauteng North Branch",
         *           "consultant_id": null,
         *           "address": null,
         *           "reason": "The branch of 2 of the 2 consultants in this combined order"
         *         }
         *       ],
         *       "default_payer": "branch:Gauteng North Branch",
         *       "default_payer_reason": "Billed to Gauteng North Branch because its consultants have no distributor and 2 of the 2 are in this branch"
         *     }
         */
        InvoicePreview: {
            combined_order_id: number;
            combined_number: string;
            period_id: number;
            period_name: string;
            bill_to: components["schemas"]["InvoicePreviewBillTo"];
            lines: components["schemas"]["InvoicePreviewLine"][];
            /** Format: int64 */
            subtotal_cents: number;
            /**
             * @description South African VAT rate in percent.
             * @enum {integer}
             */
            vat_rate_percent: 15;
            /** Format: int64 */
            vat_cents: number;
            /** Format: int64 */
            total_cents: number;
            /** @enum {string} */
            currency: "ZAR";
            /** @description The invoice already created from this combined order; null if none. */
            invoice_id: number | null;
            /** @description Who the invoice can be billed to (decision 049): each consultant whose orders are in the combined order, and each of their distributors and branches. */
            payer_options: components["schemas"]["InvoicePayerOption"][];
            /** @description The `key` of the option billed when no `payer` is chosen (`bill_to` describes it). */
            default_payer: string;
            /** @description Why the default payer is billed, e.g. "Billed to Gauteng Naturals because …". */
            default_payer_reason: string;
        };
        /**
         * @description A product that can be put on an invoice line, with how much of it was ordered in the period.
         * @example {
         *       "product_id": 1207,
         *       "product_code": "RB-TEA-250",
         *       "description": "Rooibos tea, 250 g",
         *       "unit_price_cents": 9000,
         *       "quantity_ordered_in_period": 184
         *     }
         */
        InvoiceProduct: {
            product_id: number;
            product_code: string;
            description: string;
            /**
             * Format: int64
             * @description VAT exclusive.
             */
            unit_price_cents: number;
            /** @description Sum of this product's quantities on the period's submitted and combined consultant orders. */
            quantity_ordered_in_period: number;
        };
        /**
         * @description Products matching an invoice product search (code or description contains the query, case-insensitive; exact code matches first). `total` counts every match, `products` holds at most `limit` of them.
         * @example {
         *       "products": [
         *         {
         *           "product_id": 1207,
         *           "product_code": "RB-TEA-250",
         *           "description": "Rooibos tea, 250 g",
         *           "unit_price_cents": 9000,
         *           "quantity_ordered_in_period": 184
         *         },
         *         {
         *           "product_id": 1208,
         *           "product_code": "RB-TEA-500",
         *           "description": "Rooibos tea, 500 g",
         *           "unit_price_cents": 16500,
         *           "quantity_ordered_in_period": 61
         *         }
         *       ],
         *       "total": 2
         *     }
         */
        InvoiceProductSearchResult: {
            products: components["schemas"]["InvoiceProduct"][];
            total: number;
        };
        /**
         * @description An invoice as listed (without its lines and payments; `GET /api/invoices/{id}` adds them). Status: `draft` → `issued` → `partially_paid` → `paid`; `draft`, or `issued` without payments → `void`. Amounts: `subtotal_cents` is the sum of the lines (VAT exclusive), `vat_cents` 15% of it rounded half up to the cent, `total_cents` = subtotal + VAT, `balance_cents` = total − `amount_paid_cents`.
         * @example {
         *       "id": 42,
         *       "version": 1200,
         *       "invoice_number": "INV-2026-0042",
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "source_type": "consultant_order",
         *       "source_id": 231,
         *       "source_number": "CO-2026-0231",
         *       "consultant_id": 48,
         *       "consultant_name": "Lerato Mokoena",
         *       "bill_to_name": "Lerato Mokoena",
         *       "status": "partially_paid",
         *       "issue_date": "2026-11-24",
         *       "due_date": "2026-12-24",
         *       "item_count": 2,
         *       "subtotal_cents": 101500,
         *       "vat_cents": 15225,
         *       "total_cents": 116725,
         *       "amount_paid_cents": 50000,
         *       "balance_cents": 66725,
         *       "notes": "Deliver to the Soweto branch",
         *       "created_by": {
         *         "id": 2,
         *         "name": "Pieter van der Merwe",
         *         "email": "supervisor@example.com"
         *       },
         *       "created_at": "2026-11-24T08:00:00Z",
         *       "updated_at": "2026-11-27T12:30:00Z"
         *     }
         */
        InvoiceSummary: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            /** @description `INV-<year>-<sequence>`, given at creation, never reused. */
            invoice_number: string;
            period_id: number;
            period_name: string;
            /**
             * @description The kind of order the invoice was created from.
             * @enum {string}
             */
            source_type: "combined_order" | "consultant_order";
            /** @description The id of the combined order or consultant order. */
            source_id: number;
            /** @description That order's number, for display. */
            source_number: string;
            /** @description The consultant billed; null for invoices of combined orders. */
            consultant_id: number | null;
            /** @description The consultant's full name; null when `consultant_id` is null. */
            consultant_name: string | null;
            /** @description Who the invoice is addressed to: the consultant's full name, or for a combined order the distributor or branch it is fulfilled for. Editable while the invoice is a draft. */
            bill_to_name: string;
            /** @enum {string} */
            status: "draft" | "issued" | "partially_paid" | "paid" | "void";
            /**
             * Format: date
             * @description The day the invoice was created; reset to the day it is issued.
             */
            issue_date: string;
            /**
             * Format: date
             * @description Defaults to `issue_date` + 30 days.
             */
            due_date: string;
            item_count: number;
            /** Format: int64 */
            subtotal_cents: number;
            /** Format: int64 */
            vat_cents: number;
            /** Format: int64 */
            total_cents: number;
            /** Format: int64 */
            amount_paid_cents: number;
            /** Format: int64 */
            balance_cents: number;
            notes: string | null;
            created_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description One page of invoices.
         * @example {
         *       "invoices": [
         *         {
         *           "id": 43,
         *           "version": 1309,
         *           "invoice_number": "INV-2026-0043",
         *           "period_id": 11,
         *           "period_name": "November 2026",
         *           "source_type": "combined_order",
         *           "source_id": 19,
         *           "source_number": "CMB-2026-0019",
         *           "consultant_id": null,
         *           "consultant_name": null,
         *           "bill_to_name": "Durban North branch",
         *           "status": "draft",
         *           "issue_date": "2026-11-25",
         *           "due_date": "2026-12-25",
         *           "item_count": 12,
         *           "subtotal_cents": 1250000,
         *           "vat_cents": 187500,
         *           "total_cents": 1437500,
         *           "amount_paid_cents": 0,
         *           "balance_cents": 1437500,
         *           "notes": null,
         *           "created_by": {
         *             "id": 2,
         *             "name": "Pieter van der Merwe",
         *             "email": "supervisor@example.com"
         *           },
         *           "created_at": "2026-11-25T09:10:00Z",
         *           "updated_at": "2026-11-25T09:10:00Z"
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        InvoiceList: {
            invoices: components["schemas"]["InvoiceSummary"][];
            total: number;
            skip: number;
            limit: number;
            total_is_estimate?: components["schemas"]["TotalIsEstimate"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description One line of an invoice. Prices are VAT exclusive; `line_total_cents` = `quantity` × `unit_price_cents`.
         * @example {
         *       "id": 801,
         *       "invoice_id": 42,
         *       "product_id": 1207,
         *       "product_code": "RB-TEA-250",
         *       "description": "Rooibos tea, 250 g",
         *       "quantity": 6,
         *       "unit_price_cents": 9000,
         *       "line_total_cents": 54000,
         *       "created_at": "2026-11-24T08:05:00Z",
         *       "updated_at": "2026-11-24T08:05:00Z"
         *     }
         */
        InvoiceItem: {
            id: number;
            invoice_id: number;
            /** @description The catalogue product the line was taken from, when it is known. */
            product_id: number | null;
            product_code: string;
            description: string;
            quantity: number;
            /** Format: int64 */
            unit_price_cents: number;
            /** Format: int64 */
            line_total_cents: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description One payment recorded against an invoice.
         * @example {
         *       "id": 57,
         *       "amount_cents": 50000,
         *       "paid_on": "2026-11-27",
         *       "method": "eft",
         *       "reference": "FNB 20261127 MOKOENA",
         *       "recorded_by": {
         *         "id": 2,
         *         "name": "Pieter van der Merwe",
         *         "email": "supervisor@example.com"
         *       },
         *       "created_at": "2026-11-27T12:30:00Z"
         *     }
         */
        InvoicePayment: {
            id: number;
            /** Format: int64 */
            amount_cents: number;
            /**
             * Format: date
             * @description The day the money was received.
             */
            paid_on: string;
            /** @enum {string} */
            method: "eft" | "cash" | "card" | "other";
            /** @description Bank or receipt reference. */
            reference: string | null;
            recorded_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description An invoice with its lines and payments. With `?product_code=` on `GET /api/invoices/{id}` `items` holds only the lines of that product; the amounts stay those of the whole invoice.
         * @example {
         *       "id": 42,
         *       "version": 1310,
         *       "invoice_number": "INV-2026-0042",
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "source_type": "consultant_order",
         *       "source_id": 231,
         *       "source_number": "CO-2026-0231",
         *       "consultant_id": 48,
         *       "consultant_name": "Lerato Mokoena",
         *       "bill_to_name": "Lerato Mokoena",
         *       "status": "partially_paid",
         *       "issue_date": "2026-11-24",
         *       "due_date": "2026-12-24",
         *       "item_count": 2,
         *       "subtotal_cents": 101500,
         *       "vat_cents": 15225,
         *       "total_cents": 116725,
         *       "amount_paid_cents": 50000,
         *       "balance_cents": 66725,
         *       "notes": "Deliver to the Soweto branch",
         *       "bill_to_address": null,
         *       "bill_to_vat_number": null,
         *       "created_by": {
         *         "id": 2,
         *         "name": "Pieter van der Merwe",
         *         "email": "supervisor@example.com"
         *       },
         *       "created_at": "2026-11-24T08:00:00Z",
         *       "updated_at": "2026-11-27T12:30:00Z",
         *       "items": [
         *         {
         *           "id": 801,
         *           "invoice_id": 42,
         *           "product_id": 1207,
         *           "product_code": "RB-TEA-250",
         *           "description": "Rooibos tea, 250 g",
         *           "quantity": 5,
         *           "unit_price_cents": 9000,
         *           "line_total_cents": 45000,
         *           "created_at": "2026-11-24T08:00:00Z",
         *           "updated_at": "2026-11-24T08:00:00Z"
         *         },
         *         {
         *           "id": 802,
         *           "invoice_id": 42,
         *           "product_id": 1311,
         *           "product_code": "MRL-OIL-100",
         *           "description": "Marula body oil, 100 ml",
         *           "quantity": 2,
         *           "unit_price_cents": 28250,
         *           "line_total_cents": 56500,
         *           "created_at": "2026-11-24T08:00:00Z",
         *           "updated_at": "2026-11-24T08:00:00Z"
         *         }
         *       ],
         *       "payments": [
         *         {
         *           "id": 57,
         *           "amount_cents": 50000,
         *           "paid_on": "2026-11-27",
         *           "method": "eft",
         *           "reference": "FNB 20261127 MOKOENA",
         *           "recorded_by": {
         *             "id": 2,
         *             "name": "Pieter van der Merwe",
         *             "email": "supervisor@example.com"
         *           },
         *           "created_at": "2026-11-27T12:30:00Z"
         *         }
         *       ]
         *     }
         */
        Invoice: components["schemas"]["InvoiceSummary"] & {
            /** @description The recipient's address as entered on the invoice or stored when it was created (a consultant's); null when none (the PDF then prints the consultant's address, if any). */
            bill_to_address: string | null;
            /** @description The recipient's VAT registration number; null when not registered or unknown. */
            bill_to_vat_number: string | null;
            items: components["schemas"]["InvoiceItem"][];
            /** @description Oldest first. */
            payments: components["schemas"]["InvoicePayment"][];
        };
        /**
         * @description Changes to an invoice; at least one field. `bill_to_name`, `bill_to_address`, `bill_to_vat_number` and `due_date` may change only while the invoice is a `draft`; `notes` at any time except on `void` invoices. `status` moves it: `issued` (from `draft`, with at least one line; sets `issue_date` to today) or `void` (from `draft`, or from `issued` while nothing has been paid). Other moves answer 409.
         * @example {
         *       "status": "issued"
         *     }
         * @example {
         *       "bill_to_name": "Lerato Mokoena (Soweto)",
         *       "due_date": "2026-12-15",
         *       "notes": "Collects on Fridays"
         *     }
         * @example {
         *       "bill_to_name": "Karoo Wellness Distributors",
         *       "bill_to_address": "12 Church Street\nGraaff-Reinet\n6280",
         *       "bill_to_vat_number": "4123456789"
         *     }
         */
        InvoiceUpdate: {
            bill_to_name?: string;
            /** @description The recipient's address as the tax invoice prints it (lines separated by newlines); null or blank prints the consultant's address, or "Address not on record". */
            bill_to_address?: string | null;
            /** @description The recipient's VAT registration number (ten digits starting with 4), printed on the tax invoice when the recipient is a VAT vendor; null when not registered. */
            bill_to_vat_number?: string | null;
            /** Format: date */
            due_date?: string;
            notes?: string | null;
            /** @enum {string} */
            status?: "issued" | "void";
        };
        /**
         * @description Creates a `draft` invoice from a combined order or a consultant order, copying its lines (product, quantity, unit price). A consultant order must be `submitted` or `combined`; an order that already has an invoice that is not `void` cannot be invoiced again (409). `due_date` defaults to the issue date + 30 days. `payer` (a combined order only) is the `key` of one of the invoice preview's `payer_options`; without it the preview's `default_payer` is billed. A key that is not one of the options is refused with 422 on `payer`.
         * @example {
         *       "source_type": "consultant_order",
         *       "source_id": 231
         *     }
         * @example {
         *       "source_type": "combined_order",
         *       "source_id": 19,
         *       "due_date": "2026-12-31",
         *       "notes": "Pay into the Standard Bank account on the statement"
         *     }
         * @example {
         *       "source_type": "combined_order",
         *       "source_id": 19,
         *       "payer": "consultant:58"
         *     }
         */
        InvoiceFromOrderCreate: {
            /** @enum {string} */
            source_type: "combined_order" | "consultant_order";
            source_id: number;
            /** Format: date */
            due_date?: string;
            notes?: string | null;
            payer?: string;
        };
        /**
         * @description A payment to record. Accepted only while the invoice is `issued` or `partially_paid`, and `amount_cents` may not exceed the invoice's `balance_cents`.
         * @example {
         *       "amount_cents": 50000,
         *       "paid_on": "2026-11-27",
         *       "method": "eft",
         *       "reference": "FNB 20261127 MOKOENA"
         *     }
         * @example {
         *       "amount_cents": 12100,
         *       "paid_on": "2026-11-30",
         *       "method": "cash"
         *     }
         */
        InvoicePaymentCreate: {
            /** Format: int64 */
            amount_cents: number;
            /** Format: date */
            paid_on: string;
            /** @enum {string} */
            method: "eft" | "cash" | "card" | "other";
            reference?: string | null;
        };
        /**
         * @description A line to add to a draft invoice. `description` and `unit_price_cents` default to the product with this `product_code` in the invoice's period (see `GET /api/invoices/products/search`); when no such product exists both must be given (otherwise 400).
         * @example {
         *       "product_code": "RB-TEA-250",
         *       "quantity": 6
         *     }
         * @example {
         *       "product_code": "MRL-OIL-100",
         *       "description": "Marula body oil, 100 ml",
         *       "quantity": 2,
         *       "unit_price_cents": 28250
         *     }
         */
        InvoiceItemCreate: {
            product_code: string;
            description?: string;
            quantity: number;
            /** Format: int64 */
            unit_price_cents?: number;
        };
        /**
         * @description Changes to a line of a draft invoice; at least one field.
         * @example {
         *       "quantity": 8
         *     }
         * @example {
         *       "unit_price_cents": 8500,
         *       "description": "Rooibos tea, 250 g (promotion)"
         *     }
         */
        InvoiceItemUpdate: {
            description?: string;
            quantity?: number;
            /** Format: int64 */
            unit_price_cents?: number;
        };
        /**
         * @description A week's submitted consultant orders of one period, gathered into one spreadsheet for the warehouse or a distributor. Lifecycle: `pending` (created, not yet run) → `processing` → `completed` | `failed`; `pending` or `processing` → `cancelled`; `failed` → `processing` (process again). The counts and totals are a snapshot taken at creation and refreshed when processing finishes.
         * @example {
         *       "id": 5,
         *       "period_id": 11,
         *       "period_name": "November 2026",
         *       "week_start": "2026-11-16",
         *       "week_end": "2026-11-22",
         *       "status": "completed",
         *       "consultant_order_count": 14,
         *       "total_quantity": 236,
         *       "total_cents": 4861250,
         *       "file_name": "weekly_combination_5.xlsx",
         *       "error": null,
         *       "created_by": {
         *         "id": 3,
         *         "name": "Thandi Nkosi",
         *         "email": "warehouse@example.com"
         *       },
         *       "created_at": "2026-11-23T07:45:00Z",
         *       "updated_at": "2026-11-23T07:46:12Z",
         *       "processed_at": "2026-11-23T07:46:12Z"
         *     }
         */
        WeeklyCombination: {
            id: number;
            period_id: number;
            /** @description The accounting period's name, for display. */
            period_name: string;
            /**
             * Format: date
             * @description First day of the week (inclusive).
             */
            week_start: string;
            /**
             * Format: date
             * @description Last day of the week (inclusive); `week_start` + 6 days unless given.
             */
            week_end: string;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed" | "cancelled";
            /** @description Consultant orders of the period whose submission date (SAST) falls in the week and that are still submitted: not combined, invoiced or cancelled (decision 051). */
            consultant_order_count: number;
            /** @description Sum of the quantities of every line of those orders. */
            total_quantity: number;
            /**
             * Format: int64
             * @description Sum of those orders' totals (VAT inclusive), ZAR cents.
             */
            total_cents: number;
            /** @description The spreadsheet's file name; null until the combination is `completed`. */
            file_name: string | null;
            /** @description Why processing failed; null unless `failed`. */
            error: string | null;
            created_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: date-time
             * @description When processing finished (completed or failed); null before.
             */
            processed_at: string | null;
        };
        /**
         * @description One page of weekly combinations.
         * @example {
         *       "weekly_combinations": [
         *         {
         *           "id": 6,
         *           "period_id": 11,
         *           "period_name": "November 2026",
         *           "week_start": "2026-11-23",
         *           "week_end": "2026-11-29",
         *           "status": "pending",
         *           "consultant_order_count": 9,
         *           "total_quantity": 118,
         *           "total_cents": 2317400,
         *           "file_name": null,
         *           "error": null,
         *           "created_by": {
         *             "id": 3,
         *             "name": "Thandi Nkosi",
         *             "email": "warehouse@example.com"
         *           },
         *           "created_at": "2026-11-30T06:30:00Z",
         *           "updated_at": "2026-11-30T06:30:00Z",
         *           "processed_at": null
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        WeeklyCombinationList: {
            weekly_combinations: components["schemas"]["WeeklyCombination"][];
            total: number;
            skip: number;
            limit: number;
        };
        /**
         * @description Starts a weekly combination for one period and week (status `pending`; run it with `POST /api/weekly-combinations/{id}/process`). `week_end` defaults to `week_start` + 6 days; it may not be before `week_start` nor more than 6 days after it. Only one combination that is not `cancelled` may exist per period and week.
         * @example {
         *       "period_id": 11,
         *       "week_start": "2026-11-16"
         *     }
         * @example {
         *       "period_id": 11,
         *       "week_start": "2026-11-23",
         *       "week_end": "2026-11-29"
         *     }
         */
        WeeklyCombinationCreate: {
            period_id: number;
            /** Format: date */
            week_start: string;
            /** Format: date */
            week_end?: string;
        };
        /**
         * @description One consultant order a weekly combination would gather.
         * @example {
         *       "consultant_order_id": 231,
         *       "order_number": "CO-2026-0231",
         *       "consultant_id": 48,
         *       "consultant_name": "Lerato Mokoena",
         *       "item_count": 4,
         *       "total_quantity": 17,
         *       "subtotal_cents": 300000,
         *       "total_cents": 345000,
         *       "submitted_at": "2026-11-18T10:12:00Z"
         *     }
         */
        WeeklyCombinationPreviewOrder: {
            consultant_order_id: number;
            order_number: string;
            consultant_id: number;
            consultant_name: string;
            item_count: number;
            total_quantity: number;
            /**
             * Format: int64
             * @description The order's subtotal, VAT exclusive, ZAR cents. The orders' subtotals add up to the combination's `totals.subtotal_cents`; VAT is added once, on that sum (decision 051).
             */
            subtotal_cents: number;
            /**
             * Format: int64
             * @description The order's own total, VAT inclusive (its VAT rounded on its own), ZAR cents. The combination's total is not the sum of these but its subtotal plus VAT (decision 051).
             */
            total_cents: number;
            /** Format: date-time */
            submitted_at: string;
        };
        /**
         * @description One product's total across the orders a weekly combination would gather.
         * @example {
         *       "product_code": "RB-TEA-250",
         *       "description": "Rooibos tea, 250 g",
         *       "quantity": 42,
         *       "total_cents": 378000
         *     }
         */
        WeeklyCombinationPreviewProduct: {
            product_code: string;
            description: string;
            quantity: number;
            /**
             * Format: int64
             * @description Sum of the line totals for this product (VAT exclusive), ZAR cents.
             */
            total_cents: number;
        };
        /**
         * @description Totals of a weekly combination preview. `subtotal_cents` is the sum of the product lines (VAT exclusive), `vat_cents` 15% of it (rounded to the cent), `total_cents` their sum.
         * @example {
         *       "order_count": 14,
         *       "product_count": 23,
         *       "total_quantity": 236,
         *       "subtotal_cents": 4227174,
         *       "vat_cents": 634076,
         *       "total_cents": 4861250
         *     }
         */
        WeeklyCombinationPreviewTotals: {
            order_count: number;
            product_count: number;
            total_quantity: number;
            /** Format: int64 */
            subtotal_cents: number;
            /** Format: int64 */
            vat_cents: number;
            /** Format: int64 */
            total_cents: number;
        };
        /**
         * @description What the weekly combination gathers, computed live from the consultant orders of its period submitted on a day of its week (SAST) that are still submitted: not combined, invoiced or cancelled (decision 051). It may differ from the snapshot on the combination until processed.
         * @example {
         *       "weekly_combination_id": 5,
         *       "period_id": 11,
         *       "week_start": "2026-11-16",
         *       "week_end": "2026-11-22",
         *       "orders": [
         *         {
         *           "consultant_order_id": 231,
         *           "order_number": "CO-2026-0231",
         *           "consultant_id": 48,
         *           "consultant_name": "Lerato Mokoena",
         *           "item_count": 2,
         *           "total_quantity": 7,
         *           "subtotal_cents": 101500,
         *           "total_cents": 116725,
         *           "submitted_at": "2026-11-18T10:12:00Z"
         *         }
         *       ],
         *       "products": [
         *         {
         *           "product_code": "RB-TEA-250",
         *           "description": "Rooibos tea, 250 g",
         *           "quantity": 5,
         *           "total_cents": 45000
         *         },
         *         {
         *           "product_code": "MRL-OIL-100",
         *           "description": "Marula body oil, 100 ml",
         *           "quantity": 2,
         *           "total_cents": 56500
         *         }
         *       ],
         *       "totals": {
         *         "order_count": 1,
         *         "product_count": 2,
         *         "total_quantity": 7,
         *         "subtotal_cents": 101500,
         *         "vat_cents": 15225,
         *         "total_cents": 116725
         *       }
         *     }
         */
        WeeklyCombinationPreview: {
            weekly_combination_id: number;
            period_id: number;
            /** Format: date */
            week_start: string;
            /** Format: date */
            week_end: string;
            orders: components["schemas"]["WeeklyCombinationPreviewOrder"][];
            /** @description One row per product code, sorted by product code. */
            products: components["schemas"]["WeeklyCombinationPreviewProduct"][];
            totals: components["schemas"]["WeeklyCombinationPreviewTotals"];
        };
        /**
         * @description The processing job of a weekly combination. `is_terminal` is true for `completed`, `failed` and `cancelled`; `pending` (not yet started) is not terminal.
         * @example {
         *       "id": 5,
         *       "status": "processing",
         *       "progress": 60,
         *       "is_terminal": false,
         *       "message": "Writing order 9 of 14",
         *       "updated_at": "2026-11-23T07:46:02Z",
         *       "consultant_order_count": 14,
         *       "file_name": null,
         *       "error": null,
         *       "processed_at": null
         *     }
         * @example {
         *       "id": 5,
         *       "status": "completed",
         *       "progress": 100,
         *       "is_terminal": true,
         *       "message": "Spreadsheet ready",
         *       "updated_at": "2026-11-23T07:46:12Z",
         *       "consultant_order_count": 14,
         *       "file_name": "weekly_combination_5.xlsx",
         *       "error": null,
         *       "processed_at": "2026-11-23T07:46:12Z"
         *     }
         */
        WeeklyCombinationStatus: components["schemas"]["JobProgress"] & {
            /** @description The weekly combination's id. */
            id: number;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed" | "cancelled";
            consultant_order_count: number;
            /** @description Set once `completed`. */
            file_name: string | null;
            /** @description Why processing failed; null unless `failed`. */
            error: string | null;
            /** Format: date-time */
            processed_at: string | null;
        };
        /**
         * @description Where a completed weekly combination's spreadsheet can be fetched. `download_url` is `/api/weekly-combinations/{id}/file` (relative to the API host, same session) unless the backend serves files from storage with a signed URL, in which case `expires_at` says until when it works.
         * @example {
         *       "download_url": "/api/weekly-combinations/5/file",
         *       "file_name": "weekly_combination_5.xlsx",
         *       "size_bytes": 18432,
         *       "content_type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
         *       "expires_at": null
         *     }
         */
        WeeklyCombinationDownload: {
            /** Format: uri-reference */
            download_url: string;
            file_name: string;
            size_bytes: number;
            /** @enum {string} */
            content_type?: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
            /**
             * Format: date-time
             * @description When `download_url` stops working; null or absent if it does not expire.
             */
            expires_at?: string | null;
        };
        /**
         * @description The sign-in form (OAuth2 password form, `application/x-www-form-urlencoded`) of `/auth/cookie/login` and `/auth/jwt/login`. `username` holds the email address (matched case-insensitively). A JSON body is not read and answers 422.
         * @example {
         *       "username": "thandi.nkosi@example.com",
         *       "password": "Soweto2026!"
         *     }
         */
        LoginForm: {
            /** @description The user's email address. */
            username: string;
            /** Format: password */
            password: string;
            /** @description Optional; if sent it must be `password`. */
            grant_type?: string;
            /**
             * @description Accepted for OAuth2 compatibility and ignored.
             * @default
             */
            scope?: string;
            /** @description Accepted for OAuth2 compatibility and ignored. */
            client_id?: string;
            /**
             * Format: password
             * @description Accepted for OAuth2 compatibility and ignored.
             */
            client_secret?: string;
        };
        /**
         * @description A role's machine name. `admin`, `supervisor`, `warehouse_staff` and `readonly` are staff roles (badges Administrator, Supervisor, Warehouse Staff, Read Only); the three `distributor_*` roles only reach distributor orders, distributor templates and the dashboard.
         * @example warehouse_staff
         * @enum {string}
         */
        RoleName: "admin" | "supervisor" | "warehouse_staff" | "readonly" | "distributor_admin" | "distributor_editor" | "distributor_readonly";
        /**
         * @description A resource that permissions are granted on (the `resource` half of `resource:action`).
         * @example consultant_orders
         * @enum {string}
         */
        PermissionResource: "dashboard" | "uploads" | "products" | "templates" | "orders" | "consultants" | "consultant_orders" | "combined_orders" | "weekly_combinations" | "invoices" | "distributor_orders" | "distributor_templates";
        /**
         * @description The `action` half of `resource:action`.
         * @example read
         * @enum {string}
         */
        PermissionAction: "create" | "read" | "update" | "delete";
        /**
         * @description Whether the user may perform one action on one resource. Permission lists hold every resource and action pair (12 resources x 4 actions = 48 entries, in the order of `PermissionResource` then `PermissionAction`), each with `granted`; a superuser has every pair granted.
         * @example {
         *       "resource": "orders",
         *       "action": "update",
         *       "granted": true
         *     }
         */
        PermissionGrant: {
            resource: components["schemas"]["PermissionResource"];
            action: components["schemas"]["PermissionAction"];
            granted: boolean;
        };
        /**
         * @description A staff member's account (the read model answered by `/auth/me`, registration, email verification and the admin user endpoints). `role` is the primary role: the first of the user's `roles` in the order admin, supervisor, warehouse_staff, readonly, distributor_admin, distributor_editor, distributor_readonly, or null when the user has no role yet. `permissions` is the effective permission matrix of all the user's roles.
         * @example {
         *       "id": 7,
         *       "version": 1200,
         *       "email": "thandi.nkosi@example.com",
         *       "first_name": "Thandi",
         *       "last_name": "Nkosi",
         *       "full_name": "Thandi Nkosi",
         *       "role": "warehouse_staff",
         *       "roles": [
         *         "warehouse_staff"
         *       ],
         *       "permissions": [
         *         {
         *           "resource": "dashboard",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "dashboard",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "dashboard",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "dashboard",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "uploads",
         *           "action": "create",
         *           "granted": true
         *         },
         *         {
         *           "resource": "uploads",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "uploads",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "uploads",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "products",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "products",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "products",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "products",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "templates",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "templates",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "templates",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "templates",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "orders",
         *           "action": "create",
         *           "granted": true
         *         },
         *         {
         *           "resource": "orders",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "orders",
         *           "action": "update",
         *           "granted": true
         *         },
         *         {
         *           "resource": "orders",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "consultants",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "consultants",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "consultants",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "consultants",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "consultant_orders",
         *           "action": "create",
         *           "granted": true
         *         },
         *         {
         *           "resource": "consultant_orders",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "consultant_orders",
         *           "action": "update",
         *           "granted": true
         *         },
         *         {
         *           "resource": "consultant_orders",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "combined_orders",
         *           "action": "create",
         *           "granted": true
         *         },
         *         {
         *           "resource": "combined_orders",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "combined_orders",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "combined_orders",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "weekly_combinations",
         *           "action": "create",
         *           "granted": true
         *         },
         *         {
         *           "resource": "weekly_combinations",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "weekly_combinations",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "weekly_combinations",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "invoices",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "invoices",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "invoices",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "invoices",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_orders",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_orders",
         *           "action": "read",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_orders",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_orders",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_templates",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_templates",
         *           "action": "read",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_templates",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_templates",
         *           "action": "delete",
         *           "granted": false
         *         }
         *       ],
         *       "is_active": true,
         *       "is_superuser": false,
         *       "is_verified": true,
         *       "department": "Warehouse (Midrand)",
         *       "is_mobile_enabled": true,
         *       "created_at": "2026-01-12T07:30:00Z",
         *       "updated_at": "2026-03-02T10:05:00Z",
         *       "last_login": "2026-11-20T06:58:12Z"
         *     }
         */
        User: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            /**
             * Format: email
             * @description The sign-in name; unique, compared case-insensitively.
             */
            email: string;
            first_name: string;
            last_name: string;
            /** @description `first_name` and `last_name` joined by a space (what the user card and toasts show). */
            full_name: string;
            /** @description The primary role (see above); null when `roles` is empty. */
            role: components["schemas"]["RoleName"] | null;
            roles: components["schemas"]["RoleName"][];
            /** @description Every resource and action pair with whether this user holds it (48 entries). */
            permissions: components["schemas"]["PermissionGrant"][];
            /** @description False once deactivated; an inactive user cannot sign in. */
            is_active: boolean;
            /** @description A superuser passes every permission and role check. */
            is_superuser: boolean;
            /** @description True once the email address has been confirmed. */
            is_verified: boolean;
            department: string | null;
            /** @description Whether the user may sign in from the mobile app. */
            is_mobile_enabled: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: date-time
             * @description The last successful sign-in; null if the user never signed in.
             */
            last_login: string | null;
        };
        /**
         * @description The signed-in user's effective permissions (every resource and action pair with `granted`) and role names. A superuser has every pair granted.
         * @example {
         *       "permissions": [
         *         {
         *           "resource": "dashboard",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "dashboard",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "dashboard",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "dashboard",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "uploads",
         *           "action": "create",
         *           "granted": true
         *         },
         *         {
         *           "resource": "uploads",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "uploads",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "uploads",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "products",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "products",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "products",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "products",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "templates",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "templates",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "templates",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "templates",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "orders",
         *           "action": "create",
         *           "granted": true
         *         },
         *         {
         *           "resource": "orders",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "orders",
         *           "action": "update",
         *           "granted": true
         *         },
         *         {
         *           "resource": "orders",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "consultants",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "consultants",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "consultants",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "consultants",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "consultant_orders",
         *           "action": "create",
         *           "granted": true
         *         },
         *         {
         *           "resource": "consultant_orders",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "consultant_orders",
         *           "action": "update",
         *           "granted": true
         *         },
         *         {
         *           "resource": "consultant_orders",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "combined_orders",
         *           "action": "create",
         *           "granted": true
         *         },
         *         {
         *           "resource": "combined_orders",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "combined_orders",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "combined_orders",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "weekly_combinations",
         *           "action": "create",
         *           "granted": true
         *         },
         *         {
         *           "resource": "weekly_combinations",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "weekly_combinations",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "weekly_combinations",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "invoices",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "invoices",
         *           "action": "read",
         *           "granted": true
         *         },
         *         {
         *           "resource": "invoices",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "invoices",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_orders",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_orders",
         *           "action": "read",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_orders",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_orders",
         *           "action": "delete",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_templates",
         *           "action": "create",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_templates",
         *           "action": "read",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_templates",
         *           "action": "update",
         *           "granted": false
         *         },
         *         {
         *           "resource": "distributor_templates",
         *           "action": "delete",
         *           "granted": false
         *         }
         *       ],
         *       "roles": [
         *         "warehouse_staff"
         *       ],
         *       "is_superuser": false
         *     }
         */
        AuthPermissions: {
            permissions: components["schemas"]["PermissionGrant"][];
            roles: components["schemas"]["RoleName"][];
            is_superuser: boolean;
        };
        /**
         * @description The answer to a session check (startup validation); an invalid session answers 401 instead.
         * @example {
         *       "valid": true,
         *       "user_id": 7,
         *       "email": "thandi.nkosi@example.com",
         *       "roles": [
         *         "warehouse_staff"
         *       ]
         *     }
         */
        AuthVerifyResult: {
            /** @constant */
            valid: true;
            user_id: number;
            /** Format: email */
            email: string;
            roles: components["schemas"]["RoleName"][];
        };
        /**
         * @description The token from the verification email (valid 1 hour).
         * @example {
         *       "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMiIsImVtYWlsIjoiYXlhbmRhLmtodW1hbG9AZXhhbXBsZS5jb20ifQ.2fQe9Lr0sWm4ZbT7xYc1KpA6uN3hVj8dGi5oRkE0Uw"
         *     }
         */
        VerificationTokenRequest: {
            token: string;
        };
        /**
         * @description Self-registration. The password follows the password policy (at least 8 characters, at least one letter and one digit, not containing the email's local part); a policy failure answers 400 `{code: REGISTER_INVALID_PASSWORD, reason}`. The department, roles, `is_active`, `is_superuser` and `is_verified` cannot be set here: other fields are ignored, and an administrator gives the account its roles and department.
         * @example {
         *       "email": "ayanda.khumalo@example.com",
         *       "password": "Pietermaritzburg9",
         *       "first_name": "Ayanda",
         *       "last_name": "Khumalo"
         *     }
         */
        RegisterRequest: {
            /** Format: email */
            email: string;
            /** Format: password */
            password: string;
            first_name: string;
            last_name: string;
        };
        /**
         * @description One sign-in of the current user (a browser's cookie pair or a token-mode refresh token). A session lives until `expires_at` (7 days after the last refresh), until it is revoked, or until the user logs out.
         * @example {
         *       "id": 21,
         *       "created_at": "2026-11-20T06:58:12Z",
         *       "last_activity_at": "2026-11-20T09:41:30Z",
         *       "expires_at": "2026-11-27T09:41:30Z",
         *       "ip_address": "196.25.14.8",
         *       "user_agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
         *       "is_current": true
         *     }
         */
        Session: {
            id: number;
            /**
             * Format: date-time
             * @description When the user signed in.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description The last request or refresh made with this session.
             */
            last_activity_at: string;
            /** Format: date-time */
            expires_at: string;
            /** @description The client address seen at the last activity (IPv4 or IPv6). */
            ip_address: string | null;
            user_agent: string | null;
            /** @description True for the session that made this request. */
            is_current: boolean;
        };
        /**
         * @description The current user's active (not expired, not revoked) sessions, most recently active first.
         * @example {
         *       "sessions": [
         *         {
         *           "id": 21,
         *           "created_at": "2026-11-20T06:58:12Z",
         *           "last_activity_at": "2026-11-20T09:41:30Z",
         *           "expires_at": "2026-11-27T09:41:30Z",
         *           "ip_address": "196.25.14.8",
         *           "user_agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
         *           "is_current": true
         *         },
         *         {
         *           "id": 17,
         *           "created_at": "2026-11-18T15:02:44Z",
         *           "last_activity_at": "2026-11-19T16:20:05Z",
         *           "expires_at": "2026-11-26T16:20:05Z",
         *           "ip_address": "41.13.250.77",
         *           "user_agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.1 Mobile/15E148 Safari/604.1",
         *           "is_current": false
         *         }
         *       ]
         *     }
         */
        SessionCollection: {
            sessions: components["schemas"]["Session"][];
        };
        /**
         * @description The answer to logout-all.
         * @example {
         *       "message": "Logged out from 3 sessions",
         *       "sessions_revoked": 3
         *     }
         */
        SessionRevokeAllResult: {
            message: string;
            /** @description How many sessions were ended, the current one included. */
            sessions_revoked: number;
        };
        /**
         * @description Token-mode credentials. `access_token` is a JWT sent as `Authorization: Bearer ...` and lives `expires_in` seconds (1800); `refresh_token` is opaque, lives 7 days and is rotated by every `POST /auth/refresh` (the old one stops working).
         * @example {
         *       "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3Iiwic2lkIjoyMSwiZXhwIjoxNzk1NjgwMDAwfQ.n1Xw0sQkq6lZc2bH1m8Vd0pP2Q7x3yY5aJtKf9eR4uU",
         *       "token_type": "bearer",
         *       "refresh_token": "8kQ2vN0cYwB7rT4uXz1mLp9sHd6aFg3eJi5oRb2nCqU",
         *       "expires_in": 1800
         *     }
         */
        TokenResponse: {
            access_token: string;
            /** @enum {string} */
            token_type: "bearer";
            refresh_token: string;
            /** @description Seconds until `access_token` expires. */
            expires_in: number;
        };
        /**
         * @description The refresh token from `/auth/jwt/login` or the previous `/auth/refresh`.
         * @example {
         *       "refresh_token": "8kQ2vN0cYwB7rT4uXz1mLp9sHd6aFg3eJi5oRb2nCqU"
         *     }
         */
        TokenRefreshRequest: {
            refresh_token: string;
        };
        /**
         * @example {
         *       "email": "thandi.nkosi@example.com"
         *     }
         */
        PasswordForgotRequest: {
            /** Format: email */
            email: string;
        };
        /**
         * @example {
         *       "message": "Password updated successfully"
         *     }
         */
        Message: {
            message: string;
        };
        /**
         * @description The token from the password-reset email (valid 1 hour, single use) and the new password, which follows the password policy.
         * @example {
         *       "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3IiwiYXVkIjoicmVzZXQiLCJleHAiOjE3OTU2ODM2MDB9.Vq3b0H7cXk2LmT9sPz4eYw1Rf6uJd8nAa5oGi0tKcE",
         *       "password": "Drakensberg2026"
         *     }
         */
        PasswordResetConfirm: {
            token: string;
            /** Format: password */
            password: string;
        };
        /**
         * @description A signed-in user's password change. `new_password` follows the password policy and must differ from the current password.
         * @example {
         *       "current_password": "Soweto2026!",
         *       "new_password": "Kirstenbosch77"
         *     }
         */
        PasswordChange: {
            /** Format: password */
            current_password: string;
            /** Format: password */
            new_password: string;
        };
        /**
         * @example {
         *       "email": "ayanda.khumalo@example.com"
         *     }
         */
        VerificationResendRequest: {
            /** Format: email */
            email: string;
        };
        /**
         * @description Whether the signed-in user's email address is confirmed.
         * @example {
         *       "is_verified": false,
         *       "email": "ayanda.khumalo@example.com"
         *     }
         */
        VerificationStatus: {
            is_verified: boolean;
            /** Format: email */
            email: string;
        };
        /**
         * @description Whether self-registration is open on this server (decision 039).
         * @example {
         *       "open": false
         *     }
         */
        RegistrationStatus: {
            open: boolean;
        };
        /**
         * @description An accounting period (usually a calendar month). Status lifecycle: `draft` → `active` → `closed` → `archived`, and `draft` → `archived`. At most one period is `active`; activating a period closes the previously active one. A closed period is never reopened. Consultant orders, combined orders, weekly combinations and invoices belong to a period.
         * @example {
         *       "id": 11,
         *       "version": 1200,
         *       "name": "November 2026",
         *       "description": "Month-end stock count on 30 November at the Midrand warehouse.",
         *       "start_date": "2026-11-01",
         *       "end_date": "2026-11-30",
         *       "status": "active",
         *       "created_at": "2026-10-20T07:30:00Z",
         *       "updated_at": "2026-11-01T06:00:00Z"
         *     }
         * @example {
         *       "id": 12,
         *       "version": 1201,
         *       "name": "December 2026",
         *       "description": null,
         *       "start_date": "2026-12-01",
         *       "end_date": "2026-12-31",
         *       "status": "draft",
         *       "created_at": "2026-11-18T12:05:00Z",
         *       "updated_at": "2026-11-18T12:05:00Z"
         *     }
         */
        Period: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            /** @description Unique (case-insensitive) display name, shown in the header's period selector. */
            name: string;
            description: string | null;
            /**
             * Format: date
             * @description First calendar day of the period (inclusive).
             */
            start_date: string;
            /**
             * Format: date
             * @description Last calendar day of the period (inclusive); never before `start_date`.
             */
            end_date: string;
            /**
             * @description `draft`: prepared, nothing booked yet. `active`: the current period (at most one). `closed`: finished, read-only. `archived`: hidden from the period selector.
             * @enum {string}
             */
            status: "draft" | "active" | "closed" | "archived";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description One page of accounting periods, the `active` period first, then the newest first (`start_date` descending, then `id` descending).
         * @example {
         *       "periods": [
         *         {
         *           "id": 11,
         *           "version": 1314,
         *           "name": "November 2026",
         *           "description": "Month-end stock count on 30 November at the Midrand warehouse.",
         *           "start_date": "2026-11-01",
         *           "end_date": "2026-11-30",
         *           "status": "active",
         *           "created_at": "2026-10-20T07:30:00Z",
         *           "updated_at": "2026-11-01T06:00:00Z"
         *         },
         *         {
         *           "id": 12,
         *           "version": 1313,
         *           "name": "December 2026",
         *           "description": null,
         *           "start_date": "2026-12-01",
         *           "end_date": "2026-12-31",
         *           "status": "draft",
         *           "created_at": "2026-11-18T12:05:00Z",
         *           "updated_at": "2026-11-18T12:05:00Z"
         *         },
         *         {
         *           "id": 10,
         *           "version": 1312,
         *           "name": "October 2026",
         *           "description": null,
         *           "start_date": "2026-10-01",
         *           "end_date": "2026-10-31",
         *           "status": "closed",
         *           "created_at": "2026-09-21T08:00:00Z",
         *           "updated_at": "2026-11-01T06:00:00Z"
         *         }
         *       ],
         *       "total": 3,
         *       "skip": 0,
         *       "limit": 100
         *     }
         */
        PeriodList: {
            periods: components["schemas"]["Period"][];
            total: number;
            skip: number;
            limit: number;
        };
        /**
         * @description A new accounting period. It is created in `draft`; activate it with `PUT /api/periods/{id}/activate`.
         * @example {
         *       "name": "December 2026",
         *       "description": "Festive season; Durban branch closes 24 December.",
         *       "start_date": "2026-12-01",
         *       "end_date": "2026-12-31"
         *     }
         */
        PeriodCreate: {
            /** @description Must be unique (case-insensitive) among all periods. */
            name: string;
            description?: string | null;
            /** Format: date */
            start_date: string;
            /**
             * Format: date
             * @description Must not be before `start_date`.
             */
            end_date: string;
        };
        /**
         * @description Changes to a period (only the fields sent change). Allowed while the period is `draft` or `active`; `closed` and `archived` periods are read-only (409). The status is changed only through activate, close and archive.
         * @example {
         *       "description": "Month-end stock count moved to 27 November (public holiday)."
         *     }
         * @example {
         *       "name": "November 2026 (Gauteng)",
         *       "end_date": "2026-11-30"
         *     }
         */
        PeriodUpdate: {
            /** @description Must stay unique (case-insensitive) among all periods. */
            name?: string;
            description?: string | null;
            /** Format: date */
            start_date?: string;
            /**
             * Format: date
             * @description Must not be before the (new or current) `start_date`.
             */
            end_date?: string;
        };
        /**
         * @description One page of users.
         * @example {
         *       "users": [
         *         {
         *           "id": 12,
         *           "version": 1315,
         *           "email": "lerato.mokoena@example.com",
         *           "first_name": "Lerato",
         *           "last_name": "Mokoena",
         *           "full_name": "Lerato Mokoena",
         *           "role": "readonly",
         *           "roles": [
         *             "readonly"
         *           ],
         *           "permissions": [
         *             {
         *               "resource": "dashboard",
         *               "action": "read",
         *               "granted": true
         *             },
         *             {
         *               "resource": "orders",
         *               "action": "read",
         *               "granted": true
         *             },
         *             {
         *               "resource": "orders",
         *               "action": "update",
         *               "granted": false
         *             }
         *           ],
         *           "is_active": true,
         *           "is_superuser": false,
         *           "is_verified": true,
         *           "department": "Accounts (Pretoria)",
         *           "is_mobile_enabled": false,
         *           "created_at": "2026-02-03T08:00:00Z",
         *           "updated_at": "2026-02-03T08:00:00Z",
         *           "last_login": "2026-11-19T12:41:00Z"
         *         }
         *       ],
         *       "total": 23,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        UserList: {
            users: components["schemas"]["User"][];
            total: number;
            skip: number;
            limit: number;
        };
        /**
         * @description What an administrator sends to create an account. The password follows the password policy (at least 8 characters, at least one letter and one digit, not containing the email's local part); a policy failure answers 400 `{code: REGISTER_INVALID_PASSWORD, reason}`.
         * @example {
         *       "email": "sipho.dlamini@example.com",
         *       "password": "Umhlanga2026!",
         *       "first_name": "Sipho",
         *       "last_name": "Dlamini",
         *       "department": "Finance (Durban)",
         *       "roles": [
         *         "supervisor"
         *       ],
         *       "is_active": true,
         *       "is_verified": true,
         *       "is_mobile_enabled": false
         *     }
         */
        UserCreate: {
            /** Format: email */
            email: string;
            /** Format: password */
            password: string;
            first_name: string;
            last_name: string;
            /** @default null */
            department?: string | null;
            /** @default [] */
            roles?: components["schemas"]["RoleName"][];
            /** @default true */
            is_active?: boolean;
            /**
             * @description Set true to skip the verification email (the administrator vouches for the address).
             * @default false
             */
            is_verified?: boolean;
            /** @default false */
            is_mobile_enabled?: boolean;
        };
        /**
         * @description What an administrator sends to change an account; every field is optional and only the fields sent change. Changing `email` sets `is_verified` to false unless `is_verified` is sent too. Passwords are not changed here (the user uses forgot-password or change-password).
         * @example {
         *       "department": "Warehouse (Cape Town)",
         *       "is_mobile_enabled": true
         *     }
         */
        UserUpdate: {
            /** Format: email */
            email?: string;
            first_name?: string;
            last_name?: string;
            department?: string | null;
            roles?: components["schemas"]["RoleName"][];
            /** @description False deactivates the user (and revokes their sessions); true reactivates. */
            is_active?: boolean;
            is_verified?: boolean;
            is_mobile_enabled?: boolean;
        };
        /**
         * @description The complete new set of roles for a user (replaces the old set; an empty list removes every role).
         * @example {
         *       "roles": [
         *         "supervisor",
         *         "distributor_readonly"
         *       ]
         *     }
         */
        UserRolesUpdate: {
            roles: components["schemas"]["RoleName"][];
        };
        /**
         * @description A role and the permissions it grants, as `resource:action` strings.
         * @example {
         *       "name": "distributor_editor",
         *       "label": "Distributor Editor",
         *       "description": "Creates, edits and reads distributor orders and distributor templates.",
         *       "is_distributor": true,
         *       "permissions": [
         *         "dashboard:read",
         *         "distributor_orders:create",
         *         "distributor_orders:read",
         *         "distributor_orders:update",
         *         "distributor_templates:create",
         *         "distributor_templates:read",
         *         "distributor_templates:update"
         *       ]
         *     }
         */
        Role: {
            name: components["schemas"]["RoleName"];
            /** @description The badge text (Administrator, Supervisor, Warehouse Staff, Read Only, Distributor Admin, ...). */
            label: string;
            description: string;
            /** @description True for the distributor roles; users whose roles are all distributor roles cannot reach consultant orders. */
            is_distributor: boolean;
            permissions: string[];
        };
        /**
         * @description Every role, in the order admin, supervisor, warehouse_staff, readonly, then the distributor roles.
         * @example {
         *       "roles": [
         *         {
         *           "name": "readonly",
         *           "label": "Read Only",
         *           "description": "Reads every non-distributor area; changes nothing.",
         *           "is_distributor": false,
         *           "permissions": [
         *             "dashboard:read",
         *             "uploads:read",
         *             "products:read",
         *             "templates:read",
         *             "orders:read",
         *             "consultants:read",
         *             "consultant_orders:read",
         *             "combined_orders:read",
         *             "weekly_combinations:read",
         *             "invoices:read"
         *           ]
         *         },
         *         {
         *           "name": "distributor_readonly",
         *           "label": "Distributor Read Only",
         *           "description": "Reads distributor orders and distributor templates.",
         *           "is_distributor": true,
         *           "permissions": [
         *             "dashboard:read",
         *             "distributor_orders:read",
         *             "distributor_templates:read"
         *           ]
         *         }
         *       ]
         *     }
         */
        RoleCollection: {
            roles: components["schemas"]["Role"][];
        };
        /**
         * @description The kind of record an audit entry is about.
         * @example orders
         * @enum {string}
         */
        AuditResource: "users" | "sessions" | "periods" | "uploads" | "products" | "templates" | "distributor_templates" | "orders" | "order_items" | "consultants" | "consent_forms" | "consultant_orders" | "consultant_order_items" | "combined_orders" | "weekly_combinations" | "invoices" | "invoice_items" | "distributor_orders" | "business_details";
        /**
         * @description What happened. `create`, `update` and `delete` are plain record changes (bulk operations write one entry per record); the others are named state changes and sign-in events.
         * @example process
         * @enum {string}
         */
        AuditAction: "create" | "update" | "delete" | "upload" | "process" | "cancel" | "retry" | "combine" | "submit" | "activate" | "close" | "archive" | "payment" | "deactivate" | "role_change" | "login" | "login_failed" | "logout" | "logout_all" | "session_revoke" | "register" | "email_verify" | "password_reset" | "password_change";
        /**
         * @description One audit entry; who did what to which record, when, and with which request.
         * @example {
         *       "id": 4812,
         *       "created_at": "2026-11-20T09:15:02Z",
         *       "actor": {
         *         "id": 7,
         *         "name": "Thandi Nkosi",
         *         "email": "thandi.nkosi@example.com"
         *       },
         *       "action": "process",
         *       "resource": "orders",
         *       "record_id": 12,
         *       "record_label": "ORD-2026-0012",
         *       "summary": "Started processing order ORD-2026-0012 (10 lines, R 18 450.00)",
         *       "request_id": "5f0c6a1e-3b7d-4f2a-9c1e-8d2b7a64e901",
         *       "ip_address": "196.25.14.8"
         *     }
         */
        AuditLog: {
            id: number;
            /** Format: date-time */
            created_at: string;
            /** @description The signed-in user who made the change; null for system jobs and failed sign-ins of unknown emails. */
            actor: components["schemas"]["UserRef"] | null;
            action: components["schemas"]["AuditAction"];
            resource: components["schemas"]["AuditResource"];
            /** @description The id of the record changed (for sign-in events, the session id); null when there is none. */
            record_id: number | null;
            /** @description The record as people know it, read when the log is read: an order, invoice or combined order number, a consultant's number and name, a user's email, a file or period name. Null when there is no record or it no longer exists (the summary names it as it was). */
            record_label: string | null;
            /** @description A one-line human-readable description of the change. */
            summary: string;
            /** @description The `X-Request-ID` of the request that made the change; null for system jobs. */
            request_id: string | null;
            ip_address: string | null;
        };
        /**
         * @description One page of audit entries, newest first unless sorted otherwise.
         * @example {
         *       "audit_logs": [
         *         {
         *           "id": 4813,
         *           "created_at": "2026-11-20T09:20:41Z",
         *           "actor": {
         *             "id": 1,
         *             "name": "Pieter van der Merwe",
         *             "email": "admin@example.com"
         *           },
         *           "action": "role_change",
         *           "resource": "users",
         *           "record_id": 12,
         *           "record_label": "lerato.mokoena@example.com",
         *           "summary": "Roles of Lerato Mokoena changed from readonly to supervisor",
         *           "request_id": "0b9d2c44-61a8-4e37-a0f5-2c7e9d13b6aa",
         *           "ip_address": "102.65.3.19"
         *         },
         *         {
         *           "id": 4790,
         *           "created_at": "2026-11-20T06:58:12Z",
         *           "actor": null,
         *           "action": "login_failed",
         *           "resource": "sessions",
         *           "record_id": null,
         *           "record_label": null,
         *           "summary": "Failed sign-in for unknown.person@example.com",
         *           "request_id": "7a1e0c3f-9d24-4b8e-8f61-3c5a2d9e7b10",
         *           "ip_address": "41.13.250.77"
         *         }
         *       ],
         *       "total": 2,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        AuditLogList: {
            audit_logs: components["schemas"]["AuditLog"][];
            total: number;
            skip: number;
            limit: number;
            total_is_estimate?: components["schemas"]["TotalIsEstimate"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @example {
         *       "status": "ok",
         *       "version": "0.1.0",
         *       "time": "2026-11-22T08:00:00Z"
         *     }
         */
        Health: {
            /** @enum {string} */
            status: "ok";
            version: string;
            /** Format: date-time */
            time: string;
        };
        /**
         * @example {
         *       "status": "ready",
         *       "time": "2026-11-22T08:00:00Z"
         *     }
         */
        Readiness: {
            /** @enum {string} */
            status: "ready";
            /** Format: date-time */
            time: string;
        };
        /**
         * @description Which email this is (`test`: sent by an administrator to check delivery).
         * @example verification
         * @enum {string}
         */
        OutboxMessageKind: "verification" | "password_reset" | "test";
        /**
         * @description An email the backend delivered in demo mode without SMTP: kept in the memory of the API process that sent it (never in the database) instead of being mailed.
         * @example {
         *       "id": 3,
         *       "to": "ayanda.khumalo@example.com",
         *       "subject": "Confirm your email address",
         *       "body": "Hi Ayanda,\n\nConfirm your email address by opening\nhttp://127.0.0.1:5173/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMiJ9.2fQe9Lr0sWm4\n\nThe link is valid for 1 hour.",
         *       "html": "<!doctype html><html lang=\"en-ZA\">…</html>",
         *       "kind": "verification",
         *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMiJ9.2fQe9Lr0sWm4",
         *       "created_at": "2026-11-20T10:02:17Z"
         *     }
         */
        OutboxMessage: {
            id: number;
            /** Format: email */
            to: string;
            subject: string;
            /** @description The plain-text part, with the link that carries the token. */
            body: string;
            /** @description The HTML part. */
            html?: string;
            kind: components["schemas"]["OutboxMessageKind"];
            /** @description The verification or password-reset token the body's link carries (empty for a test email). Minted when the email was sent; only its hash is stored. */
            token: string;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description The demo-mode outbox, newest message first.
         * @example {
         *       "messages": [
         *         {
         *           "id": 4,
         *           "to": "thandi.nkosi@example.com",
         *           "subject": "Reset your password",
         *           "body": "Hi Thandi,\n\nReset your password by opening\nhttp://127.0.0.1:5173/auth/reset-password?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.Vq3b0H7cXk2L\n\nThe link is valid for 1 hour. If you did not ask for this, ignore this email.",
         *           "kind": "password_reset",
         *           "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.Vq3b0H7cXk2L",
         *           "created_at": "2026-11-20T10:05:40Z"
         *         }
         *       ]
         *     }
         */
        OutboxCollection: {
            messages: components["schemas"]["OutboxMessage"][];
        };
        /**
         * @description Whether this server sends email and how, and how many emails are waiting or were not delivered. Never a credential: `server` is the SMTP server's scheme, host and port only.
         * @example {
         *       "configured": true,
         *       "mode": "smtp",
         *       "from": "Back Office <no-reply@backoffice.example.com>",
         *       "server": "smtp://mail.example.com:587",
         *       "undelivered": {
         *         "queued": 0,
         *         "retrying": 1,
         *         "failed": 2,
         *         "unconfigured": 0
         *       }
         *     }
         */
        EmailStatus: {
            /** @description True when email is delivered (`mode` smtp, or demo). False when `SMTP_URL` is not set outside demo mode: emails stay undelivered with the state `unconfigured`. */
            configured: boolean;
            /**
             * @description `smtp`: sent over SMTP. `demo`: demo mode without SMTP, kept in the memory of the API process (`GET /api/dev/outbox`). `none`: not configured.
             * @enum {string}
             */
            mode: "smtp" | "demo" | "none";
            /** @description The sender of every email (`MAIL_FROM`). */
            from: string;
            /** @description The SMTP server without credentials (for example `smtp://mail.example.com:587`). */
            server: string | null;
            /** @description How many emails are in each state that is not delivered. */
            undelivered: {
                queued: number;
                retrying: number;
                failed: number;
                unconfigured: number;
            };
        };
        /**
         * @description Where a queued email stands: `queued` (waiting for its first attempt), `retrying` (a temporary failure; the next attempt is at `next_attempt_at`), `sent` (the SMTP server accepted it), `failed` (refused permanently with a 5xx answer, or still failing after the last attempt), `unconfigured` (email is not configured on the server, so it was never sent).
         * @example failed
         * @enum {string}
         */
        EmailDeliveryState: "queued" | "retrying" | "sent" | "failed" | "unconfigured";
        /**
         * @description One queued email as an administrator sees it: to whom, what kind, and how its delivery went. Never its body or a token (the queue holds neither: the token is minted when the email is sent).
         * @example {
         *       "id": 41,
         *       "to": "thandi.nkosi@example.com",
         *       "kind": "password_reset",
         *       "state": "failed",
         *       "attempts": 1,
         *       "last_error": "550 5.1.1 <thandi.nkosi@example.com>: Recipient address rejected: User unknown",
         *       "next_attempt_at": null,
         *       "created_at": "2026-11-27T08:14:03Z",
         *       "updated_at": "2026-11-27T08:14:04Z"
         *     }
         */
        EmailDelivery: {
            id: number;
            /** @description The recipient's address. */
            to: string;
            kind: components["schemas"]["OutboxMessageKind"];
            state: components["schemas"]["EmailDeliveryState"];
            /** @description Delivery attempts made so far. */
            attempts: number;
            /** @description The last attempt's failure (the SMTP server's answer, or the connection error). */
            last_error: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due (state `retrying`).
             */
            next_attempt_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description One page of emails that were not delivered, newest first.
         * @example {
         *       "emails": [
         *         {
         *           "id": 41,
         *           "to": "thandi.nkosi@example.com",
         *           "kind": "password_reset",
         *           "state": "retrying",
         *           "attempts": 2,
         *           "last_error": "421 4.7.0 Try again later",
         *           "next_attempt_at": "2026-11-27T08:16:03Z",
         *           "created_at": "2026-11-27T08:14:03Z",
         *           "updated_at": "2026-11-27T08:15:03Z"
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        EmailDeliveryList: {
            emails: components["schemas"]["EmailDelivery"][];
            total: number;
            skip: number;
            limit: number;
        };
        /**
         * @description Where to send a test email.
         * @example {
         *       "to": "it@example.com"
         *     }
         */
        TestEmailRequest: {
            /**
             * Format: email
             * @description The address to send the test email to.
             */
            to: string;
        };
        /**
         * @description How the test email went: `delivered` when the SMTP server accepted it (or, in demo mode without SMTP, when it was kept in the outbox); otherwise `error` says why (the SMTP server's answer, a connection error, or that email is not configured).
         * @example {
         *       "delivered": false,
         *       "mode": "smtp",
         *       "error": "ECONNECTION: connect ECONNREFUSED 10.0.0.25:587"
         *     }
         */
        TestEmailResult: {
            delivered: boolean;
            /**
             * @description How this server sends email (see `EmailStatus.mode`).
             * @enum {string}
             */
            mode: "smtp" | "demo" | "none";
            error: string | null;
        };
        /**
         * @description A best-selling product of the period (by quantity on non-cancelled consultant orders).
         * @example {
         *       "product_code": "SKU-1042",
         *       "description": "Rooibos & Honey Body Lotion 400 ml",
         *       "quantity": 186,
         *       "total_cents": 2408700
         *     }
         */
        DashboardTopProduct: {
            product_code: string;
            description: string;
            quantity: number;
            /**
             * Format: int64
             * @description Sum of the lines' totals in ZAR cents (VAT inclusive).
             */
            total_cents: number;
        };
        /**
         * @description The dashboard's figures for one period. Every area section is null when the caller lacks that area's `:read` permission (and the consultant-order areas are null for users whose roles are all distributor roles), so a distributor user sees `uploads: null`, `orders: null`, ... and a filled `distributor_orders`. Records belong to the period by their `period_id`; orders and distributor orders, which have none, count when created between the period's `start_date` and `end_date` (SAST).
         * @example {
         *       "period": {
         *         "id": 11,
         *         "name": "November 2026"
         *       },
         *       "generated_at": "2026-11-20T07:00:00Z",
         *       "orders": {
         *         "total": 23,
         *         "by_status": {
         *           "draft": 4,
         *           "processing": 1,
         *           "completed": 16,
         *           "failed": 1,
         *           "cancelled": 1
         *         }
         *       },
         *       "uploads": {
         *         "week_start": "2026-11-16",
         *         "week_end": "2026-11-22",
         *         "count": 3,
         *         "rows": 624,
         *         "failed_count": 1
         *       },
         *       "consultant_orders": {
         *         "total": 148,
         *         "total_cents": 18436500,
         *         "by_status": {
         *           "draft": 12,
         *           "submitted": 41,
         *           "combined": 90,
         *           "cancelled": 5
         *         }
         *       },
         *       "combined_orders": {
         *         "count": 9
         *       },
         *       "weekly_combinations": {
         *         "total": 3,
         *         "by_status": {
         *           "pending": 0,
         *           "processing": 0,
         *           "completed": 3,
         *           "failed": 0,
         *           "cancelled": 0
         *         }
         *       },
         *       "invoices": {
         *         "outstanding_count": 4,
         *         "outstanding_cents": 2310450,
         *         "paid_count": 5,
         *         "paid_cents": 4118725
         *       },
         *       "top_products": [
         *         {
         *           "product_code": "SKU-1042",
         *           "description": "Rooibos & Honey Body Lotion 400 ml",
         *           "quantity": 186,
         *           "total_cents": 2408700
         *         },
         *         {
         *           "product_code": "SKU-1043",
         *           "description": "Marula Oil Hand Cream 75 ml",
         *           "quantity": 122,
         *           "total_cents": 792390
         *         }
         *       ],
         *       "distributor_orders": null
         *     }
         * @example {
         *       "period": {
         *         "id": 11,
         *         "name": "November 2026"
         *       },
         *       "generated_at": "2026-11-20T07:00:00Z",
         *       "orders": null,
         *       "uploads": null,
         *       "consultant_orders": null,
         *       "combined_orders": null,
         *       "weekly_combinations": null,
         *       "invoices": null,
         *       "top_products": null,
         *       "distributor_orders": {
         *         "total": 6,
         *         "by_status": {
         *           "draft": 1,
         *           "submitted": 2,
         *           "fulfilled": 3,
         *           "cancelled": 0
         *         }
         *       }
         *     }
         */
        DashboardSummary: {
            /** @description The period the figures are for (the requested one, else the active one); null when no period is active and none was asked for, in which case every count is 0. */
            period: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            generated_at: string;
            /** @description Stock orders by status (needs `orders:read`). */
            orders: {
                total: number;
                by_status: {
                    draft: number;
                    processing: number;
                    completed: number;
                    failed: number;
                    cancelled: number;
                };
            } | null;
            /** @description Uploads of the current week, Monday to Sunday SAST, whatever the period (needs `uploads:read`). */
            uploads: {
                /** Format: date */
                week_start: string;
                /** Format: date */
                week_end: string;
                /** @description Uploads created this week, whatever their status. */
                count: number;
                /** @description Rows imported by this week's completed uploads. */
                rows: number;
                failed_count: number;
            } | null;
            /** @description Consultant orders of the period by status (needs `consultant_orders:read`). */
            consultant_orders: {
                total: number;
                /**
                 * Format: int64
                 * @description Value of the period's non-cancelled consultant orders, ZAR cents.
                 */
                total_cents: number;
                by_status: {
                    draft: number;
                    submitted: number;
                    combined: number;
                    cancelled: number;
                };
            } | null;
            /** @description Combined orders of the period (needs `combined_orders:read`). */
            combined_orders: {
                count: number;
            } | null;
            /** @description Weekly combinations of the period by status (needs `weekly_combinations:read`). */
            weekly_combinations: {
                total: number;
                by_status: {
                    pending: number;
                    processing: number;
                    completed: number;
                    failed: number;
                    cancelled: number;
                };
            } | null;
            /** @description Invoices of the period (needs `invoices:read`). Outstanding: `issued` and `partially_paid` invoices and the balance still due on them. Paid: `paid` invoices and their totals. Draft and void invoices are not counted. */
            invoices: {
                outstanding_count: number;
                /** Format: int64 */
                outstanding_cents: number;
                paid_count: number;
                /** Format: int64 */
                paid_cents: number;
            } | null;
            /** @description The period's 5 best-selling products by quantity on non-cancelled consultant orders (needs `consultant_orders:read`). */
            top_products: components["schemas"]["DashboardTopProduct"][] | null;
            /** @description Distributor orders of the period by status (needs `distributor_orders:read`). */
            distributor_orders: {
                total: number;
                by_status: {
                    draft: number;
                    submitted: number;
                    fulfilled: number;
                    cancelled: number;
                };
            } | null;
        };
        /**
         * @description A distributor order as listed (without its lines; `GET /api/distributor-orders/{id}` adds them). A distributor sends a spreadsheet, read with a distributor template. Status: `draft` (imported) → `submitted` (sent to the warehouse) → `fulfilled`; `draft` or `submitted` → `cancelled`. `total_cents` is the sum of the lines (VAT exclusive).
         * @example {
         *       "id": 17,
         *       "version": 1200,
         *       "order_number": "DO-2026-0017",
         *       "distributor_name": "Cape Natural Traders (Pty) Ltd",
         *       "distributor_reference": "PO-88231",
         *       "template_id": 4,
         *       "template_name": "Cape Natural Traders order sheet",
         *       "status": "submitted",
         *       "file_name": "cnt_order_november.xlsx",
         *       "item_count": 2,
         *       "total_quantity": 180,
         *       "total_cents": 2775000,
         *       "notes": "Deliver to the Epping warehouse",
         *       "created_by": {
         *         "id": 9,
         *         "name": "Sipho Dlamini",
         *         "email": "distributor.admin@example.com"
         *       },
         *       "created_at": "2026-11-12T07:55:00Z",
         *       "updated_at": "2026-11-12T08:20:00Z",
         *       "submitted_at": "2026-11-12T08:20:00Z"
         *     }
         */
        DistributorOrderSummary: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            /** @description `DO-<year>-<sequence>`, given at creation. */
            order_number: string;
            distributor_name: string;
            /** @description The distributor's own order or purchase-order number. */
            distributor_reference: string | null;
            /** @description The distributor template the spreadsheet was read with; null if that template was deleted since. */
            template_id: number | null;
            template_name: string | null;
            /** @enum {string} */
            status: "draft" | "submitted" | "fulfilled" | "cancelled";
            /** @description The uploaded spreadsheet's original file name. */
            file_name: string;
            item_count: number;
            total_quantity: number;
            /** Format: int64 */
            total_cents: number;
            notes: string | null;
            created_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: date-time
             * @description When it was submitted; null while a draft (and for drafts that were cancelled).
             */
            submitted_at: string | null;
        };
        /**
         * @description One page of distributor orders.
         * @example {
         *       "distributor_orders": [
         *         {
         *           "id": 18,
         *           "version": 1316,
         *           "order_number": "DO-2026-0018",
         *           "distributor_name": "Highveld Wellness Distributors",
         *           "distributor_reference": null,
         *           "template_id": 5,
         *           "template_name": "Highveld weekly order",
         *           "status": "draft",
         *           "file_name": "highveld_week47.xlsx",
         *           "item_count": 9,
         *           "total_quantity": 410,
         *           "total_cents": 4312500,
         *           "notes": null,
         *           "created_by": {
         *             "id": 10,
         *             "name": "Naledi Khumalo",
         *             "email": "distributor.editor@example.com"
         *           },
         *           "created_at": "2026-11-19T11:02:00Z",
         *           "updated_at": "2026-11-19T11:02:00Z",
         *           "submitted_at": null
         *         }
         *       ],
         *       "total": 1,
         *       "skip": 0,
         *       "limit": 50
         *     }
         */
        DistributorOrderList: {
            distributor_orders: components["schemas"]["DistributorOrderSummary"][];
            total: number;
            skip: number;
            limit: number;
            total_is_estimate?: components["schemas"]["TotalIsEstimate"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description A distributor's order spreadsheet and who it is from (multipart form). The file is read with the distributor template `template_id`; every row must have a known product code and a whole quantity of at least 1, otherwise nothing is created and the answer is a 400 listing every bad row. Accepted files: .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), .xls (application/vnd.ms-excel) and .csv (text/csv).
         * @example {
         *       "file": "(binary spreadsheet)",
         *       "template_id": 4,
         *       "distributor_name": "Cape Natural Traders (Pty) Ltd",
         *       "distributor_reference": "PO-88231",
         *       "notes": "Deliver to the Epping warehouse"
         *     }
         */
        DistributorOrderCreate: {
            /** @description The order spreadsheet (.xlsx, .xls or .csv). */
            file: Blob;
            /** @description The distributor template to read the file with. */
            template_id: number;
            distributor_name: string;
            distributor_reference?: string;
            notes?: string;
        };
        /**
         * @description One line of a distributor order, read from one spreadsheet row. Prices are VAT exclusive; when the spreadsheet has no price column the catalogue price of the product code is used.
         * @example {
         *       "id": 3301,
         *       "distributor_order_id": 17,
         *       "row_number": 2,
         *       "product_id": 1207,
         *       "product_code": "RB-TEA-250",
         *       "description": "Rooibos tea, 250 g",
         *       "quantity": 120,
         *       "unit_price_cents": 9000,
         *       "line_total_cents": 1080000
         *     }
         */
        DistributorOrderItem: {
            id: number;
            distributor_order_id: number;
            /** @description The spreadsheet row the line came from (1-based, as the spreadsheet shows it). */
            row_number: number;
            /** @description The catalogue product with this code, when one exists. */
            product_id: number | null;
            product_code: string;
            description: string;
            quantity: number;
            /** Format: int64 */
            unit_price_cents: number;
            /** Format: int64 */
            line_total_cents: number;
        };
        /**
         * @description A distributor order with its lines (in spreadsheet row order).
         * @example {
         *       "id": 17,
         *       "version": 1317,
         *       "order_number": "DO-2026-0017",
         *       "distributor_name": "Cape Natural Traders (Pty) Ltd",
         *       "distributor_reference": "PO-88231",
         *       "template_id": 4,
         *       "template_name": "Cape Natural Traders order sheet",
         *       "status": "submitted",
         *       "file_name": "cnt_order_november.xlsx",
         *       "item_count": 2,
         *       "total_quantity": 180,
         *       "total_cents": 2775000,
         *       "notes": "Deliver to the Epping warehouse",
         *       "created_by": {
         *         "id": 9,
         *         "name": "Sipho Dlamini",
         *         "email": "distributor.admin@example.com"
         *       },
         *       "created_at": "2026-11-12T07:55:00Z",
         *       "updated_at": "2026-11-12T08:20:00Z",
         *       "submitted_at": "2026-11-12T08:20:00Z",
         *       "items": [
         *         {
         *           "id": 3301,
         *           "distributor_order_id": 17,
         *           "row_number": 2,
         *           "product_id": 1207,
         *           "product_code": "RB-TEA-250",
         *           "description": "Rooibos tea, 250 g",
         *           "quantity": 120,
         *           "unit_price_cents": 9000,
         *           "line_total_cents": 1080000
         *         },
         *         {
         *           "id": 3302,
         *           "distributor_order_id": 17,
         *           "row_number": 3,
         *           "product_id": 1311,
         *           "product_code": "MRL-OIL-100",
         *           "description": "Marula body oil, 100 ml",
         *           "quantity": 60,
         *           "unit_price_cents": 28250,
         *           "line_total_cents": 1695000
         *         }
         *       ]
         *     }
         */
        DistributorOrder: components["schemas"]["DistributorOrderSummary"] & {
            items: components["schemas"]["DistributorOrderItem"][];
        };
        /**
         * @description One problem found in one cell or row of an uploaded distributor order spreadsheet.
         * @example {
         *       "row": 7,
         *       "column": "Product Code",
         *       "message": "Unknown product code ZZ-999"
         *     }
         */
        DistributorOrderRowError: {
            /** @description Spreadsheet row number (1-based, as the spreadsheet shows it). */
            row: number;
            /** @description The column's header (or letter); null when the problem concerns the whole row. */
            column: string | null;
            message: string;
        };
        /**
         * @description The 400 answer of `POST /api/distributor-orders` when the spreadsheet cannot be imported: FastAPI's `detail` plus the first 100 row errors (`error_count` says how many there were). Nothing is created.
         * @example {
         *       "detail": "2 rows of cnt_order_november.xlsx could not be read; nothing was imported",
         *       "errors": [
         *         {
         *           "row": 7,
         *           "column": "Product Code",
         *           "message": "Unknown product code ZZ-999"
         *         },
         *         {
         *           "row": 12,
         *           "column": "Quantity",
         *           "message": "Quantity must be a whole number of at least 1"
         *         }
         *       ]
         *     }
         */
        DistributorOrderImportError: {
            detail: string;
            errors: components["schemas"]["DistributorOrderRowError"][];
            /** @description How many row errors there were; `errors` holds the first 100 of them. */
            error_count?: number;
        };
        /**
         * @description Changes to a `draft` or `submitted` distributor order; at least one field. `status` moves it to `fulfilled` (from `submitted` only) or `cancelled` (from `draft` or `submitted`). Orders that are `fulfilled` or `cancelled` cannot change (409). Submitting a draft is `POST /api/distributor-orders/{id}/submit`.
         * @example {
         *       "status": "fulfilled"
         *     }
         * @example {
         *       "distributor_reference": "PO-88231-A",
         *       "notes": "Second delivery on Thursday"
         *     }
         */
        DistributorOrderUpdate: {
            distributor_name?: string;
            distributor_reference?: string | null;
            notes?: string | null;
            /** @enum {string} */
            status?: "fulfilled" | "cancelled";
        };
        /**
         * @description What a search hit is.
         * @example consultant
         * @enum {string}
         */
        SearchHitKind: "consultant" | "order" | "consultant_order" | "product" | "invoice" | "combined_order";
        /**
         * @description One record the search found.
         * @example {
         *       "kind": "consultant",
         *       "id": 7,
         *       "label": "Thandi Mokoena",
         *       "description": "C000123"
         *     }
         */
        SearchHit: {
            kind: components["schemas"]["SearchHitKind"];
            id: number;
            /** @description The record's number, code or name. */
            label: string;
            /** @description A second line (a consultant's number, a product's description, a status). */
            description: string | null;
        };
        /**
         * @description What one search found, grouped by kind in a fixed order (consultants, orders, consultant orders, products, invoices, combined orders), at most `limit` of each. `searched` lists the kinds the caller may read, the only ones searched.
         * @example {
         *       "results": [
         *         {
         *           "kind": "consultant",
         *           "id": 7,
         *           "label": "Thandi Mokoena",
         *           "description": "C000123"
         *         }
         *       ],
         *       "searched": [
         *         "consultant",
         *         "order",
         *         "consultant_order",
         *         "product",
         *         "invoice",
         *         "combined_order"
         *       ]
         *     }
         */
        SearchResults: {
            results: components["schemas"]["SearchHit"][];
            searched: components["schemas"]["SearchHitKind"][];
        };
        /**
         * @description What the user calls the view; unique per user, case-insensitively.
         * @example Drafts by reference
         */
        SavedViewName: string;
        /**
         * @description The list page a saved view opens: one of the web app's list routes (a closed list, so a saved view can never send anyone elsewhere).
         * @example /orders
         * @enum {string}
         */
        SavedViewPath: "/orders" | "/products" | "/history" | "/templates" | "/consultants" | "/consultant-orders" | "/combined-orders" | "/weekly-combinations" | "/invoices" | "/distributor-orders" | "/distributor-templates" | "/users" | "/users/audit" | "/admin/periods";
        /**
         * @description The list's filters and sort as the page's URL query string, `?` included (empty for the list's defaults). No fragment.
         * @example ?status=draft&sort_by=reference&sort_order=asc
         */
        SavedViewSearch: string;
        /**
         * @description A column of a list, as the web app names it.
         * @example reference
         */
        SavedViewColumnKey: string;
        /**
         * @description How the view shows the list's columns (decision 055): their order, the ones hidden and the widths the user set, by the web app's column keys. Keys the list no longer has are ignored; columns it gained since are shown at the end. Extension beyond the specification (`x-beyond-spec`, decision 026).
         * @example {
         *       "order": [
         *         "reference",
         *         "status",
         *         "total",
         *         "created"
         *       ],
         *       "hidden": [
         *         "created"
         *       ],
         *       "widths": {
         *         "reference": 180
         *       }
         *     }
         */
        SavedViewColumns: {
            order: components["schemas"]["SavedViewColumnKey"][];
            hidden: components["schemas"]["SavedViewColumnKey"][];
            /** @description Pixel widths by column key; a column not named keeps its natural width. */
            widths: {
                [key: string]: number;
            };
        };
        /**
         * @description A named set of filters and sort of one list page, owned by one user (decision 026).
         * @example {
         *       "id": 4,
         *       "version": 1200,
         *       "name": "Drafts by reference",
         *       "path": "/orders",
         *       "search": "?status=draft&sort_by=reference&sort_order=asc",
         *       "created_at": "2026-11-20T08:15:00Z",
         *       "updated_at": "2026-11-20T08:15:00Z"
         *     }
         */
        SavedView: {
            id: number;
            version: components["schemas"]["RecordVersion"];
            name: components["schemas"]["SavedViewName"];
            path: components["schemas"]["SavedViewPath"];
            search: components["schemas"]["SavedViewSearch"];
            columns?: components["schemas"]["SavedViewColumns"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description The caller's saved views, by name.
         * @example {
         *       "saved_views": [
         *         {
         *           "id": 4,
         *           "version": 1318,
         *           "name": "Drafts by reference",
         *           "path": "/orders",
         *           "search": "?status=draft&sort_by=reference&sort_order=asc",
         *           "created_at": "2026-11-20T08:15:00Z",
         *           "updated_at": "2026-11-20T08:15:00Z"
         *         }
         *       ]
         *     }
         */
        SavedViewCollection: {
            saved_views: components["schemas"]["SavedView"][];
        };
        /**
         * @description A new saved view of the caller's.
         * @example {
         *       "name": "Drafts by reference",
         *       "path": "/orders",
         *       "search": "?status=draft&sort_by=reference&sort_order=asc"
         *     }
         */
        SavedViewCreate: {
            name: components["schemas"]["SavedViewName"];
            path: components["schemas"]["SavedViewPath"];
            search?: components["schemas"]["SavedViewSearch"];
            columns?: components["schemas"]["SavedViewColumns"];
        };
        /**
         * @description A new name for a saved view (its list and filters stay).
         * @example {
         *       "name": "Draft orders"
         *     }
         */
        SavedViewUpdate: {
            name: components["schemas"]["SavedViewName"];
        };
        /**
         * @description What the user who started a background job (an upload's import, an order's processing, a combination, a weekly combination) is told when it ends: what happened (`kind`, `outcome`) to which record (`record_id`, and `result_id` for a record the job made), in words. It names records, never the web app's paths: the web builds its own link from them. Unread while `read_at` is null.
         * @example {
         *       "id": 41,
         *       "kind": "order",
         *       "resource": "orders",
         *       "record_id": 7,
         *       "result_id": null,
         *       "reference": "Order ORD-2026-0007 processed",
         *       "outcome": "completed",
         *       "created_at": "2026-11-24T08:15:02Z",
         *       "read_at": null
         *     }
         */
        Notification: {
            /** @description Also the event id of the stream (`Last-Event-ID`). */
            id: number;
            /** @enum {string} */
            kind: "upload" | "order" | "combination" | "weekly";
            /** @description The resource the job worked on (`uploads`, `orders`, `combinations`, `weekly_combinations`). */
            resource: string;
            /** @description The record the job worked on (an upload, a stock order, a combination, a weekly combination). */
            record_id: number;
            /** @description The record the job made, when the result is another record: the combined order of a completed combination. Null otherwise (the result is `record_id` itself, or nothing was made). */
            result_id: number | null;
            /** @description The end in words, with the record's business number (`Order ORD-2026-0007 processed`). */
            reference: string;
            /** @enum {string} */
            outcome: "completed" | "failed";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            read_at: string | null;
        };
        /**
         * @description The caller's notifications, newest first, with how many are unread.
         * @example {
         *       "notifications": [
         *         {
         *           "id": 41,
         *           "kind": "order",
         *           "resource": "orders",
         *           "record_id": 7,
         *           "result_id": null,
         *           "reference": "Order ORD-2026-0007 processed",
         *           "outcome": "completed",
         *           "created_at": "2026-11-24T08:15:02Z",
         *           "read_at": null
         *         },
         *         {
         *           "id": 38,
         *           "kind": "upload",
         *           "resource": "uploads",
         *           "record_id": 12,
         *           "result_id": null,
         *           "reference": "Import of spring-catalogue.xlsx (upload #12) completed: 240 products",
         *           "outcome": "completed",
         *           "created_at": "2026-11-24T07:52:40Z",
         *           "read_at": "2026-11-24T07:55:00Z"
         *         }
         *       ],
         *       "total": 2,
         *       "unread": 1,
         *       "skip": 0,
         *       "limit": 20
         *     }
         */
        NotificationCollection: {
            notifications: components["schemas"]["Notification"][];
            total: number;
            unread: number;
            skip: number;
            limit: number;
            total_is_estimate?: components["schemas"]["TotalIsEstimate"];
            next_cursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description The business's logo as stored: a PNG or JPEG of at most 256 KB, its type read from its content (never from a name or a declared type). Printed at the top of every invoice.
         * @example {
         *       "content_type": "image/png",
         *       "size_bytes": 68,
         *       "data_base64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII="
         *     }
         */
        BusinessLogo: {
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg";
            size_bytes: number;
            /** @description The image bytes, base64 encoded (standard alphabet, padded). */
            data_base64: string;
        };
        /**
         * @description The business's own details, printed as the supplier on every invoice (a South African tax invoice names the supplier, its address and VAT registration number). One record for the whole installation, set by an administrator (decision 049). `complete` says whether the details a tax invoice needs (legal name, address, VAT number) are all set.
         * @example {
         *       "legal_name": "Marula Naturals (Pty) Ltd",
         *       "trading_name": "Marula Naturals",
         *       "address": "14 Church Street\nHatfield\nPretoria\n0083",
         *       "vat_number": "4123456789",
         *       "registration_number": "2015/123456/07",
         *       "logo": null,
         *       "complete": true,
         *       "updated_at": "2026-11-28T08:30:00Z",
         *       "version": 1843
         *     }
         */
        BusinessDetails: {
            /** @description The registered name; empty until an administrator sets it. */
            legal_name: string;
            trading_name: string | null;
            /** @description The physical or postal address, one line per line (newline separated). */
            address: string;
            /** @description The VAT registration number (10 digits starting with 4). */
            vat_number: string | null;
            /** @description The company registration number (YYYY/NNNNNN/NN). */
            registration_number: string | null;
            logo: components["schemas"]["BusinessLogo"] | null;
            complete: boolean;
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: int64
             * @description The record's version; its ETag. Send it in `If-Match` to change the details.
             */
            readonly version: number;
        };
        /**
         * @description A new logo: a PNG or JPEG of at most 256 KB, base64 encoded. Its type is read from its content; anything else (SVG, GIF, a renamed file, a truncated image) is refused with 422 on `logo`.
         * @example {
         *       "data_base64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII="
         *     }
         */
        BusinessLogoUpload: {
            data_base64: string;
        };
        /**
         * @description The business's details, all of them (a missing optional field is cleared), except `logo`: omitted keeps the current logo, `null` removes it, an upload replaces it. The VAT number is 10 digits starting with 4; the company registration number is YYYY/NNNNNN/NN.
         * @example {
         *       "legal_name": "Marula Naturals (Pty) Ltd",
         *       "trading_name": "Marula Naturals",
         *       "address": "14 Church Street\nHatfield\nPretoria\n0083",
         *       "vat_number": "4123456789",
         *       "registration_number": "2015/123456/07"
         *     }
         */
        BusinessDetailsUpdate: {
            legal_name: string;
            trading_name?: string | null;
            address: string;
            vat_number?: string | null;
            registration_number?: string | null;
            logo?: components["schemas"]["BusinessLogoUpload"] | null;
        };
    };
    responses: {
        /** @description The request cannot be carried out as sent. */
        BadRequest: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Template has no header row"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description No valid session or token. */
        Unauthorized: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Unauthorized"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description The caller lacks the permission or role this operation needs. */
        Forbidden: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "You do not have permission to perform this action"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description No such resource. */
        NotFound: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Not Found"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description The request body (25 MB, 1 MB for JSON) or the uploaded file (20 MB) is larger than its limit, or a spreadsheet breaks one of the reader's limits (unpacked size, worksheets, rows, columns, cells, shared strings, characters in a cell, reading time); `detail` names the limit. */
        PayloadTooLarge: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "File is larger than 20 MB"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description The uploaded file is not of an accepted type. */
        UnsupportedMediaType: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Only .xlsx and .csv files are accepted"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description The request does not match the contract (FastAPI's validation error). */
        ValidationFailed: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPValidationError"];
            };
        };
        /** @description Too many documents, exports or spreadsheets are being made: by this user (`HEAVY_PER_USER` at once) or by everyone on this server process (`HEAVY_QUEUE` waiting, `HEAVY_EXPORTS` exports). Nothing was done; try again after `Retry-After` seconds. */
        HeavyWorkRefused: {
            headers: {
                /** @description Seconds after which another attempt is likely to be accepted. */
                "Retry-After"?: number;
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "You already have 4 documents, exports or spreadsheets being made; wait for them, then try again."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description The worker thread making this document or reading this spreadsheet stopped: it ran past its time limit (`HEAVY_TIMEOUT_MS`) or failed. Only this request failed; the detail says which. */
        HeavyWorkFailed: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Making this took longer than 60 s and was stopped; try a smaller selection."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description The resource's current state does not allow this. */
        Conflict: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Order 12 is already processing"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description `If-Match` names another version: someone changed the record since it was read. The body holds the record as it is now; resend with its ETag to keep your change. */
        PreconditionFailed: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StaleRecord"];
            };
        };
        /** @description `If-Match` is missing: a change of this record must name the version it was made from (its ETag), or `*`. */
        PreconditionRequired: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "If-Match is required to change this record (send its ETag)"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description Too many attempts; try again after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                /** @description Seconds until another attempt is accepted. */
                "Retry-After"?: number;
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Too many attempts. Try again in 60 seconds."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
        /** @description No such period (or, for `/api/periods/active/current`, no period is active). */
        PeriodNotFound: {
            headers: {
                "X-Request-ID": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Period not found"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorModel"];
            };
        };
    };
    parameters: {
        /** @description The resource's id. */
        IdPath: number;
        /** @description Number of rows to skip (offset pagination). */
        Skip: number;
        /** @description Page size. */
        Limit: number;
        /** @description Sort direction for `sort_by`. */
        SortOrder: "asc" | "desc";
        /** @description Where the next page starts: the `next_cursor` of the previous page (keyset pagination, decisions 044 and 056). Opaque; valid only with the same `sort_by` and `sort_order` it was issued for (400 otherwise, and for a cursor that is not one). With a cursor, `skip` must be 0. Any page costs what the first does, however deep (for a sort an index serves: every products sort, and the default `created_at` of the other lists). */
        Cursor: string;
        /** @description Case-insensitive match on product code, description or barcode. */
        ProductSearchQuery: string;
        /** @description Only products in this category (exact, case-insensitive). */
        ProductCategoryQuery: string;
        /** @description Only products of this product set (a completed upload). */
        ProductUploadSessionIdQuery: number;
        /** @description Only products whose unit price is at least this many ZAR cents. */
        ProductMinPriceQuery: number;
        /** @description Only products whose unit price is at most this many ZAR cents (not below `min_price_cents`). */
        ProductMaxPriceQuery: number;
        /**
         * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
         * @example true
         */
        DryRun: boolean;
        /**
         * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
         * @example "1234"
         */
        IfMatch: string;
        /** @description Only rows that belong to this accounting period. */
        PeriodIdQuery: number;
        /** @description The line item's id. */
        ItemIdPath: number;
        /**
         * @description Why the combined order is deleted; recorded in the audit log.
         * @example Duplicate combination, recombining with late orders
         */
        CombinedOrderDeleteReason: string;
        /** @description The user's id. */
        UserIdPath: number;
    };
    requestBodies: never;
    headers: {
        /** @description The request id the client sent (or one the server made), echoed for tracing. */
        XRequestId: string;
        /** @description The download's file name, for example `attachment; filename="combined_order_7.pdf"`. */
        ContentDisposition: string;
        /** @description The record's version as a strong entity tag (`"1234"`); for a line, a payment or a user's roles, the parent record's. Send it back in `If-Match` to change or delete the record. */
        ETag: string;
        /**
         * @description Sets both session cookies (two `Set-Cookie` headers): `bo_access=<jwt>; Max-Age=1800; Path=/; HttpOnly; Secure; SameSite=Lax` (the access cookie, 30 minutes) and `bo_refresh=<opaque token>; Max-Age=604800; Path=/auth; HttpOnly; Secure; SameSite=Lax` (the refresh cookie, 7 days, rotated on every refresh). `Secure` is left out when the API is served over plain http in development; `SameSite=None` is used when the web app is on another site.
         * @example bo_access=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3In0.n1Xw0sQk; Max-Age=1800; Path=/; HttpOnly; Secure; SameSite=Lax
         */
        AuthSetCookie: string;
        /**
         * @description Clears both session cookies (two `Set-Cookie` headers, same attributes as when they were set): `bo_access=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax` and `bo_refresh=; Max-Age=0; Path=/auth; HttpOnly; Secure; SameSite=Lax`.
         * @example bo_access=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax
         */
        AuthClearCookie: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadCreate"];
            };
        };
        responses: {
            /** @description Accepted; the import runs as a job. */
            202: {
                headers: {
                    /** @description The upload's status URL, `/api/upload/{id}/status`. */
                    Location?: string;
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    previewUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadPreviewRequest"];
            };
        };
        responses: {
            /** @description What the import would meet. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    importUploadPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadPreviewImport"];
            };
        };
        responses: {
            /** @description Accepted; the import runs as a job. */
            202: {
                headers: {
                    /** @description The upload's status URL, `/api/upload/{id}/status`. */
                    Location?: string;
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    getUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getUploadStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job status. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listUploads: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "completed_at" | "file_name" | "template_name" | "status" | "total_rows";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on the file name or template name. */
                search?: string;
                /** @description Only uploads in this status. */
                status?: "pending" | "processing" | "completed" | "failed";
                /** @description Only uploads made against this template. */
                template_id?: number;
                /** @description Only uploads created on or after this day (SAST). */
                date_from?: string;
                /** @description Only uploads created on or before this day (SAST). */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of uploads. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportUploads: {
        parameters: {
            query?: {
                /** @description Field to sort by. */
                sort_by?: "created_at" | "completed_at" | "file_name" | "template_name" | "status" | "total_rows";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on the file name or template name. */
                search?: string;
                /** @description Only uploads in this status. */
                status?: "pending" | "processing" | "completed" | "failed";
                /** @description Only uploads made against this template. */
                template_id?: number;
                /** @description Only uploads created on or after this day (SAST). */
                date_from?: string;
                /** @description Only uploads created on or before this day (SAST). */
                date_to?: string;
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Where the next page starts: the `next_cursor` of the previous page (keyset pagination, decisions 044 and 056). Opaque; valid only with the same `sort_by` and `sort_order` it was issued for (400 otherwise, and for a cursor that is not one). With a cursor, `skip` must be 0. Any page costs what the first does, however deep (for a sort an index serves: every products sort, and the default `created_at` of the other lists). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Field to sort by. */
                sort_by?: "product_code" | "description" | "category" | "unit_price_cents" | "stock_quantity" | "created_at";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on product code, description or barcode. */
                search?: components["parameters"]["ProductSearchQuery"];
                /** @description Only products in this category (exact, case-insensitive). */
                category?: components["parameters"]["ProductCategoryQuery"];
                /** @description Only products of this product set (a completed upload). */
                upload_session_id?: components["parameters"]["ProductUploadSessionIdQuery"];
                /** @description Only products whose unit price is at least this many ZAR cents. */
                min_price_cents?: components["parameters"]["ProductMinPriceQuery"];
                /** @description Only products whose unit price is at most this many ZAR cents (not below `min_price_cents`). */
                max_price_cents?: components["parameters"]["ProductMaxPriceQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    bulkDeleteProducts: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductBulkDelete"];
            };
        };
        responses: {
            /** @description How many products were deleted. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductBulkDeleteResult"];
                };
            };
            /** @description Dry run only (`dry_run=true`): the delete would be accepted; nothing was deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    countProducts: {
        parameters: {
            query?: {
                /** @description Case-insensitive match on product code, description or barcode. */
                search?: components["parameters"]["ProductSearchQuery"];
                /** @description Only products in this category (exact, case-insensitive). */
                category?: components["parameters"]["ProductCategoryQuery"];
                /** @description Only products of this product set (a completed upload). */
                upload_session_id?: components["parameters"]["ProductUploadSessionIdQuery"];
                /** @description Only products whose unit price is at least this many ZAR cents. */
                min_price_cents?: components["parameters"]["ProductMinPriceQuery"];
                /** @description Only products whose unit price is at most this many ZAR cents (not below `min_price_cents`). */
                max_price_cents?: components["parameters"]["ProductMaxPriceQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteProduct: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProductSets: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "file_name" | "template_name" | "product_count";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Only products of this product set (a completed upload). */
                upload_session_id?: components["parameters"]["ProductUploadSessionIdQuery"];
                /** @description Only sets uploaded against this template. */
                template_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of product sets. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSetList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    uploadTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TemplateCreate"];
            };
        };
        responses: {
            /** @description The new product template. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    analyzeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TemplateAnalyzeRequest"];
            };
        };
        responses: {
            /** @description What the file holds and the proposed mapping. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateAnalysis"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "template_name";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on the template name or description. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of product templates. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportTemplates: {
        parameters: {
            query?: {
                /** @description Field to sort by. */
                sort_by?: "created_at" | "template_name";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on the template name or description. */
                search?: string;
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    deleteTemplate: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    previewTemplate: {
        parameters: {
            query?: {
                /** @description How many data rows to read. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplatePreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    uploadDistributorTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DistributorTemplateCreate"];
            };
        };
        responses: {
            /** @description The new distributor template. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    analyzeDistributorTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TemplateAnalyzeRequest"];
            };
        };
        responses: {
            /** @description What the file holds and the proposed mapping. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorTemplateAnalysis"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    listDistributorTemplates: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "template_name";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on the template name or description. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of distributor templates. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorTemplateList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportDistributorTemplates: {
        parameters: {
            query?: {
                /** @description Field to sort by. */
                sort_by?: "created_at" | "template_name";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on the template name or description. */
                search?: string;
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    deleteDistributorTemplate: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    previewDistributorTemplate: {
        parameters: {
            query?: {
                /** @description How many data rows to read. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorTemplatePreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Where the next page starts: the `next_cursor` of the previous page (keyset pagination, decisions 044 and 056). Opaque; valid only with the same `sort_by` and `sort_order` it was issued for (400 otherwise, and for a cursor that is not one). With a cursor, `skip` must be 0. Any page costs what the first does, however deep (for a sort an index serves: every products sort, and the default `created_at` of the other lists). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "updated_at" | "processed_at" | "reference" | "status" | "total_cents" | "item_count";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Part of the reference or notes. */
                search?: string;
                /** @description Only orders in this status. */
                status?: components["schemas"]["OrderStatusValue"];
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Only orders created on or after this day. */
                date_from?: string;
                /** @description Only orders created on or before this day. */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreate"];
            };
        };
        responses: {
            /** @description The order was created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description A product or the period does not exist. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Product 9999 does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Another order already has this reference (`field: reference`), or the period is closed or archived (`field: period_id`). */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "An order with reference ORD-2026-0012 already exists"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order and its lines. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteOrder: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order was deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    addOrderItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderItemCreate"];
            };
        };
        responses: {
            /** @description The line was added; the updated order (the order, not the line, is answered, hence 200). */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description The product does not exist. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Product 9999 does not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order is not a draft. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Order 12 is completed; items can only change while it is a draft"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateOrderItem: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
                /** @description The line item's id. */
                itemId: components["parameters"]["ItemIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderItemUpdate"];
            };
        };
        responses: {
            /** @description The line was changed; the updated order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order is not a draft. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Order 12 is processing; items can only change while it is a draft"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteOrderItem: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
                /** @description The line item's id. */
                itemId: components["parameters"]["ItemIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The line was removed; the updated order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            /** @description Dry run only (`dry_run=true`): the delete would be accepted; nothing was deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order is not a draft. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Order 12 is completed; items can only change while it is a draft"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    searchOrderProducts: {
        parameters: {
            query: {
                /** @description Product code or part of a description. */
                query: string;
                /** @description Most products to return. */
                limit?: number;
                /** @description Match the product code exactly instead of searching. */
                exact_match?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching products. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderProductSearchResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    processOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Processing started. */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderStatus"];
                };
            };
            /** @description The order has no lines. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "An order needs at least one line to be processed"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order is not a draft. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Order 12 is already processing"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    getOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's status. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order is completed, failed or already cancelled. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Order 12 is completed and cannot be cancelled"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    retryOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Processing restarted. */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order has not failed. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Only a failed order can be retried; order 12 is draft"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    downloadOrderFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The order is not completed, so it has no spreadsheet yet. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Order 12 is processing; the spreadsheet is ready once it is completed"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    listConsultants: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Where the next page starts: the `next_cursor` of the previous page (keyset pagination, decisions 044 and 056). Opaque; valid only with the same `sort_by` and `sort_order` it was issued for (400 otherwise, and for a cursor that is not one). With a cursor, `skip` must be 0. Any page costs what the first does, however deep (for a sort an index serves: every products sort, and the default `created_at` of the other lists). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "updated_at" | "consultant_number" | "first_name" | "last_name" | "joined_date" | "status";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Part of the number, name, email, phone or ID number. */
                search?: string;
                /** @description Only consultants in this status. */
                status?: components["schemas"]["ConsultantStatus"];
                /** @description Only consultants whose address is in this province. */
                province?: components["schemas"]["ConsultantProvince"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of consultants. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createConsultant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantCreate"];
            };
        };
        responses: {
            /** @description The consultant was created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consultant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Another consultant already has this consultant number, email or ID number. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "A consultant with ID number 8806150234081 already exists"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getConsultant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consultant. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consultant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateConsultant: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantUpdate"];
            };
        };
        responses: {
            /** @description The updated consultant. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consultant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another consultant already has this consultant number, email or ID number. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Consultant number CN-000131 is already in use"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteConsultant: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consultant was deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The consultant has consultant orders. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Consultant CN-000127 has 4 consultant orders and cannot be deleted"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    searchConsultants: {
        parameters: {
            query?: {
                /** @description Most consultants to return. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The text to look for. */
                term: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching consultants. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantSearchResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    bulkDeleteConsultants: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantBulkDelete"];
            };
        };
        responses: {
            /** @description The consultants were deleted. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantBulkDeleteResult"];
                };
            };
            /** @description Dry run only (`dry_run=true`): the delete would be accepted; nothing was deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description At least one consultant does not exist; nothing was deleted. */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Consultants not found: 44"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            /** @description At least one consultant has consultant orders; nothing was deleted. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Consultants with consultant orders cannot be deleted: CN-000127"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    bulkUploadConsultants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The spreadsheet: .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) or .csv (text/csv, UTF-8). */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Every row was valid and imported. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantBulkUploadResult"];
                };
            };
            /** @description At least one row is invalid (or the file has no header row / no data rows); nothing was imported. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantBulkUploadError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    exportConsultants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx" | "pdf";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConsultantExportRequest"];
            };
        };
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description At least one of `consultant_ids` does not exist. */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Consultants not found: 44"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    listConsentForms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consultant's consent forms, newest first. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentFormList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    uploadConsentForm: {
        parameters: {
            query: {
                /** @description What the file is. */
                file_type: components["schemas"]["ConsentFormType"];
                /** @description A note about the file. */
                description?: string;
            };
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The form as application/pdf, image/jpeg or image/png. */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description The consent form was stored. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentForm"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The file is not a PDF, JPEG or PNG. */
            415: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Only PDF, JPEG and PNG files are accepted"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteConsentForm: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent form was deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    downloadConsentForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listConsultantHistoryOrders: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "order_number" | "status" | "total_cents";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Only consultant orders in this status. */
                status?: components["schemas"]["ConsultantOrderStatus"];
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
            };
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the consultant's orders. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantHistoryOrderList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listConsultantOrders: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Where the next page starts: the `next_cursor` of the previous page (keyset pagination, decisions 044 and 056). Opaque; valid only with the same `sort_by` and `sort_order` it was issued for (400 otherwise, and for a cursor that is not one). With a cursor, `skip` must be 0. Any page costs what the first does, however deep (for a sort an index serves: every products sort, and the default `created_at` of the other lists). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "updated_at" | "order_date" | "order_number" | "consultant_name" | "status" | "total_cents";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on the order number, the consultant's number or the consultant's name. */
                search?: string;
                /** @description Only orders with this status. */
                status?: components["schemas"]["ConsultantOrderStatus"];
                /** @description With `true`, only orders an invoice may be made from now: `submitted` or `combined`, with no invoice of their own that is not `void`, and (when combined) whose combined order has none either; with `false`, the others. The new-invoice picker uses it. Extension beyond the specification (`x-beyond-spec`). */
                invoiceable?: boolean;
                /** @description Only this consultant's orders. */
                consultant_id?: number;
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Only orders whose `order_date` is on or after this day. */
                date_from?: string;
                /** @description Only orders whose `order_date` is on or before this day. */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of consultant orders. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantOrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createConsultantOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantOrderCreate"];
            };
        };
        responses: {
            /** @description The created order with its items. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getConsultantOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order with its items. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantOrder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateConsultantOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantOrderUpdate"];
            };
        };
        responses: {
            /** @description The updated order with its items. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantOrder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteConsultantOrder: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order was deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    createConsultantOrderItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantOrderItemCreate"];
            };
        };
        responses: {
            /** @description The item was added; the body is the whole order with its new item and totals (the parent is answered, hence 200, as for every line change). */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateConsultantOrderItem: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The line item's id. */
                itemId: components["parameters"]["ItemIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantOrderItemUpdate"];
            };
        };
        responses: {
            /** @description The whole order with the changed item and new totals. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantOrder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteConsultantOrderItem: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The line item's id. */
                itemId: components["parameters"]["ItemIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole order without the removed item, with new totals. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantOrder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    bulkDeleteConsultantOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantOrderBulkDelete"];
            };
        };
        responses: {
            /** @description The orders were deleted. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsultantOrderBulkDeleteResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    downloadConsultantOrderPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    combineConsultantOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConsultantOrderCombine"];
            };
        };
        responses: {
            /** @description The combination was started. */
            202: {
                headers: {
                    /** @description The combination status URL, `/api/consultant-orders/combination-status/<id>`. */
                    Location?: string;
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombinationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    bulkCombineConsultantOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsultantOrderBulkCombine"];
            };
        };
        responses: {
            /** @description The combination was started. */
            202: {
                headers: {
                    /** @description The combination status URL, `/api/consultant-orders/combination-status/<id>`. */
                    Location?: string;
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombinationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getConsultantOrderCombinationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The combination's status. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombinationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteConsultantOrderCombinationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status was cleared. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listCombinedOrders: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Where the next page starts: the `next_cursor` of the previous page (keyset pagination, decisions 044 and 056). Opaque; valid only with the same `sort_by` and `sort_order` it was issued for (400 otherwise, and for a cursor that is not one). With a cursor, `skip` must be 0. Any page costs what the first does, however deep (for a sort an index serves: every products sort, and the default `created_at` of the other lists). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "combined_number" | "status" | "consultant_order_count" | "total_cents";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on the combined number or on an included consultant order's number. */
                search?: string;
                /** @description Only combined orders with this status. */
                status?: components["schemas"]["CombinedOrderStatus"];
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Only combined orders created on or after this day (South African time, UTC+02:00). */
                date_from?: string;
                /** @description Only combined orders created on or before this day (South African time, UTC+02:00). */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of combined orders. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombinedOrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCombinedOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The combined order with its per-product lines and its consultant orders. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombinedOrder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteCombinedOrder: {
        parameters: {
            query?: {
                /**
                 * @description Why the combined order is deleted; recorded in the audit log.
                 * @example Duplicate combination, recombining with late orders
                 */
                reason?: components["parameters"]["CombinedOrderDeleteReason"];
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The combined order was deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    downloadCombinedOrderPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    getCombinedOrderPdfInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF's facts. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombinedOrderPdfInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    bulkDeleteCombinedOrders: {
        parameters: {
            query?: {
                /**
                 * @description Why the combined order is deleted; recorded in the audit log.
                 * @example Duplicate combination, recombining with late orders
                 */
                reason?: components["parameters"]["CombinedOrderDeleteReason"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CombinedOrderBulkDelete"];
            };
        };
        responses: {
            /** @description The combined orders were deleted. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombinedOrderBulkDeleteResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCombinedOrderInvoicePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice preview. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    searchInvoiceProducts: {
        parameters: {
            query: {
                /** @description Text to find in the product code or description. */
                query: string;
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Most products to return. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching products (at most `limit`) and how many match in all. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceProductSearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Where the next page starts: the `next_cursor` of the previous page (keyset pagination, decisions 044 and 056). Opaque; valid only with the same `sort_by` and `sort_order` it was issued for (400 otherwise, and for a cursor that is not one). With a cursor, `skip` must be 0. Any page costs what the first does, however deep (for a sort an index serves: every products sort, and the default `created_at` of the other lists). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "invoice_number" | "issue_date" | "due_date" | "bill_to_name" | "status" | "total_cents" | "balance_cents";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Text to find in the invoice number, bill-to name, consultant name or source order number. */
                search?: string;
                /** @description Only invoices in this status. */
                status?: "draft" | "issued" | "partially_paid" | "paid" | "void";
                /** @description Only invoices billed to this consultant. */
                consultant_id?: number;
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Only invoices issued on or after this day. */
                date_from?: string;
                /** @description Only invoices issued on or before this day. */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of invoices. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInvoice: {
        parameters: {
            query?: {
                /** @description Only return the lines of this product code (exact match). */
                product_code?: string;
            };
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceUpdate"];
            };
        };
        responses: {
            /** @description The updated invoice. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteInvoice: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    createInvoiceFromOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceFromOrderCreate"];
            };
        };
        responses: {
            /** @description The created draft invoice. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    recordInvoicePayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoicePaymentCreate"];
            };
        };
        responses: {
            /** @description The invoice with the payment recorded. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    addInvoiceItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceItemCreate"];
            };
        };
        responses: {
            /** @description The invoice with the new line (the parent is answered, hence 200, as for every line change). */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateInvoiceItem: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
                /** @description The line item's id. */
                itemId: components["parameters"]["ItemIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceItemUpdate"];
            };
        };
        responses: {
            /** @description The updated invoice. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteInvoiceItem: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
                /** @description The line item's id. */
                itemId: components["parameters"]["ItemIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated invoice. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Dry run only (`dry_run=true`): the delete would be accepted; nothing was deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listWeeklyCombinations: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Field to sort by. */
                sort_by?: "week_start" | "created_at" | "status" | "consultant_order_count" | "total_cents";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Only combinations in this status. */
                status?: "pending" | "processing" | "completed" | "failed" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of weekly combinations. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyCombinationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createWeeklyCombination: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeeklyCombinationCreate"];
            };
        };
        responses: {
            /** @description The created weekly combination (status `pending`). */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyCombination"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportWeeklyCombinations: {
        parameters: {
            query?: {
                /** @description Field to sort by. */
                sort_by?: "week_start" | "created_at" | "status" | "consultant_order_count" | "total_cents";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Only combinations in this status. */
                status?: "pending" | "processing" | "completed" | "failed" | "cancelled";
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    getWeeklyCombinationPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders, the totals per product and the grand totals. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyCombinationPreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    processWeeklyCombination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job started; its status. */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyCombinationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getWeeklyCombinationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job status. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyCombinationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getWeeklyCombinationDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the spreadsheet is. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyCombinationDownload"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    downloadWeeklyCombinationFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    cancelWeeklyCombination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled weekly combination. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyCombination"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getWeeklyCombination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The weekly combination. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyCombination"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteWeeklyCombination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    loginCookie: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LoginForm"];
            };
        };
        responses: {
            /** @description Signed in; the session cookies are set. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["AuthSetCookie"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The email and password do not match an active account. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "LOGIN_BAD_CREDENTIALS"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logoutCookie: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; both cookies are cleared. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["AuthClearCookie"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    refreshCookie: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                /** @description The refresh cookie set by `POST /auth/cookie/login` (sent by the browser automatically). */
                bo_refresh?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description Renewed; both cookies are set again. */
            204: {
                headers: {
                    "Set-Cookie": components["headers"]["AuthSetCookie"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No usable refresh cookie; both cookies are cleared. */
            401: {
                headers: {
                    "Set-Cookie": components["headers"]["AuthClearCookie"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Unauthorized"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCurrentPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The effective permissions. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthPermissions"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    verifySession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is valid. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthVerifyResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationTokenRequest"];
            };
        };
        responses: {
            /** @description The email address is confirmed. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The token is bad or the address is already verified. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description The account was created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "version": 1311,
                     *       "email": "ayanda.khumalo@example.com",
                     *       "first_name": "Ayanda",
                     *       "last_name": "Khumalo",
                     *       "full_name": "Ayanda Khumalo",
                     *       "role": null,
                     *       "roles": [],
                     *       "permissions": [
                     *         {
                     *           "resource": "dashboard",
                     *           "action": "read",
                     *           "granted": false
                     *         },
                     *         {
                     *           "resource": "orders",
                     *           "action": "read",
                     *           "granted": false
                     *         }
                     *       ],
                     *       "is_active": true,
                     *       "is_superuser": false,
                     *       "is_verified": false,
                     *       "department": null,
                     *       "is_mobile_enabled": false,
                     *       "created_at": "2026-11-20T10:02:17Z",
                     *       "updated_at": "2026-11-20T10:02:17Z",
                     *       "last_login": null
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The email is taken or the password breaks the policy. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            /** @description Self-registration is turned off on this server (`REGISTRATION=closed`). */
            403: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": {
                     *         "code": "REGISTRATION_CLOSED",
                     *         "reason": "Registration is closed. Ask an administrator for an account."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's sessions. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionCollection"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is revoked. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description The session belongs to another user. */
            403: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "You can only revoke your own sessions."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            /** @description No such active session. */
            404: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Session not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    logoutAllSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session is ended. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["AuthClearCookie"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionRevokeAllResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    loginJwt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LoginForm"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description The email and password do not match an active account. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "LOGIN_BAD_CREDENTIALS"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logoutJwt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    refreshJwt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRefreshRequest"];
            };
        };
        responses: {
            /** @description New tokens. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordForgotRequest"];
            };
        };
        responses: {
            /** @description Accepted (the same answer for every address). */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "If an account exists for this email, a password reset link has been sent."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirm"];
            };
        };
        responses: {
            /** @description The password is changed. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Password has been reset successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The token is bad or the password breaks the policy. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description The password is changed. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Password updated successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The current password is wrong or the new one breaks the policy. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationResendRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "If this email needs verifying, a verification email has been sent."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVerificationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification status. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether self-registration is open. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationStatus"];
                };
            };
        };
    };
    listPeriods: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size (the client asks for 100). */
                limit?: number;
                /** @description Only periods in this status (`archived` implies `include_archived`). */
                status?: "draft" | "active" | "closed" | "archived";
                /** @description Also list archived periods. */
                include_archived?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of periods. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeriodList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeriodCreate"];
            };
        };
        responses: {
            /** @description The new period, in `draft`. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Period"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportPeriods: {
        parameters: {
            query?: {
                /** @description Only periods in this status (`archived` implies `include_archived`). */
                status?: "draft" | "active" | "closed" | "archived";
                /** @description Also list archived periods. */
                include_archived?: boolean;
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    getPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Period"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PeriodNotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePeriod: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeriodUpdate"];
            };
        };
        responses: {
            /** @description The updated period. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Period"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PeriodNotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deletePeriod: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PeriodNotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    getActivePeriod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active period. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Period"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["PeriodNotFound"];
        };
    };
    activatePeriod: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period, now `active`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Period"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PeriodNotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    closePeriod: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period, now `closed`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Period"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PeriodNotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    archivePeriod: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period, now `archived`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Period"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PeriodNotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The field to sort by. */
                sort_by?: "created_at" | "email" | "first_name" | "last_name" | "department" | "last_login";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive substring of the email, first name, last name or department. */
                search?: string;
                /** @description Only users who hold this role. */
                role?: components["schemas"]["RoleName"];
                /** @description Only active (true) or deactivated (false) users. */
                is_active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description The user was created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The email is taken or the password breaks the policy. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id. */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The user's id. */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The new email is taken. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "UPDATE_USER_EMAIL_ALREADY_EXISTS"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The change would lock the caller out. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "You cannot deactivate your own account"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id. */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deactivated user. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The user is already inactive, or is the caller. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    setUserRoles: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The user's id. */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRolesUpdate"];
            };
        };
        responses: {
            /** @description The user with the new roles. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The change would remove the caller's own admin role. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "You cannot remove your own admin role"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    sendUserPasswordResetEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id. */
                userId: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email is queued. */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A password reset email to thandi.nkosi@example.com is on its way."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The user is deactivated. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "User 12 is inactive; reactivate them before sending a password reset email"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every role. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleCollection"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAuditLogs: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Where the next page starts: the `next_cursor` of the previous page (keyset pagination, decisions 044 and 056). Opaque; valid only with the same `sort_by` and `sort_order` it was issued for (400 otherwise, and for a cursor that is not one). With a cursor, `skip` must be 0. Any page costs what the first does, however deep (for a sort an index serves: every products sort, and the default `created_at` of the other lists). */
                cursor?: components["parameters"]["Cursor"];
                /** @description The field to sort by. */
                sort_by?: "created_at" | "action" | "resource";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Only entries made by this user (the actor). */
                user_id?: number;
                /** @description Only entries about this kind of record. */
                resource?: components["schemas"]["AuditResource"];
                /** @description Only entries of this action. */
                action?: components["schemas"]["AuditAction"];
                /** @description Only entries about the record with this id (use with `resource`). */
                record_id?: number;
                /** @description Only entries made by the request with this `X-Request-ID`. */
                request_id?: string;
                /** @description Only entries made on or after this day. */
                date_from?: string;
                /** @description Only entries made on or before this day. */
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of audit entries. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRecordHistory: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description The kind of record. */
                resource: "orders" | "consultants" | "consultant_orders" | "combined_orders" | "invoices" | "periods" | "users" | "distributor_orders";
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the record's audit entries, newest first. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportOrders: {
        parameters: {
            query?: {
                /** @description Field to sort by. */
                sort_by?: "created_at" | "updated_at" | "processed_at" | "reference" | "status" | "total_cents" | "item_count";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Part of the reference or notes. */
                search?: string;
                /** @description Only orders in this status. */
                status?: components["schemas"]["OrderStatusValue"];
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Only orders created on or after this day. */
                date_from?: string;
                /** @description Only orders created on or before this day. */
                date_to?: string;
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    exportProducts: {
        parameters: {
            query?: {
                /** @description Field to sort by. */
                sort_by?: "product_code" | "description" | "category" | "unit_price_cents" | "stock_quantity" | "created_at";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on product code, description or barcode. */
                search?: components["parameters"]["ProductSearchQuery"];
                /** @description Only products in this category (exact, case-insensitive). */
                category?: components["parameters"]["ProductCategoryQuery"];
                /** @description Only products of this product set (a completed upload). */
                upload_session_id?: components["parameters"]["ProductUploadSessionIdQuery"];
                /** @description Only products whose unit price is at least this many ZAR cents. */
                min_price_cents?: components["parameters"]["ProductMinPriceQuery"];
                /** @description Only products whose unit price is at most this many ZAR cents (not below `min_price_cents`). */
                max_price_cents?: components["parameters"]["ProductMaxPriceQuery"];
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    exportConsultantOrders: {
        parameters: {
            query?: {
                /** @description Field to sort by. */
                sort_by?: "created_at" | "updated_at" | "order_date" | "order_number" | "consultant_name" | "status" | "total_cents";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on the order number, the consultant's number or the consultant's name. */
                search?: string;
                /** @description Only orders with this status. */
                status?: components["schemas"]["ConsultantOrderStatus"];
                /** @description With `true`, only orders an invoice may be made from now: `submitted` or `combined`, with no invoice of their own that is not `void`, and (when combined) whose combined order has none either; with `false`, the others. The new-invoice picker uses it. Extension beyond the specification (`x-beyond-spec`). */
                invoiceable?: boolean;
                /** @description Only this consultant's orders. */
                consultant_id?: number;
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Only orders whose `order_date` is on or after this day. */
                date_from?: string;
                /** @description Only orders whose `order_date` is on or before this day. */
                date_to?: string;
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    exportCombinedOrders: {
        parameters: {
            query?: {
                /** @description Field to sort by. */
                sort_by?: "created_at" | "combined_number" | "status" | "consultant_order_count" | "total_cents";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive match on the combined number or on an included consultant order's number. */
                search?: string;
                /** @description Only combined orders with this status. */
                status?: components["schemas"]["CombinedOrderStatus"];
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Only combined orders created on or after this day (South African time, UTC+02:00). */
                date_from?: string;
                /** @description Only combined orders created on or before this day (South African time, UTC+02:00). */
                date_to?: string;
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    exportInvoices: {
        parameters: {
            query?: {
                /** @description Field to sort by. */
                sort_by?: "created_at" | "invoice_number" | "issue_date" | "due_date" | "bill_to_name" | "status" | "total_cents" | "balance_cents";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Text to find in the invoice number, bill-to name, consultant name or source order number. */
                search?: string;
                /** @description Only invoices in this status. */
                status?: "draft" | "issued" | "partially_paid" | "paid" | "void";
                /** @description Only invoices billed to this consultant. */
                consultant_id?: number;
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
                /** @description Only invoices issued on or after this day. */
                date_from?: string;
                /** @description Only invoices issued on or before this day. */
                date_to?: string;
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    exportAuditLogs: {
        parameters: {
            query?: {
                /** @description The field to sort by. */
                sort_by?: "created_at" | "action" | "resource";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Only entries made by this user (the actor). */
                user_id?: number;
                /** @description Only entries about this kind of record. */
                resource?: components["schemas"]["AuditResource"];
                /** @description Only entries of this action. */
                action?: components["schemas"]["AuditAction"];
                /** @description Only entries about the record with this id (use with `resource`). */
                record_id?: number;
                /** @description Only entries made by the request with this `X-Request-ID`. */
                request_id?: string;
                /** @description Only entries made on or after this day. */
                date_from?: string;
                /** @description Only entries made on or before this day. */
                date_to?: string;
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    exportUsers: {
        parameters: {
            query?: {
                /** @description The field to sort by. */
                sort_by?: "created_at" | "email" | "first_name" | "last_name" | "department" | "last_login";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Case-insensitive substring of the email, first name, last name or department. */
                search?: string;
                /** @description Only users who hold this role. */
                role?: components["schemas"]["RoleName"];
                /** @description Only active (true) or deactivated (false) users. */
                is_active?: boolean;
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    downloadInvoicePdf: {
        parameters: {
            query?: {
                /** @description Show the PDF in the browser (`inline`) instead of downloading it. */
                inline?: boolean;
            };
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    downloadPickList: {
        parameters: {
            query?: {
                /** @description Show the PDF in the browser (`inline`) instead of downloading it. */
                inline?: boolean;
            };
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API is up. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process takes requests. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description The process is shutting down (`Shutting down`), or its database does not answer (`Database unavailable`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorModel"];
                };
            };
        };
    };
    listOutboxMessages: {
        parameters: {
            query?: {
                /** @description Only messages sent to this address (compared case-insensitively). */
                to?: string;
                /** @description Only messages of this kind. */
                kind?: components["schemas"]["OutboxMessageKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outbox. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxCollection"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getEmailStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email settings and the undelivered counts. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listUndeliveredEmails: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of undelivered emails. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailDeliveryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    sendTestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestEmailRequest"];
            };
        };
        responses: {
            /** @description The attempt's outcome. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestEmailResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getDashboardSummary: {
        parameters: {
            query?: {
                /** @description Only rows that belong to this accounting period. */
                period_id?: components["parameters"]["PeriodIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PeriodNotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listDistributorOrders: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Where the next page starts: the `next_cursor` of the previous page (keyset pagination, decisions 044 and 056). Opaque; valid only with the same `sort_by` and `sort_order` it was issued for (400 otherwise, and for a cursor that is not one). With a cursor, `skip` must be 0. Any page costs what the first does, however deep (for a sort an index serves: every products sort, and the default `created_at` of the other lists). */
                cursor?: components["parameters"]["Cursor"];
                /** @description Field to sort by. */
                sort_by?: "created_at" | "order_number" | "distributor_name" | "status" | "total_cents" | "submitted_at";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Text to find in the order number, distributor name, distributor reference or file name. */
                search?: string;
                /** @description Only orders in this status. */
                status?: "draft" | "submitted" | "fulfilled" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of distributor orders. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorOrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createDistributorOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DistributorOrderCreate"];
            };
        };
        responses: {
            /** @description The imported draft distributor order with its lines. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorOrder"];
                };
            };
            /** @description The spreadsheet cannot be imported; nothing was created. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorOrderImportError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    exportDistributorOrders: {
        parameters: {
            query?: {
                /** @description Field to sort by. */
                sort_by?: "created_at" | "order_number" | "distributor_name" | "status" | "total_cents" | "submitted_at";
                /** @description Sort direction for `sort_by`. */
                sort_order?: components["parameters"]["SortOrder"];
                /** @description Text to find in the order number, distributor name, distributor reference or file name. */
                search?: string;
                /** @description Only orders in this status. */
                status?: "draft" | "submitted" | "fulfilled" | "cancelled";
            };
            header?: never;
            path: {
                /** @description The file format. */
                format: "csv" | "xlsx";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file, in the media type of `format`. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    getDistributorOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The distributor order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorOrder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateDistributorOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DistributorOrderUpdate"];
            };
        };
        responses: {
            /** @description The updated distributor order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorOrder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteDistributorOrder: {
        parameters: {
            query?: {
                /**
                 * @description Asks first, changes nothing (decision 045): `true` runs the delete's own rules in a transaction that is rolled back, and answers 204 when the delete would be accepted, or the same 403, 404 or 409 the delete would answer. The web app asks before it offers Undo.
                 * @example true
                 */
                dry_run?: components["parameters"]["DryRun"];
            };
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    submitDistributorOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submitted distributor order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributorOrder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    searchEverything: {
        parameters: {
            query: {
                /** @description The text to find. */
                q: string;
                /** @description At most this many hits of each kind. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hits, grouped by kind. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResults"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listSavedViews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's saved views. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedViewCollection"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedViewCreate"];
            };
        };
        responses: {
            /** @description The saved view. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteSavedView: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The view is deleted. */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    renameSavedView: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedViewUpdate"];
            };
        };
        responses: {
            /** @description The renamed view. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    streamEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the last `notification` event received; the ones after it are replayed. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream (open until the client or the session ends). */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Number of rows to skip (offset pagination). */
                skip?: components["parameters"]["Skip"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Where the next page starts: the `next_cursor` of the previous page (keyset pagination, decisions 044 and 056). Opaque; valid only with the same `sort_by` and `sort_order` it was issued for (400 otherwise, and for a cursor that is not one). With a cursor, `skip` must be 0. Any page costs what the first does, however deep (for a sort an index serves: every products sort, and the default `created_at` of the other lists). */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's notifications. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification, read. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many notifications were marked read. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getBusinessDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business details. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateBusinessDetails: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The record's ETag as it was read (`"1234"`, from the `ETag` header or the record's `version`), or `*` to write whatever the record holds now. Missing: 428; not the current one (a weak tag never matches): 412 with the current record. A line, a payment or a user's roles take the parent record's ETag (decision 041).
                 * @example "1234"
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessDetailsUpdate"];
            };
        };
        responses: {
            /** @description The details as saved. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    downloadTemplateFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
                /** @description `blank`: the template's layout with no data rows; `sample`: the layout with a few realistic rows that the template's own upload imports without row errors. */
                file: "blank" | "sample";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
    downloadDistributorTemplateFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's id. */
                id: components["parameters"]["IdPath"];
                /** @description `blank`: the template's layout with no data rows; `sample`: the layout with a few realistic rows that the template's own upload imports without row errors. */
                file: "blank" | "sample";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Request-ID": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["HeavyWorkRefused"];
            503: components["responses"]["HeavyWorkFailed"];
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsApiUploadsGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/uploads"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "completed_at", "file_name", "template_name", "status", "total_rows"];
export const pathsApiUploadsGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/uploads"]["get"]["parameters"]["query"]["status"]> = ["pending", "processing", "completed", "failed"];
export const pathsApiUploadsExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/uploads/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "completed_at", "file_name", "template_name", "status", "total_rows"];
export const pathsApiUploadsExportFormatGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/uploads/export/{format}"]["get"]["parameters"]["query"]["status"]> = ["pending", "processing", "completed", "failed"];
export const pathsApiUploadsExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/uploads/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiProductsGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/products"]["get"]["parameters"]["query"]["sort_by"]> = ["product_code", "description", "category", "unit_price_cents", "stock_quantity", "created_at"];
export const pathsApiProductSetsGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/product-sets"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "file_name", "template_name", "product_count"];
export const pathsApiTemplatesGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/templates"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "template_name"];
export const pathsApiTemplatesExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/templates/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "template_name"];
export const pathsApiTemplatesExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/templates/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiDistributorTemplatesGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/distributor-templates"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "template_name"];
export const pathsApiDistributorTemplatesExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/distributor-templates/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "template_name"];
export const pathsApiDistributorTemplatesExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/distributor-templates/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiOrdersGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/orders"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "updated_at", "processed_at", "reference", "status", "total_cents", "item_count"];
export const pathsApiConsultantsGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/consultants"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "updated_at", "consultant_number", "first_name", "last_name", "joined_date", "status"];
export const pathsApiConsultantsExportFormatPostParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/consultants/export/{format}"]["post"]["parameters"]["path"]["format"]> = ["csv", "xlsx", "pdf"];
export const pathsApiConsultantsIdOrdersGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/consultants/{id}/orders"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "order_number", "status", "total_cents"];
export const pathsApiConsultantOrdersGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/consultant-orders"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "updated_at", "order_date", "order_number", "consultant_name", "status", "total_cents"];
export const pathsApiCombinedOrdersGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/combined-orders"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "combined_number", "status", "consultant_order_count", "total_cents"];
export const pathsApiInvoicesGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invoices"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "invoice_number", "issue_date", "due_date", "bill_to_name", "status", "total_cents", "balance_cents"];
export const pathsApiInvoicesGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invoices"]["get"]["parameters"]["query"]["status"]> = ["draft", "issued", "partially_paid", "paid", "void"];
export const pathsApiWeeklyCombinationsGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/weekly-combinations"]["get"]["parameters"]["query"]["sort_by"]> = ["week_start", "created_at", "status", "consultant_order_count", "total_cents"];
export const pathsApiWeeklyCombinationsGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/weekly-combinations"]["get"]["parameters"]["query"]["status"]> = ["pending", "processing", "completed", "failed", "cancelled"];
export const pathsApiWeeklyCombinationsExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/weekly-combinations/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["week_start", "created_at", "status", "consultant_order_count", "total_cents"];
export const pathsApiWeeklyCombinationsExportFormatGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/weekly-combinations/export/{format}"]["get"]["parameters"]["query"]["status"]> = ["pending", "processing", "completed", "failed", "cancelled"];
export const pathsApiWeeklyCombinationsExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/weekly-combinations/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiPeriodsGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/periods"]["get"]["parameters"]["query"]["status"]> = ["draft", "active", "closed", "archived"];
export const pathsApiPeriodsExportFormatGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/periods/export/{format}"]["get"]["parameters"]["query"]["status"]> = ["draft", "active", "closed", "archived"];
export const pathsApiPeriodsExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/periods/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiUsersGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/users"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "email", "first_name", "last_name", "department", "last_login"];
export const pathsApiAuditLogsGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-logs"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "action", "resource"];
export const pathsApiHistoryResourceIdGetParametersPathResourceValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/history/{resource}/{id}"]["get"]["parameters"]["path"]["resource"]> = ["orders", "consultants", "consultant_orders", "combined_orders", "invoices", "periods", "users", "distributor_orders"];
export const pathsApiOrdersExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/orders/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "updated_at", "processed_at", "reference", "status", "total_cents", "item_count"];
export const pathsApiOrdersExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/orders/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiProductsExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/products/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["product_code", "description", "category", "unit_price_cents", "stock_quantity", "created_at"];
export const pathsApiProductsExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/products/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiConsultantOrdersExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/consultant-orders/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "updated_at", "order_date", "order_number", "consultant_name", "status", "total_cents"];
export const pathsApiConsultantOrdersExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/consultant-orders/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiCombinedOrdersExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/combined-orders/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "combined_number", "status", "consultant_order_count", "total_cents"];
export const pathsApiCombinedOrdersExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/combined-orders/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiInvoicesExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invoices/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "invoice_number", "issue_date", "due_date", "bill_to_name", "status", "total_cents", "balance_cents"];
export const pathsApiInvoicesExportFormatGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invoices/export/{format}"]["get"]["parameters"]["query"]["status"]> = ["draft", "issued", "partially_paid", "paid", "void"];
export const pathsApiInvoicesExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invoices/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiAuditLogsExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-logs/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "action", "resource"];
export const pathsApiAuditLogsExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-logs/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiUsersExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/users/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "email", "first_name", "last_name", "department", "last_login"];
export const pathsApiUsersExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/users/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiDistributorOrdersGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/distributor-orders"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "order_number", "distributor_name", "status", "total_cents", "submitted_at"];
export const pathsApiDistributorOrdersGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/distributor-orders"]["get"]["parameters"]["query"]["status"]> = ["draft", "submitted", "fulfilled", "cancelled"];
export const pathsApiDistributorOrdersExportFormatGetParametersQuerySort_byValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/distributor-orders/export/{format}"]["get"]["parameters"]["query"]["sort_by"]> = ["created_at", "order_number", "distributor_name", "status", "total_cents", "submitted_at"];
export const pathsApiDistributorOrdersExportFormatGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/distributor-orders/export/{format}"]["get"]["parameters"]["query"]["status"]> = ["draft", "submitted", "fulfilled", "cancelled"];
export const pathsApiDistributorOrdersExportFormatGetParametersPathFormatValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/distributor-orders/export/{format}"]["get"]["parameters"]["path"]["format"]> = ["csv", "xlsx"];
export const pathsApiTemplatesIdFilesFileGetParametersPathFileValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/templates/{id}/files/{file}"]["get"]["parameters"]["path"]["file"]> = ["blank", "sample"];
export const pathsApiDistributorTemplatesIdFilesFileGetParametersPathFileValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/distributor-templates/{id}/files/{file}"]["get"]["parameters"]["path"]["file"]> = ["blank", "sample"];
export const recordChangedEventResourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RecordChangedEvent"]["resource"]> = ["users", "periods", "templates", "distributor_templates", "orders", "consultants", "consultant_orders", "invoices", "distributor_orders"];
export const uploadCreateExisting_productsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UploadCreate"]["existing_products"]> = ["add", "replace", "skip"];
export const uploadStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Upload"]["status"]> = ["pending", "processing", "completed", "failed"];
export const uploadPreviewImportExisting_productsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UploadPreviewImport"]["existing_products"]> = ["add", "replace", "skip"];
export const uploadStatusStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UploadStatus"]["status"]> = ["pending", "processing", "completed", "failed"];
export const templateAnalysisMissing_required_fieldsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TemplateAnalysis"]["missing_required_fields"]> = ["product_code", "description", "unit_price"];
export const templatePreviewColumnsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TemplatePreview"]["columns"]> = ["product_code", "description", "category", "unit_price", "unit", "barcode", "stock_quantity"];
export const distributorTemplateAnalysisMissing_required_fieldsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DistributorTemplateAnalysis"]["missing_required_fields"]> = ["product_code", "quantity"];
export const distributorTemplatePreviewColumnsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DistributorTemplatePreview"]["columns"]> = ["product_code", "description", "quantity", "unit_price", "distributor_reference"];
export const orderStatusValueValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OrderStatusValue"]> = ["draft", "processing", "completed", "failed", "cancelled"];
export const consultantStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConsultantStatus"]> = ["active", "inactive", "suspended"];
export const consultantProvinceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConsultantProvince"]> = ["Eastern Cape", "Free State", "Gauteng", "KwaZulu-Natal", "Limpopo", "Mpumalanga", "North West", "Northern Cape", "Western Cape"];
export const consentFormTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConsentFormType"]> = ["popia_consent", "id_copy", "contract", "other"];
export const consentFormContent_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConsentForm"]["content_type"]> = ["application/pdf", "image/jpeg", "image/png"];
export const consultantOrderStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConsultantOrderStatus"]> = ["draft", "submitted", "combined", "cancelled"];
export const consultantOrderCreateStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConsultantOrderCreate"]["status"]> = ["draft", "submitted"];
export const consultantOrderUpdateStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConsultantOrderUpdate"]["status"]> = ["draft", "submitted", "cancelled"];
export const combinationStatusStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CombinationStatus"]["status"]> = ["pending", "processing", "completed", "failed"];
export const combinedOrderStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CombinedOrderStatus"]> = ["open", "invoiced"];
export const invoicePayerOptionKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoicePayerOption"]["kind"]> = ["consultant", "distributor", "branch"];
export const invoicePreviewVat_rate_percentValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoicePreview"]["vat_rate_percent"]> = [15];
export const invoicePreviewCurrencyValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoicePreview"]["currency"]> = ["ZAR"];
export const invoiceSummarySource_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceSummary"]["source_type"]> = ["combined_order", "consultant_order"];
export const invoiceSummaryStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceSummary"]["status"]> = ["draft", "issued", "partially_paid", "paid", "void"];
export const invoicePaymentMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoicePayment"]["method"]> = ["eft", "cash", "card", "other"];
export const invoiceUpdateStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceUpdate"]["status"]> = ["issued", "void"];
export const invoiceFromOrderCreateSource_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoiceFromOrderCreate"]["source_type"]> = ["combined_order", "consultant_order"];
export const invoicePaymentCreateMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvoicePaymentCreate"]["method"]> = ["eft", "cash", "card", "other"];
export const weeklyCombinationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WeeklyCombination"]["status"]> = ["pending", "processing", "completed", "failed", "cancelled"];
export const weeklyCombinationStatusStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WeeklyCombinationStatus"]["status"]> = ["pending", "processing", "completed", "failed", "cancelled"];
export const weeklyCombinationDownloadContent_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["WeeklyCombinationDownload"]["content_type"]> = ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"];
export const roleNameValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RoleName"]> = ["admin", "supervisor", "warehouse_staff", "readonly", "distributor_admin", "distributor_editor", "distributor_readonly"];
export const permissionResourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PermissionResource"]> = ["dashboard", "uploads", "products", "templates", "orders", "consultants", "consultant_orders", "combined_orders", "weekly_combinations", "invoices", "distributor_orders", "distributor_templates"];
export const permissionActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PermissionAction"]> = ["create", "read", "update", "delete"];
export const tokenResponseToken_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TokenResponse"]["token_type"]> = ["bearer"];
export const periodStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Period"]["status"]> = ["draft", "active", "closed", "archived"];
export const auditResourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuditResource"]> = ["users", "sessions", "periods", "uploads", "products", "templates", "distributor_templates", "orders", "order_items", "consultants", "consent_forms", "consultant_orders", "consultant_order_items", "combined_orders", "weekly_combinations", "invoices", "invoice_items", "distributor_orders", "business_details"];
export const auditActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuditAction"]> = ["create", "update", "delete", "upload", "process", "cancel", "retry", "combine", "submit", "activate", "close", "archive", "payment", "deactivate", "role_change", "login", "login_failed", "logout", "logout_all", "session_revoke", "register", "email_verify", "password_reset", "password_change"];
export const healthStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Health"]["status"]> = ["ok"];
export const readinessStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Readiness"]["status"]> = ["ready"];
export const outboxMessageKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OutboxMessageKind"]> = ["verification", "password_reset", "test"];
export const emailStatusModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EmailStatus"]["mode"]> = ["smtp", "demo", "none"];
export const emailDeliveryStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EmailDeliveryState"]> = ["queued", "retrying", "sent", "failed", "unconfigured"];
export const testEmailResultModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TestEmailResult"]["mode"]> = ["smtp", "demo", "none"];
export const distributorOrderSummaryStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DistributorOrderSummary"]["status"]> = ["draft", "submitted", "fulfilled", "cancelled"];
export const distributorOrderUpdateStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DistributorOrderUpdate"]["status"]> = ["fulfilled", "cancelled"];
export const searchHitKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SearchHitKind"]> = ["consultant", "order", "consultant_order", "product", "invoice", "combined_order"];
export const savedViewPathValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SavedViewPath"]> = ["/orders", "/products", "/history", "/templates", "/consultants", "/consultant-orders", "/combined-orders", "/weekly-combinations", "/invoices", "/distributor-orders", "/distributor-templates", "/users", "/users/audit", "/admin/periods"];
export const notificationKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Notification"]["kind"]> = ["upload", "order", "combination", "weekly"];
export const notificationOutcomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Notification"]["outcome"]> = ["completed", "failed"];
export const businessLogoContent_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BusinessLogo"]["content_type"]> = ["image/png", "image/jpeg"];
export const componentsParametersSortOrderValues: ReadonlyArray<FlattenedDeepRequired<components>["parameters"]["SortOrder"]> = ["asc", "desc"];
