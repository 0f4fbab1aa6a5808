import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsDone, baseUrl, newContext, signatureCanvas, snap, watchConsole } from './browser';
import { webClientApiKey } from '../../common/facts.gen';
import { expect, test } from './fixtures';
import { codeFromOutbox, demoPatient, signIn } from './session';

const apiKey = { 'x-api-key': webClientApiKey, 'content-type': 'application/json' };

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: init.token ? { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' } : apiKey,
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
}

/** A patient with an empty history: the demo patient has already answered and signed. */
async function registerFreshPatient() {
  const phone = `55${String(Date.now()).slice(-8)}`;
  const email = `onboarding.${phone}@example.mx`;
  const password = 'Primavera2026';
  const created = await api('/auth/register', {
    body: {
      firstName: 'Lucía',
      lastName: 'Ramírez',
      birthdate: '1976-04-02',
      gender: 'f',
      email,
      address: '',
      phoneNumber: phone,
      openmrsId: phone,
      aceptaPrivacidad: true,
    },
  });
  expect(created.status).toBe(201);
  expect((await api('/auth/request-verification-code', { body: { email } })).status).toBe(200);
  expect((await api('/auth/verify-email', { body: { email, code: await codeFromOutbox(email), password } })).status).toBe(200);
  return { email, password, openmrsId: phone };
}

const withoutDate = ({ updatedAt: _, ...rest }: Record<string, unknown>) => rest;

/* Helpers that act as the patient does: by the visible question and answer texts. */
const answer = (page: Page, question: string, option: string) =>
  page.getByRole('radiogroup', { name: question, exact: true }).getByText(option, { exact: true }).click();
const tick = (page: Page, option: string) => page.getByText(option, { exact: true }).click();
const fill = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
async function next(page: Page, path: string) {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // A warning toast would keep the step: the failed journey's trace shows which.
  await page.waitForURL(`**${path}`);
  await expect(page.getByRole('button', { name: /Siguiente|Firma requerida|Completar Registro/ })).toBeVisible();
}
async function arrive(page: Page, name: string) {
  await expect(page.getByRole('button', { name: /Siguiente|Firma requerida/ })).toBeVisible();
  await closeToasts(page);
  await snap(page, `onboarding-${name}-phone`);
}
/**
 * A toast of the previous step would cover the screenshot: each is closed with its own button, all in
 * one go inside the page (one closing by itself meanwhile cannot leave a click waiting for it).
 */
async function closeToasts(page: Page) {
  const closers = page.getByRole('alert').getByRole('button', { name: 'Cerrar', exact: true });
  await closers.evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  await expect(closers).toHaveCount(0);
}

// The journeys choose the phone themselves: the steps are the same at every size.
test.describe('medical-history onboarding on a phone', { tag: '@once' }, () => {
  test('fills the 8 steps with their conditional answers, signs with the mouse, and the server holds the six payloads and the consent', async ({
    browser,
  }) => {
    const patient = await registerFreshPatient();
    const context = await newContext(browser, 'phone');
    await signIn(context, patient.email, patient.password);
    const page = await context.newPage();

    await page.goto('/form/info-personal');
    await arrive(page, '1-info-personal');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Por favor completa todos los campos antes de continuar.')).toBeVisible();
    await snap(page, 'onboarding-1-info-personal-warning-phone');
    await fill(page, 'Peso habitual (kg)', '60-65');
    await fill(page, 'Estatura (cm)', '162');
    await fill(page, 'Calle', 'Av. Insurgentes Sur');
    await fill(page, 'Número', '1602');
    await fill(page, 'Ciudad', 'Ciudad de México');
    await fill(page, 'Estado', 'CDMX');
    await fill(page, 'Código postal', '03940');
    await next(page, '/form/antecedentes-familiares');

    await arrive(page, '2-antecedentes-familiares');
    await tick(page, 'Diabetes');
    await tick(page, 'Hipertensión arterial');
    await answer(page, '¿Hay antecedentes de cáncer en tu familia?', 'Sí');
    await fill(page, '¿Quién y qué tipo de cáncer?', 'Abuela materna con cáncer de ovario');
    await tick(page, 'Cáncer de ovario');
    await answer(page, '¿Hay antecedentes de cáncer de mama en tu familia?', 'No');
    await snap(page, 'onboarding-2-antecedentes-familiares-filled-phone');
    await next(page, '/form/antecedentes-personales');

    await arrive(page, '3-antecedentes-personales');
    await answer(page, '¿Tienes alguna alergia?', 'Sí');
    await fill(page, '¿A qué eres alérgica?', 'Penicilina');
    await answer(page, '¿Tomas algún medicamento actualmente?', 'Sí');
    await page.getByRole('button', { name: 'Agregar medicamento' }).click();
    const med = page.getByRole('group', { name: 'Medicamento 1' });
    await med.getByLabel('Nombre').fill('Levotiroxina');
    await med.getByLabel('Marca').fill('Eutirox');
    await med.getByLabel('Dosis').fill('50 mcg');
    await med.getByLabel('Diagnóstico o motivo').fill('Hipotiroidismo');
    await med.getByLabel('Tiempo tomándolo').fill('5 años');
    await answer(page, '¿Te han realizado alguna cirugía?', 'Sí');
    await fill(page, '¿Qué cirugías y en qué año?', 'Cesárea en 2005');
    await answer(page, '¿Has recibido transfusiones de sangre?', 'No');
    await answer(page, '¿Has tenido hepatitis?', 'No');
    await answer(page, '¿Tienes diabetes?', 'No');
    await answer(page, '¿Tienes problemas de tiroides?', 'Sí');
    await fill(page, '¿Qué problema de tiroides?', 'Hipotiroidismo desde 2019');
    await snap(page, 'onboarding-3-antecedentes-personales-filled-phone');
    await next(page, '/form/salud-urinaria');

    await arrive(page, '4-salud-urinaria');
    await answer(page, '¿Tienes infecciones urinarias frecuentes?', 'No');
    await answer(page, '¿Se te escapa la orina al toser, estornudar, reír o hacer ejercicio?', 'Sí');
    await fill(page, '¿Con qué frecuencia se te escapa la orina?', 'Una vez por semana');
    await answer(page, '¿Usas toallas o protectores por pérdidas de orina?', 'Sí');
    await answer(page, '¿Sientes que orinas con mucha frecuencia?', 'Sí');
    await fill(page, '¿Cuántas veces orinas durante el día?', '8');
    await fill(page, '¿Cuántas veces te levantas a orinar en la noche?', '2');
    await answer(page, '¿Se te escapa la orina antes de llegar al baño?', 'No');
    await next(page, '/form/antecedentes-patologicos');

    await arrive(page, '5-antecedentes-patologicos');
    await answer(page, '¿Fumas o vapeas?', 'No');
    await answer(page, '¿Tomas bebidas alcohólicas?', 'Sí');
    await fill(page, '¿Con qué frecuencia?', 'Una copa los fines de semana');
    await answer(page, '¿Consumes alguna droga?', 'No');
    await answer(page, '¿Haces ejercicio?', 'Sí');
    await answer(page, '¿Cuántas veces por semana?', '3');
    await fill(page, '¿Qué tipo de ejercicio?', 'Caminata y yoga');
    await answer(page, '¿Has llevado algún tratamiento para bajar de peso?', 'No');
    await tick(page, 'Hipertensión');
    await tick(page, 'Otro');
    await fill(page, '¿Cuál otra condición?', 'Migraña');
    await snap(page, 'onboarding-5-antecedentes-patologicos-filled-phone');
    await next(page, '/form/informacion-ginecologica');

    await arrive(page, '6-informacion-ginecologica');
    await answer(page, '¿Estás embarazada o en periodo de lactancia?', 'No');
    await answer(page, '¿Has tenido embarazos?', 'Sí');
    await answer(page, '¿Cuántos embarazos?', '2');
    await fill(page, 'Fecha de tu último embarazo', '2005-03-10');
    await tick(page, 'Cesárea');
    await answer(page, '¿Todavía tienes menstruación?', 'Sí');
    await answer(page, '¿Cómo es tu ciclo?', 'Irregular');
    await fill(page, 'Cuéntanos más de tu ciclo (opcional)', 'Ciclos de 40 días');
    await answer(page, '¿Te han quitado la matriz (histerectomía)?', 'No');
    await answer(page, '¿Te han quitado algún ovario?', 'Ninguno');
    await answer(page, '¿Te has hecho una mastografía o ultrasonido de mama en el último año?', 'Sí');
    await fill(page, 'Fecha del estudio', '2026-05-20');
    await answer(page, '¿Te has hecho un papanicolaou en el último año?', 'No');
    await answer(page, '¿Te has hecho una densitometría ósea?', 'No estoy segura');
    await tick(page, 'Condón');
    await snap(page, 'onboarding-6-informacion-ginecologica-filled-phone');
    await next(page, '/form/perimenopausia');

    await arrive(page, '7-perimenopausia');
    const levels: Record<string, string> = {
      Bochornos: '7',
      'Sudores nocturnos': '6',
      Insomnio: '8',
      'Problemas de piel': '3',
      'Caída de cabello': '4',
      Fatiga: '7',
      'Falta de energía': '5',
    };
    for (const [symptom, level] of Object.entries(levels)) await answer(page, symptom, level);
    await fill(page, '¿Cuáles son los dos síntomas que más te molestan?', 'Bochornos e insomnio');
    await answer(page, '¿Nos autorizas a contactar a tu ginecóloga o ginecólogo?', 'Sí');
    await fill(page, 'Nombre', 'Dra. Laura Méndez');
    await fill(page, 'Teléfono', '5587654321');
    await fill(page, 'Correo electrónico', 'consultorio@example.mx');
    await snap(page, 'onboarding-7-perimenopausia-filled-phone');
    await next(page, '/form/terminos-condiciones');

    await arrive(page, '8-terminos-condiciones');
    await expect(page.getByRole('button', { name: 'Firma requerida' })).toBeDisabled();
    const canvas = await signatureCanvas(page);
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 120);
    await page.mouse.down();
    for (const [dx, dy] of [
      [80, 60],
      [140, 140],
      [200, 50],
      [260, 130],
      [300, 80],
    ])
      await page.mouse.move(box.x + dx, box.y + dy, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText('Firma capturada correctamente')).toBeVisible();
    // Let antd's colour transition finish, or the enabled button is captured half-grey.
    await animationsDone(page);
    await snap(page, 'onboarding-8-terminos-condiciones-signed-phone');
    await page.getByRole('button', { name: 'Completar Registro ✓' }).click();
    await expect(page.getByText('¡Registro completado!')).toBeVisible();
    await page.waitForURL('**/form/suscripcion');

    const { body: login } = await api('/auth/login-by-email', { body: { email: patient.email, password: patient.password } });
    const token = login.token as string;
    const read = async (path: string) => withoutDate((await api(`/patients/${patient.openmrsId}${path}`, { token })).body);

    expect(await read('/personal-info')).toMatchObject({
      weight: 60,
      height: 162,
      shippingAddress: { street: 'Av. Insurgentes Sur', number: '1602', city: 'Ciudad de México', state: 'CDMX', postalCode: '03940' },
    });
    expect(await read('/history/family')).toEqual({
      obesityOrOverweight: false,
      thrombosis: false,
      diabetes: true,
      arterialHypertension: true,
      highCholesterol: false,
      heartProblems: false,
      autoimmuneDiseases: false,
      hipFracture: false,
      thyroidProblems: false,
      depression: false,
      psychiatricDisorders: false,
      substanceAbuse: false,
      dementiaOrParkinson: false,
      geneticDisorders: false,
      hasCancerHistory: true,
      hasBreastCancerHistory: false,
      hasUterineCancer: false,
      hasOvarianCancer: true,
      hasCervicalCancer: false,
      cancerHistoryDetails: 'Abuela materna con cáncer de ovario',
      otherCancerDetails: null,
    });
    expect(await read('/history/non-pathological')).toEqual({
      hasAllergies: true,
      takesMedication: true,
      hasSurgeries: true,
      hasTransfusions: false,
      hasHepatitis: false,
      hasDiabetes: false,
      hasThyroidProblems: true,
      surgeryDetails: 'Cesárea en 2005',
      thyroidProblemDetails: 'Hipotiroidismo desde 2019',
      otherRelevantHistory: null,
      medications: [{ name: 'Levotiroxina', brand: 'Eutirox', dose: '50 mcg', diagnosis: 'Hipotiroidismo', duration: '5 años' }],
    });
    expect(await read('/history/urinary')).toEqual({
      frequentUrinaryInfections: false,
      stressIncontinence: true,
      stressIncontinenceFrequency: 'Una vez por semana',
      daytimeUrinationFrequency: 8,
      nocturiaFrequency: 2,
      urgeIncontinence: false,
    });
    expect(await read('/history/pathological')).toEqual({
      smokesOrVapes: false,
      smokingFrequency: null,
      drinksAlcohol: true,
      alcoholFrequency: 'Una copa los fines de semana',
      usesDrugs: false,
      drugDetails: null,
      exercises: true,
      exerciseFrequency: '3',
      exerciseType: 'Caminata y yoga',
      weightLossTreatment: false,
      weightLossTreatmentDetails: null,
      conditionsNone: false,
      abnormalBleeding: false,
      stroke: false,
      heartAttack: false,
      hypertension: true,
      liverDisease: false,
      ischemicAttack: false,
      thrombosis: false,
      otherConditions: 'Migraña',
    });
    expect(await read('/history/gynecological')).toEqual({
      isPregnantOrLactating: false,
      hasHadPreviousPregnancies: true,
      numberOfPregnancies: 2,
      lastPregnancyDate: '2005-03-10',
      doesExercise: null,
      exerciseFrequencyPerWeek: null,
      exerciseType: null,
      stillHasMenstruation: true,
      periodCycle: 'Irregular',
      periodDetails: 'Ciclos de 40 días',
      menopauseAge: null,
      hasHadHysterectomy: false,
      oophorectomyStatus: 'Ninguno',
      hasHadRecentMammogramOrUltrasound: true,
      lastMammogramOrUltrasoundDate: '2026-05-20',
      hasHadRecentPapSmear: false,
      lastPapSmearDate: null,
      dexaScanStatus: 'No estoy segura',
      usesContraceptiveNone: false,
      usesContraceptivePill: false,
      usesContraceptivePatch: false,
      usesContraceptiveHormonalIUD: false,
      usesContraceptiveCopperIUD: false,
      usesContraceptiveVaginalRing: false,
      usesContraceptiveInjection: false,
      usesContraceptiveImplant: false,
      usesContraceptiveTubalLigation: false,
      usesContraceptiveCondom: true,
      usesContraceptiveSymptothermal: false,
      usesContraceptiveOther: null,
    });
    expect(await read('/history/menopause')).toEqual({
      symptomHotFlashes: 7,
      symptomNightSweats: 6,
      symptomPalpitations: 0,
      symptomVaginalDryness: 0,
      symptomPainfulIntercourse: 0,
      symptomLowLibido: 0,
      symptomStressIncontinence: 0,
      symptomRecurrentUti: 0,
      symptomMoodSwings: 0,
      symptomAnxiety: 0,
      symptomDepression: 0,
      symptomBrainFog: 0,
      symptomMemoryLoss: 0,
      symptomInsomnia: 8,
      symptomWeightGain: 0,
      symptomJointPain: 0,
      symptomSkinHairNails: 7,
      symptomFatigue: 12,
      symptomHeadaches: 0,
      lastMenstrualPeriodDate: null,
      hasCycleChanges: null,
      cycleChangesDescription: null,
      consentContactGynecologist: true,
      gynecologistName: 'Dra. Laura Méndez',
      gynecologistSpecialty: 'Ginecología',
      gynecologistPhone: '5587654321',
      gynecologistEmail: 'consultorio@example.mx',
    });
    const consent = await read('/history/privacy');
    expect(consent.consentAccepted).toBe(true);
    expect(String(consent.patientSignature)).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    await context.close();
  });

  test('has no accessibility violations on any step with its conditional fields open', async ({ browser }) => {
    const context = await newContext(browser, 'phone');
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    const found: string[] = [];
    for (const step of [
      'info-personal',
      'antecedentes-familiares',
      'antecedentes-personales',
      'salud-urinaria',
      'antecedentes-patologicos',
      'informacion-ginecologica',
      'perimenopausia',
      'terminos-condiciones',
    ]) {
      await page.goto(`/form/${step}`);
      await expect(page.getByRole('button', { name: 'Omitir' })).toBeVisible();
      // Saved answers arrive from the server and antd's colour transitions settle before measuring.
      await page.waitForLoadState('networkidle');
      await animationsDone(page);
      // The demo patient's saved answers open most conditional fields.
      const { violations } = await new AxeBuilder({ page }).analyze();
      await snap(page, `onboarding-returning-${step}-phone`);
      for (const v of violations) found.push(`${step}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }
    expect(found).toEqual([]);
    await context.close();
  });

  test('captures the signature drawn with a finger and with a pen, as real Chromium input', async ({ browser }) => {
    const context = watchConsole(
      await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        locale: 'es-MX',
        baseURL: baseUrl(),
      }),
    );
    const page = await context.newPage();
    await page.goto('/form/terminos-condiciones');
    const canvas = await signatureCanvas(page);
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const path = [
      [40, 60],
      [90, 140],
      [150, 70],
      [220, 150],
      [280, 90],
    ].map(([dx, dy]) => ({ x: box.x + dx, y: box.y + dy }));

    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [path[0]] });
    for (const point of path.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByText('Firma capturada correctamente')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Completar Registro ✓' })).toBeEnabled();

    await page.getByRole('button', { name: 'Limpiar Firma' }).click();
    await expect(page.getByRole('button', { name: 'Firma requerida' })).toBeVisible();
    await expect(page.getByText('Firma capturada correctamente')).toHaveCount(0);

    const pen = { pointerType: 'pen' as const, button: 'left' as const };
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...path[0], ...pen, buttons: 1, clickCount: 1 });
    for (const point of path.slice(1)) await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point, ...pen, buttons: 1 });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...path[path.length - 1], ...pen, buttons: 0, clickCount: 1 });
    await expect(page.getByText('Firma capturada correctamente')).toBeVisible();
    await context.close();
  });

  test('answers a step with the keyboard alone: Tab enters a question, arrow keys and Space choose, and the focus ring shows', async ({
    browser,
  }) => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/form/informacion-ginecologica');
    const pregnant = page.getByRole('radiogroup', { name: '¿Estás embarazada o en periodo de lactancia?', exact: true });
    const pregnancies = page.getByRole('radiogroup', { name: '¿Has tenido embarazos?', exact: true });
    await expect(pregnant).toBeVisible();
    /** The outline drawn around the focused control's box (the radio circle, the checkbox, the option button). */
    const ring = (of: 'box' | 'label') =>
      page.evaluate((target) => {
        const input = document.activeElement as HTMLInputElement;
        const box = target === 'box' ? input.parentElement! : input.closest('label')!;
        return { value: input.value, style: getComputedStyle(box).outlineStyle, width: getComputedStyle(box).outlineWidth };
      }, of);

    // Nothing above the first question takes the focus: one Tab lands on its first answer.
    await page.keyboard.press('Tab');
    await expect.poll(() => ring('box')).toEqual({ value: 'si', style: 'solid', width: '3px' });
    await page.keyboard.press('ArrowRight');
    await expect(pregnant.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    await expect(pregnant.getByRole('radio', { name: 'Sí', exact: true })).not.toBeChecked();

    // Tab leaves the group for the next question; Space answers it and opens its follow-up question.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(pregnancies.getByRole('radio', { name: 'Sí', exact: true })).toBeChecked();
    const howMany = page.getByRole('radiogroup', { name: '¿Cuántos embarazos?', exact: true });
    // The next Tab must find the follow-up question in the page.
    await expect(howMany).toBeVisible();
    await page.keyboard.press('Tab');
    await expect.poll(() => ring('label')).toEqual({ value: 'ninguno', style: 'solid', width: '3px' });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(howMany.getByRole('radio', { name: '2', exact: true })).toBeChecked();

    const birth = page.getByRole('checkbox', { name: 'Parto', exact: true });
    await birth.focus();
    await page.keyboard.press('Space');
    await expect(birth).toBeChecked();
    await expect.poll(() => ring('box')).toEqual({ value: 'parto', style: 'solid', width: '3px' });
    await context.close();
  });

  test("lands on /dashboard from every step's 'Omitir'", async ({ browser }) => {
    const context = await newContext(browser, 'phone');
    await signIn(context, demoPatient.email, demoPatient.password);
    const page = await context.newPage();
    for (const step of [
      'info-personal',
      'antecedentes-familiares',
      'antecedentes-personales',
      'salud-urinaria',
      'antecedentes-patologicos',
      'informacion-ginecologica',
      'perimenopausia',
      'terminos-condiciones',
    ]) {
      await page.goto(`/form/${step}`);
      await page.getByRole('button', { name: 'Omitir' }).click();
      await page.waitForURL('**/dashboard');
    }
    await context.close();
  });
});
