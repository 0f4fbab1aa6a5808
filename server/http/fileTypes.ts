import { fileTypeFromBuffer } from 'file-type';

/**
 * SPEC §5 upload types: the extension, and what file-type reads in the content, must agree.
 * `detected` is file-type's name for the content: a .docx must be a zip holding a word/ part (a zip of
 * anything else, or a macro-enabled .docm, is refused); a .doc is an OLE compound file, which file-type
 * calls `cfb` whatever it holds. Plain text has no signature (null): see isPlainText.
 */
const kinds = {
  pdf: { mime: 'application/pdf', detected: 'pdf' },
  jpg: { mime: 'image/jpeg', detected: 'jpg' },
  jpeg: { mime: 'image/jpeg', detected: 'jpg' },
  png: { mime: 'image/png', detected: 'png' },
  doc: { mime: 'application/msword', detected: 'cfb' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detected: 'docx' },
  txt: { mime: 'text/plain', detected: null },
} as const;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

function extensionOf(fileName: string): string {
  return fileName.toLowerCase().split('.').pop() ?? '';
}

/** Valid UTF-8 with no NUL bytes: executables and other binaries fail this. */
function isPlainText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/**
 * The stored MIME type of an upload, or null when its name or content is not an allowed type. `head` is
 * the file's first bytes (what file-type reads, zip entries included); a text file was checked whole,
 * chunk by chunk, while it streamed into the database (`textValid`: UTF-8 without NUL).
 */
export async function recognise(fileName: string, head: Buffer, textValid: boolean): Promise<string | null> {
  const kind = kinds[extensionOf(fileName) as keyof typeof kinds];
  if (!kind) return null;
  const detected = await fileTypeFromBuffer(head);
  if (kind.detected === null) return !detected && textValid && isPlainText(head) ? kind.mime : null;
  return detected?.ext === kind.detected ? kind.mime : null;
}
