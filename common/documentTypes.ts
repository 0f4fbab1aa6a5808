import type { components } from './api.gen';

/** Each kind of file she shares, as Compartir Archivos lists it and her data export names it, in the form's order. */
export const documentTypeLabels: Record<components['schemas']['DocumentType'], string> = {
  ginecologia: 'Ginecología',
  nutricion: 'Nutrición',
  salud_mental: 'Salud mental',
  general: 'General',
};
