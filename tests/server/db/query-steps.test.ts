import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preparedQuery, rowsOf, runSteps } from '../../../server/db/query-steps';
import { buildTestApp } from '../helpers';
import { builtPerSuite } from '../built-per-test';

describe('a prepared query', () => {
  const t = builtPerSuite(buildTestApp);

  const eventsOf = preparedQuery((db, p: (name: 'leadId') => never) =>
    db.selectFrom('lead_event').select('type').where('lead_id', '=', p('leadId')),
  );

  it('is compiled once and runs with each call’s own values', async () => {
    const first = eventsOf(t.database.db, { leadId: 1 });
    const second = eventsOf(t.database.db, { leadId: 2 });
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual([1]);
    expect(second.parameters).toEqual([2]);
    const steps = (function* () {
      return yield* rowsOf(eventsOf(t.database.db, { leadId: 1 }));
    })();
    await expect(runSteps(t.database.db, steps)).resolves.toEqual([]);
  });

  it('refuses a parameter used as SQL text instead of a value', () => {
    const misuse = preparedQuery((db, p: (name: 'column') => never) =>
      db.selectFrom('lead').select(sql.ref(p('column')).as('x')),
    );
    expect(() => misuse(t.database.db, { column: 'id' })).toThrow(
      'a parameter was used as SQL text',
    );
  });
});
