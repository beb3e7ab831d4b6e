import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { JWT } from 'google-auth-library';
import type { CallGoogle } from '../../google/retry';
import type { VaultQuery } from './vault-query';

const VAULT = 'https://vault.googleapis.com/v1';
const STORAGE = 'https://storage.googleapis.com/storage/v1';

export interface VaultExport {
  id: string;
  status: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | string;
  stats?: { exportedArtifactCount?: string; totalArtifactCount?: string; sizeInBytes?: string };
  cloudStorageSink?: { files?: { bucketName: string; objectName: string; size?: string; md5Hash?: string }[] };
}

/**
 * The few Vault and Cloud Storage calls a search makes, through the authorised client's own request() (the
 * `googleapis` bundle that has a Vault client weighs 200 MB). Every call goes through `callGoogle` (retries).
 */
export class VaultClient {
  constructor(
    private readonly auth: JWT,
    private readonly callGoogle: CallGoogle,
  ) {}

  private async json<T>(method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<T> {
    const response = await this.callGoogle(() => this.auth.request<T>({ method, url, ...(data ? { data } : {}) }));
    return response.data;
  }

  async createMatter(name: string, description: string): Promise<string> {
    const matter = await this.json<{ matterId: string }>('POST', `${VAULT}/matters`, { name, description });
    return matter.matterId;
  }

  createExport(matterId: string, name: string, query: VaultQuery, exportOptions: object): Promise<VaultExport> {
    return this.json('POST', `${VAULT}/matters/${encodeURIComponent(matterId)}/exports`, {
      name,
      query,
      exportOptions,
    });
  }

  getExport(matterId: string, exportId: string): Promise<VaultExport> {
    return this.json('GET', `${VAULT}/matters/${encodeURIComponent(matterId)}/exports/${encodeURIComponent(exportId)}`);
  }

  /** Closes then deletes a matter (Vault deletes closed matters only). */
  async removeMatter(matterId: string): Promise<void> {
    const matter = `${VAULT}/matters/${encodeURIComponent(matterId)}`;
    await this.json('POST', `${matter}:close`, {});
    await this.json('DELETE', matter);
  }

  /** Streams one export file from Cloud Storage to disk: exports can be gigabytes. */
  async download(bucket: string, object: string, toFile: string): Promise<void> {
    const url = `${STORAGE}/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(object)}?alt=media`;
    await this.callGoogle(async () => {
      const response = await this.auth.request<Readable>({ url, responseType: 'stream' });
      await pipeline(response.data, fs.createWriteStream(toFile));
    });
  }
}
