import { createWriteStream, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { HttpError, messages } from '../../http/errors';
import { MAX_UPLOAD_BYTES } from './fileTypes';
import { PRIVATE_FILE, privateDir } from '../../privateFiles';

export interface IncomingUpload {
  tempPath: string;
  fileName: string;
  sizeBytes: number;
  /** The first 8 KB, enough for magic bytes and the text check of small files. */
  head: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    upload: IncomingUpload | null;
  }
}

/**
 * Files stream straight to disk while their size is counted: one byte over 10 MB stops the stream and
 * answers 413 without buffering. A stored temp file is removed after the response unless the handler kept it.
 * `admit` runs once per request, before the file is read (or in the handler when no file came).
 */
export async function registerUploads(app: FastifyInstance, documentsDir: string, admit: (req: FastifyRequest) => Promise<void>): Promise<void> {
  const incoming = path.join(documentsDir, '.incoming');
  privateDir(documentsDir); // stored documents keep the owner-only mode of their temp file
  app.decorateRequest('upload', null);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 2000 },
    async onFile(this: FastifyRequest, part: MultipartFile & { value?: unknown }) {
      // Ownership and the upload limit are settled before the first byte is written (the session was
      // checked in onRequest): another patient's id or one upload too many never streams to disk.
      await admit(this);
      privateDir(incoming);
      const tempPath = path.join(incoming, randomBytes(16).toString('hex'));
      let size = 0;
      const chunks: Buffer[] = [];
      let headLength = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (headLength < 8192) {
            chunks.push(chunk.subarray(0, 8192 - headLength));
            headLength += Math.min(chunk.length, 8192 - headLength);
          }
          done(null, chunk);
        },
      });
      this.upload = { tempPath, fileName: part.filename, sizeBytes: 0, head: Buffer.alloc(0) };
      try {
        await pipeline(part.file, counter, createWriteStream(tempPath, { mode: PRIVATE_FILE }));
      } catch (error) {
        rmSync(tempPath, { force: true });
        if ((error as { statusCode?: number }).statusCode === 413 || part.file.truncated) throw new HttpError(413, messages.payloadTooLarge);
        throw error;
      }
      if (part.file.truncated) {
        rmSync(tempPath, { force: true });
        throw new HttpError(413, messages.payloadTooLarge);
      }
      this.upload = { tempPath, fileName: part.filename, sizeBytes: size, head: Buffer.concat(chunks) };
      // With attachFieldsToBody 'keyValues' the body is then validated against openapi.yaml, whose `file`
      // is {type: string, format: binary}: the file name stands in for the content the handler reads from disk.
      part.value = part.filename;
    },
  });
  app.addHook('onResponse', async (req) => {
    if (req.upload) rmSync(req.upload.tempPath, { force: true });
  });
}
