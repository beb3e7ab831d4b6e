import { randomBytes } from 'node:crypto';

/** A mail as a test seeds it; `text` of an attachment is what Gmail's index would read inside it. */
export interface SeedMessage {
  subject: string;
  from?: string;
  body?: string;
  html?: string;
  /** Received at (ISO); defaults to now. */
  date?: string;
  /** Gmail labels (DRAFT, SPAM, ...), plus Vault's view: HELD, UNPROCESSED, and CHAT for a Chat message. */
  labels?: string[];
  attachments?: { filename: string; mimeType: string; content: Buffer; text?: string }[];
}

export interface SeedFile {
  name: string;
  mimeType: string;
  /** The file's bytes; for a Google Doc, what an export as PDF returns. */
  content: Buffer;
  /** What Drive's full-text index reads. */
  text?: string;
  modifiedTime?: string;
  trashed?: boolean;
  /** Vault's view: 'HELD' (under a hold), 'UNPROCESSED' (not yet indexed). */
  labels?: string[];
}

export interface StoredMessage extends SeedMessage {
  id: string;
  threadId: string;
  internalDate: number;
  attachmentIds: string[];
}

export interface StoredFile extends SeedFile {
  id: string;
  modifiedTime: string;
}

/** Every account's mail and files. */
export class Mailboxes {
  readonly messages = new Map<string, StoredMessage[]>();
  readonly files = new Map<string, StoredFile[]>();

  addMessage(account: string, seed: SeedMessage): StoredMessage {
    const id = randomBytes(8).toString('hex');
    const message: StoredMessage = {
      ...seed,
      id,
      threadId: id,
      internalDate: Date.parse(seed.date ?? new Date().toISOString()),
      attachmentIds: (seed.attachments ?? []).map(() => `ANGjdJ${randomBytes(12).toString('base64url')}`),
    };
    const list = this.messages.get(account.toLowerCase()) ?? [];
    list.push(message);
    this.messages.set(account.toLowerCase(), list);
    return message;
  }

  addFile(account: string, seed: SeedFile): StoredFile {
    const file: StoredFile = {
      ...seed,
      id: randomBytes(12).toString('base64url'),
      modifiedTime: seed.modifiedTime ?? new Date().toISOString(),
    };
    const list = this.files.get(account.toLowerCase()) ?? [];
    list.push(file);
    this.files.set(account.toLowerCase(), list);
    return file;
  }

  messagesOf(account: string): StoredMessage[] {
    return this.messages.get(account.toLowerCase()) ?? [];
  }

  filesOf(account: string): StoredFile[] {
    return this.files.get(account.toLowerCase()) ?? [];
  }

  clear(): void {
    this.messages.clear();
    this.files.clear();
  }
}
