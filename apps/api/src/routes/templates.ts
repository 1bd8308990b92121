import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { bodyOf, noContent, paramsOf, queryOf, userOf } from '../http/input.ts';
import { audit } from '../platform/audit.ts';
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
import { loadTemplate, toTemplate } from '../templates/template-row.ts';

/**
 * The five template operations under `base` for one kind of template: upload, analyze, list,
 * delete, preview. Product and distributor templates are the same code with another spec.
 */
function kindRoutes(deps: AppDeps, spec: KindSpec, base: string) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get(base, async (c) => {
      const q = queryOf<TemplateListQuery>(c);
      const { rows, total } = await listTemplates(db, spec, q);
      return c.json(
        { [spec.resource]: rows.map(toTemplate), total, skip: q.skip, limit: q.limit },
        200,
      );
    })
    .post(`${base}/upload`, async (c) => {
      const prepared = await prepareTemplate(spec, bodyOf<TemplateUpload>(c));
      const user = userOf(c);
      const names = await db.query<{ full_name: string }>(
        `SELECT trim(first_name || ' ' || last_name) AS full_name FROM users WHERE id = $1`,
        [user.id],
      );
      const author = { id: user.id, fullName: names[0]?.full_name || user.email };
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
      return c.json(toTemplate(row), 201);
    })
    .post(`${base}/analyze`, async (c) => {
      const body = bodyOf<SampleOptions & { file: File }>(c);
      const sample = await readSample(body.file, body.file.name, body);
      return c.json(analysis(spec, body.file.name, sample), 200);
    })
    .delete(`${base}/:id`, async (c) => {
      const { id } = paramsOf<{ id: number }>(c);
      await db.transaction(async (tx) => {
        const name = await deleteTemplate(tx, spec, id);
        await audit(tx, c, {
          action: 'delete',
          resource: spec.resource,
          recordId: id,
          summary: `Deleted ${spec.kind} template ${name}`,
        });
      });
      return noContent(c);
    })
    .get(`${base}/:id/preview`, async (c) => {
      const { id } = paramsOf<{ id: number }>(c);
      const { limit } = queryOf<{ limit: number }>(c);
      const template = await loadTemplate(db, spec, id);
      return c.json(await previewTemplate(db, spec, template, limit), 200);
    });
}

/** Product templates: `/api/templates/...`. */
export const templateRoutes = (deps: AppDeps) => kindRoutes(deps, PRODUCT_KIND, '/api/templates');

/** Distributor templates: `/api/distributor-templates/...`. */
export const distributorTemplateRoutes = (deps: AppDeps) =>
  kindRoutes(deps, DISTRIBUTOR_KIND, '/api/distributor-templates');
