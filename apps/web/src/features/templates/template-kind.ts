import type { ApiError, Schemas } from '@back-office/api-client';
import {
  useAnalyzeDistributorTemplate,
  useDeleteDistributorTemplate,
  useDistributorTemplatePreview,
  useDistributorTemplates,
  useDownloadDistributorTemplateFile,
  useUploadDistributorTemplate,
} from '@back-office/hooks/distributor-templates';
import {
  type TemplateUploadInput,
  useAnalyzeTemplate,
  useDeleteTemplate,
  useDownloadTemplateFile,
  useTemplatePreview,
  useTemplates,
  useUploadTemplate,
} from '@back-office/hooks/templates';
import type { Permission } from '@back-office/permissions';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { DownloadedFile } from '../../components/file-download.ts';

/**
 * Product templates and distributor templates are the same screens over two sets of calls
 * (`/api/templates`, `/api/distributor-templates`). A kind holds what differs: the calls,
 * the fields a mapping can name, the words and the paths.
 */

/** What the screens read of a template (both kinds have these fields). */
export interface TemplateView {
  readonly id: number;
  readonly template_name: string;
  readonly description: string | null;
  readonly created_by: string | null;
  readonly file_name: string;
  readonly sheet_name: string;
  readonly header_row: number;
  readonly column_mapping: Readonly<Record<string, string | undefined>>;
  readonly sample_columns: readonly string[];
  readonly created_at: string;
}

export interface TemplateListView {
  readonly templates: readonly TemplateView[];
  readonly total: number;
}

/** What `analyze` answers (both kinds). */
export interface AnalysisView {
  readonly file_name: string;
  readonly sheet_names: readonly string[];
  readonly sheet_name: string;
  readonly header_row: number;
  readonly headers: readonly string[];
  readonly sample_rows: readonly (readonly Schemas['TemplateSampleCell'][])[];
  readonly row_count: number;
  readonly proposed_mapping: Readonly<Record<string, string | undefined>>;
  readonly missing_required_fields: readonly string[];
}

export type PreviewRowView = {
  readonly row: number;
  readonly errors: readonly Schemas['UploadRowError'][];
} & Readonly<Record<string, unknown>>;

export interface PreviewView {
  readonly template_name: string;
  readonly sheet_name: string;
  readonly header_row: number;
  readonly columns: readonly string[];
  /** The header each of `columns` is read from, as a sheet must carry it. */
  readonly headers: readonly string[];
  readonly rows: readonly PreviewRowView[];
  readonly total_rows: number;
}

export interface MappingField {
  readonly field: string;
  readonly label: string;
  readonly required: boolean;
  readonly hint?: string;
}

export interface TemplateListParams {
  skip?: number;
  limit?: number;
  sort_by?: 'created_at' | 'template_name';
  sort_order?: 'asc' | 'desc';
  search?: string;
}

export interface TemplateKind {
  readonly key: 'product' | 'distributor';
  readonly title: string;
  readonly uploadTitle: string;
  /** "template" / "distributor template", in sentences. */
  readonly noun: string;
  readonly description: string;
  readonly listPath: '/templates' | '/distributor-templates';
  readonly uploadPath: '/templates/upload' | '/distributor-templates/upload';
  /** The list's export (`ListExportMenu`). */
  readonly exportList: 'templates' | 'distributor-templates';
  readonly fields: readonly MappingField[];
  readonly permissions: { readonly create: Permission; readonly delete: Permission };
  readonly useList: (params: TemplateListParams) => UseQueryResult<TemplateListView, ApiError>;
  readonly usePreview: (id: number) => UseQueryResult<PreviewView, ApiError>;
  readonly useUpload: () => UseMutationResult<TemplateView, ApiError, TemplateUploadInput>;
  readonly useAnalyze: () => UseMutationResult<
    AnalysisView,
    ApiError,
    { file: Blob; signal?: AbortSignal }
  >;
  readonly useDelete: () => UseMutationResult<undefined, ApiError, number>;
  /** The template's blank or sample spreadsheet (`{ blob, filename }`). */
  readonly useDownloadFile: () => UseMutationResult<
    DownloadedFile,
    ApiError,
    { id: number; file: TemplateFileKind }
  >;
}

/** The files a template offers: its layout with no rows, or with a few rows its upload accepts. */
export type TemplateFileKind = 'blank' | 'sample';

const PREVIEW_ROWS = 20;

export const PRODUCT_TEMPLATES: TemplateKind = {
  key: 'product',
  title: 'Templates',
  uploadTitle: 'Upload Template',
  noun: 'template',
  description:
    'Spreadsheet layouts that product uploads follow: the sheet, the header row and which column feeds which product field.',
  listPath: '/templates',
  uploadPath: '/templates/upload',
  exportList: 'templates',
  fields: [
    { field: 'product_code', label: 'Product code', required: true },
    { field: 'description', label: 'Description', required: true },
    { field: 'unit_price', label: 'Unit price', required: true, hint: 'In rand, e.g. 129.50' },
    { field: 'category', label: 'Category', required: false },
    { field: 'unit', label: 'Unit', required: false },
    { field: 'barcode', label: 'Barcode', required: false },
    { field: 'stock_quantity', label: 'Stock quantity', required: false },
  ],
  permissions: { create: 'templates:create', delete: 'templates:delete' },
  useList: (params) => {
    const query = useTemplates(params);
    return query as UseQueryResult<TemplateListView, ApiError>;
  },
  usePreview: (id) => useTemplatePreview(id, { limit: PREVIEW_ROWS }),
  useUpload: () => useUploadTemplate(),
  useAnalyze: () => useAnalyzeTemplate(),
  useDelete: () => useDeleteTemplate(),
  useDownloadFile: () => useDownloadTemplateFile(),
};

export const DISTRIBUTOR_TEMPLATES: TemplateKind = {
  key: 'distributor',
  title: 'Distributor Templates',
  uploadTitle: 'Upload Distributor Template',
  noun: 'distributor template',
  description:
    "Layouts of distributors' order spreadsheets: the sheet, the header row and which column feeds which order field.",
  listPath: '/distributor-templates',
  uploadPath: '/distributor-templates/upload',
  exportList: 'distributor-templates',
  fields: [
    { field: 'product_code', label: 'Product code', required: true },
    { field: 'quantity', label: 'Quantity', required: true },
    { field: 'description', label: 'Description', required: false },
    {
      field: 'unit_price',
      label: 'Unit price',
      required: false,
      hint: "In rand; the product's price when unmapped",
    },
    { field: 'distributor_reference', label: 'Distributor reference', required: false },
  ],
  permissions: { create: 'distributor_templates:create', delete: 'distributor_templates:delete' },
  useList: (params) => {
    const query = useDistributorTemplates(params);
    // The list key differs (`distributor_templates`); the screens read `templates`.
    const data = query.data
      ? { templates: query.data.distributor_templates, total: query.data.total }
      : undefined;
    return { ...query, data } as UseQueryResult<TemplateListView, ApiError>;
  },
  usePreview: (id) => useDistributorTemplatePreview(id, { limit: PREVIEW_ROWS }),
  useUpload: () => useUploadDistributorTemplate(),
  useAnalyze: () => useAnalyzeDistributorTemplate(),
  useDelete: () => useDeleteDistributorTemplate(),
  useDownloadFile: () => useDownloadDistributorTemplateFile(),
};
