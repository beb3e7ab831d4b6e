import { Type, type Static } from '@fastify/type-provider-typebox';
import { CalendarDate, Nullable } from '../../lib/schema-types';

export const MAX_KEYWORDS = 25;
export const MAX_KEYWORD_LENGTH = 100;
export const MAX_SPECIFIC_ACCOUNTS = 100;

/** A day ("2025-01-31") or an instant ("2025-01-31T05:00:00.000Z"); either names a day in the chosen time zone. */
const SearchDate = Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time' }), Type.Null()]);

/** The criteria of spec section 3 / 7, as the wizard sends them. */
export const SearchCriteria = Type.Object(
  {
    description: Type.Optional(Type.String({ maxLength: 200 })),
    keywords: Type.Array(Type.String({ minLength: 1, maxLength: MAX_KEYWORD_LENGTH }), {
      minItems: 1,
      maxItems: MAX_KEYWORDS,
    }),
    startDate: Type.Optional(SearchDate),
    endDate: Type.Optional(SearchDate),
    service: Type.Optional(
      Type.Union([
        Type.Literal('MAIL'),
        Type.Literal('DRIVE'),
        Type.Literal('GROUPS'),
        Type.Literal('HANGOUTS_CHAT'),
        Type.Literal('ALL'),
      ]),
    ),
    dataSource: Type.Optional(
      Type.Union([Type.Literal('ALL_DATA'), Type.Literal('HELD_DATA'), Type.Literal('UNPROCESSED_DATA')]),
    ),
    entityType: Type.Optional(Type.Union([Type.Literal('ALL_ACCOUNTS'), Type.Literal('SPECIFIC_ACCOUNTS')])),
    specificAccounts: Type.Optional(
      Type.Array(Type.String({ format: 'email', maxLength: 254 }), { maxItems: MAX_SPECIFIC_ACCOUNTS }),
    ),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    excludeDrafts: Type.Optional(Type.Boolean()),
    includeAllMatches: Type.Optional(Type.Boolean()),
  },
  { $id: 'SearchCriteria', additionalProperties: false },
);
export type SearchCriteriaBody = Static<typeof SearchCriteria>;

export const SearchIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const ProcessParams = Type.Object({ searchId: Type.String({ format: 'uuid' }) });

const SearchStatus = Type.Union([Type.Literal('PROCESSING'), Type.Literal('COMPLETED'), Type.Literal('FAILED')]);

export const SearchStarted = Type.Object(
  { id: Type.String({ format: 'uuid' }), matterId: Type.String(), status: SearchStatus },
  { $id: 'SearchStarted' },
);

export const SearchState = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    matterId: Type.String(),
    status: SearchStatus,
    description: Type.String(),
    progress: Type.Object({
      itemsFound: Type.Integer(),
      itemsAnalysed: Type.Integer(),
      contractsFound: Type.Integer(),
    }),
    error: Type.Union([Type.String(), Type.Null()]),
    notice: Type.Union([Type.String(), Type.Null()], { description: 'A note on a completed search (cap reached)' }),
  },
  { $id: 'SearchState' },
);

export const FoundContract = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The search result; send it back in /api/contracts/batch' }),
    name: Type.String(),
    subject: Nullable(Type.String()),
    sourceLocation: Type.String(),
    locations: Type.Array(Type.String(), { description: 'Every place the same document was found' }),
    size: Type.Integer(),
    date: Nullable(Type.String({ format: 'date-time' })),
    source: Type.Union([Type.Literal('gmail'), Type.Literal('drive')]),
    isContract: Type.Boolean(),
    error: Nullable(Type.String({ description: 'Why the item could not be read' })),
    renewalDate: Nullable(CalendarDate),
    amount: Nullable(Type.Number()),
    currency: Nullable(Type.String()),
    parties: Type.Array(Type.String()),
    effectiveDate: Nullable(CalendarDate),
    expirationDate: Nullable(CalendarDate),
    perpetual: Type.Boolean(),
    autoRenews: Nullable(Type.Boolean()),
    renewalTermMonths: Nullable(Type.Integer()),
    noticePeriodDays: Nullable(Type.Integer()),
    cancelByDate: Nullable(CalendarDate),
    evidence: Type.Record(Type.String(), Type.String()),
  },
  { $id: 'FoundContract' },
);
export type FoundContract = Static<typeof FoundContract>;

export const ProcessResponse = Type.Object({ contracts: Type.Array(FoundContract) }, { $id: 'ProcessResponse' });
