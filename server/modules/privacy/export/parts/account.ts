import { definePart, fields, iso, isoDay } from '../../../../export/part';

interface AccountRow {
  patient_uuid: string;
  openmrs_id: string;
  email: string;
  first_name: string;
  last_name: string;
  birthdate: Date | string;
  gender: string;
  phone_number: string;
  verified_at: Date | null;
  created_at: Date;
  registration: Record<string, unknown>;
  weight: string | null;
  height: string | null;
  street: string | null;
  number: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
}

const genders: Record<string, { label: string; fhir: string }> = {
  f: { label: 'Femenino', fhir: 'female' },
  m: { label: 'Masculino', fhir: 'male' },
};

/** Her account and the registration and shipping data (step "Datos personales"). */
export const accountPart = definePart({
  key: 'account',
  title: 'Cuenta y datos personales',
  async load({ db, patientUuid }) {
    const [r] = await db.query<AccountRow>(
      `SELECT p.*, i.weight, i.height, i.street, i.number, i.city, i.state, i.postal_code
         FROM patients p LEFT JOIN personal_info i ON i.patient_uuid = p.patient_uuid WHERE p.patient_uuid = $1`,
      [patientUuid],
    );
    const extra = r.registration ?? {};
    return {
      openmrsId: r.openmrs_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phoneNumber: r.phone_number,
      birthdate: isoDay(r.birthdate),
      gender: r.gender,
      createdAt: iso(r.created_at),
      verifiedAt: iso(r.verified_at),
      registration: {
        weight: extra.weight ?? null,
        height: extra.height ?? null,
        comoNosConociste: extra.comoNosConociste ?? null,
        codigoReferencia: extra.codigoReferencia ?? null,
        aceptaPrivacidadAt: extra.aceptaPrivacidadAt ?? null,
      },
      personalInfo:
        r.street === null
          ? null
          : {
              weight: Number(r.weight),
              height: Number(r.height),
              street: r.street,
              number: r.number,
              city: r.city,
              state: r.state,
              postalCode: r.postal_code,
            },
    };
  },
  html(a) {
    return fields([
      ['Nombre', `${a.firstName} ${a.lastName}`],
      ['Correo electrónico', a.email],
      ['Teléfono', a.phoneNumber],
      ['Fecha de nacimiento', a.birthdate],
      ['Sexo', genders[a.gender]?.label ?? a.gender],
      ['Número de paciente', a.openmrsId],
      ['Cuenta creada', a.createdAt],
      ['Correo verificado', a.verifiedAt],
      ['Aviso de privacidad aceptado al registrarse', a.registration.aceptaPrivacidadAt],
      ['¿Cómo nos conociste?', a.registration.comoNosConociste],
      ['Código de referencia', a.registration.codigoReferencia],
      ['Peso (kg)', a.personalInfo?.weight ?? a.registration.weight],
      ['Estatura (cm)', a.personalInfo?.height ?? a.registration.height],
      [
        'Dirección de envío',
        a.personalInfo
          ? `${[a.personalInfo.street, a.personalInfo.number].filter(Boolean).join(' ')}, ${a.personalInfo.city}, ${a.personalInfo.state}, C.P. ${a.personalInfo.postalCode}`
          : null,
      ],
    ]);
  },
  fhir(a, { patientUuid }) {
    const p = a.personalInfo;
    return [
      {
        resourceType: 'Patient',
        id: patientUuid,
        identifier: [{ system: 'https://espaciosella.mx/fhir/sid/openmrs-id', value: a.openmrsId }],
        active: true,
        name: [{ use: 'official', family: a.lastName, given: [a.firstName] }],
        telecom: [
          { system: 'email', value: a.email },
          { system: 'phone', value: a.phoneNumber, use: 'mobile' },
        ],
        gender: genders[a.gender]?.fhir ?? 'unknown',
        birthDate: a.birthdate,
        ...(p
          ? {
              address: [
                {
                  use: 'home',
                  line: [[p.street, p.number].filter(Boolean).join(' ')],
                  city: p.city,
                  state: p.state,
                  postalCode: p.postalCode,
                  country: 'MX',
                },
              ],
            }
          : {}),
      },
    ];
  },
});
