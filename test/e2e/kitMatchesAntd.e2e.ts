import type { Locator, Page } from 'playwright-core';
import { animationsDone, newContext } from './browser';
import { pickSlot } from './bookingSteps';
import { closeDialog, openFromMenu } from './everyPage';
import { expect, test } from './fixtures';
import { demoPatient, grantConsultation, registerPatientByApi, signIn } from './session';

/**
 * The first-paint kit (src/components/kit) draws antd's look without antd's code. On real screens, each kit
 * primitive and antd's own on a screen that uses antd must compute the same styles, at rest and focused
 * from the keyboard: a kit rule that drifts from antd (or antd's look, moved by the theme, that the kit
 * does not follow) fails here.
 */
const atRest = [
  'height',
  'font-size',
  'font-family',
  'font-weight',
  'line-height',
  'border-top-left-radius',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-left-color',
  'background-color',
  'color',
  'padding-left',
  'padding-right',
  'box-shadow',
] as const;
const focused = ['outline-style', 'outline-width', 'outline-color', 'outline-offset', 'box-shadow', 'border-top-color'] as const;

type Styles = Record<string, string>;
interface Measured {
  rest: Styles;
  focus: Styles;
}

async function styles(element: Locator, names: readonly string[]): Promise<Styles> {
  const found = await element.evaluate((el, props) => {
    const computed = getComputedStyle(el);
    return Object.fromEntries(props.map((p) => [p, computed.getPropertyValue(p)]));
  }, names);
  // An outline that is not drawn has no colour to compare (the computed one is only the text's).
  if (found['outline-style'] === 'none') found['outline-color'] = 'none drawn';
  return found;
}

/** Tab (as she would) until `target` holds the focus; antd and the kit ring only a keyboard focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < 80; i += 1) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

/**
 * The element's styles at rest and with the keyboard's focus on `focusTarget` (the element itself, or the
 * radio input inside an option). The pointer is moved away first: a hover colour is not the look compared.
 */
async function measure(page: Page, element: Locator, focusTarget: Locator = element): Promise<Measured> {
  await element.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await animationsDone(page);
  const rest = await styles(element, atRest);
  await tabTo(page, focusTarget);
  await animationsDone(page);
  const focus = await styles(element, focused);
  return { rest, focus };
}

const ring = ['outline-style', 'outline-width', 'outline-color', 'outline-offset', 'box-shadow'];

/** A group's second option at rest, and the ring around its chosen first one when Tab enters the group. */
async function optionButtons(page: Page, group: Locator, option: string): Promise<Measured> {
  const { rest } = await measure(page, group.locator(option).nth(1), group.getByRole('radio').first());
  const first = await measure(page, group.locator(option).first(), group.getByRole('radio').first());
  // The questionnaire spaces its options apart, each rounded (onboarding.css); antd's joined group rounds
  // only its ends: the corner compared is the first option's.
  return {
    rest: { ...rest, 'border-top-left-radius': first.rest['border-top-left-radius'] },
    focus: Object.fromEntries(ring.map((p) => [p, first.focus[p]])),
  };
}

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first();

test.describe('the first-paint kit draws as antd', () => {
  // The comparisons read what the two measuring journeys collected.
  test.describe.configure({ mode: 'serial' });
  const kit: Record<string, Measured> = {};
  const antd: Record<string, Measured> = {};

  test('measures the kit on the signed-out and first-paint screens', async ({ browser, viewportName }) => {
    const context = await newContext(browser, viewportName);
    const page = await context.newPage();
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    kit['text input'] = await measure(page, page.locator('#field-email'));
    kit['primary button'] = await measure(page, visible(page, '.kit-btn-primary'));
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.locator('.kit-alert-error')).toBeVisible();
    kit['error alert'] = await measure(page, page.locator('.kit-alert-error'), page.getByRole('button', { name: 'Cerrar mensaje' }));
    await context.close();

    const signedIn = await newContext(browser, viewportName);
    await signIn(signedIn, demoPatient.email, demoPatient.password);
    const steps = await signedIn.newPage();
    await steps.goto('/form/suscripcion');
    await expect(steps.getByRole('button', { name: 'CANCELAR' })).toBeVisible();
    kit['default button'] = await measure(steps, steps.getByRole('button', { name: 'CANCELAR' }));
    // A question answered by option buttons, the first one chosen as antd's booking times are below: the
    // second is compared at rest, and the chosen one (where Tab enters the group) for its focus ring. Only
    // the ring: the questionnaire fills a chosen option (antd's buttonStyle="solid"), booking outlines it.
    await steps.goto('/form/informacion-ginecologica');
    const options = steps.locator('.onb-options').first();
    await expect(options).toBeVisible();
    await options.locator('.kit-radio-button-wrapper').first().click();
    kit['option button'] = await optionButtons(steps, options, '.kit-radio-button-wrapper');
    await signedIn.close();
  });

  test("measures antd's own in the dashboard's modals", async ({ browser, viewportName }) => {
    const context = await newContext(browser, viewportName);
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();

    let dialog = await openFromMenu(page, 'Mi cuenta', 'Mi cuenta');
    await animationsDone(page);
    antd['text input'] = await measure(page, dialog.locator('input.ant-input:visible').first());
    antd['default button'] = await measure(page, dialog.locator('.ant-btn-default:visible').first());
    antd['primary button'] = await measure(page, dialog.locator('.ant-btn-primary:visible').first());
    await closeDialog(page);

    dialog = await openFromMenu(page, 'Ayuda', 'Centro de ayuda');
    await animationsDone(page);
    await dialog
      .getByRole('button', { name: /Enviar/ })
      .first()
      .click();
    const alert = dialog.locator('.ant-alert-error').first();
    await expect(alert).toBeVisible();
    // antd's error alert has no close button here: its focus look is its rest look, which the kit's must share.
    await page.mouse.move(0, 0);
    await animationsDone(page);
    const rest = await styles(alert, atRest);
    antd['error alert'] = { rest, focus: await styles(alert, focused) };
    await context.close();

    // Booking times are antd's option buttons; a new patient with a paid consultation reaches them.
    const patient = await registerPatientByApi(`kit-${viewportName}`);
    await grantConsultation(patient.email, patient.password);
    const booking = await newContext(browser, viewportName);
    await signIn(booking, patient.email, patient.password);
    const bookingPage = await booking.newPage();
    await bookingPage.goto('/agendar-consulta');
    const modal = bookingPage.getByRole('dialog', { name: 'Agendar consulta' });
    await expect(modal.getByLabel('Servicio')).toBeVisible();
    await pickSlot(modal, 1);
    const times = modal.getByRole('radiogroup', { name: /^Horarios de la/ }).first();
    antd['option button'] = await optionButtons(bookingPage, times, '.ant-radio-button-wrapper');
    await booking.close();
  });

  for (const kind of ['primary button', 'default button', 'text input', 'option button']) {
    test(`a kit ${kind} computes as antd’s`, () => {
      expect({ kind, ...kit[kind] }).toEqual({ kind, ...antd[kind] });
    });
  }

  test('a kit error alert computes as antd’s at rest', () => {
    expect({ kind: 'error alert', ...kit['error alert'].rest }).toEqual({ kind: 'error alert', ...antd['error alert'].rest });
  });
});
