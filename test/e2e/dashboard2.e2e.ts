import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, newContext, snap, type ViewportName } from './browser';
import { expect, test } from './fixtures';
import { demoPatient, signIn } from './session';
import { choose } from './bookingSteps';
import { violationsIn } from './axe';

async function signedInPage(browser: Browser, viewport: ViewportName): Promise<Page> {
  const context = await newContext(browser, viewport);
  await signIn(context, demoPatient.email, demoPatient.password);
  // A step that never comes fails where it stands instead of at the test's time limit.
  context.setDefaultTimeout(20_000);
  return context.newPage();
}

/** On phones the side panel lives in the drawer behind the menu button. */
async function sidePanelAction(page: Page, viewport: ViewportName, name: string) {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await drawer.getByRole('button', { name, exact: true }).click();
    // The closing drawer hands focus back to the menu button, which would close a dropdown opened meanwhile.
    await drawer.waitFor({ state: 'hidden' });
  } else {
    await page.locator('.dashboard-aside').getByRole('button', { name, exact: true }).click();
  }
}

/**
 * Screenshots and axe read the page at rest: the pointer off the controls (the button just clicked would
 * show its hover colour, which Chromium applies some time after the button's loading state ends, so a
 * measurement could catch either colour) and antd's modal, drawer and colour transitions finished.
 */
async function look(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await animationsDone(page);
  await snap(page, name);
}

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The support copy of a help message lands in the outbox as an .eml file; it is written just after the answer. */
function outboxMessageContaining(text: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  return existsSync(outbox)
    ? readdirSync(outbox)
        .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
        .find((eml) => eml.includes(text))
    : undefined;
}

test.describe('dashboard part 2', () => {
  test('buys a prescription after changing the shipping address, shares a PDF and sends a help message', async ({
    browser,
    viewportName: viewport,
  }) => {
    const page = await signedInPage(browser, viewport);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Mis recetas' })).toBeVisible();
    const viewButtons = page.getByRole('button', { name: /^Ver receta del/ });
    await expect(viewButtons.first()).toBeVisible();
    expect(await viewButtons.count()).toBeGreaterThanOrEqual(1);
    await look(page, `dashboard2-consultas-${viewport}`);

    // The prescription, in full.
    await viewButtons.first().click();
    const rx = dialog(page, 'Receta médica');
    await expect(rx.getByRole('heading', { name: 'Estradiol gel 0.06%' })).toBeVisible();
    await expect(rx.getByRole('img', { name: 'Firma de Dra. Ana Ruiz' })).toBeVisible();
    await look(page, `dashboard2-prescription-${viewport}`);
    expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);

    // The stored address is shown for confirmation, then changed.
    await rx.getByRole('button', { name: 'Comprar medicamentos' }).click();
    const shipping = dialog(page, 'Dirección de envío');
    const address = shipping.getByTestId('shipping-address');
    await expect(address).toContainText('C.P.');
    await look(page, `dashboard2-shipping-confirm-${viewport}`);
    await shipping.getByRole('button', { name: 'Cambiar dirección' }).click();
    const street = `Calle Roble ${viewport}`;
    await shipping.getByLabel('Calle').fill(street);
    await shipping.getByLabel('Número (opcional)').fill('12');
    await shipping.getByLabel('Ciudad').fill('Puebla');
    await shipping.getByLabel('Estado').fill('Puebla');
    await shipping.getByLabel('Código postal').fill('72000');
    await look(page, `dashboard2-shipping-form-${viewport}`);
    expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);
    await shipping.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(page.getByText('Dirección actualizada')).toBeVisible();
    await expect(address).toHaveText(`${street} 12Puebla, PueblaC.P. 72000México`);

    // Bought through the simulated checkout.
    await shipping.getByRole('button', { name: 'Confirmar y pagar' }).click();
    await page.waitForURL(/\/checkout\/cs_test_\w+$/);
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('persist:payments'))) ?? '{}');
    expect(JSON.parse(stored.pendingPrescriptionPurchase).medications).toEqual(['Estradiol gel 0.06%', 'Progesterona micronizada 100 mg']);
    expect(typeof JSON.parse(stored.pendingPrescriptionTimestamp)).toBe('number');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL(/\/pago-exitoso\?session_id=cs_test_\w+&plan=receta$/);
    await expect(page.getByText('Pago confirmado')).toBeVisible();
    await expect(page.getByRole('row', { name: /^Servicio/ }).locator('td')).toHaveText('Receta con envío a domicilio');
    await look(page, `dashboard2-receta-success-${viewport}`);
    await page.getByRole('button', { name: 'IR AL DASHBOARD' }).click();
    await page.waitForURL(/\/dashboard$/);

    // A PDF shared and listed.
    await sidePanelAction(page, viewport, 'Compartir Archivos');
    const files = dialog(page, 'Compartir Archivos');
    await choose(files, 'Tipo de documento', 'General');
    const fileName = `estudio-${viewport}.pdf`;
    await files.locator('#upload-file').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%e2e\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await files.getByLabel('Descripción (opcional)').fill('Resultados de laboratorio');
    await files.getByRole('button', { name: 'Subir expediente' }).click();
    await expect(page.getByText('Expediente subido correctamente')).toBeVisible();
    await expect(files.getByRole('list', { name: 'Archivos compartidos' }).getByText(fileName)).toBeVisible();
    await look(page, `dashboard2-files-${viewport}`);
    expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await files.waitFor({ state: 'hidden' });

    // A help message that reaches the support outbox.
    await sidePanelAction(page, viewport, 'Ayuda');
    const help = dialog(page, 'Centro de ayuda');
    await choose(help, 'Asunto', 'Citas');
    const marker = `e2e-help-${viewport}-${Date.now()}`;
    await help.getByRole('textbox', { name: 'Mensaje', exact: true }).fill(`No encuentro la liga de mi consulta (${marker})`);
    await look(page, `dashboard2-help-${viewport}`);
    expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);
    await help.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('¡Mensaje enviado!')).toBeVisible();
    await expect.poll(() => outboxMessageContaining(marker), { message: `an outbox message containing ${marker}` }).toContain('cita');
    await page.context().close();
  });
});
