import type { ArcoKind, ArcoRequest, AccessLogEntry } from '../../api';

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
