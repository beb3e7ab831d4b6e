import { makeContractDocuments, type ContractDocuments } from '../../test/contract-documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/test-app';
import { useTestApp } from '../../test/shared-test-app';

const t = useTestApp({ alice: 'upload-alice@example.com' });
let docs: ContractDocuments;
beforeAll(async () => {
  docs = await makeContractDocuments();
});

/** POSTs files as the browser's form would: one `files` part each. */
async function upload(authorization: string, files: { name: string; type: string; content: Buffer | string }[]) {
  const form = new FormData();
  for (const file of files) {
    const content = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
    form.append('files', new Blob([content], { type: file.type }), file.name);
  }
  const body = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/contracts/upload',
    headers: { authorization, 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('POST /api/contracts/upload', () => {
  it('analyses and stores each readable file as needing review, and names the one it could not read', async () => {
    const response = await upload(t.users.alice, [
      { name: 'Acme MSA.pdf', type: 'application/pdf', content: docs.acmePdf },
      { name: 'Initech License.docx', type: 'application/octet-stream', content: docs.initechDocx },
      { name: 'scan.png', type: 'image/png', content: PNG },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.contracts.map((c: { name: string }) => c.name)).toEqual(['Acme MSA', 'Initech License']);
    expect(body.contracts[0]).toMatchObject({
      source: 'upload',
      reviewState: 'needs_review',
      hasOriginalFile: true,
      noticePeriodDays: 60,
      effectiveDate: '2024-03-01',
      parties: expect.arrayContaining(['Acme Corporation', 'Globex LLC']),
    });
    expect(body.failed).toEqual([{ name: 'scan.png', reason: expect.stringMatching(/not supported/) }]);
    expect(body.duplicates).toEqual([]);

    const record = (
      await t.app.inject({
        method: 'GET',
        url: `/api/contracts/${body.contracts[0].id}`,
        headers: { authorization: t.users.alice },
      })
    ).json();
    expect(record.fileName).toBe('Acme MSA.pdf');
    expect(record.evidence.noticePeriodDays).toMatch(/60 days/);
    expect(record.history[0]).toMatchObject({ actor: 'upload', field: 'source', to: 'Uploaded: Acme MSA.pdf' });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${body.contracts[0].id}/download`,
      headers: { authorization: t.users.alice },
    });
    expect(download.rawPayload.equals(docs.acmePdf)).toBe(true);
  });

  it('recognises the same bytes uploaded again, under any name, and stores nothing twice', async () => {
    const bob = await signUp(t.app, 'upload-bob@example.com');
    const first = (await upload(bob, [{ name: 'msa.pdf', type: 'application/pdf', content: docs.acmePdf }])).json();
    const again = await upload(bob, [{ name: 'copy of msa.pdf', type: 'application/pdf', content: docs.acmePdf }]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      contracts: [],
      duplicates: [{ name: 'copy of msa.pdf', contractId: first.contracts[0].id }],
      failed: [],
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/contracts', headers: { authorization: bob } });
    expect(list.json()).toHaveLength(1);
  });

  it('answers 400 with every reason when no file could be read, and stores nothing', async () => {
    const carol = await signUp(t.app, 'upload-carol@example.com');
    const response = await upload(carol, [
      { name: 'empty.txt', type: 'text/plain', content: '' },
      { name: 'scan.png', type: 'image/png', content: PNG },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/empty\.txt: The file is empty.*scan\.png: The file type is not supported/);
    const list = await t.app.inject({ method: 'GET', url: '/api/contracts', headers: { authorization: carol } });
    expect(list.json()).toEqual([]);
  });

  it('reports a file over 20 MB by name and stores the others', async () => {
    const dave = await signUp(t.app, 'upload-dave@example.com');
    const response = await upload(dave, [
      { name: 'huge.pdf', type: 'application/pdf', content: Buffer.alloc(21 * 1024 * 1024, 0x20) },
      { name: 'msa.pdf', type: 'application/pdf', content: docs.acmePdf },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().failed).toEqual([{ name: 'huge.pdf', reason: 'The file is larger than 20 MB.' }]);
    expect(response.json().contracts).toHaveLength(1);
  });

  it('answers 400 to a request without files or with form data cut short, and 401 without a sign-in', async () => {
    const raw = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contracts/upload',
        headers: { authorization: t.users.alice, 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
    const none = await raw('--x--\r\n');
    expect(none.statusCode).toBe(400);
    const cut = await raw(
      '--x\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
    );
    expect(cut.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/contracts/upload' });
    expect(anonymous.statusCode).toBe(401);
  });
});
