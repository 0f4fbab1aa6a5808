import { privacyNotice } from '../../api/privacyNotice';
import { PrivacyNoticeText } from '../../components/PrivacyNoticeText';

/** The privacy notice the patient signs in step 8: this build's version (openapi.yaml x-shared-facts). */
export function PrivacyNotice() {
  return <PrivacyNoticeText notice={privacyNotice} className="onb-notice" headingId="aviso-titulo" />;
}

/** Which notice the signature accepts, sent with it so the server records the text she was shown. */
export const signedNotice = { privacyNoticeVersion: privacyNotice.version, privacyNoticeSha256: privacyNotice.sha256 };
