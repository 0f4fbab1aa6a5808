import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, launchBrowser, newContext, snap, until, viewports, type ViewportName } from './browser';
import { demoPatient, signIn } from './session';
import { choose } from './bookingSteps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedInPage(viewport: ViewportName): Promise<Page> {
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

async function accessibilityViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  // Each node with axe's reason (e.g. the measured colours), so a failure says what was seen.
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`);
}

/** The support copy of a help message lands in the outbox as an .eml file; it is written just after the answer. */
function outboxMessageContaining(text: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  return until(`an outbox message containing ${text}`, () =>
    existsSync(outbox)
      ? readdirSync(outbox)
          .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
          .find((eml) => eml.includes(text))
      : undefined,
  );
}

describe.each(Object.keys(viewports) as ViewportName[])('dashboard part 2 on %s', (viewport) => {
  it('buys a prescription after changing the shipping address, shares a PDF and sends a help message', async () => {
    const page = await signedInPage(viewport);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Mis recetas' }).waitFor();
    const viewButtons = page.getByRole('button', { name: /^Ver receta del/ });
    await viewButtons.first().waitFor();
    expect(await viewButtons.count()).toBeGreaterThanOrEqual(1);
    await look(page, `dashboard2-consultas-${viewport}`);

    // The prescription, in full.
    await viewButtons.first().click();
    const rx = dialog(page, 'Receta médica');
    await rx.getByRole('heading', { name: 'Estradiol gel 0.06%' }).waitFor();
    await rx.getByRole('img', { name: 'Firma de Dra. Ana Ruiz' }).waitFor();
    await look(page, `dashboard2-prescription-${viewport}`);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

    // The stored address is shown for confirmation, then changed.
    await rx.getByRole('button', { name: 'Comprar medicamentos' }).click();
    const shipping = dialog(page, 'Dirección de envío');
    const address = shipping.getByTestId('shipping-address');
    await address.waitFor();
    expect(await address.textContent()).toContain('C.P.');
    await look(page, `dashboard2-shipping-confirm-${viewport}`);
    await shipping.getByRole('button', { name: 'Cambiar dirección' }).click();
    const street = `Calle Roble ${viewport}`;
    await shipping.getByLabel('Calle').fill(street);
    await shipping.getByLabel('Número (opcional)').fill('12');
    await shipping.getByLabel('Ciudad').fill('Puebla');
    await shipping.getByLabel('Estado').fill('Puebla');
    await shipping.getByLabel('Código postal').fill('72000');
    await look(page, `dashboard2-shipping-form-${viewport}`);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await shipping.getByRole('button', { name: 'Guardar dirección' }).click();
    await page.getByText('Dirección actualizada').waitFor();
    expect(await address.textContent()).toBe(`${street} 12Puebla, PueblaC.P. 72000México`);

    // Bought through the simulated checkout.
    await shipping.getByRole('button', { name: 'Confirmar y pagar' }).click();
    await page.waitForURL(/\/checkout\/cs_test_\w+$/);
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('persist:payments'))) ?? '{}');
    expect(JSON.parse(stored.pendingPrescriptionPurchase).medications).toEqual(['Estradiol gel 0.06%', 'Progesterona micronizada 100 mg']);
    expect(typeof JSON.parse(stored.pendingPrescriptionTimestamp)).toBe('number');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL(/\/pago-exitoso\?session_id=cs_test_\w+&plan=receta$/);
    await page.getByText('Pago confirmado').waitFor();
    expect(
      await page
        .getByRole('row', { name: /^Servicio/ })
        .locator('td')
        .textContent(),
    ).toBe('Receta con envío a domicilio');
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
    await page.getByText('Expediente subido correctamente').waitFor();
    await files.getByRole('list', { name: 'Archivos compartidos' }).getByText(fileName).waitFor();
    await look(page, `dashboard2-files-${viewport}`);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await files.waitFor({ state: 'hidden' });

    // A help message that reaches the support outbox.
    await sidePanelAction(page, viewport, 'Ayuda');
    const help = dialog(page, 'Centro de ayuda');
    await choose(help, 'Asunto', 'Citas');
    const marker = `e2e-help-${viewport}-${Date.now()}`;
    await help.getByRole('textbox', { name: 'Mensaje', exact: true }).fill(`No encuentro la liga de mi consulta (${marker})`);
    await look(page, `dashboard2-help-${viewport}`);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await help.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('¡Mensaje enviado!').waitFor();
    const eml = await outboxMessageContaining(marker);
    expect(eml).toContain('cita');
    await page.context().close();
  });
});
