import type { Appointment, Provider, Service } from '../../../src/api';

export const services: Service[] = [
  { uuid: 's-prim-meno', name: 'Primera consulta Menopausia', durationMinutes: 40, specialty: 'Menopausia' },
  { uuid: 's-seg-meno', name: 'Seguimiento Menopausia', durationMinutes: 20, specialty: 'Menopausia' },
  { uuid: 's-prim-nutri', name: 'Primera consulta Nutrición', durationMinutes: 40, specialty: 'Nutrición' },
  { uuid: 's-seg-nutri', name: 'Seguimiento Nutrición', durationMinutes: 20, specialty: 'Nutrición' },
];

export const providers: Provider[] = [
  { uuid: 'p-ana', display: 'Menopausia - Dra. Ana Ruiz', specialty: 'Menopausia' },
  { uuid: 'p-sofia', display: 'Menopausia - Dra. Sofía Campos', specialty: 'Menopausia' },
  { uuid: 'p-paula', display: 'Nutrición - Lic. Paula Ortega', specialty: 'Nutrición' },
  { uuid: 'p-unknown', display: 'Unknown Provider', specialty: 'Menopausia' },
];

let n = 0;
export function appointment(over: Partial<Appointment>): Appointment {
  n += 1;
  return {
    uuid: `a-${n}`,
    date: '2026-12-01',
    startTime: '10:00',
    startDateTime: '2026-12-01T16:00:00.000Z',
    endDateTime: '2026-12-01T16:40:00.000Z',
    status: 'Requested',
    serviceType: 'Primera consulta Menopausia',
    serviceUuid: 's-prim-meno',
    providerName: 'Dra. Ana Ruiz',
    providerUuid: 'p-ana',
    notes: null,
    ...over,
  };
}
