/** The parts of the bundled OpenAPI document the testing helpers read. */
export interface ContractDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}
