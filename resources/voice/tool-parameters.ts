/**
 * A tool's parameters: the JSON schema the model fills when it calls the tool. Parley checks the
 * schema when the tool is saved and the arguments against it before every call, with the small
 * subset of JSON Schema that function-calling models use (types, properties, required, enum,
 * bounds, items, additionalProperties) — enough to refuse what the receiving server could not read.
 */
import { z } from '../validation.ts';

export type JsonSchema = Record<string, unknown>;

const TYPES = new Set(['object', 'string', 'number', 'integer', 'boolean', 'array', 'null']);

/** Why a value is not a parameters schema (an object schema with properties), or null. */
export function parametersProblem(schema: unknown): string | null {
  if (!isObject(schema)) return 'Write the parameters as a JSON schema object: {"type": "object", "properties": {…}}.';
  if (schema.type !== 'object') return 'The parameters schema needs "type": "object".';
  if (!isObject(schema.properties)) return 'The parameters schema needs "properties": an object naming each argument.';
  return propertyProblem(schema, '');
}

function propertyProblem(schema: JsonSchema, at: string): string | null {
  const where = at ? ` at ${at}` : '';
  if (schema.type !== undefined && !(typeof schema.type === 'string' && TYPES.has(schema.type))) return `Unknown type${where}: use object, string, number, integer, boolean, array or null.`;
  if (schema.enum !== undefined && !Array.isArray(schema.enum)) return `"enum"${where} must be a list.`;
  if (schema.required !== undefined && !(Array.isArray(schema.required) && schema.required.every((r) => typeof r === 'string'))) return `"required"${where} must be a list of property names.`;
  if (schema.properties !== undefined) {
    if (!isObject(schema.properties)) return `"properties"${where} must be an object.`;
    for (const [name, sub] of Object.entries(schema.properties)) {
      if (!isObject(sub)) return `The property ${at ? `${at}.` : ''}${name} must be a schema object, e.g. {"type": "string"}.`;
      const problem = propertyProblem(sub, at ? `${at}.${name}` : name);
      if (problem) return problem;
    }
  }
  if (schema.items !== undefined) {
    if (!isObject(schema.items)) return `"items"${where} must be a schema object.`;
    return propertyProblem(schema.items, `${at || 'arguments'}[]`);
  }
  return null;
}

/** What is wrong with arguments for a schema, by argument path (empty when they fit). */
export function argumentProblems(schema: JsonSchema, value: unknown, at = ''): Record<string, string> {
  const out: Record<string, string> = {};
  const name = at || 'arguments';
  const type = schema.type;
  if (typeof type === 'string' && !hasType(value, type)) {
    out[name] = `Expected ${type === 'integer' ? 'an integer' : type === 'object' || type === 'array' ? `an ${type}` : `a ${type}`}.`;
    return out;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) out[name] = `Must be one of ${schema.enum.map((e) => JSON.stringify(e)).join(', ')}.`;
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) out[name] = `Must be at least ${schema.minimum}.`;
    if (typeof schema.maximum === 'number' && value > schema.maximum) out[name] = `Must be at most ${schema.maximum}.`;
  }
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) out[name] = `Must be at least ${schema.minLength} characters.`;
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) out[name] = `Must be at most ${schema.maxLength} characters.`;
  }
  if (isObject(value)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    for (const key of Array.isArray(schema.required) ? schema.required : []) {
      if (value[key as string] === undefined) out[join(at, key as string)] = 'Required.';
    }
    for (const [key, v] of Object.entries(value)) {
      const sub = properties[key];
      if (isObject(sub)) Object.assign(out, argumentProblems(sub, v, join(at, key)));
      else if (schema.additionalProperties === false) out[join(at, key)] = 'Not a parameter of this tool.';
    }
  }
  if (Array.isArray(value) && isObject(schema.items)) {
    value.forEach((item, i) => Object.assign(out, argumentProblems(schema.items as JsonSchema, item, `${name}[${i}]`)));
  }
  return out;
}

/** Arguments that fit the schema's properties, for a form to start from: each property's example value. */
export function sampleArguments(schema: unknown): Record<string, unknown> {
  if (!isObject(schema) || !isObject(schema.properties)) return {};
  return Object.fromEntries(Object.entries(schema.properties).map(([key, sub]) => [key, sampleValue(isObject(sub) ? sub : {})]));
}

function sampleValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return sampleArguments(schema);
    case 'null':
      return null;
    default:
      return schema.format === 'date-time' ? new Date(0).toISOString() : '';
  }
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

const join = (at: string, key: string) => (at ? `${at}.${key}` : key);

function isObject(v: unknown): v is JsonSchema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The `parameters` field's schema: a JSON object that is an object schema with properties. */
export const toolParametersSchema = () =>
  z.record(z.string().min(1).max(100), z.json()).superRefine((value, ctx) => {
    const problem = parametersProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
