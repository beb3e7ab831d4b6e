import { http, HttpResponse } from 'msw';
import type {
  Contract,
  GetDashboardStatsApiResponse,
  ListContractsApiResponse,
  UploadContractsBatchApiArg,
  UploadContractsBatchApiResponse,
} from '../../src/api/generated';
import { addDays, todayUtc, UPCOMING_WINDOW_DAYS } from '../../server/lib/calendar-dates';
import { AUTH_MESSAGES } from '../../server/modules/auth/messages';
import { apiPath, errorResponse, userFromRequest } from '../http';
import { minimalPdf } from '../minimal-pdf';
import { mockState, seedContract, type MockContract } from '../state';

const unauthorized = () => errorResponse(401, AUTH_MESSAGES.sessionInvalid, 'Unauthorized');
const notFound = () => errorResponse(404, 'Contract not found', 'Not Found');

function toContract({ ownerId: _owner, sourceKey: _key, ...contract }: MockContract): Contract {
  return contract;
}

const ownContracts = (userId: string) => mockState.contracts.filter((contract) => contract.ownerId === userId);

export const contractHandlers = [
  http.get(apiPath('/contracts'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const sorted = ownContracts(user.id).sort((a, b) =>
      a.renewalDate && b.renewalDate ? b.renewalDate.localeCompare(a.renewalDate) : a.renewalDate ? -1 : 1,
    );
    return HttpResponse.json<ListContractsApiResponse>(sorted.map(toContract));
  }),

  http.get(apiPath('/dashboard/stats'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const today = new URL(request.url).searchParams.get('today') ?? todayUtc();
    const until = addDays(today, UPCOMING_WINDOW_DAYS);
    const contracts = ownContracts(user.id);
    return HttpResponse.json<GetDashboardStatsApiResponse>({
      contractsCount: contracts.length,
      upcomingRenewals: contracts.filter((c) => c.renewalDate && c.renewalDate >= today && c.renewalDate <= until)
        .length,
    });
  }),

  http.post(apiPath('/contracts/batch'), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const { contracts } = (await request.json()) as UploadContractsBatchApiArg['body'];
    if (!Array.isArray(contracts) || contracts.length === 0) {
      return errorResponse(400, 'Invalid request: body/contracts must NOT have fewer than 1 items', 'Bad Request');
    }
    const created: Contract[] = [];
    for (const item of contracts) {
      const source = item.sourceType ?? 'gmail';
      const sourceKey = `${source}:${item.id}`;
      if (ownContracts(user.id).some((existing) => existing.sourceKey === sourceKey)) continue;
      const stored = seedContract(user.id, {
        name: item.name,
        contractValue: item.amount || null,
        currency: item.amount ? (item.currency ?? 'USD') : null,
        renewalDate: item.renewalDate ?? null,
        parties: item.parties ?? [],
        source,
        sourceLocation: item.sourceLocation ?? null,
      });
      stored.sourceKey = sourceKey;
      created.push(toContract(stored));
    }
    return HttpResponse.json<UploadContractsBatchApiResponse>(
      { contracts: created, duplicates: contracts.length - created.length },
      { status: 201 },
    );
  }),

  http.delete(apiPath('/contracts/:id'), ({ request, params }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const index = mockState.contracts.findIndex((c) => c.id === params.id && c.ownerId === user.id);
    if (index < 0) return notFound();
    mockState.contracts.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(apiPath('/contracts/:id/download'), ({ request, params }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const contract = mockState.contracts.find((c) => c.id === params.id && c.ownerId === user.id);
    if (!contract) return notFound();
    return new HttpResponse(minimalPdf(contract.name), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${contract.id}.pdf"`,
      },
    });
  }),
];
