import { outputs } from '../../scripts/codegen';

/**
 * What both programs read is generated once, into common/: a second copy under src/ or server/ could
 * drift from the first. Only what belongs to the client alone (its endpoints, which import its base
 * query, and its CSS tokens) is generated into src/.
 */
describe('npm run codegen', () => {
  it('writes every shared module once, into common/', () => {
    const files: string[] = Object.values(outputs);
    expect(files.filter((file) => file.startsWith('server/'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('src/')).sort()).toEqual(['src/api/portalApi.gen.ts', 'src/styles/tokens.gen.css']);
    expect(new Set(files.map((file) => file.split('/').pop())).size).toBe(files.length);
  });
});
