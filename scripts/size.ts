/**
 * First-load JavaScript per route group from the production build (dist/chunk-groups.json written
 * by webpack): the entry's and start chunk's files plus the route group's lazy chunk and its split dependencies.
 *   npm run size            prints the table
 *   npm run size -- --check exits 1 when a budget is exceeded
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = path.resolve(__dirname, '..', 'dist');
/** 200 KB for the signed-in routes that hold it; the rest keep 300 until they do. */
export const budgetsKb: Record<string, number> = {
  auth: 170,
  dashboard: 200,
  onboarding: 200,
  'onboarding-terms': 200,
  payments: 200,
  'payments-documents': 200,
  'earlier-slot': 200,
};
const defaultBudgetKb = 300;
/**
 * Layout chunks a route group loads with its own: the printable voucher and receipt sit in the payment
 * pages' layout (steps 1–8 and the payment pages paint without antd; the toast layout is in the start chunk).
 */
const layoutsOf: Record<string, string[]> = {
  'payments-documents': ['payments'],
};

interface Manifest {
  entrypoints: Record<string, string[]>;
  chunkGroups: Record<string, string[]>;
}

export interface RouteSize {
  group: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  brotliKb: number;
  budgetKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function measure(): RouteSize[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8')) as Manifest;
  // The entry only waits for the first paint, then loads the start chunk: that chunk is the app.
  const entry = [...manifest.entrypoints.main, ...(manifest.chunkGroups.start ?? [])].filter((f) => f.endsWith('.js'));
  // Route groups only: layout and modal chunks load after a route's first paint.
  const routeGroups = new Set([
    'auth',
    'onboarding',
    'onboarding-terms',
    'payments',
    'payments-documents',
    'dashboard',
    'misc',
    'earlier-slot',
  ]);
  const groups = Object.entries(manifest.chunkGroups).filter(([name]) => routeGroups.has(name));
  // The entry and shared chunks belong to every group: compress each file once (brotli at quality 11 is
  // the slow part of the e2e budget check).
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(dist, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
      sizes.set(file, size);
    }
    return size;
  };
  return groups.map(([group, assets]) => {
    const layouts = (layoutsOf[group] ?? []).flatMap((name) => manifest.chunkGroups[name] ?? []);
    const files = [...new Set([...entry, ...layouts, ...assets].filter((f) => f.endsWith('.js')))];
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const size = sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
      brotli += size.brotli;
    }
    return {
      group,
      files: files.length,
      rawKb: kb(raw),
      gzipKb: kb(gzip),
      brotliKb: kb(brotli),
      budgetKb: budgetsKb[group] ?? defaultBudgetKb,
    };
  });
}

if (require.main === module) {
  const rows = measure();
  console.log(`${'route group'.padEnd(18)} files   raw KB   gzip KB   brotli KB   budget (gzip KB)`);
  for (const r of rows) {
    const flag = r.gzipKb > r.budgetKb ? '  OVER BUDGET' : '';
    console.log(
      `${r.group.padEnd(18)} ${String(r.files).padStart(6)} ${String(r.rawKb).padStart(8)} ${String(r.gzipKb).padStart(9)} ${String(r.brotliKb).padStart(11)} ${String(r.budgetKb).padStart(12)}${flag}`,
    );
  }
  if (process.argv.includes('--check') && rows.some((r) => r.gzipKb > r.budgetKb)) process.exit(1);
}
