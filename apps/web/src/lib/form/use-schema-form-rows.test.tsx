import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from './use-schema-form.ts';

const schema = z.object({
  lines: z.array(z.object({ quantity: z.number().min(1, 'At least 1') })),
});

/** A form with rows: errors keep their path; a rule outside the schema is added with `mark`. */
function RowsForm() {
  const form = useSchemaForm(schema, { lines: [{ quantity: 0 }] }, { nested: true });
  const errors: Readonly<Record<string, string | undefined>> = form.errors;
  return (
    <form ref={form.formRef} onSubmit={form.submit(() => undefined)} aria-label="Rows">
      <p>{errors['lines.0.quantity'] ?? 'row ok'}</p>
      <p>{errors.lines ?? 'list ok'}</p>
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.mark({ lines: 'Add another line' })}>
        Mark
      </button>
      <button type="button" onClick={() => form.set('lines', [{ quantity: 2 }])}>
        Fix
      </button>
      <button type="button" onClick={form.clear}>
        Clear
      </button>
    </form>
  );
}

describe('useSchemaForm with rows', () => {
  it('shows an error on its row, adds marked errors, and a change of the list clears both', async () => {
    render(<RowsForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark' }));
    expect(screen.getByText('Add another line')).toBeTruthy();
    expect(screen.getByText('At least 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fix' }));
    expect(screen.getByText('row ok')).toBeTruthy();
    expect(screen.getByText('list ok')).toBeTruthy();
  });

  it('forgets every error on clear', async () => {
    render(<RowsForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('row ok')).toBeTruthy();
  });
});
