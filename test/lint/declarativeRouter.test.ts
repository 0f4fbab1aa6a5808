import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 19: react-router's data router (createBrowserRouter, RouterProvider and the rest) costs ~15 KB
 * brotli more than its declarative mode on every route, in the chunk every page waits for before it
 * paints. The portal runs on the declarative mode (src/app/PortalRouter.tsx); this fails when a file
 * under src/ brings the data router back.
 */
const dataRouterNames = [
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

const srcDir = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The names a file imports from react-router or react-router-dom, static or dynamic imports alike. */
export function routerImports(code: string): string[] {
  const names: string[] = [];
  const staticImport = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]react-router(?:-dom)?['"]/g;
  const dynamicImport = /\{([^}]*)\}\s*=\s*await\s+import\((?:\/\*[\s\S]*?\*\/\s*)?['"]react-router(?:-dom)?['"]\)/g;
  for (const pattern of [staticImport, dynamicImport]) {
    for (const match of code.matchAll(pattern)) {
      names.push(
        ...match[1]
          .split(',')
          .map(
            (name) =>
              name
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0],
          )
          .filter(Boolean),
      );
    }
  }
  if (/import\s+\*\s+as\s+\w+\s+from\s+['"]react-router(?:-dom)?['"]/.test(code)) names.push('*');
  return names;
}

describe("react-router's declarative mode only (issue 19)", () => {
  it('finds the data router in the kinds of import a file could bring it back with', () => {
    expect(routerImports("import { RouterProvider, createBrowserRouter } from 'react-router-dom';")).toEqual([
      'RouterProvider',
      'createBrowserRouter',
    ]);
    expect(routerImports("import {\n  Outlet,\n  useRouteError as useError,\n} from 'react-router';")).toEqual(['Outlet', 'useRouteError']);
    expect(routerImports('const { createBrowserRouter } = await import(/* webpackMode: "eager" */ \'react-router-dom\');')).toEqual([
      'createBrowserRouter',
    ]);
    expect(routerImports("import * as Router from 'react-router-dom';")).toEqual(['*']);
  });

  it('no file under src/ imports any of the data router', () => {
    const offenders = sourceFiles(srcDir).flatMap((file) =>
      routerImports(readFileSync(file, 'utf8'))
        .filter((name) => name === '*' || dataRouterNames.includes(name))
        .map((name) => `${path.relative(srcDir, file)}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
