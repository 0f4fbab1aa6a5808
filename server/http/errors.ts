import { apiMessages } from '../../common/apiMessages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { uploadMessages } from '../../common/uploads';

/** An error whose message is already the Spanish text the patient sees (SPEC §8). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
    public readonly headers: Record<string, string> = {},
    /** Technical detail for the `error` field (never shown to the patient). */
    public readonly detail?: string,
  ) {
    super(message);
  }
}

export const messages = {
  badRequest: apiMessages.badRequest,
  unauthorized: 'Tu sesión no es válida o expiró. Por favor inicia sesión de nuevo.',
  notFound: 'No se encontró el recurso solicitado.',
  notImplemented: 'Esta función aún no está disponible. Por favor intenta más tarde.',
  server: apiMessages.server,
  tooManyRequests: 'Demasiados intentos. Por favor espera un momento e intenta de nuevo.',
  /** SPEC's upload text: only for files. */
  payloadTooLarge: uploadMessages.tooLarge,
  requestTooLarge: 'La solicitud es demasiado grande.',
  notJson: 'Tipo de contenido no admitido. Envía los datos en formato JSON.',
  notMultipart: 'Tipo de contenido no admitido. Envía el archivo como formulario (multipart/form-data).',
} as const;

export function apiNotFound(_req: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: messages.notFound });
}
