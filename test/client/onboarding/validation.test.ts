import { familyHistory } from '../../../src/features/onboarding/steps/familyHistory';
import { gynecologicalInfo } from '../../../src/features/onboarding/steps/gynecologicalInfo';
import { infoPersonal } from '../../../src/features/onboarding/steps/infoPersonal';
import { messages, warningTitle } from '../../../src/features/onboarding/steps/messages';
import { pathologicalHistory } from '../../../src/features/onboarding/steps/pathologicalHistory';
import { personalHistory } from '../../../src/features/onboarding/steps/personalHistory';
import { firstProblem } from '../../../src/features/onboarding/steps/rules';
import { urinaryHealth } from '../../../src/features/onboarding/steps/urinaryHealth';
import { signatureProblem } from '../../../src/features/onboarding/signature';
import { exclusiveChange } from '../../../src/features/onboarding/fields';

const generic = 'Por favor completa todos los campos obligatorios antes de continuar.';

describe('info-personal validation', () => {
  const filled = {
    weight: '60-65',
    height: '162',
    street: 'Av. Juárez',
    number: '10',
    city: 'Puebla',
    state: 'Puebla',
    postalCode: '72000',
  };

  it('accepts the seven fields filled, with a free-text weight', () => {
    expect(firstProblem(infoPersonal.schema, filled)).toBeNull();
  });

  it.each(Object.keys(filled))('asks for every field when %s is blank, under the title Campos incompletos', (key) => {
    const problem = firstProblem(infoPersonal.schema, { ...filled, [key]: '  ' });
    expect(problem).toBe('Por favor completa todos los campos antes de continuar.');
    expect(warningTitle(problem!)).toBe('Campos incompletos');
  });
});

describe('family history validation', () => {
  const filled = { ...familyHistory.initialValues, hasCancerHistory: 'no', hasBreastCancerHistory: 'no' };

  it('requires the cancer history answer', () => {
    expect(firstProblem(familyHistory.schema, { ...filled, hasCancerHistory: '' })).toBe(generic);
  });

  it('requires the breast cancer history answer', () => {
    expect(firstProblem(familyHistory.schema, { ...filled, hasBreastCancerHistory: '' })).toBe(generic);
  });

  it('asks for the cancer details when there is cancer history, under the title Campo incompleto', () => {
    const problem = firstProblem(familyHistory.schema, { ...filled, hasCancerHistory: 'si', cancerHistoryDetails: ' ' });
    expect(problem).toBe('Por favor especifica los detalles del cáncer familiar.');
    expect(warningTitle(problem!)).toBe('Campo incompleto');
  });

  it('accepts the step with the details given', () => {
    expect(firstProblem(familyHistory.schema, { ...filled, hasCancerHistory: 'si', cancerHistoryDetails: 'Madre' })).toBeNull();
  });
});

describe('non-pathological history validation', () => {
  const filled = {
    ...personalHistory.initialValues,
    hasAllergies: 'no',
    takesMedication: 'no',
    hasSurgeries: 'no',
    hasTransfusions: 'no',
    hasHepatitis: 'no',
    hasDiabetes: 'no',
    hasThyroidProblems: 'no',
  };
  const medication = { name: 'Levotiroxina', brand: 'Eutirox', dose: '50 mcg', diagnosis: 'Hipotiroidismo', duration: '5 años' };

  it.each(['hasAllergies', 'takesMedication', 'hasSurgeries', 'hasTransfusions', 'hasHepatitis', 'hasDiabetes', 'hasThyroidProblems'])(
    'requires the yes/no answer %s',
    (key) => {
      expect(firstProblem(personalHistory.schema, { ...filled, [key]: '' })).toBe(generic);
    },
  );

  it.each([
    ['hasAllergies', 'allergyDetails'],
    ['hasSurgeries', 'surgeryDetails'],
    ['hasThyroidProblems', 'thyroidProblemDetails'],
  ])('requires the details when %s is yes', (gate, details) => {
    expect(firstProblem(personalHistory.schema, { ...filled, [gate]: 'si', [details]: '' })).toBe(generic);
    expect(firstProblem(personalHistory.schema, { ...filled, [gate]: 'si', [details]: 'algo' })).toBeNull();
  });

  it('asks for at least one medication when she takes medication', () => {
    expect(firstProblem(personalHistory.schema, { ...filled, takesMedication: 'si', medications: [] })).toBe(
      'Por favor agrega al menos un medicamento.',
    );
  });

  it.each(Object.keys(medication))('asks for every medication field when %s is blank', (key) => {
    expect(firstProblem(personalHistory.schema, { ...filled, takesMedication: 'si', medications: [{ ...medication, [key]: '' }] })).toBe(
      'Por favor completa todos los campos de los medicamentos.',
    );
  });

  it('accepts a complete medication', () => {
    expect(firstProblem(personalHistory.schema, { ...filled, takesMedication: 'si', medications: [medication] })).toBeNull();
  });
});

describe('urinary health validation', () => {
  const filled = {
    ...urinaryHealth.initialValues,
    frequentUrinaryInfections: 'no',
    stressIncontinence: 'no',
    usesProtectivePads: 'no',
    frequentUrination: 'no',
    urgeIncontinence: 'no',
  };

  it.each(['frequentUrinaryInfections', 'stressIncontinence', 'usesProtectivePads', 'frequentUrination', 'urgeIncontinence'])(
    'requires the answer %s',
    (key) => {
      expect(firstProblem(urinaryHealth.schema, { ...filled, [key]: '' })).toBe(generic);
    },
  );

  it('requires the leak frequency when she has leaks', () => {
    expect(firstProblem(urinaryHealth.schema, { ...filled, stressIncontinence: 'si' })).toBe(generic);
  });

  it('requires the times per day and per night when urination is frequent', () => {
    const frequent = { ...filled, frequentUrination: 'si', daytimeUrinationFrequency: '8', nocturiaFrequency: '2' };
    expect(firstProblem(urinaryHealth.schema, frequent)).toBeNull();
    expect(firstProblem(urinaryHealth.schema, { ...frequent, daytimeUrinationFrequency: '' })).toBe(generic);
    expect(firstProblem(urinaryHealth.schema, { ...frequent, nocturiaFrequency: '' })).toBe(generic);
  });
});

describe('pathological history validation', () => {
  const filled = {
    ...pathologicalHistory.initialValues,
    smokesOrVapes: 'no',
    drinksAlcohol: 'no',
    usesDrugs: 'no',
    exercises: 'no',
    weightLossTreatment: 'no',
    conditions: ['conditionsNone'],
  };

  it.each(['smokesOrVapes', 'drinksAlcohol', 'usesDrugs', 'exercises', 'weightLossTreatment'])('requires the answer %s', (key) => {
    expect(firstProblem(pathologicalHistory.schema, { ...filled, [key]: '' })).toBe(generic);
  });

  it.each([
    ['smokesOrVapes', 'smokingFrequency'],
    ['drinksAlcohol', 'alcoholFrequency'],
    ['usesDrugs', 'drugDetails'],
    ['weightLossTreatment', 'weightLossTreatmentDetails'],
  ])('requires the details when %s is yes', (gate, details) => {
    expect(firstProblem(pathologicalHistory.schema, { ...filled, [gate]: 'si' })).toBe(generic);
    expect(firstProblem(pathologicalHistory.schema, { ...filled, [gate]: 'si', [details]: 'algo' })).toBeNull();
  });

  it('requires a weekly frequency from 1 to 7+ and the exercise type when she exercises', () => {
    const exercising = { ...filled, exercises: 'si', exerciseFrequency: '3', exerciseType: 'Yoga' };
    expect(firstProblem(pathologicalHistory.schema, exercising)).toBeNull();
    expect(firstProblem(pathologicalHistory.schema, { ...exercising, exerciseFrequency: '' })).toBe(generic);
    expect(firstProblem(pathologicalHistory.schema, { ...exercising, exerciseFrequency: '8' })).toBe(generic);
    expect(firstProblem(pathologicalHistory.schema, { ...exercising, exerciseFrequency: '7+' })).toBeNull();
    expect(firstProblem(pathologicalHistory.schema, { ...exercising, exerciseType: '' })).toBe(generic);
  });

  it('requires at least one medical condition or Ninguna', () => {
    expect(firstProblem(pathologicalHistory.schema, { ...filled, conditions: [] })).toBe(messages.conditionNeeded);
    expect(firstProblem(pathologicalHistory.schema, { ...filled, conditions: ['stroke'] })).toBeNull();
  });

  it('lets Ninguna clear the other conditions and any other condition clear Ninguna', () => {
    expect(exclusiveChange(['stroke', 'other'], ['stroke', 'other', 'conditionsNone'], 'conditionsNone')).toEqual(['conditionsNone']);
    expect(exclusiveChange(['conditionsNone'], ['conditionsNone', 'heartAttack'], 'conditionsNone')).toEqual(['heartAttack']);
  });
});

describe('terms validation', () => {
  it('asks for the digital signature under the title Firma digital requerida', () => {
    expect(signatureProblem(null)).toEqual({
      title: 'Firma digital requerida',
      description: 'Debes proporcionar tu firma digital para completar el registro.',
    });
    expect(signatureProblem('data:image/jpeg;base64,/9j/')).toBeNull();
  });
});

describe('informacion-ginecologica validation', () => {
  const after = (menopauseAge: string) => ({ ...gynecologicalInfo.initialValues, stillHasMenstruation: 'no', menopauseAge });

  it.each(['15', '19', '71', '99'])('says why a last period at %s cannot be kept instead of dropping it', (age) => {
    expect(firstProblem(gynecologicalInfo.schema, after(age))).toBe(messages.menopauseAge);
  });

  it.each(['', '20', '51', '70'])('accepts %j', (age) => {
    expect(firstProblem(gynecologicalInfo.schema, after(age))).toBeNull();
  });

  it('asks nothing about it while she still menstruates', () => {
    expect(firstProblem(gynecologicalInfo.schema, { ...after('15'), stillHasMenstruation: 'si' })).toBeNull();
  });
});
