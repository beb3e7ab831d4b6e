import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisOutcome, AnalysisTask } from '../analysis/worker';
import type { DatabaseHandle } from '../db/database';
import { searchItems, users } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { DocumentCollector } from './document-collector';
import { createSearch } from './search-repository';
import type { FoundDocument } from './sources/found-document';

let database: DatabaseHandle;
let ownerId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  [{ id: ownerId }] = await database.db
    .insert(users)
    .values({ email: 'collector@example.com', passwordHash: 'not used' })
    .returning({ id: users.id });
});
afterAll(() => database.close());

/** A mail attachment holding `content`, received on `date`. */
const attachment = (subject: string, date: string, content: string): FoundDocument => ({
  source: 'gmail',
  name: 'MSA.pdf',
  subject,
  fileName: 'MSA.pdf',
  mimeType: 'text/plain',
  date: new Date(date),
  location: { source: 'gmail', account: 'a@example.com', label: `Gmail: ${subject}` },
  fetch: async () => Buffer.from(content),
});

async function collectorFor(analyse: (task: AnalysisTask) => Promise<AnalysisOutcome>) {
  const search = await createSearch(database.db, ownerId, {
    description: 'test',
    criteria: { keywords: ['contract'] },
  });
  const progress = { itemsFound: 0, itemsAnalysed: 0, contractsFound: 0 };
  const collector = new DocumentCollector({
    db: database.db,
    searchId: search.id,
    ownerId,
    asOf: '2026-11-22',
    analyse,
    signal: new AbortController().signal,
    progress,
    maxItems: 100,
    maxItemBytes: 1024,
    log: { warn: () => {} },
  });
  const items = () => database.db.select().from(searchItems).where(eq(searchItems.searchId, search.id));
  return { collector, progress, items, searchId: search.id };
}

const analysed = (looksLikeContract: boolean): AnalysisOutcome => ({
  ok: true,
  result: { looksLikeContract, parties: ['Acme Corp'], text: 'the text' } as never,
});

describe('DocumentCollector', () => {
  it('analyses copies of one document found at once a single time, and stores it once with every place', async () => {
    let analyses = 0;
    const { collector, progress, items } = await collectorFor(async () => {
      analyses++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return analysed(true);
    });
    await Promise.all([
      collector.collect(attachment('Fwd: MSA', '2025-03-12T10:00:00Z', 'same bytes')),
      collector.collect(attachment('Signed MSA', '2025-03-10T10:00:00Z', 'same bytes')),
      collector.collect(attachment('Other', '2025-03-11T10:00:00Z', 'other bytes')),
    ]);
    expect(analyses).toBe(2);
    expect(progress).toEqual({ itemsFound: 0, itemsAnalysed: 3, contractsFound: 2 });
    const rows = await items();
    expect(rows).toHaveLength(2);
    const msa = rows.find((row) => row.content.toString() === 'same bytes')!;
    // The earliest copy names the result; the analysis and its text are stored with it.
    expect(msa).toMatchObject({ subject: 'Signed MSA', isContract: true, text: 'the text', error: null });
    expect(msa.analysis).toMatchObject({ parties: ['Acme Corp'] });
    expect(msa.locations.map((location) => location.label).sort()).toEqual(['Gmail: Fwd: MSA', 'Gmail: Signed MSA']);
  });

  it('stores a document that cannot be read with its reason (an SQL null analysis, not JSON null)', async () => {
    const { collector, searchId } = await collectorFor(async () => ({ ok: false, error: 'The PDF is broken' }));
    await collector.collect(attachment('Broken', '2025-03-10T10:00:00Z', 'broken bytes'));
    expect(collector.unreadable).toBe(1);
    const rows = await database.db
      .select({ error: searchItems.error, isContract: searchItems.isContract, text: searchItems.text })
      .from(searchItems)
      .where(and(eq(searchItems.searchId, searchId), isNull(searchItems.analysis)));
    expect(rows).toEqual([{ error: 'The PDF is broken', isContract: false, text: null }]);
  });

  it('analyses the next copy itself when storing the first failed', async () => {
    let analyses = 0;
    const { collector, items } = await collectorFor(async () => {
      analyses++;
      // The first analysis answers something the database refuses (a NUL in text), the second a good result.
      return analyses === 1
        ? { ok: true, result: { looksLikeContract: true, text: 'bad \u0000 text' } as never }
        : analysed(false);
    });
    await collector.collect(attachment('First', '2025-03-10T10:00:00Z', 'same bytes'));
    await collector.collect(attachment('Second', '2025-03-11T10:00:00Z', 'same bytes'));
    expect(analyses).toBe(2);
    expect(collector.unreadable).toBe(1);
    expect((await items()).map((row) => row.subject)).toEqual(['Second']);
  });
});
