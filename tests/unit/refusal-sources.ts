/**
 * Every English message a shopper can be shown through the refusals catalog (src/lib/i18n/refusals.ts), read
 * from the code with the TypeScript checker rather than a list kept by hand:
 * - the server's replies: `fail(c, status, message, fields)`, `ok(c, data, message)`, an error class that carries
 *   a reply (`new CheckoutError(status, message, fields)`), every `message:` property (refusal outcomes, zod's
 *   `{ message }`, `ctx.addIssue`), every `fields` map, and zod's message arguments (`.min(1, 'Required field')`)
 *   in the server's routes and src/lib/schemas.ts;
 * - the stores' toasts: `toast.error(message)` and a toast action's `label`.
 * A message is followed to where its words are written: a constant (`DISPLAY_NAME_TAKEN`), an `as const` table
 * (`CODE_REFUSALS.locked`), a function's returns (`tooBig(limit, type)`, with this call's arguments), a parameter's
 * default and its callers' arguments (`askToLogIn('Log in to continue.')`). A value only known at run time inside
 * a template (`${formatRupees(paise)}`) becomes SAMPLE. What cannot be followed (a message passed on from an
 * outcome, `outcome.message`) is listed in `unresolved`: its words were found where the outcome was made.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SAMPLE = '7';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file: string) => path.relative(root, file);

function walk(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .map((file) => path.join(root, dir, file))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
}

/**
 * Server files whose messages never reach a shopper: seed data, the database layer, logging and the SMS
 * transport, the envelope helpers themselves (`ok`'s default 'ok'), the developer tools' routes and the health
 * check (load balancers read it).
 */
const NOT_SHOWN = /^server\/(seed|db)\/|^server\/(log|http\/envelope|auth\/sms|routes\/dev|routes\/health)\.ts$/;

export type Found = { text: string; where: string };
export type Sources = { server: Found[]; toasts: Found[]; unresolved: Found[] };

export function refusalSources(): Sources {
  const files = [...walk('server'), ...walk('src/lib'), ...walk('src/stores'), ...walk('src/islands')].filter(
    (file) => !/\/(seed|paraglide)\//.test(file),
  );
  const program = ts.createProgram(files, {
    noResolve: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const sources = program.getSourceFiles().filter((file) => file.fileName.startsWith(root + '/'));

  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${rel(file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  const strip = (node: ts.Expression): ts.Expression => {
    let expr = node;
    while (
      ts.isParenthesizedExpression(expr) ||
      ts.isAsExpression(expr) ||
      ts.isSatisfiesExpression(expr) ||
      ts.isNonNullExpression(expr) ||
      ts.isTypeAssertionExpression(expr)
    )
      expr = expr.expression;
    return expr;
  };

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** A string or number literal type, or a union of them: the values, else null. */
  function literalValues(node: ts.Node): string[] | null {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    const values: string[] = [];
    for (const part of parts) {
      if (part.isStringLiteral()) values.push(part.value);
      else if (part.isNumberLiteral()) values.push(String(part.value));
      else return null;
    }
    return values.length ? values : null;
  }

  // Calls of a function, found by name and confirmed by the checker (indexed when first asked).
  const callsByName = new Map<string, (ts.CallExpression | ts.NewExpression)[]>();
  function callsOf(fn: ts.SignatureDeclaration): (ts.CallExpression | ts.NewExpression)[] {
    const holder = ts.isVariableDeclaration(fn.parent) ? fn.parent : fn;
    const name = holder.name && ts.isIdentifier(holder.name) ? holder.name.text : undefined;
    if (!name) return [];
    if (!callsByName.size)
      for (const file of sources)
        file.forEachChild(function visit(node) {
          if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
            const callee = node.expression;
            const calleeName = ts.isIdentifier(callee)
              ? callee.text
              : ts.isPropertyAccessExpression(callee)
                ? callee.name.text
                : undefined;
            if (calleeName) callsByName.set(calleeName, [...(callsByName.get(calleeName) ?? []), node]);
          }
          node.forEachChild(visit);
        });
    return (callsByName.get(name) ?? []).filter((call) => declarationOf(call.expression) === holder);
  }

  /**
   * Where a value comes from, followed through variables, parameters (this call's arguments, else every
   * caller's), calls (what the function returns), conditionals and object properties. An environment binds a
   * call's parameters to its arguments (read in the caller's environment); `parent` is the closure's.
   */
  type Env = { bindings: Map<ts.Node, { argument: ts.Expression | undefined; env: Env }>; parent?: Env };
  type Origin = { node: ts.Node; env: Env };
  type Origins = { found: Origin[]; unknown: ts.Node[] };
  const EMPTY: Env = { bindings: new Map() };
  const join = (...all: Origins[]): Origins => ({
    found: all.flatMap((o) => o.found),
    unknown: all.flatMap((o) => o.unknown),
  });
  const lost = (node: ts.Node): Origins => ({ found: [], unknown: [node] });
  const isFunction = (node: ts.Node): node is ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression =>
    ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node);

  function binding(env: Env | undefined, parameter: ts.Node) {
    for (let scope = env; scope; scope = scope.parent)
      if (scope.bindings.has(parameter)) return scope.bindings.get(parameter);
    return undefined;
  }

  function origins(node: ts.Expression, env: Env, depth: number): Origins {
    let expr = strip(node);
    while (ts.isAwaitExpression(expr)) expr = strip(expr.expression);
    if (depth > 16) return lost(expr);
    const next = (child: ts.Expression, childEnv: Env = env) => origins(child, childEnv, depth + 1);

    if (ts.isConditionalExpression(expr)) return join(next(expr.whenTrue), next(expr.whenFalse));
    if (
      ts.isBinaryExpression(expr) &&
      (expr.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
        expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    )
      return join(next(expr.left), next(expr.right));
    if (ts.isIdentifier(expr)) {
      if (expr.text === 'undefined') return { found: [], unknown: [] };
      const shorthand = ts.isShorthandPropertyAssignment(expr.parent)
        ? checker.getShorthandAssignmentValueSymbol(expr.parent)
        : undefined;
      const declaration = shorthand ? shorthand.valueDeclaration : declarationOf(expr);
      if (!declaration) return lost(expr);
      if (ts.isVariableDeclaration(declaration) && declaration.initializer) return next(declaration.initializer);
      if (ts.isFunctionDeclaration(declaration)) return { found: [{ node: declaration, env: EMPTY }], unknown: [] };
      if (ts.isParameter(declaration) || ts.isBindingElement(declaration))
        return parameterOrigins(declaration, env, depth);
      return lost(expr);
    }
    if (ts.isCallExpression(expr) || ts.isNewExpression(expr)) {
      const callees = next(expr.expression);
      const functions = callees.found.filter((o) => isFunction(o.node));
      if (!functions.length) return lost(expr);
      return join(
        ...functions.map(({ node: fn, env: closure }) => {
          const f = fn as ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;
          const callEnv: Env = { bindings: new Map(), parent: closure };
          f.parameters.forEach((parameter, index) =>
            callEnv.bindings.set(parameter, { argument: expr.arguments?.[index], env }),
          );
          const returned: ts.Expression[] = [];
          if (f.body && !ts.isBlock(f.body)) returned.push(f.body);
          else
            f.body?.forEachChild(function visit(child) {
              if (ts.isFunctionLike(child)) return;
              if (ts.isReturnStatement(child) && child.expression) returned.push(child.expression);
              child.forEachChild(visit);
            });
          return join(...returned.map((value) => origins(value, callEnv, depth + 1)));
        }),
      );
    }
    if (ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr)) {
      const key = ts.isPropertyAccessExpression(expr) ? expr.name.text : undefined;
      const traced = next(expr.expression);
      // `readiness?.message` where readiness may be null: the objects it can be.
      const objects = { ...traced, found: traced.found.filter((o) => o.node.kind !== ts.SyntaxKind.NullKeyword) };
      if (
        objects.found.length &&
        !objects.unknown.length &&
        objects.found.every((o) => ts.isObjectLiteralExpression(o.node))
      ) {
        const values = objects.found.flatMap(({ node: object, env: objectEnv }) =>
          (object as ts.ObjectLiteralExpression).properties
            .filter((p) => key === undefined || p.name?.getText() === key)
            .map((p) =>
              ts.isPropertyAssignment(p)
                ? origins(p.initializer, objectEnv, depth + 1)
                : ts.isShorthandPropertyAssignment(p)
                  ? origins(p.name, objectEnv, depth + 1)
                  : lost(p),
            ),
        );
        return join(...values);
      }
      const declaration = key ? declarationOf((expr as ts.PropertyAccessExpression).name) : undefined;
      if (declaration && ts.isPropertyAssignment(declaration)) return next(declaration.initializer, EMPTY);
      return lost(expr);
    }
    return { found: [{ node: expr, env }], unknown: [] };
  }

  /** A parameter's origins: this call's argument, else its default and every caller's argument. */
  function parameterOrigins(
    declaration: ts.ParameterDeclaration | ts.BindingElement,
    env: Env,
    depth: number,
  ): Origins {
    // A property of a destructured parameter ({ loginMessage }): the same property of each argument object.
    let parameter: ts.Node = declaration;
    let property: string | undefined;
    if (ts.isBindingElement(declaration)) {
      property = (declaration.propertyName ?? declaration.name).getText();
      parameter = declaration.parent.parent;
      if (!ts.isParameter(parameter)) return lost(declaration);
    }
    const pick = (argument: ts.Expression | undefined, argumentEnv: Env): Origins => {
      if (!argument) return { found: [], unknown: [] };
      if (property === undefined) return origins(argument, argumentEnv, depth + 1);
      const objects = origins(argument, argumentEnv, depth + 1);
      return join(
        { found: [], unknown: objects.unknown },
        ...objects.found.map(({ node: object, env: objectEnv }) => {
          if (!ts.isObjectLiteralExpression(object)) return lost(object);
          const found = object.properties.find((p) => p.name?.getText() === property);
          if (!found) return { found: [], unknown: [] };
          if (ts.isPropertyAssignment(found)) return origins(found.initializer, objectEnv, depth + 1);
          if (ts.isShorthandPropertyAssignment(found)) return origins(found.name, objectEnv, depth + 1);
          return lost(found);
        }),
      );
    };
    const fallback = declaration.initializer;
    const bound = binding(env, parameter);
    if (bound) {
      const given = pick(bound.argument, bound.env);
      if (given.found.length || given.unknown.length || !fallback) return given;
      return origins(fallback, env, depth + 1);
    }
    const fn = parameter.parent as ts.SignatureDeclaration;
    const index = fn.parameters.indexOf(parameter as ts.ParameterDeclaration);
    const calls = callsOf(fn);
    if (!calls.length && !fallback) return lost(declaration);
    return join(
      ...calls.map((call) => pick(call.arguments?.[index], EMPTY)),
      ...(fallback ? [origins(fallback, env, depth + 1)] : []),
    );
  }

  type Result = { texts: string[]; unknown: ts.Node[] };
  const MAX_COMBINATIONS = 64;

  /** The texts a value can be, and what could not be followed. */
  function follow(node: ts.Expression, env: Env = EMPTY, depth = 0): Result {
    const traced = origins(node, env, depth);
    const texts: string[] = [];
    // What could not be followed may still have a literal type (`CALL_MESSAGES[call]`, an `as const` table).
    const unknown = traced.unknown.filter((lostNode) => {
      const literals = literalValues(lostNode);
      if (literals) texts.push(...literals);
      return !literals;
    });
    for (const { node: found, env: foundEnv } of traced.found) {
      const expr = found as ts.Expression;
      if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isNumericLiteral(expr))
        texts.push(expr.text);
      else if (expr.kind === ts.SyntaxKind.NullKeyword) continue;
      else if (ts.isTemplateExpression(expr)) {
        let combined = [expr.head.text];
        for (const span of expr.templateSpans) {
          const inner = follow(span.expression, foundEnv, depth + 1);
          const values = inner.unknown.length || !inner.texts.length ? [SAMPLE] : [...new Set(inner.texts)];
          const more = combined.flatMap((text) => values.map((value) => text + value + span.literal.text));
          combined = more.length > MAX_COMBINATIONS ? combined.map((text) => text + SAMPLE + span.literal.text) : more;
        }
        texts.push(...combined);
      } else if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        const left = follow(expr.left, foundEnv, depth + 1);
        const right = follow(expr.right, foundEnv, depth + 1);
        if (left.unknown.length || right.unknown.length) unknown.push(expr);
        else texts.push(...left.texts.flatMap((a) => right.texts.map((b) => a + b)));
      } else if (ts.isArrayLiteralExpression(expr) || ts.isObjectLiteralExpression(expr)) {
        const parts = ts.isArrayLiteralExpression(expr)
          ? expr.elements.filter((e) => !ts.isSpreadElement(e))
          : expr.properties.flatMap((p) =>
              ts.isPropertyAssignment(p) ? [p.initializer] : ts.isShorthandPropertyAssignment(p) ? [p.name] : [],
            );
        for (const part of parts) {
          const inner = follow(part, foundEnv, depth + 1);
          texts.push(...inner.texts);
          unknown.push(...inner.unknown);
        }
      } else {
        const literals = literalValues(expr);
        if (literals) texts.push(...literals);
        else unknown.push(expr);
      }
    }
    return { texts, unknown };
  }

  const server: Found[] = [];
  const toasts: Found[] = [];
  const unresolved: Found[] = [];
  const record = (into: Found[], node: ts.Expression | undefined) => {
    if (!node) return;
    const { texts, unknown } = follow(node);
    for (const text of texts) into.push({ text, where: where(node) });
    for (const part of unknown) unresolved.push({ text: part.getText(), where: where(part) });
  };

  // zod: the argument that is the message, by method (`.min(1, message)`, `.int(message)`, `z.string(message)`).
  const ZOD_MESSAGE_AT: Record<string, number> = {
    string: 0, number: 0, boolean: 0, int: 0, email: 0, url: 0, uuid: 0, nonempty: 0, positive: 0,
    nonnegative: 0, negative: 0, nonpositive: 0, min: 1, max: 1, length: 1, gt: 1, gte: 1, lt: 1, lte: 1,
    multipleOf: 1, regex: 1, refine: 1, literal: 1, enum: 1, startsWith: 1, endsWith: 1, includes: 1,
  }; // prettier-ignore
  const stringish = (node: ts.Expression) => {
    const expr = strip(node);
    if (ts.isObjectLiteralExpression(expr) || ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) return false;
    return !!(checker.getTypeAtLocation(expr).flags & ts.TypeFlags.StringLike);
  };

  // Error classes of the server that carry a reply: the constructor's `message` and `fields` parameters.
  const replyErrors = new Map<ts.Node, { message: number; fields: number }>();
  for (const file of sources)
    file.forEachChild(function visit(node) {
      if (ts.isClassDeclaration(node) && rel(file.fileName).startsWith('server/')) {
        const constructor = node.members.find(ts.isConstructorDeclaration);
        const names = constructor?.parameters.map((p) => p.name.getText()) ?? [];
        if (names.includes('message')) {
          replyErrors.set(node, { message: names.indexOf('message'), fields: names.indexOf('fields') });
        }
      }
      node.forEachChild(visit);
    });

  for (const file of sources) {
    const name = rel(file.fileName);
    const replies = (name.startsWith('server/') && !NOT_SHOWN.test(name)) || name === 'src/lib/schemas.ts';
    const toasting = name.startsWith('src/stores/');
    if (!replies && !toasting) continue;
    file.forEachChild(function visit(node) {
      if (replies) {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          if (node.expression.text === 'fail') {
            record(server, node.arguments[2]);
            record(server, node.arguments[3]);
          }
          if (node.expression.text === 'ok') record(server, node.arguments[2]);
        }
        if (ts.isNewExpression(node)) {
          const declaration = declarationOf(node.expression);
          const at = declaration && replyErrors.get(declaration);
          if (at) {
            record(server, node.arguments?.[at.message]);
            if (at.fields >= 0) record(server, node.arguments?.[at.fields]);
          }
        }
        if (
          (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
          ['message', 'fields'].includes(node.name.getText())
        )
          record(server, ts.isPropertyAssignment(node) ? node.initializer : node.name);
        // A field's messages set one by one: fields[key] = ['…'].
        if (
          ts.isBinaryExpression(node) &&
          node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
          ts.isElementAccessExpression(node.left) &&
          /^(fields|errors)$/.test(node.left.expression.getText())
        )
          record(server, node.right);
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
          const at = ZOD_MESSAGE_AT[node.expression.name.text];
          const argument = at === undefined ? undefined : node.arguments[at];
          if (argument && stringish(argument)) record(server, argument);
        }
      }
      if (
        toasting &&
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.getText() === 'toast'
      ) {
        record(toasts, node.arguments[0]);
        const action = node.arguments[1] && strip(node.arguments[1]);
        if (action && ts.isObjectLiteralExpression(action))
          for (const property of action.properties)
            if (ts.isPropertyAssignment(property) && property.name.getText() === 'label')
              record(toasts, property.initializer);
      }
      node.forEachChild(visit);
    });
  }
  return { server, toasts, unresolved };
}
