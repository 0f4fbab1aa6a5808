/**
 * The privacy notice this build shows: a module of its own, not re-exported by ./index, so only the
 * screens that show or send it carry its text. Its sha256 is the SHA-256 of privacyNoticeText(notice).
 */
export { privacyNotice, privacyNoticeText } from '../../common/privacyNotice.gen';
