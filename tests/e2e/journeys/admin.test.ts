import { operators } from '@ridgeline/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const OWNER = { email: 'owner@ridgeline.test', name: 'Olivia Owner', password: 'Summit2026ok' };
const MERCHANDISER = { email: 'merch@ridgeline.test', name: 'Max Merch', password: 'Trail2026ok' };

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  // The first owner is made as the operator command makes one (decision 062): there is no default operator.
  await operators.createOperator(
    harness.server.database!.db,
    { type: 'cli', id: 'cli:journey' },
    { ...OWNER, role: 'owner' },
  );
});

afterAll(async () => {
  await harness?.close();
});

describe('back-office journeys', () => {
  it('an owner signs in, sees the dashboard, adds a merchandiser, who signs in without the owner’s screens', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];

    await page.goto('/admin/operators');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    violations.push(...(await seriousViolations(page)));
    // A wrong password: the API's refusal, in the operator's language, at the top of the form.
    await page.locator('#email').fill(OWNER.email);
    await page.locator('#password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.locator('.notice-error').innerText())
      .toContain('The email, password or code is incorrect');

    await signInToBackOffice(page, OWNER, '/admin');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Dashboard');
    expect(await page.locator('.admin-operator').innerText()).toContain('Signed in as Olivia Owner (Owner)');
    const sites = page.getByRole('table', { name: 'Today per site' });
    expect(await sites.locator('tbody tr').count()).toBe(4);
    expect(await sites.locator('tbody tr').first().innerText()).toContain('Ridgeline US');
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Orders',
      'Payments to watch',
      'Products',
      'Product sets',
      'Inventory',
      'Prices',
      'Customisation',
      'Import and export',
      'Media library',
      'Reviews',
      'Questions',
      'Content',
      'Content preview',
      'Customers',
      'Support inbox',
      'Outbox',
      'Promotions',
      'Gift cards',
      'Loyalty',
      'Stores',
      'Employees',
      'Sites and locales',
      'Settings',
      'Operators',
      'Analytics',
      'Audit log',
    ]);
    violations.push(...(await seriousViolations(page)));

    await nav.getByRole('link', { name: 'Operators' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/operators');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Operators');
    violations.push(...(await seriousViolations(page)));
    // The form's own check first (the server's, with the contracts' schema), then the creation.
    await page.getByRole('button', { name: 'Add the operator' }).click();
    await page.locator('#new-email').fill(MERCHANDISER.email);
    await page.locator('#new-name').fill(MERCHANDISER.name);
    await page.locator('#new-role').selectOption('merchandiser');
    await page.locator('#new-password').fill(MERCHANDISER.password);
    await page.getByRole('button', { name: 'Add the operator' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toContain('Max Merch can now sign in as Merchandiser.');
    const list = page.getByRole('table', { name: 'Operators, by email' });
    await expect.poll(() => list.innerText()).toContain(MERCHANDISER.email);
    // The same email again: the API's ADM409 under the email field.
    await page.locator('#new-email').fill(MERCHANDISER.email.toUpperCase());
    await page.locator('#new-name').fill('Again');
    await page.locator('#new-password').fill(MERCHANDISER.password);
    await page.getByRole('button', { name: 'Add the operator' }).click();
    await expect
      .poll(() => page.locator('#new-email-error').innerText())
      .toContain('An operator with this email already exists.');
    violations.push(...(await seriousViolations(page)));

    // The audit log shows the creation, with the values after it.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/audit');
    const log = page.getByRole('table', { name: 'Audit entries, newest first' });
    await expect.poll(() => log.innerText()).toContain('operator.create');
    expect(await log.innerText()).toContain(MERCHANDISER.email);
    violations.push(...(await seriousViolations(page)));

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    await expect.poll(() => page.locator('.notice-success').innerText()).toContain('You have signed out.');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');

    await signInToBackOffice(page, MERCHANDISER, '/admin');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Dashboard');
    expect(await page.locator('.admin-operator').innerText()).toContain('Max Merch (Merchandiser)');
    // Orders are every merchandiser's to read (orders:read), products, stock, prices, promotions and images theirs to change; the owner's screens stay hidden.
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Orders',
      'Payments to watch',
      'Products',
      'Product sets',
      'Inventory',
      'Prices',
      'Customisation',
      'Import and export',
      'Media library',
      'Promotions',
      'Gift cards',
      'Stores',
      'Sites and locales',
      'Analytics',
    ]);
    violations.push(...(await seriousViolations(page)));
    // Typed by hand, the operators' address answers "not allowed": the API checks the permission.
    const response = await page.goto('/admin/operators');
    expect(response?.status()).toBe(403);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Not allowed');
    violations.push(...(await seriousViolations(page)));

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  // axe needs JavaScript in the page: the same pages are checked with it above.
  it('speaks the operator’s language and works without JavaScript at tablet width', async () => {
    const { context, page, errors } = await newPage(harness, { javaScriptEnabled: false, width: 820 });
    await signInToBackOffice(page, OWNER);
    await page.locator('#admin-language').selectOption('fr');
    await page.getByRole('button', { name: 'Change language' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Tableau de bord');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    await page.locator('#email').fill(OWNER.email);
    await page.locator('#password').fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect
      .poll(() => page.locator('.notice-error').innerText())
      .toContain('L’adresse e-mail, le mot de passe ou le code est incorrect.');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('back-office: second factor and disabling', () => {
  it('asks for the authenticator code when the operator has one, and refuses a wrong one', async () => {
    const { db } = harness.server.database!;
    const enrolled = await operators.createOperator(
      db,
      { type: 'cli', id: 'cli:journey' },
      { email: 'fulfil@ridgeline.test', name: 'Fran Fulfil', role: 'fulfilment', password: OWNER.password },
    );
    const { secret } = await operators.startTotpEnrolment(db, enrolled.id);
    const step = operators.totpStep(new Date());
    await operators.confirmTotpEnrolment(db, enrolled.id, operators.totpCode(secret, step));

    const { context, page, errors } = await newPage(harness);
    await page.goto('/admin/sign-in');
    await page.locator('#email').fill(enrolled.email);
    await page.locator('#password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.locator('.notice-error').innerText())
      .toContain('Enter the code from your authenticator app.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('totpCode');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('#totpCode').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.locator('.notice-error').innerText())
      .toContain('The email, password or code is incorrect.');
    // The code of the next step (one step of drift is accepted; the confirmation used this one).
    await page.locator('#totpCode').fill(operators.totpCode(secret, step + 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(await page.locator('.admin-operator').innerText()).toContain('Fran Fulfil (Fulfilment)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('disables an operator only after the owner confirms', async () => {
    const { db } = harness.server.database!;
    await operators.createOperator(
      db,
      { type: 'cli', id: 'cli:journey' },
      {
        email: 'leaving@ridgeline.test',
        name: 'Lee Leaving',
        role: 'content-editor',
        password: OWNER.password,
      },
    );
    const { context, page, errors } = await newPage(harness);
    await signInToBackOffice(page, OWNER, '/admin');
    await page.goto('/admin/operators');
    const row = page.getByRole('row').filter({ hasText: 'leaving@ridgeline.test' });
    await row.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: /Disable Lee Leaving\?/ });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Cancel leaves the operator as they were.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.innerText()).toContain('Active');
    await row.getByRole('button', { name: 'Disable' }).click();
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toContain('Lee Leaving is disabled.');
    await expect.poll(() => row.innerText()).toContain('Disabled');
    expect(errors).toEqual([]);
    await context.close();
  });
});
