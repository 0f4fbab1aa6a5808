import type { ArcoKind, ArcoRequest, AccessLogEntry } from '../../api';
import { DISPLAY_TIME_ZONE } from '../../lib/config';

export const arcoKinds: Array<{ value: ArcoKind; label: string; hint: string }> = [
  { value: 'acceso', label: 'Acceso', hint: 'Conocer qué datos tuyos tenemos y cómo los usamos.' },
  { value: 'rectificacion', label: 'Rectificación', hint: 'Corregir un dato inexacto o incompleto.' },
  { value: 'cancelacion', label: 'Cancelación', hint: 'Cancelar tu cuenta y que eliminemos tus datos.' },
  { value: 'oposicion', label: 'Oposición', hint: 'Pedir que dejemos de usar tus datos para un fin concreto.' },
];

export const arcoKindLabel = (kind: ArcoKind) => arcoKinds.find((k) => k.value === kind)?.label ?? kind;

export const arcoStatusLabels: Record<ArcoRequest['status'], string> = {
  recibida: 'Recibida',
  procedente: 'Procedente',
  improcedente: 'Improcedente',
  atendida: 'Atendida',
};

export const actionLabels: Record<AccessLogEntry['action'], string> = { read: 'Consulta', export: 'Descarga' };

const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: DISPLAY_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** A calendar date ('YYYY-MM-DD') read at noon UTC, so no time zone moves it. */
export const formatDate = (date: string) => dateOnly.format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
