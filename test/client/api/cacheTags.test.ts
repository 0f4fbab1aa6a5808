import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '../../../src/api';
import { setupStore } from '../../../src/app/store';
import { initialSessionState } from '../../../src/lib/session';
import { exampleOf } from '../../contract/documented';
import { appointment } from '../appointments/fixtures';
import { contractServer } from '../msw';

// The real store and RTK Query cache: a write must make every read that shows what it changed ask
// the server again, while that read is on screen (subscribed).

const openmrsId = '5512345678';
const patientUuid = '11111111-1111-4111-8111-111111111111';
const reads: string[] = [];
let version = 0;

const counted =
  (body: () => object) =>
  ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    reads.push(url.pathname);
    return HttpResponse.json(body());
  };
const family = (): Record<string, unknown> => ({ ...exampleOf('FamilyHistorySaved'), otherCancerDetails: `v${version}` });
const personalInfo = (): Record<string, unknown> => ({
  ...exampleOf('PersonalInfoSaved'),
  shippingAddress: { ...exampleOf('ShippingAddress'), street: `Calle ${version}` },
});
const slot = { startDateTime: '2026-12-01T13:00:00.000Z', endDateTime: '2026-12-01T13:40:00.000Z' };
const booked = appointment({
  uuid: '33333333-3333-4333-8333-333333333333',
  serviceUuid: '44444444-4444-4444-8444-444444444444',
  providerUuid: '55555555-5555-4555-8555-555555555555',
});

const server = contractServer(
  http.get('*/api/patients/:id/history/family', counted(family)),
  http.post('*/api/patients/:id/history/family', () => {
    version += 1;
    return HttpResponse.json(family());
  }),
  http.get(
    '*/api/patients/:id/history/urinary',
    counted(() => exampleOf('UrinaryHealthSaved')),
  ),
  http.get('*/api/patients/:id/personal-info', counted(personalInfo)),
  http.post('*/api/patients/:id/personal-info', () => {
    version += 1;
    return HttpResponse.json(personalInfo());
  }),
  http.get(
    '*/api/patients/search',
    counted(() => ({ ...exampleOf('PatientRecord'), openmrsId })),
  ),
  http.get(
    '*/api/appointments',
    counted(() => (version ? [booked] : [])),
  ),
  http.get(
    '*/api/appointments/available-slots',
    counted(() => (version ? [] : [slot])),
  ),
  http.get(
    '*/api/patients/:id/subscription',
    counted(() => ({ has_subscription: false, status: 'inactive', expires_at: null, singleConsultCredits: version ? 0 : 1 })),
  ),
  http.post('*/api/appointments', () => {
    version += 1;
    return HttpResponse.json(booked, { status: 201 });
  }),
  http.delete('*/api/appointments/:uuid', () => {
    version += 1;
    return HttpResponse.json({ ...booked, status: 'Cancelled' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  reads.length = 0;
  version = 0;
});
afterAll(() => server.close());

function signedInStore() {
  return setupStore({ session: { ...initialSessionState, token: 'tok-maria', openmrsId, patientUuid } });
}

const readsOf = (path: string) => reads.filter((p) => p === path).length;

describe('cache tags', () => {
  it('refreshes a questionnaire step after saving it, and leaves the other steps alone', async () => {
    const store = signedInStore();
    const familyRead = store.dispatch(api.endpoints.getFamilyHistory.initiate({ openmrsId }));
    const urinaryRead = store.dispatch(api.endpoints.getUrinaryHealth.initiate({ openmrsId }));
    await familyRead;
    await urinaryRead;
    const { updatedAt: _ignored, ...answers } = family();
    await store.dispatch(api.endpoints.saveFamilyHistory.initiate({ openmrsId, familyHistory: answers as never })).unwrap();
    await waitFor(() => expect(api.endpoints.getFamilyHistory.select({ openmrsId })(store.getState()).data?.otherCancerDetails).toBe('v1'));
    expect(readsOf(`/api/patients/${openmrsId}/history/family`)).toBe(2);
    expect(readsOf(`/api/patients/${openmrsId}/history/urinary`)).toBe(1);
    familyRead.unsubscribe();
    urinaryRead.unsubscribe();
  });

  it('refreshes the appointments, the free slots and the subscription after booking', async () => {
    const store = signedInStore();
    const subscriptions = [
      store.dispatch(api.endpoints.listAppointments.initiate({ phoneNumber: openmrsId })),
      store.dispatch(api.endpoints.listAvailableSlots.initiate({ phoneNumber: openmrsId, providerUuid: booked.providerUuid })),
      store.dispatch(api.endpoints.getSubscription.initiate({ openmrsId })),
    ];
    await Promise.all(subscriptions);
    await store
      .dispatch(
        api.endpoints.createAppointment.initiate({
          bookingRequest: {
            patientUuid,
            serviceUuid: booked.serviceUuid,
            providerUuid: booked.providerUuid,
            locationUuid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
            ...slot,
          },
        }),
      )
      .unwrap();
    await waitFor(() => expect(api.endpoints.listAppointments.select({ phoneNumber: openmrsId })(store.getState()).data).toEqual([booked]));
    await waitFor(() => expect(api.endpoints.getSubscription.select({ openmrsId })(store.getState()).data?.singleConsultCredits).toBe(0));
    await waitFor(() =>
      expect(
        api.endpoints.listAvailableSlots.select({ phoneNumber: openmrsId, providerUuid: booked.providerUuid })(store.getState()).data,
      ).toEqual([]),
    );
    subscriptions.forEach((s) => s.unsubscribe());
  });

  it('refreshes the appointments, the free slots and the subscription after cancelling', async () => {
    const store = signedInStore();
    const subscriptions = [
      store.dispatch(api.endpoints.listAppointments.initiate({ phoneNumber: openmrsId })),
      store.dispatch(api.endpoints.listAvailableSlots.initiate({ phoneNumber: openmrsId, providerUuid: booked.providerUuid })),
      store.dispatch(api.endpoints.getSubscription.initiate({ openmrsId })),
    ];
    await Promise.all(subscriptions);
    await store.dispatch(api.endpoints.cancelAppointment.initiate({ uuid: booked.uuid })).unwrap();
    await waitFor(() => expect(readsOf('/api/appointments')).toBe(2));
    await waitFor(() => expect(readsOf('/api/appointments/available-slots')).toBe(2));
    await waitFor(() => expect(readsOf(`/api/patients/${openmrsId}/subscription`)).toBe(2));
    subscriptions.forEach((s) => s.unsubscribe());
  });

  it('refreshes the personal info and the patient record after the shipping address is updated', async () => {
    const store = signedInStore();
    const subscriptions = [
      store.dispatch(api.endpoints.getPersonalInfo.initiate({ openmrsId })),
      store.dispatch(api.endpoints.searchPatientByOpenmrsId.initiate({ openmrsId })),
    ];
    await Promise.all(subscriptions);
    const { weight, height } = personalInfo();
    await store
      .dispatch(
        api.endpoints.savePersonalInfo.initiate({
          openmrsId,
          personalInfo: {
            weight: weight as number,
            height: height as number,
            shippingAddress: { ...exampleOf('ShippingAddress'), street: 'Calle 1' } as never,
          },
        }),
      )
      .unwrap();
    await waitFor(() =>
      expect(api.endpoints.getPersonalInfo.select({ openmrsId })(store.getState()).data?.shippingAddress.street).toBe('Calle 1'),
    );
    await waitFor(() => expect(readsOf('/api/patients/search')).toBe(2));
    subscriptions.forEach((s) => s.unsubscribe());
  });
});
