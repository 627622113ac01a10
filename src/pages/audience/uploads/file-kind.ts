/** Which files the wizard takes: by extension, since browsers name a CSV's type inconsistently. */
export const ACCEPT = '.csv,.tsv,.txt,.xlsx';

export type FileKind = 'csv' | 'xlsx';

export function fileKind(name: string): FileKind | null {
  const ext = /\.([^.]+)$/.exec(name.toLowerCase())?.[1];
  if (ext === 'xlsx') return 'xlsx';
  if (ext === 'csv' || ext === 'tsv' || ext === 'txt') return 'csv';
  return null;
}

/** The upload's default name: the file's, without its extension. */
export function defaultUploadName(filename: string): string {
  return filename.replace(/\.[^.]+$/, '').trim().slice(0, 255) || filename.slice(0, 255);
}
