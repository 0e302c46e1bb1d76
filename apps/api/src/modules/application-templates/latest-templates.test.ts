import { Programme } from '@fsmis/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { insertNextVersion } from './application-templates.repository.js';
import { ensureBuiltInTemplates, latestTemplates } from './application-templates.service.js';

let database: DatabaseHandle;
const statements: string[] = [];
beforeAll(async () => {
  database = await openDatabase(
    { kind: 'pglite', directory: null },
    { logQuery: (query) => statements.push(query) },
  );
  await database.migrate();
  await ensureBuiltInTemplates(database.db);
});
afterAll(() => database?.close());

describe('the newest version of each form (every Dashboard load asks for them)', () => {
  it('reads a version’s content from the database once, then only which versions are newest', async () => {
    const first = await latestTemplates(database.db);
    statements.length = 0;

    const again = await latestTemplates(database.db);

    expect(again).toEqual(first);
    expect(statements).toHaveLength(1);
    expect(statements.filter((query) => query.includes('"definition"'))).toEqual([]);
  });

  it('shows a newly published version at once', async () => {
    const current = (await latestTemplates(database.db, Programme.LRP)).find(
      (template) => template.definition.form === 'new',
    );
    if (!current) throw new Error('LRP has no template of its new form');
    await insertNextVersion(database.db, {
      programme: Programme.LRP,
      form: 'new',
      category: current.definition.category,
      definition: { ...current.definition, title: 'Revised application' },
      publishedAt: new Date(),
      publishedByUserId: null,
    });

    const newest = (await latestTemplates(database.db, Programme.LRP)).find(
      (template) => template.definition.form === 'new',
    );

    expect(newest?.version).toBe(current.version + 1);
    expect(newest?.definition.title).toBe('Revised application');
  });
});
