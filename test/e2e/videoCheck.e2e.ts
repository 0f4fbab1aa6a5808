import { chromium, type Browser, type Page } from 'playwright-core';
import { animationsDone, chromiumArgs, chromiumPath, newContext, snap } from './browser';
import { demoPatient, signIn } from './session';
import { myAppointments, openHistory } from './bookingSteps';
import { measureSizing } from './sizing';
import { seriousViolations } from './axe';

/**
 * ACCEDER's device check with Chromium's fake camera and microphone (a test pattern and a beep), as she
 * meets it on a phone: each test, what it found, and the video link that opens only near the visit.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--use-fake-device-for-media-stream'] });
});
afterAll(() => browser?.close());

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
  await dialog.waitFor();
  return dialog;
}

describe('the device check before a video visit', () => {
  it('tests the camera, the microphone and the speaker on a phone, and keeps the link closed until 10 minutes before', async () => {
    const context = await newContext(browser, 'phone');
    await context.grantPermissions(['camera', 'microphone']);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    const dialog = await openCheck(page, (await linkedVisit(page)).uuid);

    await dialog.getByRole('button', { name: 'Probar cámara' }).click();
    await dialog.getByText('Tu cámara funciona: deberías verte en el recuadro.').waitFor();
    // The fake camera's picture reaches the preview.
    await page.waitForFunction(() => (document.querySelector('video.video-check-preview') as HTMLVideoElement | null)?.videoWidth);

    await dialog.getByRole('button', { name: 'Probar micrófono' }).click();
    await dialog.getByText('Tu micrófono funciona: la barra se mueve cuando hablas.').waitFor();
    // The fake microphone beeps: the bar moves.
    await page.waitForFunction(
      () => Number(document.querySelector('[aria-label="Nivel de tu micrófono"]')?.getAttribute('data-level')) > 0,
    );

    await dialog.getByRole('button', { name: 'Reproducir sonido' }).click();
    await dialog.getByText('¿Escuchaste el sonido?').waitFor();
    await dialog.getByRole('button', { name: 'Sí, lo escuché' }).click();
    await dialog.getByText('Tus bocinas funcionan.').waitFor();

    await dialog.getByText('El enlace se abre 10 minutos antes de tu consulta', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Entrar a la consulta' }).isDisabled()).toBe(true);

    await page.waitForLoadState('networkidle');
    await animationsDone(page);
    expect((await measureSizing(page)).problems).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'video-check-phone');
    await context.close();
  });

  it('says what to do when the browser is not allowed to use the camera', async () => {
    const context = await newContext(browser, 'phone');
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    const dialog = await openCheck(page, (await linkedVisit(page)).uuid);
    // Nothing granted: headless Chromium answers the permission request with a refusal.
    await dialog.getByRole('button', { name: 'Probar cámara' }).click();
    await dialog.getByText('El navegador no tiene permiso para usar la cámara.').waitFor();
    await dialog.getByText('En iPhone (Safari): toca «aA»', { exact: false }).waitFor();
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'video-check-refused-phone');
    await context.close();
  });

  it('asks for the telehealth consent first, then opens the video link from 10 minutes before the visit', async () => {
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
    await dialog.getByRole('region', { name: 'Consentimiento informado para atención a distancia' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Entrar a la consulta' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'He leído y acepto recibir atención a distancia' }).check();
    await dialog.getByRole('button', { name: 'Acepto' }).click();
    await dialog.getByText('Diste tu consentimiento para la atención a distancia el', { exact: false }).waitFor();
    await snap(page, 'video-check-consent-given-desktop');
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Entrar a la consulta' }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://meet.jit.si/espacios-ella-demo');
    await context.close();
  });
});
