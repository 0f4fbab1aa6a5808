import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { checkedBrand, contrast, renderBrand, type BrandFacts } from '../../scripts/codegenBrand';

const facts = (): BrandFacts => parse(readFileSync(path.resolve(__dirname, '../../openapi.yaml'), 'utf8'))['x-shared-facts'].brand;

describe("the clinic's palette", () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // antd's default blue under white text, the pair that once failed axe.
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });

  it('body text reaches AAA on every background she reads it on, the rest AA', () => {
    const { colors } = checkedBrand(facts());
    for (const back of [colors.surface, colors.background, colors.tint]) expect(contrast(colors.text, back)).toBeGreaterThanOrEqual(7);
    expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a palette she could not read, naming the pair', () => {
    const faint = facts();
    faint.colors.textSecondary = '#9a9a9a';
    expect(() => renderBrand(faint)).toThrow(/textSecondary on surface: 2\.\d\d:1, needs 4\.5:1/);
    const grey = facts();
    grey.colors.text = '#666666';
    expect(() => renderBrand(grey)).toThrow(/text on surface: 5\.74:1, needs 7:1/);
  });

  it('refuses a colour it cannot measure', () => {
    const short = facts();
    short.colors.primary = '#7b2';
    expect(() => renderBrand(short)).toThrow(/colors\.primary: write it as #rrggbb/);
  });
});
