/**
 * One sample per action type and per API endpoint, with a MARKER string in every free-text and personal
 * field and realistic values in the structural ones (enums, ids, dates, step names).
 */
export const MARKER = 'MARKER';
const m = (what: string) => `${MARKER}-${what}`;
const email = (what: string) => `${MARKER}-${what}@ejemplo.mx`;

const uuid = (n: number) =>
  `${String(n).repeat(8)}-${String(n).repeat(4)}-4${String(n).repeat(3)}-8${String(n).repeat(3)}-${String(n).repeat(12)}`;

export const address = {
  address1: m('calle'),
  number: m('numero'),
  city: m('ciudad'),
  state: m('estado'),
  postalCode: m('cp'),
  country: 'México',
};
// The voucher number pays her order at an OXXO till, so it is treated like a token.
const oxxoVoucher = {
  reference: m('93000260011234567890'),
  expiresAt: '2026-11-27T05:59:59.000Z',
  hostedVoucherUrl: `https://payments.stripe.com/oxxo/voucher/${m('voucher')}`,
};
const payment = {
  id: 'cs_test_abcdefghijkl',
  createdAt: '2026-11-20T10:00:00.000Z',
  concept: m('Primera consulta'),
  amount: 1050,
  currency: 'mxn',
  method: 'card',
  installments: 6,
  status: 'paid',
  kind: 'plan',
  plan: 'primera',
};
export const shippingAddress = { street: m('calle'), number: m('numero'), city: m('ciudad'), state: m('estado'), postalCode: m('cp') };

export const loginResponse = {
  token: m('token'),
  username: email('usuario'),
  roles: ['patient'],
  email: email('login'),
  fullName: m('nombre completo'),
  birthdate: m('nacimiento'),
  age: 51,
  gender: 'f',
  profilePictureUrl: `https://fotos.example/${m('foto')}.jpg`,
};
export const patientRecord = {
  email: email('paciente'),
  fullName: m('María López'),
  birthdate: m('1975-04-02'),
  age: 51,
  gender: 'f',
  profilePictureUrl: `https://fotos.example/${m('foto')}.jpg`,
  phoneNumber: m('5512345678'),
  patientUuid: uuid(1),
  personUuid: uuid(2),
  openmrsId: m('5512345678'),
  address,
};

const familyHistory = {
  obesityOrOverweight: true,
  thrombosis: false,
  diabetes: true,
  arterialHypertension: false,
  highCholesterol: false,
  heartProblems: false,
  autoimmuneDiseases: false,
  hipFracture: false,
  thyroidProblems: true,
  depression: false,
  psychiatricDisorders: false,
  substanceAbuse: false,
  dementiaOrParkinson: false,
  geneticDisorders: false,
  hasCancerHistory: true,
  hasBreastCancerHistory: true,
  hasUterineCancer: false,
  hasOvarianCancer: false,
  hasCervicalCancer: false,
  cancerHistoryDetails: m('cáncer de mamá'),
  otherCancerDetails: m('otro cáncer'),
};
const medication = { name: m('medicamento'), brand: m('marca'), dose: m('dosis'), diagnosis: m('diagnóstico'), duration: m('duración') };
const nonPathological = {
  hasAllergies: true,
  takesMedication: true,
  hasSurgeries: true,
  hasTransfusions: false,
  hasHepatitis: false,
  hasDiabetes: false,
  hasThyroidProblems: true,
  surgeryDetails: m('cirugía'),
  thyroidProblemDetails: m('tiroides'),
  otherRelevantHistory: m('otros'),
  medications: [medication],
};
const urinary = {
  frequentUrinaryInfections: true,
  stressIncontinence: true,
  stressIncontinenceFrequency: m('a veces'),
  daytimeUrinationFrequency: 8,
  nocturiaFrequency: 2,
  urgeIncontinence: false,
};
const pathological = {
  smokesOrVapes: true,
  smokingFrequency: m('diario'),
  drinksAlcohol: true,
  alcoholFrequency: m('fines'),
  usesDrugs: true,
  drugDetails: m('drogas'),
  exercises: true,
  exerciseFrequency: '3',
  exerciseType: m('natación'),
  weightLossTreatment: true,
  weightLossTreatmentDetails: m('tratamiento'),
  conditionsNone: false,
  abnormalBleeding: true,
  stroke: false,
  heartAttack: false,
  hypertension: true,
  liverDisease: false,
  ischemicAttack: false,
  thrombosis: false,
  otherConditions: m('otra condición'),
};
const gynecological = {
  isPregnantOrLactating: false,
  hasHadPreviousPregnancies: true,
  numberOfPregnancies: 2,
  lastPregnancyDate: m('embarazo'),
  doesExercise: null,
  exerciseFrequencyPerWeek: null,
  exerciseType: null,
  stillHasMenstruation: true,
  periodCycle: 'Irregular',
  periodDetails: m('periodo'),
  menopauseAge: null,
  hasHadHysterectomy: false,
  oophorectomyStatus: 'Ninguno',
  hasHadRecentMammogramOrUltrasound: true,
  lastMammogramOrUltrasoundDate: m('mastografía'),
  hasHadRecentPapSmear: true,
  lastPapSmearDate: m('papanicolau'),
  dexaScanStatus: 'No estoy segura',
  usesContraceptiveNone: false,
  usesContraceptivePill: true,
  usesContraceptivePatch: false,
  usesContraceptiveHormonalIUD: false,
  usesContraceptiveCopperIUD: false,
  usesContraceptiveVaginalRing: false,
  usesContraceptiveInjection: false,
  usesContraceptiveImplant: false,
  usesContraceptiveTubalLigation: false,
  usesContraceptiveCondom: false,
  usesContraceptiveSymptothermal: false,
  usesContraceptiveOther: null,
};
const menopause = {
  symptomHotFlashes: 7,
  symptomNightSweats: 5,
  symptomPalpitations: 0,
  symptomVaginalDryness: 3,
  symptomPainfulIntercourse: 2,
  symptomLowLibido: 4,
  symptomStressIncontinence: 0,
  symptomRecurrentUti: 0,
  symptomMoodSwings: 6,
  symptomAnxiety: 5,
  symptomDepression: 0,
  symptomBrainFog: 4,
  symptomMemoryLoss: 0,
  symptomInsomnia: 8,
  symptomWeightGain: 3,
  symptomJointPain: 2,
  symptomSkinHairNails: 5,
  symptomFatigue: 9,
  symptomHeadaches: 0,
  lastMenstrualPeriodDate: null,
  hasCycleChanges: null,
  cycleChangesDescription: null,
  consentContactGynecologist: true,
  gynecologistName: m('Dra. Pérez'),
  gynecologistSpecialty: 'Ginecología',
  gynecologistPhone: m('5599999999'),
  gynecologistEmail: email('gineco'),
};
const saved = <T extends object>(body: T) => ({ ...body, updatedAt: '2026-11-20T10:00:00.000Z' });
const appointment = {
  uuid: uuid(3),
  date: '2026-12-01',
  startTime: '10:00',
  startDateTime: '2026-12-01T13:00:00.000Z',
  endDateTime: '2026-12-01T13:40:00.000Z',
  status: 'Requested',
  serviceType: 'Primera consulta Menopausia',
  serviceUuid: uuid(4),
  providerName: m('Dra. Ana'),
  providerUuid: uuid(5),
  notes: `https://meet.example/${m('enlace')}`,
};
const earlierSlotOffer = {
  state: 'open',
  startDateTime: '2026-11-28T13:00:00.000Z',
  endDateTime: '2026-11-28T13:40:00.000Z',
  heldUntil: '2026-11-27T16:30:00.000Z',
  providerName: m('Dra. Ana'),
  serviceType: 'Primera consulta Menopausia',
  currentStartDateTime: '2026-12-01T13:00:00.000Z',
};
const prescription = {
  encounterUuid: uuid(6),
  providerName: m('Dr. Luis - Ginecología'),
  prescriptionDate: '2026-11-01',
  medications: [
    m('Estradiol'),
    { name: m('Progesterona'), dosage: m('100 mg'), frequency: m('diario'), duration: m('3 meses'), instructions: m('noche') },
    {
      name: m('Estrogel'),
      genericName: m('Estradiol'),
      presentation: m('Gel 0.06 %'),
      dosage: m('1 aplicación'),
      route: m('Cutánea'),
      frequency: m('diario'),
      duration: m('3 meses'),
      instructions: m('noche'),
    },
  ],
  signatureBase64: `data:image/png;base64,${m('firma')}`,
  purchased: false,
  prescriber: { fullName: m('Dra. Ana Ruiz'), cedulaProfesional: m('00000001'), institution: m('Universidad') },
  clinicAddress: m('Av. Ejemplo 123'),
};
const arcoRequest = {
  id: uuid(7),
  folio: 3,
  kind: 'acceso',
  description: m('quiero una copia'),
  status: 'procedente',
  filedAt: '2026-11-23T15:00:00.000Z',
  answerDue: '2026-12-22',
  answer: m('respuesta'),
  answeredAt: '2026-11-24T15:00:00.000Z',
  carryOutDue: '2026-12-15',
  carriedOutAt: null,
  attachment: { uuid: uuid(8), fileName: m('ine.pdf') },
};
const documentRecord = {
  uuid: uuid(7),
  fileName: m('estudio.pdf'),
  documentType: 'ginecologia',
  description: m('descripción'),
  sizeBytes: 1234,
  mimeType: 'application/pdf',
  uploadedAt: '2026-11-20T10:00:00.000Z',
};
const booking = {
  serviceUuid: uuid(4),
  locationUuid: uuid(8),
  providerUuid: uuid(5),
  startDateTime: '2026-12-01T13:00:00.000Z',
  endDateTime: '2026-12-01T13:40:00.000Z',
};
const subscription = { has_subscription: true, status: 'active', expires_at: '2026-12-20T00:00:00.000Z', singleConsultCredits: 1 };
/** One acceptance; the address is personal, the notice version and hashes are not. */
const consentRecord = {
  kind: 'signature',
  noticeVersion: '2026-11-23',
  noticeSha256: 'a'.repeat(64),
  acceptedAt: '2026-11-23T15:04:05.000Z',
  clientAddress: m('203.0.113.7'),
  signatureSha256: 'b'.repeat(64),
};
const consent = { consentAccepted: true, patientSignature: `data:image/jpeg;base64,${m('firma')}`, signedAt: '2026-11-20T10:00:00.000Z' };
const personalInfo = { weight: 68.5, height: 162, shippingAddress };
const checkout = { id: 'cs_test_abcdefghijkl', url: `/checkout/cs_test_${m('url')}` };
const message = { message: m('mensaje del servidor') };
const openmrsId = m('5512345678');

/** Arguments passed to each event's action creator. */
export const eventSamples: Record<string, unknown[]> = {
  'session/loggedIn': [loginResponse],
  'session/loggedOut': [],
  'session/expired': [{ reason: 'idle' }],
  'session/logoutRequested': [],
  'session/idleTimedOut': [],
  'session/patientRecordLoaded': [patientRecord],
  'session/shippingAddressSaved': [address],
  'auth/recoveryStarted': [],
  'auth/recoveryAbandoned': [],
  'auth/recoveryCodeSent': [{ email: email('recuperacion') }],
  'auth/passwordResetCompleted': [],
  'auth/registrationSubmitted': [{ email: email('registro') }],
  'auth/registrationAccepted': [{ email: email('registro') }],
  'auth/registrationRestarted': [],
  'auth/emailVerified': [],
  'auth/automaticLoginFailed': [],
  'auth/loginFailed': [{ status: 401 }],
  'onboarding/stepSubmitted': [
    { step: 'antecedentes-familiares', answers: { ...familyHistory, hasCancerHistory: 'si', notaLibre: m('nota') } },
  ],
  'onboarding/savedAnswersLoaded': [{ step: 'perimenopausia', answers: menopause }],
  'onboarding/signatureCaptured': [{ dataUrl: `data:image/jpeg;base64,${m('firma')}` }],
  'onboarding/signatureCleared': [],
  'onboarding/consentSigned': [],
  'payments/checkoutStarted': ['primera', 1_795_400_000_000],
  'payments/prescriptionCheckoutStarted': [{ encounterUuid: uuid(6), medications: [m('Estradiol')] }, 1_795_400_000_000],
  'payments/singleConsultPaid': [{ paymentHash: m('hash') }],
  'payments/paymentReturnHandled': [],
  'payments/oxxoVoucherIssued': [
    { sessionId: 'cs_test_abcdefghijkl', plan: 'primera', amount: 1050, expiresAt: '2026-11-27T05:59:59.000Z' },
  ],
  'payments/oxxoVoucherPaid': [{ sessionId: 'cs_test_abcdefghijkl', paymentHash: m('hash') }],
  'payments/oxxoVoucherExpired': [{ sessionId: 'cs_test_abcdefghijkl' }],
  'appointments/deepLinkSaved': [{ open: true, service: m('servicio'), specialty: m('especialidad'), date: m('fecha'), time: m('hora') }],
  'appointments/deepLinkConsumed': [],
  'appointments/bookingSucceeded': [{ appointmentUuid: uuid(3), rescheduled: true }],
  'appointments/bookingFailed': [{ status: 409 }],
  'appointments/cancellationSucceeded': [{ appointmentUuid: uuid(3) }],
  'appointments/cancellationFailed': [{ appointmentUuid: uuid(3) }],
  'dashboard/viewChosen': [{ view: 'nutricion' }],
  'dashboard/modalOpened': [{ modal: 'booking', ref: uuid(3) }],
  'dashboard/modalClosed': [],
  'portal/contractRetired': [],
  'router/navigated': [
    {
      path: `/pago-oxxo/${m('ruta')}`,
      query: { servicio: m('servicio'), nota: m('nota'), fecha: m('fecha'), session_id: m('sesion'), agendar: '1' },
      action: 'PUSH',
    },
    { path: '/pago-oxxo/cs_test_abcdefghijkl', query: { session_id: 'cs_test_abcdefghijkl', plan: 'primera' }, action: 'POP' },
  ],
  'videoCheck/deviceChecked': [{ device: 'camera', result: 'denied' }],
  'help/technicalLogDownloadRequested': [],
  'help/messageSubmitted': [
    { helpMessage: { name: m('María'), email: email('ayuda'), subject: 'tecnico', message: m('no carga') }, attachTechnicalLog: true },
  ],
};

const billingProfile = { rfc: m('GODE561231GR8'), legalName: m('MARIA LOPEZ'), taxRegime: '605', cfdiUse: 'D01', postalCode: m('06700') };
const invoiceRequest = {
  id: uuid(6),
  paymentId: 'cs_test_a1b2c3',
  concept: 'Primera consulta Menopausia',
  amount: 1050,
  method: 'card',
  deductible: true,
  ...billingProfile,
  status: 'issued',
  cfdiUuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
  requestedAt: '2026-11-23T16:00:00.000Z',
  issuedAt: '2026-11-23T16:00:05.000Z',
};

const telehealthRecord = {
  consentVersion: '2026-11-27',
  consentSha256: 'b'.repeat(64),
  acceptedAt: '2026-11-27T15:00:00.000Z',
  clientAddress: m('203.0.113.7'),
};

/** For each generated endpoint: the arguments it is called with and the server's answer. */
const mrsAssessment = {
  day: '2026-11-23',
  submittedAt: '2026-11-23T15:00:00.000Z',
  answers: [2, 1, 2, 1, 1, 2, 1, 1, 1, 1, 1],
  total: 14,
  somatic: 6,
  psychological: 5,
  urogenital: 3,
  band: 'moderado',
};
const weightLog = {
  heightCm: 160,
  entries: [
    { day: '2026-10-02', weightKg: 64, waistCm: null, bmi: 25, source: 'registro' },
    { day: '2026-11-23', weightKg: 64.5, waistCm: 82, bmi: 25.2, source: 'bitacora' },
  ],
};
const hotFlashDay = {
  day: '2026-11-23',
  mild: 2,
  moderate: 3,
  severe: 1,
  nightSweats: 2,
  total: 6,
  severityScore: 1.83,
  hfrdis: [5, 4, 6, 3, 2, 4, 3, 5, 2, 4],
  hfrdisScore: 3.8,
  hfrdisBand: 'leve',
  recordedAt: '2026-11-23T15:00:00.000Z',
};
const hotFlashDiary = {
  today: '2026-11-23',
  earliestDay: '2026-08-25',
  days: [hotFlashDay],
  weeks: [
    {
      from: '2026-11-17',
      to: '2026-11-23',
      loggedDays: 1,
      meanDaily: 6,
      meanModerateSevere: 4,
      severityScore: 1.83,
      meanNightSweats: 2,
      hfrdisMean: 3.8,
      hfrdisBand: 'leve',
    },
  ],
  changes: [m('Tus bochornos moderados y severos bajaron')],
};

export const endpointSamples: Record<string, { args: unknown; response: unknown }> = {
  loginByEmail: { args: { loginRequest: { email: email('login'), password: m('Contraseña9') } }, response: loginResponse },
  registerPatient: {
    args: {
      registrationRequest: {
        firstName: m('María'),
        lastName: m('López'),
        birthdate: m('1975-04-02'),
        gender: 'f',
        email: email('registro'),
        address: m('dirección'),
        phoneNumber: m('5512345678'),
        openmrsId,
        weight: m('60-70'),
        height: m('162'),
        comoNosConociste: m('instagram'),
        codigoReferencia: m('REF'),
        aceptaPrivacidad: true,
      },
    },
    response: { openmrsId },
  },
  requestVerificationCode: { args: { emailRequest: { email: email('registro') } }, response: message },
  verifyEmail: {
    args: { verifyEmailRequest: { email: email('registro'), code: m('482913'), password: m('Contraseña9') } },
    response: message,
  },
  requestPasswordResetByEmail: { args: { emailRequest: { email: email('recuperacion') } }, response: message },
  resetPassword: { args: { resetPasswordRequest: { openmrsId, code: m('482913'), newPassword: m('Nueva9') } }, response: message },
  logout: { args: undefined, response: {} },
  searchPatientByEmail: { args: { email: email('busqueda') }, response: patientRecord },
  searchPatientByOpenmrsId: { args: { openmrsId }, response: patientRecord },
  getPersonalInfo: { args: { openmrsId }, response: { ...saved(personalInfo), address } },
  savePersonalInfo: { args: { openmrsId, personalInfo }, response: { ...saved(personalInfo), address } },
  getPrivacyConsent: { args: { openmrsId }, response: consent },
  savePrivacyConsent: {
    args: {
      openmrsId,
      privacyConsentRequest: {
        consentAccepted: true,
        patientSignature: consent.patientSignature,
        privacyNoticeVersion: '2026-11-23',
        privacyNoticeSha256: 'a'.repeat(64),
      },
    },
    response: consent,
  },
  getConsents: {
    args: { openmrsId },
    response: {
      notice: { version: '2026-11-23', sha256: 'a'.repeat(64), title: m('aviso'), paragraphs: [m('párrafo')] },
      pending: true,
      consents: [consentRecord],
    },
  },
  acceptPrivacyNotice: {
    args: { openmrsId, noticeAcceptance: { noticeVersion: '2026-11-23', noticeSha256: 'a'.repeat(64) } },
    response: consentRecord,
  },
  getTelehealthConsent: {
    args: { openmrsId },
    response: {
      consent: { version: '2026-11-27', sha256: 'b'.repeat(64), title: m('consentimiento'), paragraphs: [m('párrafo')] },
      pending: false,
      acceptances: [telehealthRecord],
    },
  },
  acceptTelehealthConsent: {
    args: { openmrsId, noticeAcceptance: { noticeVersion: '2026-11-27', noticeSha256: 'b'.repeat(64) } },
    response: telehealthRecord,
  },
  getFamilyHistory: { args: { openmrsId }, response: saved(familyHistory) },
  saveFamilyHistory: { args: { openmrsId, familyHistory }, response: saved(familyHistory) },
  getNonPathologicalHistory: { args: { openmrsId }, response: saved(nonPathological) },
  saveNonPathologicalHistory: { args: { openmrsId, nonPathologicalHistory: nonPathological }, response: saved(nonPathological) },
  getUrinaryHealth: { args: { openmrsId }, response: saved(urinary) },
  saveUrinaryHealth: { args: { openmrsId, urinaryHealth: urinary }, response: saved(urinary) },
  getPathologicalHistory: { args: { openmrsId }, response: saved(pathological) },
  savePathologicalHistory: { args: { openmrsId, pathologicalHistory: pathological }, response: saved(pathological) },
  getGynecologicalInfo: { args: { openmrsId }, response: saved(gynecological) },
  saveGynecologicalInfo: { args: { openmrsId, gynecologicalInfo: gynecological }, response: saved(gynecological) },
  getMenopauseSymptoms: { args: { openmrsId }, response: saved(menopause) },
  saveMenopauseSymptoms: { args: { openmrsId, menopauseSymptoms: menopause }, response: saved(menopause) },
  getReminderPreferences: { args: undefined, response: { email: true, whatsapp: false, whatsappAccepted: true } },
  updateReminderPreferences: {
    args: { reminderPreferencesUpdate: { email: false, whatsapp: true } },
    response: { email: false, whatsapp: true, whatsappAccepted: true },
  },
  getMrsHistory: { args: { openmrsId }, response: { assessments: [mrsAssessment], reminderDue: true } },
  submitMrs: { args: { openmrsId, mrsAnswers: { answers: mrsAssessment.answers } }, response: mrsAssessment },
  getWeightLog: { args: { openmrsId }, response: weightLog },
  addWeightEntry: { args: { openmrsId, weightEntryRequest: { weightKg: 64.5, waistCm: 82, heightCm: 160 } }, response: weightLog },
  getHotFlashDiary: { args: { openmrsId }, response: hotFlashDiary },
  saveHotFlashDay: {
    args: {
      openmrsId,
      hotFlashDayRequest: { day: '2026-11-23', mild: 2, moderate: 3, severe: 1, nightSweats: 2, hfrdis: hotFlashDay.hfrdis },
    },
    response: hotFlashDiary,
  },
  getSubscription: { args: { openmrsId }, response: subscription },
  getSubscriptionByPerson: { args: { personUuid: uuid(2) }, response: subscription },
  listPrescriptionHistory: { args: { openmrsId }, response: [prescription] },
  listCurrentPrescriptions: { args: { openmrsId }, response: [prescription] },
  listDocuments: { args: { openmrsId }, response: [documentRecord] },
  uploadDocument: {
    args: { openmrsId, body: { file: new Blob([m('contenido del archivo')]), documentType: 'ginecologia', description: m('descripción') } },
    response: documentRecord,
  },
  listServices: {
    args: undefined,
    response: [{ uuid: uuid(4), name: 'Primera consulta Menopausia', durationMinutes: 40, specialty: 'Menopausia' }],
  },
  listProviders: { args: undefined, response: [{ uuid: uuid(5), display: `Menopausia - ${m('Dra. Ana')}`, specialty: 'Menopausia' }] },
  listAvailableSlots: {
    args: { phoneNumber: m('5512345678'), providerUuid: uuid(5), serviceUuid: uuid(4) },
    response: [{ startDateTime: '2026-12-01T13:00:00.000Z', endDateTime: '2026-12-01T13:40:00.000Z' }],
  },
  listAppointments: { args: { phoneNumber: m('5512345678') }, response: [appointment] },
  createAppointment: { args: { bookingRequest: { patientUuid: uuid(1), ...booking } }, response: appointment },
  cancelAppointment: { args: { uuid: uuid(3) }, response: { ...appointment, status: 'Cancelled' } },
  cancelAppointmentByUuid: { args: { uuid: uuid(3) }, response: { ...appointment, status: 'Cancelled' } },
  rescheduleAppointment: { args: { uuid: uuid(3), rescheduleRequest: booking }, response: appointment },
  joinEarlierSlotWait: { args: { uuid: uuid(3) }, response: { appointmentUuid: uuid(3), waiting: true } },
  leaveEarlierSlotWait: { args: { uuid: uuid(3) }, response: { appointmentUuid: uuid(3), waiting: false } },
  viewEarlierSlotOffer: { args: { earlierSlotOfferToken: { token: m('token-de-oferta') } }, response: earlierSlotOffer },
  acceptEarlierSlotOffer: {
    args: { earlierSlotOfferToken: { token: m('token-de-oferta') } },
    response: { ...earlierSlotOffer, state: 'taken' },
  },
  listPlans: {
    args: undefined,
    response: [
      {
        id: 'primera',
        title: 'Primera consulta',
        description: m('descripción del plan'),
        priceMxn: 1050,
        durationMinutes: 40,
        inclusions: [m('incluye')],
      },
    ],
  },
  createCheckoutSession: { args: { checkoutSessionRequest: { priceId: 'primera' } }, response: checkout },
  createPrescriptionCheckout: {
    args: { prescriptionCheckoutRequest: { encounterUuid: uuid(6), medications: [m('Estradiol')] } },
    response: checkout,
  },
  getCheckoutSessionStatus: {
    args: { sessionId: 'cs_test_abcdefghijkl' },
    response: {
      id: 'cs_test_abcdefghijkl',
      status: 'complete',
      paymentStatus: 'paid',
      kind: 'plan',
      plan: 'primera',
      amount: 1050,
      currency: 'mxn',
      fulfilled: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      paymentMethod: 'oxxo',
      installments: null,
      voucher: oxxoVoucher,
    },
  },
  listPaymentHistory: { args: undefined, response: [payment] },
  getPaymentReceipt: {
    args: { sessionId: 'cs_test_abcdefghijkl' },
    response: { ...payment, paidAt: '2026-11-21T10:00:00.000Z', voucher: oxxoVoucher },
  },
  handlePaymentWebhook: { args: { body: { customer_email: email('stripe'), name: m('cliente') } }, response: { received: true } },
  sendHelpMessage: {
    args: {
      helpMessage: {
        name: m('María'),
        email: email('ayuda'),
        subject: 'cita',
        message: m('no puedo agendar'),
        technicalLog: m('{"format":"ella-action-log"}'),
      },
    },
    response: message,
  },
  sendContactForm: {
    args: { contactForm: { name: m('María'), email: email('contacto'), phoneNumber: m('5512345678'), message: m('contacto') } },
    response: m('recibido'),
  },
  exportMyData: {
    args: { openmrsId, privacyExportRequest: { format: 'fhir' } },
    response: { fileName: m('mis-datos.fhir.json'), mediaType: 'application/fhir+json', content: m('expediente completo') },
  },
  listAccessLog: {
    args: { openmrsId },
    response: [
      {
        at: '2026-11-23T15:00:00.000Z',
        actorKind: 'staff',
        actor: m('dra.ruiz'),
        tool: m('npm run staff'),
        action: 'read',
        what: m('tus consultas'),
      },
    ],
  },
  listArcoRequests: { args: { openmrsId }, response: [arcoRequest] },
  getArcoRequest: { args: { openmrsId, id: uuid(7) }, response: arcoRequest },
  fileArcoRequest: {
    args: { openmrsId, body: { kind: 'cancelacion', description: m('solicitud'), file: new Blob([m('identificación')]) } },
    response: arcoRequest,
  },
  // CFDI invoices
  getInvoiceCatalog: {
    args: undefined,
    response: {
      taxRegimes: [{ code: '605', description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios' }],
      cfdiUses: [{ code: 'D01', description: 'Honorarios médicos, dentales y gastos hospitalarios', regimes: ['605'] }],
      defaultCfdiUse: 'D01',
      pacConfigured: false,
    },
  },
  getBillingProfile: { args: { openmrsId }, response: { billingProfile } },
  saveBillingProfile: { args: { openmrsId, billingProfile }, response: billingProfile },
  listInvoices: {
    args: { openmrsId },
    response: {
      payments: [
        {
          id: 'cs_test_a1b2c3',
          concept: 'Primera consulta Menopausia',
          amount: 1050,
          paidAt: '2026-11-20T16:00:00.000Z',
          method: 'card',
          installments: 3,
          deductible: true,
          invoiceId: uuid(6),
        },
      ],
      invoices: [invoiceRequest],
    },
  },
  requestInvoice: { args: { openmrsId, invoiceRequestInput: { paymentId: 'cs_test_a1b2c3' } }, response: invoiceRequest },
  downloadInvoicePdf: { args: { openmrsId, invoiceId: uuid(6) }, response: m('%PDF factura') },
  downloadPrescriptionPdf: { args: { openmrsId, encounterUuid: uuid(6) }, response: m('%PDF receta') },
  downloadInvoiceXml: { args: { openmrsId, invoiceId: uuid(6) }, response: m('<cfdi:Comprobante/>') },
};

/** What the server answers when a call fails: personal text can come back in an error too. */
export const errorBody = { message: m('error del servidor'), error: m('detalle'), code: 'invalid_request' };
