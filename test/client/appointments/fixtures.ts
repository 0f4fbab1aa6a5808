import type { Appointment, Provider, Service } from '../../../src/api';

/** Catalogue ids in the contract's uuid format (the server's are random uuids too). */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ids = {
  primMeno: uuid(1),
  segMeno: uuid(2),
  primNutri: uuid(3),
  segNutri: uuid(4),
  ana: uuid(11),
  sofia: uuid(12),
  paula: uuid(13),
  unknown: uuid(14),
} as const;

export const services: Service[] = [
  { uuid: ids.primMeno, name: 'Primera consulta Menopausia', durationMinutes: 40, specialty: 'Menopausia' },
  { uuid: ids.segMeno, name: 'Seguimiento Menopausia', durationMinutes: 20, specialty: 'Menopausia' },
  { uuid: ids.primNutri, name: 'Primera consulta Nutrición', durationMinutes: 40, specialty: 'Nutrición' },
  { uuid: ids.segNutri, name: 'Seguimiento Nutrición', durationMinutes: 20, specialty: 'Nutrición' },
];

export const providers: Provider[] = [
  { uuid: ids.ana, display: 'Menopausia - Dra. Ana Ruiz', specialty: 'Menopausia' },
  { uuid: ids.sofia, display: 'Menopausia - Dra. Sofía Campos', specialty: 'Menopausia' },
  { uuid: ids.paula, display: 'Nutrición - Lic. Paula Ortega', specialty: 'Nutrición' },
  { uuid: ids.unknown, display: 'Unknown Provider', specialty: 'Menopausia' },
];

let n = 0;
export function appointment(over: Partial<Appointment>): Appointment {
  n += 1;
  return {
    uuid: uuid(100 + n),
    date: '2026-12-01',
    startTime: '10:00',
    startDateTime: '2026-12-01T16:00:00.000Z',
    endDateTime: '2026-12-01T16:40:00.000Z',
    status: 'Requested',
    serviceType: 'Primera consulta Menopausia',
    serviceUuid: ids.primMeno,
    providerName: 'Dra. Ana Ruiz',
    providerUuid: ids.ana,
    notes: null,
    ...over,
  };
}
