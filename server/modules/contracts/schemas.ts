import { Type, type Static } from '@fastify/type-provider-typebox';
import { Contract, ContractFacts, ContractSource, Evidence } from '../../contracts/schemas';
import { CalendarDate, Nullable } from '../../lib/schema-types';

export const ContractIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_BATCH_ITEMS = 200;

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/**
 * One contract to store. The wizard sends its found-contract objects (spec section 3) with the analysis fields;
 * `id` is the search result's identity, so storing the same result twice is recognised as a duplicate.
 */
export const BatchContract = Type.Interface(
  [Type.Partial(ContractFacts)],
  {
    id: Type.String({ minLength: 1, maxLength: 512 }),
    name: Type.String({ minLength: 1, maxLength: 500 }),
    sourceType: Type.Optional(ContractSource),
    sourceLocation: OptionalText(2000),
    path: OptionalText(2000),
    selected: Type.Optional(Type.Boolean()),
    scanned: Type.Optional(Type.Boolean()),
    size: Type.Optional(Type.Integer({ minimum: 0 })),
    lastModified: OptionalText(64),
    amount: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1e13 }))),
    evidence: Type.Optional(Evidence),
    /** The original document, for contracts added without a search (and for tests and imports). */
    file: Type.Optional(
      Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 500 }),
          contentType: Type.String({ minLength: 1, maxLength: 200 }),
          contentBase64: Type.String({ maxLength: Math.ceil((MAX_FILE_BYTES * 4) / 3) + 4 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'BatchContract', additionalProperties: false },
);
export type BatchContract = Static<typeof BatchContract>;

export const BatchRequest = Type.Object(
  { contracts: Type.Array(BatchContract, { minItems: 1, maxItems: MAX_BATCH_ITEMS }) },
  { additionalProperties: false },
);

export const BatchResponse = Type.Object(
  {
    contracts: Type.Array(Contract, { description: 'The contracts created by this call' }),
    duplicates: Type.Integer({ description: 'Items skipped because they were stored before' }),
  },
  { $id: 'BatchResponse' },
);

export const DashboardStatsQuery = Type.Object({
  today: Type.Optional(CalendarDate),
});

export const DashboardStats = Type.Object(
  {
    contractsCount: Type.Integer(),
    upcomingRenewals: Type.Integer({ description: 'Renewals from today through 30 days ahead' }),
    cancelByNext30Days: Type.Integer({ description: 'Last days to give notice from today through 30 days ahead' }),
    needsReview: Type.Integer({ description: 'Contracts nobody has marked reviewed yet' }),
    overdue: Type.Integer({ description: 'The cancel-by date has passed and the renewal it was for has not' }),
  },
  { $id: 'DashboardStats' },
);
