import { describe, expect, it } from 'vitest';
import { fieldsChanged, mergeTheirs, theirChanges } from './changed-fields.ts';

const loaded = { phone: '0821', email: 'a@x.co', city: 'Durban', active: true };

describe('changed fields', () => {
  it('names the fields the user changed since the form loaded', () => {
    expect(fieldsChanged(loaded, { ...loaded, email: 'b@x.co', active: false })).toEqual([
      'email',
      'active',
    ]);
    expect(fieldsChanged(loaded, { ...loaded })).toEqual([]);
  });

  it('lists what the other person changed, a clash only where both changed it differently', () => {
    const mine = { ...loaded, phone: '0829', email: 'b@x.co' };
    const theirs = { ...loaded, phone: '0823', email: 'b@x.co', city: 'Cape Town' };
    expect(theirChanges(loaded, mine, theirs)).toEqual([
      { field: 'phone', loaded: '0821', theirs: '0823', mine: '0829', clash: true },
      { field: 'email', loaded: 'a@x.co', theirs: 'b@x.co', mine: 'b@x.co', clash: false },
      { field: 'city', loaded: 'Durban', theirs: 'Cape Town', mine: 'Durban', clash: false },
    ]);
  });

  it('takes their values where the user had not changed the field and keeps the user’s elsewhere', () => {
    const mine = { ...loaded, phone: '0829' };
    const theirs = { ...loaded, phone: '0823', city: 'Cape Town' };
    expect(mergeTheirs(loaded, mine, theirs)).toEqual({
      ...loaded,
      phone: '0829',
      city: 'Cape Town',
    });
  });
});

describe('changed fields of numbers and sets', () => {
  it('takes a number and its text as the same, and a set in any order as the same', () => {
    const was = { quantity: 3 as number | string, roles: ['admin', 'supervisor'] as string[] };
    expect(fieldsChanged(was, { quantity: '3', roles: ['supervisor', 'admin'] })).toEqual([]);
    expect(fieldsChanged(was, { quantity: 4, roles: ['admin'] })).toEqual(['quantity', 'roles']);
    const theirs = { quantity: 3, roles: ['admin'] };
    expect(theirChanges(was, { quantity: '3', roles: ['supervisor'] }, theirs)).toEqual([
      { field: 'roles', loaded: was.roles, theirs: ['admin'], mine: ['supervisor'], clash: true },
    ]);
  });
});
