import type { ComponentType } from 'react';

// The routes' pending components (decision 053). They are not split from the route tree: a
// split pending component is fetched when its route first becomes pending, and the router may
// show it before it has come, which draws nothing. The skeletons' code stays out of the entry
// (/login does not load it): the signed-in layout awaits `loadPageSkeletons()` with React Query
// in its `beforeLoad`, so a pending page of that area always finds it.

type Skeletons = typeof import('./page-skeletons.tsx');

let skeletons: Skeletons | undefined;
let loading: Promise<Skeletons> | undefined;

/** Loads (once) the skeletons' code; the signed-in layout awaits it before its first page. */
export function loadPageSkeletons(): Promise<Skeletons> {
  loading ??= import('./page-skeletons.tsx').then(
    (module) => {
      skeletons = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A pending component that draws a skeleton once its code has come (nothing before). */
const pending = (pick: (loaded: Skeletons) => ComponentType) => {
  function Pending() {
    const Skeleton = skeletons && pick(skeletons);
    return Skeleton ? <Skeleton /> : null;
  }
  return Pending;
};

/** A list page's pending component. */
export const ListPending = pending((loaded) => loaded.ListPageSkeleton);
/** A record's (or its editor's) pending component. */
export const DetailPending = pending((loaded) => loaded.DetailPageSkeleton);
