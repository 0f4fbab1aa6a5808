import type { PrivacyNotice } from '../api';

/**
 * A privacy notice exactly as its sha256 was computed: the title, then each paragraph. Whatever
 * screen shows a notice shows it through this, so the text she reads is the text whose hash is recorded.
 */
export function PrivacyNoticeText({ notice, className, headingId }: { notice: PrivacyNotice; className?: string; headingId: string }) {
  return (
    <section className={className} tabIndex={0} aria-labelledby={headingId} data-notice-version={notice.version}>
      <h2 id={headingId}>{notice.title}</h2>
      {notice.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
