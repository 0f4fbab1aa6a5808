/** One sample of Prometheus' text exposition format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
const unescape = (text: string) => text.replace(/\\(["\\n])/g, (_m, c: string) => (c === 'n' ? '\n' : c));

/** The samples of a scrape; throws on a line that is neither a comment nor a sample, so a malformed answer fails. */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(labelPair)) labels[name] = unescape(value);
    samples.push({ name: match[1], labels, value: Number(match[3].replace('+Inf', 'Infinity')) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there is none). */
export function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}
