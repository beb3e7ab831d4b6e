import { Type, type Static } from '@fastify/type-provider-typebox';

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
