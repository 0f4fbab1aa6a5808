import { isUniqueViolation, openDatabase, type Database } from '../../server/db/database';
import { migratedSnapshot } from './pgliteSnapshot';

// On PGlite every SQL text becomes a named prepared statement on first use: these pin down that reusing
// one keeps the driver's behaviour (types, errors, isolation from a transaction in flight).
let db: Database;
const table = `prepared_probe_${process.pid}_${Date.now()}`;
beforeAll(async () => {
  db = await openDatabase({ url: process.env.DATABASE_URL, snapshot: migratedSnapshot() });
  await db.query(`CREATE TABLE ${table} (id integer PRIMARY KEY, at timestamptz, doc jsonb, tags text[])`);
});
afterAll(async () => {
  await db.query(`DROP TABLE ${table}`);
  await db.close();
});

describe('database queries', () => {
  it('reuses one statement with new values, typed both ways', async () => {
    const insert = `INSERT INTO ${table} (id, at, doc, tags) VALUES ($1, $2, $3, $4) RETURNING id, at, doc, tags`;
    const at = new Date('2026-11-23T15:00:00.123Z');
    const [first] = await db.query<{ id: number; at: Date; doc: unknown; tags: string[] }>(insert, [
      1,
      at,
      JSON.stringify({ a: 1 }),
      ['x', 'y'],
    ]);
    const [second] = await db.query<{ id: number; at: Date; doc: unknown; tags: string[] }>(insert, [2, null, null, null]);
    expect([first.id, new Date(first.at).toISOString(), first.doc, first.tags]).toEqual([1, at.toISOString(), { a: 1 }, ['x', 'y']]);
    expect([second.id, second.at, second.doc, second.tags]).toEqual([2, null, null, null]);
  });

  it('reports a unique violation and keeps working afterwards', async () => {
    const insert = `INSERT INTO ${table} (id) VALUES ($1)`;
    await db.query(insert, [10]);
    const failure = await db.query(insert, [10]).catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    await db.query(insert, [11]);
    const rows = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id >= $1 ORDER BY id`, [10]);
    expect(rows.map((r) => r.id)).toEqual([10, 11]);
  });

  it('does not read a transaction in flight from outside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const tx = db.transaction(async (t) => {
      await t.query(`INSERT INTO ${table} (id) VALUES ($1)`, [20]);
      inserted();
      await held;
      await t.query(`DELETE FROM ${table} WHERE id = $1`, [20]);
    });
    await insertedSignal;
    const outside = db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = $1`, [20]);
    release();
    await tx;
    expect((await outside)[0].n).toBe(0);
  });
});
