import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { animationsDone, launchBrowser, newContext, viewports, type ViewportName } from './browser';
import { registerPatientByApi, signIn } from './session';
import { choose } from './bookingSteps';
import { staff as runStaff } from './staffCli';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const staff = (...args: string[]) => runStaff(args, { STAFF_NAME: 'dra.ruiz' });

async function openAccount(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Mi cuenta', exact: true });
  if (!(await button.first().isVisible())) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('button', { name: 'Mi cuenta', exact: true }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Mi cuenta' });
  await dialog.getByRole('heading', { name: 'Quién consultó mi expediente' }).waitFor();
  return dialog;
}

async function snapSection(page: Page, section: Locator, name: string) {
  await section.scrollIntoViewIfNeeded();
  await animationsDone(page);
  mkdirSync(`${__dirname}/screenshots`, { recursive: true });
  await page.screenshot({ path: `${__dirname}/screenshots/${name}.png` });
}

describe.each(Object.keys(viewports) as ViewportName[])('her data and rights on %s', (viewport) => {
  it('downloads Mis datos, files an ARCO request that staff answers, and sees who looked at her file', async () => {
    const patient = await registerPatientByApi(`privacidad-${viewport}`);
    const context = await newContext(browser, viewport);
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Próximas consultas' }).waitFor();
    let account = await openAccount(page);

    // Mis datos: one click, one readable page.
    const myData = account.getByRole('region', { name: 'Mis datos' });
    await snapSection(page, myData, `privacy-mydata-${viewport}`);
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
    await readable.getByRole('heading', { name: 'Consentimiento y firma' }).waitFor();
    await readable.screenshot({ path: `${__dirname}/screenshots/privacy-mydata-file-${viewport}.png`, fullPage: true });
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
    await warning.getByText(/NOM-004-SSA3-2012/).waitFor();
    await snapSection(page, warning, `privacy-arco-cancelacion-${viewport}`);
    await choose(arco, 'Tipo de solicitud', 'Acceso');
    await warning.waitFor({ state: 'detached' });
    await arco.getByLabel('Descripción').fill('Quiero saber qué datos míos conservan y una copia de mi expediente.');
    await arco
      .locator('#arco-file')
      .setInputFiles({ name: 'identificacion.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%ELLA\n') });
    await arco.getByText('identificacion.pdf').waitFor();
    await snapSection(page, arco, `privacy-arco-form-${viewport}`);
    await arco.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('Solicitud enviada').waitFor();
    const filed = arco.getByRole('listitem').filter({ hasText: 'Acceso · folio' });
    await filed.getByText('Recibida').waitFor();
    await filed.getByText('Adjunto: identificacion.pdf').waitFor();

    // The clinic answers from the staff CLI.
    const listing = staff('arco', 'list').split('\n');
    const at = listing.findIndex((line) => line.includes(`<${patient.email}>`));
    expect(at).toBeGreaterThan(0);
    const id = /^#\d+\s+([0-9a-f-]{36})\s+acceso\s+recibida/.exec(listing[at - 1])?.[1];
    expect(id).toBeDefined();
    expect(staff('arco', 'answer', id!, 'procedente', 'Te enviamos una copia de tu expediente a tu correo.')).toContain('procedente');

    await page.keyboard.press('Escape');
    await account.waitFor({ state: 'hidden' });
    account = await openAccount(page);
    const answered = account.getByRole('region', { name: 'Derechos ARCO' }).getByRole('listitem').filter({ hasText: 'Acceso · folio' });
    await answered.getByText('Procedente').waitFor();
    await answered.getByText('Te enviamos una copia de tu expediente a tu correo.').waitFor();
    await snapSection(page, answered, `privacy-arco-answered-${viewport}`);

    // Quién consultó mi expediente: her two downloads and the clinic's reading of her case.
    const log = account.getByRole('region', { name: 'Quién consultó mi expediente' });
    await log.getByText('Descarga: Tu expediente completo (página HTML)').waitFor();
    await log.getByText('Descarga: Tu expediente completo (FHIR R4)').waitFor();
    await log.getByText('Consulta: Tus solicitudes ARCO (lista)').waitFor();
    await log.getByText(/Personal de la clínica \(dra\.ruiz\) · npm run staff -- arco list/).waitFor();
    await snapSection(page, log, `privacy-log-${viewport}`);
    await context.close();
  });
});
