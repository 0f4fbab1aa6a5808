import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical WCAG 2.1 A/AA violations axe finds on what the page shows now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
  return (
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      // The node's own markup and axe's measurement (colours, ratio), so a failure says which element and why.
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''} ${JSON.stringify(n.any[0]?.data ?? null)}`).join(', ')}`,
      )
  );
}

/**
 * Every WCAG 2.1 A/AA violation, whatever its impact, inside `include` (a dialog, say): for the screens held
 * to more than the serious and critical ones.
 */
export async function violationsIn(page: Page, include: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag21aa).include(include).analyze();
  // Each node with axe's reason (e.g. the measured colours), so a failure says what was seen.
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`);
}
