/** Ends a search FAILED; the message is what the user reads. */
export class SearchFailure extends Error {}
