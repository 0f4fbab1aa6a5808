import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { animationsDone, newContext, snap } from './browser';
import { expect, test } from './fixtures';
import { registerPatientByApi, signIn } from './session';
import { choose } from './bookingSteps';
import { openFromMenu } from './everyPage';
import { staff as runStaff } from './staffCli';

const staff = (...args: string[]) => runStaff(args, { STAFF_NAME: 'dra.ruiz' });

/** Mi cuenta, from the side panel or the phone's menu, once the section this journey needs is drawn. */
async function openAccount(page: Page): Promise<Locator> {
  const dialog = await openFromMenu(page, 'Mi cuenta', 'Mi cuenta');
  await expect(dialog.getByRole('heading', { name: 'Quién consultó mi expediente' })).toBeVisible();
  return dialog;
}

/** A section of Mi cuenta as she sees it in the modal's own scroll, when screenshots are asked for. */
async function snapSection(page: Page, section: Locator, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await section.scrollIntoViewIfNeeded();
  await animationsDone(page);
  await snap(page, name, { fullPage: false });
}

test.describe('her data and rights', () => {
  test('downloads Mis datos, files an ARCO request that staff answers, and sees who looked at her file', async ({
    browser,
    viewportName,
  }) => {
    const patient = await registerPatientByApi(`privacidad-${viewportName}`);
    const context = await newContext(browser, viewportName);
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();
    let account = await openAccount(page);

    // Mis datos: one click, one readable page.
    const myData = account.getByRole('region', { name: 'Mis datos' });
    await snapSection(page, myData, `privacy-mydata-${viewportName}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      myData.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mis-datos-espacios-ella-.*\.html$/);
    const html = readFileSync((await download.path())!, 'utf8');
    expect(html).toContain('<h1>Mis datos en Espacios ELLA</h1>');
    // Its times are written in the portal's one zone, and the file says which.
    expect(html).toMatch(/Generado el [^<]+ \(hora de Buenos Aires\)\./);
    expect(html).toContain(patient.email);
    const readable = await context.newPage();
    await readable.setContent(html);
    await expect(readable.getByRole('heading', { name: 'Consentimiento y firma' })).toBeVisible();
    await snap(readable, `privacy-mydata-file-${viewportName}`);
    await readable.close();
    const [fhir] = await Promise.all([page.waitForEvent('download'), myData.getByRole('button', { name: 'Descargar en FHIR R4' }).click()]);
    const bundle = JSON.parse(readFileSync((await fhir.path())!, 'utf8'));
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle.entry[0].resource).toMatchObject({
      resourceType: 'Patient',
      telecom: expect.arrayContaining([{ system: 'email', value: patient.email }]),
    });

    // Derechos ARCO: an Acceso request with an attachment.
    const arco = account.getByRole('region', { name: 'Derechos ARCO' });
    // Choosing Cancelación first shows what a cancellation deletes and what the law makes the clinic keep.
    await choose(arco, 'Tipo de solicitud', 'Cancelación');
    const warning = arco.getByRole('alert').filter({ hasText: 'Qué pasa si cancelas' });
    await expect(warning.getByText(/NOM-004-SSA3-2012/)).toBeVisible();
    await snapSection(page, warning, `privacy-arco-cancelacion-${viewportName}`);
    await choose(arco, 'Tipo de solicitud', 'Acceso');
    await expect(warning).not.toBeAttached();
    await arco.getByLabel('Descripción').fill('Quiero saber qué datos míos conservan y una copia de mi expediente.');
    await arco
      .locator('#arco-file')
      .setInputFiles({ name: 'identificacion.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%ELLA\n') });
    await expect(arco.getByText('identificacion.pdf')).toBeVisible();
    await snapSection(page, arco, `privacy-arco-form-${viewportName}`);
    await arco.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Solicitud enviada')).toBeVisible();
    const filed = arco.getByRole('listitem').filter({ hasText: 'Acceso · folio' });
    await expect(filed.getByText('Recibida')).toBeVisible();
    await expect(filed.getByText('Adjunto: identificacion.pdf')).toBeVisible();

    // The clinic answers from the staff CLI.
    const listing = staff('arco', 'list').split('\n');
    const at = listing.findIndex((line) => line.includes(`<${patient.email}>`));
    expect(at).toBeGreaterThan(0);
    const id = /^#\d+\s+([0-9a-f-]{36})\s+acceso\s+recibida/.exec(listing[at - 1])?.[1];
    expect(id).toBeDefined();
    expect(staff('arco', 'answer', id!, 'procedente', 'Te enviamos una copia de tu expediente a tu correo.')).toContain('procedente');

    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();
    account = await openAccount(page);
    const answered = account.getByRole('region', { name: 'Derechos ARCO' }).getByRole('listitem').filter({ hasText: 'Acceso · folio' });
    await expect(answered.getByText('Procedente')).toBeVisible();
    await expect(answered.getByText('Te enviamos una copia de tu expediente a tu correo.')).toBeVisible();
    await snapSection(page, answered, `privacy-arco-answered-${viewportName}`);

    // Quién consultó mi expediente: her two downloads and the clinic's reading of her case.
    const log = account.getByRole('region', { name: 'Quién consultó mi expediente' });
    await expect(log.getByText('Descarga: Tu expediente completo (página HTML)')).toBeVisible();
    await expect(log.getByText('Descarga: Tu expediente completo (FHIR R4)')).toBeVisible();
    await expect(log.getByText('Consulta: Tus solicitudes ARCO (lista)')).toBeVisible();
    await expect(log.getByText(/Personal de la clínica \(dra\.ruiz\) · npm run staff -- arco list/)).toBeVisible();
    await snapSection(page, log, `privacy-log-${viewportName}`);
    await context.close();
  });
});
