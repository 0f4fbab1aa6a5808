import { familyHistory } from '../../../src/features/onboarding/steps/familyHistory';
import { gynecologicalInfo } from '../../../src/features/onboarding/steps/gynecologicalInfo';
import { infoPersonal } from '../../../src/features/onboarding/steps/infoPersonal';
import { pathologicalHistory } from '../../../src/features/onboarding/steps/pathologicalHistory';
import { perimenopause } from '../../../src/features/onboarding/steps/perimenopause';
import { personalHistory } from '../../../src/features/onboarding/steps/personalHistory';
import { urinaryHealth } from '../../../src/features/onboarding/steps/urinaryHealth';

describe('info-personal payload', () => {
  it('parses weight and height as decimals and sends the trimmed shipping address', () => {
    expect(
      infoPersonal.toPayload({
        weight: '62,5',
        height: '162',
        street: ' Av. Insurgentes Sur ',
        number: '1602',
        city: 'Ciudad de México',
        state: 'CDMX',
        postalCode: '03940',
      }),
    ).toEqual({
      weight: 62.5,
      height: 162,
      shippingAddress: { street: 'Av. Insurgentes Sur', number: '1602', city: 'Ciudad de México', state: 'CDMX', postalCode: '03940' },
    });
  });

  it('reads a weight range as its first number and sends 0 for a weight that does not parse', () => {
    const base = { height: '160', street: 'Calle', number: '1', city: 'Puebla', state: 'Puebla', postalCode: '72000' };
    expect(infoPersonal.toPayload({ ...base, weight: '60-65' }).weight).toBe(60);
    expect(infoPersonal.toPayload({ ...base, weight: 'no sé' }).weight).toBe(0);
  });
});

describe('family history payload', () => {
  it('sends one boolean per condition, the cancer types and both details when there is cancer history', () => {
    expect(
      familyHistory.toPayload({
        conditions: ['diabetes', 'arterialHypertension', 'thyroidProblems'],
        hasCancerHistory: 'si',
        cancerHistoryDetails: ' Abuela materna con cáncer de mama ',
        cancerTypes: ['hasOvarianCancer'],
        otherCancerDetails: 'Tío con cáncer de colon',
        hasBreastCancerHistory: 'si',
      }),
    ).toEqual({
      obesityOrOverweight: false,
      thrombosis: false,
      diabetes: true,
      arterialHypertension: true,
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
      hasOvarianCancer: true,
      hasCervicalCancer: false,
      cancerHistoryDetails: 'Abuela materna con cáncer de mama',
      otherCancerDetails: 'Tío con cáncer de colon',
    });
  });

  it('drops the cancer details and types when the answer became no', () => {
    const payload = familyHistory.toPayload({
      conditions: [],
      hasCancerHistory: 'no',
      cancerHistoryDetails: 'escrito antes',
      cancerTypes: ['hasUterineCancer'],
      otherCancerDetails: 'escrito antes',
      hasBreastCancerHistory: 'no',
    });
    expect(payload).toMatchObject({
      hasCancerHistory: false,
      hasUterineCancer: false,
      cancerHistoryDetails: null,
      otherCancerDetails: null,
    });
  });
});

describe('non-pathological history payload', () => {
  it('sends the seven answers, the details of each yes, the medications, and never the allergy details', () => {
    const payload = personalHistory.toPayload({
      hasAllergies: 'si',
      allergyDetails: 'Penicilina',
      takesMedication: 'si',
      medications: [{ name: ' Levotiroxina', brand: 'Eutirox', dose: '50 mcg', diagnosis: 'Hipotiroidismo', duration: '5 años' }],
      hasSurgeries: 'si',
      surgeryDetails: 'Cesárea en 2005',
      hasTransfusions: 'no',
      hasHepatitis: 'no',
      hasDiabetes: 'no',
      hasThyroidProblems: 'si',
      thyroidProblemDetails: 'Hipotiroidismo desde 2019',
      otherRelevantHistory: '',
    });
    expect(payload).toEqual({
      hasAllergies: true,
      takesMedication: true,
      hasSurgeries: true,
      hasTransfusions: false,
      hasHepatitis: false,
      hasDiabetes: false,
      hasThyroidProblems: true,
      surgeryDetails: 'Cesárea en 2005',
      thyroidProblemDetails: 'Hipotiroidismo desde 2019',
      otherRelevantHistory: null,
      medications: [{ name: 'Levotiroxina', brand: 'Eutirox', dose: '50 mcg', diagnosis: 'Hipotiroidismo', duration: '5 años' }],
    });
    expect(JSON.stringify(payload)).not.toContain('Penicilina');
  });

  it('sends no medications and no details when the answers are no', () => {
    const payload = personalHistory.toPayload({
      ...personalHistory.initialValues,
      hasAllergies: 'no',
      takesMedication: 'no',
      medications: [{ name: 'x', brand: 'x', dose: 'x', diagnosis: 'x', duration: 'x' }],
      hasSurgeries: 'no',
      surgeryDetails: 'x',
      hasTransfusions: 'no',
      hasHepatitis: 'no',
      hasDiabetes: 'no',
      hasThyroidProblems: 'no',
      thyroidProblemDetails: 'x',
      otherRelevantHistory: 'Asma infantil',
    });
    expect(payload).toMatchObject({
      medications: [],
      surgeryDetails: null,
      thyroidProblemDetails: null,
      otherRelevantHistory: 'Asma infantil',
    });
  });
});

describe('urinary health payload', () => {
  it('sends the leak frequency and the times per day and night as integers, and never the pad answer', () => {
    const payload = urinaryHealth.toPayload({
      frequentUrinaryInfections: 'no',
      stressIncontinence: 'si',
      stressIncontinenceFrequency: 'Una vez por semana',
      usesProtectivePads: 'si',
      frequentUrination: 'si',
      daytimeUrinationFrequency: '8',
      nocturiaFrequency: '2',
      urgeIncontinence: 'no',
    });
    expect(payload).toEqual({
      frequentUrinaryInfections: false,
      stressIncontinence: true,
      stressIncontinenceFrequency: 'Una vez por semana',
      daytimeUrinationFrequency: 8,
      nocturiaFrequency: 2,
      urgeIncontinence: false,
    });
  });

  it('sends 0 times per day and per night when urination is not frequent', () => {
    const payload = urinaryHealth.toPayload({
      ...urinaryHealth.initialValues,
      frequentUrinaryInfections: 'si',
      stressIncontinence: 'no',
      stressIncontinenceFrequency: 'escrito antes',
      usesProtectivePads: 'no',
      frequentUrination: 'no',
      daytimeUrinationFrequency: '9',
      urgeIncontinence: 'si',
    });
    expect(payload).toEqual({
      frequentUrinaryInfections: true,
      stressIncontinence: false,
      stressIncontinenceFrequency: null,
      daytimeUrinationFrequency: 0,
      nocturiaFrequency: 0,
      urgeIncontinence: true,
    });
  });
});

describe('pathological history payload', () => {
  const lifestyle = {
    smokesOrVapes: 'si',
    smokingFrequency: '5 cigarros al día',
    drinksAlcohol: 'si',
    alcoholFrequency: 'Una copa los fines de semana',
    usesDrugs: 'no',
    drugDetails: '',
    exercises: 'si',
    exerciseFrequency: '7+',
    exerciseType: 'Caminata y yoga',
    weightLossTreatment: 'si',
    weightLossTreatmentDetails: 'Semaglutida',
  } as const;

  it('sends every answer, its details, the ticked conditions and the other condition text when Otro is ticked', () => {
    expect(
      pathologicalHistory.toPayload({ ...lifestyle, conditions: ['hypertension', 'thrombosis', 'other'], otherConditions: ' Migraña ' }),
    ).toEqual({
      smokesOrVapes: true,
      smokingFrequency: '5 cigarros al día',
      drinksAlcohol: true,
      alcoholFrequency: 'Una copa los fines de semana',
      usesDrugs: false,
      drugDetails: null,
      exercises: true,
      exerciseFrequency: '7+',
      exerciseType: 'Caminata y yoga',
      weightLossTreatment: true,
      weightLossTreatmentDetails: 'Semaglutida',
      conditionsNone: false,
      abnormalBleeding: false,
      stroke: false,
      heartAttack: false,
      hypertension: true,
      liverDisease: false,
      ischemicAttack: false,
      thrombosis: true,
      otherConditions: 'Migraña',
    });
  });

  it('sends an empty other condition unless Otro is ticked, and no exercise details for a no', () => {
    const payload = pathologicalHistory.toPayload({
      ...lifestyle,
      exercises: 'no',
      conditions: ['conditionsNone'],
      otherConditions: 'escrito antes',
    });
    expect(payload).toMatchObject({
      conditionsNone: true,
      otherConditions: '',
      exercises: false,
      exerciseFrequency: null,
      exerciseType: null,
    });
  });
});

describe('gynecological information payload', () => {
  const filled = {
    isPregnantOrLactating: 'no',
    hasHadPreviousPregnancies: 'si',
    numberOfPregnancies: '2',
    lastPregnancyDate: '2005-03-10',
    obstetricHistory: ['parto', 'cesarea'],
    stillHasMenstruation: 'si',
    periodCycle: 'Irregular',
    periodDetails: 'Ciclos de 40 días',
    menopauseAge: '',
    hasHadHysterectomy: 'no',
    oophorectomyStatus: 'Uno',
    hasHadRecentMammogramOrUltrasound: 'si',
    lastMammogramOrUltrasoundDate: '2026-05-20',
    hasHadRecentPapSmear: 'si',
    lastPapSmearDate: '2026-02-11',
    dexaScanStatus: 'No estoy segura',
    contraceptives: ['usesContraceptiveCondom', 'usesContraceptiveCopperIUD'],
  } as const;

  it('sends every field, the always-null exercise and other-contraceptive fields, and never the obstetric history', () => {
    const payload = gynecologicalInfo.toPayload({
      ...filled,
      obstetricHistory: [...filled.obstetricHistory],
      contraceptives: [...filled.contraceptives],
    });
    expect(payload).toEqual({
      isPregnantOrLactating: false,
      hasHadPreviousPregnancies: true,
      numberOfPregnancies: 2,
      lastPregnancyDate: '2005-03-10',
      doesExercise: null,
      exerciseFrequencyPerWeek: null,
      exerciseType: null,
      stillHasMenstruation: true,
      periodCycle: 'Irregular',
      periodDetails: 'Ciclos de 40 días',
      menopauseAge: null,
      hasHadHysterectomy: false,
      oophorectomyStatus: 'Uno',
      hasHadRecentMammogramOrUltrasound: true,
      lastMammogramOrUltrasoundDate: '2026-05-20',
      hasHadRecentPapSmear: true,
      lastPapSmearDate: '2026-02-11',
      dexaScanStatus: 'No estoy segura',
      usesContraceptiveNone: false,
      usesContraceptivePill: false,
      usesContraceptivePatch: false,
      usesContraceptiveHormonalIUD: false,
      usesContraceptiveCopperIUD: true,
      usesContraceptiveVaginalRing: false,
      usesContraceptiveInjection: false,
      usesContraceptiveImplant: false,
      usesContraceptiveTubalLigation: false,
      usesContraceptiveCondom: true,
      usesContraceptiveSymptothermal: false,
      usesContraceptiveOther: null,
    });
    expect(JSON.stringify(payload)).not.toMatch(/parto|cesarea/);
  });

  it("sends 0 pregnancies for 'ninguno', and the menopause age as an integer with no cycle once periods stopped", () => {
    const payload = gynecologicalInfo.toPayload({
      ...filled,
      numberOfPregnancies: 'ninguno',
      stillHasMenstruation: 'no',
      menopauseAge: '51',
      obstetricHistory: [],
      contraceptives: ['usesContraceptiveNone'],
    });
    expect(payload).toMatchObject({
      numberOfPregnancies: 0,
      stillHasMenstruation: false,
      periodCycle: null,
      periodDetails: null,
      menopauseAge: 51,
      usesContraceptiveNone: true,
    });
  });
});

describe('perimenopause payload', () => {
  const scales = {
    hotFlashes: '7',
    nightSweats: '6',
    vaginalDryness: '4',
    painfulIntercourse: '3',
    lowLibido: '5',
    moodSwings: '6',
    anxiety: '5',
    brainFog: '6',
    insomnia: '8',
    weightGain: '5',
    jointPain: '4',
    skinProblems: '3',
    hairLoss: '4',
    fatigue: '7',
    lackOfEnergy: '5',
  };

  it('sends each severity, the two sums, 0 for what is not asked, nulls for the cycle and Ginecología with consent', () => {
    const payload = perimenopause.toPayload({
      ...perimenopause.initialValues,
      ...scales,
      qualityOfLife: ['trabajo'],
      sexualConcerns: 'Dolor',
      topSymptoms: 'Bochornos e insomnio',
      doctorTypes: ['ginecologia'],
      hormoneTherapy: 'no',
      medicationAllergies: 'Penicilina',
      questions: '¿Puedo usar parches?',
      consentContactGynecologist: 'si',
      gynecologistName: 'Dra. Laura Méndez',
      gynecologistPhone: '5587654321',
      gynecologistEmail: 'consultorio@example.mx',
    });
    expect(payload).toEqual({
      symptomHotFlashes: 7,
      symptomNightSweats: 6,
      symptomPalpitations: 0,
      symptomVaginalDryness: 4,
      symptomPainfulIntercourse: 3,
      symptomLowLibido: 5,
      symptomStressIncontinence: 0,
      symptomRecurrentUti: 0,
      symptomMoodSwings: 6,
      symptomAnxiety: 5,
      symptomDepression: 0,
      symptomBrainFog: 6,
      symptomMemoryLoss: 0,
      symptomInsomnia: 8,
      symptomWeightGain: 5,
      symptomJointPain: 4,
      symptomSkinHairNails: 7,
      symptomFatigue: 12,
      symptomHeadaches: 0,
      lastMenstrualPeriodDate: null,
      hasCycleChanges: null,
      cycleChangesDescription: null,
      consentContactGynecologist: true,
      gynecologistName: 'Dra. Laura Méndez',
      gynecologistSpecialty: 'Ginecología',
      gynecologistPhone: '5587654321',
      gynecologistEmail: 'consultorio@example.mx',
    });
    expect(JSON.stringify(payload)).not.toMatch(/Penicilina|parches|Bochornos e insomnio/);
  });

  it('sends no gynecologist and a null specialty without consent, and 0 for unanswered severities', () => {
    const payload = perimenopause.toPayload({
      ...perimenopause.initialValues,
      consentContactGynecologist: 'no',
      gynecologistName: 'escrito antes',
    });
    expect(payload).toMatchObject({
      symptomHotFlashes: 0,
      symptomSkinHairNails: 0,
      symptomFatigue: 0,
      consentContactGynecologist: false,
      gynecologistName: null,
      gynecologistSpecialty: null,
      gynecologistPhone: null,
      gynecologistEmail: null,
    });
  });
});

describe('saved answers from the server', () => {
  it('turn back into the same payload for every step', () => {
    const steps = [familyHistory, personalHistory, urinaryHealth, pathologicalHistory, gynecologicalInfo, perimenopause] as const;
    for (const step of steps) {
      const values = { ...step.initialValues } as Record<string, unknown>;
      for (const key of Object.keys(values))
        if (values[key] === '' && /^(has|is|takes|uses|smokes|drinks|exercises|weight|stress|frequent|urge|still|consent)/.test(key))
          values[key] = 'si';
      const payload = (step.toPayload as (v: unknown) => object)(values);
      const again = (step.toPayload as (v: unknown) => object)((step.fromSaved as (s: unknown) => unknown)(payload));
      expect(again).toEqual(payload);
    }
  });
});
