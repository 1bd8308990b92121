/**
 * Builds a parameterised WHERE clause: `add('status = ?', s)` appends a condition whose `?`
 * become `$n` placeholders. Use `param(v)` for values outside the WHERE (LIMIT, OFFSET).
 *
 * @example
 * const w = new Where().add('lower(email) LIKE ?', '%thandi%');
 * db.query(`SELECT * FROM users ${w.sql} LIMIT ${w.param(50)}`, w.params);
 */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** Adds one condition; each `?` takes the next value. */
  add(condition: string, ...values: unknown[]): this {
    let sql = condition;
    for (const value of values) sql = sql.replace('?', this.param(value));
    this.parts.push(sql);
    return this;
  }

  /** Adds the condition only when `value` is not undefined. */
  addIf(value: unknown, condition: string): this {
    if (value === undefined || value === null) return this;
    const count = condition.split('?').length - 1;
    return this.add(condition, ...Array.from({ length: count }, () => value));
  }

  /** Registers a value and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** `WHERE ...` or an empty string. */
  get sql(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
