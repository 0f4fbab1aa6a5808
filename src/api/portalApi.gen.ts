import { emptyApi as api } from "./emptyApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginByEmail: build.mutation<LoginByEmailApiResponse, LoginByEmailApiArg>({
      query: (queryArg) => ({
        url: `/auth/login-by-email`,
        method: "POST",
        body: queryArg.loginRequest,
      }),
    }),
    registerPatient: build.mutation<
      RegisterPatientApiResponse,
      RegisterPatientApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/register`,
        method: "POST",
        body: queryArg.registrationRequest,
      }),
    }),
    requestVerificationCode: build.mutation<
      RequestVerificationCodeApiResponse,
      RequestVerificationCodeApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/request-verification-code`,
        method: "POST",
        body: queryArg.emailRequest,
      }),
    }),
    verifyEmail: build.mutation<VerifyEmailApiResponse, VerifyEmailApiArg>({
      query: (queryArg) => ({
        url: `/auth/verify-email`,
        method: "POST",
        body: queryArg.verifyEmailRequest,
      }),
    }),
    requestPasswordResetByEmail: build.mutation<
      RequestPasswordResetByEmailApiResponse,
      RequestPasswordResetByEmailApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/request-password-reset-by-email`,
        method: "POST",
        body: queryArg.emailRequest,
      }),
    }),
    resetPassword: build.mutation<
      ResetPasswordApiResponse,
      ResetPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/auth/reset-password`,
        method: "POST",
        body: queryArg.resetPasswordRequest,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/auth/logout`, method: "POST" }),
    }),
    searchPatientByEmail: build.query<
      SearchPatientByEmailApiResponse,
      SearchPatientByEmailApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/search-by-email`,
        headers: {
          "X-Verification-Code": queryArg["X-Verification-Code"],
        },
        params: {
          email: queryArg.email,
        },
      }),
    }),
    searchPatientByOpenmrsId: build.query<
      SearchPatientByOpenmrsIdApiResponse,
      SearchPatientByOpenmrsIdApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/search`,
        params: {
          openmrsId: queryArg.openmrsId,
        },
      }),
    }),
    getPersonalInfo: build.query<
      GetPersonalInfoApiResponse,
      GetPersonalInfoApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/personal-info`,
      }),
    }),
    savePersonalInfo: build.mutation<
      SavePersonalInfoApiResponse,
      SavePersonalInfoApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/personal-info`,
        method: "POST",
        body: queryArg.personalInfo,
      }),
    }),
    getPrivacyConsent: build.query<
      GetPrivacyConsentApiResponse,
      GetPrivacyConsentApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/privacy`,
      }),
    }),
    savePrivacyConsent: build.mutation<
      SavePrivacyConsentApiResponse,
      SavePrivacyConsentApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/privacy`,
        method: "POST",
        body: queryArg.privacyConsentRequest,
      }),
    }),
    getFamilyHistory: build.query<
      GetFamilyHistoryApiResponse,
      GetFamilyHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/family`,
      }),
    }),
    saveFamilyHistory: build.mutation<
      SaveFamilyHistoryApiResponse,
      SaveFamilyHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/family`,
        method: "POST",
        body: queryArg.familyHistory,
      }),
    }),
    getNonPathologicalHistory: build.query<
      GetNonPathologicalHistoryApiResponse,
      GetNonPathologicalHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/non-pathological`,
      }),
    }),
    saveNonPathologicalHistory: build.mutation<
      SaveNonPathologicalHistoryApiResponse,
      SaveNonPathologicalHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/non-pathological`,
        method: "POST",
        body: queryArg.nonPathologicalHistory,
      }),
    }),
    getUrinaryHealth: build.query<
      GetUrinaryHealthApiResponse,
      GetUrinaryHealthApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/urinary`,
      }),
    }),
    saveUrinaryHealth: build.mutation<
      SaveUrinaryHealthApiResponse,
      SaveUrinaryHealthApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/urinary`,
        method: "POST",
        body: queryArg.urinaryHealth,
      }),
    }),
    getPathologicalHistory: build.query<
      GetPathologicalHistoryApiResponse,
      GetPathologicalHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/pathological`,
      }),
    }),
    savePathologicalHistory: build.mutation<
      SavePathologicalHistoryApiResponse,
      SavePathologicalHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/pathological`,
        method: "POST",
        body: queryArg.pathologicalHistory,
      }),
    }),
    getGynecologicalInfo: build.query<
      GetGynecologicalInfoApiResponse,
      GetGynecologicalInfoApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/gynecological`,
      }),
    }),
    saveGynecologicalInfo: build.mutation<
      SaveGynecologicalInfoApiResponse,
      SaveGynecologicalInfoApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/gynecological`,
        method: "POST",
        body: queryArg.gynecologicalInfo,
      }),
    }),
    getMenopauseSymptoms: build.query<
      GetMenopauseSymptomsApiResponse,
      GetMenopauseSymptomsApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/menopause`,
      }),
    }),
    saveMenopauseSymptoms: build.mutation<
      SaveMenopauseSymptomsApiResponse,
      SaveMenopauseSymptomsApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/menopause`,
        method: "POST",
        body: queryArg.menopauseSymptoms,
      }),
    }),
    getSubscription: build.query<
      GetSubscriptionApiResponse,
      GetSubscriptionApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/subscription`,
      }),
    }),
    getSubscriptionByPerson: build.query<
      GetSubscriptionByPersonApiResponse,
      GetSubscriptionByPersonApiArg
    >({
      query: (queryArg) => ({
        url: `/persons/${queryArg.personUuid}/subscription`,
      }),
    }),
    listPrescriptionHistory: build.query<
      ListPrescriptionHistoryApiResponse,
      ListPrescriptionHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/history/prescriptions`,
      }),
    }),
    downloadPrescriptionPdf: build.query<
      DownloadPrescriptionPdfApiResponse,
      DownloadPrescriptionPdfApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/prescriptions/${queryArg.encounterUuid}/pdf`,
      }),
    }),
    listCurrentPrescriptions: build.query<
      ListCurrentPrescriptionsApiResponse,
      ListCurrentPrescriptionsApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/prescriptions/current`,
      }),
    }),
    getTelehealthConsent: build.query<
      GetTelehealthConsentApiResponse,
      GetTelehealthConsentApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/telehealth-consent`,
      }),
    }),
    acceptTelehealthConsent: build.mutation<
      AcceptTelehealthConsentApiResponse,
      AcceptTelehealthConsentApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/telehealth-consent`,
        method: "POST",
        body: queryArg.noticeAcceptance,
      }),
    }),
    listDocuments: build.query<ListDocumentsApiResponse, ListDocumentsApiArg>({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/documents`,
      }),
    }),
    uploadDocument: build.mutation<
      UploadDocumentApiResponse,
      UploadDocumentApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/documents`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    listServices: build.query<ListServicesApiResponse, ListServicesApiArg>({
      query: () => ({ url: `/appointments/services` }),
    }),
    listProviders: build.query<ListProvidersApiResponse, ListProvidersApiArg>({
      query: () => ({ url: `/appointments/providers` }),
    }),
    listAvailableSlots: build.query<
      ListAvailableSlotsApiResponse,
      ListAvailableSlotsApiArg
    >({
      query: (queryArg) => ({
        url: `/appointments/available-slots`,
        params: {
          phoneNumber: queryArg.phoneNumber,
          providerUuid: queryArg.providerUuid,
          serviceUuid: queryArg.serviceUuid,
        },
      }),
    }),
    listAppointments: build.query<
      ListAppointmentsApiResponse,
      ListAppointmentsApiArg
    >({
      query: (queryArg) => ({
        url: `/appointments`,
        params: {
          phoneNumber: queryArg.phoneNumber,
        },
      }),
    }),
    createAppointment: build.mutation<
      CreateAppointmentApiResponse,
      CreateAppointmentApiArg
    >({
      query: (queryArg) => ({
        url: `/appointments`,
        method: "POST",
        body: queryArg.bookingRequest,
      }),
    }),
    cancelAppointment: build.mutation<
      CancelAppointmentApiResponse,
      CancelAppointmentApiArg
    >({
      query: (queryArg) => ({
        url: `/appointments/${queryArg.uuid}`,
        method: "DELETE",
      }),
    }),
    cancelAppointmentByUuid: build.mutation<
      CancelAppointmentByUuidApiResponse,
      CancelAppointmentByUuidApiArg
    >({
      query: (queryArg) => ({
        url: `/appointments/${queryArg.uuid}/cancel`,
        method: "POST",
      }),
    }),
    rescheduleAppointment: build.mutation<
      RescheduleAppointmentApiResponse,
      RescheduleAppointmentApiArg
    >({
      query: (queryArg) => ({
        url: `/appointments/${queryArg.uuid}/reschedule`,
        method: "POST",
        body: queryArg.rescheduleRequest,
      }),
    }),
    joinEarlierSlotWait: build.mutation<
      JoinEarlierSlotWaitApiResponse,
      JoinEarlierSlotWaitApiArg
    >({
      query: (queryArg) => ({
        url: `/appointments/${queryArg.uuid}/earlier-slot-wait`,
        method: "PUT",
      }),
    }),
    leaveEarlierSlotWait: build.mutation<
      LeaveEarlierSlotWaitApiResponse,
      LeaveEarlierSlotWaitApiArg
    >({
      query: (queryArg) => ({
        url: `/appointments/${queryArg.uuid}/earlier-slot-wait`,
        method: "DELETE",
      }),
    }),
    viewEarlierSlotOffer: build.mutation<
      ViewEarlierSlotOfferApiResponse,
      ViewEarlierSlotOfferApiArg
    >({
      query: (queryArg) => ({
        url: `/appointments/earlier-slot-offers/view`,
        method: "POST",
        body: queryArg.earlierSlotOfferToken,
      }),
    }),
    acceptEarlierSlotOffer: build.mutation<
      AcceptEarlierSlotOfferApiResponse,
      AcceptEarlierSlotOfferApiArg
    >({
      query: (queryArg) => ({
        url: `/appointments/earlier-slot-offers/accept`,
        method: "POST",
        body: queryArg.earlierSlotOfferToken,
      }),
    }),
    listPlans: build.query<ListPlansApiResponse, ListPlansApiArg>({
      query: () => ({ url: `/payments/plans` }),
    }),
    createCheckoutSession: build.mutation<
      CreateCheckoutSessionApiResponse,
      CreateCheckoutSessionApiArg
    >({
      query: (queryArg) => ({
        url: `/payments/create-checkout-session`,
        method: "POST",
        body: queryArg.checkoutSessionRequest,
      }),
    }),
    createPrescriptionCheckout: build.mutation<
      CreatePrescriptionCheckoutApiResponse,
      CreatePrescriptionCheckoutApiArg
    >({
      query: (queryArg) => ({
        url: `/payments/create-prescription-checkout`,
        method: "POST",
        body: queryArg.prescriptionCheckoutRequest,
      }),
    }),
    getCheckoutSessionStatus: build.query<
      GetCheckoutSessionStatusApiResponse,
      GetCheckoutSessionStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/payments/checkout-sessions/${queryArg.sessionId}`,
      }),
    }),
    handlePaymentWebhook: build.mutation<
      HandlePaymentWebhookApiResponse,
      HandlePaymentWebhookApiArg
    >({
      query: (queryArg) => ({
        url: `/payments/webhook`,
        method: "POST",
        body: queryArg.body,
        headers: {
          "Stripe-Signature": queryArg["Stripe-Signature"],
        },
      }),
    }),
    sendHelpMessage: build.mutation<
      SendHelpMessageApiResponse,
      SendHelpMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/help/messages`,
        method: "POST",
        body: queryArg.helpMessage,
      }),
    }),
    sendContactForm: build.mutation<
      SendContactFormApiResponse,
      SendContactFormApiArg
    >({
      query: (queryArg) => ({
        url: `/contact`,
        method: "POST",
        body: queryArg.contactForm,
      }),
    }),
    getMrsHistory: build.query<GetMrsHistoryApiResponse, GetMrsHistoryApiArg>({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/tracking/mrs`,
      }),
    }),
    submitMrs: build.mutation<SubmitMrsApiResponse, SubmitMrsApiArg>({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/tracking/mrs`,
        method: "POST",
        body: queryArg.mrsAnswers,
      }),
    }),
    getWeightLog: build.query<GetWeightLogApiResponse, GetWeightLogApiArg>({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/tracking/weight`,
      }),
    }),
    addWeightEntry: build.mutation<
      AddWeightEntryApiResponse,
      AddWeightEntryApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/tracking/weight`,
        method: "POST",
        body: queryArg.weightEntryRequest,
      }),
    }),
    getHotFlashDiary: build.query<
      GetHotFlashDiaryApiResponse,
      GetHotFlashDiaryApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/tracking/hot-flashes`,
      }),
    }),
    saveHotFlashDay: build.mutation<
      SaveHotFlashDayApiResponse,
      SaveHotFlashDayApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/tracking/hot-flashes`,
        method: "POST",
        body: queryArg.hotFlashDayRequest,
      }),
    }),
    exportMyData: build.mutation<ExportMyDataApiResponse, ExportMyDataApiArg>({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/privacy/exports`,
        method: "POST",
        body: queryArg.privacyExportRequest,
      }),
    }),
    listAccessLog: build.query<ListAccessLogApiResponse, ListAccessLogApiArg>({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/privacy/access-log`,
      }),
    }),
    listArcoRequests: build.query<
      ListArcoRequestsApiResponse,
      ListArcoRequestsApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/privacy/arco-requests`,
      }),
    }),
    fileArcoRequest: build.mutation<
      FileArcoRequestApiResponse,
      FileArcoRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/privacy/arco-requests`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getArcoRequest: build.query<
      GetArcoRequestApiResponse,
      GetArcoRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/privacy/arco-requests/${queryArg.id}`,
      }),
    }),
    listPaymentHistory: build.query<
      ListPaymentHistoryApiResponse,
      ListPaymentHistoryApiArg
    >({
      query: () => ({ url: `/payments/history` }),
    }),
    getPaymentReceipt: build.query<
      GetPaymentReceiptApiResponse,
      GetPaymentReceiptApiArg
    >({
      query: (queryArg) => ({ url: `/payments/history/${queryArg.sessionId}` }),
    }),
    getReminderPreferences: build.query<
      GetReminderPreferencesApiResponse,
      GetReminderPreferencesApiArg
    >({
      query: () => ({ url: `/reminders/preferences` }),
    }),
    updateReminderPreferences: build.mutation<
      UpdateReminderPreferencesApiResponse,
      UpdateReminderPreferencesApiArg
    >({
      query: (queryArg) => ({
        url: `/reminders/preferences`,
        method: "PUT",
        body: queryArg.reminderPreferencesUpdate,
      }),
    }),
    getInvoiceCatalog: build.query<
      GetInvoiceCatalogApiResponse,
      GetInvoiceCatalogApiArg
    >({
      query: () => ({ url: `/invoices/catalog` }),
    }),
    getBillingProfile: build.query<
      GetBillingProfileApiResponse,
      GetBillingProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/billing-profile`,
      }),
    }),
    saveBillingProfile: build.mutation<
      SaveBillingProfileApiResponse,
      SaveBillingProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/billing-profile`,
        method: "PUT",
        body: queryArg.billingProfile,
      }),
    }),
    listInvoices: build.query<ListInvoicesApiResponse, ListInvoicesApiArg>({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/invoices`,
      }),
    }),
    requestInvoice: build.mutation<
      RequestInvoiceApiResponse,
      RequestInvoiceApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/invoices`,
        method: "POST",
        body: queryArg.invoiceRequestInput,
      }),
    }),
    downloadInvoicePdf: build.query<
      DownloadInvoicePdfApiResponse,
      DownloadInvoicePdfApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/invoices/${queryArg.invoiceId}/pdf`,
      }),
    }),
    downloadInvoiceXml: build.query<
      DownloadInvoiceXmlApiResponse,
      DownloadInvoiceXmlApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/invoices/${queryArg.invoiceId}/xml`,
      }),
    }),
    getConsents: build.query<GetConsentsApiResponse, GetConsentsApiArg>({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/consents`,
      }),
    }),
    acceptPrivacyNotice: build.mutation<
      AcceptPrivacyNoticeApiResponse,
      AcceptPrivacyNoticeApiArg
    >({
      query: (queryArg) => ({
        url: `/patients/${queryArg.openmrsId}/consents`,
        method: "POST",
        body: queryArg.noticeAcceptance,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as portalApi };
export type LoginByEmailApiResponse =
  /** status 200 Sesión iniciada */ LoginResponse;
export type LoginByEmailApiArg = {
  loginRequest: LoginRequest;
};
export type RegisterPatientApiResponse =
  /** status 201 Cuenta creada */ RegistrationResponse;
export type RegisterPatientApiArg = {
  registrationRequest: RegistrationRequest;
};
export type RequestVerificationCodeApiResponse =
  /** status 200 Código enviado */ MessageResponse;
export type RequestVerificationCodeApiArg = {
  emailRequest: EmailRequest;
};
export type VerifyEmailApiResponse =
  /** status 200 Correo verificado */ MessageResponse;
export type VerifyEmailApiArg = {
  verifyEmailRequest: VerifyEmailRequest;
};
export type RequestPasswordResetByEmailApiResponse =
  /** status 200 Código enviado */ MessageResponse;
export type RequestPasswordResetByEmailApiArg = {
  emailRequest: EmailRequest;
};
export type ResetPasswordApiResponse =
  /** status 200 Contraseña actualizada */ MessageResponse;
export type ResetPasswordApiArg = {
  resetPasswordRequest: ResetPasswordRequest;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type SearchPatientByEmailApiResponse =
  /** status 200 Paciente */ PatientRecord;
export type SearchPatientByEmailApiArg = {
  email: Email;
  /** The password-reset code e-mailed to this address; required with the client API key. */
  "X-Verification-Code"?: string;
};
export type SearchPatientByOpenmrsIdApiResponse =
  /** status 200 Paciente */ PatientRecord;
export type SearchPatientByOpenmrsIdApiArg = {
  openmrsId: OpenmrsId;
};
export type GetPersonalInfoApiResponse =
  /** status 200 Información personal */ PersonalInfoSaved;
export type GetPersonalInfoApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SavePersonalInfoApiResponse =
  /** status 200 Guardado */ PersonalInfoSaved;
export type SavePersonalInfoApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  personalInfo: PersonalInfo;
};
export type GetPrivacyConsentApiResponse =
  /** status 200 Estado del consentimiento */ PrivacyConsent;
export type GetPrivacyConsentApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SavePrivacyConsentApiResponse =
  /** status 201 Firmado */ PrivacyConsent;
export type SavePrivacyConsentApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  privacyConsentRequest: PrivacyConsentRequest;
};
export type GetFamilyHistoryApiResponse =
  /** status 200 Respuestas guardadas */ FamilyHistorySaved;
export type GetFamilyHistoryApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SaveFamilyHistoryApiResponse =
  /** status 200 Guardado */ FamilyHistorySaved;
export type SaveFamilyHistoryApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  familyHistory: FamilyHistory;
};
export type GetNonPathologicalHistoryApiResponse =
  /** status 200 Respuestas guardadas */ NonPathologicalHistorySaved;
export type GetNonPathologicalHistoryApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SaveNonPathologicalHistoryApiResponse =
  /** status 200 Guardado */ NonPathologicalHistorySaved;
export type SaveNonPathologicalHistoryApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  nonPathologicalHistory: NonPathologicalHistory;
};
export type GetUrinaryHealthApiResponse =
  /** status 200 Respuestas guardadas */ UrinaryHealthSaved;
export type GetUrinaryHealthApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SaveUrinaryHealthApiResponse =
  /** status 200 Guardado */ UrinaryHealthSaved;
export type SaveUrinaryHealthApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  urinaryHealth: UrinaryHealth;
};
export type GetPathologicalHistoryApiResponse =
  /** status 200 Respuestas guardadas */ PathologicalHistorySaved;
export type GetPathologicalHistoryApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SavePathologicalHistoryApiResponse =
  /** status 200 Guardado */ PathologicalHistorySaved;
export type SavePathologicalHistoryApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  pathologicalHistory: PathologicalHistory;
};
export type GetGynecologicalInfoApiResponse =
  /** status 200 Respuestas guardadas */ GynecologicalInfoSaved;
export type GetGynecologicalInfoApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SaveGynecologicalInfoApiResponse =
  /** status 200 Guardado */ GynecologicalInfoSaved;
export type SaveGynecologicalInfoApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  gynecologicalInfo: GynecologicalInfo;
};
export type GetMenopauseSymptomsApiResponse =
  /** status 200 Respuestas guardadas */ MenopauseSymptomsSaved;
export type GetMenopauseSymptomsApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SaveMenopauseSymptomsApiResponse =
  /** status 200 Guardado */ MenopauseSymptomsSaved;
export type SaveMenopauseSymptomsApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  menopauseSymptoms: MenopauseSymptoms;
};
export type GetSubscriptionApiResponse =
  /** status 200 Estado */ SubscriptionStatus;
export type GetSubscriptionApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type GetSubscriptionByPersonApiResponse =
  /** status 200 Estado */ SubscriptionStatus;
export type GetSubscriptionByPersonApiArg = {
  /** The caller's person uuid (from the patient record). Another person's uuid answers 404. */
  personUuid: PersonUuid;
};
export type ListPrescriptionHistoryApiResponse =
  /** status 200 Recetas */ Prescription[];
export type ListPrescriptionHistoryApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type DownloadPrescriptionPdfApiResponse = /** status 200 El PDF */ Blob;
export type DownloadPrescriptionPdfApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  /** One of her prescriptions (another patient's answers 404). */
  encounterUuid: string;
};
export type ListCurrentPrescriptionsApiResponse =
  /** status 200 Recetas */ Prescription[];
export type ListCurrentPrescriptionsApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type GetTelehealthConsentApiResponse =
  /** status 200 Consentimiento */ TelehealthConsentStatus;
export type GetTelehealthConsentApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type AcceptTelehealthConsentApiResponse =
  | /** status 200 Ya aceptado antes */ TelehealthConsentRecord
  | /** status 201 Aceptado */ TelehealthConsentRecord;
export type AcceptTelehealthConsentApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  noticeAcceptance: NoticeAcceptance;
};
export type ListDocumentsApiResponse = /** status 200 Documentos */ Document[];
export type ListDocumentsApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type UploadDocumentApiResponse = /** status 201 Subido */ Document;
export type UploadDocumentApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  body: {
    /** PDF, JPG, PNG, DOC, DOCX or TXT; at most 10 MB. */
    file: Blob;
    documentType: DocumentType;
    description?: string;
  };
};
export type ListServicesApiResponse = /** status 200 Servicios */ Service[];
export type ListServicesApiArg = void;
export type ListProvidersApiResponse =
  /** status 200 Profesionales */ Provider[];
export type ListProvidersApiArg = void;
export type ListAvailableSlotsApiResponse =
  /** status 200 Horarios (UTC) */ Slot[];
export type ListAvailableSlotsApiArg = {
  phoneNumber: PhoneNumber;
  providerUuid: ProviderUuid;
  /** Decides the slot length (default 40 minutes). */
  serviceUuid?: ServiceUuid;
};
export type ListAppointmentsApiResponse =
  /** status 200 Consultas propias */ Appointment[];
export type ListAppointmentsApiArg = {
  phoneNumber: PhoneNumber;
};
export type CreateAppointmentApiResponse =
  /** status 201 Agendada */ Appointment;
export type CreateAppointmentApiArg = {
  bookingRequest: BookingRequest;
};
export type CancelAppointmentApiResponse =
  /** status 200 Cancelada (estado Cancelled) */ Appointment;
export type CancelAppointmentApiArg = {
  /** The appointment uuid. Only the caller's own appointments; others answer 404. */
  uuid: AppointmentUuid;
};
export type CancelAppointmentByUuidApiResponse =
  /** status 200 Cancelada (estado Cancelled) */ Appointment;
export type CancelAppointmentByUuidApiArg = {
  /** The appointment uuid. Only the caller's own appointments; others answer 404. */
  uuid: AppointmentUuid;
};
export type RescheduleAppointmentApiResponse =
  /** status 201 Nueva consulta */ Appointment;
export type RescheduleAppointmentApiArg = {
  /** The appointment uuid. Only the caller's own appointments; others answer 404. */
  uuid: AppointmentUuid;
  rescheduleRequest: RescheduleRequest;
};
export type JoinEarlierSlotWaitApiResponse =
  /** status 200 En la lista de espera */ EarlierSlotWait;
export type JoinEarlierSlotWaitApiArg = {
  /** The appointment uuid. Only the caller's own appointments; others answer 404. */
  uuid: AppointmentUuid;
};
export type LeaveEarlierSlotWaitApiResponse =
  /** status 200 Fuera de la lista de espera */ EarlierSlotWait;
export type LeaveEarlierSlotWaitApiArg = {
  /** The appointment uuid. Only the caller's own appointments; others answer 404. */
  uuid: AppointmentUuid;
};
export type ViewEarlierSlotOfferApiResponse =
  /** status 200 La oferta */ EarlierSlotOffer;
export type ViewEarlierSlotOfferApiArg = {
  earlierSlotOfferToken: EarlierSlotOfferToken;
};
export type AcceptEarlierSlotOfferApiResponse =
  /** status 200 Horario tomado */ EarlierSlotOffer;
export type AcceptEarlierSlotOfferApiArg = {
  earlierSlotOfferToken: EarlierSlotOfferToken;
};
export type ListPlansApiResponse = /** status 200 Planes */ Plan[];
export type ListPlansApiArg = void;
export type CreateCheckoutSessionApiResponse =
  /** status 200 Sesión de pago */ CheckoutSession;
export type CreateCheckoutSessionApiArg = {
  checkoutSessionRequest: CheckoutSessionRequest;
};
export type CreatePrescriptionCheckoutApiResponse =
  /** status 200 Sesión de pago */ CheckoutSession;
export type CreatePrescriptionCheckoutApiArg = {
  prescriptionCheckoutRequest: PrescriptionCheckoutRequest;
};
export type GetCheckoutSessionStatusApiResponse =
  /** status 200 Estado */ CheckoutSessionStatus;
export type GetCheckoutSessionStatusApiArg = {
  /** Checkout session id (starts with cs_, longer than 10 characters). Another patient's session answers 404. */
  sessionId: string;
};
export type HandlePaymentWebhookApiResponse =
  /** status 200 Recibido */ WebhookAck;
export type HandlePaymentWebhookApiArg = {
  "Stripe-Signature": string;
  body: object;
};
export type SendHelpMessageApiResponse =
  /** status 201 Mensaje recibido */ MessageResponse;
export type SendHelpMessageApiArg = {
  helpMessage: HelpMessage;
};
export type SendContactFormApiResponse = /** status 200 Recibido */ string;
export type SendContactFormApiArg = {
  contactForm: ContactForm;
};
export type GetMrsHistoryApiResponse = /** status 200 Historial */ MrsHistory;
export type GetMrsHistoryApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SubmitMrsApiResponse =
  | /** status 200 Reemplazó la evaluación de hoy */ MrsAssessment
  | /** status 201 Guardada */ MrsAssessment;
export type SubmitMrsApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  mrsAnswers: MrsAnswers;
};
export type GetWeightLogApiResponse = /** status 200 Registro */ WeightLog;
export type GetWeightLogApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type AddWeightEntryApiResponse =
  /** status 200 Registro actualizado */ WeightLog;
export type AddWeightEntryApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  weightEntryRequest: WeightEntryRequest;
};
export type GetHotFlashDiaryApiResponse =
  /** status 200 Diario */ HotFlashDiary;
export type GetHotFlashDiaryApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SaveHotFlashDayApiResponse =
  /** status 200 Diario actualizado */ HotFlashDiary;
export type SaveHotFlashDayApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  hotFlashDayRequest: HotFlashDayRequest;
};
export type ExportMyDataApiResponse =
  /** status 200 El archivo */ PrivacyExport;
export type ExportMyDataApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  privacyExportRequest: PrivacyExportRequest;
};
export type ListAccessLogApiResponse =
  /** status 200 Registros */ AccessLogEntry[];
export type ListAccessLogApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type ListArcoRequestsApiResponse =
  /** status 200 Solicitudes */ ArcoRequest[];
export type ListArcoRequestsApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type FileArcoRequestApiResponse =
  /** status 201 Solicitud registrada */ ArcoRequest;
export type FileArcoRequestApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  body: {
    kind: ArcoKind;
    description: string;
    /** Optional. PDF, JPG, PNG, DOC, DOCX or TXT; at most 10 MB. */
    file?: Blob;
  };
};
export type GetArcoRequestApiResponse = /** status 200 Solicitud */ ArcoRequest;
export type GetArcoRequestApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  id: string;
};
export type ListPaymentHistoryApiResponse =
  /** status 200 Pagos */ PaymentHistoryItem[];
export type ListPaymentHistoryApiArg = void;
export type GetPaymentReceiptApiResponse =
  /** status 200 Recibo */ PaymentReceipt;
export type GetPaymentReceiptApiArg = {
  /** Checkout session id (starts with cs_, longer than 10 characters). Another patient's session answers 404. */
  sessionId: string;
};
export type GetReminderPreferencesApiResponse =
  /** status 200 Preferencias */ ReminderPreferences;
export type GetReminderPreferencesApiArg = void;
export type UpdateReminderPreferencesApiResponse =
  /** status 200 Guardadas */ ReminderPreferences;
export type UpdateReminderPreferencesApiArg = {
  reminderPreferencesUpdate: ReminderPreferencesUpdate;
};
export type GetInvoiceCatalogApiResponse =
  /** status 200 Catálogos */ InvoiceCatalog;
export type GetInvoiceCatalogApiArg = void;
export type GetBillingProfileApiResponse =
  /** status 200 Datos de facturación */ BillingProfileAnswer;
export type GetBillingProfileApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type SaveBillingProfileApiResponse =
  /** status 200 Guardado */ BillingProfile;
export type SaveBillingProfileApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  billingProfile: BillingProfile;
};
export type ListInvoicesApiResponse =
  /** status 200 Pagos y facturas */ InvoiceOverview;
export type ListInvoicesApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type RequestInvoiceApiResponse =
  /** status 201 Solicitud registrada */ InvoiceRequest;
export type RequestInvoiceApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  invoiceRequestInput: InvoiceRequestInput;
};
export type DownloadInvoicePdfApiResponse = /** status 200 El PDF */ Blob;
export type DownloadInvoicePdfApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  /** An invoice request id (another patient's answers 404). */
  invoiceId: string;
};
export type DownloadInvoiceXmlApiResponse = /** status 200 El XML */ Blob;
export type DownloadInvoiceXmlApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  /** An invoice request id (another patient's answers 404). */
  invoiceId: string;
};
export type GetConsentsApiResponse =
  /** status 200 Consentimientos */ ConsentStatus;
export type GetConsentsApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
};
export type AcceptPrivacyNoticeApiResponse =
  | /** status 200 Ya aceptado antes */ ConsentRecord
  | /** status 201 Aceptado */ ConsentRecord;
export type AcceptPrivacyNoticeApiArg = {
  /** The patient's id (her 10-digit phone number). Another patient's id answers 404 with no data. */
  openmrsId: OpenmrsId;
  noticeAcceptance: NoticeAcceptance;
};
export type Email = string;
export type LoginResponse = {
  /** Opaque session token for bearerAuth. */
  token: string;
  username: string;
  roles: string[];
  email?: Email;
  fullName?: string;
  birthdate?: string;
  age?: number;
  gender?: string;
  profilePictureUrl?: string | null;
};
export type Error = {
  message: string;
  /** Technical detail (for example the validation failure); not for display. */
  error?: string;
  /** Machine-readable reason when the client must branch on it. */
  code?: string;
};
export type LoginRequest = {
  email: Email;
  password: string;
};
export type OpenmrsId = string;
export type RegistrationResponse = {
  openmrsId: OpenmrsId;
};
export type PhoneNumber = string;
export type Sha256 = string;
export type RegistrationRequest = {
  firstName: string;
  lastName: string;
  birthdate: string;
  gender: "f" | "m" | "otro";
  email: Email;
  /** Sent empty by the registration form. */
  address: string;
  phoneNumber: PhoneNumber;
  openmrsId: OpenmrsId;
  /** Free text, may be a range. */
  weight?: string;
  height?: string;
  comoNosConociste?: string;
  codigoReferencia?: string;
  /** 'Aviso de privacidad y aceptación de contacto por WhatsApp'; must be accepted. */
  aceptaPrivacidad: true;
  /** The notice version the form showed (x-shared-facts.privacyNotice); absent means the server's current one. */
  privacyNoticeVersion?: string;
  /** The SHA-256 of the notice text the form showed; sent with privacyNoticeVersion. */
  privacyNoticeSha256?: Sha256;
};
export type MessageResponse = {
  message: string;
};
export type EmailRequest = {
  email: Email;
};
export type VerifyEmailRequest = {
  email: Email;
  code: string;
  /** More than 8 characters, at least one uppercase letter and one digit (checked by the server with a Spanish message). */
  password: string;
};
export type ResetPasswordRequest = {
  openmrsId: OpenmrsId;
  code: string;
  /** Same rules as in VerifyEmailRequest. */
  newPassword: string;
};
export type PatientUuid = string;
export type PersonUuid = string;
export type Address = {
  address1: string;
  number?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: "M\u00E9xico";
};
export type PatientRecord = {
  email: Email;
  fullName?: string;
  birthdate?: string | null;
  age?: number | null;
  gender?: string | null;
  profilePictureUrl?: string | null;
  phoneNumber?: string | null;
  patientUuid?: PatientUuid;
  personUuid?: PersonUuid;
  openmrsId: OpenmrsId;
  address?: Address;
  /** The weight she gave at registration, as she wrote it (it may be a range); step 1 starts from it. */
  weightAtRegistration?: string | null;
  /** The height she gave at registration, as she wrote it. */
  heightAtRegistration?: string | null;
};
export type ShippingAddress = {
  street: string;
  /** May be empty. */
  number: string;
  city: string;
  state: string;
  postalCode: string;
};
export type PersonalInfoSaved = {
  weight: number;
  height: number;
  shippingAddress: ShippingAddress;
  address: Address;
  updatedAt: string;
};
export type PersonalInfo = {
  weight: number;
  height: number;
  shippingAddress: ShippingAddress;
};
export type PrivacyConsent = {
  consentAccepted: boolean;
  /** JPEG data URL (data:image/jpeg;base64,…); null when not signed. */
  patientSignature: string | null;
  signedAt: string | null;
};
export type PrivacyConsentRequest = {
  consentAccepted: true;
  /** Canvas export as JPEG at quality 0.8. */
  patientSignature: string;
  /** The notice version step 8 showed; absent means the server's current one. */
  privacyNoticeVersion?: string;
  /** The SHA-256 of the notice text step 8 showed; sent with privacyNoticeVersion. */
  privacyNoticeSha256?: Sha256;
};
export type FamilyHistorySaved = {
  obesityOrOverweight: boolean;
  thrombosis: boolean;
  diabetes: boolean;
  arterialHypertension: boolean;
  highCholesterol: boolean;
  heartProblems: boolean;
  autoimmuneDiseases: boolean;
  hipFracture: boolean;
  thyroidProblems: boolean;
  depression: boolean;
  psychiatricDisorders: boolean;
  substanceAbuse: boolean;
  dementiaOrParkinson: boolean;
  geneticDisorders: boolean;
  hasCancerHistory: boolean;
  hasBreastCancerHistory: boolean;
  hasUterineCancer: boolean;
  hasOvarianCancer: boolean;
  hasCervicalCancer: boolean;
  cancerHistoryDetails: string | null;
  otherCancerDetails: string | null;
  updatedAt: string;
};
export type FamilyHistory = {
  obesityOrOverweight: boolean;
  thrombosis: boolean;
  diabetes: boolean;
  arterialHypertension: boolean;
  highCholesterol: boolean;
  heartProblems: boolean;
  autoimmuneDiseases: boolean;
  hipFracture: boolean;
  thyroidProblems: boolean;
  depression: boolean;
  psychiatricDisorders: boolean;
  substanceAbuse: boolean;
  dementiaOrParkinson: boolean;
  geneticDisorders: boolean;
  hasCancerHistory: boolean;
  hasBreastCancerHistory: boolean;
  hasUterineCancer: boolean;
  hasOvarianCancer: boolean;
  hasCervicalCancer: boolean;
  cancerHistoryDetails: string | null;
  otherCancerDetails: string | null;
};
export type Medication = {
  name: string;
  brand: string;
  dose: string;
  diagnosis: string;
  duration: string;
};
export type NonPathologicalHistorySaved = {
  hasAllergies: boolean;
  takesMedication: boolean;
  hasSurgeries: boolean;
  hasTransfusions: boolean;
  hasHepatitis: boolean;
  hasDiabetes: boolean;
  hasThyroidProblems: boolean;
  surgeryDetails: string | null;
  thyroidProblemDetails: string | null;
  otherRelevantHistory: string | null;
  medications: Medication[];
  updatedAt: string;
};
export type NonPathologicalHistory = {
  hasAllergies: boolean;
  takesMedication: boolean;
  hasSurgeries: boolean;
  hasTransfusions: boolean;
  hasHepatitis: boolean;
  hasDiabetes: boolean;
  hasThyroidProblems: boolean;
  surgeryDetails: string | null;
  thyroidProblemDetails: string | null;
  otherRelevantHistory: string | null;
  medications: Medication[];
};
export type UrinaryHealthSaved = {
  frequentUrinaryInfections: boolean;
  stressIncontinence: boolean;
  stressIncontinenceFrequency: string | null;
  daytimeUrinationFrequency: number;
  nocturiaFrequency: number;
  urgeIncontinence: boolean;
  updatedAt: string;
};
export type UrinaryHealth = {
  frequentUrinaryInfections: boolean;
  stressIncontinence: boolean;
  stressIncontinenceFrequency: string | null;
  daytimeUrinationFrequency: number;
  nocturiaFrequency: number;
  urgeIncontinence: boolean;
};
export type PathologicalHistorySaved = {
  smokesOrVapes: boolean;
  smokingFrequency: string | null;
  drinksAlcohol: boolean;
  alcoholFrequency: string | null;
  usesDrugs: boolean;
  drugDetails: string | null;
  exercises: boolean;
  /** Times per week. */
  exerciseFrequency: ("1" | "2" | "3" | "4" | "5" | "6" | "7+" | null) | null;
  exerciseType: string | null;
  weightLossTreatment: boolean;
  weightLossTreatmentDetails: string | null;
  conditionsNone: boolean;
  abnormalBleeding: boolean;
  stroke: boolean;
  heartAttack: boolean;
  hypertension: boolean;
  liverDisease: boolean;
  ischemicAttack: boolean;
  thrombosis: boolean;
  /** Empty unless 'Otro' is ticked. */
  otherConditions: string;
  updatedAt: string;
};
export type PathologicalHistory = {
  smokesOrVapes: boolean;
  smokingFrequency: string | null;
  drinksAlcohol: boolean;
  alcoholFrequency: string | null;
  usesDrugs: boolean;
  drugDetails: string | null;
  exercises: boolean;
  /** Times per week. */
  exerciseFrequency: ("1" | "2" | "3" | "4" | "5" | "6" | "7+" | null) | null;
  exerciseType: string | null;
  weightLossTreatment: boolean;
  weightLossTreatmentDetails: string | null;
  conditionsNone: boolean;
  abnormalBleeding: boolean;
  stroke: boolean;
  heartAttack: boolean;
  hypertension: boolean;
  liverDisease: boolean;
  ischemicAttack: boolean;
  thrombosis: boolean;
  /** Empty unless 'Otro' is ticked. */
  otherConditions: string;
};
export type GynecologicalInfoSaved = {
  isPregnantOrLactating: boolean;
  hasHadPreviousPregnancies: boolean;
  /** 'ninguno' gives 0. */
  numberOfPregnancies: number;
  lastPregnancyDate: string | null;
  /** Always null (asked in step 5). */
  doesExercise: null | null;
  /** Always null (asked in step 5). */
  exerciseFrequencyPerWeek: null | null;
  /** Always null (asked in step 5). */
  exerciseType: null | null;
  stillHasMenstruation: boolean;
  periodCycle: ("Regular" | "Irregular" | null) | null;
  periodDetails: string | null;
  menopauseAge: number | null;
  hasHadHysterectomy: boolean;
  oophorectomyStatus: "Ninguno" | "Uno" | "Ambos";
  hasHadRecentMammogramOrUltrasound: boolean;
  lastMammogramOrUltrasoundDate: string | null;
  hasHadRecentPapSmear: boolean;
  lastPapSmearDate: string | null;
  dexaScanStatus: "S\u00ED" | "No" | "No estoy segura";
  usesContraceptiveNone: boolean;
  usesContraceptivePill: boolean;
  usesContraceptivePatch: boolean;
  usesContraceptiveHormonalIUD: boolean;
  usesContraceptiveCopperIUD: boolean;
  usesContraceptiveVaginalRing: boolean;
  usesContraceptiveInjection: boolean;
  usesContraceptiveImplant: boolean;
  usesContraceptiveTubalLigation: boolean;
  usesContraceptiveCondom: boolean;
  usesContraceptiveSymptothermal: boolean;
  /** Always null. */
  usesContraceptiveOther: null | null;
  updatedAt: string;
};
export type GynecologicalInfo = {
  isPregnantOrLactating: boolean;
  hasHadPreviousPregnancies: boolean;
  /** 'ninguno' gives 0. */
  numberOfPregnancies: number;
  lastPregnancyDate: string | null;
  /** Always null (asked in step 5). */
  doesExercise: null | null;
  /** Always null (asked in step 5). */
  exerciseFrequencyPerWeek: null | null;
  /** Always null (asked in step 5). */
  exerciseType: null | null;
  stillHasMenstruation: boolean;
  periodCycle: ("Regular" | "Irregular" | null) | null;
  periodDetails: string | null;
  menopauseAge: number | null;
  hasHadHysterectomy: boolean;
  oophorectomyStatus: "Ninguno" | "Uno" | "Ambos";
  hasHadRecentMammogramOrUltrasound: boolean;
  lastMammogramOrUltrasoundDate: string | null;
  hasHadRecentPapSmear: boolean;
  lastPapSmearDate: string | null;
  dexaScanStatus: "S\u00ED" | "No" | "No estoy segura";
  usesContraceptiveNone: boolean;
  usesContraceptivePill: boolean;
  usesContraceptivePatch: boolean;
  usesContraceptiveHormonalIUD: boolean;
  usesContraceptiveCopperIUD: boolean;
  usesContraceptiveVaginalRing: boolean;
  usesContraceptiveInjection: boolean;
  usesContraceptiveImplant: boolean;
  usesContraceptiveTubalLigation: boolean;
  usesContraceptiveCondom: boolean;
  usesContraceptiveSymptothermal: boolean;
  /** Always null. */
  usesContraceptiveOther: null | null;
};
export type MenopauseSymptomsSaved = {
  symptomHotFlashes: number;
  symptomNightSweats: number;
  /** Always 0 (not asked). */
  symptomPalpitations: number;
  symptomVaginalDryness: number;
  symptomPainfulIntercourse: number;
  symptomLowLibido: number;
  /** Always 0 (not asked). */
  symptomStressIncontinence: number;
  /** Always 0 (not asked). */
  symptomRecurrentUti: number;
  symptomMoodSwings: number;
  symptomAnxiety: number;
  /** Always 0 (not asked). */
  symptomDepression: number;
  symptomBrainFog: number;
  /** Always 0 (not asked). */
  symptomMemoryLoss: number;
  symptomInsomnia: number;
  symptomWeightGain: number;
  symptomJointPain: number;
  /** Sum of skin problems and hair loss (two 0-10 answers). */
  symptomSkinHairNails: number;
  /** Sum of fatigue and lack of energy (two 0-10 answers). */
  symptomFatigue: number;
  /** Always 0 (not asked). */
  symptomHeadaches: number;
  /** Always null. */
  lastMenstrualPeriodDate: null | null;
  /** Always null. */
  hasCycleChanges: null | null;
  /** Always null. */
  cycleChangesDescription: null | null;
  consentContactGynecologist: boolean;
  gynecologistName: string | null;
  /** 'Ginecología' when consentContactGynecologist, else null. */
  gynecologistSpecialty: ("Ginecolog\u00EDa" | null) | null;
  gynecologistPhone: string | null;
  gynecologistEmail: string | null;
  updatedAt: string;
};
export type MenopauseSymptoms = {
  symptomHotFlashes: number;
  symptomNightSweats: number;
  /** Always 0 (not asked). */
  symptomPalpitations: number;
  symptomVaginalDryness: number;
  symptomPainfulIntercourse: number;
  symptomLowLibido: number;
  /** Always 0 (not asked). */
  symptomStressIncontinence: number;
  /** Always 0 (not asked). */
  symptomRecurrentUti: number;
  symptomMoodSwings: number;
  symptomAnxiety: number;
  /** Always 0 (not asked). */
  symptomDepression: number;
  symptomBrainFog: number;
  /** Always 0 (not asked). */
  symptomMemoryLoss: number;
  symptomInsomnia: number;
  symptomWeightGain: number;
  symptomJointPain: number;
  /** Sum of skin problems and hair loss (two 0-10 answers). */
  symptomSkinHairNails: number;
  /** Sum of fatigue and lack of energy (two 0-10 answers). */
  symptomFatigue: number;
  /** Always 0 (not asked). */
  symptomHeadaches: number;
  /** Always null. */
  lastMenstrualPeriodDate: null | null;
  /** Always null. */
  hasCycleChanges: null | null;
  /** Always null. */
  cycleChangesDescription: null | null;
  consentContactGynecologist: boolean;
  gynecologistName: string | null;
  /** 'Ginecología' when consentContactGynecologist, else null. */
  gynecologistSpecialty: ("Ginecolog\u00EDa" | null) | null;
  gynecologistPhone: string | null;
  gynecologistEmail: string | null;
};
export type SubscriptionStatus = {
  has_subscription: boolean;
  status: "active" | "inactive" | "expired";
  expires_at: string | null;
  /** Paid single consultations not used yet. */
  singleConsultCredits: number;
};
export type EncounterUuid = string;
export type MedicationDetail = {
  /** The distinctive (brand) name when the prescriber gave one, otherwise the generic name. */
  name: string;
  /** Denominación genérica. */
  genericName?: string;
  /** Presentación: pharmaceutical form and strength. */
  presentation?: string;
  dosage: string;
  /** Vía de administración. */
  route?: string;
  frequency: string;
  duration: string;
  instructions: string;
};
export type Prescriber = {
  fullName: string;
  /** Cédula profesional (7 or 8 digits). */
  cedulaProfesional: string;
  /** The institution that issued the degree the cédula covers. */
  institution: string;
};
export type Prescription = {
  encounterUuid: EncounterUuid;
  /** May be 'name - suffix'. */
  providerName: string;
  prescriptionDate: string;
  medications: (string | MedicationDetail)[];
  /** The provider's signature image as a data URL. */
  signatureBase64: string | null;
  purchased: boolean;
  prescriber?: Prescriber;
  /** The clinic's address when the prescription was issued (absent on older ones). */
  clinicAddress?: string;
};
export type PrivacyNotice = {
  version: string;
  sha256: Sha256;
  title: string;
  paragraphs: string[];
};
export type TelehealthConsentRecord = {
  consentVersion: string;
  consentSha256: Sha256;
  acceptedAt: string;
  clientAddress: string;
};
export type TelehealthConsentStatus = {
  consent: PrivacyNotice;
  /** True while she has not accepted this version and hash. */
  pending: boolean;
  acceptances: TelehealthConsentRecord[];
};
export type NoticeAcceptance = {
  noticeVersion: string;
  noticeSha256: Sha256;
};
export type DocumentType =
  "ginecologia" | "nutricion" | "salud_mental" | "general";
export type Document = {
  uuid: string;
  fileName: string;
  documentType: DocumentType;
  description: string | null;
  sizeBytes: number;
  mimeType: string;
  uploadedAt: string;
};
export type ServiceUuid = string;
export type Specialty = "Menopausia" | "Nutrici\u00F3n" | "Espacios ELLA";
export type Service = {
  uuid: ServiceUuid;
  /** Follow-up services contain 'Seguimiento'. */
  name: string;
  durationMinutes: number;
  specialty: Specialty;
};
export type ProviderUuid = string;
export type Provider = {
  uuid: ProviderUuid;
  /** 'Especialidad - Nombre'. */
  display: string;
  specialty: Specialty;
};
export type Slot = {
  /** UTC, ISO-8601. */
  startDateTime: string;
  /** UTC, ISO-8601. */
  endDateTime: string;
};
export type AppointmentUuid = string;
export type AppointmentStatus =
  | "Requested"
  | "Scheduled"
  | "Completed"
  | "Missed"
  | "Cancelled"
  | "CheckedIn";
export type Appointment = {
  uuid: AppointmentUuid;
  /** Clinic-local date (YYYY-MM-DD). */
  date: string;
  /** Clinic-local start time (HH:mm). */
  startTime: string;
  startDateTime: string;
  endDateTime: string;
  status: AppointmentStatus;
  /** The service name. */
  serviceType: string;
  serviceUuid: ServiceUuid;
  providerName: string;
  providerUuid: ProviderUuid;
  /** Video-call link once staff adds it. */
  notes: string | null;
  /** She asked to be told of an earlier slot with the same provider (joinEarlierSlotWait). */
  waitingForEarlier?: boolean;
};
export type LocationUuid = string;
export type BookingRequest = {
  patientUuid: PatientUuid;
  serviceUuid: ServiceUuid;
  locationUuid: LocationUuid;
  providerUuid: ProviderUuid;
  startDateTime: string;
  endDateTime: string;
};
export type RescheduleRequest = {
  serviceUuid: ServiceUuid;
  locationUuid: LocationUuid;
  providerUuid: ProviderUuid;
  startDateTime: string;
  endDateTime: string;
};
export type EarlierSlotWait = {
  appointmentUuid: AppointmentUuid;
  waiting: boolean;
};
export type EarlierSlotOffer = {
  /** open — she can take it until heldUntil; taken — she did; expired — the hold ended; gone — withdrawn. */
  state: "open" | "taken" | "expired" | "gone";
  /** The offered slot (UTC). */
  startDateTime: string;
  endDateTime: string;
  /** End of the hold. */
  heldUntil: string;
  providerName: string;
  serviceType: string;
  /** Her booking the offer would move (before she takes it) or the one it left (after). */
  currentStartDateTime: string;
};
export type EarlierSlotOfferToken = {
  /** The signed token of the offer's link. */
  token: string;
};
export type PlanType =
  | "mensual"
  | "primera"
  | "seguimiento"
  | "primera-nutricion"
  | "seguimiento-nutricion";
export type Plan = {
  id: PlanType;
  title: string;
  description: string;
  /** Price in Mexican pesos. */
  priceMxn: number;
  /** Consultation length; null for the monthly plan. */
  durationMinutes: number | null;
  inclusions: string[];
};
export type CheckoutSession = {
  id: string;
  /** Hosted checkout to redirect to (relative for the simulated checkout). */
  url: string;
};
export type CheckoutSessionRequest = {
  priceId: PlanType;
};
export type PrescriptionCheckoutRequest = {
  encounterUuid: EncounterUuid;
  /** Names of the prescription's medications to buy, each once (each is charged once). */
  medications: string[];
};
export type PaymentMethod = "card" | "oxxo";
export type Installments = (3 | 6 | 9 | 12 | null) | null;
export type OxxoVoucher = {
  /** The number the OXXO cashier types in. */
  reference: string;
  /** After this moment OXXO no longer accepts it (23:59 in Mexico City on its last day). */
  expiresAt: string;
  /** Stripe's printable voucher page; null in the simulated checkout. */
  hostedVoucherUrl: string | null;
} | null;
export type CheckoutSessionStatus = {
  id: string;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid";
  kind: "plan" | "prescription";
  /** The plan bought, or receta for a prescription purchase. */
  plan:
    | "mensual"
    | "primera"
    | "seguimiento"
    | "primera-nutricion"
    | "seguimiento-nutricion"
    | "receta";
  /** Amount in Mexican pesos. */
  amount: number;
  currency: "mxn";
  /** True once the payment has been applied (plan, consultation credit or prescription). */
  fulfilled: boolean;
  createdAt: string;
  paymentMethod?: PaymentMethod;
  installments?: Installments;
  voucher?: OxxoVoucher;
};
export type WebhookAck = {
  received: true;
};
export type HelpMessage = {
  name: string;
  email: Email;
  subject: "tecnico" | "cuenta" | "cita" | "receta" | "general" | "otro";
  message: string;
  /** Optional: the redacted action log (an ella-action-log JSON document, the same file as Ctrl+Alt+L) that the patient chose to attach with 'Adjuntar registro técnico'. Staff save it with `npm run staff -- messages` and replay it with `npm run replay`. Bounded so that the whole body stays under the server's 1 MiB limit. */
  technicalLog?: string;
};
export type ContactForm = {
  name: string;
  email: Email;
  phoneNumber?: string | null;
  message: string;
};
export type MrsBand = "ninguno" | "leve" | "moderado" | "severo";
export type MrsAssessment = {
  /** The day in the portal's display time zone. */
  day: string;
  submittedAt: string;
  answers: number[];
  total: number;
  /** Items 1–3 and 11. */
  somatic: number;
  /** Items 4–7. */
  psychological: number;
  /** Items 8–10. */
  urogenital: number;
  band: MrsBand;
};
export type MrsHistory = {
  assessments: MrsAssessment[];
  /** Her last MRS is more than 30 days old (false when she has none). */
  reminderDue: boolean;
};
export type MrsAnswers = {
  /** The 11 MRS items in the scale's order, each 0 (ninguno) to 4 (muy severo). */
  answers: number[];
};
export type WeightEntry = {
  day: string;
  weightKg: number;
  waistCm: number | null;
  /** Rounded to one decimal; null without a height. */
  bmi: number | null;
  /** registro: her step-1 weight; bitacora: an entry of this log. */
  source: "registro" | "bitacora";
};
export type WeightLog = {
  heightCm: number | null;
  entries: WeightEntry[];
};
export type WeightEntryRequest = {
  weightKg: number;
  waistCm?: number | null;
  /** Only when step 1 gave no usable height. */
  heightCm?: number;
};
export type HotFlashDay = {
  day: string;
  mild: number;
  moderate: number;
  severe: number;
  nightSweats: number;
  /** Hot flashes of every grade. */
  total: number;
  /** (1·mild + 2·moderate + 3·severe) / total, two decimals; null on a day without hot flashes. */
  severityScore: number | null;
  hfrdis: number[] | null;
  /** Mean of the 10 items, two decimals. */
  hfrdisScore: number | null;
  hfrdisBand: ("leve" | "moderada" | "severa" | null) | null;
  recordedAt: string;
};
export type HotFlashWeek = {
  /** First day of the block of 7. */
  from: string;
  /** Last day of the block (today for the latest). */
  to: string;
  loggedDays: number;
  /** Hot flashes of every grade per logged day, one decimal. */
  meanDaily: number;
  /** Moderate and severe hot flashes per logged day, one decimal (the FDA's frequency endpoint). */
  meanModerateSevere: number;
  /** The block's weighted severity score, two decimals; null without hot flashes. */
  severityScore: number | null;
  /** Night sweats per logged night, one decimal. */
  meanNightSweats: number;
  /** Mean of the block's HFRDIS scores, two decimals; null when she answered none. */
  hfrdisMean: number | null;
  hfrdisBand: ("leve" | "moderada" | "severa" | null) | null;
};
export type HotFlashDiary = {
  /** Today in the display time zone (the latest day she may log). */
  today: string;
  /** The earliest day she may log or correct. */
  earliestDay: string;
  days: HotFlashDay[];
  /** Blocks of 7 days she logged at least one day of, oldest first. */
  weeks: HotFlashWeek[];
  /** Plain-Spanish sentences on how the latest block compares with an earlier one, saying when a change is larger than the published minimally important difference; never a diagnosis. */
  changes: string[];
};
export type HotFlashDayRequest = {
  /** The day the entry is for (today or up to 90 days before it). */
  day: string;
  /** Leves: calor sin sudor. */
  mild: number;
  /** Moderados: calor con sudor, puede seguir con lo que hace. */
  moderate: number;
  /** Severos: calor con sudor que la obliga a detenerse. */
  severe: number;
  /** Times night sweats woke her the night before this day (counted apart, not added to the graded hot flashes). */
  nightSweats: number;
  /** The 10 Hot Flash Related Daily Interference Scale items (about the past week), each 0 to 10; optional. */
  hfrdis?: number[] | null;
};
export type PrivacyExport = {
  fileName: string;
  mediaType: "text/html" | "application/json" | "application/fhir+json";
  /** The whole file as text (UTF-8). */
  content: string;
};
export type PrivacyExportRequest = {
  /** html: a page to read; json: plain JSON; fhir: a FHIR R4 Bundle. */
  format: "html" | "json" | "fhir";
};
export type AccessLogEntry = {
  at: string;
  actorKind: "patient" | "staff";
  actor: string;
  tool: string;
  action: "read" | "export";
  what: string;
};
export type ArcoKind = "acceso" | "rectificacion" | "cancelacion" | "oposicion";
export type ArcoRequest = {
  id: string;
  folio: number;
  kind: ArcoKind;
  description: string;
  status: "recibida" | "procedente" | "improcedente" | "atendida";
  filedAt: string;
  /** 20 business days after filing (Mexican official holidays skipped). */
  answerDue: string;
  answer: string | null;
  answeredAt: string | null;
  /** For a granted request: 15 business days after the answer. */
  carryOutDue: string | null;
  carriedOutAt: string | null;
  attachment: {
    uuid: string;
    fileName: string;
  } | null;
};
export type PaymentStatus = "paid" | "pending" | "expired" | "refunded";
export type PaymentHistoryItem = {
  /** The checkout session id. */
  id: string;
  createdAt: string;
  /** When it was paid; the date Mis pagos and Facturación show for it. */
  paidAt: string | null;
  concept: string;
  /** Amount in Mexican pesos. */
  amount: number;
  currency: "mxn";
  method: PaymentMethod;
  installments: Installments;
  status: PaymentStatus;
  kind: "plan" | "prescription";
  plan:
    | "mensual"
    | "primera"
    | "seguimiento"
    | "primera-nutricion"
    | "seguimiento-nutricion"
    | "receta";
};
export type PaymentReceipt = {
  id: string;
  createdAt: string;
  concept: string;
  amount: number;
  currency: "mxn";
  method: PaymentMethod;
  installments: Installments;
  status: PaymentStatus;
  kind: "plan" | "prescription";
  plan:
    | "mensual"
    | "primera"
    | "seguimiento"
    | "primera-nutricion"
    | "seguimiento-nutricion"
    | "receta";
  paidAt: string | null;
  voucher: OxxoVoucher;
};
export type ReminderPreferences = {
  /** Reminders by e-mail. */
  email: boolean;
  /** Reminders by WhatsApp (sent only when whatsappAccepted and the clinic has WhatsApp set up). */
  whatsapp: boolean;
  /** She accepted WhatsApp contact at registration ('aceptación de contacto por WhatsApp'). */
  whatsappAccepted: boolean;
};
export type ReminderPreferencesUpdate = {
  email: boolean;
  whatsapp: boolean;
};
export type InvoiceCatalog = {
  taxRegimes: {
    code: string;
    description: string;
  }[];
  cfdiUses: {
    code: string;
    description: string;
    regimes: string[];
  }[];
  defaultCfdiUse: string;
  pacConfigured: boolean;
};
export type BillingProfile = {
  rfc: string;
  /** Exactly as on her Constancia de Situación Fiscal. */
  legalName: string;
  /** c_RegimenFiscal. */
  taxRegime: string;
  /** c_UsoCFDI. */
  cfdiUse: string;
  postalCode: string;
};
export type BillingProfileAnswer = {
  billingProfile?: BillingProfile;
};
export type InvoicePaymentMethod = "card" | "oxxo";
export type InvoiceablePayment = {
  id: string;
  concept: string;
  /** MXN */
  amount: number;
  paidAt: string;
  method: InvoicePaymentMethod;
  installments: number | null;
  /** false for cash payments (ISR deductions need a non-cash payment). */
  deductible: boolean;
  invoiceId: string | null;
};
export type InvoiceRequest = {
  id: string;
  paymentId: string;
  concept: string;
  amount: number;
  method: InvoicePaymentMethod;
  deductible: boolean;
  rfc: string;
  legalName: string;
  taxRegime: string;
  cfdiUse: string;
  postalCode: string;
  /** requested waits for the clinic (or the PAC); issued has its PDF and XML. */
  status: "requested" | "issued";
  /** Folio fiscal once issued. */
  cfdiUuid: string | null;
  requestedAt: string;
  issuedAt: string | null;
};
export type InvoiceOverview = {
  payments: InvoiceablePayment[];
  invoices: InvoiceRequest[];
};
export type InvoiceRequestInput = {
  /** The checkout session id of a paid payment. */
  paymentId: string;
};
export type ConsentRecord = {
  kind: "registration" | "signature" | "renewal";
  noticeVersion: string;
  noticeSha256: Sha256;
  acceptedAt: string;
  clientAddress: string;
  signatureSha256: string | null;
};
export type ConsentStatus = {
  notice: PrivacyNotice;
  /** True while she has not accepted this notice version and hash. */
  pending: boolean;
  consents: ConsentRecord[];
};
export const {
  useLoginByEmailMutation,
  useRegisterPatientMutation,
  useRequestVerificationCodeMutation,
  useVerifyEmailMutation,
  useRequestPasswordResetByEmailMutation,
  useResetPasswordMutation,
  useLogoutMutation,
  useSearchPatientByEmailQuery,
  useLazySearchPatientByEmailQuery,
  useSearchPatientByOpenmrsIdQuery,
  useLazySearchPatientByOpenmrsIdQuery,
  useGetPersonalInfoQuery,
  useLazyGetPersonalInfoQuery,
  useSavePersonalInfoMutation,
  useGetPrivacyConsentQuery,
  useLazyGetPrivacyConsentQuery,
  useSavePrivacyConsentMutation,
  useGetFamilyHistoryQuery,
  useLazyGetFamilyHistoryQuery,
  useSaveFamilyHistoryMutation,
  useGetNonPathologicalHistoryQuery,
  useLazyGetNonPathologicalHistoryQuery,
  useSaveNonPathologicalHistoryMutation,
  useGetUrinaryHealthQuery,
  useLazyGetUrinaryHealthQuery,
  useSaveUrinaryHealthMutation,
  useGetPathologicalHistoryQuery,
  useLazyGetPathologicalHistoryQuery,
  useSavePathologicalHistoryMutation,
  useGetGynecologicalInfoQuery,
  useLazyGetGynecologicalInfoQuery,
  useSaveGynecologicalInfoMutation,
  useGetMenopauseSymptomsQuery,
  useLazyGetMenopauseSymptomsQuery,
  useSaveMenopauseSymptomsMutation,
  useGetSubscriptionQuery,
  useLazyGetSubscriptionQuery,
  useGetSubscriptionByPersonQuery,
  useLazyGetSubscriptionByPersonQuery,
  useListPrescriptionHistoryQuery,
  useLazyListPrescriptionHistoryQuery,
  useDownloadPrescriptionPdfQuery,
  useLazyDownloadPrescriptionPdfQuery,
  useListCurrentPrescriptionsQuery,
  useLazyListCurrentPrescriptionsQuery,
  useGetTelehealthConsentQuery,
  useLazyGetTelehealthConsentQuery,
  useAcceptTelehealthConsentMutation,
  useListDocumentsQuery,
  useLazyListDocumentsQuery,
  useUploadDocumentMutation,
  useListServicesQuery,
  useLazyListServicesQuery,
  useListProvidersQuery,
  useLazyListProvidersQuery,
  useListAvailableSlotsQuery,
  useLazyListAvailableSlotsQuery,
  useListAppointmentsQuery,
  useLazyListAppointmentsQuery,
  useCreateAppointmentMutation,
  useCancelAppointmentMutation,
  useCancelAppointmentByUuidMutation,
  useRescheduleAppointmentMutation,
  useJoinEarlierSlotWaitMutation,
  useLeaveEarlierSlotWaitMutation,
  useViewEarlierSlotOfferMutation,
  useAcceptEarlierSlotOfferMutation,
  useListPlansQuery,
  useLazyListPlansQuery,
  useCreateCheckoutSessionMutation,
  useCreatePrescriptionCheckoutMutation,
  useGetCheckoutSessionStatusQuery,
  useLazyGetCheckoutSessionStatusQuery,
  useHandlePaymentWebhookMutation,
  useSendHelpMessageMutation,
  useSendContactFormMutation,
  useGetMrsHistoryQuery,
  useLazyGetMrsHistoryQuery,
  useSubmitMrsMutation,
  useGetWeightLogQuery,
  useLazyGetWeightLogQuery,
  useAddWeightEntryMutation,
  useGetHotFlashDiaryQuery,
  useLazyGetHotFlashDiaryQuery,
  useSaveHotFlashDayMutation,
  useExportMyDataMutation,
  useListAccessLogQuery,
  useLazyListAccessLogQuery,
  useListArcoRequestsQuery,
  useLazyListArcoRequestsQuery,
  useFileArcoRequestMutation,
  useGetArcoRequestQuery,
  useLazyGetArcoRequestQuery,
  useListPaymentHistoryQuery,
  useLazyListPaymentHistoryQuery,
  useGetPaymentReceiptQuery,
  useLazyGetPaymentReceiptQuery,
  useGetReminderPreferencesQuery,
  useLazyGetReminderPreferencesQuery,
  useUpdateReminderPreferencesMutation,
  useGetInvoiceCatalogQuery,
  useLazyGetInvoiceCatalogQuery,
  useGetBillingProfileQuery,
  useLazyGetBillingProfileQuery,
  useSaveBillingProfileMutation,
  useListInvoicesQuery,
  useLazyListInvoicesQuery,
  useRequestInvoiceMutation,
  useDownloadInvoicePdfQuery,
  useLazyDownloadInvoicePdfQuery,
  useDownloadInvoiceXmlQuery,
  useLazyDownloadInvoiceXmlQuery,
  useGetConsentsQuery,
  useLazyGetConsentsQuery,
  useAcceptPrivacyNoticeMutation,
} = injectedRtkApi;
