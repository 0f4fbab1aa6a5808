import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { animationsDone, baseUrl, newContext, snap, viewports, type ViewportName } from './browser';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { repoRoot } from './portalServer';
import { registerPatientByApi, signIn } from './session';
import { myAppointments, payFirstConsultation, pickSlot } from './bookingSteps';
import { reminderMail } from '../../server/modules/reminders/templates';

/** The running portal's outbox messages to `to` whose subject starts with `subject`, parsed. */
async function mailsTo(to: string, subject: string): Promise<ParsedMail[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return [];
  const found: ParsedMail[] = [];
  for (const file of readdirSync(outbox).sort()) {
    const eml = readFileSync(path.join(outbox, file));
    if (!eml.includes(`To: ${to}`)) continue;
    const mail = await simpleParser(eml);
    if (mail.subject?.startsWith(subject)) found.push(mail);
  }
  return found;
}

test.describe('messages about her consultation', () => {
  test(
    'books a visit and finds the confirmation in the outbox with an .ics that starts at the booked slot',
    { tag: '@once' },
    async ({ browser }) => {
      const patient = await registerPatientByApi('recordatorio');
      const context = await newContext(browser, 'desktop');
      await signIn(context, patient.email, patient.password);
      const page = await context.newPage();
      const booking = await payFirstConsultation(page);
      await pickSlot(booking, 2);
      await booking.getByRole('button', { name: 'Agendar consulta' }).click();
      await expect(page.getByText('Consulta agendada exitosamente')).toBeVisible();
      const [booked] = await myAppointments(page);

      await expect
        .poll(async () => (await mailsTo(patient.email, 'Recibimos tu solicitud de consulta')).length, {
          message: 'the booking-received e-mail',
        })
        .toBeGreaterThan(0);
      const [mail] = await mailsTo(patient.email, 'Recibimos tu solicitud de consulta');
      const ics = mail.attachments.find((a) => a.contentType === 'text/calendar')!;
      expect(ics.filename).toBe('consulta-espacios-ella.ics');
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content.toString('utf8'))).getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().toISOString()).toBe(booked.startDateTime);
      expect(event.uid).toBe(`${booked.uuid}@espaciosella.mx`);
      expect(mail.text).toContain('(hora de Buenos Aires)');

      // Staff see both reminders waiting for it, through the running server's staff API.
      const listed = execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', 'reminders', '--upcoming'], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, STAFF_SERVER_URL: baseUrl() },
        encoding: 'utf8',
      });
      const mine = listed.split('\n').filter((line) => line.includes(booked.uuid));
      expect(mine.map((line) => line.split(/\s+/).slice(1, 3).join(' ')).sort()).toEqual(['1h programado', '24h programado']);

      // The e-mail as she reads it, at phone and desktop width.
      const view = await context.newPage();
      for (const name of Object.keys(viewports) as ViewportName[]) {
        await view.setViewportSize(viewports[name]);
        await view.setContent(String(mail.html));
        await snap(view, `mail-booking-received-${name}`);
      }
      expect(await seriousViolations(view)).toEqual([]);
      await context.close();
    },
  );

  test('renders the reminder e-mail readably at phone width, with and without the video link', { tag: '@once' }, async ({ browser }) => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const appointment = {
      uuid: '0b7f6a52-6c1e-4a43-9f0e-2d3c4b5a6978',
      startDateTime: '2026-11-30T15:00:00.000Z',
      endDateTime: '2026-11-30T15:40:00.000Z',
      serviceType: 'Primera consulta Menopausia',
      providerName: 'Dra. Sofía Campos',
      status: 'Scheduled',
      notes: null as string | null,
    };
    const links = {
      portal: 'https://portal.espaciosella.mx/dashboard',
      unsubscribe:
        'https://portal.espaciosella.mx/recordatorios/baja?t=0b7f6a52-6c1e-4a43-9f0e-2d3c4b5a6978.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    };
    const to = { email: 'lucia@example.mx', firstName: 'Lucía' };
    for (const [name, notes, kind] of [
      ['sin-link', null, '24h'],
      ['acceder', 'https://meet.jit.si/espacios-ella-consulta-lucia', '1h'],
    ] as const) {
      const mail = reminderMail(to, links, { ...appointment, notes }, kind);
      for (const viewport of Object.keys(viewports) as ViewportName[]) {
        await page.setViewportSize(viewports[viewport]);
        await page.setContent(mail.html!);
        await animationsDone(page);
        await snap(page, `mail-reminder-${name}-${viewport}`);
      }
      // Nothing wider than the phone: no sideways scrolling.
      await page.setViewportSize(viewports.phone);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await context.close();
  });

  test('shows Recordatorios in Mi cuenta and keeps her choice', async ({ browser, viewportName: viewport }) => {
    const patient = await registerPatientByApi(`rec-${viewport}`);
    const context = await newContext(browser, viewport);
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();
    await page.goto('/dashboard');
    context.setDefaultTimeout(20_000);
    // On phones the side panel lives in the drawer behind the menu button.
    if (viewport === 'phone') {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menú' });
      await drawer.getByRole('button', { name: 'Mi cuenta', exact: true }).click();
      await expect(drawer).toBeHidden();
    } else {
      await page.locator('.dashboard-aside').getByRole('button', { name: 'Mi cuenta', exact: true }).click();
    }
    const dialog = page.getByRole('dialog').filter({ hasText: 'Recordatorios' });
    const email = dialog.getByRole('switch', { name: 'Por correo electrónico' });
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await page.mouse.move(0, 0);
    await animationsDone(page);
    await dialog.getByRole('switch', { name: 'Por WhatsApp' }).scrollIntoViewIfNeeded();
    // What the viewport shows, for people when asked: a full-page capture (snap) cuts the scrolling modal
    // at the window's height.
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: path.resolve(__dirname, 'screenshots', `account-reminders-${viewport}.png`) });
    }
    expect(await seriousViolations(page)).toEqual([]);
    await email.click();
    await expect(email).toHaveAttribute('aria-checked', 'false');
    const stored = await page.evaluate(async () => {
      const session = JSON.parse(window.localStorage.getItem('persist:session') ?? '{}') as Record<string, string>;
      const res = await fetch('/api/reminders/preferences', { headers: { authorization: `Bearer ${JSON.parse(session.token)}` } });
      return res.json();
    });
    expect(stored).toEqual({ email: false, whatsapp: true, whatsappAccepted: true });
    await context.close();
  });
});
