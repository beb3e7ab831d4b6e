import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './analyze';
import { MAILBOX_AS_OF, MAILBOX_DOCUMENTS } from './fixtures/mailbox-documents';

// The documents and what each should read are in fixtures/mailbox-documents.ts, where the trainer reads them too.
describe('documents as a mailbox holds them', () => {
  it.each(MAILBOX_DOCUMENTS)('reads %s', (_name, lines, expected) => {
    expect(analyzeContractText(lines.join('\n'), MAILBOX_AS_OF)).toMatchObject(expected);
  });
});
