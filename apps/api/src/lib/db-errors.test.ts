import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolationOf } from './db-errors.ts';

describe('uniqueViolationOf', () => {
  const client = new PGlite();
  const db = drizzle(client);
  /** What a statement threw, as a repository's catch sees it (Drizzle's wrapper around the driver's error). */
  const thrownBy = (statement: Promise<unknown>) =>
    statement.then(
      () => null,
      (err: unknown) => err,
    );

  beforeAll(async () => {
    await db.execute(sql`create table people (id int primary key, email text not null)`);
    await db.execute(sql`create unique index people_email_unique on people (email)`);
    await db.execute(sql`insert into people values (1, 'asha@example.in')`);
  });
  afterAll(() => client.close());

  it('names the unique constraint a repeated value hit, through the query wrapper', async () => {
    const err = await thrownBy(db.execute(sql`insert into people values (2, 'asha@example.in')`));
    expect(err).toBeInstanceOf(Error);
    expect(uniqueViolationOf(err)).toBe('people_email_unique');
    expect(uniqueViolationOf(await thrownBy(db.execute(sql`insert into people values (1, 'ravi@example.in')`)))).toBe(
      'people_pkey',
    );
  });

  it('answers null for any other database error and for errors that are not from the database', async () => {
    expect(uniqueViolationOf(await thrownBy(db.execute(sql`insert into people values (3, null)`)))).toBeNull();
    expect(uniqueViolationOf(new Error('duplicate key value violates unique constraint'))).toBeNull();
    expect(uniqueViolationOf('23505')).toBeNull();
    expect(uniqueViolationOf(null)).toBeNull();
  });
});
