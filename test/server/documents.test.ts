import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { expectDocumented, useHarness } from './harness';
import { multipart, registeredPatient } from './patientFlow';
import { staffSecret } from '../../server/modules/staff/secret';
import { importDiskDocuments } from '../../server/modules/documents/storage';

const h = useHarness({ upload: [6, 60 * 60_000] });

/** A zip archive with stored (uncompressed) entries: the container of a .docx. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const docx = zip({
  '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
});
/** Word 97–2003: an OLE compound file (its 8-byte signature, then a header and sectors). */
const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0)]);

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

async function upload(
  headers: Record<string, string>,
  openmrsId: string,
  file: { name: string; content: Buffer },
  fields: Record<string, string> = { documentType: 'ginecologia' },
) {
  const body = multipart(fields, file);
  return h.app.inject({
    method: 'POST',
    url: `/api/patients/${openmrsId}/documents`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Documents and chunks left behind by refused uploads (none may be), and any file on the server's disk. */
const leftovers = async () => [
  ...(await h.ctx.db.query<{ uuid: string }>(`SELECT uuid FROM documents WHERE status <> 'stored'`)).map((r) => `pending ${r.uuid}`),
  ...(
    await h.ctx.db.query<{ document_uuid: string }>(
      `SELECT DISTINCT c.document_uuid FROM document_chunks c LEFT JOIN documents d ON d.uuid = c.document_uuid WHERE d.status IS DISTINCT FROM 'stored'`,
    )
  ).map((r) => `chunks ${r.document_uuid}`),
  ...(existsSync(h.ctx.config.documentsDir) ? readdirSync(h.ctx.config.documentsDir).map((f) => `file ${f}`) : []),
];

describe('document upload', () => {
  // First in the file, so the incoming folder can only exist if this anonymous request streamed its file.
  it("answers without a session (401), on another patient's id (404) and over the limit (429) before reading the file", async () => {
    const a = await registeredPatient(h, 'ana@example.mx', '5511111111');
    const b = await registeredPatient(h, 'bea@example.mx', '5522222222');
    const big = { name: 'grande.pdf', content: pdf(2 * 1024 * 1024) };
    expect((await upload({}, b.openmrsId, big)).statusCode).toBe(401);
    expect((await upload(a.headers, b.openmrsId, big)).statusCode).toBe(404);
    const [{ patient_uuid: uuidA }] = await h.ctx.db.query<{ patient_uuid: string }>(
      'SELECT patient_uuid FROM patients WHERE openmrs_id = $1',
      [a.openmrsId],
    );
    for (let i = 0; i < 6; i += 1) await h.ctx.limiter.hit(`upload:${uuidA}`, h.ctx.config.limits.upload); // her six uploads of the hour
    const limited = await upload(a.headers, a.openmrsId, big);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await leftovers()).toEqual([]);
  });

  it('stores a PDF with a random name and lists it for its owner', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await upload(
      headers,
      openmrsId,
      { name: 'ultrasonido.pdf', content: pdf(2048) },
      { documentType: 'ginecologia', description: 'Ultrasonido mamario' },
    );
    expect(res.statusCode).toBe(201);
    expectDocumented('uploadDocument', res);
    expect(res.json()).toMatchObject({
      fileName: 'ultrasonido.pdf',
      documentType: 'ginecologia',
      description: 'Ultrasonido mamario',
      sizeBytes: 2048,
      mimeType: 'application/pdf',
    });
    // The bytes are in the database, not on this server's disk.
    expect(existsSync(h.ctx.config.documentsDir)).toBe(false);
    const [{ n, bytes }] = await h.ctx.db.query<{ n: number; bytes: number }>(
      'SELECT count(*)::int AS n, sum(length(bytes))::int AS bytes FROM document_chunks WHERE document_uuid = $1',
      [res.json().uuid],
    );
    expect({ n, bytes }).toEqual({ n: 1, bytes: 2048 });
    const list = await h.app.inject({ url: `/api/patients/${openmrsId}/documents`, headers });
    expectDocumented('listDocuments', list);
    expect(list.json().map((d: { fileName: string }) => d.fileName)).toEqual(['ultrasonido.pdf']);
  });

  it('accepts exactly 10,485,760 bytes and answers one byte more with 413 while streaming, leaving no partial file', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const atLimit = await upload(headers, openmrsId, { name: 'limite.pdf', content: pdf(10_485_760) });
    expect(atLimit.statusCode).toBe(201);
    const over = await upload(headers, openmrsId, { name: 'grande.pdf', content: pdf(10_485_761) });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('El archivo es demasiado grande. Tamaño máximo: 10MB');
    expectDocumented('uploadDocument', over);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a file whose content does not match its extension, an .exe and a binary .txt with 415', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const exeBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 1)]);
    for (const file of [
      { name: 'receta.pdf', content: exeBytes },
      { name: 'programa.exe', content: exeBytes },
      { name: 'notas.txt', content: Buffer.from([0x68, 0x00, 0x6f]) },
      { name: 'foto.png', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]) },
    ]) {
      const res = await upload(headers, openmrsId, file);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT');
    }
    expect(await leftovers()).toEqual([]);
    const text = await upload(headers, openmrsId, {
      name: 'síntomas.txt',
      content: Buffer.from('Bochornos por la noche, 3 veces.', 'utf8'),
    });
    expect(text.statusCode).toBe(201);
    expect(text.json().mimeType).toBe('text/plain');
  });

  it('accepts a Word document (.docx, .doc) and refuses a .docx that is only a zip archive or a macro document with 415', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const word = await upload(headers, openmrsId, { name: 'estudios.docx', content: docx });
    expect(word.statusCode).toBe(201);
    expect(word.json().mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const old = await upload(headers, openmrsId, { name: 'historial.doc', content: doc });
    expect(old.statusCode).toBe(201);
    expect(old.json().mimeType).toBe('application/msword');
    const macros = zip({
      '[Content_Types].xml': contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml'),
      'word/document.xml': '<w:document/>',
      'word/vbaProject.bin': 'Sub AutoOpen()',
    });
    for (const file of [
      { name: 'receta.docx', content: zip({ 'programa.exe': 'MZ' + '\u0001'.repeat(200) }) },
      { name: 'receta.docx', content: macros },
      { name: 'receta.docx', content: doc },
      { name: 'notas.txt', content: docx },
    ]) {
      const res = await upload(headers, openmrsId, file);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT');
    }
    expect(await leftovers()).toEqual([]);
  });

  it('requires a known document type and a file, with 400', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const res = await upload(headers, openmrsId, { name: 'a.pdf', content: pdf(100) }, { documentType: 'otro' });
    expect(res.statusCode).toBe(400);
    const noFile = multipart({ documentType: 'general' });
    const missing = await h.app.inject({
      method: 'POST',
      url: `/api/patients/${openmrsId}/documents`,
      headers: { ...headers, 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Datos inválidos. Por favor verifica la información ingresada.');
    expect(await leftovers()).toEqual([]);
  });

  it('rate-limits uploads with 429 and Retry-After', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const responses = [];
    for (let i = 0; i < 7; i += 1) responses.push(await upload(headers, openmrsId, { name: `a${i}.pdf`, content: pdf(100) }));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 429]);
    expect(Number(responses[6].headers['retry-after'])).toBeGreaterThan(0);
  });

  it("answers 404 to an upload on another patient's id and stores nothing", async () => {
    const a = await registeredPatient(h, 'ana@example.mx', '5511111111');
    const b = await registeredPatient(h, 'bea@example.mx', '5522222222');
    const res = await upload(a.headers, b.openmrsId, { name: 'x.pdf', content: pdf(100) });
    expect(res.statusCode).toBe(404);
    expect(await leftovers()).toEqual([]);
    expect((await h.app.inject({ url: `/api/patients/${b.openmrsId}/documents`, headers: b.headers })).json()).toEqual([]);
  });

  const download = (uuid: string) =>
    h.app.inject({
      url: `/api/staff/documents/${uuid}`,
      remoteAddress: '127.0.0.1',
      headers: { 'x-staff-secret': staffSecret(h.ctx.config.dataDir) },
    });
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

  it('keeps the bytes in the database in 256 KiB chunks and streams exactly them back', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3 * 1024 * 1024 + 12_345)]);
    const res = await upload(headers, openmrsId, { name: 'estudios.pdf', content });
    expect(res.statusCode).toBe(201);
    const chunks = await h.ctx.db.query<{ seq: number; size: number }>(
      'SELECT seq, length(bytes) AS size FROM document_chunks WHERE document_uuid = $1 ORDER BY seq',
      [res.json().uuid],
    );
    expect(chunks.map((c) => c.seq)).toEqual([...Array(13).keys()]);
    expect(chunks.slice(0, 12).every((c) => Number(c.size) === 256 * 1024)).toBe(true);
    const back = await download(res.json().uuid);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(Number(back.headers['content-length'])).toBe(content.length);
    expect(sha(back.rawPayload)).toBe(sha(content));
    expect((await download(randomUUID())).statusCode).toBe(404);
  });

  it('accepts a text file whose multi-byte characters straddle the chunk and head boundaries', async () => {
    const { headers, openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const content = Buffer.from('Bochornos, insomnio y ánimo cambiante — ñ. '.repeat(20_000), 'utf8');
    const res = await upload(headers, openmrsId, { name: 'diario.txt', content });
    expect(res.statusCode).toBe(201);
    expect(sha((await download(res.json().uuid)).rawPayload)).toBe(sha(content));
    const broken = Buffer.concat([content.subarray(0, 300_000), Buffer.from([0xc3]), Buffer.from('x')]);
    expect((await upload(headers, openmrsId, { name: 'roto.txt', content: broken })).statusCode).toBe(415);
    expect(await leftovers()).toEqual([]);
  });

  it('moves documents an older version left on disk into the database once, then removes the files', async () => {
    const { openmrsId } = await registeredPatient(h, 'maria@example.mx', '5512345678');
    const [{ patient_uuid }] = await h.ctx.db.query<{ patient_uuid: string }>('SELECT patient_uuid FROM patients WHERE openmrs_id = $1', [
      openmrsId,
    ]);
    const uuid = randomUUID();
    const content = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(600_000)]);
    const dir = h.ctx.config.documentsDir;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${uuid}.png`, content);
    await h.ctx.db.query(
      `INSERT INTO documents (uuid, patient_uuid, file_name, stored_name, document_type, size_bytes, mime_type, uploaded_at) VALUES ($1, $2, 'placa.png', $3, 'general', $4, 'image/png', now())`,
      [uuid, patient_uuid, `${uuid}.png`, content.length],
    );
    expect(await importDiskDocuments(h.ctx.db, dir)).toBe(1);
    expect(existsSync(dir)).toBe(false);
    expect(await importDiskDocuments(h.ctx.db, dir)).toBe(0);
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${uuid}.png`, content); // a copy restored from a backup: imported already, so only deleted
    expect(await importDiskDocuments(h.ctx.db, dir)).toBe(0);
    expect(existsSync(dir)).toBe(false);
    expect(sha((await download(uuid)).rawPayload)).toBe(sha(content));
  });
});
