import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_PARTS, serverTestFiles } from '../bundles/serverPart';

/**
 * npm test runs the server project through test/bundles/server-<n>.test.ts only: a part without its
 * bundle file, or a bundle file naming the wrong part, would leave server tests unrun without a failure.
 */
const bundles = path.resolve(__dirname, '../bundles');

describe('the server test bundles npm test runs', () => {
  it('has one bundle file per part, each running its own part', () => {
    const files = readdirSync(bundles).filter((file) => /^server-\d+\.test\.ts$/.test(file));
    const parts = files.map((file) => Number(/\d+/.exec(file)![0])).sort((a, b) => a - b);
    expect(parts).toEqual(Array.from({ length: SERVER_PARTS }, (_, index) => index + 1));
    for (const file of files) {
      const part = Number(/\d+/.exec(file)![0]);
      expect(readFileSync(path.join(bundles, file), 'utf8')).toMatch(new RegExp(`^serverPart\\(${part}\\);$`, 'm'));
    }
  });

  it('covers every test file of test/server and test/contract', () => {
    const root = path.resolve(__dirname, '../..');
    const onDisk = ['test/server', 'test/contract'].flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => `${dir}/${file}`),
    );
    expect(onDisk.length).toBeGreaterThan(40);
    expect(serverTestFiles()).toEqual(expect.arrayContaining(onDisk));
  });
});
