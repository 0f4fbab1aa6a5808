// C0 and C1 control characters and DEL: a terminal acts on them (colours, cursor moves, hidden text, links,
// a new line) instead of showing them, so text a patient typed could forge or hide what staff read.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** One line as the terminal should show it: every control character written out (`\u001b`), never obeyed. */
export const shown = (line: string) => line.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * All a staff command may know of the process it runs in: the CLI's main passes its own, a test its own,
 * so a command run in the test's process reads no variable and writes no stream of it.
 */
export interface StaffIo {
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** The staff tools' output: one argument a line, each shown safely, whatever the portal's users wrote in it. */
export interface Terminal {
  say(...lines: string[]): void;
  /** The same, to standard error. */
  sayError(...lines: string[]): void;
}

export const terminal = ({ stdout, stderr }: Pick<StaffIo, 'stdout' | 'stderr'>): Terminal => ({
  say: (...lines) => void stdout.write(`${lines.map(shown).join('\n')}\n`),
  sayError: (...lines) => void stderr.write(`${lines.map(shown).join('\n')}\n`),
});
