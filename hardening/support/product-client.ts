// The product's HTTP API as the browser uses it, for suites that drive a real server (in this process or not).
import { setTimeout as sleep } from 'node:timers/promises';
import type { FakeGoogle } from '../../fake-google/fake-google';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** What a completed search found, as `POST /api/gmail/process/{id}` answers (the fields suites look at). */
export interface FoundContract {
  id: string;
  name: string;
  parties: string[];
}

export class ProductClient {
  constructor(
    readonly origin: string,
    public token?: string,
  ) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.origin}${path}`, { method, headers, body: payload, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (a PDF, an HTML page): keep the text
    }
    return { status: response.status, body: parsed as T };
  }

  /** Registers and signs in; keeps the token for later calls. */
  async signUp(email: string, password: string): Promise<string> {
    const registered = await this.call('POST', '/api/auth/register', { email, password });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
    const login = await this.call<{ token: string }>('POST', '/api/auth/login', { email, password });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    this.token = login.body.token;
    return this.token;
  }

  /** The personal-account consent dance, with the fake Google approving; answers the OAuth code used. */
  async connectPersonalAccount(google: FakeGoogle): Promise<string> {
    const { body } = await this.call<{ authUrl: string }>('GET', '/api/google/auth-url');
    const authUrl = new URL(body.authUrl);
    const state = authUrl.searchParams.get('state')!;
    const code = google.approve(state, authUrl.searchParams.get('redirect_uri')!);
    const callback = await this.call('GET', `/api/google/callback?${new URLSearchParams({ code, state })}`);
    if (callback.status !== 200) throw new Error(`callback: ${callback.status}`);
    return code;
  }

  uploadServiceAccountKey(key: unknown, workspaceEmail: string): Promise<Answer> {
    const form = new FormData();
    form.append('workspaceEmail', workspaceEmail);
    form.append('credentials', new Blob([JSON.stringify(key)]), 'key.json');
    return this.call('POST', '/api/google/upload-credentials', form);
  }

  /** Starts a search and polls it (every `pollMs`) until it is no longer PROCESSING; answers its last status. */
  async runSearch(
    criteria: Record<string, unknown>,
    { pollMs = 200, timeoutMs = 120_000 } = {},
  ): Promise<{ id: string; status: string; error: string | null }> {
    const started = await this.call<{ id: string }>('POST', '/api/gmail/search', criteria);
    if (started.status !== 202) throw new Error(`search: ${started.status} ${JSON.stringify(started.body)}`);
    return this.waitForSearch(started.body.id, { pollMs, timeoutMs });
  }

  /** A completed search's results. */
  async foundContracts(searchId: string): Promise<FoundContract[]> {
    const found = await this.call<{ contracts: FoundContract[] }>('POST', `/api/gmail/process/${searchId}`);
    if (found.status !== 200) throw new Error(`process: ${found.status} ${JSON.stringify(found.body)}`);
    return found.body.contracts;
  }

  async waitForSearch(
    id: string,
    { pollMs = 200, timeoutMs = 120_000 } = {},
  ): Promise<{ id: string; status: string; error: string | null }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await this.call<{ status: string; error: string | null }>('GET', `/api/gmail/search/${id}`);
      if (status.status === 200 && status.body.status !== 'PROCESSING') return { id, ...status.body };
      if (Date.now() > deadline) throw new Error(`search ${id} still ${status.body.status} after ${timeoutMs} ms`);
      await sleep(pollMs);
    }
  }
}
