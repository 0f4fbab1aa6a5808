import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { allowConsoleErrors, baseUrl, newContext, type ViewportName } from './browser';
import { expect, test } from './fixtures';
import { repoRoot } from './portalServer';
import { demoPatient, signIn } from './session';
import { buyFirstConsultation } from './bookingSteps';

/**
 * The login screen's hero and welcome text paint from the HTML, and the app adopts those
 * very nodes when it starts (hydration), so nothing the patient already sees is drawn twice.
 * Each journey chooses its size itself, so they all run once (@once).
 */

/** A page in a fresh context with the demo patient signed in; the context closes when `journey` ends. */
async function asDemoPatient(browser: Browser, viewport: ViewportName, journey: (page: Page) => Promise<void>) {
  const context = await newContext(browser, viewport);
  try {
    await signIn(context, demoPatient.email, demoPatient.password);
    await journey(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Marks the HTML's hero nodes as they are parsed (before any script) and counts those later removed. */
async function watchHero(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { heroRemoved: number };
    w.heroRemoved = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLElement && node.id === 'auth-welcome') (node as unknown as { fromHtml: boolean }).fromHtml = true;
        });
        record.removedNodes.forEach((node) => {
          if (node instanceof HTMLElement && (node.matches('.auth-layout, .auth-hero') || node.querySelector('.auth-hero')))
            w.heroRemoved += 1;
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

test.describe('account screens painted from the HTML', { tag: '@once' }, () => {
  for (const [path, heading, finalPath] of [
    ['/onboarding', 'Iniciar sesión', '/onboarding'],
    ['/form/crear-cuenta', 'Crear cuenta', '/form/crear-cuenta'],
    ['/', 'Iniciar sesión', '/onboarding'],
  ])
    test(`${path}: the hero arrives in the HTML and the app keeps its nodes`, async ({ browser }) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html).toContain('<h2 id="auth-welcome">Bienvenida a tu portal de salud</h2>');

      const context = await newContext(browser, 'phone');
      try {
        const page = await context.newPage();
        const problems = await watchHero(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expect(page).toHaveURL((url) => url.pathname === finalPath);
        const hero = await page.evaluate(() => ({
          removed: (window as unknown as { heroRemoved: number }).heroRemoved,
          sameNode: (document.getElementById('auth-welcome') as unknown as { fromHtml?: boolean } | null)?.fromHtml === true,
        }));
        expect(hero).toEqual({ removed: 0, sameNode: true });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

  test('keeps the hero from login to registration and back', async ({ browser }) => {
    const context = await newContext(browser, 'desktop');
    try {
      const page = await context.newPage();
      const problems = await watchHero(page);
      await page.goto('/onboarding');
      await page.getByRole('link', { name: 'Regístrate' }).click();
      await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { heroRemoved: number }).heroRemoved)).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("tells the patient in Spanish when the app's code cannot be loaded", async ({ browser }) => {
    const context = await newContext(browser, 'phone');
    try {
      const page = await context.newPage();
      await page.route(/\/assets\/start\.[0-9a-f]+\.js$/, (route) => route.abort());
      allowConsoleErrors(context, {
        pattern: /net::ERR_FAILED \(.*\/assets\/start\.[0-9a-f]+\.js/,
        reason: 'this journey aborts the start chunk on purpose',
      });
      await page.goto('/onboarding');
      await expect(page.getByRole('alert')).toContainText('No pudimos cargar el portal. Revisa tu conexión y recarga la página.');
      await expect(page.getByRole('button', { name: 'Recargar' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Bienvenida a tu portal de salud' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('sends a signed-in patient on to the dashboard without a hydration error', async ({ browser }) => {
    await asDemoPatient(browser, 'phone', async (page) => {
      const problems = await watchHero(page);
      await page.goto('/onboarding');
      await page.waitForURL('**/dashboard');
      expect(problems).toEqual([]);
    });
  });
});

/**
 * The signed-in screens' frames (heading, intro, stepper, the notice she signs) arrive in the
 * HTML the server sends for their path, and the app adopts those very nodes (hydration): the heading the
 * patient saw first is the one she keeps, never drawn twice, inside the frame element the HTML brought.
 */
async function watchFrame(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { frameRemoved: number };
    w.frameRemoved = 0;
    // What #root holds when the HTML is parsed is the server's: the app's code (main.tsx) waits for
    // the first paint before it even loads the start chunk.
    document.addEventListener('DOMContentLoaded', () => {
      [...document.querySelectorAll('h1'), document.getElementById('root')?.firstElementChild].forEach((node) => {
        if (node) (node as unknown as { fromHtml: boolean }).fromHtml = true;
      });
    });
    new MutationObserver((records) => {
      for (const record of records) {
        record.removedNodes.forEach((node) => {
          if (node instanceof HTMLElement && (node.tagName === 'H1' || node.querySelector('h1'))) w.frameRemoved += 1;
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

async function frameFacts(page: Page) {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll('h1')];
    return {
      removed: (window as unknown as { frameRemoved: number }).frameRemoved,
      frameFromHtml: (document.getElementById('root')?.firstElementChild as unknown as { fromHtml?: boolean } | null)?.fromHtml === true,
      headings: headings.map((h) => h.textContent),
      fromHtml: headings.map((h) => (h as unknown as { fromHtml?: boolean }).fromHtml === true),
    };
  });
}

/**
 * Records the browser's largest-contentful-paint entries (which element, and whether it is a node the HTML
 * brought) and where the elements `selector` names were when the HTML was parsed, to compare with where
 * the page's own code draws them.
 */
async function watchLargestPaints(page: Page, selector: string) {
  await page.addInitScript((measured) => {
    const w = window as unknown as { paints: Array<{ text: string; fromHtml: boolean }>; measured: string; measuredAt: DOMRect[] };
    w.paints = [];
    w.measured = measured;
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('#root *').forEach((node) => ((node as unknown as { fromHtml: boolean }).fromHtml = true));
      w.measuredAt = [...document.querySelectorAll(measured)].map((node) => node.getBoundingClientRect());
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
        w.paints.push({
          text: entry.element?.textContent ?? '',
          fromHtml: (entry.element as unknown as { fromHtml?: boolean } | null)?.fromHtml === true,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, selector);
}

/**
 * Two frames after the page's own paint (any larger paint it made has been reported by then): the
 * largest paints so far, and whether the measured elements are where and as large as the HTML's were.
 */
async function largestPaintFacts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ paints: Array<{ text: string; fromHtml: boolean }>; same: boolean }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as { paints: Array<{ text: string; fromHtml: boolean }>; measured: string; measuredAt: DOMRect[] };
            const now = [...document.querySelectorAll(w.measured)].slice(0, w.measuredAt.length).map((n) => n.getBoundingClientRect());
            const same =
              w.measuredAt.length > 0 &&
              now.length === w.measuredAt.length &&
              w.measuredAt.every(
                (r, i) => r.width === now[i].width && r.height === now[i].height && r.top === now[i].top && r.left === now[i].left,
              );
            resolve({ paints: w.paints, same });
          }),
        ),
      ),
  );
}

/** Pays a first consultation on the simulated checkout (buyFirstConsultation); the URL it returned her to. */
async function paidCheckoutReturn(page: Page): Promise<string> {
  await buyFirstConsultation(page);
  await page.waitForURL(/\/pago-exitoso\?session_id=cs_test_\w+&plan=primera$/);
  await expect(page.getByText('Pago confirmado')).toBeVisible();
  return page.url();
}

test.describe('signed-in screens painted from the HTML', { tag: '@once' }, () => {
  for (const [path, heading, bodyButton] of [
    ['/form/info-personal', 'Información personal', 'Siguiente'],
    ['/form/antecedentes-familiares', 'Antecedentes familiares', 'Siguiente'],
    ['/form/antecedentes-personales', 'Antecedentes personales no patológicos', 'Siguiente'],
    ['/form/salud-urinaria', 'Salud urinaria', 'Siguiente'],
    ['/form/antecedentes-patologicos', 'Antecedentes patológicos y estilo de vida', 'Siguiente'],
    ['/form/informacion-ginecologica', 'Información ginecológica', 'Siguiente'],
    ['/form/perimenopausia', 'Perimenopausia y menopausia', 'Siguiente'],
    ['/form/terminos-condiciones', 'Aviso de privacidad y firma digital', 'Atrás'],
    ['/form/suscripcion', 'Suscripción', 'PAGAR'],
    ['/pago-cancelado', 'Pago cancelado', 'INTENTAR NUEVAMENTE'],
  ])
    test(`${path}: the heading arrives in the HTML and the app keeps its nodes`, async ({ browser }) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>${heading}</h1>.*</div><noscript>`));

      await asDemoPatient(browser, 'phone', async (page) => {
        const problems = await watchFrame(page);
        await page.goto(path);
        // The body is the page's own code: once it is there, the app has started and hydrated the frame.
        await expect(page.getByRole('button', { name: bodyButton })).toBeVisible();
        await expect(page).toHaveURL((url) => url.pathname === path);
        expect(await frameFacts(page)).toEqual({ removed: 0, frameFromHtml: true, headings: [heading], fromHtml: [true] });
        expect(problems).toEqual([]);
      });
    });

  test('keeps the frame from one step to the next', async ({ browser }) => {
    await asDemoPatient(browser, 'desktop', async (page) => {
      const problems = await watchFrame(page);
      await page.goto('/form/antecedentes-familiares');
      await expect(page.getByRole('button', { name: 'Siguiente' })).toBeVisible();
      await page.evaluate(() => {
        (document.querySelector('.onb-card') as unknown as { kept: boolean }).kept = true;
      });
      await page.getByRole('button', { name: 'Atrás' }).click();
      await expect(page.getByRole('heading', { name: 'Información personal', level: 1 })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/form/info-personal');
      expect(await page.evaluate(() => (document.querySelector('.onb-card') as unknown as { kept?: boolean }).kept)).toBe(true);
      expect(await frameFacts(page)).toEqual({ removed: 0, frameFromHtml: true, headings: ['Información personal'], fromHtml: [true] });
      expect(problems).toEqual([]);
    });
  });

  test('/form/salud-urinaria: its first questions arrive in the HTML, and the form draws them where and as large as they were', async ({
    browser,
  }) => {
    const leaks = '¿Se te escapa la orina al toser, estornudar, reír o hacer ejercicio?';
    // At 16 px on a phone the third question is the first screen's largest text: it comes with the HTML too.
    const pads = '¿Usas toallas o protectores por pérdidas de orina?';
    const html = await (await fetch(`${baseUrl()}/form/salud-urinaria`)).text();
    expect(html).toContain(`<legend class="onb-label">${leaks}</legend>`);
    expect(html).toContain('<legend class="onb-label">¿Tienes infecciones urinarias frecuentes?</legend>');
    expect(html).toContain(`<legend class="onb-label">${pads}</legend>`);

    await asDemoPatient(browser, 'phone', async (page) => {
      const problems = await watchFrame(page);
      await watchLargestPaints(page, 'legend');
      await page.goto('/form/salud-urinaria');
      await expect(page.getByRole('radiogroup', { name: leaks })).toBeVisible();
      const facts = await largestPaintFacts(page);
      // Every largest paint so far is of the HTML's nodes, the last the question: the form's copy of it is
      // not a later, larger paint.
      expect(facts.paints.every((p) => p.fromHtml)).toBe(true);
      expect(facts.paints.at(-1)?.text).toBe(pads);
      expect(facts.same).toBe(true);
      expect(problems).toEqual([]);
    });
  });

  test("/pago-exitoso: a card return's heading and lead arrive in the HTML, and the page draws them where and as large as they were", async ({
    browser,
  }) => {
    const heading = '<h1>Pago exitoso</h1><p class="payment-result-lead">Gracias por tu pago. Estos son los datos de tu compra.</p>';
    for (const url of ['/pago-exitoso', '/pago-exitoso?session_id=cs_test_0123456789abcdef&plan=primera']) {
      const html = await (await fetch(`${baseUrl()}${url}`)).text();
      expect(html).toMatch(new RegExp(`<div id="root">.*${heading}.*</div><noscript>`));
    }

    await asDemoPatient(browser, 'phone', async (checkout) => {
      const cardReturn = await paidCheckoutReturn(checkout);
      await checkout.close();
      const page = await checkout.context().newPage();
      const problems = await watchFrame(page);
      await watchLargestPaints(page, '.kit-card-body > h1, .kit-card-body > .payment-result-lead');
      await page.goto(cardReturn);
      await expect(page.getByText('Pago confirmado')).toBeVisible();
      await expect(page.getByRole('button', { name: 'AGENDAR CONSULTA' })).toBeVisible();
      const facts = await largestPaintFacts(page);
      // The lead is the page's largest text: the browser's largest paint is the HTML's, and the page's copy
      // of it (drawn once her purchase is there) is not a later, larger one.
      expect(facts.paints.every((p) => p.fromHtml)).toBe(true);
      expect(facts.paints.at(-1)?.text).toBe('Gracias por tu pago. Estos son los datos de tu compra.');
      expect(facts.same).toBe(true);
      expect(await frameFacts(page)).toMatchObject({ frameFromHtml: true, headings: ['Pago exitoso'] });
      expect(problems).toEqual([]);
    });
  });

  test('/welcome: the whole page arrives in the HTML and the app takes over its links', async ({ browser }) => {
    const html = await (await fetch(`${baseUrl()}/welcome`)).text();
    expect(html).toContain('<h1>¿Qué tipo de consulta te gustaría agendar?</h1>');

    await asDemoPatient(browser, 'phone', async (page) => {
      const problems = await watchFrame(page);
      await page.goto('/welcome');
      // Hydrated: the app answers the link (no new document: the marker set on this one survives).
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const card = document.querySelector('.welcome-card');
              return card !== null && Object.keys(card).some((k) => k.startsWith('__react'));
            }),
          { message: 'the app has hydrated the welcome card' },
        )
        .toBe(true);
      expect(await frameFacts(page)).toEqual({
        removed: 0,
        frameFromHtml: true,
        headings: ['¿Qué tipo de consulta te gustaría agendar?'],
        fromHtml: [true],
      });
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('link', { name: /Perimenopausia\/Menopausia/ }).click();
      await expect(page.getByRole('heading', { name: 'Suscripción' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(problems).toEqual([]);
    });
  });
});

/**
 * The dashboard has no frame in its HTML (her first appointment is its largest paint), so its
 * page has the browser fetch the app's code and the dashboard's with the page itself, instead of after
 * main.js has downloaded, run and waited for a first paint; the app then uses those very downloads.
 */
test.describe("the dashboard's page", { tag: '@once' }, () => {
  const chunkGroups = () =>
    (JSON.parse(readFileSync(path.join(repoRoot, 'dist/chunk-groups.json'), 'utf8')) as { chunkGroups: Record<string, string[]> })
      .chunkGroups;

  for (const route of ['/dashboard', '/agendar-consulta'])
    test(`${route}: the HTML preloads the start's and the dashboard's files, and the app downloads each once`, async ({ browser }) => {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      const preloaded = [...html.matchAll(/<link rel="preload" as="(?:script|style)" href="([^"]+)">/g)].map((m) => m[1]);
      const { start, dashboard } = chunkGroups();
      expect([...preloaded].sort()).toEqual([...new Set([...start, ...dashboard])].map((file) => `/${file}`).sort());

      await asDemoPatient(browser, 'phone', async (page) => {
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error' || /preload/i.test(message.text())) problems.push(message.text());
        });
        const requested: string[] = [];
        page.on('request', (request) => requested.push(new URL(request.url()).pathname));
        await page.goto(route);
        await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();
        const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
        for (const file of preloaded) expect(fetched.filter((url) => url === file)).toEqual([file]);
        // The page names its icon: no request for /favicon.ico, which would only get the page again.
        expect(requested).not.toContain('/favicon.ico');
        expect(problems).toEqual([]);
      });
    });

  test("/dashboard: the page asks for her data itself while the app's code is on its way, and the app asks nothing again", async ({
    browser,
  }) => {
    // A script the CSP refused (the inline one, if its hash were wrong) is a console error, which fails the
    // test (newContext's watchConsole and the pageErrors fixture in fixtures.ts).
    await asDemoPatient(browser, 'phone', async (page) => {
      const asked: string[] = [];
      let allAsked!: () => void;
      const fourAsked = new Promise<void>((resolve) => (allAsked = resolve));
      page.on('request', (request) => {
        if (!new URL(request.url()).pathname.startsWith('/api/')) return;
        asked.push(new URL(request.url()).pathname);
        if (asked.length === 4) allAsked();
      });
      // The app's code is held until her data has been asked for: only the page itself can have asked.
      await page.route(/\/assets\/start\.[0-9a-f]+\.js$/, async (route) => {
        await fourAsked;
        await route.continue();
      });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Próximas consultas' })).toBeVisible();
      const openmrsId = /\/api\/patients\/([^/]+)\/consents/.exec(asked.join(' '))?.[1];
      const firstScreen = ['appointments', 'consents', 'history/privacy', 'prescriptions/current'].map((what) =>
        what === 'appointments' ? '/api/appointments' : `/api/patients/${openmrsId}/${what}`,
      );
      expect(asked.slice(0, 4).sort()).toEqual(firstScreen);
      for (const path of firstScreen) expect(asked.filter((p) => p === path)).toEqual([path]);
    });
  });
});
