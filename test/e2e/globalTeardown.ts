import type { RunningPortal } from './portalServer';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __ELLA_PORTAL__?: RunningPortal }).__ELLA_PORTAL__?.stop();
}
