/**
 * The roles a contract names its parties by and defines ("the Client", "the Contractor"): in lower case no one's name
 * ("our customers"), after "the" the party's, as a contract printed in capitals or written carelessly names it.
 */
export const PARTY_ROLES = String.raw`client|customer|contractor|consultant|supplier|vendor|provider|licensee|licensor|tenant|landlord|lessee|lessor|buyer|seller|purchaser|distributor|franchisee|franchisor|hirer|owner|employer|authority|council`;
