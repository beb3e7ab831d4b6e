import { Type, type Static } from '@fastify/type-provider-typebox';
import { ContractFacts, Evidence } from '../../contracts/schemas';
import { Nullable } from '../../lib/schema-types';

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

export const FoundContract = Type.Interface(
  [ContractFacts],
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
    amount: Nullable(Type.Number()),
    evidence: Evidence,
    confidence: Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 1 }), {
      description: 'How sure the analysis was of each finding, 0 to 1',
    }),
  },
  { $id: 'FoundContract' },
);
export type FoundContract = Static<typeof FoundContract>;

export const ProcessResponse = Type.Object({ contracts: Type.Array(FoundContract) }, { $id: 'ProcessResponse' });
