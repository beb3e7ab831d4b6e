import { ACTORS, sameValue, type Change } from './changes';
import { RECORD_FIELDS, type RecordField } from './facts';
import type { ContractEdit } from './schemas';
import { cancelByFor, countBack, noticeLead, renewalFromTerm } from './term-dates';
import { contractProblem, type EditableContract } from './validate-contract';

/** The edit cannot be saved; the message says why (the contract page shows it). */
export class EditRefused extends Error {}

/** A contract as an edit finds it. */
export interface EditTarget {
  contract: EditableContract;
  fieldSources: Record<string, 'analysis' | 'person'>;
  reviewState: 'needs_review' | 'reviewed';
  termAnchor: string | null;
  /** The term a person marked handled (its renewal date, else its cancel-by date), or null. */
  handledFor: string | null;
}

type TermDates = Pick<EditableContract, 'renewalDate' | 'cancelByDate'>;

/** The date that names a term: its renewal date, else its cancel-by date. */
const termDate = (contract: TermDates) => contract.renewalDate ?? contract.cancelByDate;

/** Whether the contract's current term was marked handled (a term rolled forward or re-dated is not). */
export const isHandled = (handledFor: string | null, contract: TermDates) =>
  handledFor !== null && handledFor === termDate(contract);

export const NOTHING_TO_HANDLE = 'This contract has no renewal or cancel-by date to mark handled.';

/** What an edit does: the contract after it, the changes to record, who gave which field, the term's anchor. */
export interface EditPlan extends EditTarget {
  changes: Change[];
}

const TERM_FIELDS: RecordField[] = ['expirationDate', 'perpetual', 'autoRenews', 'renewalTermMonths'];
const FIELDS = ['name', ...RECORD_FIELDS] as const;

/**
 * A person's edit, planned (pure: the server and the mock backend run the same): edited fields become the
 * person's; a changed term gives a new renewal date, and a new renewal date or notice period a new cancel-by date,
 * unless a person set those dates themselves (those follow-on changes are the system's). Throws EditRefused when
 * the result could not be a contract.
 */
export function planEdit(target: EditTarget, edit: ContractEdit, actor: string, today: string): EditPlan {
  const before = target.contract;
  const { reviewState: review, handled, ...fields } = edit;
  const after: EditableContract = { ...before, ...fields } as EditableContract;
  if (after.currency) after.currency = after.currency.toUpperCase();
  after.parties = after.parties.map((party) => party.trim()).filter(Boolean);
  const edited = new Set<string>(Object.keys(fields));
  const personal = (field: RecordField) => target.fieldSources[field] === 'person' || edited.has(field);
  if (TERM_FIELDS.some((field) => edited.has(field)) && !personal('renewalDate')) {
    after.renewalDate = renewalFromTerm(
      after.expirationDate,
      after.perpetual,
      after.autoRenews,
      after.renewalTermMonths,
      today,
    );
  }
  const renewalMoved = !sameValue(before.renewalDate, after.renewalDate);
  if ((renewalMoved || edited.has('noticePeriodDays')) && !personal('cancelByDate')) {
    // A moved renewal keeps the lead its cancel-by date had (three months stay three months); a notice period a
    // person gives is counted in the days they gave.
    const kept = edited.has('noticePeriodDays')
      ? null
      : noticeLead(before.renewalDate, before.cancelByDate, before.noticePeriodDays);
    after.cancelByDate =
      kept && 'months' in kept && after.renewalDate
        ? countBack(after.renewalDate, kept)
        : cancelByFor(after.renewalDate, after.noticePeriodDays);
  }
  const problem = contractProblem(after);
  if (problem) throw new EditRefused(problem);

  // The person's changes first, then what follows from them.
  const changed = FIELDS.filter((field) => !sameValue(before[field], after[field]));
  const byPerson = changed.filter((field) => edited.has(field));
  const changes: Change[] = [
    ...byPerson.map((field) => ({ actor, field, from: before[field], to: after[field] })),
    ...changed
      .filter((field) => !edited.has(field))
      .map((field) => ({ actor: ACTORS.system, field, from: before[field], to: after[field] })),
  ];
  const fieldSources = { ...target.fieldSources };
  for (const field of byPerson) if (field !== 'name') fieldSources[field] = 'person';
  const reviewState = review ?? target.reviewState;
  if (reviewState !== target.reviewState)
    changes.push({ actor, field: 'reviewState', from: target.reviewState, to: reviewState });
  // Handled is about the term as it stands after the edit; unmarking clears it.
  let handledFor = target.handledFor;
  if (handled !== undefined) {
    if (handled && !termDate(after)) throw new EditRefused(NOTHING_TO_HANDLE);
    handledFor = handled ? termDate(after) : null;
    const was = isHandled(target.handledFor, before);
    if (was !== handled) changes.push({ actor, field: 'handled', from: was, to: handled });
  }
  // Renewals count from a renewal date a person gave, else from the end of the initial term.
  const termAnchor = edited.has('renewalDate')
    ? after.renewalDate
    : edited.has('expirationDate')
      ? (after.expirationDate ?? after.renewalDate)
      : target.termAnchor;
  return { contract: after, fieldSources, reviewState, termAnchor, handledFor, changes };
}
