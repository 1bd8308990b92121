import type { AccessResult, Requirement } from '@back-office/permissions';

type Denial = Extract<AccessResult, { allowed: false }>;

/**
 * Thrown by the guarded layout's `beforeLoad` when the signed-in user lacks the route's role
 * or permission; the layout's error component renders Access Denied in place (the URL stays).
 */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  /** The required permission (`orders:read`) or role (`admin`). */
  readonly required: string;
  /** The user's roles, comma separated (`readonly`). */
  readonly userRole: string;
  readonly requirement: Requirement;

  constructor(denial: Denial) {
    super(`Access denied: ${denial.required} is required`);
    this.required = denial.required;
    this.userRole = denial.userRole;
    this.requirement = denial.requirement;
  }
}

/** Narrows an unknown error to a `ForbiddenError`. */
export function isForbiddenError(error: unknown): error is ForbiddenError {
  return error instanceof ForbiddenError;
}
