import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * `npm run lint` keeps react-router's data router out of src/ (eslint.config.mjs,
 * no-restricted-imports): it costs about 15 KB brotli more than the declarative mode on every page.
 * Each case lints one made-up file at a real place in the tree with the repository's config.
 */
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

jest.setTimeout(60_000);

async function routerErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/app/Probe.tsx') });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe("react-router's declarative mode only", () => {
  it('fails a file that brings the data router back, from either package', async () => {
    expect(
      await routerErrors(
        "import { RouterProvider, createBrowserRouter } from 'react-router-dom';\nimport { useRouteError } from 'react-router';\nexport const probe = [RouterProvider, createBrowserRouter, useRouteError];\n",
      ),
    ).toEqual([
      expect.stringMatching(/^'RouterProvider' import from 'react-router-dom' is restricted/),
      expect.stringMatching(/^'createBrowserRouter' import from 'react-router-dom' is restricted/),
      expect.stringMatching(/^'useRouteError' import from 'react-router' is restricted/),
    ]);
  });

  it('lets a file use the declarative API', async () => {
    expect(
      await routerErrors(
        "import { Router, useRoutes, Navigate, Outlet, useNavigate } from 'react-router-dom';\nexport const probe = [Router, useRoutes, Navigate, Outlet, useNavigate];\n",
      ),
    ).toEqual([]);
  });
});
