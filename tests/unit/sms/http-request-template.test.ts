/** An HTTP route's request from its templates, its headers, the vendor's id in its answer, and receipt words. */
import { describe, expect, it } from 'vitest';
import { fillRequest, parseHeaderLines, unknownPlaceholders, valueAtPath, type TemplateValues } from '../../../server/domains/sms/http/request-template.ts';
import { readDlr, statOfWord } from '../../../server/domains/sms/http/dlr-webhook.ts';

const values: TemplateValues = { to: '447700900123', from: 'Parley', text: 'Say "hi" & 50% off\nnow', udh: '', part: '1', parts: '1', ref: '42', encoding: 'gsm7', dlr_url: 'https://parley.example/dlr/1/t?x=1' };

describe('fillRequest', () => {
  it('fills a JSON body with each value as a string’s content, so quotes and new lines stay JSON', () => {
    const req = fillRequest({ url: 'https://api.example/sms', method: 'POST', format: 'json', body: '{"to":"{{to}}","msg":"{{ text }}","cb":"{{dlr_url}}"}' }, values);
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body!)).toEqual({ to: '447700900123', msg: 'Say "hi" & 50% off\nnow', cb: 'https://parley.example/dlr/1/t?x=1' });
  });

  it('URL-encodes form fields, the URL’s placeholders, and a GET’s query', () => {
    const form = fillRequest({ url: 'https://api.example/sms?key=k&to={{to}}', method: 'POST', format: 'form', body: 'text={{text}}&ref={{ref}}' }, values);
    expect(form.url).toBe('https://api.example/sms?key=k&to=447700900123');
    expect(Object.fromEntries(new URLSearchParams(form.body))).toEqual({ text: values.text, ref: '42' });
    const get = fillRequest({ url: 'https://api.example/sms', method: 'GET', format: 'json', body: 'text={{text}}&from={{from}}' }, values);
    expect(get.body).toBeUndefined();
    expect(Object.fromEntries(new URL(get.url).searchParams)).toEqual({ text: values.text, from: 'Parley' });
  });

  it('sends every field when the route has no body template', () => {
    const req = fillRequest({ url: 'https://api.example/sms', method: 'POST', format: 'json', body: null }, values);
    expect(JSON.parse(req.body!)).toMatchObject({ to: values.to, from: 'Parley', text: values.text, ref: '42', dlr_url: values.dlr_url });
  });

  it('names placeholders it cannot fill', () => {
    expect(unknownPlaceholders('{{to}} {{phone}} {{txt}} {{phone}}')).toEqual(['phone', 'txt']);
  });
});

describe('headers and answers', () => {
  it('reads Name: value lines and names the ones that are not', () => {
    expect(parseHeaderLines('Authorization: Bearer abc:def\n\nX-Api-Key:  k1 \nnot a header')).toEqual({ headers: { authorization: 'Bearer abc:def', 'x-api-key': 'k1' }, bad: ['not a header'] });
  });

  it('finds the vendor’s id at a dotted path, numbers included', () => {
    expect(valueAtPath({ messages: [{ id: 'abc' }] }, 'messages.0.id')).toBe('abc');
    expect(valueAtPath({ data: { message_id: 12345 } }, 'data.message_id')).toBe('12345');
    expect(valueAtPath({ messages: [] }, 'messages.0.id')).toBeNull();
    expect(valueAtPath('text', 'id')).toBeNull();
  });
});

describe('receipts', () => {
  it('reads the common status words as receipt stats', () => {
    expect(['delivered', 'DELIVRD', 'DELIVERED'].map(statOfWord)).toEqual(['DELIVRD', 'DELIVRD', 'DELIVRD']);
    expect(['failed', 'UNDELIV', 'undelivered'].map(statOfWord)).toEqual(['UNDELIV', 'UNDELIV', 'UNDELIV']);
    expect(['expired', 'EXPIRED', 'rejected', 'REJECTD'].map(statOfWord)).toEqual(['EXPIRED', 'EXPIRED', 'REJECTD', 'REJECTD']);
    expect(['accepted', 'sent', 'something else'].map(statOfWord)).toEqual(['ACCEPTD', 'ENROUTE', 'UNKNOWN']);
  });

  it('takes the id, status and error from the route’s fields, and only final ones as final', () => {
    const route = { dlr_id_field: 'data.id', dlr_status_field: 'state', dlr_error_field: 'code' };
    const read = readDlr(route, { data: { id: 'm-1' }, state: 'undelivered', code: '27' });
    expect(read).toMatchObject({ ok: true, receipt: { messageId: 'm-1', stat: 'UNDELIV', err: '27', final: true, ref: null } });
    expect(readDlr(route, { data: { id: 'm-1' }, state: 'accepted' })).toMatchObject({ ok: true, receipt: { final: false } });
    expect(readDlr(route, { state: 'delivered' })).toMatchObject({ ok: false, field: 'data.id' });
  });
});
