/**
 * A small reader of hand-written SQL for sql-columns.test.ts: which (table, column) pairs a text names. It
 * knows the shapes this project writes, not SQL at large: INSERT INTO t (cols), ON CONFLICT (cols),
 * UPDATE t SET col = …, SELECT plain, cols FROM t (or FROM jsonb_populate_record[set](NULL::t, …)),
 * WHERE col <op> … over one unaliased table, and alias.col after FROM/JOIN t alias. A qualifier it cannot
 * place throws, so an unknown shape fails the test rather than passing unread.
 */
export type ColumnReference = { table: string; column: string; rule: string };

const KEYWORDS = new Set(
  'on where left right inner outer full cross join order group limit returning set select and or as using natural lateral union'.split(
    ' ',
  ),
);

/** The literal parts of every template literal in a TypeScript source (nested ones too), and sql.raw('…') strings. */
export function templateTexts(source: string): string[] {
  const texts: string[] = [];
  let i = 0;
  // Reads a template starting after its opening backtick; answers the index after its closing one.
  function template(start: number): number {
    let text = '';
    let j = start;
    while (j < source.length && source[j] !== '`') {
      if (source[j] === '\\') {
        text += source[j + 1];
        j += 2;
      } else if (source[j] === '$' && source[j + 1] === '{') {
        text += ' $p ';
        j = expression(j + 2);
      } else {
        text += source[j++];
      }
    }
    texts.push(text);
    return j + 1;
  }
  // Skips a ${…} expression (its nested templates are read too); answers the index after its closing brace.
  function expression(start: number): number {
    let depth = 0;
    let j = start;
    while (j < source.length) {
      const c = source[j];
      if (c === '`') j = template(j + 1);
      else if (c === "'" || c === '"') j = source.indexOf(c, j + 1) + 1;
      else if (c === '{') {
        depth++;
        j++;
      } else if (c === '}') {
        if (depth === 0) return j + 1;
        depth--;
        j++;
      } else j++;
    }
    return j;
  }
  while (i < source.length) {
    if (source.startsWith('//', i)) i = source.indexOf('\n', i);
    else if (source.startsWith('/*', i)) i = source.indexOf('*/', i) + 2;
    else if (source[i] === '`') i = template(i + 1);
    else if (source[i] === "'" || source[i] === '"') {
      const end = source.indexOf(source[i]!, i + 1);
      if (source.slice(Math.max(0, i - 8), i) === 'sql.raw(') texts.push(source.slice(i + 1, end));
      i = end + 1;
    } else i++;
    if (i <= 0) break;
  }
  return texts;
}

const stripComments = (sql: string) => sql.replace(/--[^\n]*/g, ' ');
/** String literals and dollar-quote markers out, so words inside them are not read as columns. */
const stripLiterals = (sql: string) => sql.replace(/'(?:[^']|'')*'/g, "''");

/** The text from `from` up to where its clause ends: `;`, a closing parenthesis it did not open, or a stop word. */
function clause(sql: string, from: number, stop: RegExp): string {
  let depth = 0;
  for (let j = from; j < sql.length; j++) {
    const c = sql[j];
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return sql.slice(from, j);
      depth--;
    } else if (c === ';' && depth === 0) return sql.slice(from, j);
    else if (depth === 0 && stop.test(sql.slice(j, j + 20)) && /\W/.test(sql[j - 1] ?? ' ')) return sql.slice(from, j);
  }
  return sql.slice(from);
}

/** Splits on commas outside parentheses. */
function topLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let j = 0; j < list.length; j++) {
    if (list[j] === '(') depth++;
    else if (list[j] === ')') depth--;
    else if (list[j] === ',' && depth === 0) {
      parts.push(list.slice(start, j));
      start = j + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((p) => p.trim());
}

const identifier = /^[a-z_][a-z0-9_]*$/;

export function columnReferences(texts: string[], tables: Map<string, Set<string>>): ColumnReference[] {
  const sqls = texts.map((t) => stripLiterals(stripComments(t)).toLowerCase());
  const all = sqls.join('\n;\n');
  const references: ColumnReference[] = [];
  const add = (table: string, column: string, rule: string) => {
    if (!tables.has(table)) throw new Error(`unknown table ${table} (${rule})`);
    references.push({ table, column, rule });
  };

  // Aliases over every text of the source (a fragment may use an alias its caller declares).
  const aliases = new Map<string, string>();
  const ctes = new Set([...all.matchAll(/\b([a-z_]\w*)\s+as\s*\(/g)].map((m) => m[1]!));
  for (const [, table, alias] of all.matchAll(/\b(?:from|join)\s+([a-z_]\w*)\s+(?:as\s+)?([a-z_]\w*)/g)) {
    if (KEYWORDS.has(alias!) || !tables.has(table!)) continue;
    if (aliases.has(alias!) && aliases.get(alias!) !== table) throw new Error(`alias ${alias} names two tables`);
    aliases.set(alias!, table!);
  }
  // plpgsql: FOR debit IN SELECT * FROM jsonb_populate_recordset(NULL::wallet_transactions, …): debit.column.
  for (const [, alias, table] of all.matchAll(
    /\bfor\s+([a-z_]\w*)\s+in\s+select\s+\*\s+from\s+jsonb_populate_record(?:set)?\(null::([a-z_]\w*)/g,
  )) {
    aliases.set(alias!, table!);
  }
  const inserted = [...all.matchAll(/\binsert\s+into\s+([a-z_]\w*)/g)].map((m) => m[1]!);

  for (const sql of sqls) {
    // INSERT INTO t (cols), and ON CONFLICT (cols) of the last insert before it.
    for (const m of sql.matchAll(/\binsert\s+into\s+([a-z_]\w*)\s*\(([^)]*)\)/g)) {
      for (const column of topLevel(m[2]!)) add(m[1]!, column, `insert into ${m[1]} (…)`);
    }
    for (const m of sql.matchAll(/\bon\s+conflict\s*\(([^)]*)\)/g)) {
      const table = [...sql.slice(0, m.index).matchAll(/\binsert\s+into\s+([a-z_]\w*)/g)].at(-1)?.[1];
      if (!table) throw new Error('on conflict without an insert');
      for (const column of topLevel(m[1]!)) add(table, column, `on conflict of ${table}`);
    }
    // UPDATE t SET col = …, col = …
    for (const m of sql.matchAll(/\bupdate\s+([a-z_]\w*)\s+set\s+/g)) {
      const set = clause(sql, m.index + m[0].length, /^(where|returning|from)\b/);
      for (const part of topLevel(set)) add(m[1]!, part.split('=')[0]!.trim(), `update ${m[1]} set`);
    }
    // SELECT a, b FROM t / FROM jsonb_populate_record[set](NULL::t, …): a plain column list.
    for (const m of sql.matchAll(
      /\bselect\s+((?:[a-z_]\w*\s*,\s*)*[a-z_]\w*)\s+from\s+(?:jsonb_populate_record(?:set)?\(null::)?([a-z_]\w*)(?!\w|\s*\()/g,
    )) {
      if (ctes.has(m[2]!) && !tables.has(m[2]!)) continue;
      for (const column of topLevel(m[1]!)) add(m[2]!, column, `select … from ${m[2]}`);
    }
    // WHERE col <op> … (and SET's right-hand sides are plpgsql's business) over one table without an alias.
    for (const m of sql.matchAll(/\b(?:update|from)\s+([a-z_]\w*)\s+(?:set\b[\s\S]*?)?where\s/g)) {
      if (!tables.has(m[1]!)) continue;
      const where = clause(
        sql,
        m.index + m[0].length,
        /^(returning|order\s+by|group\s+by|limit|on\s+conflict|then|loop)\b/,
      );
      for (const [, column] of where.matchAll(/(?<![.\w:'"$])([a-z_]\w*)\s*(?:=(?!>)|>=|<=|<>|!=|>|<|\bin\b)/g)) {
        if (!KEYWORDS.has(column!)) add(m[1]!, column!, `where over ${m[1]}`);
      }
    }
    // alias.column and table.column; excluded.column is the insert's table.
    for (const [, qualifier, column] of sql.matchAll(/(?<![\w.$])([a-z_]\w*)\.([a-z_]\w*)/g)) {
      if (qualifier === 'excluded') {
        const targets = new Set(inserted);
        if (targets.size !== 1) throw new Error(`excluded.${column}: not one insert target`);
        add([...targets][0]!, column!, 'excluded.column');
      } else if (aliases.has(qualifier!)) add(aliases.get(qualifier!)!, column!, `${qualifier}.column`);
      else if (tables.has(qualifier!)) add(qualifier!, column!, 'table.column');
      else if (!identifier.test(qualifier!) || ctes.has(qualifier!)) continue;
      else throw new Error(`cannot place ${qualifier}.${column}`);
    }
  }
  return references;
}
