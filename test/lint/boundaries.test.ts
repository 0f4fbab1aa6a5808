import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The import layers of docs/architecture.md as `npm run lint` enforces them: each case lints one made-up file
 * at a real place in the tree that imports a real module, with the repository's eslint.config.mjs.
 */
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

jest.setTimeout(60_000);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import layers (docs/architecture.md)', () => {
  it('fails a feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'src/features/help/Probe.ts',
      "import { appointmentsReducer } from '../appointments/appointmentsSlice';\nexport const probe = appointmentsReducer;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^feature must not import feature/)]);
  });

  it('lets a feature import its own files and the shared layer', async () => {
    const errors = await boundaryErrors(
      'src/features/help/Probe.ts',
      "import { ContactForm } from './ContactForm';\nimport { modalOpened } from '../../lib/modals';\nexport const probe = [ContactForm, modalOpened];\n",
    );
    expect(errors).toEqual([]);
  });

  it('fails the shared layer importing a feature or the app', async () => {
    expect(
      await boundaryErrors(
        'src/lib/probe.ts',
        "import { HelpModal } from '../features/help/HelpModal';\nexport const probe = HelpModal;\n",
      ),
    ).toEqual([expect.stringMatching(/^shared must not import feature/)]);
    expect(
      await boundaryErrors('src/components/probe.ts', "import { setupStore } from '../app/store';\nexport const probe = setupStore;\n"),
    ).toEqual([expect.stringMatching(/^shared must not import app/)]);
  });

  it('fails a feature importing the app or the action log', async () => {
    const errors = await boundaryErrors(
      'src/features/help/Probe.ts',
      "import { setupStore } from '../../app/store';\nimport { downloadActionLog } from '../../actionLog/exportLog';\nexport const probe = [setupStore, downloadActionLog];\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^feature must not import app/),
      expect.stringMatching(/^feature must not import actionLog/),
    ]);
  });

  it('lets the app compose features and install the action log', async () => {
    const errors = await boundaryErrors(
      'src/app/probe.ts',
      "import { HelpModal } from '../features/help/HelpModal';\nimport { createActionRecorder } from '../actionLog/recorder';\nexport const probe = [HelpModal, createActionRecorder];\n",
    );
    expect(errors).toEqual([]);
  });

  it("lets the action log read the app's types but not its code (except the replay tools)", async () => {
    expect(
      await boundaryErrors(
        'src/actionLog/probe.ts',
        "import type { RootState } from '../app/rootReducer';\nexport type Probe = RootState;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/actionLog/probe.ts',
        "import { rootReducer } from '../app/rootReducer';\nexport const probe = rootReducer;\n",
      ),
    ).toEqual([expect.stringMatching(/^actionLog must not import app/)]);
    expect(
      await boundaryErrors('src/actionLog/viewer/Probe.ts', "import { routes } from '../../app/routes';\nexport const probe = routes;\n"),
    ).toEqual([]);
  });

  it('keeps the first paint beside the app: neither features nor the shared layer import it', async () => {
    expect(
      await boundaryErrors(
        'src/features/help/Probe.ts',
        "import { lazyPage } from '../../firstPaint/lazyPage';\nexport const probe = lazyPage;\n",
      ),
    ).toEqual([expect.stringMatching(/^feature must not import firstPaint/)]);
    expect(
      await boundaryErrors('src/lib/probe.ts', "import { startApp } from '../firstPaint/start';\nexport const probe = startApp;\n"),
    ).toEqual([expect.stringMatching(/^shared must not import firstPaint/)]);
    expect(
      await boundaryErrors(
        'src/app/probe.ts',
        "import { FramedRoute } from '../firstPaint/frames/FramedRoute';\nexport const probe = FramedRoute;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/firstPaint/probe.ts',
        "import { setupStore } from '../app/store';\nimport { WelcomePage } from '../features/auth/WelcomePage';\nexport const probe = [setupStore, WelcomePage];\n",
      ),
    ).toEqual([]);
  });

  it("lets the API take the page's early answers, whose files import only the shared layer", async () => {
    expect(
      await boundaryErrors(
        'src/api/probe.ts',
        "import { fetchOrTakeEarly } from '../firstPaint/early/earlyAnswers';\nexport const probe = fetchOrTakeEarly;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/firstPaint/early/probe.ts',
        "import { initialSessionState } from '../../lib/session';\nexport const probe = initialSessionState;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/firstPaint/early/probe.ts',
        "import { setupStore } from '../../app/store';\nimport { lazyPage } from '../lazyPage';\nexport const probe = [setupStore, lazyPage];\n",
      ),
    ).toEqual([expect.stringMatching(/^early must not import app/), expect.stringMatching(/^early must not import firstPaint/)]);
  });

  it('fails the server importing the portal, and the portal importing the server', async () => {
    expect(
      await boundaryErrors('server/probe.ts', "import { modalOpened } from '../src/lib/modals';\nexport const probe = modalOpened;\n"),
    ).toEqual([expect.stringMatching(/^serverCore must not import shared/)]);
    expect(
      await boundaryErrors('src/lib/probe.ts', "import { buildApp } from '../../server/app';\nexport const probe = buildApp;\n"),
    ).toEqual([expect.stringMatching(/^shared must not import serverCore/)]);
    expect(
      await boundaryErrors(
        'src/features/help/Probe.ts',
        "import { buildApp } from '../../../server/app';\nexport const probe = buildApp;\n",
      ),
    ).toEqual([expect.stringMatching(/^feature must not import serverCore/)]);
  });

  it('lets both programs import common/, and common/ import neither nor any package', async () => {
    const clinic = "import { CLINIC_LOCATION_UUID } from '../../common/clinic';\nexport const probe = CLINIC_LOCATION_UUID;\n";
    expect(await boundaryErrors('server/http/probe.ts', clinic)).toEqual([]);
    expect(await boundaryErrors('src/lib/probe.ts', clinic)).toEqual([]);
    expect(
      await boundaryErrors(
        'src/features/help/Probe.ts',
        "import { CLINIC_LOCATION_UUID } from '../../../common/clinic';\nexport const probe = CLINIC_LOCATION_UUID;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('common/probe.ts', "import { modalOpened } from '../src/lib/modals';\nexport const probe = modalOpened;\n"),
    ).toEqual([expect.stringMatching(/^common must not import shared/)]);
    expect(await boundaryErrors('common/probe.ts', "import { buildApp } from '../server/app';\nexport const probe = buildApp;\n")).toEqual([
      expect.stringMatching(/^common must not import serverCore/),
    ]);
    const [result] = await eslint.lintText("import { createHash } from 'node:crypto';\nexport const probe = createHash;\n", {
      filePath: path.join(root, 'common/probe.ts'),
    });
    expect(result.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });

  it('fails a server module importing another module', async () => {
    const errors = await boundaryErrors(
      'server/modules/appointments/probe.ts',
      "import { reminderEvents } from '../reminders/notify';\nexport const probe = reminderEvents;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^serverModule must not import serverModule/)]);
  });

  it('lets a server module import its own files and the core', async () => {
    const errors = await boundaryErrors(
      'server/modules/appointments/probe.ts',
      "import { findAppointment } from './repository';\nimport { HttpError } from '../../http/errors';\nimport type { ServerContext } from '../../context';\nimport type { ClinicEvents } from '../../events';\nexport const probe = [findAppointment, HttpError];\nexport type Probe = [ServerContext, ClinicEvents];\n",
    );
    expect(errors).toEqual([]);
  });

  it("fails the server core importing a module, in a core folder and among server/'s own files", async () => {
    const sideways = "import { reminderEvents } from '../modules/reminders/notify';\nexport const probe = reminderEvents;\n";
    expect(await boundaryErrors('server/http/probe.ts', sideways)).toEqual([
      expect.stringMatching(/^serverCore must not import serverModule/),
    ]);
    expect(
      await boundaryErrors('server/probe.ts', "import type { Payments } from './modules/payments/setup';\nexport type Probe = Payments;\n"),
    ).toEqual([expect.stringMatching(/^serverCore must not import serverModule/)]);
  });

  it('fails the core or a module importing the wiring, and lets the wiring compose modules', async () => {
    expect(await boundaryErrors('server/http/probe.ts', "import { buildApp } from '../app';\nexport const probe = buildApp;\n")).toEqual([
      expect.stringMatching(/^serverCore must not import the wiring/),
    ]);
    expect(
      await boundaryErrors(
        'server/modules/staff/probe.ts',
        "import { seedDemo } from '../../startup/demo';\nexport const probe = seedDemo;\n",
      ),
    ).toEqual([expect.stringMatching(/^serverModule must not import serverWiring/)]);
    expect(
      await boundaryErrors(
        'server/cli/probe.ts',
        "import { buildApp } from '../app';\nimport { seedCatalogue } from '../modules/appointments/catalogue';\nexport const probe = [buildApp, seedCatalogue];\n",
      ),
    ).toEqual([]);
  });
});
