import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contracts, type ContractRow } from '../db/schema';
import { amountForStorage } from '../lib/money';
import { bumpRevision } from './contracts-repository';
import { RECORD_FIELDS } from './facts';
import { appendHistory } from './history';
import { planEdit } from './plan-edit';
import type { ContractEdit } from './schemas';
import type { EditableContract } from './validate-contract';

export { EditRefused } from './plan-edit';

export interface EditRequest {
  ownerId: string;
  id: string;
  edit: ContractEdit;
  /** Who is editing: their e-mail, as history names them. */
  actor: string;
  /** From If-Match: the edit applies only to a version this accepts; undefined applies it to whatever is current. */
  expectedVersion?: (version: number) => boolean;
  /** The owner's today: a changed term gives the renewal date as of this day. */
  today: string;
}

/** The fields a person edits, as a row holds them. */
export const editableOf = (row: ContractRow): EditableContract =>
  ({
    name: row.name,
    contractValue: row.contractValue === null ? null : Number(row.contractValue),
    ...Object.fromEntries(
      RECORD_FIELDS.filter((field) => field !== 'contractValue').map((field) => [field, row[field]]),
    ),
  }) as EditableContract;

/**
 * Applies a person's edit to one of the owner's contracts, in one transaction under a row lock, so two edits at
 * once both apply (or, with If-Match, the later one is refused as stale): nothing is lost silently. Answers the
 * updated row, 'not_found' or 'stale'; throws EditRefused when the result could not be a contract.
 */
export async function editContract(db: Database, request: EditRequest): Promise<ContractRow | 'not_found' | 'stale'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, request.id), eq(contracts.ownerId, request.ownerId)))
      .for('update');
    if (!row) return 'not_found';
    if (request.expectedVersion && !request.expectedVersion(row.version)) return 'stale';
    const plan = planEdit(
      {
        contract: editableOf(row),
        fieldSources: row.fieldSources,
        reviewState: row.reviewState,
        termAnchor: row.termAnchor,
        handledFor: row.handledFor,
      },
      request.edit,
      request.actor,
      request.today,
    );
    if (plan.changes.length === 0) return row;
    const { contractValue, ...fields } = plan.contract;
    const [updated] = await tx
      .update(contracts)
      .set({
        ...fields,
        contractValue: contractValue === null ? null : amountForStorage(contractValue),
        fieldSources: plan.fieldSources,
        reviewState: plan.reviewState,
        termAnchor: plan.termAnchor,
        handledFor: plan.handledFor,
        version: sql`${contracts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(contracts.id, row.id))
      .returning();
    await appendHistory(
      tx as unknown as Database,
      plan.changes.map((change) => ({ contractId: row.id, change })),
    );
    await bumpRevision(tx as unknown as Database, request.ownerId);
    return updated;
  });
}
