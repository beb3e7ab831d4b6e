// `npm run bench:vault`: unpacks a large generated Vault export (default 2,500 mails of about 200 KB each in one
// MBOX, over 500 MB, plus Drive files) item by item, as a Vault search does, and prints the process's memory from
// start to end next to the export's size. Prints figures; judges nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import yazl from 'yazl';
import { readExportArchive } from '../server/search/vault/export-archive';
import { makePdf } from '../server/test/fixtures';

const MAILS = Number(process.env.BENCH_MAILS ?? 2500);
const FILES = Number(process.env.BENCH_FILES ?? 200);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-vault-'));
const archive = path.join(directory, 'export-1.zip');
const pdf = await makePdf(['MASTER SERVICES AGREEMENT', 'The annual fee is $1,000.']);
// About 200 KB per mail: a PDF attachment padded with a large text attachment the reader skips.
const padding = Buffer.alloc(150 * 1024, 'x')
  .toString('base64')
  .replace(/.{1,76}/g, '$&\n');

function* mbox(): Generator<string> {
  for (let index = 0; index < MAILS; index++) {
    yield [
      `From sender@example.test Mon Jan  6 10:00:00 2025`,
      'From: sender@example.test',
      `Subject: Contract ${index}`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      `Mail ${index}`,
      '--b',
      `Content-Type: application/pdf; name="contract-${index}.pdf"`,
      `Content-Disposition: attachment; filename="contract-${index}.pdf"`,
      'Content-Transfer-Encoding: base64',
      '',
      pdf.toString('base64').replace(/.{1,76}/g, '$&\n'),
      '--b',
      'Content-Type: application/octet-stream; name="scan.bin"',
      'Content-Disposition: attachment; filename="scan.bin"',
      'Content-Transfer-Encoding: base64',
      '',
      padding,
      '--b--',
      '',
      '',
    ].join('\n');
  }
}

const zip = new yazl.ZipFile();
zip.addReadStream(Readable.from(mbox()), 'Export-1.mbox');
for (let index = 0; index < FILES; index++) zip.addBuffer(pdf, `Drive/file-${index}.pdf`);
zip.end();
const written = fs.createWriteStream(archive);
zip.outputStream.pipe(written);
await once(written, 'close');

const rss: number[] = [];
const start = process.memoryUsage().rss;
const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 100);
const started = performance.now();
let documents = 0;
let problems = 0;
for await (const item of readExportArchive(archive, { maxItemBytes: 20 * 1024 * 1024 })) {
  if ('problem' in item) problems++;
  else documents++;
}
clearInterval(sampler);
const uncompressed = MAILS * (pdf.length * 1.37 + padding.length + 400) + FILES * pdf.length;

console.log(`export               ${mb(fs.statSync(archive).size)} zipped, about ${mb(uncompressed)} unpacked`);
console.log(
  `read                 ${documents} documents, ${problems} problems, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`process RSS          start ${mb(start)}, max ${mb(Math.max(...rss))}, end ${mb(rss.at(-1) ?? 0)}`);
fs.rmSync(directory, { recursive: true, force: true });
