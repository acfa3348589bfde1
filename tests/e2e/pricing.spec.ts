import { expect, test, type Page } from '@playwright/test';

// /pricing in the sandbox (no Stripe / PayPal keys): the app's own card form and PayPal popup.

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function openPanel(page: Page) {
  await page.goto('/pricing');
  await expect(page.getByText('$100.00', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay $100.00 Deposit' }).click();
  await expect(page.getByTestId('payment-method-panel')).toBeVisible();
}

async function payByCard(page: Page, cardNumber: string) {
  await openPanel(page);
  await page.getByRole('button', { name: 'Card' }).click();
  const form = page.getByTestId('sandbox-card-form');
  await expect(form.getByTestId('sandbox-badge-card')).toHaveText('Sandbox');
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay $100.00 Deposit' }).click();
}

async function verifyDeposit(page: Page) {
  await page.getByRole('button', { name: 'Verify Payment Status' }).click();
  await expect(toast(page, 'Deposit Verified!')).toBeVisible();
  await expect(toast(page, 'Your booking calendar is now available.')).toBeVisible();
  await expect(page.getByTestId('deposit-paid')).toContainText('Deposit Paid');
}

test.describe('pricing: deposit and consultation', () => {
  test('shows the price table, fee range, enterprise note and the collapsible bill of rights', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByTestId('onboarding-fee')).toHaveText('$1,000 – $5,000');
    await expect(page.getByTestId('monthly-price')).toContainText('$250');
    await expect(page.getByTestId('per-minute-cost')).toContainText('$0.250');
    // Once in a CI run the list did not open on the first click (the trigger took focus, no list
    // came): open it until the option shows, without clicking an open list shut again.
    const minutes = page.getByRole('combobox', { name: 'Monthly voice minutes' });
    const option = page.getByRole('option', { name: '50,000 minutes' });
    await expect(async () => {
      if (!(await option.isVisible())) await minutes.click();
      await expect(option).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await option.click();
    await expect(page.getByTestId('monthly-price')).toContainText('$5,150');
    await expect(page.getByTestId('per-minute-cost')).toContainText('$0.103');
    await expect(page.getByTestId('enterprise-note')).toContainText('50,000');
    await expect(page.getByText('Data ownership')).toBeHidden();
    await page.getByRole('button', { name: 'AI Agent Bill of Rights' }).click();
    for (const right of ['Data ownership', 'Portability', 'Export tools', 'Dedicated support'])
      await expect(page.getByText(right, { exact: true })).toBeVisible();
    await expect(page.getByTestId('booking-section')).toHaveCount(0);
  });

  test('the cancel control closes the payment-method panel', async ({ page }) => {
    await openPanel(page);
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page.getByTestId('payment-method-panel')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay $100.00 Deposit' })).toBeVisible();
  });

  test('card success → verify → Deposit Paid with the first 8 characters of the payment id', async ({ page }) => {
    const created = page.waitForResponse((r) => r.url().endsWith('/api/create-deposit-intent'));
    await payByCard(page, '4242 4242 4242 4242');
    const { paymentId } = await (await created).json();
    await expect(toast(page, 'Payment Successful')).toBeVisible();
    await expect(toast(page, 'Your deposit has been processed successfully.')).toBeVisible();
    await verifyDeposit(page);
    await expect(page.getByTestId('deposit-paid')).toContainText(paymentId.slice(0, 8));
    await expect(page.getByTestId('deposit-paid')).not.toContainText(paymentId.slice(0, 9));
  });

  test('card decline shows the provider message and leaves the deposit unpaid', async ({ page }) => {
    await payByCard(page, '4000 0000 0000 0002');
    await expect(toast(page, 'Payment Failed')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify Payment Status' })).toHaveCount(0);
    await expect(page.getByTestId('deposit-paid')).toHaveCount(0);
  });

  test('PayPal approve in the 500×600 popup → verify → Deposit Paid', async ({ page }) => {
    await openPanel(page);
    await page.getByRole('button', { name: 'PayPal' }).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupOpened;
    await expect(popup.locator('.badge')).toHaveText('Sandbox');
    await expect(popup.getByText('$100.00 USD')).toBeVisible();
    expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await popup.getByRole('button', { name: 'Approve' }).click();
    await popup.waitForEvent('close');
    await expect(toast(page, 'PayPal Payment Successful')).toBeVisible();
    await verifyDeposit(page);
  });

  test('PayPal cancel in the popup → Payment Cancelled, nothing paid', async ({ page }) => {
    await openPanel(page);
    await page.getByRole('button', { name: 'PayPal' }).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await popup.waitForEvent('close');
    await expect(toast(page, 'Payment Cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    await expect(page.getByTestId('deposit-paid')).toHaveCount(0);
  });

  test('after a verified deposit the 400 px calendar shows and a consultation can be booked; a reload keeps it all', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByTestId('booking-section')).toHaveCount(0);
    await payByCard(page, '4242424242424242');
    await verifyDeposit(page);
    const calendar = page.getByTestId('booking-calendar');
    await expect(calendar).toBeVisible();
    expect((await calendar.boundingBox())?.height).toBe(400);
    await calendar.getByRole('tab').nth(1).click();
    await calendar.getByRole('button', { name: '10:00 AM' }).click();
    await calendar.getByLabel('Name').fill('Ada Lovelace');
    await calendar.getByLabel('Email').fill('ada@example.com');
    await calendar.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(calendar.getByTestId('booking-confirmed')).toContainText('Your consultation is booked');
    await expect(calendar).toContainText('10:00 AM');
    await expect(calendar).toContainText('A confirmation was sent to ada@example.com.');

    await page.reload();
    await expect(page.getByTestId('deposit-paid')).toContainText('Deposit Paid');
    await expect(page.getByRole('button', { name: 'Pay $100.00 Deposit' })).toHaveCount(0);
    await expect(page.getByTestId('booking-confirmed')).toBeVisible();
  });
});

test.describe('legal pages', () => {
  test('/terms has every section and the date', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByTestId('legal-dates')).toHaveText('Last updated 11/22/24');
    for (const s of [
      'Eligibility',
      'License',
      'Prohibited uses',
      'Intellectual property',
      'User content',
      'Third-party links',
      'Limitation of liability',
      'Indemnification',
      'Privacy',
      'Termination',
      'Governing law',
      'Changes',
      'Contact',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(s) })).toBeVisible();
    }
    await expect(page.getByText('at least 18 years old')).toBeVisible();
    await expect(page.getByText('State of Florida')).toBeVisible();
    await expect(page.getByText('hello@callcraft.test')).toBeVisible();
  });

  test('/privacy has every section and both dates', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByTestId('legal-dates')).toContainText('Effective 11/03/2024');
    await expect(page.getByTestId('legal-dates')).toContainText('Last updated 12/02/2024');
    for (const s of [
      'collect',
      'use your',
      'share',
      'Cookies',
      'Security',
      'rights',
      "Children's",
      'Third-party links',
      'International users',
      'Changes',
      'Contact',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(s) })).toBeVisible();
    }
    await expect(page.getByText('under 13').first()).toBeVisible();
    await expect(page.getByText('hello@callcraft.test').first()).toBeVisible();
  });
});
