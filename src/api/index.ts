import { portalApi } from './portalApi.gen';

/**
 * The only importer of the generated file, and the one set of cache tags (the codegen emits none,
 * codegen.config.ts `tag: false`): each write names the reads it changes, then the hooks and types
 * features use are re-exported.
 */
const tagTypes = [
  'Patient',
  'PersonalInfo',
  'HistoryStep',
  'Consent',
  'ConsentRecords',
  'TelehealthConsent',
  'Subscription',
  'Appointment',
  'Slot',
  'Prescription',
  'Document',
  'Mrs',
  'Weight',
  'HotFlashes',
  'ArcoRequest',
  'AccessLog',
  // CFDI invoices
  'BillingProfile',
  'Invoice',
] as const;

/** One tag per questionnaire step: saving a step refreshes that step's read, not the other five. */
const step = (id: string) => [{ type: 'HistoryStep' as const, id }];

// A booking spends the plan or a paid consultation, a cancellation gives the consultation back, and
// either changes the free slots.
const bookingChanges = ['Appointment', 'Slot', 'Subscription'] as const;

export const api = portalApi.enhanceEndpoints({
  addTagTypes: tagTypes,
  endpoints: {
    searchPatientByEmail: { providesTags: ['Patient'] },
    searchPatientByOpenmrsId: { providesTags: ['Patient'] },
    getPersonalInfo: { providesTags: ['PersonalInfo'] },
    // The shipping address is part of the patient record too.
    // Step 1's weight and height are the weight log's first point and its BMI height.
    savePersonalInfo: { invalidatesTags: ['PersonalInfo', 'Patient', 'Weight'] },
    getPrivacyConsent: { providesTags: ['Consent'] },
    // The signature is also an acceptance of the notice.
    savePrivacyConsent: { invalidatesTags: ['Consent', 'ConsentRecords'] },
    getConsents: { providesTags: ['ConsentRecords'] },
    acceptPrivacyNotice: { invalidatesTags: ['ConsentRecords'] },
    getTelehealthConsent: { providesTags: ['TelehealthConsent'] },
    acceptTelehealthConsent: { invalidatesTags: ['TelehealthConsent'] },
    getFamilyHistory: { providesTags: step('family') },
    saveFamilyHistory: { invalidatesTags: step('family') },
    getNonPathologicalHistory: { providesTags: step('non-pathological') },
    saveNonPathologicalHistory: { invalidatesTags: step('non-pathological') },
    getUrinaryHealth: { providesTags: step('urinary') },
    saveUrinaryHealth: { invalidatesTags: step('urinary') },
    getPathologicalHistory: { providesTags: step('pathological') },
    savePathologicalHistory: { invalidatesTags: step('pathological') },
    getGynecologicalInfo: { providesTags: step('gynecological') },
    saveGynecologicalInfo: { invalidatesTags: step('gynecological') },
    getMenopauseSymptoms: { providesTags: step('menopause') },
    saveMenopauseSymptoms: { invalidatesTags: step('menopause') },
    getSubscription: { providesTags: ['Subscription'] },
    getSubscriptionByPerson: { providesTags: ['Subscription'] },
    listAppointments: { providesTags: ['Appointment'] },
    listAvailableSlots: { providesTags: ['Slot'] },
    createAppointment: { invalidatesTags: [...bookingChanges] },
    cancelAppointment: { invalidatesTags: [...bookingChanges] },
    cancelAppointmentByUuid: { invalidatesTags: [...bookingChanges] },
    // The paid consultation moves with the booking, so the subscription stays as it was.
    rescheduleAppointment: { invalidatesTags: ['Appointment', 'Slot'] },
    joinEarlierSlotWait: { invalidatesTags: ['Appointment'] },
    leaveEarlierSlotWait: { invalidatesTags: ['Appointment'] },
    // Taking an offer moves her booking, like a reschedule.
    acceptEarlierSlotOffer: { invalidatesTags: ['Appointment', 'Slot'] },
    listPrescriptionHistory: { providesTags: ['Prescription'] },
    listCurrentPrescriptions: { providesTags: ['Prescription'] },
    listDocuments: { providesTags: ['Document'] },
    uploadDocument: { invalidatesTags: ['Document'] },
    getMrsHistory: { providesTags: ['Mrs'] },
    submitMrs: { invalidatesTags: ['Mrs'] },
    getWeightLog: { providesTags: ['Weight'] },
    addWeightEntry: { invalidatesTags: ['Weight'] },
    getHotFlashDiary: { providesTags: ['HotFlashes'] },
    saveHotFlashDay: { invalidatesTags: ['HotFlashes'] },
    // Each export of her file is written to her access log.
    exportMyData: { invalidatesTags: ['AccessLog'] },
    listAccessLog: { providesTags: ['AccessLog'] },
    listArcoRequests: { providesTags: ['ArcoRequest'] },
    getArcoRequest: { providesTags: ['ArcoRequest'] },
    fileArcoRequest: { invalidatesTags: ['ArcoRequest', 'Document'] },
    // CFDI invoices: a request changes her list of requests and which payments still can be invoiced.
    getBillingProfile: { providesTags: ['BillingProfile'] },
    saveBillingProfile: { invalidatesTags: ['BillingProfile'] },
    listInvoices: { providesTags: ['Invoice'] },
    requestInvoice: { invalidatesTags: ['Invoice'] },
    // SPEC §7: the contact endpoint answers text, not JSON.
    sendContactForm: { query: (arg) => ({ url: '/contact', method: 'POST', body: arg.contactForm, responseHandler: 'text' }) },
  },
});

export * from './portalApi.gen';
export * from '../../common/facts.gen';
