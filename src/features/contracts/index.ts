// What other features may use of the contracts feature.
export { contractStatus, STATUS_COLORS, STATUS_LABELS } from './contract-status';
export { useContractDownload } from './use-contract-download';
