import type { Context } from 'hono';
import { audit } from '../audit/audit.ts';
import { commitUnlessDryRun } from '../http/dry-run.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import type { HandlerGroup, JsonAnswer, JsonStatus, OperationId } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import { CONTENT_TYPES, fileResponse } from '../lib/http/file-response.ts';
import { analysis, readSample, type SampleOptions } from '../templates/analyze.ts';
import {
  insertTemplate,
  prepareTemplate,
  type TemplateUpload,
} from '../templates/create-template.ts';
import { deleteTemplate } from '../templates/delete-template.ts';
import { DISTRIBUTOR_KIND, type KindSpec, PRODUCT_KIND } from '../templates/kinds.ts';
import { listTemplates, type TemplateListQuery } from '../templates/list-templates.ts';
import { previewTemplate } from '../templates/preview.ts';
import { type TemplateFileKind, templateSpreadsheet } from '../templates/template-files.ts';
import { loadTemplate, toTemplate } from '../templates/template-row.ts';
import { userFullName } from '../users/user-row.ts';

/**
 * The template operations of one kind of template: upload, analyze, list, delete, preview,
 * and its blank and sample spreadsheets. Product and distributor templates are the same code with another spec; each
 * kind's handlers below give it its operationIds and answer types.
 */
function templateWork(deps: AppDeps, spec: KindSpec) {
  const { db } = deps;
  return {
    list: async (q: TemplateListQuery) => {
      const { rows, total } = await listTemplates(db, spec, q);
      return { templates: rows.map(toTemplate), total, skip: q.skip, limit: q.limit };
    },
    upload: async (c: Context<AppEnv>, body: TemplateUpload) => {
      const prepared = await prepareTemplate(spec, body);
      const user = userOf(c);
      const author = { id: user.id, fullName: (await userFullName(db, user.id)) || user.email };
      const row = await db.transaction(async (tx) => {
        const created = await insertTemplate(tx, spec, prepared, author, deps.now());
        await audit(tx, c, {
          action: 'create',
          resource: spec.resource,
          recordId: created.id,
          summary: `Created ${spec.kind} template ${created.template_name} from ${created.file_name}`,
        });
        return created;
      });
      return toTemplate(row);
    },
    analyze: async (body: SampleOptions & { file: File }) => {
      const sample = await readSample(body.file, body.file.name, body);
      return analysis(spec, body.file.name, sample);
    },
    /** Deletes one; `dryRun` only asks (decision 045). */
    remove: async (c: Context<AppEnv>, id: number, dryRun: boolean | undefined) => {
      await commitUnlessDryRun(db, dryRun, async (tx) => {
        const name = await deleteTemplate(tx, spec, id);
        await audit(tx, c, {
          action: 'delete',
          resource: spec.resource,
          recordId: id,
          summary: `Deleted ${spec.kind} template ${name}`,
        });
      });
      return noContent(c);
    },
    preview: async (id: number, limit: number) =>
      previewTemplate(db, spec, await loadTemplate(db, spec, id), limit),
    /** The blank or sample spreadsheet of the template (issue 35 item 5). */
    file: async (id: number, kind: TemplateFileKind) => {
      const template = await loadTemplate(db, spec, id);
      const { bytes, fileName } = await templateSpreadsheet(db, spec, template, kind);
      return fileResponse(bytes, CONTENT_TYPES.xlsx, fileName);
    },
  };
}

/**
 * The template code serves both kinds and holds their field names as data (`KindSpec.fields`),
 * so its answers say `string` where the contract lists each kind's field names; the kind specs
 * use exactly those names, and the contract tests check every answer. Hence `as Answer<…>`.
 */
type Answer<K extends OperationId, S extends JsonStatus<K>> = JsonAnswer<K, S>;

/** Product templates: `/api/templates/...`. */
export function templateHandlers(deps: AppDeps) {
  const work = templateWork(deps, PRODUCT_KIND);
  return {
    listTemplates: async (_c, { query, json }) =>
      json(200, (await work.list(query)) as Answer<'listTemplates', 200>),
    uploadTemplate: async (c, { body, json }) =>
      json(201, (await work.upload(c, body)) as Answer<'uploadTemplate', 201>),
    analyzeTemplate: async (_c, { body, json }) =>
      json(200, (await work.analyze(body)) as Answer<'analyzeTemplate', 200>),
    deleteTemplate: (c, { params, query }) => work.remove(c, params.id, query.dry_run),
    previewTemplate: async (_c, { params, query, json }) =>
      json(200, (await work.preview(params.id, query.limit)) as Answer<'previewTemplate', 200>),
    downloadTemplateFile: (_c, { params }) => work.file(params.id, params.file),
  } satisfies HandlerGroup;
}

/** Distributor templates: `/api/distributor-templates/...`. */
export function distributorTemplateHandlers(deps: AppDeps) {
  const work = templateWork(deps, DISTRIBUTOR_KIND);
  return {
    listDistributorTemplates: async (_c, { query, json }) => {
      const { templates, ...page } = await work.list(query);
      const answer = { distributor_templates: templates, ...page };
      return json(200, answer as Answer<'listDistributorTemplates', 200>);
    },
    uploadDistributorTemplate: async (c, { body, json }) =>
      json(201, (await work.upload(c, body)) as Answer<'uploadDistributorTemplate', 201>),
    analyzeDistributorTemplate: async (_c, { body, json }) =>
      json(200, (await work.analyze(body)) as Answer<'analyzeDistributorTemplate', 200>),
    deleteDistributorTemplate: (c, { params, query }) => work.remove(c, params.id, query.dry_run),
    previewDistributorTemplate: async (_c, { params, query, json }) =>
      json(
        200,
        (await work.preview(params.id, query.limit)) as Answer<'previewDistributorTemplate', 200>,
      ),
    downloadDistributorTemplateFile: (_c, { params }) => work.file(params.id, params.file),
  } satisfies HandlerGroup;
}
