/** A completed medical history that satisfies every schema of openapi.yaml (demo data and tests). */
export const demoHistory = {
  family: {
    obesityOrOverweight: true, thrombosis: false, diabetes: true, arterialHypertension: true, highCholesterol: false,
    heartProblems: false, autoimmuneDiseases: false, hipFracture: false, thyroidProblems: true, depression: false,
    psychiatricDisorders: false, substanceAbuse: false, dementiaOrParkinson: false, geneticDisorders: false,
    hasCancerHistory: true, hasBreastCancerHistory: true, hasUterineCancer: false, hasOvarianCancer: false, hasCervicalCancer: false,
    cancerHistoryDetails: 'Abuela materna con cáncer de mama a los 60 años', otherCancerDetails: null,
  },
  'non-pathological': {
    hasAllergies: false, takesMedication: true, hasSurgeries: true, hasTransfusions: false, hasHepatitis: false,
    hasDiabetes: false, hasThyroidProblems: true, surgeryDetails: 'Cesárea en 2005', thyroidProblemDetails: 'Hipotiroidismo desde 2019',
    otherRelevantHistory: null,
    medications: [{ name: 'Levotiroxina', brand: 'Eutirox', dose: '50 mcg', diagnosis: 'Hipotiroidismo', duration: '5 años' }],
  },
  urinary: {
    frequentUrinaryInfections: false, stressIncontinence: true, stressIncontinenceFrequency: 'Una vez por semana',
    daytimeUrinationFrequency: 8, nocturiaFrequency: 2, urgeIncontinence: false,
  },
  pathological: {
    smokesOrVapes: false, smokingFrequency: null, drinksAlcohol: true, alcoholFrequency: 'Una copa los fines de semana',
    usesDrugs: false, drugDetails: null, exercises: true, exerciseFrequency: '3', exerciseType: 'Caminata y yoga',
    weightLossTreatment: false, weightLossTreatmentDetails: null, conditionsNone: true, abnormalBleeding: false, stroke: false,
    heartAttack: false, hypertension: false, liverDisease: false, ischemicAttack: false, thrombosis: false, otherConditions: '',
  },
  gynecological: {
    isPregnantOrLactating: false, hasHadPreviousPregnancies: true, numberOfPregnancies: 2, lastPregnancyDate: '2005-03-10',
    doesExercise: null, exerciseFrequencyPerWeek: null, exerciseType: null, stillHasMenstruation: true, periodCycle: 'Irregular',
    periodDetails: 'Ciclos de 40 días', menopauseAge: null, hasHadHysterectomy: false, oophorectomyStatus: 'Ninguno',
    hasHadRecentMammogramOrUltrasound: true, lastMammogramOrUltrasoundDate: '2026-05-20', hasHadRecentPapSmear: true,
    lastPapSmearDate: '2026-02-11', dexaScanStatus: 'No estoy segura', usesContraceptiveNone: true, usesContraceptivePill: false,
    usesContraceptivePatch: false, usesContraceptiveHormonalIUD: false, usesContraceptiveCopperIUD: false,
    usesContraceptiveVaginalRing: false, usesContraceptiveInjection: false, usesContraceptiveImplant: false,
    usesContraceptiveTubalLigation: false, usesContraceptiveCondom: false, usesContraceptiveSymptothermal: false,
    usesContraceptiveOther: null,
  },
  menopause: {
    symptomHotFlashes: 7, symptomNightSweats: 6, symptomPalpitations: 0, symptomVaginalDryness: 4, symptomPainfulIntercourse: 3,
    symptomLowLibido: 5, symptomStressIncontinence: 0, symptomRecurrentUti: 0, symptomMoodSwings: 6, symptomAnxiety: 5,
    symptomDepression: 0, symptomBrainFog: 6, symptomMemoryLoss: 0, symptomInsomnia: 8, symptomWeightGain: 5, symptomJointPain: 4,
    symptomSkinHairNails: 7, symptomFatigue: 12, symptomHeadaches: 0, lastMenstrualPeriodDate: null, hasCycleChanges: null,
    cycleChangesDescription: null, consentContactGynecologist: true, gynecologistName: 'Dra. Laura Méndez',
    gynecologistSpecialty: 'Ginecología', gynecologistPhone: '5587654321', gynecologistEmail: 'consultorio@example.mx',
  },
} as const;

/** The smallest valid JPEG: what a signature export starts with (FF D8 FF). */
export const tinyJpegDataUrl =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
