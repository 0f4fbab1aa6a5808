import { cardActions, doctorsFor, groupSlots, splitAppointments } from '../../../src/features/appointments/rules';
import { dayKey, formatTime, formatWeekdayDate } from '../../../common/dates.gen';
import { appointment, providers, services, ids } from './fixtures';

const now = new Date('2026-11-23T15:00:00Z');

describe('upcoming and history (SPEC §4)', () => {
  it('puts future Requested and Scheduled visits in upcoming, soonest first, and everything else in history, newest first', () => {
    const later = appointment({ status: 'Scheduled', startDateTime: '2026-12-02T16:00:00Z', endDateTime: '2026-12-02T16:40:00Z' });
    const sooner = appointment({ status: 'Requested', startDateTime: '2026-11-24T16:00:00Z', endDateTime: '2026-11-24T16:40:00Z' });
    const pastRequested = appointment({ status: 'Requested', startDateTime: '2026-11-20T16:00:00Z', endDateTime: '2026-11-20T16:40:00Z' });
    const futureCancelled = appointment({
      status: 'Cancelled',
      startDateTime: '2026-12-05T16:00:00Z',
      endDateTime: '2026-12-05T16:40:00Z',
    });
    const completed = appointment({ status: 'Completed', startDateTime: '2026-11-10T16:00:00Z', endDateTime: '2026-11-10T16:40:00Z' });
    const missed = appointment({ status: 'Missed', startDateTime: '2026-11-01T16:00:00Z', endDateTime: '2026-11-01T16:40:00Z' });
    const checkedIn = appointment({ status: 'CheckedIn', startDateTime: '2026-11-23T14:50:00Z', endDateTime: '2026-11-23T15:30:00Z' });
    const { upcoming, history } = splitAppointments([later, pastRequested, sooner, futureCancelled, completed, missed, checkedIn], now);
    expect(upcoming.map((a) => a.uuid)).toEqual([sooner.uuid, later.uuid]);
    expect(history.map((a) => a.uuid)).toEqual([futureCancelled.uuid, checkedIn.uuid, pastRequested.uuid, completed.uuid, missed.uuid]);
  });

  it('keeps a visit under way in upcoming until it ends, so its link stays reachable', () => {
    const underWay = appointment({ status: 'Scheduled', startDateTime: '2026-11-23T14:50:00Z', endDateTime: '2026-11-23T15:10:00Z' });
    expect(splitAppointments([underWay], now).upcoming).toHaveLength(1);
    expect(splitAppointments([underWay], new Date('2026-11-23T15:10:00Z')).history).toHaveLength(1);
  });
});

describe('card buttons by status (SPEC §2)', () => {
  it.each([
    ['Requested', null, ['cancel', 'reschedule']],
    ['Scheduled', 'Enlace: https://meet.example.com/abc-def', ['join']],
    ['Scheduled', null, ['noLink']],
    ['Scheduled', 'sin enlace todavía', ['noLink']],
    ['Completed', null, []],
    ['Missed', null, []],
    ['Cancelled', null, []],
    ['CheckedIn', null, []],
  ] as const)('%s with notes %p offers %p', (status, notes, expected) => {
    expect(cardActions({ status, notes })).toEqual(expected);
  });
});

describe('doctors offered (SPEC §5)', () => {
  const service = (uuid: string) => services.find((s) => s.uuid === uuid)!;

  it('lists the known doctors of the specialty for a first consultation, hiding unknown providers', () => {
    const choice = doctorsFor(service(ids.primMeno), providers, services, []);
    expect(choice).toEqual({ kind: 'doctors', providers: [providers[0], providers[1]] });
    expect(doctorsFor(service(ids.primNutri), providers, services, [])).toEqual({ kind: 'doctors', providers: [providers[2]] });
  });

  it('refuses a follow-up without a previous Completed or Requested visit of the same specialty', () => {
    const otherSpecialty = appointment({ status: 'Completed', serviceUuid: ids.primNutri, providerUuid: ids.paula });
    const cancelled = appointment({ status: 'Cancelled', serviceUuid: ids.primMeno, providerUuid: ids.ana });
    expect(doctorsFor(service(ids.segMeno), providers, services, [otherSpecialty, cancelled])).toEqual({ kind: 'followUpUnavailable' });
  });

  it('offers only the doctor of the latest eligible visit for a follow-up', () => {
    const older = appointment({ status: 'Completed', providerUuid: ids.ana, startDateTime: '2026-10-01T16:00:00Z' });
    const newer = appointment({ status: 'Requested', providerUuid: ids.sofia, startDateTime: '2026-11-01T16:00:00Z' });
    expect(doctorsFor(service(ids.segMeno), providers, services, [older, newer])).toEqual({ kind: 'doctors', providers: [providers[1]] });
  });
});

describe('slots and time zone (SPEC §9: Buenos Aires, 24-hour, morning before 14:00)', () => {
  it('shows UTC instants in Buenos Aires time, 24-hour', () => {
    expect(formatTime('2026-12-01T16:00:00Z')).toBe('13:00');
    expect(formatTime('2026-12-01T20:40:00Z')).toBe('17:40');
  });

  it('files a slot after 21:00 UTC-3 under the next UTC day correctly: a date across midnight', () => {
    // 02:20 UTC on 2 Dec is 23:20 on 1 Dec in Buenos Aires.
    expect(dayKey('2026-12-02T02:20:00Z')).toBe('2026-12-01');
    expect(formatTime('2026-12-02T02:20:00Z')).toBe('23:20');
    expect(formatWeekdayDate('2026-12-02T02:20:00Z')).toBe('martes, 1 de diciembre de 2026');
  });

  it('groups slots by day with the morning (before 14:00) apart from the afternoon', () => {
    const slot = (start: string, end: string) => ({ startDateTime: start, endDateTime: end });
    const days = groupSlots([
      slot('2026-12-01T17:00:00Z', '2026-12-01T17:40:00Z'), // 14:00 → afternoon
      slot('2026-12-01T16:20:00Z', '2026-12-01T17:00:00Z'), // 13:20 → morning
      slot('2026-12-02T02:20:00Z', '2026-12-02T03:00:00Z'), // 23:20 on 1 Dec
      slot('2026-12-02T12:00:00Z', '2026-12-02T12:40:00Z'), // 09:00 on 2 Dec
    ]);
    expect(
      days.map((d) => ({
        day: d.day,
        morning: d.morning.map((s) => formatTime(s.startDateTime)),
        afternoon: d.afternoon.map((s) => formatTime(s.startDateTime)),
      })),
    ).toEqual([
      { day: '2026-12-01', morning: ['13:20'], afternoon: ['14:00', '23:20'] },
      { day: '2026-12-02', morning: ['09:00'], afternoon: [] },
    ]);
  });
});
