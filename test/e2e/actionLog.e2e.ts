import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, snap } from './browser';
import { expect, test } from './fixtures';
import { repoRoot } from './portalServer';
import { codeFromOutbox, demoPatient, signIn } from './session';
import { myAppointments, openHistory, payFirstConsultation, pickSlot } from './bookingSteps';

const fixturesDir = path.join(repoRoot, 'test/replay/fixtures');

/**
 * RECORD_FIXTURES=1 keeps every journey's log as test/replay/fixtures/<journey>.json; a comma-separated
 * list keeps only those (scripts/record-fixture.ts sets it). RECORD_FIXTURE=<file>.json is the older
 * form for the deep-link journey.
 */
function fixtureTarget(journey: string): string | null {
  const wanted = process.env.RECORD_FIXTURES;
  if (wanted && (wanted === '1' || wanted.split(',').includes(journey))) return path.join(fixturesDir, `${journey}.json`);
  if (journey === 'deep-link-before-login' && process.env.RECORD_FIXTURE) return path.join(fixturesDir, process.env.RECORD_FIXTURE);
  return null;
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

interface Journey {
  /** Drives the portal; returns the personal values typed on the way, none of which may reach the log. */
  run(page: Page, context: BrowserContext): Promise<string[]>;
  /** Action types the log of this journey must hold. */
  expects: string[];
}

/** One entry per recorded journey; scripts/record-fixture.ts records them into test/replay/fixtures. */
const journeys: Record<string, Journey> = {
  'deep-link-before-login': {
    async run(page) {
      await page.goto('/pago-exitoso?session_id=cs_test_abcdefghijkl&plan=primera&agendar=1&servicio=Nutrici%C3%B3n');
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      // Her link is kept before the log is taken, or the download could come before its action.
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('persist:appointments')), { message: 'the deep link is stored' })
        .not.toBeNull();
      return ['Nutrición'];
    },
    expects: ['appointments/deepLinkSaved'],
  },
  registration: {
    async run(page) {
      const email = `registro.${Date.now()}@example.mx`;
      const phone = `55${String(Date.now()).slice(-8)}`;
      const password = 'Primavera2026';
      await page.goto('/onboarding');
      await page.getByRole('link', { name: 'Regístrate' }).click();
      await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
      await fill(page, 'Nombre(s) *', 'Registrada');
      await fill(page, 'Apellidos *', 'Pacientez');
      await fill(page, 'Correo electrónico *', email);
      await fill(page, 'Teléfono (WhatsApp) *', phone);
      await fill(page, 'Fecha de nacimiento *', '1974-08-15');
      await page.getByLabel('Aviso de privacidad y aceptación de contacto por WhatsApp *').check();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page.getByRole('heading', { name: 'Verificar correo electrónico' })).toBeVisible();
      const code = await codeFromOutbox(email);
      await fill(page, 'Código de verificación', code);
      await fill(page, 'Contraseña', password);
      await fill(page, 'Confirmar contraseña', password);
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.waitForURL('**/welcome');
      await expect(page.getByRole('heading', { name: '¿Qué tipo de consulta te gustaría agendar?' })).toBeVisible();
      return [email, phone, password, code, 'Registrada', 'Pacientez', '1974-08-15'];
    },
    expects: [
      'auth/registrationSubmitted',
      'api/executeMutation/fulfilled',
      'auth/registrationAccepted',
      'auth/emailVerified',
      'session/loggedIn',
      'session/patientRecordLoaded',
    ],
  },
  onboarding: {
    // The demo patient's saved history fills every step; she goes through all of them to the signed notice.
    async run(page, context) {
      await signIn(context, demoPatient.email, demoPatient.password);
      await page.goto('/form/info-personal');
      for (const next of [
        'antecedentes-familiares',
        'antecedentes-personales',
        'salud-urinaria',
        'antecedentes-patologicos',
        'informacion-ginecologica',
        'perimenopausia',
        'terminos-condiciones',
      ]) {
        if (page.url().endsWith('/salud-urinaria')) {
          // The server keeps no answer to the pad question, so a returning patient answers it again.
          await page
            .getByRole('radiogroup', { name: '¿Usas toallas o protectores por pérdidas de orina?' })
            .getByText('No', { exact: true })
            .click();
        }
        await page.getByRole('button', { name: 'Siguiente' }).click();
        await page.waitForURL(`**/form/${next}`);
      }
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL('**/form/suscripcion');
      return [demoPatient.email, demoPatient.password];
    },
    expects: ['onboarding/savedAnswersLoaded', 'onboarding/stepSubmitted'],
  },
  'payment-return': {
    async run(page, context) {
      await signIn(context, demoPatient.email, demoPatient.password);
      await payFirstConsultation(page);
      return [demoPatient.email, demoPatient.password];
    },
    // The checkout is another page load: this log starts when she comes back to /pago-exitoso.
    expects: ['payments/singleConsultPaid', 'payments/paymentReturnHandled', 'dashboard/modalOpened'],
  },
  booking: {
    async run(page, context) {
      await signIn(context, demoPatient.email, demoPatient.password);
      const booking = await payFirstConsultation(page);
      await pickSlot(booking, 7);
      await booking.getByRole('button', { name: 'Agendar consulta' }).click();
      await expect(page.getByText('Consulta agendada exitosamente')).toBeVisible();
      return [demoPatient.email, demoPatient.password];
    },
    expects: ['appointments/bookingSucceeded', 'dashboard/modalClosed'],
  },
  reschedule: {
    async run(page, context) {
      await signIn(context, demoPatient.email, demoPatient.password);
      await page.goto('/dashboard');
      const requested = (await myAppointments(page)).find((a) => a.status === 'Requested' && new Date(a.startDateTime) > new Date());
      expect(requested).toBeDefined();
      const list = await openHistory(page);
      await list.getByTestId(`appointment-${requested!.uuid}`).getByRole('button', { name: 'REPROGRAMAR' }).click();
      const moving = page.getByRole('dialog', { name: 'Reprogramar consulta' });
      await pickSlot(moving, 8);
      await moving.getByRole('button', { name: 'Reprogramar consulta' }).click();
      await expect(page.getByText('Consulta reagendada exitosamente')).toBeVisible();
      return [demoPatient.email, demoPatient.password];
    },
    expects: ['dashboard/modalOpened', 'appointments/bookingSucceeded'],
  },
};

async function downloadLog(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Control+Alt+L')]);
  expect(download.suggestedFilename()).toMatch(/^ella-action-log-.+\.json$/);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ella-log-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

// The log and its replay are the same at every size: the journeys choose the desktop themselves and run once.
test.describe('action log in the browser', { tag: '@once' }, () => {
  for (const name of Object.keys(journeys))
    test(`downloads the ${name} journey with Ctrl+Alt+L, sanitized, and the replay command rebuilds it to the recorded hash`, async ({
      browser,
    }) => {
      const journey = journeys[name];
      const context = await newContext(browser, 'desktop');
      const page = await context.newPage();
      const typed = await journey.run(page, context);

      const file = await downloadLog(page);
      const text = readFileSync(file, 'utf8');
      const log = JSON.parse(text);
      expect(log).toMatchObject({ format: 'ella-action-log', version: 1, appVersion: expect.any(String), dropped: 0 });
      const types = log.actions.map((a: { type: string }) => a.type);
      for (const type of journey.expects) expect(types).toContain(type);
      for (const value of typed) expect(text).not.toContain(value);

      const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file], { cwd: repoRoot, encoding: 'utf8' });
      expect(out).toContain('hash matches the recorded final state');
      const target = fixtureTarget(name);
      if (target) {
        // The tester's own command, so a recorded fixture carries its trace and passed the redaction check.
        execFileSync(
          process.execPath,
          ['--import', 'tsx', 'scripts/replay.ts', file, '--save-as', path.basename(target, '.json'), '--force'],
          {
            cwd: repoRoot,
          },
        );
      }
      await context.close();
    });

  test('has a recorded fixture for every journey', () => {
    const fixtures = existsSync(fixturesDir) ? readdirSync(fixturesDir) : [];
    for (const name of Object.keys(journeys)) expect(fixtures).toContain(`${name}.json`);
  });
});

test.describe('replay viewer in the production build', { tag: '@once' }, () => {
  test('steps through the recorded registration on the real pages without a single API request, from a chunk patients never load', async ({
    browser,
  }) => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // A patient's first load: the viewer's chunk is not part of it.
    await page.goto('/onboarding');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(scripts.filter((p) => p.includes('replay-viewer'))).toEqual([]);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/?replay');
    const fixture = path.join(fixturesDir, 'registration.json');
    const { actions } = JSON.parse(readFileSync(fixture, 'utf8')) as { actions: Array<{ seq: number; type: string }> };
    const total = actions.length;
    await page.getByLabel(/Registro técnico/).setInputFiles(fixture);
    expect(scripts.some((p) => p.includes('replay-viewer'))).toBe(true);
    const position = page.getByTestId('replay-position');
    // Her last screen, where the log says she was: the welcome page after verifying her e-mail.
    await expect(position).toContainText(`seq ${actions[total - 1].seq} · ${actions[total - 1].type} (${total}/${total})`);
    await expect(page.getByTestId('replay-route')).toHaveText('/welcome');
    await expect(page.getByRole('heading', { name: '¿Qué tipo de consulta te gustaría agendar?' })).toBeVisible();
    await snap(page, 'replay-viewer-welcome');

    // Waiting for the e-mailed code: the registration screen at its verification stage.
    const accepted = actions.findIndex((a) => a.type === 'auth/registrationAccepted');
    await page.getByLabel('seq').fill(String(actions[accepted].seq));
    await page.getByRole('button', { name: 'Ir a seq' }).click();
    await expect(position).toContainText(`seq ${actions[accepted].seq} · auth/registrationAccepted (${accepted + 1}/${total})`);
    await expect(page.getByTestId('replay-route')).toHaveText('/form/crear-cuenta');
    await expect(page.getByRole('heading', { name: 'Verificar correo electrónico' })).toBeVisible();
    await snap(page, 'replay-viewer-verification');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(position).toContainText(`seq ${actions[accepted + 1].seq} ·`);

    expect(requested.filter((p) => p.startsWith('/api'))).toEqual([]);
    await context.close();
  });
});

test.describe("a tester's scenario", { tag: '@once' }, () => {
  test('records a bug on step 5, opens it in the viewer on that screen at the matching action, and saves it as a test', async ({
    browser,
  }) => {
    const timings: Record<string, number> = {};
    let started = performance.now();
    const lap = (phase: string) => {
      timings[phase] = Math.round(performance.now() - started);
      started = performance.now();
    };
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await signIn(context, demoPatient.email, demoPatient.password);
    await page.goto('/form/info-personal');
    for (const next of ['antecedentes-familiares', 'antecedentes-personales', 'salud-urinaria', 'antecedentes-patologicos']) {
      if (page.url().endsWith('/salud-urinaria')) {
        await page
          .getByRole('radiogroup', { name: '¿Usas toallas o protectores por pérdidas de orina?' })
          .getByText('No', { exact: true })
          .click();
      }
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.waitForURL(`**/form/${next}`);
    }
    await expect(page.getByRole('heading', { name: 'Antecedentes patológicos y estilo de vida' })).toBeVisible();
    const file = await downloadLog(page);
    lap('patient reaches step 5 and downloads the log');

    // The tester opens the log and goes to the action where she arrived on step 5.
    const log = JSON.parse(readFileSync(file, 'utf8')) as { actions: Array<{ seq: number; type: string; payload?: { path?: string } }> };
    const arrival = log.actions.find((a) => a.type === 'router/navigated' && a.payload?.path === '/form/antecedentes-patologicos');
    expect(arrival).toBeDefined();
    const viewer = await context.newPage();
    await viewer.goto('/?replay');
    await viewer.getByLabel(/Registro técnico/).setInputFiles(file);
    const position = viewer.getByTestId('replay-position');
    await expect(position).toContainText(`(${log.actions.length}/${log.actions.length})`);
    await viewer.getByLabel('seq').fill(String(arrival!.seq));
    await viewer.getByRole('button', { name: 'Ir a seq' }).click();
    await expect(position).toContainText(`seq ${arrival!.seq} · router/navigated`);
    await expect(viewer.getByTestId('replay-route')).toHaveText('/form/antecedentes-patologicos');
    await expect(viewer.getByRole('heading', { name: 'Antecedentes patológicos y estilo de vida' })).toBeVisible();
    await snap(viewer, 'replay-viewer-step-5');
    // One action earlier she was still on step 4.
    await viewer.getByRole('button', { name: 'Anterior' }).click();
    await expect(viewer.getByRole('heading', { name: 'Salud urinaria' })).toBeVisible();
    lap('tester opens it in the viewer on step 5');

    const name = `tester-scenario-${process.pid}`;
    const fixture = path.join(fixturesDir, `${name}.json`);
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file, '--save-as', name], { cwd: repoRoot });
      lap('npm run replay -- <log> --save-as <name>');
      const replayed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', fixture], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
      expect(replayed).toContain('hash matches the recorded final state');
      expect(JSON.parse(readFileSync(fixture, 'utf8')).trace.length).toBeGreaterThan(0);
    } finally {
      rmSync(fixture, { force: true });
    }
    console.log(`tester scenario (ms): ${JSON.stringify(timings)}`);
    await context.close();
  });
});
