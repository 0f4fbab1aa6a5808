import type { Locator, Page } from 'playwright-core';

/**
 * The signed-in pages she reaches by address, in the order she meets them: what the sizing test measures
 * and `npm run screens` photographs (the dashboard, its tabs and its modals are reached by clicking).
 */
export const signedInPages = [
  '/welcome',
  '/form/info-personal',
  '/form/antecedentes-familiares',
  '/form/antecedentes-personales',
  '/form/salud-urinaria',
  '/form/antecedentes-patologicos',
  '/form/informacion-ginecologica',
  '/form/perimenopausia',
  '/form/terminos-condiciones',
  '/form/suscripcion',
  '/pago-cancelado?plan=primera',
] as const;

/**
 * Opens a modal from the side panel, through the phone's menu when the panel is folded away, and gives the
 * modal once it shows.
 */
export async function openFromMenu(page: Page, button: string, title: string): Promise<Locator> {
  if (!(await page.getByRole('button', { name: button, exact: true }).isVisible())) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
  }
  await page.getByRole('button', { name: button, exact: true }).last().click();
  const dialog = page.getByRole('dialog').filter({ hasText: title }).last();
  await dialog.waitFor();
  return dialog;
}

/** Closes the top modal with Escape, as a keyboard user would, and waits for it to go. */
export async function closeDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}
