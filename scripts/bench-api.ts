// `npm run bench:api [-- CUAD_DIR]`: GET /api/contracts for a user with 5,000 contracts on PostgreSQL, 50
// connections, side by side with a bare Fastify route that verifies the same bearer token and returns the same
// columns from the same database; then an unchanged poll (If-None-Match) of the product. The contracts are what the
// analysis reads from the CUAD development set's texts (default ../shared/cuad-dev), evidence sentences included,
// so the list's size is that of real contracts. Prints figures; judges nothing.
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a throwaway database is used.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import pg from 'pg';
import { analyzeContractText } from '../server/analysis/analyze';
import { buildApp } from '../server/app';
import { factsFromAnalysis } from '../server/contracts/facts';
import { loadConfig } from '../server/config';
import { loggerOptions } from '../server/lib/logger-options';
import { signUp } from '../server/test/test-app';
import { benchDatabase } from './bench-database';

const CONTRACTS = 5000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const cuadDir = path.resolve(process.argv[2] ?? '../shared/cuad-dev');
const texts = fs
  .readdirSync(path.join(cuadDir, 'contracts'))
  .filter((name) => name.endsWith('.txt'))
  .map((name) => fs.readFileSync(path.join(cuadDir, 'contracts', name), 'utf8'));
if (texts.length === 0)
  throw new Error(`No contract texts in ${cuadDir}/contracts (usage: npm run bench:api -- CUAD_DIR)`);
// What the analysis reads from each text, as a batch item carries it (facts, amount, the sentences).
const analysed = texts.map((text) => {
  const analysis = analyzeContractText(text, '2026-11-23');
  const { amount, ...facts } = factsFromAnalysis(analysis);
  return { ...facts, amount: amount && amount <= 1e13 ? amount : null, evidence: analysis.evidence };
});
const { database, url, drop } = await benchDatabase();

const secrets = { jwtSecret: randomBytes(48).toString('base64'), credentialsKey: randomBytes(32) };
// The product as deployed: request logging on at info (written to /dev/null here, not to the terminal).
const app = await buildApp({
  // No reminder check in the middle of the measurement: it is measured by bench:reminders.
  config: {
    ...loadConfig({}),
    webDistDir: '/nonexistent',
    reminders: { ...loadConfig({}).reminders, checkSeconds: 0 },
  },
  secrets,
  db: database.db,
  logger: { ...(loggerOptions('info') as object), stream: fs.createWriteStream('/dev/null') },
});
const productUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const authorization = await signUp(app, 'bench@example.com');
for (let batch = 0; batch < CONTRACTS / 200; batch++) {
  const contracts = Array.from({ length: 200 }, (_, index) => {
    const n = batch * 200 + index;
    const facts = analysed[n % analysed.length];
    return {
      ...facts,
      id: `bench-${n}`,
      name: `Contract ${n}`,
      parties: facts.parties.slice(0, 50).map((party) => party.slice(0, 500)),
      evidence: Object.fromEntries(
        Object.entries(facts.evidence).map(([key, sentence]) => [key, sentence.slice(0, 5000)]),
      ),
    };
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/contracts/batch',
    headers: { authorization },
    payload: { contracts },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}

// The ceiling: token check and the same rows, with nothing else.
const pool = new pg.Pool({ connectionString: url, max: 10 });
const bare = Fastify();
await bare.register(jwt, { secret: secrets.jwtSecret, verify: { algorithms: ['HS256'] } });
bare.get('/api/contracts', async (request, reply) => {
  const { sub } = await request.jwtVerify<{ sub: string }>();
  // The list's columns: the record's own (evidence, confidence, sources, history) stay out of it.
  const { rows } = await pool.query(
    `SELECT c.id, c.name, c.contract_value, c.renewal_date, c.effective_date, c.expiration_date, c.cancel_by_date,
            c.perpetual, c.auto_renews, c.renewal_term_months, c.notice_period_days, c.currency, c.parties,
            c.review_state, c.source, c.source_location, c.created_at,
            exists (select 1 from contract_files f where f.contract_id = c.id) AS "hasOriginalFile"
       FROM contracts c WHERE c.owner_id = $1 ORDER BY c.renewal_date DESC NULLS LAST, c.created_at DESC`,
    [sub],
  );
  return reply.send(rows);
});
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

// The load comes from a worker thread: run on this thread, autocannon's own work would queue behind the server's
// (and the server's behind it) on one event loop, and count as the server's latency.
const run = (target: string, headers: Record<string, string>) =>
  autocannon({
    url: `${target}/api/contracts`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    timeout: 30,
    workers: 1,
  });

const headers = { authorization };
await run(bareUrl, headers); // warm-up of both, so neither pays for a cold cache
const bareResult = await run(bareUrl, headers);
await run(productUrl, headers);
const productResult = await run(productUrl, headers);
const etag = (await app.inject({ method: 'GET', url: '/api/contracts', headers })).headers.etag as string;
const pollResult = await run(productUrl, { ...headers, 'if-none-match': etag });

/** Failed requests: connection errors, and answers other than the expected class (2xx, or 3xx for the poll). */
const failures = (result: autocannon.Result, expect304 = false) =>
  result.errors + result.timeouts + (expect304 ? result.non2xx - result['3xx'] + result['2xx'] : result.non2xx);
const line = (label: string, result: autocannon.Result, expect304 = false) =>
  console.log(
    `${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${failures(result, expect304)}`,
  );
console.log(`GET /api/contracts, ${CONTRACTS} contracts, ${CONNECTIONS} connections, ${SECONDS} s each`);
line('bare route (ceiling)', bareResult);
line('product', productResult);
line('product, unchanged poll (304)', pollResult, true);
console.log(
  `product / ceiling                   ${(productResult.requests.average / bareResult.requests.average).toFixed(2)}x (budget: at least 0.8x, no errors)`,
);
console.log(`unchanged poll p99                  ${pollResult.latency.p99} ms (budget: under 20 ms)`);
const listBytes = (await app.inject({ method: 'GET', url: '/api/contracts', headers })).rawPayload.length;
const { rows: evidence } = await pool.query<{ bytes: string }>(
  'SELECT coalesce(sum(octet_length(evidence::text)), 0) AS bytes FROM contracts',
);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(
  `list size, ${CONTRACTS} analysed contracts    ${mb(listBytes)} (their evidence, which the records carry: ${mb(Number(evidence[0].bytes))})`,
);

await bare.close();
await pool.end();
await app.close();
await drop();
