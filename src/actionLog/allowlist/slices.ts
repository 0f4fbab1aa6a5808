import type { RootState } from '../../app/rootReducer';
import {
  AddressShape,
  FamilyHistoryShape,
  GynecologicalInfoShape,
  HelpMessageShape,
  LoginResponseShape,
  MenopauseSymptomsShape,
  NonPathologicalHistoryShape,
  PathologicalHistoryShape,
  PatientRecordShape,
  UrinaryHealthShape,
} from '../../../common/contractShapes.gen';
import { list, obj, oneOf, type ObjectShape, type Shape } from '../../../common/redaction';
import { navigationShape } from './navigation';

/**
 * The app's own state and events are not in the contract: this table says what each slice keeps. Where a slice
 * holds what an API call sent or answered, it takes that schema's generated shape, so the contract's data
 * classes decide.
 */

/** What one slice may keep: its state, and the payload of every event it owns (`null` = carries no payload). */
export interface SliceAllowlist {
  state: ObjectShape;
  events: Record<string, Shape | null>;
}

export type AppSliceName = Exclude<keyof RootState, 'api'>;

/**
 * Formik keeps a yes/no answer as 'si'/'no' or a boolean; the questionnaire branches on it, so it is
 * structure. Every other answer follows the field of the API payload it ends up in.
 */
const answerOf = ({ fields }: ObjectShape): ObjectShape =>
  obj(Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, s === 'boolean' ? oneOf(true, false, 'si', 'no', '') : s])));

const appointmentParamsShape = obj({
  // Typed into a URL by anyone: the service and specialty are kept only as "present".
  open: 'boolean',
  service: '[text]',
  specialty: '[text]',
  date: 'date',
  time: 'date',
});

const answersByStep: Record<string, ObjectShape> = {
  'info-personal': obj({
    weight: '[text]',
    height: '[text]',
    street: '[address]',
    number: '[address]',
    city: '[address]',
    state: '[address]',
    postalCode: '[address]',
  }),
  'antecedentes-familiares': answerOf(FamilyHistoryShape),
  'antecedentes-personales': answerOf(NonPathologicalHistoryShape),
  'salud-urinaria': answerOf(UrinaryHealthShape),
  'antecedentes-patologicos': answerOf(PathologicalHistoryShape),
  'informacion-ginecologica': answerOf(GynecologicalInfoShape),
  perimenopausia: answerOf(MenopauseSymptomsShape),
  'terminos-condiciones': obj({}),
};

const stepAnswers = obj(answersByStep);
const answersOfStep = (payload: unknown) =>
  obj({ step: 'step', answers: answersByStep[String((payload as { step?: unknown })?.step)] ?? obj({}) });

const sessionState = obj({
  ...LoginResponseShape.fields,
  ...PatientRecordShape.fields,
  endReason: oneOf('server', 'idle'),
});

/** One table per slice of the root reducer; the type makes a new slice without a table a compile error. */
export const sliceAllowlist: Record<AppSliceName, SliceAllowlist> = {
  session: {
    state: sessionState,
    events: {
      'session/loggedIn': LoginResponseShape,
      'session/loggedOut': null,
      'session/expired': obj({ reason: oneOf('server', 'idle') }),
      'session/logoutRequested': null,
      'session/idleTimedOut': null,
      'session/patientRecordLoaded': PatientRecordShape,
      'session/shippingAddressSaved': AddressShape,
    },
  },
  auth: {
    state: obj({
      loginMode: oneOf('login', 'forgot-email', 'forgot-verification'),
      recovery: obj({ email: '[email]' }),
      registration: obj({ stage: oneOf('registro', 'verificacion'), email: '[email]' }),
    }),
    events: {
      'auth/recoveryStarted': null,
      'auth/recoveryAbandoned': null,
      'auth/recoveryCodeSent': obj({ email: '[email]' }),
      'auth/passwordResetCompleted': null,
      'auth/registrationSubmitted': obj({ email: '[email]' }),
      'auth/registrationAccepted': obj({ email: '[email]' }),
      'auth/registrationRestarted': null,
      'auth/emailVerified': null,
      'auth/automaticLoginFailed': null,
      'auth/loginFailed': obj({ status: 'enum' }),
    },
  },
  onboarding: {
    state: obj({ answers: stepAnswers, firmaDigital: '[signature]', consentAccepted: 'boolean' }),
    events: {
      'onboarding/stepSubmitted': answersOfStep,
      'onboarding/savedAnswersLoaded': answersOfStep,
      'onboarding/signatureCaptured': obj({ dataUrl: '[signature]' }),
      'onboarding/signatureCleared': null,
      'onboarding/consentSigned': null,
    },
  },
  payments: {
    state: obj({
      pendingPaymentPlan: 'enum',
      pendingPaymentTimestamp: 'date',
      pendingPrescriptionPurchase: obj({ encounterUuid: 'id', medications: list('[text]') }),
      pendingPrescriptionTimestamp: 'date',
      paymentHash: '[token]',
      pendingOxxo: obj({ sessionId: 'id', plan: 'enum', amount: 'number', expiresAt: 'date' }),
    }),
    events: {
      'payments/oxxoVoucherIssued': obj({ sessionId: 'id', plan: 'enum', amount: 'number', expiresAt: 'date' }),
      'payments/oxxoVoucherPaid': obj({ sessionId: 'id', paymentHash: '[token]' }),
      'payments/oxxoVoucherExpired': obj({ sessionId: 'id' }),
      'payments/checkoutStarted': obj({ plan: 'enum', at: 'date' }),
      'payments/prescriptionCheckoutStarted': obj({ encounterUuid: 'id', medications: list('[text]'), at: 'date' }),
      'payments/singleConsultPaid': obj({ paymentHash: '[token]' }),
      'payments/paymentReturnHandled': null,
    },
  },
  appointments: {
    state: obj({ pendingAppointmentParams: appointmentParamsShape }),
    events: {
      'appointments/deepLinkSaved': appointmentParamsShape,
      'appointments/deepLinkConsumed': null,
      'appointments/bookingSucceeded': obj({ appointmentUuid: 'id', rescheduled: 'boolean' }),
      'appointments/bookingFailed': obj({ status: 'enum' }),
      'appointments/cancellationSucceeded': obj({ appointmentUuid: 'id' }),
      'appointments/cancellationFailed': obj({ appointmentUuid: 'id' }),
    },
  },
  dashboard: {
    state: obj({ view: oneOf('consultas', 'menopausia', 'nutricion'), openModal: obj({ modal: 'enum', ref: 'id' }) }),
    events: {
      'dashboard/viewChosen': obj({ view: oneOf('consultas', 'menopausia', 'nutricion') }),
      'dashboard/modalOpened': obj({ modal: 'enum', ref: 'id' }),
      'dashboard/modalClosed': null,
    },
  },
  portal: {
    state: obj({ outdated: 'boolean' }),
    events: { 'portal/contractRetired': null },
  },
};

/** Events no slice handles: where she is, and the help centre's requests that the app's listeners answer. */
const listenerEvents: Record<string, Shape | null> = {
  'router/navigated': navigationShape,
  'videoCheck/deviceChecked': obj({ device: 'enum', result: 'enum' }),
  'help/technicalLogDownloadRequested': null,
  'help/messageSubmitted': obj({
    helpMessage: HelpMessageShape,
    attachTechnicalLog: 'boolean',
  }),
};

/** Every app event's payload shape, by action type. */
export const eventAllowlist: ReadonlyMap<string, Shape | null> = new Map([
  ...Object.values(sliceAllowlist).flatMap((slice) => Object.entries(slice.events)),
  ...Object.entries(listenerEvents),
]);
