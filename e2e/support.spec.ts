import { expect, test } from './fixtures';

test('the support form stores a message and shows its reference', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/support');
  await page.getByLabel('Your name').fill('Mia Park');
  await page.getByLabel('Email address').fill('mia@example.com');
  await page.getByLabel('Topic').selectOption('feedback');
  await page.getByLabel('Subject').fill('Checklist sharing question');
  await page.getByRole('button', { name: /send/i }).click();
  // The message is too short: the browser shows the problem and sends nothing.
  await expect(page.locator('#support-message-error')).toHaveText(
    'Please write at least 10 characters',
  );

  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('How do I share my packing checklist with my family?');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/support'));
  await page.getByRole('button', { name: /send/i }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(/SUP-[0-9A-F]{8}/)).toBeVisible();
  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
