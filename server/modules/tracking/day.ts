import { dayKey as displayDayKey } from '../../dates.gen';

/**
 * "One submission per day" means one calendar day as she reads dates, in the display zone. The server sends
 * the day key and the client only spells it, so the two never disagree about a submission's day.
 */
export const dayKey = (instant: Date): string => displayDayKey(instant);
