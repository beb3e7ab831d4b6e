import { Type, type Static } from '@fastify/type-provider-typebox';
import { CalendarDate, Nullable } from '../../lib/schema-types';

const Source = Type.Union([
  Type.Literal('gmail'),
  Type.Literal('drive'),
  Type.Literal('vault'),
  Type.Literal('upload'),
]);

export const Contract = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    contractValue: Nullable(Type.Number()),
    currency: Nullable(Type.String()),
    renewalDate: Nullable(CalendarDate),
    effectiveDate: Nullable(CalendarDate),
    expirationDate: Nullable(CalendarDate),
    cancelByDate: Nullable(CalendarDate),
    perpetual: Type.Boolean(),
    autoRenews: Nullable(Type.Boolean()),
    renewalTermMonths: Nullable(Type.Integer()),
    noticePeriodDays: Nullable(Type.Integer()),
    parties: Type.Array(Type.String()),
    evidence: Type.Record(Type.String(), Type.String()),
    source: Source,
    sourceLocation: Nullable(Type.String()),
    hasOriginalFile: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Contract' },
);
export type Contract = Static<typeof Contract>;

export const ContractIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_BATCH_ITEMS = 200;

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/**
 * One contract to store. The wizard sends its found-contract objects (spec section 3) with the analysis fields;
 * `id` is the search result's identity, so storing the same result twice is recognised as a duplicate.
 */
export const BatchContract = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 512 }),
    name: Type.String({ minLength: 1, maxLength: 500 }),
    sourceType: Type.Optional(Source),
    sourceLocation: OptionalText(2000),
    path: OptionalText(2000),
    selected: Type.Optional(Type.Boolean()),
    scanned: Type.Optional(Type.Boolean()),
    size: Type.Optional(Type.Integer({ minimum: 0 })),
    lastModified: OptionalText(64),
    renewalDate: Type.Optional(Nullable(CalendarDate)),
    effectiveDate: Type.Optional(Nullable(CalendarDate)),
    expirationDate: Type.Optional(Nullable(CalendarDate)),
    cancelByDate: Type.Optional(Nullable(CalendarDate)),
    perpetual: Type.Optional(Type.Boolean()),
    amount: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1e13 }))),
    currency: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{3}$' }))),
    autoRenews: Type.Optional(Nullable(Type.Boolean())),
    renewalTermMonths: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1200 }))),
    noticePeriodDays: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 3650 }))),
    parties: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 50 })),
    evidence: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 5000 }))),
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
  { contractsCount: Type.Integer(), upcomingRenewals: Type.Integer() },
  { $id: 'DashboardStats' },
);
