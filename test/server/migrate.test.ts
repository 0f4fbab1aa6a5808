import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/db/migrate';
import { useHarness } from './harness';

const h = useHarness();

/** A folder of migration files, named so they sort after nothing the real migrations use. */
function migrations(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ella-migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe('the migration runner', () => {
  it('runs each file whole: a function body with ";" and line breaks survives', async () => {
    const dir = migrations({
      'test_001_function.sql': `CREATE TABLE migration_probe (id int PRIMARY KEY, note text NOT NULL);

CREATE FUNCTION migration_probe_note() RETURNS trigger AS $$
BEGIN
  NEW.note := upper(NEW.note);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER migration_probe_note BEFORE INSERT ON migration_probe FOR EACH ROW EXECUTE FUNCTION migration_probe_note();
INSERT INTO migration_probe VALUES (1, 'uno;
dos');
`,
    });
    expect(await migrate(h.ctx.db, dir)).toEqual(['test_001_function.sql']);
    expect(await h.ctx.db.query('SELECT id, note FROM migration_probe')).toEqual([{ id: 1, note: 'UNO;\nDOS' }]);
    // Applied once: a second start finds nothing to do.
    expect(await migrate(h.ctx.db, dir)).toEqual([]);
  });

  it('leaves nothing of a failing file and applies it on the next start once mended', async () => {
    const broken = migrations({
      'test_002_ok.sql': 'CREATE TABLE rerun_first (id int);',
      'test_003_broken.sql': 'CREATE TABLE rerun_half (id int);\nINSERT INTO no_such_table VALUES (1);\n',
    });
    await expect(migrate(h.ctx.db, broken)).rejects.toThrow(/no_such_table/);
    const tables = async () =>
      (
        await h.ctx.db.query<{ table_name: string }>(
          "SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'rerun%' AND table_schema = current_schema() ORDER BY 1",
        )
      ).map((r) => r.table_name);
    expect(await tables()).toEqual(['rerun_first']);
    writeFileSync(path.join(broken, 'test_003_broken.sql'), 'CREATE TABLE rerun_half (id int);\n');
    expect(await migrate(h.ctx.db, broken)).toEqual(['test_003_broken.sql']);
    expect(await tables()).toEqual(['rerun_first', 'rerun_half']);
  });
});
