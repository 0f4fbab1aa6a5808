import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/**
 * Rolling deploys: while servers of two builds serve together, a browser that loaded the previous
 * build's page still asks for that build's lazy chunks, possibly from a server of the new build. Each
 * production build therefore keeps the hashed files of recent earlier builds in its output folder
 * (webpack's `output.clean.keep`) and records what it emitted in `assets-history.json`, which the next
 * build reads to know what to keep. Hashed names never change content, so keeping them is always safe.
 */

export const HISTORY_FILE = 'assets-history.json';

/** The names server/http/static.ts serves with a year of immutable cache (10-hex content hash). */
export const isHashed = (file: string): boolean => /\.[0-9a-f]{10}\.\w+(\.br|\.gz)?$/.test(file);

export interface BuildRecord {
  builtAt: string;
  /** Hashed files relative to the output folder, with their precompressed copies. */
  files: string[];
}

export interface KeepPolicy {
  /** Earlier builds always kept, however old (a deploy weeks after the last one still overlaps it). */
  minBuilds: number;
  /** Earlier builds younger than this are kept too (a tab left open for days)… */
  maxAgeMs: number;
  /** …up to this many earlier builds in all. */
  maxBuilds: number;
}

export const defaultKeepPolicy: KeepPolicy = { minBuilds: 2, maxAgeMs: 7 * 86_400_000, maxBuilds: 10 };

/** The history an output folder holds, newest build first (empty when there is none or it is unreadable). */
export function readHistory(outputDir: string): BuildRecord[] {
  try {
    const parsed = JSON.parse(readFileSync(path.join(outputDir, HISTORY_FILE), 'utf8')) as { builds?: BuildRecord[] };
    return Array.isArray(parsed.builds) ? parsed.builds.filter((b) => typeof b.builtAt === 'string' && Array.isArray(b.files)) : [];
  } catch {
    return [];
  }
}

/** Which earlier builds (newest first) a build made at `now` keeps. */
export function keptBuilds(previous: BuildRecord[], now: Date, policy: KeepPolicy = defaultKeepPolicy): BuildRecord[] {
  const newestFirst = [...previous].sort((a, b) => Date.parse(b.builtAt) - Date.parse(a.builtAt));
  return newestFirst.filter(
    (build, index) => index < policy.minBuilds || (index < policy.maxBuilds && now.getTime() - Date.parse(build.builtAt) < policy.maxAgeMs),
  );
}

/**
 * One per compiler: `keep` goes into `output.clean.keep`, `plugin` into `plugins`. The history is read
 * when webpack cleans (after compiling, before writing), so it is the one the previous build wrote.
 */
export function assetHistory(outputDir: string, options: { policy?: KeepPolicy; now?: () => Date } = {}) {
  const policy = options.policy ?? defaultKeepPolicy;
  const now = options.now ?? (() => new Date());
  let builtAt: Date | undefined;
  let kept: BuildRecord[] | undefined;
  const previousBuilds = () => {
    builtAt ??= now();
    kept ??= keptBuilds(readHistory(outputDir), builtAt, policy);
    return kept;
  };

  const keep = (file: string): boolean => {
    const name = file.split(path.sep).join('/');
    return previousBuilds().some((build) => build.files.includes(name));
  };

  const plugin: WebpackPluginInstance = {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('AssetHistoryPlugin', (compilation) => {
        compilation.hooks.processAssets.tap(
          // After the compression plugins (OPTIMIZE_TRANSFER), so the .br and .gz copies are listed too.
          { name: 'AssetHistoryPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const earlier = previousBuilds();
            const files = compilation
              .getAssets()
              .map((asset) => asset.name)
              .filter(isHashed)
              .sort();
            const builds = [{ builtAt: builtAt!.toISOString(), files }, ...earlier];
            compilation.emitAsset(HISTORY_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify({ builds }, null, 2)}\n`));
          },
        );
      });
      // A watching compiler builds many times: each build reads the history the last one wrote.
      compiler.hooks.done.tap('AssetHistoryPlugin', () => {
        builtAt = undefined;
        kept = undefined;
      });
    },
  };

  return { keep, plugin };
}
