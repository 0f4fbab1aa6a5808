import type { Page } from 'playwright-core';
import { newContext, signatureCanvas, snap } from './browser';
import { expect, test } from './fixtures';
import { codeFromOutbox } from './session';
import { myAppointments, pickSlot } from './bookingSteps';

const fill = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
const answer = (page: Page, question: string, option: string) =>
  page.getByRole('radiogroup', { name: question, exact: true }).getByText(option, { exact: true }).click();
async function next(page: Page, path: string) {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.waitForURL(`**${path}`);
  await expect(page.getByRole('button', { name: /Siguiente|Firma requerida/ })).toBeVisible();
}

test.describe('a new patient', () => {
  test('registers, pays a first consultation, books it, completes the 8-step history with a drawn signature and sees the visit without the banner', async ({
    browser,
    viewportName,
  }) => {
    const context = await newContext(browser, viewportName);
    const page = await context.newPage();
    const stamp = String(Date.now()).slice(-8);
    const email = `nueva.${viewportName}.${stamp}@example.mx`;
    const phone = `56${stamp}`;
    const password = 'Primavera2026';

    // Register and verify with the e-mailed code.
    await page.goto('/form/crear-cuenta');
    await fill(page, 'Nombre(s) *', 'Elena');
    await fill(page, 'Apellidos *', 'Nueva');
    await fill(page, 'Correo electrónico *', email);
    await fill(page, 'Teléfono (WhatsApp) *', phone);
    await fill(page, 'Fecha de nacimiento *', '1973-02-10');
    await page.getByLabel('Aviso de privacidad y aceptación de contacto por WhatsApp *').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Verificar correo electrónico' })).toBeVisible();
    await fill(page, 'Código de verificación', await codeFromOutbox(email));
    await fill(page, 'Contraseña', password);
    await fill(page, 'Confirmar contraseña', password);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL('**/welcome');
    await snap(page, `new-patient-1-welcome-${viewportName}`);

    // Plan 'primera' through the simulated checkout.
    await page.getByRole('link', { name: /^Perimenopausia\/Menopausia/ }).click();
    await page.getByRole('radio', { name: /Primera consulta Menopausia/ }).check();
    await page.getByRole('button', { name: 'PAGAR', exact: true }).click();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL(/\/pago-exitoso\?session_id=cs_test_\w+&plan=primera$/);
    await expect(page.getByText('Pago confirmado')).toBeVisible();
    await snap(page, `new-patient-2-paid-${viewportName}`);

    // Book it; without a signed consent the thanks modal leads to the history.
    await page.getByRole('button', { name: 'AGENDAR CONSULTA' }).click();
    const booking = page.getByRole('dialog', { name: 'Agendar consulta' });
    await expect(booking.getByLabel('Servicio')).toBeVisible();
    await pickSlot(booking, viewportName === 'phone' ? 3 : 4, 'Menopausia - Dra. Ana Ruiz');
    await booking.getByRole('button', { name: 'Agendar consulta' }).click();
    const thanks = page.getByRole('dialog', { name: '¡Gracias por agendar tu consulta!' });
    await expect(thanks).toBeVisible();
    await snap(page, `new-patient-3-thanks-${viewportName}`);
    const [visit] = await myAppointments(page);
    expect(visit.status).toBe('Requested');
    await thanks.getByRole('button', { name: 'Completar historial médico' }).click();
    await page.waitForURL('**/form/info-personal');

    // The eight steps, with the fewest answers each one requires.
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    await fill(page, 'Peso habitual (kg)', '58');
    await fill(page, 'Estatura (cm)', '160');
    await fill(page, 'Calle', 'Calle Roble');
    await fill(page, 'Número', '12');
    await fill(page, 'Ciudad', 'Puebla');
    await fill(page, 'Estado', 'Puebla');
    await fill(page, 'Código postal', '72000');
    await next(page, '/form/antecedentes-familiares');
    await answer(page, '¿Hay antecedentes de cáncer en tu familia?', 'No');
    await answer(page, '¿Hay antecedentes de cáncer de mama en tu familia?', 'No');
    await next(page, '/form/antecedentes-personales');
    for (const q of [
      '¿Tienes alguna alergia?',
      '¿Tomas algún medicamento actualmente?',
      '¿Te han realizado alguna cirugía?',
      '¿Has recibido transfusiones de sangre?',
      '¿Has tenido hepatitis?',
      '¿Tienes diabetes?',
      '¿Tienes problemas de tiroides?',
    ]) {
      await answer(page, q, 'No');
    }
    await next(page, '/form/salud-urinaria');
    for (const q of [
      '¿Tienes infecciones urinarias frecuentes?',
      '¿Se te escapa la orina al toser, estornudar, reír o hacer ejercicio?',
      '¿Usas toallas o protectores por pérdidas de orina?',
      '¿Sientes que orinas con mucha frecuencia?',
      '¿Se te escapa la orina antes de llegar al baño?',
    ]) {
      await answer(page, q, 'No');
    }
    await next(page, '/form/antecedentes-patologicos');
    for (const q of [
      '¿Fumas o vapeas?',
      '¿Tomas bebidas alcohólicas?',
      '¿Consumes alguna droga?',
      '¿Haces ejercicio?',
      '¿Has llevado algún tratamiento para bajar de peso?',
    ]) {
      await answer(page, q, 'No');
    }
    await page.getByText('Ninguna', { exact: true }).click();
    await next(page, '/form/informacion-ginecologica');
    await next(page, '/form/perimenopausia');
    await next(page, '/form/terminos-condiciones');

    const canvas = await signatureCanvas(page);
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 100);
    await page.mouse.down();
    for (const [dx, dy] of [
      [80, 50],
      [140, 120],
      [200, 40],
      [260, 110],
    ])
      await page.mouse.move(box.x + dx, box.y + dy, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText('Firma capturada correctamente')).toBeVisible();
    await snap(page, `new-patient-4-signed-${viewportName}`);
    await page.getByRole('button', { name: 'Completar Registro ✓' }).click();
    await expect(page.getByText('¡Registro completado!')).toBeVisible();
    await page.waitForURL('**/form/suscripcion');

    // The dashboard shows her visit, and no longer asks for the history.
    await page.goto('/dashboard');
    await expect(page.getByTestId(`appointment-${visit.uuid}`)).toBeVisible();
    await expect(page.getByText('Completa tu historial médico')).toHaveCount(0);
    await snap(page, `new-patient-5-dashboard-${viewportName}`);
    await context.close();
  });
});
