import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate.ts';

describe('splitStatements', () => {
  it('splits on ; at line ends, keeps a $$ body whole, drops comments', () => {
    const sql = [
      '-- a comment; with a semicolon;',
      'CREATE TABLE a (id int);',
      'CREATE FUNCTION f() RETURNS trigger AS $$',
      'BEGIN',
      '  PERFORM 1;',
      '  RETURN NULL;',
      'END',
      '$$ LANGUAGE plpgsql;',
      'INSERT INTO a VALUES (1); ',
    ].join('\n');
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (id int)',
      'CREATE FUNCTION f() RETURNS trigger AS $$\nBEGIN\n  PERFORM 1;\n  RETURN NULL;\nEND\n$$ LANGUAGE plpgsql',
      'INSERT INTO a VALUES (1)',
    ]);
  });
});
