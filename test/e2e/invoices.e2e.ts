import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { allowConsoleErrors, animationsDone, launchBrowser, newContext, snap, viewports, type ViewportName } from './browser';
import { registerPatientByApi, signIn } from './session';
import { choose } from './bookingSteps';
import { staff as runStaff } from './staffCli';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const staff = (...args: string[]) => runStaff(args);

async function openAccount(page: Page): Promise<Locator> {
  const open = page.getByRole('button', { name: 'Mi cuenta', exact: true });
  if (!(await open.isVisible())) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('button', { name: 'Mi cuenta', exact: true }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
  await dialog.getByRole('heading', { name: 'Facturación', exact: true }).waitFor();
  return dialog;
}

describe.each(Object.keys(viewports) as ViewportName[])('CFDI invoice on %s', (viewport) => {
  it('pays by card, saves her billing data (server messages shown), requests the invoice and downloads it once the clinic issues it', async () => {
    const patient = await registerPatientByApi(`cfdi-${viewport}`);
    const context = await newContext(browser, viewport);
    allowConsoleErrors(
      context,
      { pattern: /409 \(Conflict\).*\/invoices:/, reason: 'she asks for the invoice before saving her billing data' },
      { pattern: /400 \(Bad Request\).*\/billing-profile:/, reason: 'the server refuses a name with a régimen capital' },
    );
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();

    await page.goto('/form/suscripcion');
    await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
    await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
    await page.waitForURL(/\/checkout\/cs_test_\w+$/);
    const paymentId = /\/checkout\/(cs_test_\w+)$/.exec(page.url())![1];
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL(/\/pago-exitoso/);
    await page.getByText('Pago confirmado').waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Próximas consultas' }).waitFor();

    let account = await openAccount(page);
    const payment = account.getByTestId(`invoiceable-${paymentId}`);
    await payment.getByText('Primera consulta Menopausia').waitFor();

    // Asking before her billing data exists: the server's reason is shown.
    await payment.getByRole('button', { name: 'Solicitar factura' }).click();
    await page.getByText('Primero guarda tus datos de facturación.').waitFor();

    const save = account.getByRole('button', { name: 'Guardar datos de facturación' });
    await account.getByLabel('RFC', { exact: true }).fill('xaxx010101000');
    expect(await account.getByLabel('RFC', { exact: true }).inputValue()).toBe('XAXX010101000');
    await save.click();
    await account.getByText('El RFC genérico (XAXX010101000 o XEXX010101000) no sirve para deducir: ingresa tu propio RFC.').waitFor();

    // The name is upper-cased as she types; a régimen capital is refused by the server, under the field.
    await account.getByLabel('RFC', { exact: true }).fill('GODE561231GR8');
    const name = account.getByLabel('Nombre (como aparece en tu Constancia de Situación Fiscal)');
    await name.fill('lucía ramírez sa de cv');
    expect(await name.inputValue()).toBe('LUCÍA RAMÍREZ SA DE CV');
    await choose(account, 'Régimen fiscal', /^605 /);
    await account.getByText('D01 · Honorarios médicos, dentales y gastos hospitalarios').waitFor();
    await account.getByLabel('Código postal fiscal').fill('06700');
    await save.click();
    await account
      .getByText('Escribe tu nombre sin régimen capital (por ejemplo, sin "SA DE CV"): las personas físicas no lo llevan.')
      .waitFor();

    await name.fill('LUCÍA RAMÍREZ GARCÍA');
    // The form as she sends it, with the toast of her first attempt gone.
    await page.getByText('Primero guarda tus datos de facturación.').waitFor({ state: 'hidden' });
    await account.getByRole('heading', { name: 'Facturación', exact: true }).scrollIntoViewIfNeeded();
    await animationsDone(page);
    await snap(page, `invoices-billing-form-${viewport}`);
    await save.click();
    await page.getByText('Datos de facturación guardados').waitFor();

    await payment.getByRole('button', { name: 'Solicitar factura' }).click();
    await page.getByText('Factura solicitada').waitFor();
    const invoice = account.getByTestId(`invoice-${paymentId}`);
    await invoice.getByText('En proceso').waitFor();
    await invoice.getByText('La clínica emitirá tu factura; aquí podrás descargarla cuando esté lista.').waitFor();
    await snap(page, `invoices-requested-${viewport}`);

    // The clinic issues it with its own PAC and attaches the files.
    const listed = staff('invoices');
    const line = listed.split('\n').find((l) => l.includes(patient.email))!;
    expect(line).toContain('pendiente');
    expect(listed).toContain('RFC GODE561231GR8 · LUCÍA RAMÍREZ GARCÍA · régimen 605 · uso D01 · C.P. 06700');
    const invoiceId = line.split(/\s+/)[0];
    const dir = mkdtempSync(path.join(tmpdir(), 'ella-cfdi-e2e-'));
    const folio = '6A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D';
    writeFileSync(path.join(dir, 'factura.pdf'), `%PDF-1.7\nfactura ${viewport}\n%%EOF\n`);
    writeFileSync(path.join(dir, 'factura.xml'), `<cfdi:Comprobante><tfd:TimbreFiscalDigital UUID="${folio}"/></cfdi:Comprobante>`);
    expect(
      staff('invoices', 'attach', invoiceId, '--pdf', path.join(dir, 'factura.pdf'), '--xml', path.join(dir, 'factura.xml')),
    ).toContain(`folio fiscal ${folio}`);

    // Mi cuenta opened again reads her invoices afresh: issued, with its files.
    await page.keyboard.press('Escape');
    await account.waitFor({ state: 'hidden' });
    account = await openAccount(page);
    const issued = account.getByTestId(`invoice-${paymentId}`);
    await issued.getByText('Emitida').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), issued.getByRole('button', { name: 'Descargar PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`factura-${folio}.pdf`);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(`%PDF-1.7\nfactura ${viewport}\n%%EOF\n`);
    await snap(page, `invoices-issued-${viewport}`);
    await context.close();
  });
});
