import { portalApi } from './portalApi.gen';

/**
 * The only importer of the generated file: adds cache tags and invalidation, then re-exports the
 * hooks and types features use.
 */
export const api = portalApi.enhanceEndpoints({
  addTagTypes: ['Patient', 'History', 'Consent', 'Subscription', 'Appointment', 'Slot', 'Prescription', 'Document'],
  endpoints: {
    searchPatientByEmail: { providesTags: ['Patient'] },
    searchPatientByOpenmrsId: { providesTags: ['Patient'] },
    getPersonalInfo: { providesTags: ['Patient'] },
    savePersonalInfo: { invalidatesTags: ['Patient'] },
    getPrivacyConsent: { providesTags: ['Consent'] },
    savePrivacyConsent: { invalidatesTags: ['Consent'] },
    getFamilyHistory: { providesTags: ['History'] },
    getNonPathologicalHistory: { providesTags: ['History'] },
    getUrinaryHealth: { providesTags: ['History'] },
    getPathologicalHistory: { providesTags: ['History'] },
    getGynecologicalInfo: { providesTags: ['History'] },
    getMenopauseSymptoms: { providesTags: ['History'] },
    getSubscription: { providesTags: ['Subscription'] },
    getSubscriptionByPerson: { providesTags: ['Subscription'] },
    listAppointments: { providesTags: ['Appointment'] },
    listAvailableSlots: { providesTags: ['Slot'] },
    createAppointment: { invalidatesTags: ['Appointment', 'Slot', 'Subscription'] },
    cancelAppointment: { invalidatesTags: ['Appointment', 'Slot'] },
    cancelAppointmentByUuid: { invalidatesTags: ['Appointment', 'Slot'] },
    rescheduleAppointment: { invalidatesTags: ['Appointment', 'Slot'] },
    listPrescriptionHistory: { providesTags: ['Prescription'] },
    listCurrentPrescriptions: { providesTags: ['Prescription'] },
    listDocuments: { providesTags: ['Document'] },
    uploadDocument: { invalidatesTags: ['Document'] },
    // SPEC §7: the contact endpoint answers text, not JSON.
    sendContactForm: { query: (arg) => ({ url: '/contact', method: 'POST', body: arg.contactForm, responseHandler: 'text' }) },
  },
});

export * from './portalApi.gen';
export * from './facts.gen';
