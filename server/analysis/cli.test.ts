import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../test/fixtures';
import { runCli } from './cli';

let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rt-cli-'));
  fs.writeFileSync(
    path.join(dir, 'lease.pdf'),
    await makePdf([
      'LEASE AGREEMENT dated as of January 2, 2020 between Omega Properties LLC ("Landlord") and Sigma Labs Inc. ("Tenant").',
      'The term of this Lease shall be one (1) year from the date hereof. This Lease shall automatically renew for successive one (1) year terms unless either party gives sixty (60) days prior written notice of non-renewal.',
    ]),
  );
  fs.writeFileSync(path.join(dir, 'broken.pdf'), '%PDF-1.4 broken');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = async (args: string[]) => {
  let output = '';
  await runCli(args, (text) => (output += text));
  return output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
};

describe('npm run analyze', () => {
  it('prints one JSON line per file, in order, with a reason for an unreadable one', async () => {
    const files = [path.join(dir, 'lease.pdf'), path.join(dir, 'broken.pdf')];
    const [lease, broken] = await run(['--as-of', '2024-05-01', ...files]);
    expect(lease).toMatchObject({
      file: files[0],
      id: 'lease',
      effectiveDate: '2020-01-02',
      expirationDate: '2021-01-02',
      autoRenews: true,
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2025-01-02',
      cancelByDate: '2024-11-03',
      parties: ['Omega Properties LLC', 'Sigma Labs Inc'],
    });
    expect(lease.evidence.noticePeriodDays).toContain('sixty (60) days');
    expect(broken).toEqual({ file: files[1], id: 'broken', error: expect.stringMatching(/PDF/) });
  });

  it('refuses a malformed --as-of', async () => {
    await expect(run(['--as-of', 'yesterday', 'x.pdf'])).rejects.toThrow(/--as-of needs a date/);
  });
});
