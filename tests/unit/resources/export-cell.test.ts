/** An amount in an export reads as on screen: CSV `0.031437`, a spreadsheet a number shown with six decimals. */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../resources/format/csv.ts';
import { exportCell } from '../../../resources/format/export-cell.ts';
import { companies, invoices, offers, rateChanges, vendorRates } from '../../../resources/index.ts';
import { amountFormat, sheetWriter, xlsxValue } from '../../../server/domains/exports/sheet-writers.ts';

const rate = { price: 31437, currency: 'EUR' };

describe('money export cells', () => {
  it('carry the exact decimal text at the field’s scale', () => {
    expect(exportCell(vendorRates.fields.price, 31437, rate)).toEqual({ decimal: '0.031437', digits: 6 });
    expect(exportCell(vendorRates.fields.price, 7250, { ...rate, currency: 'USD' })).toEqual({ decimal: '0.007250', digits: 6 });
    expect(exportCell(invoices.fields.total, 1250, { currency: 'EUR' })).toEqual({ decimal: '12.50', digits: 2 });
    expect(exportCell(offers.fields.payout, 1500, { currency: 'JPY' })).toEqual({ decimal: '1500', digits: 0 });
    expect(exportCell(companies.fields.balance, -15_000_000_000, { currency: 'USD' })).toEqual({ decimal: '-15000.000000', digits: 6 });
    // The rate change log takes its currency from its route; its scale is fixed, so the export needs no lookup.
    expect(exportCell(rateChanges.fields.new_price, 31437, {})).toEqual({ decimal: '0.031437', digits: 6 });
    expect(exportCell(vendorRates.fields.price, null, rate)).toBe('');
  });

  it('write CSV as the decimal text, a negative one not taken for a formula', () => {
    expect(csvCell(exportCell(vendorRates.fields.price, 31437, rate))).toBe('0.031437');
    expect(csvCell(exportCell(companies.fields.balance, -50_000, { currency: 'USD' }))).toBe('-0.050000');
    expect(toCsv(['Price'], [[exportCell(vendorRates.fields.price, 31437, rate)]])).toBe('\uFEFFPrice\r\n0.031437\r\n');
    expect(csvCell('-5 text')).toBe("'-5 text");
  });

  it('write a spreadsheet number with a number format that shows the scale', async () => {
    expect(amountFormat(6)).toBe('#,##0.000000');
    expect(amountFormat(2)).toBe('#,##0.00');
    expect(amountFormat(0)).toBe('#,##0');
    expect(xlsxValue({ decimal: '0.031437', digits: 6 })).toBe(0.031437);
    // Beyond what a spreadsheet number holds exactly, the exact text.
    expect(xlsxValue({ decimal: '123456789012345678.90', digits: 2 })).toBe('123456789012345678.90');

    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    const writer = sheetWriter('xlsx', stream, ['Network', 'Price', 'Total'], 'Rates');
    await writer.row(['Vodafone DE', exportCell(vendorRates.fields.price, 31437, rate), exportCell(invoices.fields.total, 1250, { currency: 'EUR' })]);
    await writer.finish();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const row = workbook.worksheets[0].getRow(2);
    expect(row.getCell(2).value).toBe(0.031437);
    expect(row.getCell(2).numFmt).toBe('#,##0.000000');
    expect(row.getCell(3).value).toBe(12.5);
    expect(row.getCell(3).numFmt).toBe('#,##0.00');
    expect(row.getCell(1).value).toBe('Vodafone DE');
  });
});
