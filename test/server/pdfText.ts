import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows, in drawing order: every content stream inflated, every `TJ`/`Tj`
 * decoded (the standard fonts' WinAnsi bytes, Latin-1 for Spanish letters), the pieces joined by spaces and
 * runs of white space collapsed, so a value wrapped over two lines still reads as one.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const pieces: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated content stream (an image or font program)
    }
    for (const [, operand] of content.matchAll(/(\[[^\]]*\]|<[0-9a-fA-F]*>)\s*T[Jj]/g))
      pieces.push([...operand.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
  }
  return pieces.join(' ').replace(/\s+/g, ' ').trim();
}
