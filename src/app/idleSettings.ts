interface IdleOverride {
  idleMs: number;
  warningMs: number;
}

/**
 * The end-to-end suite shortens the idle timer by defining `window.__ELLA_TEST_IDLE__` before the
 * page loads (Playwright's addInitScript). It is no setting a patient can reach: no query, no UI.
 */
export function idleSettings(): Partial<IdleOverride> {
  const override = (globalThis as { __ELLA_TEST_IDLE__?: IdleOverride }).__ELLA_TEST_IDLE__;
  if (!override || !(override.idleMs > 0) || !(override.warningMs > 0)) return {};
  return { idleMs: override.idleMs, warningMs: override.warningMs };
}
