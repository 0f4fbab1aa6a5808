import { list, obj, oneOf, type ObjectShape, type Shape } from './shape';

/** Shapes of the records SPEC §3 lists, shared by the slice and endpoint allowlists. */

export const addressShape = obj({
  address1: '[address]',
  number: '[address]',
  city: '[address]',
  state: '[address]',
  postalCode: '[address]',
  country: '[address]',
});
export const shippingAddressShape = obj({
  street: '[address]',
  number: '[address]',
  city: '[address]',
  state: '[address]',
  postalCode: '[address]',
});

export const loginResponseShape = obj({
  token: '[token]',
  username: '[name]',
  roles: list('enum'),
  email: '[email]',
  fullName: '[name]',
  birthdate: '[date]',
  age: '[number]',
  gender: 'enum',
  profilePictureUrl: '[file]',
});

export const patientRecordShape = obj({
  email: '[email]',
  fullName: '[name]',
  birthdate: '[date]',
  age: '[number]',
  gender: 'enum',
  profilePictureUrl: '[file]',
  phoneNumber: '[phone]',
  patientUuid: 'id',
  personUuid: 'id',
  openmrsId: '[phone]',
  address: addressShape,
});

export const appointmentParamsShape = obj({
  // Typed into a URL by anyone: the service and specialty are kept only as "present".
  open: 'boolean',
  service: '[text]',
  specialty: '[text]',
  date: 'date',
  time: 'date',
});

export const messageShape = obj({ message: '[text]' });
export const errorBodyShape = obj({ message: '[text]', error: '[text]', code: 'enum' });

const flags = (names: string[]) => Object.fromEntries(names.map((n) => [n, 'boolean' as Shape]));
const numbers = (names: string[]) => Object.fromEntries(names.map((n) => [n, 'number' as Shape]));
const texts = (names: string[]) => Object.fromEntries(names.map((n) => [n, '[text]' as Shape]));
const savedAt = { updatedAt: 'date' as Shape };

export const familyHistoryFields = {
  ...flags([
    'obesityOrOverweight',
    'thrombosis',
    'diabetes',
    'arterialHypertension',
    'highCholesterol',
    'heartProblems',
    'autoimmuneDiseases',
    'hipFracture',
    'thyroidProblems',
    'depression',
    'psychiatricDisorders',
    'substanceAbuse',
    'dementiaOrParkinson',
    'geneticDisorders',
    'hasCancerHistory',
    'hasBreastCancerHistory',
    'hasUterineCancer',
    'hasOvarianCancer',
    'hasCervicalCancer',
  ]),
  ...texts(['cancerHistoryDetails', 'otherCancerDetails']),
};

export const medicationShape = obj({ name: '[text]', brand: '[text]', dose: '[text]', diagnosis: '[text]', duration: '[text]' });
export const nonPathologicalFields = {
  ...flags(['hasAllergies', 'takesMedication', 'hasSurgeries', 'hasTransfusions', 'hasHepatitis', 'hasDiabetes', 'hasThyroidProblems']),
  ...texts(['surgeryDetails', 'thyroidProblemDetails', 'otherRelevantHistory', 'allergyDetails']),
  medications: list(medicationShape),
};

export const urinaryFields = {
  ...flags(['frequentUrinaryInfections', 'stressIncontinence', 'urgeIncontinence']),
  stressIncontinenceFrequency: '[text]' as Shape,
  ...numbers(['daytimeUrinationFrequency', 'nocturiaFrequency']),
};

export const pathologicalFields = {
  ...flags([
    'smokesOrVapes',
    'drinksAlcohol',
    'usesDrugs',
    'exercises',
    'weightLossTreatment',
    'conditionsNone',
    'abnormalBleeding',
    'stroke',
    'heartAttack',
    'hypertension',
    'liverDisease',
    'ischemicAttack',
    'thrombosis',
  ]),
  ...texts(['smokingFrequency', 'alcoholFrequency', 'drugDetails', 'exerciseType', 'weightLossTreatmentDetails', 'otherConditions']),
  exerciseFrequency: oneOf('1', '2', '3', '4', '5', '6', '7+'),
};

export const gynecologicalFields = {
  ...flags([
    'isPregnantOrLactating',
    'hasHadPreviousPregnancies',
    'stillHasMenstruation',
    'hasHadHysterectomy',
    'hasHadRecentMammogramOrUltrasound',
    'hasHadRecentPapSmear',
    'usesContraceptiveNone',
    'usesContraceptivePill',
    'usesContraceptivePatch',
    'usesContraceptiveHormonalIUD',
    'usesContraceptiveCopperIUD',
    'usesContraceptiveVaginalRing',
    'usesContraceptiveInjection',
    'usesContraceptiveImplant',
    'usesContraceptiveTubalLigation',
    'usesContraceptiveCondom',
    'usesContraceptiveSymptothermal',
    'doesExercise',
    'usesContraceptiveOther',
  ]),
  ...numbers(['numberOfPregnancies', 'menopauseAge', 'exerciseFrequencyPerWeek']),
  lastPregnancyDate: 'date' as Shape,
  lastMammogramOrUltrasoundDate: 'date' as Shape,
  lastPapSmearDate: 'date' as Shape,
  exerciseType: '[text]' as Shape,
  periodCycle: oneOf('Regular', 'Irregular'),
  periodDetails: '[text]' as Shape,
  oophorectomyStatus: oneOf('Ninguno', 'Uno', 'Ambos'),
  dexaScanStatus: oneOf('Sí', 'No', 'No estoy segura'),
};

export const menopauseFields = {
  ...numbers([
    'symptomHotFlashes',
    'symptomNightSweats',
    'symptomPalpitations',
    'symptomVaginalDryness',
    'symptomPainfulIntercourse',
    'symptomLowLibido',
    'symptomStressIncontinence',
    'symptomRecurrentUti',
    'symptomMoodSwings',
    'symptomAnxiety',
    'symptomDepression',
    'symptomBrainFog',
    'symptomMemoryLoss',
    'symptomInsomnia',
    'symptomWeightGain',
    'symptomJointPain',
    'symptomSkinHairNails',
    'symptomFatigue',
    'symptomHeadaches',
  ]),
  lastMenstrualPeriodDate: '[date]' as Shape,
  hasCycleChanges: 'boolean' as Shape,
  cycleChangesDescription: '[text]' as Shape,
  consentContactGynecologist: 'boolean' as Shape,
  gynecologistName: '[name]' as Shape,
  gynecologistSpecialty: oneOf('Ginecología'),
  gynecologistPhone: '[phone]' as Shape,
  gynecologistEmail: '[email]' as Shape,
};

export const personalInfoFields = { weight: '[number]' as Shape, height: '[number]' as Shape, shippingAddress: shippingAddressShape };

export const withSavedAt = (fields: Record<string, Shape>): ObjectShape => obj({ ...fields, ...savedAt });

export const appointmentShape = obj({
  uuid: 'id',
  date: 'date',
  startTime: 'date',
  startDateTime: 'date',
  endDateTime: 'date',
  status: oneOf('Requested', 'Scheduled', 'Completed', 'Missed', 'Cancelled', 'CheckedIn'),
  // Catalogue names chosen by the clinic, not typed by the patient; follow-up rules branch on them.
  serviceType: 'enum',
  serviceUuid: 'id',
  providerName: '[name]',
  providerUuid: 'id',
  // Holds the video-call link: a secret for whoever has it.
  notes: '[token]',
});

export const slotShape = obj({ startDateTime: 'date', endDateTime: 'date' });
export const bookingFields = {
  patientUuid: 'id' as Shape,
  serviceUuid: 'id' as Shape,
  locationUuid: 'id' as Shape,
  providerUuid: 'id' as Shape,
  startDateTime: 'date' as Shape,
  endDateTime: 'date' as Shape,
};

export const prescriptionShape = obj({
  encounterUuid: 'id',
  providerName: '[name]',
  prescriptionDate: 'date',
  // A medication is a name or a detail record; both are health data.
  medications: list(obj({ name: '[text]', dosage: '[text]', frequency: '[text]', duration: '[text]', instructions: '[text]' })),
  signatureBase64: '[signature]',
  purchased: 'boolean',
});
