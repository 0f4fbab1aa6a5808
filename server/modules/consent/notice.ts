import { createHash } from 'node:crypto';
import type { components } from '../../../common/api.gen';
import { privacyNotice, privacyNoticeText } from '../../../common/privacyNotice.gen';

export type PrivacyNotice = components['schemas']['PrivacyNotice'];

declare module '../../context' {
  interface ServerConfig {
    /** The privacy notice patients must have accepted. */
    privacyNotice: PrivacyNotice;
  }
}
export { privacyNoticeText };

/**
 * The notice patients must have accepted: openapi.yaml's x-shared-facts.privacyNotice. Outside production,
 * ELLA_TEST_PRIVACY_NOTICE_VERSION publishes a test-only newer version (the same text plus one paragraph
 * naming that version, so its hash differs too), which is how tests make every patient accept again.
 */
export function currentNoticeFromEnv(env: NodeJS.ProcessEnv = process.env): PrivacyNotice {
  const version = env.ELLA_TEST_PRIVACY_NOTICE_VERSION?.trim();
  if (env.NODE_ENV === 'production' || !version) return privacyNotice;
  return withVersion(privacyNotice, version, `Versión de prueba ${version}: este texto solo existe en las pruebas del portal.`);
}

/** A notice that differs from `base` by its version and one added paragraph (hash recomputed). */
export function withVersion(base: PrivacyNotice, version: string, paragraph: string): PrivacyNotice {
  const next = { version, title: base.title, paragraphs: [...base.paragraphs, paragraph] };
  return { ...next, sha256: createHash('sha256').update(privacyNoticeText(next)).digest('hex') };
}
