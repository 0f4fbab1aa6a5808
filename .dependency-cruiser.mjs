// `npm run lint`'s check for import circles, over src/, server/, scripts/ and test/ (the command line names them).
// A circle of types is still a circle: neither file can be read, moved or split without the other, and an edge
// that is a type today turns into a value with the next edit. ESLint's no-cycle rules (eslint-plugin-import-x)
// skip `import type`, so dependency-cruiser reads each file with TypeScript before the types are erased, and
// counts `import type`, `export … from`, dynamic `import()` and `require` alike.
import path from 'node:path';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This import closes a circle (the chain shown). Move what both ends need into a module of its own, or make the lower ' +
        'one stop importing the higher one (it is handed what it needs, or registers itself); an eslint-disable or a lazy ' +
        'require only hides the circle.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // An absolute path, so test/lint/noImportCircles.test.ts can cruise a folder outside the repository with this file.
    tsConfig: { fileName: path.join(import.meta.dirname, 'tsconfig.json') },
    doNotFollow: { path: 'node_modules' },
  },
};
