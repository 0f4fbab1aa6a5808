import { fileTypeFromBuffer } from 'file-type';
import { uploadExtension, uploadTypes, type UploadExtension } from '../../common/uploads';

/**
 * SPEC §5 upload types (common/uploads.ts): the extension, and what file-type reads in the content, must
 * agree. This is file-type's name for the content: a .docx must be a zip holding a word/ part (a zip of
 * anything else, or a macro-enabled .docm, is refused); a .doc is an OLE compound file, which file-type
 * calls `cfb` whatever it holds. Plain text has no signature (null): see isPlainText.
 */
const detectedAs: Record<UploadExtension, string | null> = {
  pdf: 'pdf',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  doc: 'cfb',
  docx: 'docx',
  txt: null,
};

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
  const extension = uploadExtension(fileName);
  if (!extension) return null;
  const detected = await fileTypeFromBuffer(head);
  if (detectedAs[extension] === null) return !detected && textValid && isPlainText(head) ? uploadTypes[extension] : null;
  return detected?.ext === detectedAs[extension] ? uploadTypes[extension] : null;
}
