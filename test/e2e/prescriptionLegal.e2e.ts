import { readFileSync } from 'node:fs';
import { animationsDone, newContext, snap } from './browser';
import { violationsIn } from './axe';
import { expect, test } from './fixtures';
import { registerPatientByApi, signIn } from './session';
import { pdfText } from '../server/pdfText';
import { measureSizing } from './sizing';
import { staff as runStaff } from './staffCli';

const staff = (...args: string[]) => runStaff(args);

const legalFields = [
  ['Médico que prescribe', 'Dra. Ana Ruiz'],
  ['Cédula profesional', '00000001'],
  ['Institución que la expidió', 'Universidad de demostración (dato ficticio)'],
  ['Domicilio de la clínica', 'Av. Ejemplo 123, Col. Demostración, 06700 Ciudad de México, CDMX'],
];
const medicine = [
  ['Nombre genérico', 'Estradiol'],
  ['Presentación', 'Gel 0.06 %, frasco dosificador de 80 g'],
  ['Dosis', '1 aplicación (1.25 g)'],
  ['Vía de administración', 'Cutánea'],
  ['Frecuencia', 'Cada 24 horas'],
  ['Duración', '3 meses'],
  ['Indicaciones', 'Aplicar en brazos por la noche'],
];

test.describe('a prescription that meets Mexican law', { tag: '@once' }, () => {
  test('is issued by the clinic with every legal field, read in full on a phone and downloaded as a PDF holding them', async ({
    browser,
  }) => {
    const patient = await registerPatientByApi('receta-legal');
    const issued = staff('prescribe', '--email', patient.email, '--medication', medicine.map(([, value]) => value).join('|'));
    expect(issued).toMatch(/^Receta \S+ para .* \(Dra\. Ana Ruiz - Ginecóloga, cédula 00000001\): Estradiol$/m);

    const context = await newContext(browser, 'phone');
    context.setDefaultTimeout(20_000);
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Mis recetas' })).toBeVisible();
    await page.getByRole('button', { name: /^Ver receta del/ }).click();
    const rx = page.getByRole('dialog', { name: 'Receta médica' });
    await expect(rx.getByRole('heading', { name: 'Estradiol' })).toBeVisible();

    const rows = await rx
      .locator('.prescription-detail-row')
      .evaluateAll((els) => els.map((el) => [el.querySelector('dt')!.textContent, el.querySelector('dd')!.textContent]));
    expect(rows).toEqual([...legalFields, ...medicine]);
    const verify = rx.getByRole('link', { name: 'Verificar cédula en el Registro Nacional de Profesionistas' });
    await expect(verify).toHaveAttribute('href', 'https://cedulaprofesional.sep.gob.mx/');
    await expect(verify).toHaveAttribute('target', '_blank');
    await expect(verify).toHaveAttribute('rel', 'noopener noreferrer');

    await page.mouse.move(0, 0);
    await animationsDone(page);
    await snap(page, 'prescription-legal-phone');
    // 16 px text and 44 px targets, the verification link included.
    expect((await measureSizing(page)).problems).toEqual([]);
    // The rest of the dialog: its medicines and the download button, scrolled into view.
    await rx.getByRole('button', { name: 'Descargar receta (PDF)' }).scrollIntoViewIfNeeded();
    await animationsDone(page);
    await snap(page, 'prescription-legal-phone-medicines');
    expect(await violationsIn(page, '[role="dialog"]')).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rx.getByRole('button', { name: 'Descargar receta (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receta-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const [label, value] of [...legalFields, ...medicine]) expect(text).toContain(`${label}: ${value}`);
    expect(text).toContain('Espacios ELLA');
    expect(text).toContain('Paciente: Lucía Ramírez');
    expect(text).toMatch(/Fecha de expedición: \d{1,2} de [a-z]+ de \d{4}/);
    expect(text).toContain('https://cedulaprofesional.sep.gob.mx/');
    await context.close();
  });
});
