import { withToastDuration } from '../../../src/components/feedback';

describe('toast durations (SPEC: 3–5 s)', () => {
  it.each([
    [10, 5],
    [6, 5],
    [5, 5],
    [4, 4],
    [1, 3],
  ])('a toast asked for %i s stays %i s', (asked, kept) => {
    expect(withToastDuration([{ title: 'Aviso', duration: asked }])).toEqual([{ title: 'Aviso', duration: kept }]);
  });

  it("leaves antd's default and 'until closed' alone", () => {
    expect(withToastDuration([{ title: 'Aviso' }])).toEqual([{ title: 'Aviso' }]);
    expect(withToastDuration([{ title: 'Aviso', duration: 0 }])).toEqual([{ title: 'Aviso', duration: 0 }]);
  });
});
