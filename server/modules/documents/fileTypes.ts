/** SPEC §5 upload types, recognised by extension AND by their first bytes. */
const kinds = {
  pdf: { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  jpg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  png: { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  doc: { mime: 'application/msword', magic: [0xd0, 0xcf, 0x11, 0xe0] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: [0x50, 0x4b, 0x03, 0x04] },
  txt: { mime: 'text/plain', magic: null },
} as const;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export function extensionOf(fileName: string): string {
  return fileName.toLowerCase().split('.').pop() ?? '';
}

/** The stored MIME type, or null when the name or the content is not an allowed type. */
export function recognise(fileName: string, content: Buffer): string | null {
  const kind = kinds[extensionOf(fileName) as keyof typeof kinds];
  if (!kind || content.length === 0) return null;
  if (kind.magic) return kind.magic.every((byte, i) => content[i] === byte) ? kind.mime : null;
  // Plain text: valid UTF-8 with no NUL bytes (executables and binaries fail this).
  if (content.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return kind.mime;
  } catch {
    return null;
  }
}
