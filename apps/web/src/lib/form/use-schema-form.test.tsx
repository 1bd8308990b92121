import { ApiError } from '@back-office/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from './use-schema-form.ts';

const schema = z.object({
  reference: z.string().trim().min(1, 'Reference is required'),
  notes: z.string(),
});

/** A bare form on the hook; `save` stands for the server. */
function Form({ save }: { save: () => Promise<unknown> }) {
  const form = useSchemaForm(schema, { reference: '', notes: '' });
  const input = (name: 'reference' | 'notes') => {
    const { error, ...props } = form.field(name);
    return (
      <p>
        <input {...props} aria-label={name} aria-invalid={error ? 'true' : 'false'} />
        {error ? <span>{error}</span> : null}
      </p>
    );
  };
  return (
    <form ref={form.formRef} onSubmit={form.submit(save)} aria-label="Form">
      {form.failure ? <p role="alert">{form.failure.message}</p> : null}
      {input('notes')}
      {input('reference')}
      <output>{form.isDirty ? 'dirty' : 'clean'}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('marks an invalid field, focuses it and does not save', async () => {
    let saves = 0;
    const save = async () => {
      saves += 1;
    };
    render(<Form save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reference is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('reference'));
    expect(saves).toBe(0);
  });

  it('puts a refusal on the field it names, focuses it and keeps what was typed', async () => {
    const taken = ApiError.fromBody(409, { detail: 'Reference taken', field: 'reference' });
    render(<Form save={() => Promise.reject(taken)} />);
    expect(screen.getByRole('status').textContent).toBe('clean');
    await userEvent.type(screen.getByLabelText('notes'), 'Branch restock');
    await userEvent.type(screen.getByLabelText('reference'), 'ORD-1');
    expect(screen.getByRole('status').textContent).toBe('dirty');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reference taken')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('reference'));
    expect((screen.getByLabelText('notes') as HTMLInputElement).value).toBe('Branch restock');
    expect((screen.getByLabelText('reference') as HTMLInputElement).value).toBe('ORD-1');
  });

  it('shows a refusal no field explains once for the whole form', async () => {
    const down = ApiError.fromBody(503, { detail: 'Try again later' }, 'req-9');
    render(<Form save={() => Promise.reject(down)} />);
    await userEvent.type(screen.getByLabelText('reference'), 'ORD-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try again later');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
