import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import {
  createSavedView,
  deleteSavedView,
  listSavedViews,
  renameSavedView,
} from '../navigation/saved-views.ts';
import { searchEverything } from '../navigation/search.ts';

/** The command palette's search and the signed-in user's own saved views (decision 026). */
export function navigationHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    searchEverything: async (c, { query, json }) =>
      json(200, await searchEverything(db, userOf(c), query.q, query.limit)),
    listSavedViews: async (c, { json }) =>
      json(200, { saved_views: await listSavedViews(db, userOf(c).id) }),
    createSavedView: async (c, { body, json }) => {
      const userId = userOf(c).id;
      const view = await db.transaction((tx) => createSavedView(tx, userId, body, deps.now()));
      return json(201, view);
    },
    renameSavedView: async (c, { params, body, json }) => {
      const userId = userOf(c).id;
      const view = await db.transaction((tx) =>
        renameSavedView(tx, userId, params.id, body.name, deps.now()),
      );
      return json(200, view);
    },
    deleteSavedView: async (c, { params }) => {
      const userId = userOf(c).id;
      await db.transaction((tx) => deleteSavedView(tx, userId, params.id));
      return noContent(c);
    },
  } satisfies HandlerGroup;
}
