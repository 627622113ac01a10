/** A tool's parameters schema, the arguments checked against it, its sample arguments, and its header lines. */
import { describe, expect, it } from 'vitest';
import { parseHeaders } from '../../../resources/voice/tool-headers.ts';
import { argumentProblems, parametersProblem, sampleArguments } from '../../../resources/voice/tool-parameters.ts';

const SCHEMA = {
  type: 'object',
  properties: {
    days: { type: 'integer', minimum: 1, maximum: 7 },
    city: { type: 'string', enum: ['Oslo', 'Rome'] },
    tags: { type: 'array', items: { type: 'string' } },
    contact: { type: 'object', properties: { name: { type: 'string', minLength: 2 } }, required: ['name'] },
  },
  required: ['days'],
  additionalProperties: false,
};

describe('parametersProblem', () => {
  it('accepts an object schema with properties', () => {
    expect(parametersProblem(SCHEMA)).toBeNull();
    expect(parametersProblem({ type: 'object', properties: {} })).toBeNull();
  });

  it('names what is missing or wrong', () => {
    expect(parametersProblem([])).toMatch(/JSON schema object/);
    expect(parametersProblem({ type: 'string' })).toMatch(/"type": "object"/);
    expect(parametersProblem({ type: 'object' })).toMatch(/"properties"/);
    expect(parametersProblem({ type: 'object', properties: { a: 3 } })).toMatch(/property a/);
    expect(parametersProblem({ type: 'object', properties: { a: { type: 'text' } } })).toMatch(/Unknown type at a/);
    expect(parametersProblem({ type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'nope' } } } } })).toMatch(/at a\.b/);
    expect(parametersProblem({ type: 'object', properties: {}, required: 'days' })).toMatch(/"required"/);
  });
});

describe('argumentProblems', () => {
  it('passes arguments that fit', () => {
    expect(argumentProblems(SCHEMA, { days: 3, city: 'Oslo', tags: ['a'], contact: { name: 'Ada' } })).toEqual({});
  });

  it('names each argument that does not fit', () => {
    expect(argumentProblems(SCHEMA, {})).toEqual({ days: 'Required.' });
    expect(argumentProblems(SCHEMA, { days: 2.5 })).toEqual({ days: 'Expected an integer.' });
    expect(argumentProblems(SCHEMA, { days: 9 })).toEqual({ days: 'Must be at most 7.' });
    expect(argumentProblems(SCHEMA, { days: 0 })).toEqual({ days: 'Must be at least 1.' });
    expect(argumentProblems(SCHEMA, { days: 1, city: 'Paris' })).toEqual({ city: 'Must be one of "Oslo", "Rome".' });
    expect(argumentProblems(SCHEMA, { days: 1, tags: ['a', 2] })).toEqual({ 'tags[1]': 'Expected a string.' });
    expect(argumentProblems(SCHEMA, { days: 1, contact: {} })).toEqual({ 'contact.name': 'Required.' });
    expect(argumentProblems(SCHEMA, { days: 1, contact: { name: 'A' } })).toEqual({ 'contact.name': 'Must be at least 2 characters.' });
    expect(argumentProblems(SCHEMA, { days: 1, extra: true })).toEqual({ extra: 'Not a parameter of this tool.' });
    expect(argumentProblems(SCHEMA, 'days=1')).toEqual({ arguments: 'Expected an object.' });
  });
});

it('samples arguments from the properties', () => {
  expect(sampleArguments(SCHEMA)).toEqual({ days: 1, city: 'Oslo', tags: [], contact: { name: '' } });
  expect(sampleArguments(null)).toEqual({});
});

describe('parseHeaders', () => {
  it('reads Name: value lines, skipping blank ones', () => {
    expect(parseHeaders('Authorization: Bearer a:b\n\n X-Team : blue ')).toEqual({ headers: { Authorization: 'Bearer a:b', 'X-Team': 'blue' } });
    expect(parseHeaders(null)).toEqual({ headers: {} });
  });

  it('refuses a line that is not a header, and headers Parley sets', () => {
    expect(parseHeaders('X-Ok: 1\nnot a header')).toEqual({ problem: 'Line 2 is not a header: write it as Name: value.' });
    expect(parseHeaders('Host: example.com')).toEqual({ problem: 'Parley sets Host itself; leave it out.' });
  });
});
