import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contractFiles, contractHistory, contracts } from '../db/schema';
import { toContract } from './contracts-repository';
import { byRecordField } from './facts';
import { isHandled } from './plan-edit';
import type { ContractRecord } from './schemas';

/** One of the owner's contracts, whole: every field, its sentence, who gave it, and its history in order. */
export async function findRecord(db: Database, ownerId: string, id: string): Promise<ContractRecord | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(contracts), fileName: contractFiles.fileName })
    .from(contracts)
    .leftJoin(contractFiles, eq(contractFiles.contractId, contracts.id))
    .where(and(eq(contracts.id, id), eq(contracts.ownerId, ownerId)))
    .limit(1);
  if (!row) return undefined;
  const history = await db
    .select()
    .from(contractHistory)
    .where(eq(contractHistory.contractId, id))
    .orderBy(asc(contractHistory.id));
  return {
    ...toContract({ ...row, hasOriginalFile: row.fileName !== null }),
    // Contracts stored before records kept notes by field carry the analysis's own keys ("amount").
    evidence: byRecordField(row.evidence) as Record<string, string>,
    confidence: byRecordField(row.confidence) as Record<string, number>,
    fieldSources: row.fieldSources,
    sourceUrl: row.sourceUrl,
    fileName: row.fileName,
    handled: isHandled(row.handledFor, row),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      actor: entry.actor,
      field: entry.field,
      from: (entry.fromValue ?? null) as ContractRecord['history'][number]['from'],
      to: (entry.toValue ?? null) as ContractRecord['history'][number]['to'],
    })),
  };
}

/** The record's entity tag: strong, from its version (each change bumps it). */
export const recordTag = (version: number) => `"v${version}"`;

/** Whether an If-Match header names the record's current version ("*" names any). */
export function matchesVersion(ifMatch: string, version: number): boolean {
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.includes(recordTag(version));
}
