import { userWithRoles, visibleNavigation } from '@back-office/permissions';
import { describe, expect, it } from 'vitest';
import { AppPage, DEMO } from '../harness/app-page.ts';
import { launchBrowser } from '../harness/browser.ts';
import { useBrowser } from '../harness/journey.ts';

const NEW_USER = {
  first: 'Thabo',
  last: 'Molefe',
  email: `thabo.molefe.${Date.now()}@example.com`,
  password: 'Kitchen2026x',
  department: 'Warehouse (Germiston)',
};

describe('users, roles and audit log', () => {
  const browser = useBrowser();

  it('creates a user with a role, who then sees the matching sidebar; the audit log shows it', async () => {
    const admin = await browser.fresh();
    await admin.login(DEMO.admin);
    await admin.closeToasts();

    // The list, with a role filter kept in the URL.
    await admin.goto('/users?role=supervisor');
    await admin.heading('Users').waitFor();
    await admin.page.getByTestId('user-row').first().waitFor();
    expect(
      await admin.page
        .getByTestId('user-row')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-email'))),
    ).toContain(DEMO.supervisor);
    await admin.checkPage('users-list');

    // Create a warehouse user.
    await admin.page.getByRole('link', { name: 'New user' }).click();
    await admin.heading('New user').waitFor();
    const form = admin.page.getByRole('form', { name: 'Create user' });
    await form.getByLabel('First name').fill(NEW_USER.first);
    await form.getByLabel('Last name').fill(NEW_USER.last);
    await form.getByRole('textbox', { name: 'Email' }).fill(NEW_USER.email);
    await form.getByLabel('Department').fill(NEW_USER.department);
    await form.getByLabel('Password', { exact: false }).first().fill(NEW_USER.password);
    await form.getByRole('checkbox', { name: 'Warehouse Staff' }).check();
    await form.getByRole('switch', { name: /Email verified/ }).check();
    await admin.checkPage('users-create');
    const created = admin.page.waitForResponse(
      (response) => response.url().endsWith('/api/users') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Create user' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const requestId = response.headers()['x-request-id'];
    expect(requestId).toBeTruthy();
    await admin.heading(`${NEW_USER.first} ${NEW_USER.last}`).waitFor();
    await admin.page.getByText('Never signed in').waitFor();
    await admin.checkPage('users-detail');

    // The new user signs in in another browser and sees the warehouse sidebar.
    const other = await launchBrowser();
    try {
      const newcomer = await AppPage.open(other.context);
      await newcomer.goto('/login');
      await newcomer.submitLogin(NEW_USER.email, NEW_USER.password);
      await newcomer.heading('Dashboard').waitFor();
      const nav = newcomer.page.getByRole('navigation', { name: 'Main navigation' });
      const links = (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
      const expected = visibleNavigation(userWithRoles(['warehouse_staff'])).flatMap((group) =>
        group.items.map((item) => item.label),
      );
      expect(links).toEqual(expected);
    } finally {
      await other.close();
    }

    // The audit log shows the creation with the request id of that POST.
    await admin.goto('/users/audit?resource=users&action=create');
    await admin.heading('Audit Logs').waitFor();
    const entry = admin.page.getByTestId('audit-row').filter({ hasText: NEW_USER.email }).first();
    await entry.waitFor();
    expect(await entry.getByTestId('audit-request-id').textContent()).toBe(requestId);
    // In words: the action, the resource and the role as the screens label them (issue #21).
    const words = (await entry.textContent()) ?? '';
    expect(words).toContain('Created');
    // The record by what the screens call it, never its id (decision 052).
    expect(words).toContain(`User ${NEW_USER.email}`);
    expect(words).not.toMatch(/#\d+/);
    expect(words).toContain(`Created user ${NEW_USER.email} (Warehouse Staff)`);
    await admin.checkPage('users-audit');

    // The detail page now shows a last login.
    await admin.goto(`/users?search=${encodeURIComponent(NEW_USER.email)}`);
    await admin.page.getByRole('link', { name: `${NEW_USER.first} ${NEW_USER.last}` }).click();
    await admin.heading(`${NEW_USER.first} ${NEW_USER.last}`).waitFor();
    await expect.poll(() => admin.page.getByText('Never signed in').count()).toBe(0);

    // The roles matrix.
    await admin.goto('/users/roles');
    await admin.heading('Roles').waitFor();
    await admin.page.getByRole('table', { name: 'Permissions by role' }).waitFor();
    expect(await admin.page.getByTestId('role-card').count()).toBe(7);
    await admin.checkPage('users-roles');
  });
});
