import { RECORD_FIELDS } from '../server/contracts/facts';
import type { NewContract } from '../server/contracts/new-contract';
import type { Change } from '../server/contracts/changes';
import { isHandled } from '../server/contracts/plan-edit';
import { rolledForward } from '../server/contracts/term-dates';
import { todayIn } from '../server/lib/calendar-dates';
import type { Contract, ContractRecord } from '../src/api/api';
import { mockState, nextContractId, type MockContract, type MockUser } from './state';

/** The user's today, as the server reads it (their time zone). */
export const userToday = (user: MockUser) => todayIn(user.timeZone ?? 'UTC');

export const ownContracts = (userId: string) => mockState.contracts.filter((contract) => contract.ownerId === userId);

/** A list item: the record without what belongs to the record alone (as the server's list leaves it out). */
export function toListItem(contract: MockContract): Contract {
  const {
    ownerId: _owner,
    sourceKey: _key,
    termAnchor: _anchor,
    handledFor: _handled,
    evidence: _evidence,
    confidence: _confidence,
    fieldSources: _sources,
    sourceUrl: _url,
    fileName: _file,
    version: _version,
    updatedAt: _updated,
    history: _history,
    ...item
  } = contract;
  return item;
}

export function toRecord({
  ownerId: _owner,
  sourceKey: _key,
  termAnchor: _anchor,
  handledFor,
  ...record
}: MockContract): ContractRecord {
  return { ...record, handled: isHandled(handledFor, record) };
}

/** Records changes as the server's history does. */
export function appendMockHistory(contract: MockContract, changes: Change[]): void {
  const at = new Date().toISOString();
  contract.history.push(...changes.map((change) => ({ at, ...change })));
}

/** Rolls the user's self-renewing contracts whose renewal passed forward, as the server does on every read. */
export function rollForwardMock(user: MockUser): void {
  const today = userToday(user);
  for (const contract of ownContracts(user.id)) {
    const next = rolledForward(contract, today);
    if (!next) continue;
    const changes: Change[] = [
      { actor: 'system', field: 'renewalDate', from: contract.renewalDate, to: next.renewalDate },
    ];
    if (next.cancelByDate !== contract.cancelByDate)
      changes.push({ actor: 'system', field: 'cancelByDate', from: contract.cancelByDate, to: next.cancelByDate });
    Object.assign(contract, next, { version: contract.version + 1 });
    appendMockHistory(contract, changes);
  }
}

/** Stores a new contract (from a batch or an upload) as the server does; undefined when its key is stored already. */
export function storeNewContract(
  ownerId: string,
  item: NewContract,
  hasOriginalFile: boolean,
): MockContract | undefined {
  const { row } = item;
  if (ownContracts(ownerId).some((existing) => existing.sourceKey === row.sourceKey)) return undefined;
  const now = new Date().toISOString();
  const values = Object.fromEntries(RECORD_FIELDS.map((field) => [field, row[field] ?? null]));
  const contract: MockContract = {
    ...(values as Pick<MockContract, (typeof RECORD_FIELDS)[number]>),
    perpetual: row.perpetual ?? false,
    parties: row.parties ?? [],
    id: nextContractId(),
    name: row.name,
    contractValue: row.contractValue ? Number(row.contractValue) : null,
    reviewState: 'needs_review',
    source: row.source,
    sourceLocation: row.sourceLocation ?? null,
    hasOriginalFile,
    createdAt: now,
    evidence: row.evidence ?? {},
    confidence: row.confidence ?? {},
    fieldSources: {},
    sourceUrl: row.sourceUrl ?? null,
    fileName: item.file?.fileName ?? null,
    version: 1,
    updatedAt: now,
    history: [],
    ownerId,
    sourceKey: row.sourceKey,
    termAnchor: row.termAnchor ?? null,
    handledFor: null,
  };
  appendMockHistory(contract, item.history);
  mockState.contracts.push(contract);
  return contract;
}
