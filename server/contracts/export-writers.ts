import { once } from 'node:events';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { cells, EXPORT_COLUMNS, type ExportRow } from './export-cells';

/** CSV: UTF-8 with a byte-order mark (so spreadsheets read it as UTF-8), ISO dates, streamed row by row. */
export function csvStream(rows: AsyncIterable<ExportRow>): Readable {
  const out = new PassThrough();
  out.write('\uFEFF');
  const toCells = new Transform({
    objectMode: true,
    transform(row: ExportRow, _encoding, done) {
      done(
        null,
        cells(row).map((cell) => cell ?? ''),
      );
    },
  });
  pipeline(Readable.from(rows), toCells, stringify({ header: true, columns: [...EXPORT_COLUMNS] }), out).catch(
    (error: unknown) => out.destroy(error as Error),
  );
  return out;
}

/** Renewal Date and Cancel By. */
const DATE_COLUMNS = new Set([1, 2]);
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * XLSX through exceljs's streaming writer: each row is committed (written out and forgotten) as it comes; dates
 * are date cells, numbers number cells, the header row frozen and filterable.
 */
export function xlsxStream(rows: AsyncIterable<ExportRow>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Contracts', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((header, index) => ({
    header,
    key: `c${index}`,
    width: index === 0 || index === 8 || index === 11 ? 40 : 16,
    style: DATE_COLUMNS.has(index) ? { numFmt: 'yyyy-mm-dd' } : index === 6 ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  (async () => {
    for await (const row of rows) {
      const values = cells(row).map((cell, index) =>
        DATE_COLUMNS.has(index) && typeof cell === 'string' ? asDate(cell) : cell,
      );
      sheet.addRow(values).commit();
      // The zip writer does not wait for a slow reader: wait here, so rows are read as fast as they are sent.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
