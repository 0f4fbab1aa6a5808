import type { Page } from 'playwright-core';

/** What a screen must give a woman of 45–65 on a phone (WCAG 2.2 2.5.5 targets, 16 px text). */
export const MIN_TARGET_PX = 44;
export const MIN_TEXT_PX = 16;

export interface Sizing {
  /** Each break of a rule on this screen, saying which element and what it measured. */
  problems: string[];
  /** Heights of the text inputs (inputs, selects, date pickers) on this screen. */
  inputHeights: Record<string, string[]>;
  /** Heights of the buttons on this screen, by kind (primary, default, link…). */
  buttonHeights: Record<string, Record<string, string[]>>;
}

/**
 * Measures the screen as it is rendered now: tap targets under 44×44 px, text under 16 px, and a page wider
 * than the viewport. Input and button heights are returned to compare across every screen.
 */
export async function measureSizing(page: Page): Promise<Sizing> {
  // Run through tsx, the function below carries esbuild's __name() calls (keepNames), which the page lacks.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return page.evaluate(
    ({ minTarget, minText }) => {
      const problems: string[] = [];
      const inputHeights: Record<string, string[]> = {};
      const buttonHeights: Record<string, Record<string, string[]>> = {};
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        for (let e: Element | null = el; e; e = e.parentElement) {
          const s = getComputedStyle(e);
          if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false;
        }
        return true;
      };
      const describe = (el: Element) => {
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
        return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
      };
      const add = <T>(map: Record<string, T[]>, key: string, value: T) => (map[key] ??= []).push(value);

      // A link inside a sentence is exempt (WCAG 2.5.5): its size is the text's.
      const inSentence = (el: Element) => {
        if (el.tagName !== 'A') return false;
        const parent = el.parentElement;
        if (!parent) return false;
        const own = [...parent.childNodes]
          .filter((n) => n !== el)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        return own.length > 0 && getComputedStyle(parent).display !== 'flex';
      };
      // With a dialog open, the page behind it cannot be reached: the dialog is the screen.
      const dialogs = [...document.querySelectorAll('[role=dialog]')].filter(visible);
      const scope: ParentNode = dialogs.at(-1) ?? document.body;
      const targets = scope.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=menuitem], [role=option], [tabindex="0"]',
      );
      const seen = new Set<Element>();
      for (const el of targets) {
        // A radio or checkbox is tapped through its label, a select or date field anywhere in its box.
        // A control named by a <label for> (a switch, a hidden file input) is also tapped through its largest label.
        const area = (e: Element) => e.getBoundingClientRect().width * e.getBoundingClientRect().height;
        const labelled = [...((el as HTMLButtonElement).labels ?? [])].filter(visible).sort((x, y) => area(y) - area(x))[0];
        const target =
          el.closest('label, .ant-select, .ant-picker, .ant-input-affix-wrapper') ??
          (labelled && area(labelled) > area(el) ? labelled : el);
        if (seen.has(target)) continue;
        seen.add(target);
        if (!visible(target) || inSentence(target)) continue;
        const r = target.getBoundingClientRect();
        // A visually hidden file input is reached through the button that opens it, measured on its own.
        if (r.width <= 1 && r.height <= 1) continue;
        if (r.width < minTarget - 0.5 || r.height < minTarget - 0.5)
          problems.push(`target ${describe(target)} is ${Math.round(r.width)}×${Math.round(r.height)} px`);
      }

      const walker = document.createTreeWalker(dialogs.at(-1) ?? document.body, NodeFilter.SHOW_TEXT);
      const small = new Map<Element, number>();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!(n.textContent ?? '').trim()) continue;
        const el = n.parentElement;
        if (!el || small.has(el) || !visible(el)) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < minText - 0.01) small.set(el, size);
      }
      for (const [el, size] of small) problems.push(`text ${describe(el)} is ${size} px`);

      const fields = scope.querySelectorAll(
        'input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([type=file]), .ant-select, .ant-picker',
      );
      // An antd field draws its box around the input (password, select, date): the box is what she sees.
      const boxes = new Set(
        [...fields].map((el) => el.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select') ?? el),
      );
      for (const box of boxes) {
        if (visible(box)) add(inputHeights, `${Math.round(box.getBoundingClientRect().height)}`, describe(box));
      }
      for (const el of scope.querySelectorAll('button, a.ant-btn, [role=button].ant-btn')) {
        if (!visible(el)) continue;
        // The same kinds whichever widget drew them (antd's ant-btn-primary, the first-paint kit-btn-primary…).
        const cls = typeof el.className === 'string' ? el.className : '';
        const kind = /modal-close|alert-close/.test(cls)
          ? 'close'
          : /ant-switch/.test(cls)
            ? 'switch'
            : /-btn-primary\b/.test(cls)
              ? 'primary'
              : /-btn-(link|text)\b/.test(cls)
                ? 'link'
                : /\b(ant|kit)-btn\b/.test(cls)
                  ? 'default'
                  : 'other';
        add((buttonHeights[kind] ??= {}), `${Math.round(el.getBoundingClientRect().height)}`, describe(el));
      }

      const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      if (overflow > 0) problems.push(`the page is ${overflow} px wider than the screen`);
      return { problems, inputHeights, buttonHeights };
    },
    { minTarget: MIN_TARGET_PX, minText: MIN_TEXT_PX },
  );
}
