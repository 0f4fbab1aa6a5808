import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { Database } from '../../db/database';
import { HttpError, messages } from '../../http/errors';
import { MAX_UPLOAD_BYTES } from '../../http/fileTypes';
import { discardPending, startPending, writeChunk, CHUNK_BYTES } from './storage';

export interface IncomingUpload {
  /** The 'pending' document row whose chunks hold the bytes received so far. */
  documentUuid: string;
  fileName: string;
  sizeBytes: number;
  /** The first 8 KB, enough for magic bytes (cut at a whole UTF-8 character for the text check). */
  head: Buffer;
  /** For a .txt: every byte was valid UTF-8 without NUL (checked while streaming, never on the whole file at once). */
  textValid: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    upload: IncomingUpload | null;
  }
}

// Enough for file-type to read a .docx's first zip entries ([Content_Types].xml, word/).
const HEAD_BYTES = 64 * 1024;

/**
 * Files stream into the database in 256 KiB chunks while their size is counted: one byte over 10 MB
 * stops the stream and answers 413, and at most one chunk is ever held in memory. Each chunk is its own
 * short statement (PGlite is one connection shared by every request), under a 'pending' document that
 * the handler turns 'stored' once the file is checked; any other outcome deletes it with its chunks.
 * `admit` runs once per request, before the file is read (or in the handler when no file came), and
 * returns the owner's patient uuid.
 */
export async function registerUploads(app: FastifyInstance, db: Database, admit: (req: FastifyRequest) => Promise<string>): Promise<void> {
  app.decorateRequest('upload', null);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 2000 },
    async onFile(this: FastifyRequest, part: MultipartFile & { value?: unknown }) {
      // A name no file system or database column takes (NUL, line breaks, other control characters).
      // eslint-disable-next-line no-control-regex -- matching control characters is the point.
      if (/[\u0000-\u001f\u007f]/.test(part.filename))
        throw new HttpError(400, 'El nombre del archivo no es válido. Cámbialo e inténtalo de nuevo.');
      // Ownership and the upload limit are settled before the first byte is stored (the session was
      // checked in onRequest): another patient's id or one upload too many never reaches the database.
      const patientUuid = await admit(this);
      const documentUuid = randomUUID();
      await startPending(db, documentUuid, patientUuid, part.filename, new Date());
      const upload: IncomingUpload = { documentUuid, fileName: part.filename, sizeBytes: 0, head: Buffer.alloc(0), textValid: true };
      this.upload = upload;
      const isText = part.filename.toLowerCase().endsWith('.txt');
      const text = new TextDecoder('utf-8', { fatal: true });
      const checkText = (bytes: Buffer, last: boolean) => {
        if (!upload.textValid) return;
        try {
          if (bytes.includes(0)) throw new Error('NUL');
          text.decode(bytes, { stream: !last });
        } catch {
          upload.textValid = false;
        }
      };
      let pending: Buffer[] = [];
      let pendingLength = 0;
      let seq = 0;
      /** Stores whole chunks of CHUNK_BYTES (and, at the end, the rest): the bytes in memory stay under two chunks. */
      const flush = async (last: boolean) => {
        while (pendingLength >= CHUNK_BYTES || (last && pendingLength > 0)) {
          const joined = Buffer.concat(pending, pendingLength);
          const chunk = joined.subarray(0, CHUNK_BYTES);
          const rest = joined.subarray(chunk.length);
          pending = rest.length ? [rest] : [];
          pendingLength = rest.length;
          await writeChunk(db, documentUuid, seq++, chunk);
        }
      };
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          upload.sizeBytes += chunk.length;
          if (upload.head.length < HEAD_BYTES)
            upload.head = Buffer.concat([upload.head, chunk.subarray(0, HEAD_BYTES - upload.head.length)]);
          if (isText) checkText(chunk, false);
          pending.push(chunk);
          pendingLength += chunk.length;
          if (pendingLength < CHUNK_BYTES) return done();
          flush(false).then(() => done(), done);
        },
        final(done) {
          if (isText) checkText(Buffer.alloc(0), true);
          flush(true).then(() => done(), done);
        },
      });
      try {
        await pipeline(part.file, sink);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413 || part.file.truncated)
          throw new HttpError(413, messages.payloadTooLarge);
        throw error;
      }
      if (part.file.truncated) throw new HttpError(413, messages.payloadTooLarge);
      if (isText) upload.head = wholeCharacters(upload.head);
      // With attachFieldsToBody 'keyValues' the body is then validated against openapi.yaml, whose `file`
      // is {type: string, format: binary}: the file name stands in for the content stored in the database.
      part.value = part.filename;
    },
  });
  // Whatever went wrong (413, 415, 400), a document the handler did not keep is deleted with its chunks
  // before the answer leaves, so what she does next never meets it; a dropped connection gets no answer,
  // so the same cleanup runs again once the request is over (deleting nothing the second time).
  const discard = async (req: FastifyRequest) => {
    if (req.upload) await discardPending(db, req.upload.documentUuid);
  };
  app.addHook('onSend', async (req, _reply, payload) => {
    await discard(req);
    return payload;
  });
  app.addHook('onResponse', discard);
}

/** The head without a UTF-8 character cut in half at its end (the rest of the file was checked as it streamed). */
function wholeCharacters(head: Buffer): Buffer {
  for (let back = 1; back <= Math.min(3, head.length); back += 1) {
    const byte = head[head.length - back];
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead byte
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? head.subarray(0, head.length - back) : head;
  }
  return head;
}
