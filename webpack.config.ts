import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import zlib from 'node:zlib';
import type { Compiler, Configuration } from 'webpack';
import { DefinePlugin, NormalModuleReplacementPlugin } from 'webpack';
import pkg from './package.json';
import { assetHistory } from './scripts/assetHistory';
import { renderShellPage, shellPagePaths } from './scripts/shellPages';
import { dashboardPaths } from './common/paths';

/** Writes which files each entry and lazy route group loads, for scripts/size.ts. */
class ChunkGroupManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => this.write(compiler, compilation),
      );
    });
  }

  private write(compiler: Compiler, compilation: Parameters<Parameters<Compiler['hooks']['thisCompilation']['tap']>[1]>[0]) {
    {
      const stats = compilation.getStats().toJson({ all: false, entrypoints: true, chunkGroups: true });
      const pick = (groups: Record<string, { assets?: Array<{ name: string }> }> = {}) =>
        Object.fromEntries(Object.entries(groups).map(([name, g]) => [name, (g.assets ?? []).map((a) => a.name)]));
      const manifest = { entrypoints: pick(stats.entrypoints), chunkGroups: pick(stats.namedChunkGroups) };
      compilation.emitAsset('chunk-groups.json', new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
    }
  }
}

/**
 * Adds `<link rel="preload">` for every file of the chunk groups a page names in its `preloadChunkGroups`
 * option. main.js loads the start chunk only after the first paint (src/main.tsx), which on a page with
 * nothing in its HTML to paint only chains a round trip and main.js's evaluation before the app's code.
 */
class ChunkGroupPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('ChunkGroupPreloadPlugin', (data) => {
        const groups = (data.plugin.options as { preloadChunkGroups?: string[] }).preloadChunkGroups ?? [];
        const files = new Set(groups.flatMap((name) => [...(compilation.namedChunkGroups.get(name)?.getFiles() ?? [])]));
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const preload = (file: string, as: string) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'ChunkGroupPreloadPlugin' },
          attributes: { rel: 'preload', as, href: `${publicPath}${file}` },
        });
        // The code first in <head>: on HTTP/1.1 the browser opens its six connections in this order.
        data.assetTags.scripts.unshift(...[...files].filter((file) => file.endsWith('.js')).map((file) => preload(file, 'script')));
        data.assetTags.styles.push(...[...files].filter((file) => file.endsWith('.css')).map((file) => preload(file, 'style')));
        return data;
      });
    });
  }
}

/**
 * Writes the entries a page names in its `inlineEntries` option into the page's <head> as inline scripts:
 * they run as the page is parsed, before any file has arrived (src/firstPaint/early/entry.ts). The server's CSP for
 * that page allows each by its hash (server/http/static.ts). Other pages load only main.js (`chunks`).
 */
class InlineEntryPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('InlineEntryPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('InlineEntryPlugin', (data) => {
        const entries = (data.plugin.options as { inlineEntries?: string[] }).inlineEntries ?? [];
        const files = entries.flatMap((name) =>
          [...(compilation.entrypoints.get(name)?.getFiles() ?? [])].filter((file) => file.endsWith('.js')),
        );
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const hrefs = new Set(files.map((file) => `${publicPath}${file}`));
        const inline = files.map((file) => {
          const code = compilation.getAsset(file)!.source.source().toString();
          if (/<\/script/i.test(code)) throw new Error(`${file} cannot be inlined: it contains "</script"`);
          return { tagName: 'script', voidTag: false, meta: { plugin: 'InlineEntryPlugin' }, attributes: {}, innerHTML: code };
        });
        // Before the stylesheets: a script in the page waits for the stylesheets above it to arrive.
        const rest = data.headTags.filter((tag) => !hrefs.has(String(tag.attributes.src)));
        const firstStylesheet = rest.findIndex((tag) => tag.attributes.rel === 'stylesheet');
        data.headTags =
          firstStylesheet < 0 ? [...rest, ...inline] : [...rest.slice(0, firstStylesheet), ...inline, ...rest.slice(firstStylesheet)];
        return data;
      });
    });
  }
}

/**
 * antd's style injection, wherever it is called from (@rc-component/util's own modules and
 * @ant-design/cssinjs), resolves to src/components/styleNonce.ts, which adds the page's CSP nonce; only
 * that module itself reaches the original.
 */
const styleNonceModule = path.resolve(__dirname, 'src/components/styleNonce.ts');
const styleNonceReplacement = new NormalModuleReplacementPlugin(/(^|[\\/])Dom[\\/]dynamicCSS(\.js)?$/, (resource) => {
  const fromUtil = /[\\/]@rc-component[\\/]util[\\/]/.test(resource.context) || resource.request.startsWith('@rc-component/util/');
  if (fromUtil && resource.contextInfo.issuer !== styleNonceModule) resource.request = styleNonceModule;
});

/** `--env outputPath=…` builds elsewhere than dist/ (test/server/rollingAssets.test.ts builds twice into a temporary folder). */
export default (env: { outputPath?: string } | undefined, argv: { mode?: Configuration['mode'] }): Configuration => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const outputPath = path.resolve(__dirname, env?.outputPath ?? 'dist');
  // Production builds keep recent builds' hashed files so a page of the previous build still loads its
  // chunks from a server of this one during a rolling deploy (scripts/assetHistory.ts).
  const history = production ? assetHistory(outputPath) : undefined;
  return {
    mode,
    // `early` is no file of its own: it is written into the dashboard's pages (InlineEntryPlugin).
    entry: { main: './src/main.tsx', early: './src/firstPaint/early/entry.ts' },
    output: {
      path: outputPath,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: history ? { keep: history.keep } : true,
    },
    // Modules, minified files and compressed copies are kept between builds and reused while their inputs
    // are unchanged (the journeys build before every run); the config and its imports key the whole cache.
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(__dirname, 'node_modules', '.cache', 'webpack'),
      buildDependencies: { config: [__filename] },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // antd's rc-components and CSS-in-JS packages declare no `sideEffects`, so webpack kept every module
        // their index files import: one Radio brought the whole form engine and its validator, the
        // ConfigProvider a tooltip trigger. Their modules only define things, so unused ones may go.
        { test: /[\\/]node_modules[\\/](@rc-component|@ant-design)[\\/]/, sideEffects: false },
        // Stylesheets are files linked from <head>, never injected <style> tags: the CSP has no unsafe-inline.
        { test: /\.css$/i, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      styleNonceReplacement,
      new ChunkGroupManifestPlugin(),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', chunks: ['main'] }),
      // The account screens' hero and welcome text, painted from the HTML before any JavaScript runs
      // (it must stay identical to src/features/auth/AuthLayout.tsx; a test compares them).
      new HtmlWebpackPlugin({
        template: './src/index.html',
        filename: 'account.html',
        scriptLoading: 'defer',
        chunks: ['main'],
        accountShell: true,
      }),
      // The signed-in screens' frames (headings, stepper, skeleton), one page per path under pages/, which the
      // server sends for that path; the app hydrates them (src/firstPaint/frames).
      ...shellPagePaths.map(
        (route) =>
          new HtmlWebpackPlugin({
            template: './src/index.html',
            filename: `pages${route}.html`,
            scriptLoading: 'defer',
            chunks: ['main'],
            // Rendered while compiling, not when the configuration is read (tests read it).
            templateParameters: (compilation, assets, assetTags, options) => ({
              compilation,
              webpackConfig: compilation.options,
              htmlWebpackPlugin: { tags: assetTags, files: assets, options: { ...options, shell: renderShellPage(route) } },
            }),
          }),
      ),
      // The dashboard has no frame in its HTML: its largest paint is her first appointment, drawn by the
      // app's and the dashboard's code, which its page has the browser fetch with the page (server/http/static.ts
      // sends pages/<path>.html for its path).
      // Her data is asked for by the page itself, as it is parsed (src/firstPaint/early/entry.ts).
      new ChunkGroupPreloadPlugin(),
      new InlineEntryPlugin(),
      ...dashboardPaths.map(
        (route) =>
          new HtmlWebpackPlugin({
            template: './src/index.html',
            filename: `pages${route}.html`,
            scriptLoading: 'defer',
            chunks: ['early', 'main'],
            inlineEntries: ['early'],
            preloadChunkGroups: ['start', 'dashboard'],
          }),
      ),
      new DefinePlugin({
        __APP_VERSION__: JSON.stringify(pkg.version),
      }),
      ...(production
        ? [
            new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|svg)$/, threshold: 0, minRatio: 1 }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as never,
              threshold: 0,
              minRatio: 1,
            }),
            history!.plugin,
          ]
        : []),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      // The inline entry shares no file with the others. The start's code stays one file: the dashboard's page
      // preloads it, and on HTTP/1.1 one file arrives sooner than three (README, "Signed in, sixth round").
      splitChunks: { chunks: (chunk) => chunk.name !== 'early' && chunk.name !== 'start' },
    },
    performance: { hints: false },
  };
};
