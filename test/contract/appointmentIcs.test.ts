import ICAL from 'ical.js';
import { appointmentIcs as dashboardIcs } from '../../src/features/appointments/ics';
import { appointmentIcs as mailIcs } from '../../server/modules/reminders/ics';
import type { Appointment } from '../../src/api';

/**
 * The e-mailed .ics (server) and the dashboard's 'Agregar a mi calendario' (client) are two copies of one
 * event, since server/ and src/ never import each other (docs/architecture.md): they must stay byte for byte equal.
 */
const base: Appointment = {
  uuid: '0b7f6a52-6c1e-4a43-9f0e-2d3c4b5a6978',
  date: '2026-11-30',
  startTime: '09:00',
  startDateTime: '2026-11-30T15:00:00.000Z',
  endDateTime: '2026-11-30T15:40:00.000Z',
  status: 'Scheduled',
  serviceType: 'Primera consulta Menopausia',
  serviceUuid: '11111111-1111-4111-8111-111111111111',
  providerName: 'Dra. Ana Ruiz, Ginecología; "Menopausia"',
  providerUuid: '22222222-2222-4222-8222-222222222222',
  notes: null,
};
const stamp = new Date('2026-11-23T15:00:00Z');

describe('the appointment calendar event', () => {
  it.each([
    ['without a video link', base],
    [
      'with a video link in the notes',
      { ...base, notes: 'Liga: https://meet.example.mx/abc-defg-hij?pwd=ñandú largo para plegar la línea' },
    ],
  ])('is the same from the e-mail and from the dashboard, %s', (_name, appointment) => {
    expect(mailIcs(appointment, stamp)).toBe(dashboardIcs(appointment, stamp));
  });

  it('parses with ical.js to the booked start and end', () => {
    const withLink = { ...base, notes: 'https://meet.example.mx/abc-defg' };
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(mailIcs(withLink, stamp))).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(base.startDateTime);
    expect(event.endDate.toJSDate().toISOString()).toBe(base.endDateTime);
    expect(event.uid).toBe(`${base.uuid}@espaciosella.mx`);
    expect(event.location).toBe('https://meet.example.mx/abc-defg');
    expect(event.summary).toBe('Primera consulta Menopausia - Espacios ELLA');
  });
});
