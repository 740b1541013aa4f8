/**
 * A database function's file (server/db/functions/*.sql) edited without a new migration reaches fresh
 * databases only: one that ran the migration keeps the old function. Each include line records the file's
 * sha256 as its migration was written, and the newest migration including a file must record its hash now
 * (docs/development.md, "Database functions").
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandIncludes, includedHash, includesIn, journal, migrationsFolder } from '../../server/db/migrations.ts';

type Migration = { tag: string; text: string };

/** What is wrong, in words telling the developer what to do; empty when every function file is in step. */
function functionHashProblems(migrations: Migration[], files: string[], hashOf: (file: string) => string): string[] {
  const problems: string[] = [];
  const newest = new Map<string, { tag: string; sha256: string | null }>();
  for (const { tag, text } of migrations)
    for (const { file, sha256 } of includesIn(text)) {
      if (!sha256) problems.push(`${tag} includes ${file} without its hash: end the line with sha256:${hashOf(file)}`);
      newest.set(file, { tag, sha256 });
    }
  for (const file of files) {
    const last = newest.get(file);
    if (!last) {
      problems.push(
        `server/db/${file} is in no migration: write one (npm run db:generate -- --custom --name <what changed>) with the line \`--> include: ${file} sha256:${hashOf(file)}\``,
      );
      continue;
    }
    const now = hashOf(file);
    if (last.sha256 && last.sha256 !== now)
      problems.push(
        `server/db/${file} changed since migration ${last.tag} included it, and a database that ran ${last.tag} keeps the old function. ` +
          `Do not edit ${last.tag}: write a new migration (npm run db:generate -- --custom --name <what changed>) with the line ` +
          `\`--> include: ${file} sha256:${now}\``,
      );
  }
  return problems;
}

describe('database function files and the migrations that include them', () => {
  it('the newest migration including each function file records the file as it is now', () => {
    const migrations = journal().map(({ tag }) => ({
      tag,
      text: fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8'),
    }));
    const functions = path.join(migrationsFolder, '..', 'functions');
    const files = fs.readdirSync(functions).map((name) => `functions/${name}`);
    expect(files).toContain('functions/place_order.sql');
    expect(functionHashProblems(migrations, files, includedHash)).toEqual([]);
  });

  it('an edit without a new migration fails with what to do; a new migration with the new hash passes', () => {
    const old = 'a'.repeat(64);
    const edited = 'b'.repeat(64);
    const migrations = [
      { tag: '0017_first', text: `--> include: functions/place_order.sql sha256:${old}\n` },
      { tag: '0026_second', text: `--> include: functions/place_order.sql sha256:${old}\n` },
    ];
    const hashOf = () => edited;
    expect(functionHashProblems(migrations, ['functions/place_order.sql'], hashOf)).toEqual([
      'server/db/functions/place_order.sql changed since migration 0026_second included it, and a database that ran 0026_second keeps the old function. ' +
        'Do not edit 0026_second: write a new migration (npm run db:generate -- --custom --name <what changed>) with the line ' +
        '`--> include: functions/place_order.sql sha256:bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb`',
    ]);
    const fixed = [
      ...migrations,
      { tag: '0030_third', text: `--> include: functions/place_order.sql sha256:${edited}\n` },
    ];
    expect(functionHashProblems(fixed, ['functions/place_order.sql'], hashOf)).toEqual([]);
  });

  it('an include line without its hash, and a function file no migration includes, are named', () => {
    const migrations = [{ tag: '0030_bare', text: '--> include: functions/place_order.sql\n' }];
    const hashOf = () => 'c'.repeat(64);
    expect(functionHashProblems(migrations, ['functions/place_order.sql', 'functions/new_one.sql'], hashOf)).toEqual([
      `0030_bare includes functions/place_order.sql without its hash: end the line with sha256:${'c'.repeat(64)}`,
      'server/db/functions/new_one.sql is in no migration: write one (npm run db:generate -- --custom --name <what changed>) with the line ' +
        `\`--> include: functions/new_one.sql sha256:${'c'.repeat(64)}\``,
    ]);
  });

  it('reads an include line’s file and recorded hash; the migration runner still expands it', () => {
    expect(includesIn('--> include: functions/x.sql sha256:' + '0f'.repeat(32) + '\nselect 1;')).toEqual([
      { file: 'functions/x.sql', sha256: '0f'.repeat(32) },
    ]);
    expect(includesIn('--> include: functions/x.sql\n')).toEqual([{ file: 'functions/x.sql', sha256: null }]);
    const file = fs.readFileSync(path.join(migrationsFolder, '..', 'functions', 'place_order.sql'), 'utf8');
    expect(expandIncludes(`--> include: functions/place_order.sql sha256:${'0f'.repeat(32)}`)).toBe(file);
  });
});
