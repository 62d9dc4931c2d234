import { operators } from '@ridgeline/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHikingBoot, expectAccessible } from '../purchase-steps.ts';
import { type Harness, newPage, signInToBackOffice, startHarness } from '../support.ts';
import { DEMO_PASSWORD, signIn } from './identity-support.ts';

/**
 * The feature switches of a site (decision 079) from the owner's side: each is turned off in the
 * back-office and the storefront stops offering it, then back on and it returns (decision 088).
 */

const OWNER = { email: 'owner@ridgeline.test', name: 'Olivia Owner', password: 'Summit2026ok' };
const MEMBER = 'member@ridgeline.test';
const SWITCHES = [
  'Open the mini cart when an item is added',
  'Express checkout for signed-in shoppers with a saved card',
  'Simplified sign-up (email and password only)',
  'Favorites and saved for later',
] as const;

/** Each step signs in or visits six pages with axe: on the shared 2-core machine that passed 120 s. */
const STEP_TIMEOUT = 300_000;

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  await operators.createOperator(
    harness.server.database!.db,
    { type: 'cli', id: 'cli:journey' },
    { ...OWNER, role: 'owner' },
  );
});

afterAll(async () => {
  await harness?.close();
});

/** The owner sets every switch of the US site on or off and saves. */
async function switchAll(admin: Page, on: boolean, violations: string[]) {
  await admin.goto('/admin/settings/sites/us');
  const features = admin.getByRole('form', { name: 'Features' });
  for (const label of SWITCHES) await features.getByLabel(label, { exact: true }).setChecked(on);
  await features.getByRole('button', { name: 'Save features' }).click();
  await admin.getByText('Features saved.').waitFor();
  for (const label of SWITCHES) {
    expect(await features.getByLabel(label, { exact: true }).isChecked()).toBe(on);
  }
  await expectAccessible(admin, violations);
}

/** What a signed-in shopper is offered: mini cart after adding, the heart, express checkout. */
async function shopperOffers(shopper: Page, violations: string[]) {
  await addHikingBoot(shopper, violations);
  // The mini cart opens as the item is added (its dialog), or only the "added" notice shows.
  const dialog = shopper.getByRole('dialog', { name: 'Added to your cart' });
  const miniCart = await dialog.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (miniCart) {
    await expectAccessible(shopper, violations);
    await shopper.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  const heart = (await shopper.getByRole('button', { name: 'Add to favorites' }).count()) > 0;
  await shopper.goto('/en-us/cart');
  await shopper.locator('main h1').waitFor();
  const express = (await shopper.getByRole('button', { name: 'Express checkout' }).count()) > 0;
  await expectAccessible(shopper, violations);
  return { miniCart, heart, express };
}

/** What a visitor is offered on the sign-up page: the quick form, and whether ?simplified=1 gives it. */
async function enrolmentOffers(visitor: Page, violations: string[]) {
  await visitor.goto('/en-us/register');
  await visitor.locator('#signup-email').waitFor();
  const quickLink =
    (await visitor.getByRole('link', { name: 'Only email and password? Use the quick form' }).count()) > 0;
  await expectAccessible(visitor, violations);
  await visitor.goto('/en-us/register?simplified=1');
  await visitor.locator('#signup-email').waitFor();
  const quickForm = (await visitor.locator('#signup-firstName').count()) === 0;
  await expectAccessible(visitor, violations);
  return { quickLink, quickForm };
}

describe('feature switches of a site', () => {
  const violations: string[] = [];
  let admin: Page;
  let shopper: Page;
  let visitor: Page;

  it(
    'as shipped, a signed-in shopper gets the mini cart, the heart and express checkout; visitors the quick sign-up',
    async () => {
      admin = (await newPage(harness)).page;
      await signInToBackOffice(admin, OWNER);
      shopper = (await newPage(harness)).page;
      await signIn(shopper, harness.url, MEMBER, DEMO_PASSWORD);
      visitor = (await newPage(harness)).page;

      expect(await shopperOffers(shopper, violations)).toEqual({
        miniCart: true,
        heart: true,
        express: true,
      });
      expect(await enrolmentOffers(visitor, violations)).toEqual({ quickLink: true, quickForm: true });
    },
    STEP_TIMEOUT,
  );

  it(
    'switched off by the owner: no mini cart flyout, no heart, no express button, only the full sign-up',
    async () => {
      await switchAll(admin, false, violations);
      expect(await shopperOffers(shopper, violations)).toEqual({
        miniCart: false,
        heart: false,
        express: false,
      });
      expect((await shopper.goto('/en-us/favorites'))?.status()).toBe(404);
      expect(await enrolmentOffers(visitor, violations)).toEqual({ quickLink: false, quickForm: false });
    },
    STEP_TIMEOUT,
  );

  it(
    'switched back on: all of it returns, every page accessible',
    async () => {
      await switchAll(admin, true, violations);
      expect(await shopperOffers(shopper, violations)).toEqual({
        miniCart: true,
        heart: true,
        express: true,
      });
      expect((await shopper.goto('/en-us/favorites'))?.status()).toBe(200);
      expect(await enrolmentOffers(visitor, violations)).toEqual({ quickLink: true, quickForm: true });
      expect(violations).toEqual([]);
    },
    STEP_TIMEOUT,
  );
});
