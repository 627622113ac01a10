import { describe, expect, it } from 'vitest';
import { defaultUploadName, fileKind } from '../../../src/pages/audience/uploads/file-kind.ts';
import { delimiterKey, encodingLabel } from '../../../src/pages/audience/uploads/read-choices.ts';
import { dataFileOfRefusal, DetailedError, fingerprintOf, isRefusal, isWorthRetrying, uploadFailure } from '../../../src/pages/audience/uploads/tus-upload.ts';
import { rowsDone } from '../../../src/pages/audience/uploads/use-live-data-file.ts';

describe('the files the wizard takes', () => {
  it('goes by the extension', () => {
    expect(fileKind('Contacts.CSV')).toBe('csv');
    expect(fileKind('export.tsv')).toBe('csv');
    expect(fileKind('book.xlsx')).toBe('xlsx');
    expect(fileKind('book.xls')).toBeNull();
    expect(fileKind('README')).toBeNull();
  });

  it('names the upload after the file', () => {
    expect(defaultUploadName('march leads.csv')).toBe('march leads');
    expect(defaultUploadName('.csv')).toBe('.csv');
  });
});

describe('what the server detected, as the pickers say it', () => {
  it('names encodings as the picker does', () => {
    expect(encodingLabel('utf-8')).toBe('UTF-8');
    expect(encodingLabel('utf8')).toBe('UTF-8');
    expect(encodingLabel('windows-1256')).toBe('Windows-1256');
    expect(encodingLabel('utf-16le')).toBe('UTF-16LE');
    expect(encodingLabel('iso-8859-7')).toBe('iso-8859-7');
    expect(encodingLabel(null)).toBeNull();
  });

  it('names separators by their label key', () => {
    expect(delimiterKey('\t')).toBe('tab');
    expect(delimiterKey(';')).toBe('semicolon');
    expect(delimiterKey('#')).toBeNull();
  });
});

describe('the resumable upload', () => {
  it('keys an unfinished upload to its owner, so another account never resumes it', () => {
    const file = { name: 'a.csv', size: 10, lastModified: 5 };
    expect(fingerprintOf('1.2', file, 'http://x/tus')).not.toBe(fingerprintOf('1.3', file, 'http://x/tus'));
    expect(fingerprintOf('1.2', file, 'http://x/tus')).toBe(fingerprintOf('1.2', { ...file }, 'http://x/tus'));
  });

  it('tries again after a dropped connection or a server error, never after a refusal', () => {
    expect(isWorthRetrying(0)).toBe(true);
    expect(isWorthRetrying(502)).toBe(true);
    expect(isWorthRetrying(423)).toBe(true);
    expect(isWorthRetrying(413)).toBe(false);
    expect(isWorthRetrying(403)).toBe(false);
  });
});

describe('rows done while importing', () => {
  const file = { rows_imported: 100, rows_failed: 5, rows_skipped: 10 };
  it('counts what the file has committed, or the job when it is ahead', () => {
    expect(rowsDone(file, null)).toBe(115);
    expect(rowsDone(file, { progress_done: 400 })).toBe(400);
    expect(rowsDone(file, { progress_done: 50 })).toBe(115);
  });
});

describe('a refused upload', () => {
  const answer = (status: number, headers: Record<string, string> = {}) =>
    Object.assign(new DetailedError('refused'), {
      originalResponse: { getStatus: () => status, getHeader: (h: string) => headers[h], getBody: () => '{"message":"Row 1: a quote never closes."}', getUnderlyingObject: () => null },
    });

  it('names the data file the server kept, and says no retry helps', () => {
    const error = answer(422, { 'Parley-Data-File-Id': '12' });
    expect(dataFileOfRefusal(error)).toBe(12);
    expect(isRefusal(error)).toBe(true);
    expect(uploadFailure(error)).toBe('Row 1: a quote never closes.');
  });

  it('is no refusal when no answer came', () => {
    const lost = Object.assign(new DetailedError('lost'), { originalResponse: null });
    expect(isRefusal(lost)).toBe(false);
    expect(dataFileOfRefusal(lost)).toBeNull();
    expect(uploadFailure(lost)).toBe('network');
  });
});
