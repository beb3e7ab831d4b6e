// `npm run bench:search`: one search over 1,000 matching mails, each with its own contract PDF, in the project's
// fake Google with 20 ms added to every call. Prints the search's time next to the ideal its concurrency limit
// allows (every Google call it made, 20 ms each, 8 at a time), and the process's memory from start to end.
// Prints figures; judges nothing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { DEFAULT_RUNNER_OPTIONS } from '../server/search/search-runner';
import { ACME_MSA, contractLines } from '../server/test/contract-fixtures';
import { makePdf } from '../server/test/fixtures';
import { signUp } from '../server/test/test-app';
import { benchDatabase } from './bench-database';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const LATENCY_MS = 20;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

// The fake Google runs in a process of its own, as Google is not inside the server.
const FAKE_PORT = Number(process.env.BENCH_FAKE_GOOGLE_PORT ?? 4020);
const fakeUrl = `http://127.0.0.1:${FAKE_PORT}`;
if (
  await fetch(`${fakeUrl}/__fake/calls`).then(
    () => true,
    () => false,
  )
) {
  throw new Error(`Port ${FAKE_PORT} is taken (a fake Google left running?): set BENCH_FAKE_GOOGLE_PORT`);
}
const fakeProcess = spawn(process.execPath, ['--import', 'tsx', 'fake-google/serve.ts'], {
  env: { ...process.env, FAKE_GOOGLE_PORT: String(FAKE_PORT) },
  stdio: 'ignore',
});
for (let ready = false; !ready;) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  ready = await fetch(`${fakeUrl}/__fake/calls`).then(
    (response) => response.ok,
    () => false,
  );
}
const fake = (path: string, body: unknown) =>
  fetch(`${fakeUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const calls = async () => (await (await fetch(`${fakeUrl}/__fake/calls`)).json()) as string[];

async function seed(keyword: string, count: number, lines: (index: number) => string[]) {
  const messages = [];
  for (let index = 0; index < count; index++) {
    const pdf = await makePdf(lines(index));
    messages.push({
      subject: `${keyword} ${index}`,
      body: 'Signed copy attached.',
      date: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
      attachments: [
        {
          filename: `${keyword}-${index}.pdf`,
          mimeType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
          text: keyword,
        },
      ],
    });
  }
  await fake('/__fake/seed', { account: 'person@gmail.test', messages });
}
console.log(`seeding ${MAILS} mails...`);
// Each contract differs (its fee), so none is a duplicate of another and every one is analysed.
await seed('renewal', MAILS, (index) =>
  contractLines({ ...ACME_MSA, annualFee: `$${(1000 + index).toLocaleString('en-US')}` }),
);
await seed('warmup', 20, (index) => [`warm-up ${index}`]);

// PostgreSQL, as production runs (the embedded database would share the server's thread and memory).
const { database, drop } = await benchDatabase();
const config = {
  ...loadConfig({}),
  webDistDir: '/nonexistent',
  google: {
    clientId: 'fake-client-id.apps.googleusercontent.com',
    clientSecret: 'fake-client-secret',
    redirectUri: 'http://app.test/api/google/callback',
    apiBaseUrl: fakeUrl,
  },
  search: { ...loadConfig({}).search, maxItems: MAILS * 2 },
};
const app = await buildApp({
  config,
  secrets: { jwtSecret: randomBytes(48).toString('base64'), credentialsKey: randomBytes(32) },
  db: database.db,
  backgroundDb: database.backgroundDb,
  logger: false,
  searchRunner: { pollIntervalMs: 100 },
});
await app.ready();
const authorization = await signUp(app, 'bench@example.com');
// Connect as the browser would: consent URL, the fake's consent page, the callback.
const authUrl = new URL(
  (await app.inject({ method: 'GET', url: '/api/google/auth-url', headers: { authorization } })).json().authUrl,
);
const consent = await (await fetch(authUrl.toString().replace(/^https?:\/\/[^/]+/, fakeUrl))).text();
const allow = new URL(/id="allow" href="([^"]+)"/.exec(consent)![1].replace(/&amp;/g, '&'));
await app.inject({ method: 'GET', url: `/api/google/callback${allow.search}` });

/** Runs a search to its end; answers its final state. */
async function search(keyword: string, onPoll: (state: { progress: { itemsAnalysed: number } }) => void = () => {}) {
  const { id } = (
    await app.inject({
      method: 'POST',
      url: '/api/gmail/search',
      headers: { authorization },
      payload: { keywords: [keyword], service: 'MAIL', timeZone: 'UTC' },
    })
  ).json();
  let state;
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = (await app.inject({ method: 'GET', url: `/api/gmail/search/${id}`, headers: { authorization } })).json();
    onPoll(state);
  } while (state.status === 'PROCESSING');
  return state;
}

// A warm-up search starts the analysis workers, so the memory figures compare like with like.
await search('warmup');

await fake('/__fake/faults', { latencyMs: LATENCY_MS });
const callsBefore = (await calls()).length;
const rss: number[] = [];
const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 250);
// A handle on the garbage collector without --expose-gc on the command line (worker threads refuse that flag).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
/** Memory after a collection: what the process really holds, not what V8 has not freed yet. */
const settled = () => {
  collectGarbage();
  return process.memoryUsage();
};
const atStart = settled();
const rssAtStart = atStart.rss;
let rssAtHalf = 0;
let heapAtHalf = 0;
const started = performance.now();
const state = await search('renewal', (polled) => {
  if (!rssAtHalf && polled.progress.itemsAnalysed >= MAILS / 2) ({ rss: rssAtHalf, heapUsed: heapAtHalf } = settled());
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

const searchCalls = (await calls())
  .slice(callsBefore)
  .filter((call) => /^GET \/gmail\/v1\/users\/[^/]+\/messages/.test(call));
const concurrency = DEFAULT_RUNNER_OPTIONS.fetchConcurrency;
const ideal = (searchCalls.length * LATENCY_MS) / concurrency / 1000;
console.log(
  `search                        ${state.status}, ${state.progress.contractsFound} contracts of ${state.progress.itemsFound} items`,
);
console.log(`Google calls                  ${searchCalls.length} (${LATENCY_MS} ms each, ${concurrency} at a time)`);
console.log(`time                          ${seconds.toFixed(1)} s`);
console.log(`ideal at that concurrency     ${ideal.toFixed(1)} s`);
console.log(`time / ideal                  ${(seconds / ideal).toFixed(2)}x (budget: at most 1.5x)`);
const atEnd = settled();
console.log(
  `server heap in use            start ${mb(atStart.heapUsed)}, half-way ${mb(heapAtHalf)}, end ${mb(atEnd.heapUsed)}`,
);
console.log(
  `process RSS                   start ${mb(rssAtStart)}, half-way ${mb(rssAtHalf)}, end ${mb(rss.at(-1) ?? 0)}, max ${mb(Math.max(...rss))}`,
);

await app.close();
await drop();
fakeProcess.kill();
