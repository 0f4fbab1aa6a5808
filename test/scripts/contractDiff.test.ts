import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { diffContracts, formatChange, judgeContract, type ContractChange } from '../../scripts/contractDiff';
import { release } from '../../scripts/contractRelease';

/**
 * The contract change report on copies of today's openapi.yaml: each test changes one copy the way a
 * developer would and reads what the comparison (and `codegen:check`, run as a program) says of it.
 */
const root = path.resolve(__dirname, '../..');
const specText = readFileSync(path.join(root, 'openapi.yaml'), 'utf8');

type Doc = {
  info: { version: string };
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[]; enum?: string[] }> };
};
const copy = (): Doc => parse(specText) as Doc;
const schemas = (doc: Doc) => doc.components.schemas;

/** The changes a modification makes, as `impact operation · where · at: what` lines. */
function changesOf(change: (doc: Doc) => void): string[] {
  const after = copy();
  change(after);
  return diffContracts(copy() as never, after as never).map(formatChange);
}
const line = (c: Partial<ContractChange> & Pick<ContractChange, 'operation' | 'where' | 'what' | 'impact'>) =>
  formatChange({ at: '', ...c });

describe('the contract change report', () => {
  it('finds nothing between a contract and itself', () => {
    expect(diffContracts(copy() as never, copy() as never)).toEqual([]);
  });

  it('names a removed required response property as breaking in every operation that answers it', () => {
    const changes = changesOf((doc) => {
      delete schemas(doc).PersonalInfoSaved.properties.height;
      schemas(doc).PersonalInfoSaved.required = schemas(doc).PersonalInfoSaved.required!.filter((name) => name !== 'height');
    });
    expect(changes).toEqual([
      line({
        operation: 'getPersonalInfo',
        where: 'response 200',
        at: 'height',
        what: 'property removed (it was required)',
        impact: 'breaking',
      }),
      line({
        operation: 'savePersonalInfo',
        where: 'response 200',
        at: 'height',
        what: 'property removed (it was required)',
        impact: 'breaking',
      }),
    ]);
  });

  it('lists an added optional response property as compatible', () => {
    const changes = changesOf((doc) => {
      schemas(doc).PersonalInfoSaved.properties.preferredName = { type: 'string', 'x-data': 'name', maxLength: 100 };
    });
    expect(changes).toEqual([
      line({
        operation: 'getPersonalInfo',
        where: 'response 200',
        at: 'preferredName',
        what: 'property added (optional)',
        impact: 'compatible',
      }),
      line({
        operation: 'savePersonalInfo',
        where: 'response 200',
        at: 'preferredName',
        what: 'property added (optional)',
        impact: 'compatible',
      }),
    ]);
  });

  it('classes what an answer newly allows as breaking and what it no longer sends as compatible', () => {
    const changes = changesOf((doc) => {
      const saved = schemas(doc).PersonalInfoSaved;
      saved.properties.weight.nullable = true;
      saved.required = saved.required!.filter((name) => name !== 'updatedAt');
      // A deployed portal maps each status to its Spanish words: it has none for a new one.
      schemas(doc).AppointmentStatus.enum = [...schemas(doc).AppointmentStatus.enum!.filter((s) => s !== 'CheckedIn'), 'Rescheduled'];
    });
    expect(changes).toEqual(
      expect.arrayContaining([
        line({ operation: 'getPersonalInfo', where: 'response 200', at: 'weight', what: 'now nullable', impact: 'breaking' }),
        line({ operation: 'getPersonalInfo', where: 'response 200', at: 'updatedAt', what: 'required → optional', impact: 'breaking' }),
        line({
          operation: 'listAppointments',
          where: 'response 200',
          at: '[].status',
          what: 'enum value "Rescheduled" added',
          impact: 'breaking',
        }),
        line({
          operation: 'listAppointments',
          where: 'response 200',
          at: '[].status',
          what: 'enum value "CheckedIn" removed',
          impact: 'compatible',
        }),
      ]),
    );
  });

  it('classes what a request newly demands as breaking and what it newly accepts as compatible', () => {
    const changes = changesOf((doc) => {
      const info = schemas(doc).PersonalInfo;
      info.properties.preferredName = { type: 'string', 'x-data': 'name' };
      info.properties.nickname = { type: 'string', 'x-data': 'name' };
      info.required = [...info.required!, 'preferredName'];
      info.properties.weight.maximum = 400;
      info.properties.height.maximum = 300;
      const consent = schemas(doc).PrivacyConsentRequest.properties.patientSignature;
      consent.maxLength = 1000;
      (doc.paths['/appointments'].get.parameters as Array<Record<string, unknown>>).push({
        name: 'desde',
        in: 'query',
        required: true,
        'x-data': 'date',
        schema: { type: 'string', format: 'date' },
      });
    });
    expect(changes).toEqual(
      expect.arrayContaining([
        line({
          operation: 'savePersonalInfo',
          where: 'request body',
          at: 'preferredName',
          what: 'property added (required)',
          impact: 'breaking',
        }),
        line({
          operation: 'savePersonalInfo',
          where: 'request body',
          at: 'nickname',
          what: 'property added (optional)',
          impact: 'compatible',
        }),
        line({ operation: 'savePersonalInfo', where: 'request body', at: 'weight', what: 'maximum 500 → 400', impact: 'breaking' }),
        line({ operation: 'savePersonalInfo', where: 'request body', at: 'height', what: 'maximum 250 → 300', impact: 'compatible' }),
        line({
          operation: 'savePrivacyConsent',
          where: 'request body',
          at: 'patientSignature',
          what: 'maxLength 2000000 → 1000',
          impact: 'breaking',
        }),
        line({ operation: 'listAppointments', where: 'query parameter desde', what: 'parameter added (required)', impact: 'breaking' }),
      ]),
    );
  });

  it('classes operations and statuses: removed operation or new success status breaking, new error status compatible', () => {
    const changes = changesOf((doc) => {
      delete doc.paths['/payments/plans'];
      doc.paths['/appointments'].get.responses = {
        ...(doc.paths['/appointments'].get.responses as object),
        '206': { description: 'Parcial' },
        '409': { $ref: '#/components/responses/Conflict' },
      };
    });
    expect(changes).toEqual([
      line({ operation: 'listPlans', where: 'GET /payments/plans', what: 'operation removed', impact: 'breaking' }),
      line({ operation: 'listAppointments', where: 'response 206', what: 'status added', impact: 'breaking' }),
      line({ operation: 'listAppointments', where: 'response 409', what: 'status added', impact: 'compatible' }),
    ]);
  });

  it("lists a staff operation's changes as staff, which never refuse the contract (the staff CLI ships with its server)", () => {
    const after = copy();
    delete after.paths['/staff/appointments'];
    const verdict = judgeContract(copy() as never, after as never, '');
    expect(verdict.changes.map(formatChange)).toEqual([
      line({ operation: 'staffListAppointments', where: 'GET /staff/appointments', what: 'operation removed', impact: 'staff' }),
    ]);
    expect(verdict.problems).toEqual([]);
  });

  it('lets a breaking change ship only under a new major with a changelog section naming its operations', () => {
    const released = copy();
    const current = copy();
    delete schemas(current).PersonalInfoSaved.properties.height;
    expect(judgeContract(released as never, current as never, '').problems).toEqual([
      expect.stringContaining('keeps the released major'),
      expect.stringContaining('no "## 1.1.0" section'),
    ]);
    current.info.version = '2.0.0';
    expect(
      judgeContract(released as never, current as never, '## 2.0.0\n\n- `getPersonalInfo` no longer answers height.\n').problems,
    ).toEqual([expect.stringContaining('does not name savePersonalInfo')]);
    const changelog = '## 2.0.0\n\n- getPersonalInfo and savePersonalInfo no longer answer height.\n\n## 1.1.0\n';
    expect(judgeContract(released as never, current as never, changelog).problems).toEqual([]);
  });
});

describe('npm run codegen:check on a copy of the contract', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ella-contract-'));
    mkdirSync(path.join(dir, 'contract'));
    writeFileSync(path.join(dir, 'contract/released.openapi.yaml'), specText);
    writeFileSync(path.join(dir, 'contract/CHANGELOG.md'), readFileSync(path.join(root, 'contract/CHANGELOG.md'), 'utf8'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const check = (change: (doc: Doc) => void) => {
    const doc = copy();
    change(doc);
    writeFileSync(path.join(dir, 'openapi.yaml'), stringify(doc));
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/codegen-check.ts', '--contract', dir], { cwd: root, encoding: 'utf8' });
  };

  it('fails naming a removed response property as breaking', () => {
    const run = check((doc) => {
      delete schemas(doc).PersonalInfoSaved.properties.updatedAt;
      schemas(doc).PersonalInfoSaved.required = schemas(doc).PersonalInfoSaved.required!.filter((name) => name !== 'updatedAt');
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('BREAKING   getPersonalInfo · response 200 · updatedAt: property removed (it was required)');
    expect(run.stderr).toContain('refused: 2 breaking change(s)');
  }, 120_000);

  it('passes an added optional property and lists it', () => {
    const run = check((doc) => {
      schemas(doc).PersonalInfoSaved.properties.preferredName = { type: 'string', 'x-data': 'name', maxLength: 100 };
    });
    expect(run.stdout).toContain('compatible getPersonalInfo · response 200 · preferredName: property added (optional)');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 120_000);

  it('releases a changed contract only under a new version, copying it as the released one', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const doc = copy();
      schemas(doc).PersonalInfoSaved.properties.preferredName = { type: 'string', 'x-data': 'name', maxLength: 100 };
      writeFileSync(path.join(dir, 'openapi.yaml'), stringify(doc));
      expect(release(dir)).toBe(1);
      expect(readFileSync(path.join(dir, 'contract/released.openapi.yaml'), 'utf8')).toBe(specText);

      doc.info.version = '1.2.0';
      writeFileSync(path.join(dir, 'openapi.yaml'), stringify(doc));
      expect(release(dir)).toBe(0);
      expect(parse(readFileSync(path.join(dir, 'contract/released.openapi.yaml'), 'utf8'))).toEqual(doc);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });
});
