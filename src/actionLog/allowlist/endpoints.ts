import type { api } from '../../api';
import { list, obj, oneOf, type Shape } from './shape';
import {
  appointmentShape,
  bookingFields,
  familyHistoryFields,
  gynecologicalFields,
  loginResponseShape,
  menopauseFields,
  messageShape,
  nonPathologicalFields,
  pathologicalFields,
  patientRecordShape,
  personalInfoFields,
  prescriptionShape,
  slotShape,
  urinaryFields,
  withSavedAt,
  addressShape,
  shippingAddressShape,
} from './records';
import { trackingShapes as tracking } from './tracking';

/** What an RTK Query action of one endpoint may keep: its arguments (meta.arg.originalArgs) and its response. */
export interface EndpointAllowlist {
  args: Shape;
  response: Shape;
}

export type EndpointName = keyof typeof api.endpoints;

const { patientUuid: _bookingPatient, ...rescheduleFields } = bookingFields;
const byPatient = (extra: Record<string, Shape> = {}) => obj({ openmrsId: '[phone]', ...extra });
const planType = oneOf('mensual', 'primera', 'seguimiento', 'primera-nutricion', 'seguimiento-nutricion');
const savedHistory = (body: string, fields: Record<string, Shape>) => ({
  args: byPatient({ [body]: obj(fields) }),
  response: withSavedAt(fields),
});
const readHistory = (fields: Record<string, Shape>) => ({ args: byPatient(), response: withSavedAt(fields) });

const subscriptionShape = obj({
  has_subscription: 'boolean',
  status: oneOf('active', 'inactive', 'expired'),
  expires_at: 'date',
  singleConsultCredits: 'number',
});
const privacyConsentShape = obj({ consentAccepted: 'boolean', patientSignature: '[signature]', signedAt: 'date' });
const consentRecordShape = obj({
  kind: oneOf('registration', 'signature', 'renewal'),
  noticeVersion: 'enum',
  noticeSha256: 'id',
  acceptedAt: 'date',
  clientAddress: '[address]',
  signatureSha256: 'id',
});
const personalInfoSavedShape = obj({ ...personalInfoFields, address: addressShape, updatedAt: 'date' });
const documentShape = obj({
  uuid: 'id',
  fileName: '[file]',
  documentType: oneOf('ginecologia', 'nutricion', 'salud_mental', 'general'),
  description: '[text]',
  sizeBytes: 'number',
  mimeType: 'enum',
  uploadedAt: 'date',
});
const checkoutSessionShape = obj({ id: 'id', url: '[token]' });
// The voucher number pays her order at any OXXO till: kept out of logs like a token.
const voucherShape = obj({ reference: '[token]', expiresAt: 'date', hostedVoucherUrl: '[token]' });
const paymentFields = {
  id: 'id',
  createdAt: 'date',
  concept: '[text]',
  amount: 'number',
  currency: 'enum',
  method: oneOf('card', 'oxxo'),
  installments: 'number',
  status: oneOf('paid', 'pending', 'expired', 'refunded'),
  kind: oneOf('plan', 'prescription'),
  plan: oneOf('mensual', 'primera', 'seguimiento', 'primera-nutricion', 'seguimiento-nutricion', 'receta'),
} satisfies Record<string, Shape>;
const paymentShape = obj(paymentFields);
const serviceShape = obj({ uuid: 'id', name: 'enum', durationMinutes: 'number', specialty: 'enum' });
const providerShape = obj({ uuid: 'id', display: '[name]', specialty: 'enum' });
const planShape = obj({
  id: planType,
  title: 'enum',
  description: '[text]',
  priceMxn: 'number',
  durationMinutes: 'number',
  inclusions: list('[text]'),
});

const arcoKind = oneOf('acceso', 'rectificacion', 'cancelacion', 'oposicion');
const arcoShape = obj({
  id: 'id',
  folio: 'number',
  kind: arcoKind,
  description: '[text]',
  status: oneOf('recibida', 'procedente', 'improcedente', 'atendida'),
  filedAt: 'date',
  answerDue: 'date',
  answer: '[text]',
  answeredAt: 'date',
  carryOutDue: 'date',
  carriedOutAt: 'date',
  attachment: obj({ uuid: 'id', fileName: '[file]' }),
});
const accessLogShape = obj({
  at: 'date',
  actorKind: oneOf('patient', 'staff'),
  actor: '[name]',
  tool: '[text]',
  action: oneOf('read', 'export'),
  what: '[text]',
});

// CFDI invoices
const billingProfileShape = obj({ rfc: '[text]', legalName: '[name]', taxRegime: 'enum', cfdiUse: 'enum', postalCode: '[address]' });
const invoiceablePaymentShape = obj({
  id: 'id',
  concept: 'enum',
  amount: 'number',
  paidAt: 'date',
  method: oneOf('card', 'oxxo'),
  installments: 'number',
  deductible: 'boolean',
  invoiceId: 'id',
});
const invoiceRequestShape = obj({
  id: 'id',
  paymentId: 'id',
  concept: 'enum',
  amount: 'number',
  method: oneOf('card', 'oxxo'),
  deductible: 'boolean',
  rfc: '[text]',
  legalName: '[name]',
  taxRegime: 'enum',
  cfdiUse: 'enum',
  postalCode: '[address]',
  status: oneOf('requested', 'issued'),
  cfdiUuid: 'id',
  requestedAt: 'date',
  issuedAt: 'date',
});

/**
 * One entry per generated endpoint (the type makes a new endpoint without an entry a compile error).
 * Ids that are the patient's phone number (openmrsId, phoneNumber) are personal, never kept.
 */
export const endpointAllowlist: Record<EndpointName, EndpointAllowlist> = {
  loginByEmail: { args: obj({ loginRequest: obj({ email: '[email]', password: '[password]' }) }), response: loginResponseShape },
  registerPatient: {
    args: obj({
      registrationRequest: obj({
        firstName: '[name]',
        lastName: '[name]',
        birthdate: '[date]',
        gender: oneOf('f', 'm', 'otro'),
        email: '[email]',
        address: '[address]',
        phoneNumber: '[phone]',
        openmrsId: '[phone]',
        weight: '[text]',
        height: '[text]',
        comoNosConociste: '[text]',
        codigoReferencia: '[code]',
        aceptaPrivacidad: 'boolean',
        privacyNoticeVersion: 'enum',
        privacyNoticeSha256: 'id',
      }),
    }),
    response: obj({ openmrsId: '[phone]' }),
  },
  requestVerificationCode: { args: obj({ emailRequest: obj({ email: '[email]' }) }), response: messageShape },
  verifyEmail: {
    args: obj({ verifyEmailRequest: obj({ email: '[email]', code: '[code]', password: '[password]' }) }),
    response: messageShape,
  },
  requestPasswordResetByEmail: { args: obj({ emailRequest: obj({ email: '[email]' }) }), response: messageShape },
  resetPassword: {
    args: obj({ resetPasswordRequest: obj({ openmrsId: '[phone]', code: '[code]', newPassword: '[password]' }) }),
    response: messageShape,
  },
  logout: { args: obj({}), response: obj({}) },
  searchPatientByEmail: { args: obj({ email: '[email]', 'X-Verification-Code': '[code]' }), response: patientRecordShape },
  searchPatientByOpenmrsId: { args: byPatient(), response: patientRecordShape },
  getPersonalInfo: { args: byPatient(), response: personalInfoSavedShape },
  savePersonalInfo: {
    args: byPatient({ personalInfo: obj({ ...personalInfoFields, shippingAddress: shippingAddressShape }) }),
    response: personalInfoSavedShape,
  },
  getPrivacyConsent: { args: byPatient(), response: privacyConsentShape },
  savePrivacyConsent: {
    args: byPatient({
      privacyConsentRequest: obj({
        consentAccepted: 'boolean',
        patientSignature: '[signature]',
        privacyNoticeVersion: 'enum',
        privacyNoticeSha256: 'id',
      }),
    }),
    response: privacyConsentShape,
  },
  getConsents: {
    args: byPatient(),
    response: obj({
      notice: obj({ version: 'enum', sha256: 'id', title: '[text]', paragraphs: list('[text]') }),
      pending: 'boolean',
      consents: list(consentRecordShape),
    }),
  },
  acceptPrivacyNotice: {
    args: byPatient({ noticeAcceptance: obj({ noticeVersion: 'enum', noticeSha256: 'id' }) }),
    response: consentRecordShape,
  },
  getFamilyHistory: readHistory(familyHistoryFields),
  saveFamilyHistory: savedHistory('familyHistory', familyHistoryFields),
  getNonPathologicalHistory: readHistory(nonPathologicalFields),
  saveNonPathologicalHistory: savedHistory('nonPathologicalHistory', nonPathologicalFields),
  getUrinaryHealth: readHistory(urinaryFields),
  saveUrinaryHealth: savedHistory('urinaryHealth', urinaryFields),
  getPathologicalHistory: readHistory(pathologicalFields),
  savePathologicalHistory: savedHistory('pathologicalHistory', pathologicalFields),
  getGynecologicalInfo: readHistory(gynecologicalFields),
  saveGynecologicalInfo: savedHistory('gynecologicalInfo', gynecologicalFields),
  getMenopauseSymptoms: readHistory(menopauseFields),
  saveMenopauseSymptoms: savedHistory('menopauseSymptoms', menopauseFields),
  getMrsHistory: { args: byPatient(), response: tracking.mrsHistory },
  submitMrs: { args: byPatient({ mrsAnswers: tracking.mrsAnswers }), response: tracking.mrsAssessment },
  getWeightLog: { args: byPatient(), response: tracking.weightLog },
  addWeightEntry: { args: byPatient({ weightEntryRequest: tracking.weightEntryRequest }), response: tracking.weightLog },
  getSubscription: { args: byPatient(), response: subscriptionShape },
  getSubscriptionByPerson: { args: obj({ personUuid: 'id' }), response: subscriptionShape },
  listPrescriptionHistory: { args: byPatient(), response: list(prescriptionShape) },
  listCurrentPrescriptions: { args: byPatient(), response: list(prescriptionShape) },
  listDocuments: { args: byPatient(), response: list(documentShape) },
  uploadDocument: {
    args: byPatient({
      body: obj({ file: '[file]', documentType: oneOf('ginecologia', 'nutricion', 'salud_mental', 'general'), description: '[text]' }),
    }),
    response: documentShape,
  },
  listServices: { args: obj({}), response: list(serviceShape) },
  listProviders: { args: obj({}), response: list(providerShape) },
  listAvailableSlots: {
    args: obj({ phoneNumber: '[phone]', providerUuid: 'id', serviceUuid: 'id', date: 'date' }),
    response: list(slotShape),
  },
  listAppointments: { args: obj({ phoneNumber: '[phone]' }), response: list(appointmentShape) },
  createAppointment: { args: obj({ bookingRequest: obj(bookingFields) }), response: appointmentShape },
  cancelAppointment: { args: obj({ uuid: 'id' }), response: appointmentShape },
  cancelAppointmentByUuid: { args: obj({ uuid: 'id' }), response: appointmentShape },
  rescheduleAppointment: {
    args: obj({ uuid: 'id', rescheduleRequest: obj(rescheduleFields) }),
    response: appointmentShape,
  },
  listPlans: { args: obj({}), response: list(planShape) },
  createCheckoutSession: { args: obj({ checkoutSessionRequest: obj({ priceId: planType }) }), response: checkoutSessionShape },
  createPrescriptionCheckout: {
    args: obj({ prescriptionCheckoutRequest: obj({ encounterUuid: 'id', medications: list('[text]') }) }),
    response: checkoutSessionShape,
  },
  getCheckoutSessionStatus: {
    args: obj({ sessionId: 'id' }),
    response: obj({
      id: 'id',
      status: oneOf('open', 'complete', 'expired'),
      paymentStatus: oneOf('paid', 'unpaid'),
      kind: oneOf('plan', 'prescription'),
      plan: oneOf('mensual', 'primera', 'seguimiento', 'primera-nutricion', 'seguimiento-nutricion', 'receta'),
      amount: 'number',
      currency: 'enum',
      fulfilled: 'boolean',
      createdAt: 'date',
      paymentMethod: oneOf('card', 'oxxo'),
      installments: 'number',
      voucher: voucherShape,
    }),
  },
  listPaymentHistory: { args: obj({}), response: list(paymentShape) },
  getPaymentReceipt: { args: obj({ sessionId: 'id' }), response: obj({ ...paymentFields, paidAt: 'date', voucher: voucherShape }) },
  // The webhook is the payment provider's call, never the browser's; nothing of it is kept.
  handlePaymentWebhook: { args: obj({}), response: obj({ received: 'boolean' }) },
  sendHelpMessage: {
    // An attached technical log is a whole earlier log: it never enters this one.
    args: obj({
      helpMessage: obj({
        name: '[name]',
        email: '[email]',
        subject: oneOf('tecnico', 'cuenta', 'cita', 'receta', 'general', 'otro'),
        message: '[text]',
        technicalLog: '[text]',
      }),
    }),
    response: messageShape,
  },
  getReminderPreferences: { args: obj({}), response: obj({ email: 'boolean', whatsapp: 'boolean', whatsappAccepted: 'boolean' }) },
  updateReminderPreferences: {
    args: obj({ reminderPreferencesUpdate: obj({ email: 'boolean', whatsapp: 'boolean' }) }),
    response: obj({ email: 'boolean', whatsapp: 'boolean', whatsappAccepted: 'boolean' }),
  },
  sendContactForm: {
    args: obj({ contactForm: obj({ name: '[name]', email: '[email]', phoneNumber: '[phone]', message: '[text]' }) }),
    response: '[text]',
  },
  // Her exported file is her whole record: only its name and type are kept.
  exportMyData: {
    args: byPatient({ privacyExportRequest: obj({ format: oneOf('html', 'json', 'fhir') }) }),
    response: obj({ fileName: '[file]', mediaType: oneOf('text/html', 'application/json', 'application/fhir+json'), content: '[text]' }),
  },
  listAccessLog: { args: byPatient(), response: list(accessLogShape) },
  listArcoRequests: { args: byPatient(), response: list(arcoShape) },
  getArcoRequest: { args: byPatient({ id: 'id' }), response: arcoShape },
  fileArcoRequest: { args: byPatient({ body: obj({ kind: arcoKind, description: '[text]', file: '[file]' }) }), response: arcoShape },
  // CFDI invoices: her RFC, fiscal name and postal code are personal; catalogue codes and statuses are structure.
  getInvoiceCatalog: {
    args: obj({}),
    response: obj({
      taxRegimes: list(obj({ code: 'enum', description: 'enum' })),
      cfdiUses: list(obj({ code: 'enum', description: 'enum', regimes: list('enum') })),
      defaultCfdiUse: 'enum',
      pacConfigured: 'boolean',
    }),
  },
  getBillingProfile: { args: byPatient(), response: obj({ billingProfile: billingProfileShape }) },
  saveBillingProfile: { args: byPatient({ billingProfile: billingProfileShape }), response: billingProfileShape },
  listInvoices: { args: byPatient(), response: obj({ payments: list(invoiceablePaymentShape), invoices: list(invoiceRequestShape) }) },
  requestInvoice: { args: byPatient({ invoiceRequestInput: obj({ paymentId: 'id' }) }), response: invoiceRequestShape },
  downloadInvoicePdf: { args: byPatient({ invoiceId: 'id' }), response: '[file]' },
  downloadInvoiceXml: { args: byPatient({ invoiceId: 'id' }), response: '[file]' },
};
