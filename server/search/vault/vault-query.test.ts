import { describe, expect, it } from 'vitest';
import { planSearch } from '../search-plan';
import { quotedTerms } from '../queries';
import { vaultExportOptions, vaultQuery } from './vault-query';

const plan = (overrides: Record<string, unknown> = {}) =>
  planSearch({ keywords: ['renewal', 'master agreement'], timeZone: 'America/Chicago', ...overrides });

describe('Vault queries', () => {
  it('maps the service to one export per corpus, and Vault-only criteria to a Vault search', () => {
    expect(plan({ service: 'ALL', dataSource: 'HELD_DATA' })).toMatchObject({
      vault: true,
      corpora: ['MAIL', 'DRIVE'],
    });
    expect(plan({ service: 'GROUPS' })).toMatchObject({ vault: true, corpora: ['GROUPS'] });
    expect(plan({ service: 'HANGOUTS_CHAT' })).toMatchObject({ vault: true, corpora: ['HANGOUTS_CHAT'] });
    expect(plan({ service: 'DRIVE', dataSource: 'UNPROCESSED_DATA' })).toMatchObject({
      vault: true,
      corpora: ['DRIVE'],
    });
    expect(plan({ service: 'MAIL' })).toMatchObject({ vault: false });
  });

  it('carries scope, accounts, quoted terms, the day range in the zone, and mail options', () => {
    const query = vaultQuery(
      plan({
        dataSource: 'HELD_DATA',
        entityType: 'SPECIFIC_ACCOUNTS',
        specificAccounts: ['Alice@Workspace.test'],
        startDate: '2025-01-01',
        endDate: '2025-01-31',
        excludeDrafts: false,
      }),
      'MAIL',
    );
    expect(query).toEqual({
      corpus: 'MAIL',
      dataScope: 'HELD_DATA',
      searchMethod: 'ACCOUNT',
      accountInfo: { emails: ['alice@workspace.test'] },
      terms: '("renewal" OR "master agreement")',
      timeZone: 'America/Chicago',
      startTime: '2025-01-01T06:00:00.000Z',
      endTime: '2025-02-01T06:00:00.000Z',
      mailOptions: { excludeDrafts: false },
    });
  });

  it('searches the whole organisation without accounts, and asks for rooms in Chat and shared drives in Drive', () => {
    const everyone = plan({ dataSource: 'UNPROCESSED_DATA' });
    expect(vaultQuery(everyone, 'HANGOUTS_CHAT')).toMatchObject({
      searchMethod: 'ENTIRE_ORG',
      hangoutsChatOptions: { includeRooms: true },
    });
    expect(vaultQuery(everyone, 'HANGOUTS_CHAT')).not.toHaveProperty('accountInfo');
    expect(vaultQuery(everyone, 'DRIVE')).toMatchObject({ driveOptions: { includeSharedDrives: true } });
    expect(vaultQuery(everyone, 'MAIL')).toMatchObject({ mailOptions: { excludeDrafts: true } });
  });

  it('quotes each keyword so none acts as an operator', () => {
    expect(quotedTerms(['a" OR from:boss "b'])).toBe('"a OR from:boss b"');
    expect(quotedTerms(['one'])).toBe('"one"');
  });

  it('exports messages as MBOX', () => {
    expect(vaultExportOptions('MAIL')).toEqual({ mailOptions: { exportFormat: 'MBOX' } });
    expect(vaultExportOptions('GROUPS')).toEqual({ groupsOptions: { exportFormat: 'MBOX' } });
    expect(vaultExportOptions('HANGOUTS_CHAT')).toEqual({ hangoutsChatOptions: { exportFormat: 'MBOX' } });
  });
});
