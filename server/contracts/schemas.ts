import { Type, type Static } from '@fastify/type-provider-typebox';
import { CalendarDate, Nullable } from '../lib/schema-types';

/**
 * What the analysis reads from a contract, in the one shape every carrier of a contract shares: a search result,
 * a stored contract, an item of a batch upload. The amount is not here: the spec names it `amount` on found
 * contracts and `contractValue` on stored ones.
 */
export const ContractFacts = Type.Object({
  renewalDate: Nullable(CalendarDate),
  effectiveDate: Nullable(CalendarDate),
  expirationDate: Nullable(CalendarDate),
  cancelByDate: Nullable(CalendarDate),
  /** The term has no end date ("perpetual", "until terminated"). */
  perpetual: Type.Boolean(),
  autoRenews: Nullable(Type.Boolean()),
  renewalTermMonths: Nullable(Type.Integer({ minimum: 0, maximum: 1200 })),
  noticePeriodDays: Nullable(Type.Integer({ minimum: 0, maximum: 3650 })),
  currency: Nullable(Type.String({ pattern: '^[A-Z]{3}$' })),
  parties: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 50 }),
});
export type ContractFacts = Static<typeof ContractFacts>;

/** The sentence each detected fact came from, by field. */
export const Evidence = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 5000 }));
export type Evidence = Static<typeof Evidence>;

export const ContractSource = Type.Union([
  Type.Literal('gmail'),
  Type.Literal('drive'),
  Type.Literal('vault'),
  Type.Literal('upload'),
]);

export const ReviewState = Type.Union([Type.Literal('needs_review'), Type.Literal('reviewed')]);

/** A stored contract as every list shows it: light (no evidence, no history), so 5,000 of them load fast. */
export const Contract = Type.Interface(
  [ContractFacts],
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    contractValue: Nullable(Type.Number()),
    reviewState: ReviewState,
    source: ContractSource,
    sourceLocation: Nullable(Type.String()),
    hasOriginalFile: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Contract' },
);
export type Contract = Static<typeof Contract>;

/** A value a field had or has, as history tells it. */
const FieldValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null(), Type.Array(Type.String())]);

export const HistoryEntry = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    actor: Type.String({
      description:
        "'analysis', 'upload', 'search', 'system' (a term rolled forward, a date derived) or a person's e-mail",
    }),
    field: Type.String(),
    from: FieldValue,
    to: FieldValue,
  },
  { $id: 'HistoryEntry' },
);
export type HistoryEntry = Static<typeof HistoryEntry>;

/** One contract, whole: every field with the sentence it was read from, who gave it, and everything that changed. */
export const ContractRecord = Type.Interface(
  [Contract],
  {
    evidence: Evidence,
    confidence: Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 1 }), {
      description: 'How sure the analysis was of each field it read, 0 to 1',
    }),
    fieldSources: Type.Record(Type.String(), Type.Union([Type.Literal('analysis'), Type.Literal('person')]), {
      description: 'Fields a person gave or corrected; the others are the analysis',
    }),
    sourceUrl: Nullable(Type.String({ description: 'Where Google shows the source (a Gmail message, a Drive file)' })),
    fileName: Nullable(Type.String({ description: 'The original file, for download' })),
    handled: Type.Boolean({ description: 'The current term was marked handled: no reminders for its dates' }),
    version: Type.Integer({ description: 'Changes with every edit; the ETag is made from it' }),
    updatedAt: Type.String({ format: 'date-time' }),
    // By reference: the routes register HistoryEntry, so the OpenAPI document names it once.
    history: Type.Array(Type.Unsafe<HistoryEntry>(Type.Ref('HistoryEntry'))),
  },
  { $id: 'ContractRecord' },
);
export type ContractRecord = Static<typeof ContractRecord>;

/**
 * A person's change to a contract: any editable field, and the review state. Ranges are checked by the contracts
 * service, which says what is wrong in words.
 */
export const ContractEdit = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    renewalDate: Type.Optional(Nullable(CalendarDate)),
    cancelByDate: Type.Optional(Nullable(CalendarDate)),
    expirationDate: Type.Optional(Nullable(CalendarDate)),
    effectiveDate: Type.Optional(Nullable(CalendarDate)),
    perpetual: Type.Optional(Type.Boolean()),
    autoRenews: Type.Optional(Nullable(Type.Boolean())),
    renewalTermMonths: Type.Optional(Nullable(Type.Integer())),
    noticePeriodDays: Type.Optional(Nullable(Type.Integer())),
    contractValue: Type.Optional(Nullable(Type.Number())),
    currency: Type.Optional(Nullable(Type.String({ maxLength: 8 }))),
    parties: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 50 })),
    reviewState: Type.Optional(ReviewState),
    handled: Type.Optional(
      Type.Boolean({ description: 'Marks the current term handled (no more reminders for its dates), or unmarks it' }),
    ),
  },
  { $id: 'ContractEdit', additionalProperties: false, minProperties: 1 },
);
export type ContractEdit = Static<typeof ContractEdit>;
