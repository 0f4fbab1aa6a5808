import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { portalAt } from '../portalAt';
import { setupStore } from '../../../src/app/store';
import { framedPaths, shellPages } from '../../../src/firstPaint/frames/shellPages';
import { paths } from '../../../common/paths';
import { framedPathList } from '../../../src/firstPaint/frames/framedPathList';

/**
 * The pages the build writes for the signed-in screens (dist/pages/…) hold exactly what the
 * app renders first on that path, before localStorage answers, so hydration adopts the frame.
 */
describe('signed-in frames in the HTML', () => {
  const pages = shellPages();

  it('covers every signed-in screen with a frame of its own', () => {
    expect(pages.map((p) => p.path).sort()).toEqual(
      [
        paths.welcome,
        paths.infoPersonal,
        paths.familyHistory,
        paths.personalHistory,
        paths.urinaryHealth,
        paths.pathologicalHistory,
        paths.gynecologicalInfo,
        paths.perimenopause,
        paths.terms,
        paths.subscription,
        paths.paymentSuccess,
        paths.paymentCancelled,
      ].sort(),
    );
    expect(Object.keys(framedPaths).sort()).toEqual([...framedPathList].sort());
  });

  it.each(pages.map((p) => [p.path, p.html]))('%s: the HTML is what the app renders first, so hydration keeps it', (url, html) => {
    // Rendering for the server uses the hydration snapshot: the store not yet rehydrated.
    const app = <Provider store={setupStore()}>{portalAt(url).element}</Provider>;
    expect(renderToString(app)).toBe(html);
    // Nothing of a patient: the frame is the same for all of them.
    expect(html).not.toMatch(/demo|@|\d{10}/i);
  });

  it('renders every framed path without a react-router warning (a leaf route with no element)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const { path } of pages) renderToString(<Provider store={setupStore()}>{portalAt(path).element}</Provider>);
      expect(warn.mock.calls.map((call) => String(call[0])).filter((message) => /Matched leaf route/.test(message))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('/pago-exitoso: the page of every return from the checkout, its session id and plan in the URL or not, holds the success heading and lead', () => {
    const html = pages.find((p) => p.path === paths.paymentSuccess)!.html;
    // The server sends the page by path (server/http/static.ts), so a card return's URL must render the same HTML.
    const cardReturn = `${paths.paymentSuccess}?session_id=cs_test_a1b2c3d4e5f6a7b8c9d0e1f2&plan=primera`;
    const app = <Provider store={setupStore()}>{portalAt(cardReturn).element}</Provider>;
    expect(renderToString(app)).toBe(html);
    expect(html).toContain(
      '<h1>Pago exitoso</h1><p class="payment-result-lead">Gracias por tu pago. Estos son los datos de tu compra.</p>',
    );
    // Nothing the status decides: whether it is confirmed, or an OXXO voucher.
    expect(html).not.toMatch(/confirm|OXXO|ficha/i);
  });
});
