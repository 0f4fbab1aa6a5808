import type { Page } from 'playwright-core';
import { animationsDone, newContext, snap } from './browser';
import { chromiumArgs, chromiumPath } from './chromium';
import { expect, test } from './fixtures';
import { demoPatient, signIn } from './session';
import { myAppointments, openHistory } from './bookingSteps';
import { measureSizing } from './sizing';
import { seriousViolations } from './axe';

/**
 * ACCEDER's device check with Chromium's fake camera and microphone (a test pattern and a beep), as she
 * meets it on a phone: each test, what it found, and the video link that opens only near the visit.
 */
test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--use-fake-device-for-media-stream'] } });

/** The demo patient's visit that staff confirmed with a video link. */
async function linkedVisit(page: Page) {
  await page.goto('/dashboard');
  const visit = (await myAppointments(page)).find((a) => a.status === 'Scheduled' && a.notes?.startsWith('https://'));
  expect(visit).toBeDefined();
  return visit!;
}

/** ACCEDER on that visit, from her history. */
async function openCheck(page: Page, uuid: string) {
  const list = await openHistory(page);
  await list.getByTestId(`appointment-${uuid}`).getByRole('button', { name: 'ACCEDER' }).click();
  const dialog = page.getByRole('dialog', { name: 'Antes de entrar a tu consulta' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the device check before a video visit', { tag: '@once' }, () => {
  test('tests the camera, the microphone and the speaker on a phone, and keeps the link closed until 10 minutes before', async ({
    browser,
  }) => {
    const context = await newContext(browser, 'phone');
    await context.grantPermissions(['camera', 'microphone']);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    const dialog = await openCheck(page, (await linkedVisit(page)).uuid);

    await dialog.getByRole('button', { name: 'Probar cámara' }).click();
    await expect(dialog.getByText('Tu cámara funciona: deberías verte en el recuadro.')).toBeVisible();
    // The fake camera's picture reaches the preview.
    await expect
      .poll(() => page.locator('video.video-check-preview').evaluate((video: HTMLVideoElement) => video.videoWidth), {
        message: 'the preview shows the camera',
      })
      .toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Probar micrófono' }).click();
    await expect(dialog.getByText('Tu micrófono funciona: la barra se mueve cuando hablas.')).toBeVisible();
    // The fake microphone beeps: the bar moves.
    await expect
      .poll(async () => Number(await page.locator('[aria-label="Nivel de tu micrófono"]').getAttribute('data-level')), {
        message: 'the microphone level moves',
      })
      .toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Reproducir sonido' }).click();
    await expect(dialog.getByText('¿Escuchaste el sonido?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Sí, lo escuché' }).click();
    await expect(dialog.getByText('Tus bocinas funcionan.')).toBeVisible();

    await expect(dialog.getByText('El enlace se abre 10 minutos antes de tu consulta', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Entrar a la consulta' })).toBeDisabled();

    await page.waitForLoadState('networkidle');
    await animationsDone(page);
    expect((await measureSizing(page)).problems).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'video-check-phone');
    await context.close();
  });

  test('says what to do when the browser is not allowed to use the camera', async ({ browser }) => {
    const context = await newContext(browser, 'phone');
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    const dialog = await openCheck(page, (await linkedVisit(page)).uuid);
    // Nothing granted: headless Chromium answers the permission request with a refusal.
    await dialog.getByRole('button', { name: 'Probar cámara' }).click();
    await expect(dialog.getByText('El navegador no tiene permiso para usar la cámara.')).toBeVisible();
    await expect(dialog.getByText('En iPhone (Safari): toca «aA»', { exact: false })).toBeVisible();
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'video-check-refused-phone');
    await context.close();
  });

  test('asks for the telehealth consent first, then opens the video link from 10 minutes before the visit', async ({ browser }) => {
    const context = await newContext(browser, 'desktop');
    await signIn(context, demoPatient.email, demoPatient.password);
    // No internet here: the video service answers from the test.
    await context.route('https://meet.jit.si/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Videollamada</title>' }),
    );
    const page = await context.newPage();
    const visit = await linkedVisit(page);
    // Her phone's clock five minutes before the visit (the server's is untouched).
    await page.clock.setFixedTime(Date.parse(visit.startDateTime) - 5 * 60_000);
    const dialog = await openCheck(page, visit.uuid);
    // Her first video visit: the telehealth consent comes first, and the link stays closed until she gives it.
    await expect(dialog.getByRole('region', { name: 'Consentimiento informado para atención a distancia' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Entrar a la consulta' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'He leído y acepto recibir atención a distancia' }).check();
    await dialog.getByRole('button', { name: 'Acepto' }).click();
    await expect(dialog.getByText('Diste tu consentimiento para la atención a distancia el', { exact: false })).toBeVisible();
    await snap(page, 'video-check-consent-given-desktop');
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Entrar a la consulta' }).click()]);
    await expect(popup).toHaveURL('https://meet.jit.si/espacios-ella-demo');
    await context.close();
  });
});
