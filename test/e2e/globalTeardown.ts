import type { RunningPortal } from './portalServer';

export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis as { __ELLA_PORTALS__?: RunningPortal[] }).__ELLA_PORTALS__?.map((portal) => portal.stop()) ?? []);
}
