/**
 * The balance in a vendor's answer, read the way its checker says: a JSONPath into the JSON, or a
 * regular expression's capture group. A pattern is the user's own and runs on the vendor's text, so
 * it runs under a time limit: one that backtracks for ever fails this reading, not the worker.
 */
import vm from 'node:vm';
import { capturedAmount, parseBalanceRegex, parseJsonPath, valueAtPath } from '../../../../resources/hub/balance-extract.ts';
import type { BalanceCheckErrorCode, BalanceExtractKind } from '../../../../resources/hub/balance-checker.ts';
import { vendorAmount } from './vendor-amount.ts';

export type BalanceRead = { ok: true; raw: string; units: number } | { ok: false; code: BalanceCheckErrorCode; problem: string; raw: string | null };

const REGEX_TIME_LIMIT_MS = 250;

export function readBalance(kind: BalanceExtractKind, expression: string, text: string): BalanceRead {
  return kind === 'jsonpath' ? readJsonPath(expression, text) : readRegex(expression, text);
}

function readJsonPath(expression: string, text: string): BalanceRead {
  const path = parseJsonPath(expression);
  if (!path.ok) return { ok: false, code: 'no_match', problem: path.problem, raw: null };
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return { ok: false, code: 'not_json', problem: 'The answer is not JSON, so a JSONPath cannot read it; use a regular expression instead.', raw: null };
  }
  const found = valueAtPath(path.value, root);
  if (!found.found) return { ok: false, code: 'no_match', problem: `The answer has nothing at ${found.at}.`, raw: null };
  const raw = typeof found.value === 'string' ? found.value : JSON.stringify(found.value) ?? 'undefined';
  return amountOf(found.value, raw, expression);
}

function readRegex(expression: string, text: string): BalanceRead {
  const regex = parseBalanceRegex(expression);
  if (!regex.ok) return { ok: false, code: 'no_match', problem: regex.problem, raw: null };
  let match: RegExpExecArray | null;
  try {
    match = vm.runInNewContext('regex.exec(text)', { regex: regex.value, text }, { timeout: REGEX_TIME_LIMIT_MS }) as RegExpExecArray | null;
  } catch {
    return { ok: false, code: 'no_match', problem: `The regular expression took longer than ${REGEX_TIME_LIMIT_MS} ms on the answer; make it simpler.`, raw: null };
  }
  const raw = match && capturedAmount(match);
  if (raw === undefined || raw === null) return { ok: false, code: 'no_match', problem: 'The regular expression does not match the answer.', raw: null };
  return amountOf(raw, raw, expression);
}

function amountOf(value: unknown, raw: string, expression: string): BalanceRead {
  const amount = vendorAmount(value);
  if (!amount.ok) return { ok: false, code: 'not_a_number', problem: `What ${expression} found, ${amount.problem}`, raw };
  return { ok: true, raw, units: amount.units };
}
