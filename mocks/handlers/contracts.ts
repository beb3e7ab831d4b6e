import { http, HttpResponse } from 'msw';
import type {
  GetDashboardStatsApiResponse,
  ListContractsApiResponse,
  UpdateContractApiArg,
  UploadContractsApiResponse,
  UploadContractsBatchApiArg,
  UploadContractsBatchApiResponse,
} from '../../src/api/generated';
import { analyzeContractText } from '../../server/analysis/analyze';
import { factsFromAnalysis, NO_FACTS } from '../../server/contracts/facts';
import { contentKey, newContract } from '../../server/contracts/new-contract';
import { EditRefused, planEdit } from '../../server/contracts/plan-edit';
import { CONTRACT_MESSAGES } from '../../server/contracts/validate-contract';
import { addDays, UPCOMING_WINDOW_DAYS } from '../../server/lib/calendar-dates';
import { AUTH_MESSAGES } from '../../server/modules/auth/messages';
import { toNewContracts } from '../../server/modules/contracts/batch-items';
import { BatchContract } from '../../server/modules/contracts/schemas';
import {
  appendMockHistory,
  ownContracts,
  rollForwardMock,
  storeNewContract,
  toListItem,
  toRecord,
  userToday,
} from '../contract-records';
import { apiPath, errorResponse, userFromRequest } from '../http';
import { minimalPdf } from '../minimal-pdf';
import { mockState, type MockContract } from '../state';

const unauthorized = () => errorResponse(401, AUTH_MESSAGES.sessionInvalid, 'Unauthorized');
const notFound = () => errorResponse(404, CONTRACT_MESSAGES.notFound, 'Not Found');

const ownContract = (userId: string, id: unknown) =>
  mockState.contracts.find((contract) => contract.id === id && contract.ownerId === userId);

const recordResponse = (contract: MockContract) =>
  HttpResponse.json(toRecord(contract), { headers: { ETag: `"v${contract.version}"` } });

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * An uploaded file as the mock server reads it: text is analysed by the product's own engine; the mock cannot read
 * PDF or Word in the browser, so those are stored with nothing detected, for a person to fill in.
 */
async function uploadedContract(file: File, today: string) {
  const bytes = await file.arrayBuffer();
  const isText = file.type.startsWith('text/') || /\.txt$/i.test(file.name);
  const analysis = isText ? analyzeContractText(new TextDecoder().decode(bytes), today) : null;
  const { amount, ...facts } = factsFromAnalysis(analysis);
  return newContract({
    name: file.name.replace(/\.(pdf|docx|txt)$/i, ''),
    facts: analysis ? facts : NO_FACTS,
    amount,
    evidence: analysis?.evidence ?? {},
    confidence: analysis?.confidence ?? {},
    source: 'upload',
    sourceKey: contentKey(await sha256(bytes)),
    sourceLocation: `Uploaded: ${file.name}`,
    file: { fileName: file.name, mimeType: file.type, content: new Uint8Array(bytes) as Buffer },
    origin: 'upload',
  });
}

export const contractHandlers = [
  http.get(apiPath('/contracts'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    rollForwardMock(user);
    const sorted = ownContracts(user.id).sort((a, b) =>
      a.renewalDate && b.renewalDate ? b.renewalDate.localeCompare(a.renewalDate) : a.renewalDate ? -1 : 1,
    );
    return HttpResponse.json<ListContractsApiResponse>(sorted.map(toListItem));
  }),

  http.get(apiPath('/dashboard/stats'), ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    rollForwardMock(user);
    const today = new URL(request.url).searchParams.get('today') ?? userToday(user);
    const until = addDays(today, UPCOMING_WINDOW_DAYS);
    const contracts = ownContracts(user.id);
    const within = (date: string | null) => date !== null && date >= today && date <= until;
    return HttpResponse.json<GetDashboardStatsApiResponse>({
      contractsCount: contracts.length,
      upcomingRenewals: contracts.filter((c) => within(c.renewalDate)).length,
      cancelByNext30Days: contracts.filter((c) => within(c.cancelByDate)).length,
      needsReview: contracts.filter((c) => c.reviewState === 'needs_review').length,
      overdue: contracts.filter(
        (c) => c.cancelByDate && c.cancelByDate < today && c.renewalDate && c.renewalDate >= today,
      ).length,
    });
  }),

  http.post(apiPath('/contracts/batch'), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const { contracts } = (await request.json()) as UploadContractsBatchApiArg['body'];
    if (!Array.isArray(contracts) || contracts.length === 0) {
      return errorResponse(400, 'Invalid request: body/contracts must NOT have fewer than 1 items', 'Bad Request');
    }
    // The server refuses fields its schema does not know: so does the mock, so a client sending one fails here too.
    const unknown = contracts.flatMap((item, index) =>
      Object.keys(item)
        .filter((key) => !(key in BatchContract.properties))
        .map((key) => `body/contracts/${index}/${key}`),
    );
    if (unknown.length > 0) {
      return errorResponse(400, `Invalid request: ${unknown[0]} must NOT have additional properties`, 'Bad Request');
    }
    // As the server maps them (the mock keeps no search results' originals).
    const created = toNewContracts(contracts)
      .map((item) => storeNewContract(user.id, item, false))
      .filter((contract) => contract !== undefined);
    return HttpResponse.json<UploadContractsBatchApiResponse>(
      { contracts: created.map(toListItem), duplicates: contracts.length - created.length },
      { status: 201 },
    );
  }),

  http.post(apiPath('/contracts/upload'), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    // Not instanceof File: a file sent through jsdom's XMLHttpRequest arrives as another realm's File.
    const files = (await request.formData()).getAll('files').filter((file): file is File => typeof file !== 'string');
    if (files.length === 0) return errorResponse(400, 'Invalid request: body must have required property files');
    const answer: UploadContractsApiResponse = { contracts: [], duplicates: [], failed: [] };
    for (const file of files) {
      if (file.size === 0) {
        answer.failed.push({ name: file.name, reason: 'The file is empty' });
        continue;
      }
      const item = await uploadedContract(file, userToday(user));
      const stored = storeNewContract(user.id, item, true);
      if (stored) answer.contracts.push(toListItem(stored));
      else {
        const existing = ownContracts(user.id).find((contract) => contract.sourceKey === item.row.sourceKey)!;
        answer.duplicates.push({ name: file.name, contractId: existing.id });
      }
    }
    if (answer.contracts.length + answer.duplicates.length === 0) {
      const reasons = answer.failed.map(({ name, reason }) => `${name}: ${reason}`).join('; ');
      return errorResponse(400, `No contract could be read from the upload (${reasons}).`, 'Bad Request');
    }
    return HttpResponse.json(answer, { status: answer.contracts.length > 0 ? 201 : 200 });
  }),

  http.get(apiPath('/contracts/:id'), ({ request, params }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    rollForwardMock(user);
    const contract = ownContract(user.id, params.id);
    return contract ? recordResponse(contract) : notFound();
  }),

  http.patch(apiPath('/contracts/:id'), async ({ request, params }) => {
    const user = userFromRequest(request);
    if (!user) return unauthorized();
    const contract = ownContract(user.id, params.id);
    if (!contract) return notFound();
    const ifMatch = request.headers.get('if-match');
    if (ifMatch && ifMatch !== '*' && !ifMatch.split(',').some((tag) => tag.trim() === `"v${contract.version}"`)) {
      return errorResponse(412, CONTRACT_MESSAGES.stale, 'Precondition Failed');
    }
    const edit = (await request.json()) as UpdateContractApiArg['body'];
    try {
      const plan = planEdit(
        {
          contract,
          fieldSources: contract.fieldSources,
          reviewState: contract.reviewState,
          termAnchor: contract.termAnchor,
          handledFor: contract.handledFor,
        },
        edit,
        user.email,
        userToday(user),
      );
      if (plan.changes.length > 0) {
        Object.assign(contract, plan.contract, {
          fieldSources: plan.fieldSources,
          reviewState: plan.reviewState,
          termAnchor: plan.termAnchor,
          handledFor: plan.handledFor,
          version: contract.version + 1,
          updatedAt: new Date().toISOString(),
        });
        appendMockHistory(contract, plan.changes);
      }
    } catch (error) {
      if (error instanceof EditRefused) return errorResponse(400, error.message, 'Bad Request');
      throw error;
    }
    return recordResponse(contract);
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
    const contract = ownContract(user.id, params.id);
    if (!contract) return notFound();
    return new HttpResponse(minimalPdf(contract.name), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${contract.id}.pdf"`,
      },
    });
  }),
];
