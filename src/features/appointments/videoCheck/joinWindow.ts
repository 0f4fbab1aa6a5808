/** The video link opens this long before the visit starts, and stays open until it ends. */
export const OPENS_BEFORE_MS = 10 * 60_000;

export type JoinWindow = { state: 'early'; opensAt: number } | { state: 'open' } | { state: 'ended'; endedAt: number };

/** Whether she can enter now: from 10 minutes before the start until the end of the visit. */
export function joinWindow(appointment: { startDateTime: string; endDateTime: string }, now: number): JoinWindow {
  const opensAt = Date.parse(appointment.startDateTime) - OPENS_BEFORE_MS;
  const endedAt = Date.parse(appointment.endDateTime);
  if (now < opensAt) return { state: 'early', opensAt };
  if (now > endedAt) return { state: 'ended', endedAt };
  return { state: 'open' };
}
