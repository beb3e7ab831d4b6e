import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../../contracts/export-cells';
import { storeContracts } from '../../test/test-app';
import { useTestApp } from '../../test/shared-test-app';

const t = useTestApp(
  { alice: 'export-alice@example.com', bob: 'export-bob@example.com' },
  { appOrigin: 'https://renewals.example.test' },
);
let ids: string[];
beforeAll(async () => {
  ids = await storeContracts(t.app, t.users.alice, [
    {
      id: 'export-1',
      name: 'Hosting Agreement',
      sourceType: 'gmail',
      sourceLocation: 'Gmail: Signed hosting (alice@example.com)',
      amount: 12000.5,
      currency: 'EUR',
      parties: ['Acme Inc.', 'Beta LLC'],
      renewalDate: '2027-03-01',
      cancelByDate: '2027-01-30',
      noticePeriodDays: 30,
      autoRenews: true,
      renewalTermMonths: 12,
    },
    { id: 'export-2', name: '=HYPERLINK("http://evil.test","Click")', sourceType: 'drive', renewalDate: '2026-12-24' },
    { id: 'export-3', name: '@SUM(A1) Undated', sourceType: 'gmail', amount: 5 },
  ]);
  await storeContracts(t.app, t.users.bob, [{ id: 'export-4', name: 'Bob Hosting', sourceType: 'gmail' }]);
});

const exportAs = (format: string, authorization = t.users.alice, q?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/contracts/export?${new URLSearchParams({ format, ...(q ? { q } : {}) })}`,
    headers: { authorization },
  });

describe('GET /api/contracts/export', () => {
  it('writes CSV in UTF-8 with a byte-order mark, ISO dates, numbers as numbers and formulas neutralised', async () => {
    const response = await exportAs('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=contracts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parse(response.body.slice(1)) as string[][];
    expect(header).toEqual([...EXPORT_COLUMNS]);
    // Soonest renewal first, undated last; Bob's contract is not Alice's export.
    expect(rows.map((row) => row[0])).toEqual([
      `'=HYPERLINK("http://evil.test","Click")`,
      'Hosting Agreement',
      `'@SUM(A1) Undated`,
    ]);
    expect(rows[1]).toEqual([
      'Hosting Agreement',
      '2027-03-01',
      '2027-01-30',
      '30',
      'Yes',
      '12',
      '12000.5',
      'EUR',
      'Acme Inc.; Beta LLC',
      'Gmail: Signed hosting (alice@example.com)',
      'Needs review',
      `https://renewals.example.test/contracts/${ids[0]}`,
    ]);
    expect(response.body).toContain('\n"\'=HYPERLINK(""http://evil.test"",""Click"")"');
  });

  it('filters by name as All Contracts does, with % and _ taken literally', async () => {
    const rows = (q: string) =>
      exportAs('csv', t.users.alice, q).then((response) => (parse(response.body.slice(1)) as string[][]).slice(1));
    expect((await rows('hosting')).map((row) => row[0])).toEqual(['Hosting Agreement']);
    expect(await rows('100%')).toEqual([]);
  });

  it('writes XLSX with date and number cells, a frozen header row and filters', async () => {
    const response = await exportAs('xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Contracts')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_COLUMNS]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const hosting = sheet.getRow(3);
    expect(hosting.getCell(1).value).toBe('Hosting Agreement');
    expect(hosting.getCell(2).value).toEqual(new Date('2027-03-01T00:00:00Z'));
    expect(hosting.getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(hosting.getCell(7).value).toBe(12000.5);
    expect(hosting.getCell(4).value).toBe(30);
    expect(sheet.getRow(2).getCell(1).value).toBe(`'=HYPERLINK("http://evil.test","Click")`);
    expect(sheet.rowCount).toBe(4);
  });

  it('answers 400 to an unknown format and 401 without a sign-in', async () => {
    expect((await exportAs('pdf')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/contracts/export?format=csv' })).statusCode).toBe(401);
  });
});
