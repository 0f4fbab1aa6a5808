import { displayTimeZoneName, formatDateTime } from '../../../../common/dates.gen';
import { brand } from '../../../../common/brand.gen';
import { pageStyle } from '../../../http/pageStyle';
import { randomUUID } from 'node:crypto';
import { esc, type ExportContext, type ExportPart, type FhirResource } from '../../../export/part';

export type ExportFormat = 'html' | 'json' | 'fhir';

export interface ExportFile {
  fileName: string;
  mediaType: string;
  content: string;
}

async function loadAll(parts: ExportPart[], x: ExportContext) {
  return Promise.all(parts.map(async (part) => ({ part, data: await part.load(x) })));
}

const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/:/g, '-');

/** Her whole file in one of three forms: a page to read, plain JSON, or a FHIR R4 Bundle for another clinic. */
export async function buildExport(parts: ExportPart[], x: ExportContext, format: ExportFormat): Promise<ExportFile> {
  const loaded = await loadAll(parts, x);
  const base = `mis-datos-espacios-ella-${stamp(x.now)}`;
  if (format === 'json') {
    const parts = Object.fromEntries(loaded.map(({ part, data }) => [part.key, data]));
    const file = { format: 'espacios-ella-mis-datos', version: 1, generatedAt: x.now.toISOString(), ...parts };
    return { fileName: `${base}.json`, mediaType: 'application/json', content: JSON.stringify(file, null, 2) };
  }
  if (format === 'fhir') {
    const resources: FhirResource[] = loaded.flatMap(({ part, data }) => part.fhir?.(data, x) ?? []);
    const bundle = {
      resourceType: 'Bundle',
      id: randomUUID(),
      meta: { lastUpdated: x.now.toISOString() },
      type: 'collection',
      timestamp: x.now.toISOString(),
      entry: resources.map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource })),
    };
    return { fileName: `${base}.fhir.json`, mediaType: 'application/fhir+json', content: JSON.stringify(bundle, null, 2) };
  }
  const sections = loaded.map(({ part, data }) => `<section><h2>${esc(part.title)}</h2>${part.html(data)}</section>`).join('\n');
  const generated = formatDateTime(x.now);
  const page = `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mis datos · Espacios ELLA</title>
<style>
${pageStyle}
body{max-width:860px;margin:0 auto}h1{color:${brand.colors.primary}}h2{border-bottom:2px solid ${brand.colors.tintBorder};padding-bottom:4px;margin-top:2rem}h3{margin-bottom:0}
dl{display:grid;grid-template-columns:minmax(140px,1fr) 2fr;gap:4px 12px}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%}th,td{border:1px solid ${brand.colors.divider};padding:4px 6px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
.meta{color:${brand.colors.textSecondary};margin-top:0}.signature{max-width:320px;border:1px solid ${brand.colors.border};margin-top:8px}
</style>
</head>
<body>
<h1>Mis datos en Espacios ELLA</h1>
<p class="meta">Generado el ${esc(generated)} (${esc(displayTimeZoneName)}). Este archivo contiene información de salud: guárdalo en un lugar seguro.</p>
${sections}
</body>
</html>
`;
  return { fileName: `${base}.html`, mediaType: 'text/html', content: page };
}
