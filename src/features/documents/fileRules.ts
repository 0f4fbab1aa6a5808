import type { DocumentType } from '../../api';

/** SPEC §5 upload rules, checked before anything is sent; the server checks them again. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const TYPE_NOT_ALLOWED = 'Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, PNG, DOC, DOCX, TXT';
export const TOO_LARGE = 'El archivo es demasiado grande. Tamaño máximo: 10MB';
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx,.txt';

const allowedExtensions = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'txt'];
const allowedMimeTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
];

/** The message that rejects `file`, or null when it may be uploaded. */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  // Browsers leave the type empty for some documents; the extension decides then.
  const typeOk = file.type === '' || allowedMimeTypes.includes(file.type);
  if (!allowedExtensions.includes(extension) || !typeOk) return TYPE_NOT_ALLOWED;
  if (file.size > MAX_FILE_BYTES) return TOO_LARGE;
  return null;
}

export const documentTypes: Array<{ value: DocumentType; label: string }> = [
  { value: 'ginecologia', label: 'Ginecología' },
  { value: 'nutricion', label: 'Nutrición' },
  { value: 'salud_mental', label: 'Salud mental' },
  { value: 'general', label: 'General' },
];

export const documentTypeLabel = (type: DocumentType) => documentTypes.find((t) => t.value === type)?.label ?? type;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
