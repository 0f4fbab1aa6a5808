// C0 and C1 control characters and DEL: a terminal acts on them (colours, cursor moves, hidden text, links,
// a new line) instead of showing them, so text a patient typed could forge or hide what staff read.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** One line as the terminal should show it: every control character written out (`\u001b`), never obeyed. */
export const shown = (line: string) => line.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The staff tools' output: one argument a line, each shown safely, whatever the portal's users wrote in it. */
export function say(...lines: string[]): void {
  console.log(lines.map(shown).join('\n'));
}

/** The same, to standard error. */
export function sayError(...lines: string[]): void {
  console.error(lines.map(shown).join('\n'));
}
