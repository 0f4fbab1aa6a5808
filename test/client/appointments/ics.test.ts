import ICAL from 'ical.js';
import { appointmentIcs } from '../../../src/features/appointments/ics';
import { appointment } from './fixtures';

describe('calendar file', () => {
  it('parses as one event with the right start, end, summary and video link', () => {
    const visit = appointment({
      uuid: '0d9f0a52-5a1f-4c56-9a53-6f2b9d1b7a10',
      status: 'Scheduled',
      serviceType: 'Primera consulta Menopausia',
      providerName: 'Dra. Ana Ruiz',
      startDateTime: '2026-12-01T16:00:00.000Z',
      endDateTime: '2026-12-01T16:40:00.000Z',
      notes: 'https://meet.example.com/ella-abc-def-ghi-jkl-mno-pqr-stu-vwx-yz0-123-456',
    });
    const text = appointmentIcs(visit, new Date('2026-11-23T10:00:00Z'));
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe('0d9f0a52-5a1f-4c56-9a53-6f2b9d1b7a10@espaciosella.mx');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T16:40:00.000Z');
    expect(event.summary).toBe('Primera consulta Menopausia - Espacios ELLA');
    expect(event.description).toContain('https://meet.example.com/ella-abc-def-ghi-jkl-mno-pqr-stu-vwx-yz0-123-456');
    expect(events[0].getFirstPropertyValue('url')).toBe('https://meet.example.com/ella-abc-def-ghi-jkl-mno-pqr-stu-vwx-yz0-123-456');
  });

  it('says where the link will appear when staff has not added it yet', () => {
    const text = appointmentIcs(appointment({ notes: null }), new Date('2026-11-23T10:00:00Z'));
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.description).toContain('aparecerá en tu portal');
    expect(event.location).toBe('Videoconsulta');
  });
});
