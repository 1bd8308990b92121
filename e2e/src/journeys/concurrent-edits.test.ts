import { describe, expect, it } from 'vitest';
import { type AppPage, DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';

/** Digits no demo row or earlier run has. */
const stamp = String(Date.now()).slice(-7);
/** A phone typed as `+2782<stamp>`, as the screens show it: `082 123 4567` (decision 052). */
const shown = (code: string) => `0${code} ${stamp.slice(0, 3)} ${stamp.slice(3)}`;

/** Two staff members, each in a browser of their own, edit the same consultant (issue 32). */
describe('concurrent edits', () => {
  const first = useBrowser();
  const second = useBrowser();
  let a: AppPage;
  let b: AppPage;
  let editPath = '';

  const form = (app: AppPage) => app.page.getByRole('form', { name: 'Save changes' });
  const openEdit = async (app: AppPage) => {
    await app.goto(editPath);
    await form(app).getByLabel('Phone').waitFor();
  };
  const saveAs = async (app: AppPage, label: string, value: string) => {
    await form(app).getByLabel(label).fill(value);
    await form(app).getByRole('button', { name: 'Save changes' }).click();
  };

  it('tells A at once that B saved the consultant A is editing', async () => {
    a = await first.fresh();
    b = await second.fresh();
    await a.login(DEMO.admin);
    await b.login(DEMO.supervisor);
    await a.goto('/consultants');
    await a.page.getByTestId('consultant-row').first().getByRole('link').first().click();
    await a.page.waitForURL(/\/consultants\/\d+$/);
    editPath = `${a.path()}/edit`;

    await openEdit(a);
    await openEdit(b);
    await saveAs(b, 'Phone', `+2782${stamp}`);
    await b.page.waitForURL(/\/consultants\/\d+$/);

    const notice = a.page.getByRole('status').filter({ hasText: /Changed by .+ a moment ago/ });
    await notice.waitFor();
    await a.checkPage('consultant-edit-changed-by');
  });

  it('merges A’s save of another field with B’s, without asking', async () => {
    await saveAs(a, 'Email', `merge.${stamp}@example.co.za`);
    await a.page.waitForURL(/\/consultants\/\d+$/);
    expect(await a.page.getByRole('dialog').count()).toBe(0);
    await a.page.getByText(`merge.${stamp}@example.co.za`).waitFor();
    await a.page.getByText(shown('82')).waitFor();
  });

  it('asks A when both changed the phone, and keeping A’s saves A’s value', async () => {
    await openEdit(a);
    await openEdit(b);
    await saveAs(b, 'Phone', `+2783${stamp}`);
    await b.page.waitForURL(/\/consultants\/\d+$/);

    await saveAs(a, 'Phone', `+2784${stamp}`);
    const dialog = a.page.getByRole('dialog', { name: 'Someone else saved this record' });
    await dialog.waitFor();
    const phoneRow = dialog.getByRole('row').filter({ hasText: 'Phone' });
    // Theirs as the form shows a stored number, mine as I typed it.
    expect(await phoneRow.textContent()).toContain(shown('83'));
    expect(await phoneRow.textContent()).toContain(`+2784${stamp}`);
    await a.checkPage('consultant-conflict-dialog');
    await dialog.getByRole('button', { name: 'Keep my changes' }).click();

    await a.page.waitForURL(/\/consultants\/\d+$/);
    await a.page.getByText(shown('84')).waitFor();
    await b.page.reload();
    await b.page.getByText(shown('84')).waitFor();
  });
});
