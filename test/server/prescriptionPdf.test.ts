import { API_KEY, expectDocumented, useHarness } from './harness';
import { registeredPatient } from './patientFlow';
import { pdfText } from './pdfText';
import { demoPatient, seedDemo } from '../../server/startup/demo';
import { staffSecret } from '../../server/modules/staff/secret';
import { CEDULA_REGISTRY_URL, CLINIC_ADDRESS } from '../../common/clinic';
import { brand } from '../../common/brand.gen';
import { legalMedication } from '../support/prescription';

const h = useHarness();

const medication = legalMedication;

async function demoSignedIn() {
  await seedDemo(h.ctx);
  const login = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login-by-email',
    headers: { 'x-api-key': API_KEY },
    payload: { email: demoPatient.email, password: demoPatient.password },
  });
  return { authorization: `Bearer ${login.json().token}` };
}

const pdfOf = (openmrsId: string, encounterUuid: string, headers: Record<string, string>) =>
  h.app.inject({ url: `/api/patients/${openmrsId}/prescriptions/${encounterUuid}/pdf`, headers });

describe('her prescription as a PDF', () => {
  it('holds every legal field, the clinic, the date in Mexico City and where to verify the cédula', async () => {
    // 02:30 UTC on the 27th is still the 26th in Mexico City (UTC-6).
    h.clock.advance(Date.parse('2026-11-27T02:30:00.000Z') - h.clock.now().getTime());
    const headers = await demoSignedIn();
    const issued = await h.app.inject({
      method: 'POST',
      url: '/api/staff/prescriptions',
      remoteAddress: '127.0.0.1',
      headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) },
      payload: { email: demoPatient.email, medications: [medication] },
    });
    expect(issued.statusCode).toBe(201);

    const res = await pdfOf(demoPatient.openmrsId, issued.json().encounterUuid, headers);
    expect(res.statusCode).toBe(200);
    expectDocumented('downloadPrescriptionPdf', res);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="receta-2026-11-26.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const line of [
      brand.clinicName,
      CLINIC_ADDRESS,
      'Receta médica',
      'Fecha de expedición: 26 de noviembre de 2026',
      'Médico que prescribe: Dra. Ana Ruiz',
      'Cédula profesional: 00000001',
      'Institución que la expidió: Universidad de demostración (dato ficticio)',
      `Domicilio de la clínica: ${CLINIC_ADDRESS}`,
      '1. Estrogel',
      'Nombre genérico: Estradiol',
      'Presentación: Gel 0.06 %, frasco dosificador de 80 g',
      'Dosis: 1 aplicación (1.25 g)',
      'Vía de administración: Cutánea',
      'Frecuencia: Cada 24 horas',
      'Duración: 3 meses',
      'Indicaciones: Aplicar en brazos por la noche',
      CEDULA_REGISTRY_URL,
    ])
      expect(text).toContain(line);
    expect(text).toMatch(/Paciente: \S/);
  });

  it('prints an older prescription without the legal fields with what it has', async () => {
    const headers = await demoSignedIn();
    const [older] = (await h.app.inject({ url: `/api/patients/${demoPatient.openmrsId}/history/prescriptions`, headers })).json();
    const res = await pdfOf(demoPatient.openmrsId, older.encounterUuid, headers);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Médico que prescribe: Dra. Ana Ruiz - Ginecóloga');
    expect(text).not.toContain('Cédula profesional');
    expect(text).not.toContain(CEDULA_REGISTRY_URL);
  });

  it("answers 404 for another patient's prescription, through her own id or the other's", async () => {
    const demoHeaders = await demoSignedIn();
    const [theirs] = (
      await h.app.inject({ url: `/api/patients/${demoPatient.openmrsId}/history/prescriptions`, headers: demoHeaders })
    ).json();
    const other = await registeredPatient(h, 'otra@ejemplo.mx', '5512345678');
    for (const res of [
      await pdfOf(other.openmrsId, theirs.encounterUuid, other.headers),
      await pdfOf(demoPatient.openmrsId, theirs.encounterUuid, other.headers),
      await pdfOf(other.openmrsId, '00000000-0000-4000-8000-000000000000', other.headers),
    ]) {
      expect(res.statusCode).toBe(404);
      expectDocumented('downloadPrescriptionPdf', res);
    }
    expect((await pdfOf(demoPatient.openmrsId, theirs.encounterUuid, {})).statusCode).toBe(401);
  });
});
