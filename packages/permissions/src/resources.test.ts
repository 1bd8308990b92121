import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  CONSULTANT_AREA_RESOURCES,
  isAction,
  isConsultantAreaResource,
  isResource,
  parsePermission,
  RESOURCES,
  toPermission,
} from './resources.ts';

describe('resources and actions', () => {
  it('has the twelve resources of the domain and the four CRUD actions', () => {
    expect(RESOURCES).toHaveLength(12);
    expect(ACTIONS).toEqual(['create', 'read', 'update', 'delete']);
  });

  it('round-trips a permission string', () => {
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        expect(parsePermission(toPermission(resource, action))).toEqual({ resource, action });
      }
    }
  });

  it('recognises known resources and actions only', () => {
    expect(isResource('weekly_combinations')).toBe(true);
    expect(isResource('reports')).toBe(false);
    expect(isAction('delete')).toBe(true);
    expect(isAction('approve')).toBe(false);
  });

  it('puts consultants, consultant orders, combined orders, weekly combinations and invoices in the consultant area', () => {
    expect(RESOURCES.filter(isConsultantAreaResource)).toEqual([...CONSULTANT_AREA_RESOURCES]);
    expect(isConsultantAreaResource('orders')).toBe(false);
    expect(isConsultantAreaResource('unknown')).toBe(false);
  });
});
