import type { SearchPlan, VaultCorpus } from '../search-plan';
import { dayRange } from '../queries';

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

/**
 * Vault's search terms use Gmail's operators (for every corpus): each keyword a quoted phrase, so nothing a user
 * types acts as an operator; double quotes inside a keyword are dropped (there is no escape inside quotes).
 */
export function vaultTerms(keywords: string[]): string {
  const phrases = keywords
    .map((keyword) =>
      keyword
        .replace(/["\u201c\u201d]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .map((keyword) => `"${keyword}"`);
  return phrases.length === 1 ? phrases[0] : `(${phrases.join(' OR ')})`;
}

export function vaultQuery(plan: SearchPlan, corpus: VaultCorpus): VaultQuery {
  const { from, until } = dayRange(plan.startDay, plan.endDay, plan.zone);
  const query: VaultQuery = {
    corpus,
    dataScope: plan.dataSource,
    searchMethod: plan.accounts ? 'ACCOUNT' : 'ENTIRE_ORG',
    ...(plan.accounts ? { accountInfo: { emails: plan.accounts } } : {}),
    terms: vaultTerms(plan.keywords),
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
