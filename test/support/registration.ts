/** What a new patient sends to POST /auth/register: the API suites, the cluster journey and the soak all register her so. */
export function registration(email: string, phone: string) {
  return {
    firstName: 'María Fernanda',
    lastName: 'López Hernández',
    birthdate: '1974-05-12',
    gender: 'f',
    email,
    address: '',
    phoneNumber: phone,
    openmrsId: phone,
    weight: '60-65',
    height: '162',
    comoNosConociste: 'Instagram',
    aceptaPrivacidad: true,
  };
}
