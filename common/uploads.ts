/**
 * SPEC §5 upload rules: the portal checks a file against them before sending it, so she hears at once;
 * the server checks them again, and reads the content too (server/modules/documents/fileTypes.ts).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Every extension she may upload, with the MIME type it is stored and served as. */
export const uploadTypes = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
} as const;

export type UploadExtension = keyof typeof uploadTypes;

/** The file picker's filter: '.pdf,.jpg,…'. */
export const UPLOAD_ACCEPT = Object.keys(uploadTypes)
  .map((extension) => `.${extension}`)
  .join(',');

export const uploadMessages = {
  typeNotAllowed: 'Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT',
  tooLarge: 'El archivo es demasiado grande. Tamaño máximo: 10MB',
} as const;

/** The allowed extension a file name ends in, or null. */
export function uploadExtension(fileName: string): UploadExtension | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return Object.hasOwn(uploadTypes, extension) ? (extension as UploadExtension) : null;
}

/** The message that refuses a file by its name, size and the type the browser gives it, or null when it may go. */
export function uploadProblem(file: { name: string; size: number; type: string }): string | null {
  // Browsers leave the type empty for some documents; the extension decides then.
  const allowedType = file.type === '' || (Object.values(uploadTypes) as string[]).includes(file.type);
  if (!uploadExtension(file.name) || !allowedType) return uploadMessages.typeNotAllowed;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return null;
}
