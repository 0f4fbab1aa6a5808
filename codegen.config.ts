import type { ConfigFile } from '@rtk-query/codegen-openapi';

// Read by scripts/codegen.ts (`npm run codegen`), which also writes the server's types and shared facts.
// Staff routes are loopback-only tools for the CLI; the patient bundle never calls them.
const config: ConfigFile = {
  schemaFile: './openapi.yaml',
  apiFile: './src/api/emptyApi.ts',
  apiImport: 'emptyApi',
  outputFile: './src/api/portalApi.gen.ts',
  exportName: 'portalApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // No generated cache tags: src/api/index.ts holds the one set (the contract's area tags are too coarse,
  // e.g. booking must refresh the subscription, which sits under `payments`).
  tag: false,
  filterEndpoints: (_name, definition) => !definition.path.startsWith('/staff'),
};

export default config;
