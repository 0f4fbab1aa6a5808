import { appointmentIcs } from '../../../common/calendar';
import type { Appointment } from '../../api';
import { saveFile } from '../../lib/download';

/** 'Agregar a mi calendario': the same event her booking e-mail carries, saved as a file. */
export function downloadIcs(appointment: Appointment): void {
  const blob = new Blob([appointmentIcs(appointment, new Date())], { type: 'text/calendar;charset=utf-8' });
  saveFile(blob, `consulta-espacios-ella-${appointment.date}.ics`);
}
