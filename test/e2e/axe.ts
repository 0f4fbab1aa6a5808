import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical WCAG 2.1 A/AA violations axe finds on what the page shows now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
