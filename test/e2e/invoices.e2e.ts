import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { allowConsoleErrors, animationsDone, newContext, snap } from './browser';
import { expect, test } from './fixtures';
import { registerPatientByApi, signIn } from './session';
import { choose } from './bookingSteps';
import { openFromMenu } from './everyPage';
import { staff as runStaff } from './staffCli';

const staff = (...args: string[]) => runStaff(args);

/** Mi cuenta, from the side panel or the phone's menu, once the section this journey needs is drawn. */
async function openAccount(page: Page): Promise<Locator> {
  const dialog = await openFromMenu(page, 'Mi cuenta', 'Mi cuenta');
  await expect(dialog.getByRole('heading', { name: 'Facturación', exact: true })).toBeVisible();
  return dialog;
}

test.describe('CFDI invoice', () => {
  test('pays by card, saves her billing data (server messages shown), requests the invoice and downloads it once the clinic issues it', async ({
    browser,
    viewportName,
  }) => {
    const patient = await registerPatientByApi(`cfdi-${viewportName}`);
    const context = await newContext(browser, viewportName);
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
    await expect(page.getByText('Pago confirmado')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();

    let account = await openAccount(page);
    const payment = account.getByTestId(`invoiceable-${paymentId}`);
    await expect(payment.getByText('Primera consulta Menopausia')).toBeVisible();

    // Asking before her billing data exists: the server's reason is shown.
    await payment.getByRole('button', { name: 'Solicitar factura' }).click();
    await expect(page.getByText('Primero guarda tus datos de facturación.')).toBeVisible();

    const save = account.getByRole('button', { name: 'Guardar datos de facturación' });
    await account.getByLabel('RFC', { exact: true }).fill('xaxx010101000');
    await expect(account.getByLabel('RFC', { exact: true })).toHaveValue('XAXX010101000');
    await save.click();
    await expect(
      account.getByText('El RFC genérico (XAXX010101000 o XEXX010101000) no sirve para deducir: ingresa tu propio RFC.'),
    ).toBeVisible();

    // The name is upper-cased as she types; a régimen capital is refused by the server, under the field.
    await account.getByLabel('RFC', { exact: true }).fill('GODE561231GR8');
    const name = account.getByLabel('Nombre (como aparece en tu Constancia de Situación Fiscal)');
    await name.fill('lucía ramírez sa de cv');
    await expect(name).toHaveValue('LUCÍA RAMÍREZ SA DE CV');
    await choose(account, 'Régimen fiscal', /^605 /);
    await expect(account.getByText('D01 · Honorarios médicos, dentales y gastos hospitalarios')).toBeVisible();
    await account.getByLabel('Código postal fiscal').fill('06700');
    await save.click();
    await expect(
      account.getByText('Escribe tu nombre sin régimen capital (por ejemplo, sin "SA DE CV"): las personas físicas no lo llevan.'),
    ).toBeVisible();

    await name.fill('LUCÍA RAMÍREZ GARCÍA');
    // The form as she sends it, with the toast of her first attempt gone.
    await expect(page.getByText('Primero guarda tus datos de facturación.')).toBeHidden();
    await account.getByRole('heading', { name: 'Facturación', exact: true }).scrollIntoViewIfNeeded();
    await animationsDone(page);
    await snap(page, `invoices-billing-form-${viewportName}`);
    await save.click();
    await expect(page.getByText('Datos de facturación guardados')).toBeVisible();

    await payment.getByRole('button', { name: 'Solicitar factura' }).click();
    await expect(page.getByText('Factura solicitada')).toBeVisible();
    const invoice = account.getByTestId(`invoice-${paymentId}`);
    await expect(invoice.getByText('En proceso')).toBeVisible();
    await expect(invoice.getByText('La clínica emitirá tu factura; aquí podrás descargarla cuando esté lista.')).toBeVisible();
    await snap(page, `invoices-requested-${viewportName}`);

    // The clinic issues it with its own PAC and attaches the files.
    const listed = staff('invoices');
    const line = listed.split('\n').find((l) => l.includes(patient.email))!;
    expect(line).toContain('pendiente');
    expect(listed).toContain('RFC GODE561231GR8 · LUCÍA RAMÍREZ GARCÍA · régimen 605 · uso D01 · C.P. 06700');
    const invoiceId = line.split(/\s+/)[0];
    const dir = mkdtempSync(path.join(tmpdir(), 'ella-cfdi-e2e-'));
    const folio = '6A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D';
    writeFileSync(path.join(dir, 'factura.pdf'), `%PDF-1.7\nfactura ${viewportName}\n%%EOF\n`);
    writeFileSync(path.join(dir, 'factura.xml'), `<cfdi:Comprobante><tfd:TimbreFiscalDigital UUID="${folio}"/></cfdi:Comprobante>`);
    expect(
      staff('invoices', 'attach', invoiceId, '--pdf', path.join(dir, 'factura.pdf'), '--xml', path.join(dir, 'factura.xml')),
    ).toContain(`folio fiscal ${folio}`);

    // Mi cuenta opened again reads her invoices afresh: issued, with its files.
    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();
    account = await openAccount(page);
    const issued = account.getByTestId(`invoice-${paymentId}`);
    await expect(issued.getByText('Emitida')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), issued.getByRole('button', { name: 'Descargar PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`factura-${folio}.pdf`);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(`%PDF-1.7\nfactura ${viewportName}\n%%EOF\n`);
    await snap(page, `invoices-issued-${viewportName}`);
    await context.close();
  });
});
