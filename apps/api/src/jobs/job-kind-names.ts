/**
 * The kinds of background job, by the name the `jobs` table keeps (`mail`: a `mail_queue` row;
 * the others: one resource table each). A new kind is its name here, its handler beside its
 * resource and its line in `job-kinds.ts`; the compiler holds the three together, and the
 * database keeps no list (decision 067). The names are in a module that imports nothing: the
 * audit, the queue and the live events use the type, and the registry imports them all.
 */
export type JobKind = 'upload' | 'order' | 'combination' | 'weekly' | 'mail';
