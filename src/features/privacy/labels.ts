import { arcoKindLabels } from '../../../common/arcoKinds';
import type { ArcoKind, ArcoRequest, AccessLogEntry } from '../../api';

export const arcoKinds: Array<{ value: ArcoKind; label: string; hint: string }> = [
  { value: 'acceso', label: arcoKindLabels.acceso, hint: 'Conocer qué datos tuyos tenemos y cómo los usamos.' },
  { value: 'rectificacion', label: arcoKindLabels.rectificacion, hint: 'Corregir un dato inexacto o incompleto.' },
  { value: 'cancelacion', label: arcoKindLabels.cancelacion, hint: 'Cancelar tu cuenta y que eliminemos tus datos.' },
  { value: 'oposicion', label: arcoKindLabels.oposicion, hint: 'Pedir que dejemos de usar tus datos para un fin concreto.' },
];

export const arcoKindLabel = (kind: ArcoKind) => arcoKindLabels[kind] ?? kind;

export const arcoStatusLabels: Record<ArcoRequest['status'], string> = {
  recibida: 'Recibida',
  procedente: 'Procedente',
  improcedente: 'Improcedente',
  atendida: 'Atendida',
};

export const actionLabels: Record<AccessLogEntry['action'], string> = { read: 'Consulta', export: 'Descarga' };
