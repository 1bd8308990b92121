// `@back-office/hooks/system` (decision 068).
export { type OutboxParams, systemKeys, systemQueries, useHealth } from '../queries/system.ts';
