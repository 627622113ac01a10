/**
 * What is wrong with an uploaded file as a whole (binary, empty, no header, a quote that never
 * closes): stored on the data file and answered as a 422 naming the field, never a 500.
 */
export class UploadProblem extends Error {
  constructor(
    message: string,
    /** The request field the problem is about: the file itself, or the encoding/delimiter chosen. */
    readonly field: 'file' | 'encoding' | 'delimiter' | 'mapping' = 'file',
  ) {
    super(message);
  }
}
