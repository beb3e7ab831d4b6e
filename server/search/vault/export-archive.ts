import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { readableType } from '../sources/found-document';

/** A document found inside a Vault export archive. */
export interface ArchiveDocument {
  kind: 'message' | 'file';
  name: string;
  subject: string | null;
  fileName: string;
  mimeType: string;
  date: Date | null;
  content: Buffer;
}

/** An entry or message that could not be read, with why (it fails alone). */
export interface ArchiveProblem {
  problem: string;
  where: string;
}

export interface ArchiveLimits {
  /** Largest document (and largest single MBOX message) read. */
  maxItemBytes: number;
}

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    // decodeStrings false: yauzl would refuse the whole archive for one hostile name ("../x"); names are decoded
    // here and used as labels only.
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, decodeStrings: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/** Reads an entry into memory, refusing (and stopping) past `limit` bytes whatever its header claims. */
async function readBounded(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The messages of an MBOX stream, one at a time ("From " lines after a blank line separate them), so an export of
 * millions of mails never sits in memory. A message larger than `limit` is reported and skipped.
 */
async function* mboxMessages(stream: Readable, limit: number): AsyncGenerator<Buffer | 'too-large'> {
  stream.setEncoding('latin1');
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  let current: string[] = [];
  let size = 0;
  let tooLarge = false;
  let previousBlank = true;
  let started = false;
  const finish = function* (): Generator<Buffer | 'too-large'> {
    if (!started) return;
    if (tooLarge) yield 'too-large';
    else yield Buffer.from(current.join('\n'), 'latin1');
  };
  for await (const line of lines) {
    if (line.startsWith('From ') && previousBlank) {
      yield* finish();
      current = [];
      size = 0;
      tooLarge = false;
      started = true;
    } else if (started && !tooLarge) {
      size += line.length + 1;
      if (size > limit) {
        tooLarge = true;
        current = [];
      } else current.push(line.replace(/^>(>*From )/, '$1'));
    }
    previousBlank = line === '';
  }
  yield* finish();
}

/** The documents of one mail: readable attachments, or its body when it has none. */
async function messageDocuments(raw: Buffer): Promise<ArchiveDocument[]> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const subject = mail.subject?.trim() || '(no subject)';
  const date = mail.date ?? null;
  const attachments = mail.attachments
    .map((attachment) => ({ attachment, type: readableType(attachment.contentType, attachment.filename ?? '') }))
    .filter(({ type, attachment }) => type && attachment.filename)
    .map(({ attachment, type }) => ({
      kind: 'message' as const,
      name: path.basename(attachment.filename!),
      subject,
      fileName: path.basename(attachment.filename!),
      mimeType: type!,
      date,
      content: attachment.content,
    }));
  if (attachments.length > 0) return attachments;
  const html = typeof mail.html === 'string' ? mail.html : null;
  const body = html ?? mail.text ?? '';
  if (!body.trim()) return [];
  return [
    {
      kind: 'message',
      name: subject,
      subject,
      fileName: `${subject.slice(0, 100)}.${html ? 'html' : 'txt'}`,
      mimeType: html ? 'text/html' : 'text/plain',
      date,
      content: Buffer.from(body, 'utf8'),
    },
  ];
}

/**
 * Everything readable in a Vault export archive, item by item: mail, group and chat messages from MBOX files, and
 * Drive files (PDF, Word, text). Entry names are only ever used as labels, never as paths to write to, so a hostile
 * name ("../../etc/passwd") cannot escape anywhere; sizes are enforced while reading, so a zip bomb stops at the
 * limit.
 */
export async function* readExportArchive(
  file: string,
  limits: ArchiveLimits,
): AsyncGenerator<ArchiveDocument | ArchiveProblem> {
  const zip = await openZip(file);
  try {
    const entries = (async function* () {
      for (;;) {
        const entry = await new Promise<Entry | null>((resolve, reject) => {
          zip.once('entry', resolve);
          zip.once('end', () => resolve(null));
          zip.once('error', reject);
          zip.readEntry();
        });
        zip.removeAllListeners('entry');
        zip.removeAllListeners('end');
        zip.removeAllListeners('error');
        if (!entry) return;
        yield entry;
      }
    })();
    for await (const entry of entries) {
      const where = Buffer.from(entry.fileName as unknown as Uint8Array).toString('utf8');
      if (where.endsWith('/')) continue;
      try {
        const base = path.posix.basename(where.replace(/\\/g, '/'));
        if (/\.mbox$/i.test(base)) {
          const stream = await openEntry(zip, entry);
          for await (const message of mboxMessages(stream, limits.maxItemBytes * 2)) {
            if (message === 'too-large') {
              yield { problem: 'A message is larger than the limit', where };
              continue;
            }
            try {
              for (const document of await messageDocuments(message)) yield document;
            } catch (error) {
              yield { problem: `A message could not be read (${(error as Error).message})`, where };
            }
          }
          continue;
        }
        const type = readableType('', base);
        if (!type) continue; // metadata (XML, CSV) and files the analysis cannot read
        if (entry.uncompressedSize > limits.maxItemBytes) {
          yield { problem: 'The file is larger than the limit', where };
          continue;
        }
        const content = await readBounded(await openEntry(zip, entry), limits.maxItemBytes);
        if (!content) {
          yield { problem: 'The file is larger than the limit', where };
          continue;
        }
        yield { kind: 'file', name: base, subject: null, fileName: base, mimeType: type, date: null, content };
      } catch (error) {
        yield { problem: `The entry could not be read (${(error as Error).message})`, where };
      }
    }
  } finally {
    zip.close();
  }
}
