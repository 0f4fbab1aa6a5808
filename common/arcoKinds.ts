import type { components } from './api.gen';

/** How the ARCO form, the clinic's e-mail answering it and the attachment's name call each kind of request. */
export const arcoKindLabels: Record<components['schemas']['ArcoKind'], string> = {
  acceso: 'Acceso',
  rectificacion: 'Rectificación',
  cancelacion: 'Cancelación',
  oposicion: 'Oposición',
};
