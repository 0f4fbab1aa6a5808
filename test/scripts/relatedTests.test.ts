import { relatedTests } from '../../scripts/test/relatedTests';

// npm run test:changed's choice of Jest tests (scripts/test-changed.ts), on made-up test files.
const sources: Record<string, string> = {
  'test/server/tracking.test.ts':
    "import { useHarness } from './harness';\nimport { mrsScore } from '../../server/modules/tracking/mrsScoring';\n",
  'test/server/hotFlashDiary.test.ts': "import { useHarness } from './harness';\n",
  'test/server/appointments.test.ts': "import { useHarness } from './harness';\n",
  'test/client/tracking/tracking.test.tsx': "import { TrackingTab } from '../../../src/features/tracking/TrackingTab';\n",
  'test/client/appointments/booking.test.tsx': "import { renderApp } from '../renderApp';\n",
  'test/common/calendar.test.ts': "import { calendarEvent } from '../../common/calendar';\n",
};
const tests = Object.keys(sources);
const related = (...files: string[]) => relatedTests(files, tests, (file) => sources[file]);

describe('the Jest tests test:changed runs for a change', () => {
  it('are those of its server module and those importing the changed file, not every test the harness reaches', () => {
    expect(related('server/modules/tracking/mrsScoring.ts')).toEqual(['test/server/tracking.test.ts']);
    expect(related('server/modules/appointments/slots.ts')).toEqual(['test/server/appointments.test.ts']);
  });

  it('are those of its feature on the client, and a changed test itself', () => {
    expect(related('src/features/appointments/BookingForm.tsx')).toEqual(['test/client/appointments/booking.test.tsx']);
    expect(related('test/server/hotFlashDiary.test.ts')).toEqual(['test/server/hotFlashDiary.test.ts']);
  });

  it('follow a relative import from common/ and find none for a file no test imports', () => {
    expect(related('common/calendar.ts')).toEqual(['test/common/calendar.test.ts']);
    expect(related('common/videoLink.ts', 'README.md')).toEqual([]);
  });
});
