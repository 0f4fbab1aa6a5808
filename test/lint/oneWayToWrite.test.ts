import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * `npm run lint` keeps every date and price going through the generated dates and money modules: a file in
 * src/, server/ or common/ that builds its own date or currency format fails. Each case lints one made-up file at a
 * real place in the tree with the repository's config.
 */
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function errors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const ownFormats = `
export const a = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short' }).format(0);
export const b = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(1);
export const c = new Date(0).toLocaleDateString('es-MX');
export const d = (1200).toLocaleString('es-MX');
`;

describe('one way to write a date and a price', () => {
  it.each(['src/features/payments/Probe.tsx', 'server/modules/payments/probe.ts', 'common/probe.ts'])(
    'fails own formats in %s',
    async (file) => {
      expect(await errors(file, ownFormats)).toEqual([
        expect.stringMatching(/^Write dates with common\/dates\.gen\.ts/),
        expect.stringMatching(/^Write prices with formatMoney from common\/money\.gen\.ts/),
        expect.stringMatching(/^Write dates with common\/dates\.gen\.ts and prices/),
        expect.stringMatching(/^Write dates with common\/dates\.gen\.ts and prices/),
      ]);
    },
  );

  it('lets a file use the generated modules, plain numbers and upper case', async () => {
    const code = `import { formatDate } from '../../../common/dates.gen';
import { formatMoney } from '../../../common/money.gen';
export const probe = [formatDate(0), formatMoney(1), new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(1.25), 'x'.toLocaleUpperCase('es-MX')];
`;
    expect(await errors('src/features/payments/Probe.tsx', code)).toEqual([]);
  });
});
