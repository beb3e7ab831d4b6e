import type { SearchCriteriaBody } from './criteria';
import { SEARCH_MESSAGES } from './messages';
import { cleanKeywords, dayIn, dayRange, driveQuery, gmailQuery, isTimeZone } from './queries';
import dayjs from 'dayjs';

/** Criteria the server cannot search, with the reason the user reads. */
export class CriteriaError extends Error {}

/** Vault's corpora (what one export reads). */
export type VaultCorpus = 'MAIL' | 'DRIVE' | 'GROUPS' | 'HANGOUTS_CHAT';

export interface SearchPlan {
  description: string;
  /** Run through Google Vault: Groups, Chat, or held / unprocessed data. */
  vault: boolean;
  /** The Vault exports the search makes, one per corpus. */
  corpora: VaultCorpus[];
  dataSource: 'ALL_DATA' | 'HELD_DATA' | 'UNPROCESSED_DATA';
  keywords: string[];
  zone: string;
  startDay: string | null;
  endDay: string | null;
  mail: boolean;
  drive: boolean;
  /** null: every account the connection reaches (one for a personal account). */
  accounts: string[] | null;
  excludeDrafts: boolean;
  includeAllMatches: boolean;
  gmailQuery: string;
  driveQuery: string;
}

/** The criteria with the spec's defaults (section 3), checked and turned into Gmail and Drive queries. */
export function planSearch(criteria: SearchCriteriaBody): SearchPlan {
  const keywords = cleanKeywords(criteria.keywords);
  if (keywords.length === 0) throw new CriteriaError(SEARCH_MESSAGES.noKeywords);
  const zone = criteria.timeZone ?? 'UTC';
  if (!isTimeZone(zone)) throw new CriteriaError(SEARCH_MESSAGES.badTimeZone(zone));
  const service = criteria.service ?? 'MAIL';
  const dataSource = criteria.dataSource ?? 'ALL_DATA';
  const startDay = criteria.startDate ? dayIn(criteria.startDate, zone) : null;
  const endDay = criteria.endDate ? dayIn(criteria.endDate, zone) : null;
  if (startDay && endDay && dayjs(startDay).isAfter(dayjs(endDay)))
    throw new CriteriaError(SEARCH_MESSAGES.datesReversed);
  let accounts: string[] | null = null;
  if (criteria.entityType === 'SPECIFIC_ACCOUNTS') {
    accounts = [...new Set((criteria.specificAccounts ?? []).map((email) => email.trim().toLowerCase()))];
    if (accounts.length === 0) throw new CriteriaError(SEARCH_MESSAGES.specificAccountsMissing);
  }
  const excludeDrafts = criteria.excludeDrafts ?? true;
  const { from, until } = dayRange(startDay, endDay, zone);
  const corpora: VaultCorpus[] = service === 'ALL' ? ['MAIL', 'DRIVE'] : [service];
  return {
    description: criteria.description?.trim() || 'Contract Search',
    vault: service === 'GROUPS' || service === 'HANGOUTS_CHAT' || dataSource !== 'ALL_DATA',
    corpora,
    dataSource,
    keywords,
    zone,
    startDay,
    endDay,
    mail: service === 'MAIL' || service === 'ALL',
    drive: service === 'DRIVE' || service === 'ALL',
    accounts,
    excludeDrafts,
    includeAllMatches: criteria.includeAllMatches ?? false,
    gmailQuery: gmailQuery({ keywords, from, until, excludeDrafts }),
    driveQuery: driveQuery({ keywords, from, until }),
  };
}
