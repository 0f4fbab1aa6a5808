import ICAL from 'ical.js';
import { appointmentIcs, type CalendarAppointment } from '../../common/calendar';

/** The one event her booking e-mail attaches and the dashboard's 'Agregar a mi calendario' downloads. */
const base: CalendarAppointment = {
  uuid: '0b7f6a52-6c1e-4a43-9f0e-2d3c4b5a6978',
  startDateTime: '2026-11-30T15:00:00.000Z',
  endDateTime: '2026-11-30T15:40:00.000Z',
  serviceType: 'Primera consulta Menopausia',
  providerName: 'Dra. Ana Ruiz, Ginecología; "Menopausia"',
  notes: null,
};
const stamp = new Date('2026-11-23T15:00:00Z');
const link = 'https://meet.example.com/ella-abc-def-ghi-jkl-mno-pqr-stu-vwx-yz0-123-456';

const event = (text: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);

describe('the appointment calendar event', () => {
  it('parses as one event with the booked start and end, summary and video link', () => {
    const text = appointmentIcs({ ...base, notes: `Liga: ${link}` }, stamp);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const parsed = new ICAL.Event(events[0]);
    expect(parsed.uid).toBe(`${base.uuid}@espaciosella.mx`);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(base.startDateTime);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(base.endDateTime);
    expect(parsed.summary).toBe('Primera consulta Menopausia - Espacios ELLA');
    expect(parsed.location).toBe(link);
    expect(parsed.description).toBe(`Tu consulta por video con ${base.providerName}. Entra aquí: ${link}`);
    expect(events[0].getFirstPropertyValue('url')).toBe(link);
  });

  it('says where the link will appear when staff has not added it yet', () => {
    const parsed = event(appointmentIcs(base, stamp));
    expect(parsed.description).toContain('aparecerá en tu portal');
    expect(parsed.location).toBe('Videoconsulta');
  });

  it('folds every line at 75 octets, counting accented letters as UTF-8 does', () => {
    const notes = 'Liga: https://meet.example.mx/abc-defg-hij?pwd=ñandú largo para plegar la línea';
    const text = appointmentIcs({ ...base, providerName: 'Dra. Ñúñez '.repeat(12), notes }, stamp);
    const lines = text.split('\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(event(text).description).toContain('Dra. Ñúñez Dra. Ñúñez');
  });

  it('escapes commas, semicolons and backslashes in the text it carries', () => {
    const text = appointmentIcs({ ...base, serviceType: 'Seguimiento; nutrición, 2\\3' }, stamp);
    expect(text).toContain('SUMMARY:Seguimiento\\; nutrición\\, 2\\\\3 - Espacios ELLA');
    expect(event(text).summary).toBe('Seguimiento; nutrición, 2\\3 - Espacios ELLA');
  });
});
