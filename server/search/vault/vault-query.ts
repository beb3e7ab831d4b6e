import type { SearchPlan, VaultCorpus } from '../search-plan';
import { dayRange, quotedTerms } from '../queries';

/** The Query of a Vault export (vault.googleapis.com v1, matters.exports.create), as Google documents it. */
export interface VaultQuery {
  corpus: VaultCorpus;
  dataScope: SearchPlan['dataSource'];
  searchMethod: 'ENTIRE_ORG' | 'ACCOUNT';
  accountInfo?: { emails: string[] };
  terms: string;
  startTime?: string;
  endTime?: string;
  timeZone: string;
  mailOptions?: { excludeDrafts: boolean };
  hangoutsChatOptions?: { includeRooms: boolean };
  driveOptions?: { includeSharedDrives: boolean };
}

export function vaultQuery(plan: SearchPlan, corpus: VaultCorpus): VaultQuery {
  const { from, until } = dayRange(plan.startDay, plan.endDay, plan.zone);
  const query: VaultQuery = {
    corpus,
    dataScope: plan.dataSource,
    searchMethod: plan.accounts ? 'ACCOUNT' : 'ENTIRE_ORG',
    ...(plan.accounts ? { accountInfo: { emails: plan.accounts } } : {}),
    // Vault's terms use Gmail's operators, for every corpus.
    terms: quotedTerms(plan.keywords),
    timeZone: plan.zone,
    ...(from ? { startTime: from.toISOString() } : {}),
    ...(until ? { endTime: until.toISOString() } : {}),
  };
  if (corpus === 'MAIL') query.mailOptions = { excludeDrafts: plan.excludeDrafts };
  if (corpus === 'HANGOUTS_CHAT') query.hangoutsChatOptions = { includeRooms: true };
  if (corpus === 'DRIVE') query.driveOptions = { includeSharedDrives: true };
  return query;
}

/** Export options: mail, group and chat messages as MBOX (readable item by item), Drive files as they are. */
export function vaultExportOptions(corpus: VaultCorpus) {
  switch (corpus) {
    case 'MAIL':
      return { mailOptions: { exportFormat: 'MBOX' } };
    case 'GROUPS':
      return { groupsOptions: { exportFormat: 'MBOX' } };
    case 'HANGOUTS_CHAT':
      return { hangoutsChatOptions: { exportFormat: 'MBOX' } };
    default:
      return { driveOptions: { includeAccessInfo: false } };
  }
}
