/**
 * How a balance checker finds the balance in a vendor's answer (docs/areas/hub.md#balance-checker):
 * a JSONPath of the small kind every vendor API needs (`$.data.accounts[0].balance`,
 * `$['credit-left']`, `$.items[-1].amount`) or a regular expression whose first capture group (or
 * the group named `balance`) is the amount. Isomorphic: the form's validation and the server's run
 * read the same parser.
 */

export type PathStep = string | number;
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const NAME = /^[A-Za-z_$][A-Za-z0-9_$-]*/;

/** `$.a.b[0]['c d']` as its steps (`['a', 'b', 0, 'c d']`), or what is wrong with it. */
export function parseJsonPath(expression: string): Parsed<PathStep[]> {
  const text = expression.trim();
  if (!text.startsWith('$')) return { ok: false, problem: 'Start the JSONPath with $ (the whole answer), as in $.data.balance.' };
  const steps: PathStep[] = [];
  let i = 1;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith('..')) return { ok: false, problem: 'Name each step of the path (.. is not read): $.data.balance.' };
    if (rest[0] === '.') {
      const name = NAME.exec(rest.slice(1));
      if (!name) return { ok: false, problem: `After the dot at ${i + 1}, write a key name (letters, digits, _ $ -), or use ['key'].` };
      steps.push(name[0]);
      i += 1 + name[0].length;
      continue;
    }
    if (rest[0] === '[') {
      const index = /^\[\s*(-?\d{1,9})\s*\]/.exec(rest);
      if (index) {
        steps.push(Number(index[1]));
        i += index[0].length;
        continue;
      }
      const quoted = /^\[\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*\]/.exec(rest);
      if (quoted) {
        steps.push((quoted[1] ?? quoted[2]).replace(/\\(.)/g, '$1'));
        i += quoted[0].length;
        continue;
      }
      return { ok: false, problem: `The bracket at ${i + 1} holds neither an index ([0], [-1]) nor a quoted key (['key']).` };
    }
    return { ok: false, problem: `Unexpected "${rest[0]}" at ${i + 1}: steps are .key, [index] or ['key'].` };
  }
  return { ok: true, value: steps };
}

/** The value at the path, or where the path leaves the answer. */
export function valueAtPath(steps: readonly PathStep[], root: unknown): { found: true; value: unknown } | { found: false; at: string } {
  let value = root;
  let at = '$';
  for (const step of steps) {
    at += typeof step === 'number' ? `[${step}]` : NAME.exec(step)?.[0] === step ? `.${step}` : `['${step}']`;
    if (typeof step === 'number') {
      if (!Array.isArray(value)) return { found: false, at };
      const index = step < 0 ? value.length + step : step;
      if (index < 0 || index >= value.length) return { found: false, at };
      value = value[index];
    } else {
      if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, step)) return { found: false, at };
      value = (value as Record<string, unknown>)[step];
    }
  }
  return { found: true, value };
}

const FLAGS = /^[imsu]*$/;

/**
 * A pattern as written (`balance: ([\d.,]+)`), or between slashes with flags (`/balance:\s*(\S+)/i`),
 * compiled; it must capture the amount in a group.
 */
export function parseBalanceRegex(expression: string): Parsed<RegExp> {
  const slashed = /^\/(.*)\/([a-z]*)$/s.exec(expression);
  const source = slashed ? slashed[1] : expression;
  const flags = slashed ? slashed[2] : '';
  if (!FLAGS.test(flags)) return { ok: false, problem: 'Use only the flags i, m, s and u.' };
  let regex: RegExp;
  try {
    regex = new RegExp(source, flags);
  } catch (error) {
    return { ok: false, problem: `The regular expression does not compile: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}.` };
  }
  // An empty alternative matches anything, so the match's length counts the pattern's groups.
  const groups = new RegExp(`${source}|`, flags).exec('')!.length - 1;
  if (groups === 0) return { ok: false, problem: 'Put the amount in a capture group, as in balance: ([\\d.,-]+).' };
  return { ok: true, value: regex };
}

/** The amount's text from a match: the group named `balance`, else the first group that matched. */
export function capturedAmount(match: RegExpExecArray): string | undefined {
  return match.groups?.balance ?? match.slice(1).find((group) => group !== undefined);
}

/** What is wrong with an expression of this kind, or null. */
export function expressionProblem(kind: 'jsonpath' | 'regex', expression: string): string | null {
  const parsed = kind === 'jsonpath' ? parseJsonPath(expression) : parseBalanceRegex(expression);
  return parsed.ok ? null : parsed.problem;
}
