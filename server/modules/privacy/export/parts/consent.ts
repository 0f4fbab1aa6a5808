import { definePart, esc, fields, iso, patientReference, stableUuid } from '../../../../export/part';

/** The privacy consent she signed at step 8, as stored today (one signature, its hash, time and address). */
export const consentPart = definePart({
  key: 'consents',
  title: 'Consentimiento y firma',
  async load({ db, patientUuid }) {
    const rows = await db.query<{ signature: string; signature_sha256: string; signed_at: Date; ip: string; user_agent: string }>(
      'SELECT signature, signature_sha256, signed_at, ip, user_agent FROM privacy_consents WHERE patient_uuid = $1',
      [patientUuid],
    );
    return rows.map((r) => ({
      kind: 'aviso-de-privacidad',
      signedAt: iso(r.signed_at)!,
      address: r.ip,
      userAgent: r.user_agent,
      signatureSha256: r.signature_sha256,
      signature: r.signature,
    }));
  },
  html(consents) {
    if (!consents.length) return '<p>Aún no has firmado el consentimiento.</p>';
    return consents
      .map(
        (c) =>
          fields([
            ['Documento', 'Aviso de privacidad y consentimiento'],
            ['Firmado', c.signedAt],
            ['Dirección IP', c.address],
            ['Navegador', c.userAgent],
            ['SHA-256 de la firma', c.signatureSha256],
          ]) +
          (c.signature.startsWith('data:image/jpeg;base64,') ? `<img class="signature" alt="Tu firma" src="${esc(c.signature)}">` : ''),
      )
      .join('');
  },
  fhir(consents, { patientUuid }) {
    return consents.map((c) => ({
      resourceType: 'Consent',
      id: stableUuid(patientUuid, 'consent', c.signedAt),
      status: 'active',
      scope: {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/consentscope', code: 'patient-privacy', display: 'Privacy Consent' }],
      },
      category: [{ coding: [{ system: 'http://loinc.org', code: '59284-0', display: 'Patient Consent' }] }],
      patient: patientReference(patientUuid),
      dateTime: c.signedAt,
      policy: [{ uri: 'https://espaciosella.mx/aviso-de-privacidad' }],
      sourceAttachment: {
        contentType: 'image/jpeg',
        data: c.signature.replace(/^data:image\/jpeg;base64,/, ''),
        title: 'Firma',
        creation: c.signedAt,
      },
    }));
  },
});
