/** How many threads draw pages and how many pages may wait for one (`RENDER_*`, decision 073). */
export interface RenderSettings {
  /** Threads drawing signed-in pages (`RENDER_THREADS`, default 1); 0: no server render. */
  readonly threads: number;
  /** Pages that may wait for a thread (`RENDER_QUEUE`, default 8); beyond, the boot screen. */
  readonly queue: number;
}

export const DEFAULT_RENDER_SETTINGS: RenderSettings = { threads: 1, queue: 8 };
