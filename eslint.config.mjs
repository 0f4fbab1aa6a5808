// ESLint flat config: TypeScript, React hooks, and the import layers of docs/architecture.md ("The layers").
// `npm run lint` runs it with --max-warnings 0 (every rule here is an error or off). Import circles are not
// found here but by dependency-cruiser (.dependency-cruiser.mjs), which lint runs next: ESLint's no-cycle
// rules leave out `import type`, and a circle of types still binds its files together.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The layers of the portal and the server (docs/architecture.md). A file belongs to the first element whose
// pattern matches its path; imports inside one element (a feature's own files) are not checked.
const elements = [
  // Code both programs import: pure TypeScript (common/tsconfig.json has neither the DOM nor Node), importing neither.
  { type: 'common', pattern: 'common' },
  { type: 'shared', pattern: 'src/(lib|components|api)' },
  { type: 'feature', pattern: 'src/features/*', capture: ['area'] },
  { type: 'actionLog', pattern: 'src/actionLog' },
  // What runs in the dashboard's page before any of the app's code, and the API's taking of its answers.
  { type: 'early', pattern: 'src/firstPaint/early' },
  // The rest of what exists to paint sooner (docs/first-paint.md): the start, the frames, the chunk shaping.
  { type: 'firstPaint', pattern: 'src/firstPaint' },
  { type: 'app', pattern: 'src/app' },
  // The server: each module (server/modules/<name>) is an element of its own, so a module importing another is an
  // import between two elements; the core is what every module may use; the wiring composes modules.
  { type: 'serverModule', pattern: 'server/modules/*', capture: ['module'] },
  { type: 'serverWiring', pattern: ['server/cli', 'server/startup'] },
  { type: 'serverCore', pattern: ['server/http', 'server/db', 'server/jobs', 'server/mail', 'server/audit'] },
  // server/'s own files are core (context.ts, events.ts, ports.ts, openapi.ts, the generated *.gen.ts), except
  // app.ts and main.ts: an element is a folder, so those two are told apart by their file category below.
  { type: 'serverCore', pattern: 'server' },
  // What is left of src/: main.tsx (the entry that loads firstPaint/start, or the replay viewer) and its styles.
  { type: 'entry', pattern: 'src' },
];
// The replay tools drive the whole app (its reducer, store and routes) from a recorded log; nothing in the
// app imports them, so the action log's other files stay below the app. The recorder, which the app does
// import, folds the entries it drops through the reducer the store hands it (actionLog/fold.ts), not replay's.
const files = [
  { category: 'replay', pattern: ['src/actionLog/replay.ts', 'src/actionLog/viewer/**'] },
  { category: 'serverWiring', pattern: ['server/app.ts', 'server/main.ts'] },
];

// react-router's data-router API (createBrowserRouter and what only works under it).
const dataRouter = [
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'createStaticRouter',
  'RouterProvider',
  'useRouteError',
  'isRouteErrorResponse',
  'useNavigation',
  'useBlocker',
  'useLoaderData',
  'useActionData',
  'useFetcher',
  'useMatches',
];

const allow = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const layers = {
  // Anything not allowed below is an error: a feature importing another feature, a shared module
  // importing a feature or the app, the server importing the portal and the other way round.
  default: 'disallow',
  message:
    '{{ from.element.type }} must not import {{ to.element.type }} (docs/architecture.md, The layers: common → lib/components/api → features → app and firstPaint; features never import each other; server/ and src/ never import each other, both import common/, which imports neither; in server/, core ← modules ← wiring, and modules never import each other)',
  policies: [
    // The API's fetchFn takes the answers the page asked for early; those files import only the shared layer.
    { from: { element: { type: 'shared' } }, allow: allow('common', 'shared', 'early') },
    { from: { element: { type: 'early' } }, allow: allow('common', 'shared') },
    // A feature reacts to another feature's events through extraReducers or a listener, never by import.
    { from: { element: { type: 'feature' } }, allow: allow('common', 'shared') },
    // The app composes every feature and installs the action log.
    // The first paint sits beside the app: its start builds the app's store and routes, whose routes use its
    // frames, lazy pages and chunks. Neither features nor the shared layer reach it.
    { from: { element: { type: 'app' } }, allow: allow('common', 'shared', 'feature', 'actionLog', 'firstPaint', 'early') },
    { from: { element: { type: 'firstPaint' } }, allow: allow('common', 'shared', 'feature', 'actionLog', 'app', 'early') },
    // The action log reads every slice (its allowlists) and the app's store types; it imports no app code.
    { from: { element: { type: 'actionLog' } }, allow: allow('common', 'shared', 'feature') },
    { from: { element: { type: 'actionLog' } }, dependency: { kind: 'type' }, allow: allow('app') },
    { from: { file: { categories: 'replay' } }, allow: allow('app') },
    { from: { element: { type: 'entry' } }, allow: allow('common', 'app', 'shared', 'actionLog', 'firstPaint') },
    // A module uses the core; what it needs of another module is handed to it by the wiring (server/ports.ts, server/events.ts).
    { from: { element: { type: 'serverCore' } }, allow: allow('common', 'serverCore') },
    { from: { element: { type: 'serverModule' } }, allow: allow('common', 'serverCore') },
    { from: { element: { type: 'serverWiring' } }, allow: allow('common', 'serverCore', 'serverModule', 'serverWiring') },
    { from: { file: { categories: 'serverWiring' } }, allow: allow('serverModule', 'serverWiring') },
    {
      from: { element: { types: { anyOf: ['serverCore', 'serverModule'] } } },
      disallow: { to: { file: { categories: 'serverWiring' } } },
      message:
        '{{ from.element.type }} must not import the wiring (server/app.ts, server/main.ts): it composes them, not the reverse (docs/architecture.md, The server)',
    },
  ],
};

// Every date and price she reads is written by the generated dates and money modules (common/dates.gen.ts,
// common/money.gen.ts, from openapi.yaml's x-shared-facts.display), so the same payment reads the same everywhere.
const oneWayToWrite = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: 'Write dates with common/dates.gen.ts (formatDate, formatDateTime, formatCalendarDate…): one way to write a date.',
  },
  {
    selector:
      "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat'] Property[key.name='style'][value.value='currency']",
    message: 'Write prices with formatMoney from common/money.gen.ts: one way to write a price.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: 'Write dates with common/dates.gen.ts and prices with common/money.gen.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'coverage/**',
      'node_modules/**',
      '**/*.gen.ts',
      'test/e2e/screenshots/**',
      'test/e2e/results/**',
      'test/e2e/report/**',
      'test/lint/fixtures/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    rules: {
      // A silenced rule must say why: `// eslint-disable-next-line rule -- reason`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Playwright Test reads a fixture's dependencies from its first parameter, so one needing none still destructures it.
    files: ['test/e2e/**/*.ts', 'playwright.config.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // React-router's data router costs about 15 KB brotli more than its declarative mode, in the
    // chunk every page waits for before it paints; the portal routes with src/app/PortalRouter.tsx.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          importNames: dataRouter,
          message: "react-router's data router costs about 15 KB brotli on every page: use src/app/PortalRouter.tsx.",
        })),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['common/**/*.ts', 'src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['common/**/*', 'src/**/*', 'server/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', layers],
    },
  },
  {
    files: ['common/**/*.ts', 'src/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneWayToWrite] },
  },
  {
    // Both programs load these files: no package (the browser bundle and the server would each need it), only common/.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.\\.?/)', message: 'common/ imports only other common/ files (relative paths).' }] },
      ],
    },
  },
  {
    // antd's <App> is no longer in the tree (it loads on the first toast): App.useApp() would hand back
    // empty stand-ins whose calls throw. src/components/feedback.tsx is the one way to antd's feedback.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/FeedbackHost.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...oneWayToWrite,
        {
          selector: "MemberExpression[object.name='App'][property.name='useApp']",
          message: "Use useFeedback() from src/components/feedback: antd's <App> loads on the first toast.",
        },
      ],
    },
  },
  prettier,
);
