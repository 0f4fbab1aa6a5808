/**
 * "One submission per day" means one calendar day as the patient reads dates: SPEC §9 shows times in the
 * Buenos Aires time zone, the client's DISPLAY_TIME_ZONE (src/lib/config.ts). server/ and src/ never
 * import each other, so the zone is repeated here; the server sends the day key and the client only
 * formats it, so the two can never disagree about which day a submission belongs to.
 */
export const TRACKING_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TRACKING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of the day this instant falls on in the display time zone. */
export const dayKey = (instant: Date): string => dayKeyFormat.format(instant);
