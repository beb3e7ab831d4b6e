// Preambles drafted in the style of CUAD's SEC filings, for checking the parties reader on names and layouts no
// development contract has: each is set at the head of a filing-like document (a title, recitals, clauses that name
// the parties by their roles, a notices clause with addresses and a person to attend, and, in two of three, signature
// blocks), read by the engine and scored with the development set's own scorer (scripts/eval-drafted-clauses.ts).
// Never fitted on. Both sets were written on 26 November 2026 before the first run; what was mended for the first is
// in the journal, the second was read once before any change.

/** A preamble and the names of its parties, as an annotator would list them (not their roles or short names). */
export type DraftedPreamble = [preamble: string, parties: string[]];

/** Read and studied: the engine's misses on these were mended (docs/analysis-journal.md). */
export const DRAFTED_PREAMBLES: DraftedPreamble[] = [
  [
    'This Software License Agreement (this "Agreement") is entered into as of March 3, 2015 (the "Effective Date"), by and between Northwind Analytics, Inc., a Delaware corporation ("Licensor"), and Bluefin Medical Systems LLC, a Minnesota limited liability company ("Licensee").',
    ['Northwind Analytics, Inc.', 'Bluefin Medical Systems LLC'],
  ],
  [
    'THIS DISTRIBUTION AGREEMENT is made this 12th day of June, 2009 by and between SOLARIS PHARMACEUTICALS CORP., a Nevada corporation with offices at 100 Main Street, Reno, Nevada ("Solaris"), and MEDIPHARM DISTRIBUCION S.A. DE C.V., a company organized under the laws of Mexico ("Distributor").',
    ['SOLARIS PHARMACEUTICALS CORP.', 'MEDIPHARM DISTRIBUCION S.A. DE C.V.'],
  ],
  [
    'This Agreement is made on 1 April 2018 BETWEEN: (1) KESTREL HOLDINGS LIMITED (company number 04567123) whose registered office is at 5 Fleet Place, London EC4M 7RD ("Kestrel"); and (2) ORCHARD DIGITAL MEDIA LIMITED (company number 08812345) whose registered office is at 22 Bank Street, Leeds LS1 5AT ("Orchard").',
    ['KESTREL HOLDINGS LIMITED', 'ORCHARD DIGITAL MEDIA LIMITED'],
  ],
  [
    'This Consulting Agreement (the "Agreement") is made effective as of January 15, 2020, by and between Helix Biotherapeutics, Inc. (the "Company") and Dr. Marcus J. Whitfield, an individual residing in San Diego, California ("Consultant").',
    ['Helix Biotherapeutics, Inc.', 'Marcus J. Whitfield'],
  ],
  [
    'This Joint Venture Agreement is entered into as of August 8, 2012 by and among Redwood Energy Partners, L.P., a Texas limited partnership, Cascade Midstream Holdings, LLC, a Delaware limited liability company, and Tidewater Pipeline Company, an Oklahoma corporation (each a "Party" and together the "Parties").',
    ['Redwood Energy Partners, L.P.', 'Cascade Midstream Holdings, LLC', 'Tidewater Pipeline Company'],
  ],
  [
    'This Co-Branding Agreement ("Agreement") is entered into as of May 1, 1999 ("Effective Date") between Netcentric Online, Inc. ("Netcentric"), with its principal place of business at 400 Howard Street, San Francisco, CA 94105, and Excelsior@Home Corporation ("Excelsior"), with its principal place of business at 450 Broadway, Redwood City, CA 94063.',
    ['Netcentric Online, Inc.', 'Excelsior@Home Corporation'],
  ],
  [
    'This Services Agreement is entered into as of October 2, 2001 between eVantage Communications Corp. ("eVantage"), a Delaware corporation, and iHamlet Inc. ("iHamlet"), a Delaware corporation.',
    ['eVantage Communications Corp.', 'iHamlet Inc.'],
  ],
  [
    'This Supply Agreement is made as of the 1st day of October, 2012, among Apex Nutrition Holdings, Inc. ("Apex"), its wholly owned subsidiary Apex Nutrition Manufacturing, LLC ("Apex Manufacturing" and, together with Apex, the "Company"), and GreenLeaf Botanicals Ltd. ("Supplier").',
    ['Apex Nutrition Holdings, Inc.', 'Apex Nutrition Manufacturing, LLC', 'GreenLeaf Botanicals Ltd.'],
  ],
  [
    'This Master Services Agreement is entered into by Quantum Freight Solutions, Inc. ("Client") and Meridian Logistics Group, LLC ("Service Provider") effective as of July 1, 2021.',
    ['Quantum Freight Solutions, Inc.', 'Meridian Logistics Group, LLC'],
  ],
  [
    'ADMINISTRATION AGREEMENT dated as of February 28, 2007 between THE BANK OF NEW YORK MELLON, as trustee (the "Trustee"), and ATLAS EQUIPMENT TRUST 2007-1, a Delaware statutory trust (the "Issuer").',
    ['THE BANK OF NEW YORK MELLON', 'ATLAS EQUIPMENT TRUST 2007-1'],
  ],
  [
    'This Employment Agreement (this "Agreement") is made and entered into as of September 1, 2016, by and between Vantage Offshore International, a Cayman Islands exempted company (the "Company"), and Douglas E. Stewart ("Executive").',
    ['Vantage Offshore International', 'Douglas E. Stewart'],
  ],
  [
    'This Endorsement Agreement is made as of the 5th day of March, 2014 between ProStar Golf Company, Inc. ("ProStar") and Lindsay Marie Kowalski, professional golfer ("Player").',
    ['ProStar Golf Company, Inc.', 'Lindsay Marie Kowalski'],
  ],
  [
    'This Web Hosting Agreement is between Digital Brook, Inc., located at 9625 West 76th Street, Eden Prairie, MN 55344 ("Digital Brook") and Cyber Bazaar Exchange, Inc. d/b/a C-Bazaar.com, located at 1 Market Plaza, San Francisco, CA 94105 ("Client"), and is effective as of November 1, 2000.',
    ['Digital Brook, Inc.', 'Cyber Bazaar Exchange, Inc.'],
  ],
  [
    'This Franchise Agreement is made and entered into this 20th day of August, 2010, by and between Jiffy Brands Franchising, LLC, a Florida limited liability company, hereinafter referred to as "Franchisor," and Ramesh Patel and Anita Patel, husband and wife, hereinafter collectively referred to as "Franchisee."',
    ['Jiffy Brands Franchising, LLC', 'Ramesh Patel', 'Anita Patel'],
  ],
  [
    'THIS AGREEMENT made as of the 3rd day of November, 2003.\nBETWEEN:\nMAPLE LEAF MINING CORP., a company incorporated under the laws of the Province of British Columbia\n(hereinafter called "Maple Leaf")\nAND:\nNORTHERN STAR RESOURCES LTD., a company incorporated under the laws of the Province of Alberta\n(hereinafter called "Northern Star")',
    ['MAPLE LEAF MINING CORP.', 'NORTHERN STAR RESOURCES LTD.'],
  ],
  [
    'This Sponsorship Agreement is made on June 1, 2017 between the University of Northern Plains Athletic Association ("UNPAA") and Rocky Mountain Teachers Credit Union ("Sponsor").',
    ['University of Northern Plains Athletic Association', 'Rocky Mountain Teachers Credit Union'],
  ],
  [
    'This Reseller Agreement ("Agreement") is effective as of June 10, 2019 ("Effective Date") by and between Zentrix Software GmbH, a German limited liability company having its registered seat in Munich, Germany ("Zentrix"), and DataBridge Solutions Pty Ltd (ACN 123 456 789), an Australian proprietary company ("Reseller").',
    ['Zentrix Software GmbH', 'DataBridge Solutions Pty Ltd'],
  ],
  [
    'This Collaboration and License Agreement is entered into effective as of December 1, 2017 by and between Arcturian Therapeutics Ltd., an Israeli company ("Arcturian"), and Jansen Biologics, Inc., a Pennsylvania corporation ("Jansen").',
    ['Arcturian Therapeutics Ltd.', 'Jansen Biologics, Inc.'],
  ],
  [
    'THIS LEASE AGREEMENT is made as of January 1, 2011 between 1250 Broadway Associates LLC, a New York limited liability company ("Landlord"), and Gotham Legal Services, P.C. ("Tenant").',
    ['1250 Broadway Associates LLC', 'Gotham Legal Services, P.C.'],
  ],
  [
    'This Marketing Agreement is made and entered into as of April 4, 2000 by and between AmeriNet Group, Inc. and its subsidiaries (collectively "AmeriNet") and NetSolace Technologies, Inc. ("NetSolace").',
    ['AmeriNet Group, Inc.', 'NetSolace Technologies, Inc.'],
  ],
  [
    'This Services Agreement (the "Agreement") is entered into as of March 15, 2022 by and between the City of Fort Collins, Colorado, a home rule municipality ("City"), and Brightline Traffic Systems, Inc. ("Contractor").',
    ['City of Fort Collins', 'Brightline Traffic Systems, Inc.'],
  ],
  [
    'This Strategic Alliance Agreement is made and entered into as of the 18th day of May, 2005, by and among SEBRING FINANCIAL CORP., a New York corporation ("Sebring"), MURIEL SEBRING & CO., INC., a Delaware corporation and a wholly-owned subsidiary of Sebring ("MSCO"), and KENNEDY CARLOW ACQUISITION, LLC, a Delaware limited liability company ("KCA").',
    ['SEBRING FINANCIAL CORP.', 'MURIEL SEBRING & CO., INC.', 'KENNEDY CARLOW ACQUISITION, LLC'],
  ],
  [
    'THIS AGREEMENT is dated 14 February 2019 and made BETWEEN: (1) Lumen Pharma Pte. Ltd., a company incorporated in Singapore with registration number 201912345K (the "Licensor"); and (2) Sentosa Health Sdn. Bhd., a company incorporated in Malaysia (the "Licensee").',
    ['Lumen Pharma Pte. Ltd.', 'Sentosa Health Sdn. Bhd.'],
  ],
  [
    'This Transition Services Agreement is entered into as of July 31, 2015 by and between Baxter Ridge Holdings Corporation, a Delaware corporation ("Parent"), and Baxalon Incorporated, a Delaware corporation ("SpinCo").',
    ['Baxter Ridge Holdings Corporation', 'Baxalon Incorporated'],
  ],
  [
    'This Agreement is entered into between Greenfield Organic Farms Cooperative, Inc. (the "Cooperative") and each of the growers listed on Schedule A (each a "Grower"), effective April 1, 2008.',
    ['Greenfield Organic Farms Cooperative, Inc.'],
  ],
];

/** Written with the first, read once: their figure is the one that tells whether a mend carries. */
export const DRAFTED_PREAMBLES_HELD_OUT: DraftedPreamble[] = [
  [
    'This Outsourcing Agreement is entered into on 2 January 2020 by and between Tarang Consultancy Services Limited, a company incorporated under the Companies Act, 1956, having its registered office at Mumbai, India ("TCS"), and Nordvik Bank Abp, a Finnish public limited company ("Nordvik").',
    ['Tarang Consultancy Services Limited', 'Nordvik Bank Abp'],
  ],
  [
    'This Trademark License Agreement is made as of the 9th day of July, 2013 by and between Kathy Lee Brands, Inc., a California corporation ("Licensor"), and Sunrise Apparel Group, LLC, a New York limited liability company ("Licensee").',
    ['Kathy Lee Brands, Inc.', 'Sunrise Apparel Group, LLC'],
  ],
  [
    'AGREEMENT made this 1st day of March, 1998, between DR. SAMUEL K. OKAFOR, residing at 12 Elm Court, Princeton, New Jersey ("Okafor") and NEUROGEN DIAGNOSTICS, INC., a Delaware corporation ("NeuroGen").',
    ['SAMUEL K. OKAFOR', 'NEUROGEN DIAGNOSTICS, INC.'],
  ],
  [
    'POWER PURCHASE AGREEMENT dated as of May 2, 2016. The parties to this Agreement are: Blue Ridge Power Cooperative, a North Carolina electric membership corporation ("Buyer"); and Piedmont Solar Farms, LLC, a Delaware limited liability company ("Seller").',
    ['Blue Ridge Power Cooperative', 'Piedmont Solar Farms, LLC'],
  ],
  [
    'This Hosting and Maintenance Agreement is entered into as of August 1, 2016 between Cloudway Systems, Inc. (formerly known as Cloudway Networks, Inc.), a Delaware corporation ("Cloudway"), and Harbor Tool Supply USA, Inc. ("Customer").',
    ['Cloudway Systems, Inc.', 'Harbor Tool Supply USA, Inc.'],
  ],
  [
    'This Agreement is made by and between Sierra Vista Brewing Co., a California corporation, and Stone Mill Distributors, Inc., a Colorado corporation, each individually a "Party" and together the "Parties", effective May 15, 2018.',
    ['Sierra Vista Brewing Co.', 'Stone Mill Distributors, Inc.'],
  ],
  [
    'THIS SUPPLY AGREEMENT (the "Agreement") is made on 30 June 2015 BETWEEN (1) ROYAL VELDHOVEN N.V., a company incorporated in the Netherlands, whose principal office is at Het Overloon 1, 6411 TE Heerlen ("Veldhoven") AND (2) BIOAMBERLINE INC., a Delaware corporation ("BioAmberline").',
    ['ROYAL VELDHOVEN N.V.', 'BIOAMBERLINE INC.'],
  ],
  [
    'This Agency Agreement is made as of September 9, 2014 among Pacific Crest Securities LLC (the "Agent"), Orion Solar Holdings Corp. (the "Company") and Lakeshore Capital Partners, L.P. (the "Selling Stockholder").',
    ['Pacific Crest Securities LLC', 'Orion Solar Holdings Corp.', 'Lakeshore Capital Partners, L.P.'],
  ],
  [
    'This Consulting Agreement is entered into effective as of October 1, 2022 (the "Effective Date") by and between Quill & Ink Media LLC ("Client") and Jonathan R. Abernathy-Smythe ("Consultant").',
    ['Quill & Ink Media LLC', 'Jonathan R. Abernathy-Smythe'],
  ],
  [
    'This Intellectual Property Matters Agreement is entered into as of March 31, 2008 between Hollis-Parker Company, a Delaware corporation ("Hollis-Parker"), and Agilon Instruments, Inc., a Delaware corporation ("Agilon").',
    ['Hollis-Parker Company', 'Agilon Instruments, Inc.'],
  ],
  [
    'This Content License Agreement ("Agreement") is made as of February 1, 2021 by and between The Regents of the University of California, on behalf of its Los Angeles campus ("University"), and StreamHive, Inc. ("Licensee").',
    ['Regents of the University of California', 'StreamHive, Inc.'],
  ],
  [
    'This Marketing Services Agreement is dated as of November 12, 2019 (the "Effective Date"), and is between 3D Printworks Corporation ("3D Printworks") and MakerWorks Labs, LLC ("MakerWorks").',
    ['3D Printworks Corporation', 'MakerWorks Labs, LLC'],
  ],
  [
    'This Exclusive Distribution Agreement is entered into as of 15 September 2011 by and between Shenzhen Huatai Electronics Co., Ltd., a company organized under the laws of the People\'s Republic of China ("Manufacturer"), and Volta Distribution B.V., a Dutch private limited company ("Distributor").',
    ['Shenzhen Huatai Electronics Co., Ltd.', 'Volta Distribution B.V.'],
  ],
  [
    'This Agreement, effective as of January 1, 2004, is entered into by and between Meditron, Inc., a Minnesota corporation, and its affiliates (collectively, "Meditron") and Cardio Sense Corporation ("CSC").',
    ['Meditron, Inc.', 'Cardio Sense Corporation'],
  ],
  [
    'THIS AMENDED AND RESTATED SERVICES AGREEMENT is made and entered into as of June 1, 2006, by and among GREYWELL & CO., LLC ("Greywell"), GREYWELL CAPITAL PARTNERS, LLC ("GCP") and GREYWELL & CO. HOLDINGS, LLC ("Holdings").',
    ['GREYWELL & CO., LLC', 'GREYWELL CAPITAL PARTNERS, LLC', 'GREYWELL & CO. HOLDINGS, LLC'],
  ],
];

/**
 * Written on 26 November 2026 after the mends of the first two sets and read once: preambles as text extracted from
 * a filing's PDF sets them out, with a cover page, names wrapped across lines, a page number or a "Source:" line
 * inside the preamble, parties on lines of their own, a labelled table, a lower-case name.
 */
export const DRAFTED_PREAMBLES_LAID_OUT: DraftedPreamble[] = [
  [
    'EXHIBIT 10.14\n\nEXCLUSIVE SUPPLY AGREEMENT\n\nbetween\n\nHARTWELL MEDICAL DEVICES, INC.\n\nand\n\nNOVAPLAST POLYMERS GMBH\n\nDated as of March 1, 2011\n\nEXCLUSIVE SUPPLY AGREEMENT\nThis Exclusive Supply Agreement (this "Agreement") is entered into as of March 1, 2011 by and between Hartwell Medical Devices, Inc., a Delaware corporation ("Hartwell"), and NovaPlast Polymers GmbH, a company organized under the laws of Germany ("Supplier").',
    ['Hartwell Medical Devices, Inc.', 'NovaPlast Polymers GmbH'],
  ],
  [
    'This Marketing Agreement (the "Agreement") is made as of July 14, 2008 by and between Bright Path Learning,\nSource: BRIGHT PATH LEARNING INC, 8-K, 7/20/2008\nInc., a Nevada corporation ("Company"), and Orbit Media Group LLC, a California limited liability company ("Marketer").',
    ['Bright Path Learning, Inc.', 'Orbit Media Group LLC'],
  ],
  [
    'THIS LICENSE AGREEMENT is entered into as of the 2nd day of May, 2017 (the "Effective Date") by and between SILVERLINE\nSOFTWARE SOLUTIONS, LLC, a Texas limited liability company ("Licensor"), and\nMERIDIAN HEALTH\nPARTNERS, P.A., a Florida professional association ("Licensee").',
    ['SILVERLINE SOFTWARE SOLUTIONS, LLC', 'MERIDIAN HEALTH PARTNERS, P.A.'],
  ],
  [
    'This Agreement is entered into by Cascade Outdoor Gear Co. and Alpine Retail Group, Inc. as of the date last signed below.',
    ['Cascade Outdoor Gear Co.', 'Alpine Retail Group, Inc.'],
  ],
  [
    'CONSULTING AGREEMENT\n1\nThis Consulting Agreement is made effective as of October 1, 2019 between Greystone Minerals Corp. (the "Company") and\nHarold P. Lindqvist (the "Consultant").',
    ['Greystone Minerals Corp.', 'Harold P. Lindqvist'],
  ],
  [
    'PURCHASE CONTRACT\nContract No. PRI-2016-044\nParty A: Shanghai Lianhe Trading Co., Ltd.\nAddress: 88 Century Avenue, Pudong, Shanghai\nParty B: Pacific Rim Imports LLC\nAddress: 200 Harbor Way, Seattle, WA 98101\nParty A and Party B agree to the following terms on June 8, 2016.',
    ['Shanghai Lianhe Trading Co., Ltd.', 'Pacific Rim Imports LLC'],
  ],
  [
    'AGREEMENT\n\nTHIS AGREEMENT, made and entered into this 15th day of January, 1997, by and between\nFIRST COMMONWEALTH BANK, a Virginia banking corporation, hereinafter called "Bank",\nand\nDATAQUEST PROCESSING SERVICES, INC., a Virginia corporation, hereinafter called "DPS".',
    ['FIRST COMMONWEALTH BANK', 'DATAQUEST PROCESSING SERVICES, INC.'],
  ],
  [
    'This Reseller Agreement is entered into as of June 5, 2014 between salesfusion, inc., a Georgia corporation ("Salesfusion"), and Vertex Digital Partners LLC ("Reseller").',
    ['salesfusion, inc.', 'Vertex Digital Partners LLC'],
  ],
  [
    'This Joint Development Agreement is entered into on this 1st day of August, 2013, by and among: Kyoto Optics Co., Ltd., a Japanese corporation; Lumenis Photonics Inc., a Delaware corporation; and Zeiss-Marlow Precision AG, a Swiss company.',
    ['Kyoto Optics Co., Ltd.', 'Lumenis Photonics Inc.', 'Zeiss-Marlow Precision AG'],
  ],
  [
    'THIS AGREEMENT is made the 4th day of April 2001\nBETWEEN\nANGLO-PACIFIC RESOURCES PLC\nof 1 Cornhill, London EC3V 3ND ("APR")\nAND\nTASMAN GOLD MINES PTY LIMITED\nof 45 Collins Street, Melbourne, Victoria ("Tasman")',
    ['ANGLO-PACIFIC RESOURCES PLC', 'TASMAN GOLD MINES PTY LIMITED'],
  ],
  [
    'This Services Agreement is made as of September 1, 2020 by and between Harris and Mercer Engineering, LLP ("Engineer") and Sunbelt Water and Sewer Authority ("Authority").',
    ['Harris and Mercer Engineering, LLP', 'Sunbelt Water and Sewer Authority'],
  ],
  [
    'Page 1 of 14\nCONFIDENTIAL\nSOFTWARE DEVELOPMENT AGREEMENT\nThis Software Development Agreement is entered into as of February 2, 2004 by and between Ridgeway Interactive, Inc., a Washington corporation with offices at 1200 Fifth Avenue, Seattle, Washington 98101 ("Developer"), and\nPage 2 of 14\nCONFIDENTIAL\nTrident Games Publishing Ltd., a company incorporated in England and Wales ("Publisher").',
    ['Ridgeway Interactive, Inc.', 'Trident Games Publishing Ltd.'],
  ],
];

/**
 * Written on 26 November 2026 (a new session) and read once before any change: preambles of filings with redactions
 * ("[***]" for a date, an address, a fee) and the legends that announce them, each set in a filing whose signature
 * blocks stand side by side, as a two-column page comes out of a PDF (both names on one line).
 */
export const DRAFTED_PREAMBLES_REDACTED: DraftedPreamble[] = [
  [
    'CONFIDENTIAL TREATMENT REQUESTED\nThis Supply Agreement (the "Agreement") is entered into as of [***], 2012 by and between Corbel Therapeutics, Inc., a Delaware corporation ("Corbel"), and Brightwater Contract Manufacturing Ltd., an Irish company ("Manufacturer").',
    ['Corbel Therapeutics, Inc.', 'Brightwater Contract Manufacturing Ltd.'],
  ],
  [
    'This Collaboration Agreement is made as of May 4, 2016 (the "Effective Date") between Altamira Genomics, Inc., having a place of business at [***] ("Altamira"), and Petrel Bio Sciences B.V., having its registered office at [***], the Netherlands ("Petrel").',
    ['Altamira Genomics, Inc.', 'Petrel Bio Sciences B.V.'],
  ],
  [
    'Certain portions of this exhibit have been omitted pursuant to a request for confidential treatment and filed separately with the Commission. Omitted portions are indicated by [*].\nMASTER SERVICES AGREEMENT\nThis Master Services Agreement is entered into as of October 1, 2007 by and between Quillon Financial Corporation ("Client") and Staghorn Technologies, Inc. ("Contractor").',
    ['Quillon Financial Corporation', 'Staghorn Technologies, Inc.'],
  ],
  [
    'THIS LICENSE AGREEMENT (the "Agreement") is made and entered into effective as of the 9th day of March, 2010, by and between LUMINA DISPLAY TECHNOLOGIES LTD., a corporation organized under the laws of Israel, with offices at ***** (hereinafter "Lumina"), and HARBORVIEW ELECTRONICS CORP., a Delaware corporation (hereinafter "Licensee").',
    ['LUMINA DISPLAY TECHNOLOGIES LTD.', 'HARBORVIEW ELECTRONICS CORP.'],
  ],
  [
    'This Agreement is dated [**] 2015 and is made between (1) Pembroke Capital Partners LLP, a limited liability partnership ("Pembroke"); (2) Ashdown Estates Limited ("Ashdown"); and (3) Ravensworth Property Trust plc ("Ravensworth").',
    ['Pembroke Capital Partners LLP', 'Ashdown Estates Limited', 'Ravensworth Property Trust plc'],
  ],
  [
    'This Content License Agreement is entered into as of April 1, 2019 between StreamWave Media, Inc., a Delaware corporation (together with its Affiliates, "StreamWave"), and Moonrise Pictures, LLC, a California limited liability company ("Licensor").',
    ['StreamWave Media, Inc.', 'Moonrise Pictures, LLC'],
  ],
  [
    'THIS SERVICES AGREEMENT dated as of July 1, 2003 (this "Agreement") is between WESTBROOK HEALTHCARE SERVICES, INC., an Ohio corporation ("Westbrook"), and MEDIBILL SOLUTIONS, L.L.C., an Ohio limited liability company ("MediBill"), for billing services at a fee of $[***] per claim.',
    ['WESTBROOK HEALTHCARE SERVICES, INC.', 'MEDIBILL SOLUTIONS, L.L.C.'],
  ],
  [
    'This Distribution Agreement is entered into on [***] by and between Nordvik Marine AS, a Norwegian company (the "Manufacturer"), and Gulfstream Boat Sales, Inc., a Florida corporation (the "Distributor"), each a "Party".',
    ['Nordvik Marine AS', 'Gulfstream Boat Sales, Inc.'],
  ],
  [
    'Execution Version\nThis Sponsorship Agreement is made as of January 20, 2018 between the Metropolitan Arts Foundation, a New York not-for-profit corporation (the "Foundation"), and Kinetic Beverages Inc. (the "Sponsor").',
    ['Metropolitan Arts Foundation', 'Kinetic Beverages Inc.'],
  ],
  [
    'This Agreement is made on 14 February 2021 between Oakridge Clinical Laboratories Inc. ("Oakridge") and Dr. Samantha Ellis-Ward ("Investigator").',
    ['Oakridge Clinical Laboratories Inc.', 'Samantha Ellis-Ward'],
  ],
];

/** A preamble with the day the contract takes effect, where another date competes with it. */
export type DraftedDatedPreamble = [preamble: string, parties: string[], effectiveDate: string];

/**
 * Written on 26 November 2026 and read once: preambles whose effective date is not their only date (the date of
 * signing, of an amended agreement, a cover line), and one counted from another ("the first day of the calendar month
 * following the Agreement Date").
 */
export const DRAFTED_DATED_PREAMBLES: DraftedDatedPreamble[] = [
  [
    'This Amendment No. 2 (this "Amendment") is entered into as of June 1, 2018 by and between Corvid Analytics, Inc. ("Corvid") and Halyard Shipping LLC ("Halyard"), and amends the Services Agreement between them dated March 15, 2012 (the "Agreement").',
    ['Corvid Analytics, Inc.', 'Halyard Shipping LLC'],
    '2018-06-01',
  ],
  [
    'This Agreement is made on 5 May 2019 between Fenwick Retail Limited ("Fenwick") and Osprey Logistics Limited ("Osprey") and shall come into force on 1 July 2019 (the "Commencement Date").',
    ['Fenwick Retail Limited', 'Osprey Logistics Limited'],
    '2019-07-01',
  ],
  [
    'This Services Agreement is entered into on January 10, 2020, to be effective as of January 1, 2020 (the "Effective Date"), by and between Lattice Health Systems, Inc. ("Client") and Beacon Staffing Group, LLC ("Provider").',
    ['Lattice Health Systems, Inc.', 'Beacon Staffing Group, LLC'],
    '2020-01-01',
  ],
  [
    'This License Agreement (the "Agreement") is effective as of the 1st day of February, 2016 (the "Effective Date") by and between Quarry Software Ltd. ("Licensor") and Tessellate Media, Inc. ("Licensee").',
    ['Quarry Software Ltd.', 'Tessellate Media, Inc.'],
    '2016-02-01',
  ],
  [
    'EFFECTIVE DATE: 15 August 2022\nSUPPLY AGREEMENT\nThis Supply Agreement is made on 10 August 2022 between Marlow Foods Limited ("Buyer") and Ardent Packaging Limited ("Supplier").',
    ['Marlow Foods Limited', 'Ardent Packaging Limited'],
    '2022-08-15',
  ],
  [
    'This Agreement is entered into as of 12/01/2019 by and between Pinnacle Dental Partners, LLC ("Practice") and ClearView Imaging Corp. ("Vendor").',
    ['Pinnacle Dental Partners, LLC', 'ClearView Imaging Corp.'],
    '2019-12-01',
  ],
  [
    'This Agreement is made and entered into this 30th day of September, 2005, and shall be effective as of October 1, 2005 (the "Effective Date"), by and between Redstone Utilities Company ("Redstone") and Gridline Metering, Inc. ("Gridline").',
    ['Redstone Utilities Company', 'Gridline Metering, Inc.'],
    '2005-10-01',
  ],
  [
    'The parties, Aurora Biologics GmbH ("Aurora") and Calder Clinical Research Ltd. ("Calder"), enter into this Clinical Services Agreement with effect from 1 January 2014, although it is signed on 20 February 2014.',
    ['Aurora Biologics GmbH', 'Calder Clinical Research Ltd.'],
    '2014-01-01',
  ],
  [
    'This Amended and Restated License Agreement is entered into as of April 30, 2010 (the "Restatement Date") by and between Kestrel Pharma, Inc. ("Kestrel") and Northgate Laboratories Ltd. ("Northgate"), and amends and restates in its entirety the License Agreement between them dated as of May 1, 2004.',
    ['Kestrel Pharma, Inc.', 'Northgate Laboratories Ltd.'],
    '2010-04-30',
  ],
  [
    'DATED: November 3, 1999\nMARKETING AGREEMENT\nThis Marketing Agreement is entered into between Sable Interactive, Inc. ("Sable") and Wexford Media Group, LLC ("Wexford").',
    ['Sable Interactive, Inc.', 'Wexford Media Group, LLC'],
    '1999-11-03',
  ],
  [
    'This Distribution Agreement is dated as of the 22nd day of March, 2011 (the "Agreement Date") and is effective as of the first day of the calendar month following the Agreement Date, by and between Halcyon Instruments Corp. ("Halcyon") and Delmar Scientific Supply, Inc. ("Distributor").',
    ['Halcyon Instruments Corp.', 'Delmar Scientific Supply, Inc.'],
    '2011-04-01',
  ],
  [
    'This Software Maintenance Agreement, effective as of the date of the Purchase Agreement dated July 7, 2015 between the parties, is entered into by Orion Data Systems, Inc. ("Orion") and Meadowbrook Insurance Company ("Customer").',
    ['Orion Data Systems, Inc.', 'Meadowbrook Insurance Company'],
    '2015-07-07',
  ],
];

/**
 * Written on 27 November 2026 (a ninth session) before the first run and read once: preambles whose parties are many
 * or named in ways that cost recall: four parties "among" them, a trust acting by its trustee, a partnership by its
 * general partner, a university's regents, a government agency, names with "&", a party named again as a guarantor,
 * an individual with a middle initial and a suffix, parties listed under a heading with their roles before them.
 */
export const DRAFTED_PREAMBLES_MANY: DraftedPreamble[] = [
  [
    'This Stockholders Agreement is entered into as of March 4, 2009 by and among Larkspur Therapeutics, Inc., a Delaware corporation (the "Company"), Meridian Venture Partners III, L.P. ("Meridian"), Oxbow Healthcare Fund, L.P. ("Oxbow") and Granite Peak Capital LLC ("Granite").',
    [
      'Larkspur Therapeutics, Inc.',
      'Meridian Venture Partners III, L.P.',
      'Oxbow Healthcare Fund, L.P.',
      'Granite Peak Capital LLC',
    ],
  ],
  [
    'This Lease Agreement is made as of June 1, 2012 between Wilmington Savings Fund Society, FSB, not in its individual capacity but solely as trustee of the Harcourt Family Trust ("Landlord"), and Bellweather Foods, Inc. ("Tenant").',
    ['Wilmington Savings Fund Society, FSB', 'Bellweather Foods, Inc.'],
  ],
  [
    'This Management Agreement is entered into as of January 1, 2015 by and between Copper Canyon Apartments, L.P., a Texas limited partnership, by its general partner, Copper Canyon GP, LLC ("Owner"), and Ridgeline Residential Services, Inc. ("Manager").',
    ['Copper Canyon Apartments, L.P.', 'Ridgeline Residential Services, Inc.'],
  ],
  [
    'This Research Agreement is made as of September 15, 2017 between The Regents of the University of California, on behalf of its San Diego campus ("University"), and Kelpwave Biosciences, Inc. ("Sponsor").',
    ['The Regents of the University of California', 'Kelpwave Biosciences, Inc.'],
  ],
  [
    'This Cooperative Agreement is entered into as of April 2, 2011 by and between the Texas Department of Transportation ("TxDOT") and Lone Star Toll Systems, LLC ("Contractor").',
    ['Texas Department of Transportation', 'Lone Star Toll Systems, LLC'],
  ],
  [
    'This Engagement Agreement is made as of February 20, 2019 between Barrow, Finch & Tate LLP ("Counsel") and Brightwater Marine Holdings, Inc. ("Client").',
    ['Barrow, Finch & Tate LLP', 'Brightwater Marine Holdings, Inc.'],
  ],
  [
    'This Supply Agreement is entered into as of July 7, 2008 by and among Castellan Steel Corp. ("Supplier"), Ferro Fabrication Works, Inc. ("Buyer") and Castellan Industries, Inc., the parent of Supplier ("Guarantor").',
    ['Castellan Steel Corp.', 'Ferro Fabrication Works, Inc.', 'Castellan Industries, Inc.'],
  ],
  [
    'This Employment Agreement is entered into as of May 1, 2016 between Northgate Bancorp, Inc. (the "Company") and Robert J. Whitaker, Jr. (the "Executive").',
    ['Northgate Bancorp, Inc.', 'Robert J. Whitaker, Jr.'],
  ],
  [
    'PARTIES: (1) Licensor: Halden Imaging AS, a Norwegian company; (2) Licensee: Crestview Radiology Partners, P.C., a Pennsylvania professional corporation. This License Agreement is effective as of October 1, 2020.',
    ['Halden Imaging AS', 'Crestview Radiology Partners, P.C.'],
  ],
  [
    'This Joint Development Agreement is entered into as of November 30, 2013 by and among Aeron Avionics Corporation ("Aeron"), Skyward Composites, Inc. ("Skyward"), and Tern Aerospace GmbH ("Tern") (each a "Party").',
    ['Aeron Avionics Corporation', 'Skyward Composites, Inc.', 'Tern Aerospace GmbH'],
  ],
  [
    'This Consulting Agreement is made as of August 8, 2010 between Quillon Energy Corp. ("Quillon") and Margaret A. O\'Neill-Park, an individual ("Consultant").',
    ['Quillon Energy Corp.', "Margaret A. O'Neill-Park"],
  ],
  [
    'This Marketing Agreement is entered into as of March 12, 2003 between Sterling & Vance Co. ("Sterling") and A.B.C. Outdoor Media, Inc. ("ABC").',
    ['Sterling & Vance Co.', 'A.B.C. Outdoor Media, Inc.'],
  ],
];

/**
 * Written on 27 November 2026 (a ninth session) before the first run and read once: dates written as other
 * jurisdictions and older filings write them ("dated for reference", "executed on this 3rd day of January 2011 at
 * Mumbai", "15.03.2012", "Dated this 9th day of May, 2006" above "BETWEEN:", "made effective the first day of
 * January, 1998", an ISO date on a cover line, an effective date given by a definition after the preamble).
 */
export const DRAFTED_DATED_PREAMBLES_2: DraftedDatedPreamble[] = [
  [
    'THIS AGREEMENT dated for reference the 14th day of February, 2017 BETWEEN: CEDARLINE MINERALS LTD., a company incorporated under the laws of British Columbia ("Cedarline") AND: NORTHERN ASSAY SERVICES INC., a company incorporated under the laws of Ontario ("Assay")',
    ['CEDARLINE MINERALS LTD.', 'NORTHERN ASSAY SERVICES INC.'],
    '2017-02-14',
  ],
  [
    'This Technology Services Agreement is executed on this 3rd day of January 2011 at Mumbai by and between Vistara Infotech Private Limited, a company incorporated under the Companies Act, 1956 (hereinafter referred to as "Vistara") and Greylock Payments, Inc., a Delaware corporation (hereinafter referred to as "Greylock").',
    ['Vistara Infotech Private Limited', 'Greylock Payments, Inc.'],
    '2011-01-03',
  ],
  [
    'Distribution Agreement dated 15.03.2012 between Haller Medizintechnik GmbH, Frankfurt am Main, Germany ("Haller") and Sanitaria Forniture S.p.A., Milan, Italy ("Distributor").',
    ['Haller Medizintechnik GmbH', 'Sanitaria Forniture S.p.A.'],
    '2012-03-15',
  ],
  [
    'DATED this 9th day of May, 2006\nBETWEEN:\nPORTLAND HARBOUR HOLDINGS LIMITED (the "Owner")\nAND:\nMERIDIAN TERMINAL OPERATORS LTD. (the "Operator")',
    ['PORTLAND HARBOUR HOLDINGS LIMITED', 'MERIDIAN TERMINAL OPERATORS LTD.'],
    '2006-05-09',
  ],
  [
    'This Agreement is made effective the first day of January, 1998, by and between Bramble Foods Company, a Wisconsin corporation ("Bramble"), and Sterling Cold Storage, Inc., an Illinois corporation ("Sterling").',
    ['Bramble Foods Company', 'Sterling Cold Storage, Inc.'],
    '1998-01-01',
  ],
  [
    'Agreement date: 2021-06-30\nCLOUD HOSTING AGREEMENT\nThis Cloud Hosting Agreement is between Alderbank Software Oy ("Provider") and Tamsin Retail Group plc ("Customer").',
    ['Alderbank Software Oy', 'Tamsin Retail Group plc'],
    '2021-06-30',
  ],
  [
    'As of this 1st day of October, 2000 (the "Effective Date"), MONARCH BANCORP, INC., a California corporation ("Monarch"), and FIRSTLINE DATA PROCESSING CORP., a Texas corporation ("Processor"), hereby agree as follows:',
    ['MONARCH BANCORP, INC.', 'FIRSTLINE DATA PROCESSING CORP.'],
    '2000-10-01',
  ],
  [
    'This Agreement is made on the 2nd of November 2015 (hereinafter referred to as the "Agreement") by and between Solent Marine Engineering Ltd ("Solent") and Kittiwake Offshore AS ("Kittiwake").',
    ['Solent Marine Engineering Ltd', 'Kittiwake Offshore AS'],
    '2015-11-02',
  ],
  [
    'This Supply Agreement (the "Agreement") is entered into as of the Effective Date by and between Larchmont Polymers, Inc. ("Larchmont") and Quayside Packaging Corp. ("Buyer"). "Effective Date" means April 15, 2016.',
    ['Larchmont Polymers, Inc.', 'Quayside Packaging Corp.'],
    '2016-04-15',
  ],
  [
    'THIS MANAGEMENT AGREEMENT (the "Agreement") is made and entered into effective as of July 1, 2008, notwithstanding the date of its execution, by and among Saguaro Hospitality Trust, a Maryland real estate investment trust ("Owner"), and Pinecrest Hotel Management, LLC, a Delaware limited liability company ("Manager").',
    ['Saguaro Hospitality Trust', 'Pinecrest Hotel Management, LLC'],
    '2008-07-01',
  ],
  [
    'THIS CONSULTING AGREEMENT is entered into on the date last written below and is effective as of March 1, 2019 (the "Effective Date"), by and between Oakmere Therapeutics, Inc. ("Company") and Dr. Helena R. Voss ("Consultant").',
    ['Oakmere Therapeutics, Inc.', 'Helena R. Voss'],
    '2019-03-01',
  ],
  [
    'This Master Purchase Agreement, dated June 12, 2014 and effective on the first day of the month following its execution (the "Effective Date"), is between Briarwood Electronics, Inc. ("Buyer") and Kinsale Components Ltd. ("Seller").',
    ['Briarwood Electronics, Inc.', 'Kinsale Components Ltd.'],
    '2014-07-01',
  ],
];

/**
 * Written on 26 November 2026 (a new session, later) and read once before any change: parties named with another
 * name or a capacity beside their own ("d/b/a", "formerly known as", "acting through its", "on behalf of itself and
 * its Affiliates", "as agent for"), which are not parties of their own.
 */
export const DRAFTED_PREAMBLES_ALIASED: DraftedPreamble[] = [
  [
    'This Services Agreement is entered into as of April 2, 2018 by and between Redline Auto Group, Inc. d/b/a Redline Motors, a Texas corporation ("Client"), and Spark Digital Marketing LLC ("Agency").',
    ['Redline Auto Group, Inc.', 'Spark Digital Marketing LLC'],
  ],
  [
    'This License Agreement is made as of January 9, 2014 between Aurelia Therapeutics, Inc. (formerly known as Aurelia Biosciences, Inc.), a Delaware corporation ("Licensee"), and the Board of Regents of the University of Wisconsin System ("Licensor").',
    ['Aurelia Therapeutics, Inc.', 'Board of Regents of the University of Wisconsin System'],
  ],
  [
    'This Supply Agreement is entered into as of July 1, 2009 by and between Hollis Foods Corporation, acting through its Frozen Division ("Buyer"), and Cold Chain Packaging Ltd. ("Supplier").',
    ['Hollis Foods Corporation', 'Cold Chain Packaging Ltd.'],
  ],
  [
    'This Master Purchase Agreement is made as of October 12, 2016 between Orbis Retail Holdings, Inc., on behalf of itself and its Affiliates ("Orbis"), and Lumen Lighting Co., Ltd. ("Vendor").',
    ['Orbis Retail Holdings, Inc.', 'Lumen Lighting Co., Ltd.'],
  ],
  [
    'This Management Agreement is entered into as of March 15, 2011 by and between Beacon Hospitality Partners, L.P., by its general partner Beacon GP, LLC ("Owner"), and Harborline Hotel Management, Inc. ("Manager").',
    ['Beacon Hospitality Partners, L.P.', 'Harborline Hotel Management, Inc.'],
  ],
  [
    'This Agreement is made as of May 20, 2020 between Northgate Capital Funding LLC, as agent for the Lenders ("Agent"), and Tern Logistics Corp. ("Borrower").',
    ['Northgate Capital Funding LLC', 'Tern Logistics Corp.'],
  ],
  [
    'This Distribution Agreement is entered into as of September 3, 2007 by and between Vireo Labs, Inc. (f/k/a Vireo Diagnostics, Inc.) ("Vireo") and MedSource Distribution LLC ("Distributor").',
    ['Vireo Labs, Inc.', 'MedSource Distribution LLC'],
  ],
  [
    'This Sublicense Agreement is made as of February 14, 2019 between Polaris Media Group, Inc., a wholly owned subsidiary of Polaris Holdings plc ("Sublicensor"), and Quill & Ink Publishing LLC ("Sublicensee").',
    ['Polaris Media Group, Inc.', 'Quill & Ink Publishing LLC'],
  ],
  [
    'This Consulting Agreement is entered into as of June 6, 2022 by and between Westbrook Energy Corp. ("Company") and Anders Lindgren, doing business as Lindgren Advisory ("Consultant").',
    ['Westbrook Energy Corp.', 'Anders Lindgren'],
  ],
  [
    'This Trademark License Agreement is made as of August 30, 2013 between Hearth & Home Brands LLC, successor in interest to Hearth Brands Inc. ("Licensor"), and Kinsey Housewares, Inc. ("Licensee").',
    ['Hearth & Home Brands LLC', 'Kinsey Housewares, Inc.'],
  ],
];

/**
 * Written on 26 November 2026 (a new session, later) and read once before any change: more of what a PDF's text layer
 * does to a preamble: a name hyphenated across lines, a labelled table of parties, line numbers down the margin, a
 * running header between the lines, a title spaced out letter by letter.
 */
export const DRAFTED_PREAMBLES_LAID_OUT_2: DraftedPreamble[] = [
  [
    'This Collaboration Agreement is entered into as of May 5, 2015 by and between Meridian Biopharma-\nceuticals, Inc., a Delaware corporation ("Meridian"), and Tokai Chemical Industries, Ltd., a Japanese corporation ("Tokai").',
    ['Meridian Biopharmaceuticals, Inc.', 'Tokai Chemical Industries, Ltd.'],
  ],
  [
    'SERVICES AGREEMENT\nDate: March 1, 2019\nCustomer: Ridgefield Credit Union\nAddress: 40 Main Street, Ridgefield, CT 06877\nService Provider: Atlas Core Banking Solutions, Inc.\nAddress: 900 Lake Shore Drive, Chicago, IL 60611\nThe Customer and the Service Provider agree as follows.',
    ['Ridgefield Credit Union', 'Atlas Core Banking Solutions, Inc.'],
  ],
  [
    '1 LICENSE AGREEMENT\n2 This License Agreement is made as of June 30, 2012 by and between\n3 Silverpoint Software Corporation, a Washington corporation ("Licensor"),\n4 and Corvallis Medical Group, P.C., an Oregon professional corporation\n5 ("Licensee").',
    ['Silverpoint Software Corporation', 'Corvallis Medical Group, P.C.'],
  ],
  [
    'This Manufacturing Agreement is made as of November 11, 2004 between Pinecrest Nutraceuticals, LLC, a Utah\nConfidential - Execution Copy\nlimited liability company ("Pinecrest"), and Valley Softgel Manufacturing, Inc., a California corporation ("Manufacturer").',
    ['Pinecrest Nutraceuticals, LLC', 'Valley Softgel Manufacturing, Inc.'],
  ],
  [
    'S U P P L Y   A G R E E M E N T\nThis Supply Agreement is entered into as of January 4, 2021 by and between Granite Peak Brewing Company ("Buyer") and Cascade Hop Growers Cooperative ("Seller").',
    ['Granite Peak Brewing Company', 'Cascade Hop Growers Cooperative'],
  ],
  [
    'This Agreement is made on 3 March 2017\nBETWEEN:\n(1)\nHALDEN ENGINEERING LIMITED, a company incorporated in England and Wales with company number 03345678 ("Halden"); and\n(2)\nNORDSJO OFFSHORE AS, a company incorporated in Norway ("Nordsjo").',
    ['HALDEN ENGINEERING LIMITED', 'NORDSJO OFFSHORE AS'],
  ],
  [
    'This Marketing Services Agreement (the "Agreement") is made and entered into as of September 15, 2010 (the "Effective Date"), by and between BlueWave Interactive, Inc.,\n\na Nevada corporation ("BlueWave"), and\n\nSunCoast Travel Network, LLC, a Florida limited liability company ("SunCoast").',
    ['BlueWave Interactive, Inc.', 'SunCoast Travel Network, LLC'],
  ],
  [
    'Exhibit 10.3\n\nEXECUTION VERSION\n\nAMENDED AND RESTATED SERVICES AGREEMENT\n\nThis Amended and Restated Services Agreement is entered into as of December 1, 2016 among Kinetic Power Holdings, Inc. ("Holdings"), Kinetic Power Operating LLC ("OpCo") and Ironwood Field Services, L.L.C. ("Service Provider").',
    ['Kinetic Power Holdings, Inc.', 'Kinetic Power Operating LLC', 'Ironwood Field Services, L.L.C.'],
  ],
];

/**
 * A contract that takes effect when it is signed: its undated preamble, its parties, the clause that says so, the
 * date each party signs on (in the parties' order, as written in its signature block), and the day it takes effect.
 */
export type DraftedSignedPreamble = [
  preamble: string,
  parties: string[],
  clause: string,
  signedOn: string[],
  effectiveDate: string,
  /** Each block's date on a line of its own above its label ("24 OCT 2011" over "Place Date"), as printed forms set it. */
  dateAbove?: boolean,
];

/**
 * Written on 26 November 2026 (a new session) and read once before any change: contracts effective on the day the
 * last party signs (or the day after), in the words modern contracts use, with the dates in the signature blocks in
 * several formats.
 */
export const DRAFTED_SIGNED_PREAMBLES: DraftedSignedPreamble[] = [
  [
    'This Services Agreement is entered into by and between Harlow Logistics, Inc. ("Client") and Fernway Systems LLC ("Vendor").',
    ['Harlow Logistics, Inc.', 'Fernway Systems LLC'],
    'This Agreement shall become effective on the date on which it has been signed by both parties (the "Effective Date").',
    ['March 3, 2021', 'March 9, 2021'],
    '2021-03-09',
  ],
  [
    'This Agreement is made between Quayside Marine Ltd ("Quayside") and Ostrander Boatworks Inc. ("Ostrander").',
    ['Quayside Marine Ltd', 'Ostrander Boatworks Inc.'],
    'This Agreement shall enter into effect on the date it is signed by both parties as shown below.',
    ['12 May 2016', '17 May 2016'],
    '2016-05-17',
  ],
  [
    'This Master Subscription Agreement is made between Cobalt Analytics, Inc. and Verdance Health, LLC.',
    ['Cobalt Analytics, Inc.', 'Verdance Health, LLC'],
    'This Agreement is effective as of the date of the last signature below (the "Effective Date").',
    ['06/14/2022', '06/20/2022'],
    '2022-06-20',
  ],
  [
    'This Reseller Agreement is entered into by Brightline Audio Corp. ("Supplier") and Kestrel Retail Group, Inc. ("Reseller").',
    ['Brightline Audio Corp.', 'Kestrel Retail Group, Inc.'],
    'This Agreement will be effective beginning on the day after the date of last signature below.',
    ['November 30, 2019', 'December 2, 2019'],
    '2019-12-03',
  ],
  [
    'This Agreement is between Ardent Biologics, Inc. and Meridian Clinical Partners LLC.',
    ['Ardent Biologics, Inc.', 'Meridian Clinical Partners LLC'],
    'This Agreement shall become effective upon execution by both Parties (the "Effective Date").',
    ['2020-01-15', '2020-01-22'],
    '2020-01-22',
  ],
  [
    'This Consulting Agreement is entered into by Pellucid Optics Inc. (the "Company") and Dana R. Whitcombe (the "Consultant").',
    ['Pellucid Optics Inc.', 'Dana R. Whitcombe'],
    'This Agreement takes effect on the date it is countersigned by the Company.',
    ['April 8, 2018', 'April 2, 2018'],
    '2018-04-08',
  ],
  [
    'This Supply Agreement is made between Norhaven Foods AS ("Buyer") and Tillamook Packaging Co. ("Supplier").',
    ['Norhaven Foods AS', 'Tillamook Packaging Co.'],
    'The Agreement comes into force when signed by both Parties.',
    ['1. September 2017', '5. September 2017'],
    '2017-09-05',
  ],
  [
    'This Data Processing Agreement is entered into between Lumen Payroll Services, Inc. ("Controller") and Stratus Cloud Hosting, LLC ("Processor").',
    ['Lumen Payroll Services, Inc.', 'Stratus Cloud Hosting, LLC'],
    'This Agreement is effective as of the later of the two dates in the signature blocks below.',
    ['July 1, 2023', 'June 28, 2023'],
    '2023-07-01',
  ],
  [
    'This License Agreement is made by and between Verity Learning Systems Inc. and Oakline School District.',
    ['Verity Learning Systems Inc.', 'Oakline School District'],
    'This Agreement shall be effective upon the date of full execution hereof.',
    ['08/01/2015', '08/11/2015'],
    '2015-08-11',
  ],
  [
    'This Agreement is entered into by Castellan Security Group, LLC and Rowe Property Management, Inc.',
    ['Castellan Security Group, LLC', 'Rowe Property Management, Inc.'],
    'The effective date of this Agreement is the date on which the last party signs it, as indicated below.',
    ['24 OCT 2011', '26 OCT 2011'],
    '2011-10-26',
  ],
];

/**
 * Written on 28 November 2026 (an eighteenth session) before their first run: contracts effective on signing in words
 * the first batch does not use ("hereinafter referred to as the", "the date it is signed by", "the later signature"),
 * three with each block's date above its label, as printed forms lay out a signature table.
 */
export const DRAFTED_SIGNED_PREAMBLES_2: DraftedSignedPreamble[] = [
  [
    'This Cooperation Agreement is concluded between Jiangsu Hengrui Optics Co., Ltd. ("Party A") and Morland Instruments Inc. ("Party B").',
    ['Jiangsu Hengrui Optics Co., Ltd.', 'Morland Instruments Inc.'],
    'This Agreement shall become effective upon signature and seal by both Parties (hereinafter referred to as the "Effective Date").',
    ['March 2, 2019', 'March 11, 2019'],
    '2019-03-11',
  ],
  [
    'This Supply Agreement is entered into by Aldgate Ceramics Ltd ("Supplier") and Penrose Home Stores, Inc. ("Buyer").',
    ['Aldgate Ceramics Ltd', 'Penrose Home Stores, Inc.'],
    'This Agreement shall come into force on the date it is signed by the last of the Parties.',
    ['4 June 2020', '9 June 2020'],
    '2020-06-09',
  ],
  [
    'This Reseller Agreement is made between Torvald Networks AB and Quillon Data Systems, LLC.',
    ['Torvald Networks AB', 'Quillon Data Systems, LLC'],
    'This Agreement becomes effective on the date it is executed by both Parties.',
    ['2014-09-30', '2014-10-06'],
    '2014-10-06',
  ],
  [
    'This License Agreement is entered into between Marisol Pharma S.A. ("Licensor") and Beckett Generics Inc. ("Licensee").',
    ['Marisol Pharma S.A.', 'Beckett Generics Inc.'],
    'This Agreement shall be effective from the date of signature by the last Party to sign (hereinafter called the "Effective Date").',
    ['January 20, 2017', 'February 1, 2017'],
    '2017-02-01',
  ],
  [
    'This Services Agreement is made between Fenwick Facilities Group, Inc. and Oriel Medical Centers, P.C.',
    ['Fenwick Facilities Group, Inc.', 'Oriel Medical Centers, P.C.'],
    'The Effective Date of this Agreement shall be the date upon which it is signed by the second of the two Parties.',
    ['11/02/2021', '11/15/2021'],
    '2021-11-15',
  ],
  [
    'This Agreement is entered into by Halcyon Travel Ltd. ("Agent") and Seabright Cruises Inc. ("Principal").',
    ['Halcyon Travel Ltd.', 'Seabright Cruises Inc.'],
    'This Agreement shall take effect on the date of the later signature below.',
    ['May 5, 2015', 'May 3, 2015'],
    '2015-05-05',
  ],
  [
    'This Consulting Agreement is made by and between Wexford Biotech, Inc. (the "Company") and Anil K. Mehra (the "Consultant").',
    ['Wexford Biotech, Inc.', 'Anil K. Mehra'],
    'This Agreement is effective when executed by both parties (the "Effective Date").',
    ['August 14, 2018', 'August 21, 2018'],
    '2018-08-21',
  ],
  [
    'This Strategic Alliance Agreement is made by and between Calder Health Inc. and Obi Medical Supplies Limited.',
    ['Calder Health Inc.', 'Obi Medical Supplies Limited'],
    'This Agreement shall enter into effect on the date it is signed by both parties as shown below.',
    ['03 FEB 2012', '07 FEB 2012'],
    '2012-02-07',
    true,
  ],
  [
    'This Distribution Agreement is made between Pemberton Tools Ltd. and Kadir Trading Company W.L.L.',
    ['Pemberton Tools Ltd.', 'Kadir Trading Company W.L.L.'],
    'This Agreement shall become effective upon execution by both Parties.',
    ['12 March 2013', '19 March 2013'],
    '2013-03-19',
    true,
  ],
  [
    'This Marketing Agreement is entered into by Sorrel Beverages LLC and Tamsin Events Ltd.',
    ['Sorrel Beverages LLC', 'Tamsin Events Ltd.'],
    'The parties have executed this Agreement as of the date set forth below, which shall be its effective date.',
    ['July 7, 2016', 'July 7, 2016'],
    '2016-07-07',
    true,
  ],
];

/** The people who sign for the parties, by position: none of them is a party. */
const SIGNATORIES = ['Laura Chen', 'Robert T. Hughes', 'Priya Natarajan', "Michael O'Brien"];

/** The articles of a long agreement, for its table of contents. */
const ARTICLES = [
  'DEFINITIONS',
  'GRANT OF RIGHTS',
  'DEVELOPMENT AND REGULATORY MATTERS',
  'COMMERCIALIZATION',
  'SUPPLY AND MANUFACTURING',
  'PAYMENTS AND ROYALTIES',
  'REPORTS, RECORDS AND AUDITS',
  'INTELLECTUAL PROPERTY',
  'CONFIDENTIALITY',
  'REPRESENTATIONS AND WARRANTIES',
  'INDEMNIFICATION AND INSURANCE',
  'TERM AND TERMINATION',
  'DISPUTE RESOLUTION',
  'MISCELLANEOUS',
];

/** The sections of each article, for its table of contents. */
const SECTIONS = [
  'General',
  'Scope',
  'Obligations',
  'Procedures',
  'Costs and Expenses',
  'Records',
  'Exceptions',
  'Notices',
];

/**
 * A long agreement's title and table of contents as its text layer gives them: each article and eight sections with
 * their page numbers after dot leaders, some glued to the heading as extraction leaves them ("DEFINITIONS1"); about
 * 4,900 characters.
 */
function tableOfContents(): string {
  const lines = ARTICLES.flatMap((article, a) => [
    `ARTICLE ${a + 1} ${article}${a % 2 ? ' ' : ''}${1 + 3 * a}`,
    ...SECTIONS.map((section, n) => `${a + 1}.${n + 1} ${section} ${'.'.padEnd(20, '.')} ${1 + 3 * a + (n >> 2)}`),
  ]);
  return ['LICENSE AND SUPPLY AGREEMENT', 'TABLE OF CONTENTS', 'Page', ...lines, 'EXHIBIT A Products'].join('\n');
}

/**
 * A filing around a drafted preamble: recitals and clauses that speak of the parties by role, a notices clause
 * that names them again with addresses and a person to attend, and signature blocks in one of two layouts (or none,
 * as in filings whose exhibits stop before the signatures); with `sideBySide`, always signed in two columns; with
 * `signedOn`, each block dated, and `clause` a section of the body (saying when the contract takes effect); with
 * `contentsFirst`, a long table of contents before the preamble.
 */
export function filingAround(
  [preamble, parties]: DraftedPreamble,
  i: number,
  {
    sideBySide = false,
    clause,
    signedOn,
    dateAbove = false,
    contentsFirst = false,
  }: { sideBySide?: boolean; clause?: string; signedOn?: string[]; dateAbove?: boolean; contentsFirst?: boolean } = {},
): string {
  if (contentsFirst) return `${tableOfContents()}\n${filingAround([preamble, parties], i, { sideBySide })}`;
  const notices = parties
    .map(
      (name, n) =>
        `If to ${name}: ${100 + 25 * n} Commerce Drive, Suite ${200 + n}, Wilmington, Delaware 19801, Attention: ${SIGNATORIES[n % SIGNATORIES.length]}, General Counsel.`,
    )
    .join('\n');
  const body = [
    'RECITALS',
    'WHEREAS, the parties wish to set out the terms on which they will work together; and',
    'WHEREAS, each party has the authority to enter into this Agreement;',
    'NOW, THEREFORE, in consideration of the mutual covenants contained herein, the parties agree as follows:',
    '1. Definitions. "Affiliate" means any entity that controls, is controlled by or is under common control with a party. "Confidential Information" means any information disclosed by one party to the other that is marked as confidential.',
    '2. Services. Each party shall perform its obligations under this Agreement in a professional manner and in accordance with applicable law.',
    '3. Fees and Payment. Fees shall be invoiced monthly and paid within thirty (30) days of receipt of each invoice.',
    '4. Confidentiality. Each party shall hold the Confidential Information of the other party in confidence and shall not disclose it to any third party.',
    `5. Notices. All notices shall be in writing and delivered by hand or by courier to the addresses below:\n${notices}`,
    '6. Governing Law. This Agreement shall be governed by the laws of the State of Delaware.',
    ...(clause ? [`7. Effective Date. ${clause}`] : []),
  ];
  const witness = 'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.';
  const signer = (n: number) => SIGNATORIES[(n + 1) % SIGNATORIES.length];
  if (sideBySide) return [preamble, ...body, witness, ...signedInColumns(parties, signer)].join('\n');
  if (signedOn)
    return [
      preamble,
      ...body,
      witness,
      ...parties.map((name, n) =>
        dateAbove
          ? `${name}\n${signer(n).toUpperCase()}\nSignature\n${signer(n)}\nName\nPresident\nTitle\nLondon ${signedOn[n]}\nPlace Date`
          : `${name.toUpperCase()}\nBy: /s/ ${signer(n)}\nName: ${signer(n)}\nTitle: President\nDate: ${signedOn[n]}`,
      ),
    ].join('\n');
  const layout = i % 3;
  const signatures =
    layout === 0
      ? []
      : [
          witness,
          ...parties.map((name, n) =>
            layout === 1
              ? `${name.toUpperCase()}\nBy: /s/ ${signer(n)}\nName: ${signer(n)}\nTitle: Chief Executive Officer`
              : `${name}\n\nBy: ______________________\nIts: President\nDate: ________________`,
          ),
        ];
  return [preamble, ...body, ...signatures].join('\n');
}

/** Signature blocks two to a row, each row's lines padded into columns as a PDF's text layer gives them. */
function signedInColumns(parties: string[], signer: (n: number) => string): string[] {
  const column = (text: string) => text.padEnd(48);
  const rows: string[] = [];
  for (let n = 0; n < parties.length; n += 2) {
    const pair = parties.slice(n, n + 2);
    const line = (of: (name: string, at: number) => string) =>
      pair
        .map((name, k) => column(of(name, n + k)))
        .join('')
        .trimEnd();
    rows.push(
      [
        line((name) => name.toUpperCase()),
        line((_, at) => `By: /s/ ${signer(at)}`),
        line((_, at) => `Name: ${signer(at)}`),
        line(() => 'Title: Chief Executive Officer'),
      ].join('\n'),
    );
  }
  return rows;
}

/**
 * Held-out preambles in the layouts of other jurisdictions and older drafting (27 November 2026, a tenth session;
 * written before the first run and read once): an English "BETWEEN: (1) ... (2) ..." with company numbers, a
 * "PARTIES" heading, "hereinafter referred to as", an Indian "M/s." with a registered office, an address between the
 * name and its defined term, names in capitals, and a party that signs as a firm of partners.
 */
export const DRAFTED_PREAMBLES_JURISDICTIONS: DraftedPreamble[] = [
  [
    'THIS AGREEMENT is dated 4 March 2019. PARTIES (1) HOLLINGWORTH ENGINEERING LIMITED incorporated and registered in England and Wales with company number 04417755 whose registered office is at 12 Mill Lane, Leeds LS1 4AB ("Supplier"); and (2) CASTLEREAGH WATER SERVICES LIMITED incorporated and registered in Northern Ireland with company number NI612345 whose registered office is at 3 Quay Street, Belfast BT1 3AA ("Customer").',
    ['HOLLINGWORTH ENGINEERING LIMITED', 'CASTLEREAGH WATER SERVICES LIMITED'],
  ],
  [
    'This Agreement is made on 2 May 2016 BETWEEN: Tamarind Logistics Pte. Ltd., a company incorporated in Singapore (the "Company"); AND Kesuma Shipping Sdn. Bhd., a company incorporated in Malaysia (the "Agent").',
    ['Tamarind Logistics Pte. Ltd.', 'Kesuma Shipping Sdn. Bhd.'],
  ],
  [
    'This Service Agreement is entered into at Pune on this 10th day of January, 2014 by and between M/s. Sahyadri Infotech Private Limited, a company registered under the Companies Act, 1956, having its registered office at Baner Road, Pune 411045 (hereinafter referred to as the "Service Provider") and M/s. Deccan Agro Exports Limited, having its registered office at Nashik (hereinafter referred to as the "Client").',
    ['Sahyadri Infotech Private Limited', 'Deccan Agro Exports Limited'],
  ],
  [
    'This Consulting Agreement is made as of August 1, 2011 by and between Redwater Capital Corp., 400 Park Avenue, New York, New York 10022 ("Redwater"), and Alder & Finch Partners LLP, 55 Water Street, Boston, Massachusetts 02109 ("Consultant").',
    ['Redwater Capital Corp.', 'Alder & Finch Partners LLP'],
  ],
  [
    'AGREEMENT made this 19th day of November, 2008, by and between SOUTHLAND PETROLEUM COMPANY, a Texas corporation (hereinafter called "Southland"), and GULF COAST PIPELINE SERVICES, INC., a Louisiana corporation (hereinafter called "Contractor").',
    ['SOUTHLAND PETROLEUM COMPANY', 'GULF COAST PIPELINE SERVICES, INC.'],
  ],
  [
    'THIS DEED OF LICENCE is made on 30 June 2020 between Kestrel Property Holdings Pty Ltd (ACN 612 334 556) as trustee for the Kestrel Property Trust (Licensor) and Saltwater Surf School Pty Ltd (ACN 601 778 902) (Licensee).',
    ['Kestrel Property Holdings Pty Ltd', 'Saltwater Surf School Pty Ltd'],
  ],
  [
    'This Joint Venture Agreement (this "Agreement") is entered into as of October 12, 2017 by and among Blue Mesa Energy Partners, LP, a Delaware limited partnership ("Blue Mesa"), Sandhill Resources, Inc., an Oklahoma corporation ("Sandhill"), and Tierra Roja Holdings, S. de R.L. de C.V., a Mexican company ("Tierra Roja").',
    ['Blue Mesa Energy Partners, LP', 'Sandhill Resources, Inc.', 'Tierra Roja Holdings, S. de R.L. de C.V.'],
  ],
  [
    'SUPPLY CONTRACT No. 2015/114 concluded on 15 April 2015 between Baltika Timber OÜ, registry code 12345678, represented by its management board member Jaan Tamm (hereinafter the "Seller"), and Nordvik Bygg AB, reg. no. 556677-8899 (hereinafter the "Buyer").',
    ['Baltika Timber OÜ', 'Nordvik Bygg AB'],
  ],
  [
    'This License Agreement is made effective as of March 1, 2013 between The Board of Trustees of the Leland Stanford Junior University ("Stanford") and Quantix Imaging, Inc. ("Licensee").',
    ['The Board of Trustees of the Leland Stanford Junior University', 'Quantix Imaging, Inc.'],
  ],
  [
    'This Services Agreement dated as of 1 September 2018 is made between Fairhaven Hospitals NHS Foundation Trust (the "Trust") and Medisys Diagnostics UK Limited (the "Contractor").',
    ['Fairhaven Hospitals NHS Foundation Trust', 'Medisys Diagnostics UK Limited'],
  ],
];

/**
 * A third batch of held-out dated preambles (27 November 2026, a tenth session; written before the first run and read
 * once): a year in words ("Two Thousand and Nine"), "the first (1st) day of May 2014", a day in words, "December 31st,
 * 2015", an ISO date, a restatement dated beside the agreement it restates, "in duplicate on the 5th of August, 2019
 * at Shanghai", "from and including", "the 15 day of June".
 */
export const DRAFTED_DATED_PREAMBLES_3: DraftedDatedPreamble[] = [
  [
    'This Agreement is dated as of the 1st day of July, Two Thousand and Nine, between Crestview Realty Advisors, Inc. ("Advisor") and Harborline REIT, Inc. ("Company").',
    ['Crestview Realty Advisors, Inc.', 'Harborline REIT, Inc.'],
    '2009-07-01',
  ],
  [
    'This Supply Agreement is made effective the first (1st) day of May 2014 by and between Orion Plastics Ltd. ("Supplier") and Delta Home Goods, Inc. ("Buyer").',
    ['Orion Plastics Ltd.', 'Delta Home Goods, Inc.'],
    '2014-05-01',
  ],
  [
    'This Agreement, made on the 23rd of March 2011, is between Fenwick Biologics GmbH ("Fenwick") and Caspian Pharma Ltd ("Caspian").',
    ['Fenwick Biologics GmbH', 'Caspian Pharma Ltd'],
    '2011-03-23',
  ],
  [
    'THIS AGREEMENT is made this twenty-third day of March, 2011, by and between LONE PINE TIMBER CO. ("Seller") and BIGHORN MILLWORKS, INC. ("Buyer").',
    ['LONE PINE TIMBER CO.', 'BIGHORN MILLWORKS, INC.'],
    '2011-03-23',
  ],
  [
    'This Services Agreement is effective as of December 31st, 2015 (the "Effective Date") between Quarry Hill Software LLC ("Provider") and Northgate Community Bank ("Bank").',
    ['Quarry Hill Software LLC', 'Northgate Community Bank'],
    '2015-12-31',
  ],
  [
    'This Agreement dated 2014-07-01 is entered into by Arcturus Systems AB ("Arcturus") and Lindqvist Retail Oy ("Lindqvist").',
    ['Arcturus Systems AB', 'Lindqvist Retail Oy'],
    '2014-07-01',
  ],
  [
    'This Amended and Restated License Agreement is entered into as of September 9, 2016 (the "Restatement Date"), amending and restating the License Agreement dated June 2, 2010, between Polaris Optics, Inc. ("Licensor") and Vantage Eyewear, LLC ("Licensee").',
    ['Polaris Optics, Inc.', 'Vantage Eyewear, LLC'],
    '2016-09-09',
  ],
  [
    'This Agreement is made and entered into in duplicate on the 5th of August, 2019 at Shanghai by Shanghai Lumen Electronics Co., Ltd. (Party A) and Brightway Components Inc. (Party B).',
    ['Shanghai Lumen Electronics Co., Ltd.', 'Brightway Components Inc.'],
    '2019-08-05',
  ],
  [
    'This Distribution Agreement is effective from and including 1 January 2018 between Hallmark Tools Pty Ltd ("Principal") and Outback Trade Supplies Pty Ltd ("Distributor").',
    ['Hallmark Tools Pty Ltd', 'Outback Trade Supplies Pty Ltd'],
    '2018-01-01',
  ],
  [
    'This Agreement is entered into effective as of the 15 day of June, 2012 by and between Pioneer Seed Genetics, LLC ("Pioneer") and Heartland Ag Partners, Inc. ("Heartland").',
    ['Pioneer Seed Genetics, LLC', 'Heartland Ag Partners, Inc.'],
    '2012-06-15',
  ],
];

/**
 * Held-out preambles of every kind (27 November 2026, a fifteenth session; written before the first run): three
 * parties and two funds named alike, a person beside a company, a Korean and a Dutch party, a state bank and a board of
 * regents, Australian numbers after the names, and names in lower case or with a domain in them.
 */
export const DRAFTED_PREAMBLES_FIFTEENTH: DraftedPreamble[] = [
  [
    'THIS MASTER SERVICES AGREEMENT (the "Agreement") is made and entered into effective as of July 1, 2018, by and among Granite Peak Holdings, L.P., a Delaware limited partnership ("Granite"), Granite Peak Operating Company, LLC, a Texas limited liability company ("OpCo"), and Redline Field Services, Inc., an Oklahoma corporation ("Contractor").',
    ['Granite Peak Holdings, L.P.', 'Granite Peak Operating Company, LLC', 'Redline Field Services, Inc.'],
  ],
  [
    'This CONSULTING AGREEMENT dated as of January 15, 2012 is between ACME BIOSCIENCES, INC. (the "Company") and Helen M. Ortiz, an individual residing in San Diego, California ("Consultant").',
    ['ACME BIOSCIENCES, INC.', 'Helen M. Ortiz'],
  ],
  [
    'SUPPLY AGREEMENT. This Supply Agreement is entered into on this 3rd day of August, 2007 between Pacific Rim Polymers Co., Ltd., a company incorporated under the laws of the Republic of Korea, with its principal office in Seoul ("Supplier"), and Westbrook Packaging Corporation, a Delaware corporation ("Buyer").',
    ['Pacific Rim Polymers Co., Ltd.', 'Westbrook Packaging Corporation'],
  ],
  [
    'This Joint Marketing Agreement ("Agreement") is made as of the 20th day of September, 2016 ("Effective Date"), by and between eHealth Connect, Inc., a California corporation ("eHealth"), and The Benefit Alliance Group, LLC, a Florida limited liability company ("TBAG").',
    ['eHealth Connect, Inc.', 'The Benefit Alliance Group, LLC'],
  ],
  [
    'AGREEMENT made this 1st day of April, 2003, by and between BANK OF THE OZARKS, an Arkansas state bank (the "Bank"), and INTEGRATED DATA SOLUTIONS CORP., a Nevada corporation (the "Vendor").',
    ['BANK OF THE OZARKS', 'INTEGRATED DATA SOLUTIONS CORP.'],
  ],
  [
    'This License Agreement (the "Agreement") is entered into by Stichting Open Genomics, a foundation organized under the laws of the Netherlands ("Licensor"), and Helixworks GmbH, a German limited liability company ("Licensee"), effective as of 1 June 2020.',
    ['Stichting Open Genomics', 'Helixworks GmbH'],
  ],
  [
    'THIS SPONSORSHIP AGREEMENT (this "Agreement") is entered into as of February 28, 2014, by and between the Board of Regents of the University of Northern Plains, acting for and on behalf of its Athletics Department ("University"), and Crestline Beverage Company, a Colorado corporation ("Sponsor").',
    ['Board of Regents of the University of Northern Plains', 'Crestline Beverage Company'],
  ],
  [
    'This Hosting Services Agreement is made between Nimbus Cloud Pty Ltd (ACN 123 456 789) of Level 4, 20 Bond Street, Sydney NSW 2000 ("Nimbus") and Coral Coast Tourism Ltd (ABN 98 765 432 100) of 5 Esplanade, Cairns QLD 4870 ("Customer"), on 12 October 2021.',
    ['Nimbus Cloud Pty Ltd', 'Coral Coast Tourism Ltd'],
  ],
  [
    'This Agreement, dated as of May 5, 2010, is by and between Lakeshore Capital Partners II, L.P. and Lakeshore Capital Partners III, L.P. (collectively, the "Investors"), and Sentinel Robotics Corporation, a Delaware corporation (the "Company").',
    ['Lakeshore Capital Partners II, L.P.', 'Lakeshore Capital Partners III, L.P.', 'Sentinel Robotics Corporation'],
  ],
  [
    'This Co-Branding Agreement is entered into as of November 2, 1999 by and between NetSpace Communications, Inc. ("NetSpace"), with offices at 500 Fifth Avenue, New York, NY 10110, and iGo Travel.com, Inc. ("iGo"), with offices at 1 Market Street, San Francisco, CA 94105.',
    ['NetSpace Communications, Inc.', 'iGo Travel.com, Inc.'],
  ],
];

/**
 * Written on 28 November 2026 (an eighteenth session) after "(such date, the "Effective Date")" and a title in
 * capitals before its date were read as a definition and a preamble's date, and before this batch's first run: titles
 * before their dates as SEC filings open ("SUBLEASE AGREEMENT, dated"), a defined Effective Date after a competing
 * date of signing, and another agreement's title in capitals with its own date.
 */
export const DRAFTED_DATED_PREAMBLES_4: DraftedDatedPreamble[] = [
  [
    'AMENDED AND RESTATED SUPPLY AGREEMENT, dated as of March 15, 2011, by and between Corvan Chemicals, Inc., a Texas corporation ("Corvan"), and Lyle Industrial Coatings LLC, a Georgia limited liability company ("Buyer").',
    ['Corvan Chemicals, Inc.', 'Lyle Industrial Coatings LLC'],
    '2011-03-15',
  ],
  [
    'MASTER LICENSE AGREEMENT, made and entered into as of the 3rd day of June, 2008, between Pinecrest Software Corp. ("Licensor") and Arbor Retail Systems, Inc. ("Licensee"), following the Letter of Intent of April 2, 2008.',
    ['Pinecrest Software Corp.', 'Arbor Retail Systems, Inc.'],
    '2008-06-03',
  ],
  [
    'SUBLEASE AGREEMENT, dated September 30, 2014, between Harbor Point Realty LLC ("Sublandlord") and Quantix Labs, Inc. ("Subtenant").',
    ['Harbor Point Realty LLC', 'Quantix Labs, Inc.'],
    '2014-09-30',
  ],
  [
    'SERVICES AGREEMENT dated as of January 1, 2017 among Westlake Holdings, Inc., Westlake Operating Company and Meridian Payroll Services, LLC.',
    ['Westlake Holdings, Inc.', 'Westlake Operating Company', 'Meridian Payroll Services, LLC'],
    '2017-01-01',
  ],
  [
    'This Development Agreement is entered into on May 2, 2016 by and between Orison Therapeutics, Inc. ("Orison") and Kell BioManufacturing GmbH ("Kell"), and shall become effective on July 1, 2016 (such date, the "Effective Date"), provided that the Supply Agreement has then been executed.',
    ['Orison Therapeutics, Inc.', 'Kell BioManufacturing GmbH'],
    '2016-07-01',
  ],
  [
    'This Agreement is made as of October 10, 2012 between Sable Creek Mining Ltd. ("Sable") and Norland Assay Laboratories Inc. ("Norland"), whose obligations hereunder commence on the Closing, which shall occur on November 1, 2012 (such date being the "Effective Date").',
    ['Sable Creek Mining Ltd.', 'Norland Assay Laboratories Inc.'],
    '2012-11-01',
  ],
  [
    'This Agreement, entered into on 14 February 2019 and effective from 1 March 2019 (hereinafter called the "Effective Date"), is made between Veltra Energia S.p.A. ("Veltra") and Borealis Grid Services AS ("Borealis").',
    ['Veltra Energia S.p.A.', 'Borealis Grid Services AS'],
    '2019-03-01',
  ],
  [
    'This Amendment No. 2 is made as of August 5, 2010 between Crescent Foods, Inc. ("Crescent") and Dunmore Logistics LLC ("Dunmore"), and amends the LOGISTICS SERVICES AGREEMENT dated as of January 12, 2007 between them.',
    ['Crescent Foods, Inc.', 'Dunmore Logistics LLC'],
    '2010-08-05',
  ],
  [
    'DISTRIBUTION AGREEMENT, effective as of April 1, 2003 (the "Effective Date"), by and between Alpenrose Instruments AG ("Alpenrose") and Tidewell Scientific, Inc. ("Distributor").',
    ['Alpenrose Instruments AG', 'Tidewell Scientific, Inc.'],
    '2003-04-01',
  ],
  [
    'CONSULTING AGREEMENT, dated this 9th day of July, 1998, is by and between Trellis Medical Corporation ("Company") and Howard P. Lisle ("Consultant").',
    ['Trellis Medical Corporation', 'Howard P. Lisle'],
    '1998-07-09',
  ],
];

/**
 * Written on 28 November 2026 (an eighteenth session) before their first run and before quotation marks were let
 * into "this ... Agreement": a title with its defined term before its date ('LICENSE AGREEMENT (this "Agreement"),
 * dated as of'), a quoted word inside "This ... Agreement", each with a recital dating another agreement.
 */
export const DRAFTED_DATED_PREAMBLES_5: DraftedDatedPreamble[] = [
  [
    'MAINTENANCE AGREEMENT (this "Agreement"), dated as of July 23, 2003, made by Northgate Access, Inc., a Delaware corporation ("Provider"), and Rivermark Telecom, Inc., a West Virginia corporation ("Company"). WHEREAS, the Provider and the Company entered into a Stock Purchase Agreement dated as of April 7, 2003.',
    ['Northgate Access, Inc.', 'Rivermark Telecom, Inc.'],
    '2003-07-23',
  ],
  [
    'TRADEMARK LICENSE AGREEMENT (the "Agreement"), dated as of November 1, 2015, between Bellhaven Brands LLC ("Licensor") and Ostara Apparel Co. ("Licensee"). WHEREAS, Licensor acquired the Marks under an Asset Purchase Agreement dated as of June 30, 2015.',
    ['Bellhaven Brands LLC', 'Ostara Apparel Co.'],
    '2015-11-01',
  ],
  [
    'This "Reseller" Agreement is made as of March 29, 1999, by and between Quorra Diagnostics Corporation, a Delaware corporation ("Quorra"), and Pell Veterinary Supply, Inc. ("Agent"). WHEREAS, Quorra and Agent are parties to a Letter Agreement dated January 5, 1999.',
    ['Quorra Diagnostics Corporation', 'Pell Veterinary Supply, Inc.'],
    '1999-03-29',
  ],
  [
    'SECURITY AGREEMENT (as amended, this "Security Agreement") dated as of December 14, 2009 among Halvard Marine Holdings, Inc., the Subsidiary Guarantors party hereto and Bancroft Capital, LLC, as Collateral Agent. WHEREAS, the Grantors are parties to a Credit Agreement dated as of May 1, 2008.',
    ['Halvard Marine Holdings, Inc.', 'Bancroft Capital, LLC'],
    '2009-12-14',
  ],
  [
    'SERVICES AGREEMENT (this "Agreement") entered into on 2 February 2021 between Kilnsey Data Ltd ("Kilnsey") and Arvo Retail Oy ("Arvo"). WHEREAS, the parties signed a non-disclosure agreement on 4 January 2020.',
    ['Kilnsey Data Ltd', 'Arvo Retail Oy'],
    '2021-02-02',
  ],
  [
    'This \'Supply\' Agreement is dated as of August 18, 2006 between Tarrow Metals, Inc. ("Seller") and Bryce Fabrication LLC ("Buyer"). WHEREAS, Seller and Buyer entered into a Term Sheet dated as of July 2, 2006.',
    ['Tarrow Metals, Inc.', 'Bryce Fabrication LLC'],
    '2006-08-18',
  ],
];

/**
 * Written on 28 November 2026 (a nineteenth session) before their first run, after a session that changed no reading of
 * a date or a name, aimed at none: preambles as filings and contracts of other places date them ("this 3rd day of
 * March, 2011 (the "Effective Date")", "is dated 14 September 2017 and made BETWEEN: (1)", "Effective as of ... agree as
 * follows", "entered into on ..., but effective as of", "with an effective date of", "Dated: 30 April 2020.", "effective
 * the 5th of November 2012", a year in words).
 */
export const DRAFTED_DATED_PREAMBLES_6: DraftedDatedPreamble[] = [
  [
    'This Distribution Agreement (the "Agreement") is made and entered into this 3rd day of March, 2011 (the "Effective Date"), by and between Corvane Labs, Inc., a Nevada corporation ("Corvane"), and Pemberton Medical Supply LLC ("Distributor").',
    ['Corvane Labs, Inc.', 'Pemberton Medical Supply LLC'],
    '2011-03-03',
  ],
  [
    'THIS AGREEMENT is dated 14 September 2017 and made BETWEEN: (1) ARKWRIGHT SYSTEMS LIMITED, a company incorporated in England and Wales (company number 04518822) ("Supplier"); and (2) BELMONT HOTELS GROUP PLC ("Customer").',
    ['ARKWRIGHT SYSTEMS LIMITED', 'BELMONT HOTELS GROUP PLC'],
    '2017-09-14',
  ],
  [
    'Effective as of January 1, 2008 (the "Effective Date"), Tessaly Pharmaceuticals, Inc. ("Tessaly") and Dunmore BioServices, LLC ("Dunmore") agree as follows:',
    ['Tessaly Pharmaceuticals, Inc.', 'Dunmore BioServices, LLC'],
    '2008-01-01',
  ],
  [
    'This Amended and Restated Supply Agreement is entered into on June 12, 2014, but effective as of April 1, 2014 (the "Effective Date"), by and between Halcott Foods, Inc. ("Buyer") and Marrow Creek Farms, LLC ("Seller").',
    ['Halcott Foods, Inc.', 'Marrow Creek Farms, LLC'],
    '2014-04-01',
  ],
  [
    'Agreement made this twentieth day of May, 1997, by and between Orrin Software Corp. ("Licensor") and Vexley Data Systems, Inc. ("Licensee").',
    ['Orrin Software Corp.', 'Vexley Data Systems, Inc.'],
    '1997-05-20',
  ],
  [
    'This Joint Development Agreement, with an effective date of October 15, 2019 (the "Effective Date"), is between Quillon Robotics GmbH ("Quillon") and Statler Automation Inc. ("Statler").',
    ['Quillon Robotics GmbH', 'Statler Automation Inc.'],
    '2019-10-15',
  ],
  [
    'THIS LICENSE AGREEMENT ("Agreement") is entered into as of this 1st day of the month of July, 2002 by and between Marsh Hollow Entertainment, Inc. ("Licensor") and Brightwater Games, LLC ("Licensee").',
    ['Marsh Hollow Entertainment, Inc.', 'Brightwater Games, LLC'],
    '2002-07-01',
  ],
  [
    'Dated: 30 April 2020. This Agency Agreement is between Torrance Shipping Pte. Ltd. ("Principal") and Kestrel Maritime Agencies Sdn. Bhd. ("Agent").',
    ['Torrance Shipping Pte. Ltd.', 'Kestrel Maritime Agencies Sdn. Bhd.'],
    '2020-04-30',
  ],
  [
    'This Marketing Agreement, effective the 5th of November 2012, is made by Glenholm Beverages Ltd. ("Glenholm") and Pacer Promotions Inc. ("Pacer").',
    ['Glenholm Beverages Ltd.', 'Pacer Promotions Inc.'],
    '2012-11-05',
  ],
  [
    'This Agreement, made as of the first day of February, Two Thousand and Ten, between Wexcombe Power Corporation ("Wexcombe") and Alder Grid Services, L.L.C. ("Alder").',
    ['Wexcombe Power Corporation', 'Alder Grid Services, L.L.C.'],
    '2010-02-01',
  ],
];

/**
 * Written on 28 November 2026 (a twenty-third session) before their first run and aimed at no change: a cover block's
 * "Effective Date:" line above the preamble, "in the year 2006", "dated for reference", a time of day before the date,
 * a date after the parties at the sentence's end, a day-first numeric date, a date named as the day both parties
 * signed, a date put first ("As of February 28, 2019"), "effective on and from", and a preamble that opens "On this".
 */
export const DRAFTED_DATED_PREAMBLES_7: DraftedDatedPreamble[] = [
  [
    'MASTER SERVICES AGREEMENT\nAgreement No. 2016-0443\nEffective Date: 1 June 2016\nThis Master Services Agreement is made between Lindqvist Engineering AB ("Supplier") and Harbour Point Utilities Ltd ("Customer").',
    ['Lindqvist Engineering AB', 'Harbour Point Utilities Ltd'],
    '2016-06-01',
  ],
  [
    'This Agreement is made on the 2nd day of January in the year 2006 between Castlerigg Minerals Limited ("Castlerigg") and Norvale Exploration Inc. ("Norvale").',
    ['Castlerigg Minerals Limited', 'Norvale Exploration Inc.'],
    '2006-01-02',
  ],
  [
    'THIS AGREEMENT, dated for reference the 18th day of August, 2009, is made between Silverbow Timber Corp. ("Silverbow") and Kettle River Mills Ltd. ("Kettle").',
    ['Silverbow Timber Corp.', 'Kettle River Mills Ltd.'],
    '2009-08-18',
  ],
  [
    'This Supply Agreement (this "Agreement") is made effective as of 12:01 a.m. Eastern Time on March 1, 2013 (the "Effective Date") between Danforth Chemical Company ("Seller") and Ridley Coatings, Inc. ("Buyer").',
    ['Danforth Chemical Company', 'Ridley Coatings, Inc.'],
    '2013-03-01',
  ],
  [
    'The undersigned, Harrow Biologics, Inc. ("Harrow") and Quint Analytical Services, LLC ("Quint"), hereby enter into this Services Agreement effective September 9, 2015.',
    ['Harrow Biologics, Inc.', 'Quint Analytical Services, LLC'],
    '2015-09-09',
  ],
  [
    'This agreement is made on 16/07/2018 between Pemberly Logistics Pty Ltd ("Pemberly") and Outback Freight Solutions Pty Ltd ("Outback").',
    ['Pemberly Logistics Pty Ltd', 'Outback Freight Solutions Pty Ltd'],
    '2018-07-16',
  ],
  [
    'This Consulting Agreement ("Agreement") is effective as of the date on which it has been signed by both parties, which is November 4, 2020, and is between Lattimer Advisory Group LLC ("Consultant") and Brookhaven Dental Partners, P.C. ("Client").',
    ['Lattimer Advisory Group LLC', 'Brookhaven Dental Partners, P.C.'],
    '2020-11-04',
  ],
  [
    'As of February 28, 2019 (the "Effective Date"), this Technology License Agreement is entered into by Norcroft University ("University") and Velaris Therapeutics, Inc. ("Licensee").',
    ['Norcroft University', 'Velaris Therapeutics, Inc.'],
    '2019-02-28',
  ],
  [
    'This Agreement, effective on and from 1 July 2021 (the "Commencement Date"), is made between Tamsin Health Services Limited ("Tamsin") and Greyfriars Facilities Management Limited ("Contractor").',
    ['Tamsin Health Services Limited', 'Greyfriars Facilities Management Limited'],
    '2021-07-01',
  ],
  [
    'On this 7th day of October, 2014, Fairbourne Capital Partners LP ("Fairbourne") and Redfield Energy Corp. ("Redfield") enter into this Agreement.',
    ['Fairbourne Capital Partners LP', 'Redfield Energy Corp.'],
    '2014-10-07',
  ],
];

/**
 * Held-out preambles (29 November 2026, a thirtieth session; written before the first run, aimed at none): a former
 * name after a party's, a bank acting through a branch, a trustee not in its individual capacity, a Japanese kabushiki
 * kaisha, a law firm and a plc, a person with a suffix, a party "of" an address, two parties "on the other hand", a
 * party doing business under another name, and a limited partnership acting by its general partner.
 */
export const DRAFTED_PREAMBLES_THIRTIETH: DraftedPreamble[] = [
  [
    'This Services Agreement (the "Agreement") is entered into as of March 1, 2019 by and between Zenith Health, Inc. (f/k/a Zenith Medical Group, Inc.), a Delaware corporation ("Zenith"), and Northgate Billing Services, LLC, a Georgia limited liability company ("Provider").',
    ['Zenith Health, Inc.', 'Northgate Billing Services, LLC'],
  ],
  [
    'This Credit Agreement is made as of June 30, 2011 between Banco Atlantico S.A., acting through its New York Branch (the "Lender"), and Solera Shipping Corp., a Marshall Islands corporation (the "Borrower").',
    ['Banco Atlantico S.A.', 'Solera Shipping Corp.'],
  ],
  [
    'This Custody Agreement is dated as of October 1, 2015 and is between Harbor Street Funding Trust (the "Trust") and Wilmington Trust, National Association, not in its individual capacity but solely as custodian (the "Custodian").',
    ['Harbor Street Funding Trust', 'Wilmington Trust, National Association'],
  ],
  [
    'This Distribution Agreement is entered into on April 10, 2008 by and between Hoshino Seiki Kabushiki Kaisha, a corporation organized under the laws of Japan ("Hoshino"), and Meridian Optical Products, Inc., a New Jersey corporation ("Distributor").',
    ['Hoshino Seiki Kabushiki Kaisha', 'Meridian Optical Products, Inc.'],
  ],
  [
    'This Engagement Agreement is made on 2 February 2017 between Baker & Whitfield LLP, a limited liability partnership registered in England ("the Firm"), and The Andersen Retail Group plc ("the Client").',
    ['Baker & Whitfield LLP', 'The Andersen Retail Group plc'],
  ],
  [
    'This Employment Agreement (this "Agreement") is made and entered into as of August 15, 2013, by and between Cobalt Mining Corporation, a Nevada corporation (the "Company"), and Robert T. Lang, Jr. ("Executive").',
    ['Cobalt Mining Corporation', 'Robert T. Lang, Jr.'],
  ],
  [
    'This Licence Agreement is made on 5 May 2020 between Quantum Leap Media Inc. of 44 King Street West, Toronto, Ontario M5H 1H1, Canada (the "Licensor") and Fjord Interactive AS of Storgata 10, 0155 Oslo, Norway (the "Licensee").',
    ['Quantum Leap Media Inc.', 'Fjord Interactive AS'],
  ],
  [
    'This Settlement and Supply Agreement is entered into as of December 12, 2016 by and between Trident Valve Company, on the one hand, and Apex Fluid Systems, Inc. and Apex Fluid Systems Canada Ltd., on the other hand.',
    ['Trident Valve Company', 'Apex Fluid Systems, Inc.', 'Apex Fluid Systems Canada Ltd.'],
  ],
  [
    'This Franchise Agreement is made as of July 7, 2021 between Sunny Side Brands, LLC, a Florida limited liability company ("Franchisor"), and Kessler Hospitality Group, Inc. d/b/a Sunny Side Cafe Tampa, a Florida corporation ("Franchisee").',
    ['Sunny Side Brands, LLC', 'Kessler Hospitality Group, Inc.'],
  ],
  [
    'This Management Agreement is entered into as of January 2, 2009 by and between Ridgeview Apartments, L.P., a Texas limited partnership, acting by and through its general partner, Ridgeview GP, LLC ("Owner"), and Summit Residential Management, Inc., a Texas corporation ("Manager").',
    ['Ridgeview Apartments, L.P.', 'Summit Residential Management, Inc.'],
  ],
];

/**
 * A second held-out batch of the thirtieth session (29 November 2026; written before its first run, aimed at none):
 * a deed "in favour of" a bank, a successor in interest, a former name in brackets, a person and a company with
 * accented letters, a party "and its Affiliates", names that open with a digit, a university's regents acting for a
 * campus, a Chinese company with its name in Chinese beside it, and a person with a hyphenated first name.
 */
export const DRAFTED_PREAMBLES_THIRTIETH_2: DraftedPreamble[] = [
  [
    'THIS DEED OF GUARANTEE is made on 14 March 2018 by Harwell Engineering Limited (company number 03344556) (the "Guarantor") in favour of Northern Shires Bank plc (the "Bank").',
    ['Harwell Engineering Limited', 'Northern Shires Bank plc'],
  ],
  [
    'This Supply Agreement is entered into as of September 1, 2012 by and between Crestmark Holdings, Inc., as successor in interest to Crestmark Foods Corp. ("Crestmark"), and Valley Fresh Produce, LLC, a California limited liability company ("Supplier").',
    ['Crestmark Holdings, Inc.', 'Valley Fresh Produce, LLC'],
  ],
  [
    'This License Agreement is made as of February 1, 2005 by and between Gamma Therapeutics Corp. (formerly known as Delta Biologics Corp.), a Delaware corporation ("Licensor"), and Orion Pharma Partners, L.P., a Delaware limited partnership ("Licensee").',
    ['Gamma Therapeutics Corp.', 'Orion Pharma Partners, L.P.'],
  ],
  [
    'This Consulting Agreement is entered into on 1 October 2019 between Société Générale Conseil S.A., a société anonyme organised under the laws of France ("SGC"), and Dr. Jürgen Weiß, residing in Munich, Germany ("Consultant").',
    ['Société Générale Conseil S.A.', 'Jürgen Weiß'],
  ],
  [
    'This Master Purchase Agreement is made effective as of June 15, 2014 by and between Ironclad Tools Corp., a Delaware corporation, and its Affiliates (collectively, "Buyer"), and Precision Forge Industries, Inc., an Ohio corporation ("Seller").',
    ['Ironclad Tools Corp.', 'Precision Forge Industries, Inc.'],
  ],
  [
    'This Co-Marketing Agreement is entered into as of April 20, 2016 by and between 3D Vision Labs, Inc., a Delaware corporation ("3DV"), and 7th Avenue Media Group LLC, a New York limited liability company ("7th Avenue").',
    ['3D Vision Labs, Inc.', '7th Avenue Media Group LLC'],
  ],
  [
    'This Research Agreement is made as of January 10, 2011 by and between The Regents of the University of California, a California constitutional corporation, on behalf of its Los Angeles campus ("University"), and Lumina Diagnostics, Inc., a Delaware corporation ("Sponsor").',
    ['The Regents of the University of California', 'Lumina Diagnostics, Inc.'],
  ],
  [
    'This Manufacturing Agreement is entered into on 8 August 2017 by and between Shenzhen Huaqiang Electronics Co., Ltd. (深圳华强电子有限公司), a company organized under the laws of the People\'s Republic of China ("Manufacturer"), and Brightline Audio, Inc., a Washington corporation ("Customer").',
    ['Shenzhen Huaqiang Electronics Co., Ltd.', 'Brightline Audio, Inc.'],
  ],
  [
    'This Employment Agreement is made as of March 3, 2021 between Polaris Analytics GmbH, a German limited liability company (the "Company"), and Anna-Lena Schröder ("Employee").',
    ['Polaris Analytics GmbH', 'Anna-Lena Schröder'],
  ],
  [
    'This Services Agreement is made on 30 June 2022 between Øresund Logistics ApS, a Danish private limited company ("Øresund"), and Ålesund Seafood AS, a Norwegian company ("Customer").',
    ['Øresund Logistics ApS', 'Ålesund Seafood AS'],
  ],
];

/**
 * A third held-out batch of the thirtieth session (29 November 2026; written before its first run, aimed at none): a
 * person with an apostrophe in his name, a minister of a state, "The Coca-Cola Company" beside a company "of America",
 * a Dutch "Koninklijke ... N.V.", a Japanese kabushiki kaisha named first, an Indonesian "PT ... Tbk", a company "a/k/a"
 * another name, a city and county acting through a commission, a university's board of trustees, and a pair named
 * each a party after their short names.
 */
export const DRAFTED_PREAMBLES_THIRTIETH_3: DraftedPreamble[] = [
  [
    'This Consulting Agreement is entered into as of May 4, 2015 between Halcyon Networks Ltd. ("Halcyon") and Mr. Sean O\'Neil, an individual ("Consultant").',
    ['Halcyon Networks Ltd.', "Sean O'Neil"],
  ],
  [
    'This Funding Agreement is made on 1 July 2016 between the Minister for Health of the State of Victoria (the "Minister") and Southern Cross Medical Pty Ltd (ACN 111 222 333) (the "Recipient").',
    ['Minister for Health of the State of Victoria', 'Southern Cross Medical Pty Ltd'],
  ],
  [
    'This Bottling Agreement is entered into as of January 1, 2001 by and between The Coca-Cola Company, a Delaware corporation ("Company"), and Sony Corporation of America, a New York corporation ("Bottler").',
    ['The Coca-Cola Company', 'Sony Corporation of America'],
  ],
  [
    'This Patent License Agreement is made as of October 15, 2009 by and between Koninklijke Philips Electronics N.V., a company organized under the laws of the Netherlands ("Philips"), and Brightstar Lighting, Inc., a Nevada corporation ("Licensee").',
    ['Koninklijke Philips Electronics N.V.', 'Brightstar Lighting, Inc.'],
  ],
  [
    'This Joint Development Agreement is entered into as of March 30, 2013 by and between Kabushiki Kaisha Hayashi Seisakusho, a Japanese corporation ("Hayashi"), and Coldwater Sensors, LLC, a Michigan limited liability company ("Coldwater").',
    ['Kabushiki Kaisha Hayashi Seisakusho', 'Coldwater Sensors, LLC'],
  ],
  [
    'This Agency Agreement is made on 12 November 2018 between PT Bank Nusantara Makmur Tbk, a limited liability company established under the laws of the Republic of Indonesia (the "Bank"), and Meridian Trustees (Singapore) Pte. Ltd. (the "Agent").',
    ['PT Bank Nusantara Makmur Tbk', 'Meridian Trustees (Singapore) Pte. Ltd.'],
  ],
  [
    'This Supply Agreement is entered into as of June 1, 2010 between Hon Lee Precision Industry Co., Ltd. (a/k/a HLP Group), a Taiwan corporation ("Supplier"), and Cardinal Devices, Inc., a Delaware corporation ("Buyer").',
    ['Hon Lee Precision Industry Co., Ltd.', 'Cardinal Devices, Inc.'],
  ],
  [
    'This Concession Agreement is made as of July 1, 2014 by and between the City and County of San Francisco, acting by and through its Airport Commission (the "City"), and Bayside Travel Retail, LLC, a California limited liability company ("Concessionaire").',
    ['City and County of San Francisco', 'Bayside Travel Retail, LLC'],
  ],
  [
    'This Sponsored Research Agreement is entered into as of September 1, 2008 by and between The Board of Trustees of the Leland Stanford Junior University ("Stanford") and Quillon Genomics, Inc., a Delaware corporation ("Sponsor").',
    ['The Board of Trustees of the Leland Stanford Junior University', 'Quillon Genomics, Inc.'],
  ],
  [
    'This Mutual Nondisclosure Agreement is entered into as of February 2, 2022 by and between Arden Robotics, Inc. ("Arden") and Zephyr Motion Corp. ("Zephyr") (Arden and Zephyr each a "Party").',
    ['Arden Robotics, Inc.', 'Zephyr Motion Corp.'],
  ],
];

/**
 * A fourth held-out batch of the thirtieth session (29 November 2026; written before its first run, aimed at none): a
 * "Limited Liability Company" spelt out, a business unit acted through, a partnership "by its general partner", a party
 * "for itself and on behalf of its Affiliates", Spanish, French and accented names, "Mc" and "&" inside names, a name
 * with no suffix beside one with "Company", a person with two given names and a hyphenated surname, and a Korean
 * "Co., Ltd." with an ampersand.
 */
export const DRAFTED_PREAMBLES_THIRTIETH_4: DraftedPreamble[] = [
  [
    'This Operating Services Agreement is entered into as of April 1, 2015 by and between Bluegrass Energy Holdings Limited Liability Company, a Kentucky limited liability company ("Owner"), and Ridgeline Operations, Inc., a Delaware corporation ("Operator").',
    ['Bluegrass Energy Holdings Limited Liability Company', 'Ridgeline Operations, Inc.'],
  ],
  [
    'This Development Agreement is made as of May 20, 2008 by and between Medtronic Vascular, Inc., a Delaware corporation, acting through its Coronary business unit ("Medtronic"), and Nanostent Technologies, Inc., a California corporation ("Developer").',
    ['Medtronic Vascular, Inc.', 'Nanostent Technologies, Inc.'],
  ],
  [
    'This Advisory Agreement is entered into as of October 1, 2019 by and between Aurora Growth Partners, LP, a Delaware limited partnership, by its general partner, Aurora Growth GP, LLC ("Aurora"), and Tessellate Software, Inc., a Delaware corporation (the "Company").',
    ['Aurora Growth Partners, LP', 'Tessellate Software, Inc.'],
  ],
  [
    'This Master Supply Agreement is entered into as of January 5, 2018 by and between Northfield Brands Corp., for itself and on behalf of its Affiliates ("Northfield"), and Keystone Packaging, LLC, a Pennsylvania limited liability company ("Supplier").',
    ['Northfield Brands Corp.', 'Keystone Packaging, LLC'],
  ],
  [
    'This Offtake Agreement is made as of March 15, 2012 by and between Compañía Minera del Sur, S.A. de C.V., a Mexican company ("Seller"), and Atlas Metals Trading Ltd., a Bermuda company ("Buyer").',
    ['Compañía Minera del Sur, S.A. de C.V.', 'Atlas Metals Trading Ltd.'],
  ],
  [
    'This Co-Marketing Agreement is entered into as of June 10, 2016 by and between Nestlé Purina PetCare Company, a Missouri corporation ("Purina"), and L\'Oréal USA, Inc., a Delaware corporation ("L\'Oréal").',
    ['Nestlé Purina PetCare Company', "L'Oréal USA, Inc."],
  ],
  [
    'This Distribution Services Agreement is entered into as of July 1, 2011 by and between McKesson Specialty Care Distribution Corporation, a Delaware corporation ("McKesson"), and AT&T Corp., a New York corporation ("AT&T").',
    ['McKesson Specialty Care Distribution Corporation', 'AT&T Corp.'],
  ],
  [
    'This Research Collaboration Agreement is made as of February 14, 2014 by and between Johnson & Johnson, a New Jersey corporation ("J&J"), and The Procter & Gamble Company, an Ohio corporation ("P&G").',
    ['Johnson & Johnson', 'The Procter & Gamble Company'],
  ],
  [
    'This Services Agreement is made on 3 September 2020 between Vireo Analytics S.L., a Spanish company ("Vireo"), and María José García-López, a self-employed consultant residing in Madrid ("Consultant").',
    ['Vireo Analytics S.L.', 'María José García-López'],
  ],
  [
    'This Shipbuilding Contract is entered into as of November 30, 2007 by and between Hanbit Shipbuilding & Marine Engineering Co., Ltd., a company organized under the laws of the Republic of Korea ("Builder"), and Oceanic Tankers Inc., a Liberian corporation ("Buyer").',
    ['Hanbit Shipbuilding & Marine Engineering Co., Ltd.', 'Oceanic Tankers Inc.'],
  ],
];

/**
 * An eighth batch of dated preambles (29 November 2026, a thirtieth session; written before its first run, aimed at
 * none): a blank date of signing before the effective one, an amendment dated beside the agreement it amends, a
 * preamble whose parties are the subject after "Effective as of", a day-first date with slashes, a date written wholly
 * in words, an effective date "notwithstanding the date of its execution", a "Dated: as of" line, "Two Thousand and
 * Twenty", a signing date and a later effective date both defined, and "A.D.".
 */
export const DRAFTED_DATED_PREAMBLES_8: DraftedDatedPreamble[] = [
  [
    'This Agreement is entered into this ___ day of ____________, 2015, effective as of July 1, 2015, by and between Corvid Systems, Inc. ("Corvid") and Lakeland Health Partners, LLC ("Lakeland").',
    ['Corvid Systems, Inc.', 'Lakeland Health Partners, LLC'],
    '2015-07-01',
  ],
  [
    'This Amendment No. 3 (this "Amendment"), dated as of September 30, 2014, to the License Agreement dated as of January 15, 2010 (the "Agreement"), is made by and between Pinecrest Labs, Inc. ("Licensor") and Harlow Devices Corp. ("Licensee").',
    ['Pinecrest Labs, Inc.', 'Harlow Devices Corp.'],
    '2014-09-30',
  ],
  [
    'Effective as of the 1st of March, 2018 (the "Effective Date"), Westbrook Media Group, Inc. ("Westbrook") and Solstice Events LLC ("Solstice") agree as follows:',
    ['Westbrook Media Group, Inc.', 'Solstice Events LLC'],
    '2018-03-01',
  ],
  [
    'This Agreement is dated 15/04/2019 and is made between Kirkwall Data Ltd (company number 09876543) ("Kirkwall") and Thistle Retail Ltd (company number 07654321) ("Thistle").',
    ['Kirkwall Data Ltd', 'Thistle Retail Ltd'],
    '2019-04-15',
  ],
  [
    'THIS AGREEMENT, made this Fourteenth day of March, Nineteen Hundred and Ninety-Eight, by and between Ashby Tool & Die Co. ("Ashby") and Mercer Industrial Supply, Inc. ("Mercer").',
    ['Ashby Tool & Die Co.', 'Mercer Industrial Supply, Inc.'],
    '1998-03-14',
  ],
  [
    'This Services Agreement is effective as of January 1, 2012 (the "Effective Date"), notwithstanding the date of its execution, which is February 10, 2012, and is between Orchid Payroll Services, Inc. ("Provider") and Bellmont Hotels Corp. ("Client").',
    ['Orchid Payroll Services, Inc.', 'Bellmont Hotels Corp.'],
    '2012-01-01',
  ],
  [
    'SUPPLY AGREEMENT\nDated: as of June 30, 2004\nThis Supply Agreement is between Granby Foods Corporation ("Buyer") and Hollis Farms, Inc. ("Seller").',
    ['Granby Foods Corporation', 'Hollis Farms, Inc.'],
    '2004-06-30',
  ],
  [
    'THIS AGREEMENT is made on the 1st day of December Two Thousand and Twenty BETWEEN Redfern Capital Pty Ltd (ACN 600 111 222) ("Redfern") and Bellbird Software Pty Ltd (ACN 611 333 444) ("Bellbird").',
    ['Redfern Capital Pty Ltd', 'Bellbird Software Pty Ltd'],
    '2020-12-01',
  ],
  [
    'This Agreement is entered into on May 5th, 2016 (the "Signing Date") and shall be effective as of June 1st, 2016 (the "Effective Date"), by and between Quarry Hill Software, Inc. ("Licensor") and Ember Health Systems, Inc. ("Licensee").',
    ['Quarry Hill Software, Inc.', 'Ember Health Systems, Inc.'],
    '2016-06-01',
  ],
  [
    'This Agreement, entered into in the City of Houston, Texas, as of the 3rd day of March A.D. 2003, is by and between Gulfstar Drilling Company ("Gulfstar") and Baytown Pipe & Supply, Inc. ("Baytown").',
    ['Gulfstar Drilling Company', 'Baytown Pipe & Supply, Inc.'],
    '2003-03-03',
  ],
];

/**
 * A ninth batch of dated preambles (29 November 2026, a thirtieth session; written after the eighth's mend and before
 * its first run, aimed at none): a day and month without a comma before the year, "dated the 5th of June", "made at
 * London on 1st February", a "Date of Agreement:" line, abbreviated months with a full stop ("Jan.", "Sept."), an
 * execution date beside a later effective date, an "Agreement Date", and "As of August 1st, 2018, the undersigned".
 */
export const DRAFTED_DATED_PREAMBLES_9: DraftedDatedPreamble[] = [
  [
    'This AGREEMENT is entered into as of this 10th day of October 2012 by and between Tamarack Resources Inc. ("Tamarack") and Blue Heron Logistics LLC ("Blue Heron").',
    ['Tamarack Resources Inc.', 'Blue Heron Logistics LLC'],
    '2012-10-10',
  ],
  [
    'This Agreement dated the 5th of June, 2017 is made between Caldera Software Limited ("Caldera") and Ingleby Retail Limited ("Ingleby").',
    ['Caldera Software Limited', 'Ingleby Retail Limited'],
    '2017-06-05',
  ],
  [
    'This Agreement is made at London on 1st February 2019 between Marlow Capital Partners LLP ("Marlow") and Kestrel Aviation Limited ("Kestrel").',
    ['Marlow Capital Partners LLP', 'Kestrel Aviation Limited'],
    '2019-02-01',
  ],
  [
    'CONSULTANCY AGREEMENT\nDate of Agreement: 12 March 2021\nThis Consultancy Agreement is between Wrenfield Advisory Ltd ("Consultant") and Ashcombe Estates Ltd ("Client").',
    ['Wrenfield Advisory Ltd', 'Ashcombe Estates Ltd'],
    '2021-03-12',
  ],
  [
    'This Reseller Agreement is effective as of Jan. 15, 2008 and is made by and between Solace Networks, Inc. ("Solace") and Prairie Data Systems, Inc. ("Reseller").',
    ['Solace Networks, Inc.', 'Prairie Data Systems, Inc.'],
    '2008-01-15',
  ],
  [
    'This Marketing Agreement is entered into effective Sept. 1, 2009 by and between Copperline Beverages Corp. ("Copperline") and Summit Outdoor Media, LLC ("Summit").',
    ['Copperline Beverages Corp.', 'Summit Outdoor Media, LLC'],
    '2009-09-01',
  ],
  [
    'THIS AGREEMENT made as of the 31st day of December, 2001 (the "Execution Date") and effective January 1, 2002 (the "Effective Date"), by and between Northstar Utilities Company ("Northstar") and Greystone Power Services, Inc. ("Greystone").',
    ['Northstar Utilities Company', 'Greystone Power Services, Inc.'],
    '2002-01-01',
  ],
  [
    'This Asset Management Agreement is dated March 2, 2015 (the "Agreement Date") and is between Hollowbrook Partners LLC ("Manager") and Cedar Point Holdings, Inc. ("Owner").',
    ['Hollowbrook Partners LLC', 'Cedar Point Holdings, Inc.'],
    '2015-03-02',
  ],
  [
    'As of August 1st, 2018, the undersigned, Ironwood Fitness, Inc. ("Ironwood") and Peak Nutrition Brands LLC ("Peak"), agree as follows:',
    ['Ironwood Fitness, Inc.', 'Peak Nutrition Brands LLC'],
    '2018-08-01',
  ],
  [
    'This Supply Agreement is made and entered into this twenty-first (21st) day of April, 2014, by and between Riverbend Packaging Co. ("Supplier") and Orchard Valley Foods, Inc. ("Buyer").',
    ['Riverbend Packaging Co.', 'Orchard Valley Foods, Inc.'],
    '2014-04-21',
  ],
];

/**
 * A held-out batch of the thirty-first session (29 November 2026; written before its first run, aimed at none): a
 * letter agreement to a person, three parties "among" with their descriptions, a merger's parent, merger sub and
 * company, an Indian joint venture numbered "1." and "2." with registered offices, a doctor, a university's regents,
 * an Indian private limited company with its CIN, a principal place of business after the defined name, a Japanese
 * seller with his address and a Singapore buyer numbered "(1)" and "(2)", and a name in lower case represented by its
 * managing director beside a saint's foundation.
 */
export const DRAFTED_PREAMBLES_THIRTY_FIRST: DraftedPreamble[] = [
  [
    'March 3, 2015\nMr. David Chen\n12 Elm Road\nNewton, MA 02458\nDear David:\nThis letter agreement (this "Agreement") sets forth the terms of your engagement as a consultant to Acme Robotics, Inc. (the "Company").',
    ['Acme Robotics, Inc.', 'David Chen'],
  ],
  [
    'AGREEMENT, dated as of May 1, 2010, among Orion Capital Partners, L.P., a Delaware limited partnership, Orion GP LLC, a Delaware limited liability company, and Stellar Biotech Inc., a Nevada corporation.',
    ['Orion Capital Partners, L.P.', 'Orion GP LLC', 'Stellar Biotech Inc.'],
  ],
  [
    'This Agreement and Plan of Merger is made as of July 9, 2014 by and among Redwood Energy Corp. ("Parent"), Redwood Merger Sub, Inc. ("Merger Sub") and Coastal Power Systems, Inc. (the "Company").',
    ['Redwood Energy Corp.', 'Redwood Merger Sub, Inc.', 'Coastal Power Systems, Inc.'],
  ],
  [
    'This Joint Venture Agreement is entered into on this 4th day of June, 2012 by and between: 1. Golden Harvest Agro Industries Ltd., a company incorporated under the Companies Act, 1956, having its registered office at 14 Nehru Place, New Delhi 110019 (hereinafter referred to as "GHAI"); and 2. Sunrise Foods Pvt. Ltd., a company incorporated under the Companies Act, 1956, having its registered office at 7 Marine Drive, Mumbai 400020 (hereinafter referred to as "Sunrise").',
    ['Golden Harvest Agro Industries Ltd.', 'Sunrise Foods Pvt. Ltd.'],
  ],
  [
    'This Consulting Agreement is entered into as of February 1, 2011 by Dr. Helen M. Reyes, an individual residing in Austin, Texas ("Consultant"), and NovaGen Therapeutics, Inc. ("NovaGen").',
    ['Helen M. Reyes', 'NovaGen Therapeutics, Inc.'],
  ],
  [
    'This Sponsorship Agreement is entered into as of April 2, 2016 between the Regents of the University of Michigan, a constitutional corporation of the State of Michigan ("University"), and BrightPath Learning, Inc. ("Sponsor").',
    ['Regents of the University of Michigan', 'BrightPath Learning, Inc.'],
  ],
  [
    'This Master Services Agreement is entered into as of October 1, 2018 between InfoSys Global Solutions Private Limited, a company registered in India with CIN U72200KA2001PTC029125 ("Supplier"), and Harbourfront Insurance Group Limited ("Customer").',
    ['InfoSys Global Solutions Private Limited', 'Harbourfront Insurance Group Limited'],
  ],
  [
    'This Trademark License Agreement is made this 1st day of August, 2007 by and between Sweet Leaf Tea Company, L.L.C., a Texas limited liability company ("Licensor"), with its principal place of business at 1200 Congress Avenue, Austin, Texas 78701, and Pinnacle Beverage Distributors, Inc., a Colorado corporation ("Licensee").',
    ['Sweet Leaf Tea Company, L.L.C.', 'Pinnacle Beverage Distributors, Inc.'],
  ],
  [
    'This Agreement is made on 9 January 2020 between (1) Mr. Kenji Watanabe of 3-1-1 Marunouchi, Chiyoda-ku, Tokyo, Japan (the "Seller") and (2) Bluewater Ventures Pte. Ltd. (the "Buyer").',
    ['Kenji Watanabe', 'Bluewater Ventures Pte. Ltd.'],
  ],
  [
    'This Service Agreement (the "Agreement") is entered into on 15 March 2019 by and between eHealth Solutions GmbH, Friedrichstraße 100, 10117 Berlin, Germany, represented by its managing director Anna Müller ("Provider"), and St. Mary\'s Hospital Foundation, Inc. ("Client").',
    ['eHealth Solutions GmbH', "St. Mary's Hospital Foundation, Inc."],
  ],
];

/**
 * A tenth batch of dated preambles (29 November 2026, a thirty-first session; written before its first run, aimed at
 * none): a year in words without "and", a "Dated:" line above the title, a restatement date beside the date of the
 * agreement it restates, an "Effective Date:" line with "the 1st of", a blank day beside an effective date, a slashed
 * date, "in the year", an ISO date, "the first day of", and a date of making beside "with effect from" an earlier one.
 */
export const DRAFTED_DATED_PREAMBLES_10: DraftedDatedPreamble[] = [
  [
    'THIS AGREEMENT is made the 2nd day of January, Two Thousand Ten, by and between Larkspur Mining Ltd. ("Larkspur") and Eastgate Drilling Inc. ("Eastgate").',
    ['Larkspur Mining Ltd.', 'Eastgate Drilling Inc.'],
    '2010-01-02',
  ],
  [
    'Dated: June 14th, 2016\nSERVICES AGREEMENT\nThis Services Agreement is between Bellweather Analytics LLC ("Provider") and Crane Street Bank ("Bank").',
    ['Bellweather Analytics LLC', 'Crane Street Bank'],
    '2016-06-14',
  ],
  [
    'This Amended and Restated License Agreement is entered into as of September 30, 2013 (the "Restatement Date"), and amends and restates the License Agreement dated as of March 1, 2009, by and between Tessellate Imaging, Inc. ("Licensor") and Northway Medical Corp. ("Licensee").',
    ['Tessellate Imaging, Inc.', 'Northway Medical Corp.'],
    '2013-09-30',
  ],
  [
    'DISTRIBUTION AGREEMENT\nEffective Date: the 1st of July 2019\nParties: Alpenrose Dairy AG ("Supplier") and Greenfield Foods Ltd ("Distributor").',
    ['Alpenrose Dairy AG', 'Greenfield Foods Ltd'],
    '2019-07-01',
  ],
  [
    'This Agreement is entered into on this ___ day of March, 2011 and is effective as of April 1, 2011 (the "Effective Date") by and between Stonebridge Capital LLC ("Stonebridge") and Aurora Health Partners, Inc. ("Aurora").',
    ['Stonebridge Capital LLC', 'Aurora Health Partners, Inc.'],
    '2011-04-01',
  ],
  [
    'This AGREEMENT (the "Agreement") is made and entered into as of 1/15/2014 by and between Prism Lighting Corp. ("Prism") and Delmar Electric Supply, Inc. ("Delmar").',
    ['Prism Lighting Corp.', 'Delmar Electric Supply, Inc.'],
    '2014-01-15',
  ],
  [
    'THIS AGREEMENT made this 15th day of May, in the year 2003, between Hartwell Textiles Limited ("Hartwell") and Oriel Fashion Group Inc. ("Oriel").',
    ['Hartwell Textiles Limited', 'Oriel Fashion Group Inc.'],
    '2003-05-15',
  ],
  [
    'This Master Agreement, dated 2017-06-01, is between Vantage Cloud Services Inc. ("Vantage") and Meridian Retail Holdings LLC ("Meridian").',
    ['Vantage Cloud Services Inc.', 'Meridian Retail Holdings LLC'],
    '2017-06-01',
  ],
  [
    'Made and entered into on the first day of February, 2008 ("Effective Date"), by and between Cypress Creek Energy, L.P. ("Cypress") and Halcyon Pipeline Company ("Halcyon").',
    ['Cypress Creek Energy, L.P.', 'Halcyon Pipeline Company'],
    '2008-02-01',
  ],
  [
    'This Agreement is made on the 3rd of November, 2015 with effect from 1 October 2015 between Wexford Systems Limited ("Wexford") and Lindqvist Marine AB ("Lindqvist").',
    ['Wexford Systems Limited', 'Lindqvist Marine AB'],
    '2015-10-01',
  ],
];

/**
 * A second held-out batch of the thirty-first session (29 November 2026; written before its first run, aimed at
 * none): many parties with individuals on a schedule, a guaranty "for the benefit of", agents and a borrower named by
 * capacity, a joinder "in favor of" an agent, a cooperative on behalf of its members, a subsidiary defined together
 * with its parent, countries in brackets after names, shareholders who sign below, two grantors and a trustee, and a
 * university's board of trustees.
 */
export const DRAFTED_PREAMBLES_THIRTY_FIRST_2: DraftedPreamble[] = [
  [
    'This Stockholders Agreement is entered into as of June 1, 2015 by and among Apex Holdings Corp., a Delaware corporation (the "Company"), Summit Partners Fund VIII, L.P. ("Summit"), Ridgeline Capital LLC ("Ridgeline"), and the individuals listed on Schedule A hereto (the "Management Holders").',
    ['Apex Holdings Corp.', 'Summit Partners Fund VIII, L.P.', 'Ridgeline Capital LLC'],
  ],
  [
    'This Guaranty Agreement is made as of March 3, 2010 by Pinecrest Industries, Inc. ("Guarantor") for the benefit of First Coastal Bank, N.A. ("Lender").',
    ['Pinecrest Industries, Inc.', 'First Coastal Bank, N.A.'],
  ],
  [
    'This Intercreditor Agreement is dated as of August 8, 2018 among Bank of the West, as First Lien Agent, Wilmington Savings Fund Society, FSB, as Second Lien Agent, and Hollister Foods, Inc., as Borrower.',
    ['Bank of the West', 'Wilmington Savings Fund Society, FSB', 'Hollister Foods, Inc.'],
  ],
  [
    'This Joinder Agreement is made as of May 5, 2016 by Clearwater Logistics LLC (the "New Guarantor") in favor of Fifth Street Bank, as Administrative Agent.',
    ['Clearwater Logistics LLC', 'Fifth Street Bank'],
  ],
  [
    'This Supply Agreement is entered into as of January 1, 2019 by and between Norcal Produce Cooperative, Inc., a California cooperative corporation, on behalf of itself and its members ("Supplier"), and FreshWay Markets, Inc. ("Buyer").',
    ['Norcal Produce Cooperative, Inc.', 'FreshWay Markets, Inc.'],
  ],
  [
    'This Agreement is made as of April 4, 2004 by and among Delta Pharma AG, a Swiss corporation ("Delta"), Delta Pharma USA, Inc., a Delaware corporation and a wholly-owned subsidiary of Delta ("Delta USA" and, together with Delta, the "Delta Parties"), and Orchid BioSciences, Inc. ("Orchid").',
    ['Delta Pharma AG', 'Delta Pharma USA, Inc.', 'Orchid BioSciences, Inc.'],
  ],
  [
    'This Co-Marketing Agreement is made as of October 20, 2012 among MobileNet Communications Ltd. (Israel), MobileNet Inc. (USA) and Brightstar Retail Corp.',
    ['MobileNet Communications Ltd.', 'MobileNet Inc.', 'Brightstar Retail Corp.'],
  ],
  [
    'This Voting Agreement, dated as of February 12, 2014, is entered into by and among Cascade Bancorp, an Oregon corporation ("Cascade"), and each of the undersigned shareholders of Home Federal Savings Bank (each, a "Shareholder").',
    ['Cascade Bancorp'],
  ],
  [
    'This Trust Agreement is made as of July 1, 2011 between Marcus A. Feldman and Ruth B. Feldman, as grantors (the "Grantors"), and Northern Trust Company, as trustee (the "Trustee").',
    ['Marcus A. Feldman', 'Ruth B. Feldman', 'Northern Trust Company'],
  ],
  [
    'This Agreement is entered into as of November 30, 2017 by and between the Board of Trustees of the Leland Stanford Junior University ("Stanford"), and Helix Nanotech, Inc. ("Licensee").',
    ['Board of Trustees of the Leland Stanford Junior University', 'Helix Nanotech, Inc.'],
  ],
];

/**
 * A third held-out batch of the thirty-first session (29 November 2026; written after the session's parties mends and
 * before its first run, aimed at none): names in capitals broken over lines, "formerly known as", a seller and its
 * parent "jointly and severally", a general partnership of two companies, an agency of a state, a bank "acting
 * through its London branch", a company "in its capacity as" servicer, two funds managed by one adviser, a founder
 * and his company, and a licensor named by its registered number first.
 */
export const DRAFTED_PREAMBLES_THIRTY_FIRST_3: DraftedPreamble[] = [
  [
    'THIS AGREEMENT is made as of the 1st day of March, 2009 by and between\nNORTHERN LIGHTS\nENERGY CORPORATION, a Nevada corporation ("NLE"), and\nGLACIER BAY HOLDINGS, INC., a Delaware corporation ("Glacier").',
    ['NORTHERN LIGHTS ENERGY CORPORATION', 'GLACIER BAY HOLDINGS, INC.'],
  ],
  [
    'This License Agreement is entered into as of June 15, 2017 between Vireo Health Sciences, Inc., formerly known as Vireo Nutrition Inc., a Utah corporation ("Licensor"), and Palisade Brands LLC ("Licensee").',
    ['Vireo Health Sciences, Inc.', 'Palisade Brands LLC'],
  ],
  [
    'This Asset Purchase Agreement is made as of September 9, 2013 among Tidewater Marine Services, LLC ("Seller"), Tidewater Holdings, Inc., the parent of Seller ("Parent"), jointly and severally with Seller, and Bayline Shipping Corp. ("Buyer").',
    ['Tidewater Marine Services, LLC', 'Tidewater Holdings, Inc.', 'Bayline Shipping Corp.'],
  ],
  [
    'This Operating Agreement is entered into as of January 5, 2006 by and between Mesa Verde Partners, a Colorado general partnership ("Mesa Verde"), and Copper Ridge Development Company ("Copper Ridge").',
    ['Mesa Verde Partners', 'Copper Ridge Development Company'],
  ],
  [
    'This Interagency Agreement is entered into as of July 1, 2019 by and between the Texas Department of Transportation ("TxDOT") and Lone Star Traffic Systems, Inc. ("Contractor").',
    ['Texas Department of Transportation', 'Lone Star Traffic Systems, Inc.'],
  ],
  [
    'This Facility Agreement is dated 21 April 2015 and made between Nordbanken AB (publ), acting through its London branch (the "Lender"), and Harcourt Shipping Limited (the "Borrower").',
    ['Nordbanken AB (publ)', 'Harcourt Shipping Limited'],
  ],
  [
    'This Servicing Agreement is dated as of November 1, 2018 among Crestline Auto Receivables Trust 2018-B (the "Issuer"), Crestline Financial Corp., in its capacity as servicer (the "Servicer"), and U.S. Bank Trust National Association, as indenture trustee (the "Indenture Trustee").',
    ['Crestline Auto Receivables Trust 2018-B', 'Crestline Financial Corp.', 'U.S. Bank Trust National Association'],
  ],
  [
    'This Subscription Agreement is entered into as of May 20, 2020 by and among Lumos Therapeutics, Inc. (the "Company"), Redwood Life Sciences Fund II, L.P. and Redwood Life Sciences Opportunities Fund, L.P. (together, the "Investors"), each managed by Redwood Capital Advisors LLC.',
    [
      'Lumos Therapeutics, Inc.',
      'Redwood Life Sciences Fund II, L.P.',
      'Redwood Life Sciences Opportunities Fund, L.P.',
    ],
  ],
  [
    'This Consulting Agreement is made as of August 1, 2018 by and among Jonathan P. Hale ("Hale"), Hale Advisory Group LLC, a Delaware limited liability company wholly owned by Hale ("HAG"), and Meridian Robotics Corp. ("Meridian").',
    ['Jonathan P. Hale', 'Hale Advisory Group LLC', 'Meridian Robotics Corp.'],
  ],
  [
    'This Licence Agreement is made on 12 June 2014 between (1) 04512233 Limited, trading as Brightwater Games, a company registered in England ("Licensor"), and (2) Stormcloud Interactive Oy, a company registered in Finland ("Licensee").',
    ['04512233 Limited', 'Stormcloud Interactive Oy'],
  ],
];

/**
 * A first batch of preambles of the thirty-second session (29 November 2026; written before its first run, aimed at
 * none): a d/b/a, "BETWEEN:" and "AND:" in capitals with a person "of the City of", a Chinese company, a state's
 * department among two businesses, lower-case names with ".com", an Italian S.p.A. and a Finnish Oy with their cities,
 * a company "together with its subsidiaries" and a doctor, a franchisee of two people jointly and severally, a
 * university's board of trustees, a Dutch B.V. and an English plc with its company number.
 */
export const DRAFTED_PREAMBLES_THIRTY_SECOND: DraftedPreamble[] = [
  [
    'This Reseller Agreement ("Agreement") is made effective as of March 15, 2017, by and between Quantum Leap Software, LLC, d/b/a QLS ("QLS"), and Apex Digital Partners Inc. ("Reseller").',
    ['Quantum Leap Software, LLC', 'Apex Digital Partners Inc.'],
  ],
  [
    'THIS AGREEMENT made as of the 1st day of October, 2009.\nBETWEEN:\nMAPLE LEAF GOLD CORP., a company incorporated under the laws of British Columbia\n(the "Company")\nAND:\nJOHN A. SMITH, of the City of Vancouver, British Columbia\n(the "Executive")',
    ['MAPLE LEAF GOLD CORP.', 'JOHN A. SMITH'],
  ],
  [
    'This Supply Agreement is entered into as of June 1, 2012 by and between Shenzhen Bright Electronics Co., Ltd., a company organized under the laws of the People\'s Republic of China ("Supplier"), and Lumina Home Products, Inc. ("Buyer").',
    ['Shenzhen Bright Electronics Co., Ltd.', 'Lumina Home Products, Inc.'],
  ],
  [
    'This Marketing Agreement is dated as of January 5, 2004 among the Nevada Commission on Tourism ("Commission"), Silver State Hospitality Group, L.P. ("SSHG") and Desert Sun Resorts, LLC ("Desert Sun").',
    ['Nevada Commission on Tourism', 'Silver State Hospitality Group, L.P.', 'Desert Sun Resorts, LLC'],
  ],
  [
    'This Co-Branding Agreement (the "Agreement") is entered into as of August 20, 1999 by and between drkoop.com, Inc., a Delaware corporation ("drkoop"), and iVillage Inc. ("iVillage").',
    ['drkoop.com, Inc.', 'iVillage Inc.'],
  ],
  [
    'This Agreement is made between Telstar Communications S.p.A., with registered office in Milan, Italy, Via Roma 10 ("Telstar"), and Nordic Mobile Oy, Helsinki, Finland ("Nordic"), on 12 May 2011.',
    ['Telstar Communications S.p.A.', 'Nordic Mobile Oy'],
  ],
  [
    'THIS CONSULTING AGREEMENT is made as of April 1, 2018, by and between BioCure Holdings, Inc., a Delaware corporation (together with its subsidiaries, the "Company"), and Rachel Levinson, Ph.D. ("Consultant").',
    ['BioCure Holdings, Inc.', 'Rachel Levinson'],
  ],
  [
    'This Franchise Agreement is made as of November 3, 2013 by and between Burger Barn Franchising, LLC ("Franchisor") and Anthony Russo and Maria Russo, jointly and severally (collectively, "Franchisee").',
    ['Burger Barn Franchising, LLC', 'Anthony Russo', 'Maria Russo'],
  ],
  [
    'This Agreement is entered into on December 1, 2016 between the City of Riverside, a California charter city ("City"), and GreenFleet Mobility Corporation ("Contractor").',
    ['City of Riverside', 'GreenFleet Mobility Corporation'],
  ],
  [
    'This Hosting Services Agreement is entered into as of July 1, 2015 (the "Effective Date") between CloudNine Hosting B.V., a private company with limited liability incorporated in the Netherlands ("CloudNine"), and Meridian Retail plc, a public limited company registered in England and Wales under company number 01234567 ("Customer").',
    ['CloudNine Hosting B.V.', 'Meridian Retail plc'],
  ],
];

/**
 * A second batch of preambles of the thirty-second session (29 November 2026; written after the session's parties
 * mend and before its first run, aimed at none): a charter party's numbered owners and charterers in capitals with a
 * Danish A/S, guarantors on a schedule among named parties, a Japanese K.K. and a Malaysian Sdn. Bhd., a professional
 * association and a dentist, a bank holding company and a state-chartered bank, a company whose name opens with "The",
 * a landlord whose name opens with a number, a person also acting as trustee, a bank acting through a branch beside a
 * Mexican S.A. de C.V., and the Crown as represented by a minister.
 */
export const DRAFTED_PREAMBLES_THIRTY_SECOND_2: DraftedPreamble[] = [
  [
    'THIS AGREEMENT is made the 4th day of May 2009\nBETWEEN\n(1) ALPHA OMEGA SHIPPING LIMITED whose registered office is at 1 Quay Street, Piraeus, Greece ("Owners"); and\n(2) NORDIC BULK CARRIERS A/S of Amaliegade 10, Copenhagen, Denmark ("Charterers").',
    ['ALPHA OMEGA SHIPPING LIMITED', 'NORDIC BULK CARRIERS A/S'],
  ],
  [
    'This Agreement is entered into as of March 1, 2021 by and among Ironclad Security Holdings, Inc. ("Holdings"), Ironclad Security, LLC ("Ironclad"), each of the Guarantors listed on Schedule I hereto, and First Midwest Bank ("Lender").',
    ['Ironclad Security Holdings, Inc.', 'Ironclad Security, LLC', 'First Midwest Bank'],
  ],
  [
    'This Distribution Agreement is made as of October 15, 2013 between Kyowa Pharma K.K., a Japanese corporation ("Kyowa"), and Medisphere Distribution Sdn. Bhd., a Malaysian company ("Medisphere").',
    ['Kyowa Pharma K.K.', 'Medisphere Distribution Sdn. Bhd.'],
  ],
  [
    'This Independent Contractor Agreement is entered into as of January 2, 2019 between Lakeside Dental Group, P.A. ("Practice") and Dr. Maya Patel, D.D.S. ("Contractor").',
    ['Lakeside Dental Group, P.A.', 'Maya Patel'],
  ],
  [
    'This Agreement is made as of June 30, 2006 by and between Cornerstone Bancorp, a South Carolina corporation and registered bank holding company ("Cornerstone"), and Palmetto State Bank, a South Carolina state-chartered bank ("Bank").',
    ['Cornerstone Bancorp', 'Palmetto State Bank'],
  ],
  [
    'This Agreement is entered into as of August 8, 2017 by and between The Procter & Gamble Company, an Ohio corporation ("P&G"), and Seventh Generation Supply Co. ("Supplier").',
    ['The Procter & Gamble Company', 'Seventh Generation Supply Co.'],
  ],
  [
    'LEASE AGREEMENT made as of April 1, 1998 between 1250 Broadway Associates LLC, as landlord ("Landlord"), and Digital Recorders, Inc., as tenant ("Tenant").',
    ['1250 Broadway Associates LLC', 'Digital Recorders, Inc.'],
  ],
  [
    'This Settlement Agreement is entered into as of May 14, 2012 by and between Daniel R. Hughes, individually and as trustee of the Hughes Family Trust ("Hughes"), and Atlas Biomedical Corp. ("Atlas").',
    ['Daniel R. Hughes', 'Atlas Biomedical Corp.'],
  ],
  [
    'This Agreement is entered into as of February 15, 2020 between Banco Santander, S.A., acting through its New York branch ("Santander"), and Lumen Renewables S.A. de C.V. ("Lumen").',
    ['Banco Santander, S.A.', 'Lumen Renewables S.A. de C.V.'],
  ],
  [
    'This Services Agreement is made on 2 March 2018 between Her Majesty the Queen in right of Canada, as represented by the Minister of Public Works ("Canada"), and Maplesoft Consulting Inc. ("Contractor").',
    ['Her Majesty the Queen in right of Canada', 'Maplesoft Consulting Inc.'],
  ],
];

/**
 * An eleventh batch of dated preambles (29 November 2026, a thirty-second session; written before its first run, aimed
 * at none): "dated the 30th of June", an "EFFECTIVE AS OF:" line, "effective the 12th day of December, A.D., 1997", an
 * execution date beside an effective one, an abbreviated month with a full stop, a day and a year in words with "and",
 * a "Commencement Date" in brackets, a date made beside an earlier one it is effective from, an amendment's date beside
 * the one it amends, and the later of a date and the last signature.
 */
export const DRAFTED_DATED_PREAMBLES_11: DraftedDatedPreamble[] = [
  [
    'This Agreement is dated the 30th of June 2012 and is made between Thornbury Mining plc ("Thornbury") and Kestrel Drilling Services Limited ("Kestrel").',
    ['Thornbury Mining plc', 'Kestrel Drilling Services Limited'],
    '2012-06-30',
  ],
  [
    'EFFECTIVE AS OF: 07/01/2018\nTHIS SUPPLY AGREEMENT is by and between Glenwood Paper Mills, Inc. ("Seller") and Redfern Packaging LLC ("Buyer").',
    ['Glenwood Paper Mills, Inc.', 'Redfern Packaging LLC'],
    '2018-07-01',
  ],
  [
    'THIS LICENSE AGREEMENT is made and entered into effective the 12th day of December, A.D., 1997, by and between Pioneer Seed Genetics, Inc. ("Licensor") and Heartland Agri Products Co. ("Licensee").',
    ['Pioneer Seed Genetics, Inc.', 'Heartland Agri Products Co.'],
    '1997-12-12',
  ],
  [
    'This Agreement is executed on September 9, 2020 (the "Execution Date") and shall be effective as of October 1, 2020 (the "Effective Date"), between Arcadia Solar LLC ("Arcadia") and Bluegrass Electric Cooperative, Inc. ("Cooperative").',
    ['Arcadia Solar LLC', 'Bluegrass Electric Cooperative, Inc.'],
    '2020-10-01',
  ],
  [
    'This Agreement dated as of Dec. 1, 2004, is between Westbrook Pharmacy Services, Inc. ("Westbrook") and CareFirst Clinics, P.C. ("CareFirst").',
    ['Westbrook Pharmacy Services, Inc.', 'CareFirst Clinics, P.C.'],
    '2004-12-01',
  ],
  [
    'This MEMORANDUM OF UNDERSTANDING is entered into this Twenty-Second day of April, Two Thousand and Nine, by and between Solano Water District ("District") and AquaPure Technologies, Inc. ("AquaPure").',
    ['Solano Water District', 'AquaPure Technologies, Inc.'],
    '2009-04-22',
  ],
  [
    'This Agreement is entered into on 1st April 2019 ("Commencement Date") between Bharat Logistics Private Limited ("BLPL") and Kestrel Freight Pte. Ltd. ("Kestrel").',
    ['Bharat Logistics Private Limited', 'Kestrel Freight Pte. Ltd.'],
    '2019-04-01',
  ],
  [
    'AGREEMENT dated the 5th day of January 2001 (but effective as of the 1st day of January 2001) between Tamarack Oil & Gas Ltd. ("Tamarack") and Prairie Midstream Inc. ("Prairie").',
    ['Tamarack Oil & Gas Ltd.', 'Prairie Midstream Inc.'],
    '2001-01-01',
  ],
  [
    'This Agreement, made as of this 21st day of July 2010, by and between Cobalt Media Group, Inc., a Nevada corporation ("Cobalt"), and Ridgeline Films, LLC ("Ridgeline"), amends the Agreement dated June 1, 2008.',
    ['Cobalt Media Group, Inc.', 'Ridgeline Films, LLC'],
    '2010-07-21',
  ],
  [
    'This Agreement is effective upon the later of (a) January 1, 2015 and (b) the date on which it is signed by both parties, and is made between Halden Foods AS ("Halden") and Northwind Grocers Ltd ("Northwind"). Signed: December 12, 2014.',
    ['Halden Foods AS', 'Northwind Grocers Ltd'],
    '2015-01-01',
  ],
];

/**
 * A third batch of preambles of the thirty-second session (29 November 2026; written after the session's parties
 * mends and before its first run, aimed at none): a "by and among" list of a parent and its two subsidiaries each
 * described, a seller who is a married couple, a fund acting by its general partner, a Swiss AG and a Korean Co., Ltd.,
 * a limited partnership "acting by" its manager, a university's research foundation, a name with an ampersand and
 * "L.L.P.", a Brazilian Ltda., an individual "doing business as", and a state agency.
 */
export const DRAFTED_PREAMBLES_THIRTY_SECOND_3: DraftedPreamble[] = [
  [
    'This Agreement is made as of May 5, 2015 by and among Sterling Foods Group, Inc., a Delaware corporation ("Parent"), Sterling Bakeries LLC, a Texas limited liability company ("Bakeries"), and Sterling Dairy Co., an Ohio corporation ("Dairy").',
    ['Sterling Foods Group, Inc.', 'Sterling Bakeries LLC', 'Sterling Dairy Co.'],
  ],
  [
    'This Asset Purchase Agreement is entered into as of July 1, 2016 between Robert Chen and Linda Chen, husband and wife (together, "Seller"), and Pacific Coast Restaurants, LLC ("Buyer").',
    ['Robert Chen', 'Linda Chen', 'Pacific Coast Restaurants, LLC'],
  ],
  [
    'This Side Letter is entered into as of March 3, 2019 between Ridgeview Capital Fund III, L.P., acting by its general partner Ridgeview GP III, LLC ("Fund"), and Cascade Pension Trust ("Investor").',
    ['Ridgeview Capital Fund III, L.P.', 'Cascade Pension Trust'],
  ],
  [
    'This License Agreement is made as of November 20, 2012 between Helvetia Biotech AG, a company organized under the laws of Switzerland ("Helvetia"), and Hanbit Pharmaceutical Co., Ltd., a Korean corporation ("Hanbit").',
    ['Helvetia Biotech AG', 'Hanbit Pharmaceutical Co., Ltd.'],
  ],
  [
    'This Sponsored Research Agreement is entered into as of September 1, 2014 between the Research Foundation for The State University of New York ("Foundation") and Lumos Diagnostics, Inc. ("Sponsor").',
    ['Research Foundation for The State University of New York', 'Lumos Diagnostics, Inc.'],
  ],
  [
    'This Engagement Agreement is made as of January 10, 2017 between Baker & Whitfield, L.L.P., a Texas limited liability partnership ("Firm"), and Crestview Oil Company ("Client").',
    ['Baker & Whitfield, L.L.P.', 'Crestview Oil Company'],
  ],
  [
    'This Distribution Agreement is entered into as of April 4, 2018 between Nutrivida Alimentos Ltda., a Brazilian limited liability company ("Nutrivida"), and Sunridge Imports, Inc. ("Distributor").',
    ['Nutrivida Alimentos Ltda.', 'Sunridge Imports, Inc.'],
  ],
  [
    'This Services Agreement is made as of June 15, 2020 between Maria Lopez, an individual doing business as Lopez Bookkeeping ("Contractor"), and Harbor View Dental Group, P.C. ("Client").',
    ['Maria Lopez', 'Harbor View Dental Group, P.C.'],
  ],
  [
    'This Interagency Agreement is entered into as of October 1, 2015 between the Texas Department of Transportation ("TxDOT") and Gulf Coast Engineering Associates, Inc. ("Consultant").',
    ['Texas Department of Transportation', 'Gulf Coast Engineering Associates, Inc.'],
  ],
  [
    'This Agreement is dated 8 February 2021 and made between Northbank Properties Limited Partnership, acting by its manager Northbank Asset Management Limited ("Landlord"), and Wren Coffee Roasters Ltd ("Tenant").',
    ['Northbank Properties Limited Partnership', 'Wren Coffee Roasters Ltd'],
  ],
];

/**
 * A batch of preambles of the thirty-third session (29 November 2026; written before its first run, aimed at none):
 * names in capitals "hereinafter referred to as", "the undersigned" before a name, a former name "f/k/a" in brackets, a
 * county, a German GmbH & Co. KG with its seat, a French S.A.S. described in French, a Dutch N.V. and B.V., an Indian
 * Pvt. Ltd. "of the ONE PART" with its successors clause, names with "and" inside them, and a hospital district.
 */
export const DRAFTED_PREAMBLES_THIRTY_THIRD: DraftedPreamble[] = [
  [
    'This Agreement is made and entered into this 3rd day of March, 2004, by and between KINETIC CONCEPTS, INC., a Texas corporation (hereinafter referred to as "KCI"), and MEDIQ/PRN LIFE SUPPORT SERVICES, INC., a Delaware corporation (hereinafter referred to as "MEDIQ").',
    ['KINETIC CONCEPTS, INC.', 'MEDIQ/PRN LIFE SUPPORT SERVICES, INC.'],
  ],
  [
    'This Agreement is entered into as of May 1, 2010 by and between the undersigned, Greenfield Acquisition Corp. ("Purchaser"), and Alder Holdings, L.L.C. ("Seller").',
    ['Greenfield Acquisition Corp.', 'Alder Holdings, L.L.C.'],
  ],
  [
    'This Agreement is made as of January 1, 2016 between Nexus Health, Inc. (f/k/a MedLink Systems, Inc.), a Delaware corporation ("Nexus"), and Orion Billing Services LLC ("Orion").',
    ['Nexus Health, Inc.', 'Orion Billing Services LLC'],
  ],
  [
    'This Agreement is entered into as of July 1, 2019 by and between the County of Los Angeles ("County") and Harbor Transit Solutions, Inc. ("Contractor").',
    ['County of Los Angeles', 'Harbor Transit Solutions, Inc.'],
  ],
  [
    'This Supply Agreement is made on 15 June 2011 between Müller Maschinenbau GmbH & Co. KG, Stuttgart, Germany ("Müller") and Precision Parts Corp. ("PPC").',
    ['Müller Maschinenbau GmbH & Co. KG', 'Precision Parts Corp.'],
  ],
  [
    'This Agreement is entered into as of March 12, 2014 by and between Laboratoires Vexin S.A.S., a French société par actions simplifiée ("Vexin"), and BioNorth Therapeutics, Inc. ("BioNorth").',
    ['Laboratoires Vexin S.A.S.', 'BioNorth Therapeutics, Inc.'],
  ],
  [
    'This Agreement is made as of September 30, 2008 between Royal Delta Holdings N.V., a company incorporated in the Netherlands ("Delta"), and Delta Marine Services B.V. ("Services").',
    ['Royal Delta Holdings N.V.', 'Delta Marine Services B.V.'],
  ],
  [
    'This Agreement is entered into on this 10th day of October, 2017 by and between Infosoft Technologies Pvt. Ltd., a company incorporated under the Companies Act, 1956 (hereinafter "Infosoft", which expression shall include its successors and permitted assigns) of the ONE PART and Redwood Analytics Inc. (hereinafter "Redwood") of the OTHER PART.',
    ['Infosoft Technologies Pvt. Ltd.', 'Redwood Analytics Inc.'],
  ],
  [
    'This Agreement is made as of December 1, 2003 among Barnes and Noble Holdings, Inc. ("Holdings"), Johnson and Sons Consumer Products, Inc. ("Johnson") and Acme Labs, Inc. ("Acme").',
    ['Barnes and Noble Holdings, Inc.', 'Johnson and Sons Consumer Products, Inc.', 'Acme Labs, Inc.'],
  ],
  [
    'This Services Agreement is entered into as of February 1, 2012 between the North Valley Hospital District, a political subdivision of the State of Washington ("District"), and Cascade Emergency Physicians, PLLC ("Group").',
    ['North Valley Hospital District', 'Cascade Emergency Physicians, PLLC'],
  ],
];

/**
 * A twelfth batch of dated preambles (29 November 2026, a thirty-third session; written before its first run, aimed
 * at none): a blank day beside "effective as of" a date, "dated for reference", "with retrospective effect from", a
 * day in words with its number in brackets, "effective as of midnight on", "on 2nd day of Feb.,", an ordinal's suffix
 * split from its number as a PDF's superscript leaves it, a date "but is executed" on other days, and a preamble that
 * opens with "As of".
 */
export const DRAFTED_DATED_PREAMBLES_12: DraftedDatedPreamble[] = [
  [
    'This Agreement is made and entered into as of this ___ day of March, 2006, effective as of March 15, 2006, by and between Harmon Outdoor, Inc. ("Harmon") and Vista Billboards LLC ("Vista").',
    ['Harmon Outdoor, Inc.', 'Vista Billboards LLC'],
    '2006-03-15',
  ],
  [
    'THIS AGREEMENT dated for reference the 8th day of September, 2010 is made between Coastal Timber Ltd. ("Coastal") and Fraser Valley Sawmills Inc. ("Fraser").',
    ['Coastal Timber Ltd.', 'Fraser Valley Sawmills Inc.'],
    '2010-09-08',
  ],
  [
    'This Agreement is entered into on this 31st day of January 2020 with retrospective effect from 1 January 2020 between Apex Outsourcing Pvt. Ltd. ("Apex") and Brightline Insurance Ltd ("Brightline").',
    ['Apex Outsourcing Pvt. Ltd.', 'Brightline Insurance Ltd'],
    '2020-01-01',
  ],
  [
    'This Agreement is made on the Seventeenth (17th) day of August, 2015 between Granite State Power Co. ("GSP") and Merrimack Solar LLC ("Merrimack").',
    ['Granite State Power Co.', 'Merrimack Solar LLC'],
    '2015-08-17',
  ],
  [
    'This Agreement, effective as of midnight on December 31, 2012 (the "Effective Time"), is made between Lakeshore Gas Corporation ("Lakeshore") and Great Lakes Pipeline Company ("GLPC").',
    ['Lakeshore Gas Corporation', 'Great Lakes Pipeline Company'],
    '2012-12-31',
  ],
  [
    'This Agreement is made on 2nd day of Feb., 2009 between Eastern Textiles Ltd. ("Eastern") and Orient Apparel Co. ("Orient").',
    ['Eastern Textiles Ltd.', 'Orient Apparel Co.'],
    '2009-02-02',
  ],
  [
    'THIS AGREEMENT is made as of 1 st November 2011 between Albion Print Services Limited ("Albion") and Thames Valley Publishing plc ("TVP").',
    ['Albion Print Services Limited', 'Thames Valley Publishing plc'],
    '2011-11-01',
  ],
  [
    'This Agreement is entered into as of June 1st, 2016 (the "Effective Date"), but is executed by the parties on the dates set forth below, by and between Quarry Hill Software, Inc. ("Quarry Hill") and Belmont Credit Union ("Belmont").',
    ['Quarry Hill Software, Inc.', 'Belmont Credit Union'],
    '2016-06-01',
  ],
  [
    'As of November 30, 1999, Westbury Metals Group, Inc. ("Westbury") and Rand Refining Co. ("Rand") agree as follows:',
    ['Westbury Metals Group, Inc.', 'Rand Refining Co.'],
    '1999-11-30',
  ],
  [
    'This Agreement is made the 4th day of April 2002 and takes effect on the 1st day of May 2002 between Seaforth Leisure Limited ("Seaforth") and Highland Resorts plc ("Highland").',
    ['Seaforth Leisure Limited', 'Highland Resorts plc'],
    '2002-05-01',
  ],
];

/**
 * A second batch of preambles of the thirty-third session (29 November 2026; written after the session's parties
 * mends and before its first run, aimed at none), as SEC filings set them out: a corporation "organized and existing
 * under the laws of" a state with its principal place of business, a party "on behalf of itself and its Affiliates",
 * a former name "(formerly known as ...)", a company "through its division", capitals with "INC.," and a comma before
 * the description, an agreement "by and among" a trust company "not in its individual capacity but solely as trustee",
 * a Cayman exempted company, "each a Party", a Japanese "Kabushiki Kaisha", and an "a/k/a" individual.
 */
export const DRAFTED_PREAMBLES_THIRTY_THIRD_2: DraftedPreamble[] = [
  [
    'THIS AGREEMENT is made and entered into as of the 15th day of May, 2001, by and between AMERITAS HOLDINGS, INC., a corporation organized and existing under the laws of the State of Nebraska, having its principal place of business at 5900 O Street, Lincoln, Nebraska 68510 ("Ameritas"), and VISTA DIRECT MARKETING, INC., a corporation organized and existing under the laws of the State of Minnesota ("Vista").',
    ['AMERITAS HOLDINGS, INC.', 'VISTA DIRECT MARKETING, INC.'],
  ],
  [
    'This Master Services Agreement is entered into as of June 1, 2015 by and between Cardinal Health Solutions, LLC, on behalf of itself and its Affiliates ("Cardinal"), and Medsync Technologies, Inc. ("Vendor").',
    ['Cardinal Health Solutions, LLC', 'Medsync Technologies, Inc.'],
  ],
  [
    'This Agreement is made as of August 12, 2009 between Orbitz Worldwide, Inc. (formerly known as Travelport Holdings, Inc.), a Delaware corporation ("Orbitz"), and Pegasus Solutions, Inc. ("Pegasus").',
    ['Orbitz Worldwide, Inc.', 'Pegasus Solutions, Inc.'],
  ],
  [
    'This Supply Agreement is entered into as of March 30, 2012 between Eastman Chemical Company, through its Specialty Plastics division ("Eastman"), and Novolex Packaging Corp. ("Novolex").',
    ['Eastman Chemical Company', 'Novolex Packaging Corp.'],
  ],
  [
    'THIS LICENSE AGREEMENT (the "Agreement") is entered into as of January 1, 1998 by and between GENTA INCORPORATED, a Delaware corporation, ("Genta") and JBL SCIENTIFIC, INC., a California corporation ("JBL").',
    ['GENTA INCORPORATED', 'JBL SCIENTIFIC, INC.'],
  ],
  [
    'This Trust Agreement is made as of October 1, 2004 by and among Capital Auto Receivables LLC, as depositor (the "Depositor"), Deutsche Bank Trust Company Delaware, not in its individual capacity but solely as owner trustee (the "Owner Trustee"), and General Motors Acceptance Corporation, as servicer (the "Servicer").',
    ['Capital Auto Receivables LLC', 'Deutsche Bank Trust Company Delaware', 'General Motors Acceptance Corporation'],
  ],
  [
    'This Cooperation Agreement is entered into as of April 18, 2019 between China Commercial Credit Holdings Limited, an exempted company incorporated in the Cayman Islands with limited liability ("CCCR"), and Wave Sync Corp., a Delaware corporation ("Wave").',
    ['China Commercial Credit Holdings Limited', 'Wave Sync Corp.'],
  ],
  [
    'This Joint Development Agreement is entered into as of July 7, 2016 by and between Lumentum Operations LLC, a Delaware limited liability company, and Sumitomo Electric Device Innovations, Inc., a Japanese corporation (each a "Party" and together the "Parties").',
    ['Lumentum Operations LLC', 'Sumitomo Electric Device Innovations, Inc.'],
  ],
  [
    'This Distribution Agreement is made as of November 1, 2007 between Takara Bio Kabushiki Kaisha, a company organized under the laws of Japan ("Takara"), and Clontech Laboratories, Inc., a Delaware corporation ("Clontech").',
    ['Takara Bio Kabushiki Kaisha', 'Clontech Laboratories, Inc.'],
  ],
  [
    'This Endorsement Agreement is entered into as of February 2, 2014 between Tiger Brands Apparel, Inc. ("Company") and Marcus A. Johnson a/k/a "MJ Flash" ("Athlete").',
    ['Tiger Brands Apparel, Inc.', 'Marcus A. Johnson'],
  ],
];

/**
 * A thirteenth batch of dated preambles (29 November 2026, a thirty-third session; written before its first run, aimed
 * at none), as SEC filings date them: "dated as of the 1st day of January" with "(this "Agreement")" after it, an
 * amendment dated beside the agreement it amends, a blank day and month beside "effective" a date, "made as of this
 * 28th day of", a "Dated: As of" line above the title, a restatement entered into on one day effective on a later
 * one, "deemed effective from" an earlier day, "Sept.", the year after "in the year of our Lord", and a date after
 * the parties.
 */
export const DRAFTED_DATED_PREAMBLES_13: DraftedDatedPreamble[] = [
  [
    'THIS AGREEMENT, dated as of the 1st day of January, 1999 (this "Agreement"), is entered into by and between Cygne Designs, Inc., a Delaware corporation ("Cygne"), and GJM International Limited ("GJM").',
    ['Cygne Designs, Inc.', 'GJM International Limited'],
    '1999-01-01',
  ],
  [
    'This Amendment No. 2 (this "Amendment") is dated as of September 15, 2010 and amends the Distribution Agreement dated as of March 1, 2008 between Zhone Technologies, Inc. ("Zhone") and Westcon Group North America, Inc. ("Westcon").',
    ['Zhone Technologies, Inc.', 'Westcon Group North America, Inc.'],
    '2010-09-15',
  ],
  [
    'THIS AGREEMENT is made this ____ day of __________, 2000, effective January 15, 2000, by and between NetSol Technologies, Inc. ("NetSol") and Abraxas Software Ltd. ("Abraxas").',
    ['NetSol Technologies, Inc.', 'Abraxas Software Ltd.'],
    '2000-01-15',
  ],
  [
    'AGREEMENT made as of this 28th day of February, 2002, by and between Emerson Radio Corp., a Delaware corporation ("Emerson"), and Sport Supply Group, Inc. ("SSG").',
    ['Emerson Radio Corp.', 'Sport Supply Group, Inc.'],
    '2002-02-28',
  ],
  [
    'Dated: As of July 1, 2013\nSERVICES AGREEMENT\nThis Services Agreement is between Ashford Hospitality Prime, Inc. ("Company") and Ashford Hospitality Advisors LLC ("Advisor").',
    ['Ashford Hospitality Prime, Inc.', 'Ashford Hospitality Advisors LLC'],
    '2013-07-01',
  ],
  [
    'This Second Amended and Restated Agreement is entered into as of December 20, 2011, effective as of January 1, 2012, between Sabine Pass LNG, L.P. ("Sabine") and Total Gas & Power North America, Inc. ("Total").',
    ['Sabine Pass LNG, L.P.', 'Total Gas & Power North America, Inc.'],
    '2012-01-01',
  ],
  [
    'This Agreement is entered into on 12 May 2017 and shall be deemed effective from 1 April 2017 between Mahindra Logistics Limited ("MLL") and Quess Corp Limited ("Quess").',
    ['Mahindra Logistics Limited', 'Quess Corp Limited'],
    '2017-04-01',
  ],
  [
    'This Agreement is entered into as of this 3rd day of Sept., 2003 between Intelligent Systems Corporation ("ISC") and CoreCard Software, Inc. ("CoreCard").',
    ['Intelligent Systems Corporation', 'CoreCard Software, Inc.'],
    '2003-09-03',
  ],
  [
    'THIS INDENTURE made the 9th day of June in the year of our Lord two thousand and five between Harbourside Estates Limited ("Landlord") and Coastline Marine Supplies Ltd ("Tenant").',
    ['Harbourside Estates Limited', 'Coastline Marine Supplies Ltd'],
    '2005-06-09',
  ],
  [
    'Between Paragon Shipping Inc. ("Paragon") and Allseas Marine S.A. ("Allseas"), this Management Agreement is made on March 3, 2008.',
    ['Paragon Shipping Inc.', 'Allseas Marine S.A.'],
    '2008-03-03',
  ],
];

/**
 * A third batch of preambles of the thirty-third session (29 November 2026; written after the session's mends and
 * before its first run, aimed at none): two sellers "(collectively, the "Sellers")", a company and "the Purchasers
 * listed on Schedule A", names in capitals each "a/an" described with a defined term in capitals, a parent "and its
 * subsidiaries", a university's board "on behalf of" a campus, a company "acting through its" branch, a party with a
 * registered number in brackets, an LLC whose name ends in "Partners", a hospital "d/b/a" a trade name, and an agreement
 * "by and among" three with "hereinafter collectively referred to as the "Parties"".
 */
export const DRAFTED_PREAMBLES_THIRTY_THIRD_3: DraftedPreamble[] = [
  [
    'This Asset Purchase Agreement is entered into as of June 1, 2017 by and among Riverbend Brewing Company, LLC, a Colorado limited liability company, and Riverbend Taproom, LLC, a Colorado limited liability company (collectively, the "Sellers"), and Summit Craft Holdings, Inc., a Delaware corporation ("Buyer").',
    ['Riverbend Brewing Company, LLC', 'Riverbend Taproom, LLC', 'Summit Craft Holdings, Inc.'],
  ],
  [
    'This Securities Purchase Agreement is dated as of March 14, 2018, between Boxlight Corporation, a Nevada corporation (the "Company"), and each purchaser identified on the signature pages hereto (each, including its successors and assigns, a "Purchaser" and collectively the "Purchasers").',
    ['Boxlight Corporation'],
  ],
  [
    'THIS DISTRIBUTION AGREEMENT is entered into as of April 2, 2003, by and between NUTRITION 21, INC., a New York corporation ("NUTRITION 21"), and NATROL, INC., a Delaware corporation ("NATROL").',
    ['NUTRITION 21, INC.', 'NATROL, INC.'],
  ],
  [
    'This Supply Agreement is made as of January 1, 2011 between Cardium Therapeutics, Inc. and its subsidiaries (collectively, "Cardium") and Baxter Healthcare Corporation ("Baxter").',
    ['Cardium Therapeutics, Inc.', 'Baxter Healthcare Corporation'],
  ],
  [
    'This Research Agreement is entered into as of September 1, 2009 by and between The Regents of the University of California, on behalf of its San Diego campus ("University"), and Halozyme Therapeutics, Inc. ("Sponsor").',
    ['The Regents of the University of California', 'Halozyme Therapeutics, Inc.'],
  ],
  [
    'This Agreement is made on 3 June 2014 between Standard Chartered Bank, acting through its Singapore branch ("SCB"), and Pacific Radiance Ltd. (Company Registration No. 200609894C) ("Pacific Radiance").',
    ['Standard Chartered Bank', 'Pacific Radiance Ltd.'],
  ],
  [
    'This Management Agreement is entered into as of October 1, 2012 between Westwood Hotel Partners, LLC, a Delaware limited liability company ("Owner"), and Interstate Management Company, L.L.C. ("Manager").',
    ['Westwood Hotel Partners, LLC', 'Interstate Management Company, L.L.C.'],
  ],
  [
    'This Services Agreement is entered into as of July 1, 2015 between Mercy Health Services, Inc. d/b/a Mercy Medical Center ("Hospital") and Apogee Physicians Group, PLLC ("Group").',
    ['Mercy Health Services, Inc.', 'Apogee Physicians Group, PLLC'],
  ],
  [
    'This Joint Venture Agreement is entered into as of May 20, 2008 by and among Gulf Coast Energy, Inc. ("GCE"), Bayou Pipeline Company ("Bayou") and Louisiana Midstream Partners, L.P. ("LMP") (hereinafter collectively referred to as the "Parties" and individually as a "Party").',
    ['Gulf Coast Energy, Inc.', 'Bayou Pipeline Company', 'Louisiana Midstream Partners, L.P.'],
  ],
  [
    'THIS AGREEMENT is made as of the 5th day of August, 1996, by and between PHOENIX FOOTWEAR CORPORATION, a Delaware corporation, with its principal office at 5759 Fleet Street, Carlsbad, California ("Phoenix"), and PENOBSCOT SHOE COMPANY, a Maine corporation ("Penobscot").',
    ['PHOENIX FOOTWEAR CORPORATION', 'PENOBSCOT SHOE COMPANY'],
  ],
];

/**
 * A fourteenth batch of dated preambles (29 November 2026, a thirty-third session; written after the session's mends
 * and before its first run, aimed at none): "the first (1st) day of", a line opening "Made and entered into", a date
 * of execution beside an earlier one it is "effective from", entered into on the last signature but taking effect on a
 * date, "for reference purposes only", a day with no ordinal suffix, a restatement beside the original date, a blank
 * day beside "shall be effective as of", an agreement that "commences on", and "dated 17th day of".
 */
export const DRAFTED_DATED_PREAMBLES_14: DraftedDatedPreamble[] = [
  [
    'This Agreement is effective as of the first (1st) day of October, 2009, by and between Keystone Dental Labs, Inc. ("Keystone") and Pinnacle Orthodontics, P.C. ("Pinnacle").',
    ['Keystone Dental Labs, Inc.', 'Pinnacle Orthodontics, P.C.'],
    '2009-10-01',
  ],
  [
    'SUBLICENSE AGREEMENT\nMade and entered into this 30th day of September, 1998, by and between Cyberonics, Inc. ("Cyberonics") and NeuroControl Corporation ("NeuroControl").',
    ['Cyberonics, Inc.', 'NeuroControl Corporation'],
    '1998-09-30',
  ],
  [
    'This Agreement dated this 2nd day of January 2007 (the "Execution Date") but effective from the 1st day of December 2006 is made between Orion Offshore Services Ltd ("Orion") and Caspian Drilling Company Limited ("CDC").',
    ['Orion Offshore Services Ltd', 'Caspian Drilling Company Limited'],
    '2006-12-01',
  ],
  [
    'This Agreement is entered into on the date of the last signature below but shall take effect on 1 January 2016, between Vantage Towers AB ("Vantage") and Nordic Fibre Networks Oy ("NFN").',
    ['Vantage Towers AB', 'Nordic Fibre Networks Oy'],
    '2016-01-01',
  ],
  [
    'This Agreement, dated October 1st, 2004 for reference purposes only, is made between Cascade Natural Gas Corporation ("Cascade") and Northwest Pipeline Corporation ("Northwest").',
    ['Cascade Natural Gas Corporation', 'Northwest Pipeline Corporation'],
    '2004-10-01',
  ],
  [
    'This Agreement (the "Agreement") is entered into effective this 15 day of May, 2012 by and between Lattice Semiconductor Corporation ("Lattice") and Tower Semiconductor Ltd. ("Tower").',
    ['Lattice Semiconductor Corporation', 'Tower Semiconductor Ltd.'],
    '2012-05-15',
  ],
  [
    'This AMENDED AND RESTATED LICENSE AGREEMENT ("Agreement") is made as of November 12, 2015 (the "Restatement Date") and amends and restates the License Agreement dated as of May 1, 2011, between Arrowhead Pharmaceuticals, Inc. ("Arrowhead") and Calando Pharmaceuticals, Inc. ("Calando").',
    ['Arrowhead Pharmaceuticals, Inc.', 'Calando Pharmaceuticals, Inc.'],
    '2015-11-12',
  ],
  [
    'This Agreement is made as of this ____ day of June, 2001 and shall be effective as of June 1, 2001, by and between Cuisine Solutions, Inc. ("Cuisine") and Sodexho Marriott Services, Inc. ("Sodexho").',
    ['Cuisine Solutions, Inc.', 'Sodexho Marriott Services, Inc.'],
    '2001-06-01',
  ],
  [
    'This agreement commences on 1 July 2019 and is between Harbour City Council ("Council") and Greenway Waste Services Pty Ltd ("Contractor").',
    ['Harbour City Council', 'Greenway Waste Services Pty Ltd'],
    '2019-07-01',
  ],
  [
    'THIS AGREEMENT is dated 17th day of March 2003 and made between Kingsway Properties Limited ("Landlord") and Brightwater Cafes Limited ("Tenant").',
    ['Kingsway Properties Limited', 'Brightwater Cafes Limited'],
    '2003-03-17',
  ],
];

/**
 * Held-out preambles (29 November 2026, a thirty-fourth session; written before their first run, aimed at none):
 * a bank "as Administrative Agent", a limited partnership acting by its general partner, a company "together with its
 * Affiliates", a party "hereinafter referred to as", a municipal corporation, a GmbH with a registered office, an
 * individual residing at an address, an S.A. de C.V., a party "(formerly ...)" and a trust by its trustee.
 */
export const DRAFTED_PREAMBLES_THIRTY_FOURTH: DraftedPreamble[] = [
  [
    'This Credit Agreement is entered into as of March 3, 2016 among Foundation Medicine, Inc., a Delaware corporation (the "Borrower"), the lenders from time to time party hereto, and Bank of the West, as Administrative Agent.',
    ['Foundation Medicine, Inc.', 'Bank of the West'],
  ],
  [
    'This Agreement is made as of May 9, 2007 between Oak Hill Capital Partners, L.P., a Delaware limited partnership, acting by its general partner OHCP GenPar, L.P. ("Oak Hill"), and Duane Reade Holdings, Inc. ("Duane Reade").',
    ['Oak Hill Capital Partners, L.P.', 'Duane Reade Holdings, Inc.'],
  ],
  [
    'This Master Services Agreement is entered into as of February 1, 2019 by and between Quest Diagnostics Incorporated, together with its Affiliates ("Quest"), and Avalon Healthcare Solutions, LLC ("Avalon").',
    ['Quest Diagnostics Incorporated', 'Avalon Healthcare Solutions, LLC'],
  ],
  [
    'This Agreement is made on 12 April 2010 between Shanghai Pudong Logistics Co., Ltd., hereinafter referred to as "Party A", and Trans-Pacific Freight Inc., hereinafter referred to as "Party B".',
    ['Shanghai Pudong Logistics Co., Ltd.', 'Trans-Pacific Freight Inc.'],
  ],
  [
    'This Agreement is entered into as of August 15, 2013 by and between the City of Fort Collins, Colorado, a municipal corporation (the "City"), and Platte River Power Authority ("PRPA").',
    ['the City of Fort Collins, Colorado', 'Platte River Power Authority'],
  ],
  [
    'This Agreement is entered into on 1 March 2012 between Siemens Healthcare Diagnostics GmbH, with its registered office at Ludwig-Erhard-Strasse 12, 65760 Eschborn, Germany ("Siemens"), and Biocartis NV ("Biocartis").',
    ['Siemens Healthcare Diagnostics GmbH', 'Biocartis NV'],
  ],
  [
    'This Consulting Agreement is entered into as of January 4, 2017 between Ampio Pharmaceuticals, Inc. (the "Company") and David Bar-Or, an individual residing at 1 Cherry Hills Farm Drive, Englewood, Colorado ("Consultant").',
    ['Ampio Pharmaceuticals, Inc.', 'David Bar-Or'],
  ],
  [
    'This Supply Agreement is made as of June 30, 2014 between Grupo Industrial Saltillo, S.A.B. de C.V. ("GIS") and Cinsa Enasa Productos para el Hogar, S.A. de C.V. ("Cinsa").',
    ['Grupo Industrial Saltillo, S.A.B. de C.V.', 'Cinsa Enasa Productos para el Hogar, S.A. de C.V.'],
  ],
  [
    'This License Agreement is made as of October 8, 2015 by and between Vapor Hub International Inc. (formerly DogInn, Inc.), a Nevada corporation ("Licensor"), and Smoke Anywhere USA, Inc. ("Licensee").',
    ['Vapor Hub International Inc.', 'Smoke Anywhere USA, Inc.'],
  ],
  [
    'This Lease Agreement is made as of July 1, 2011 between the Harold J. Miller Family Trust, by its trustee Harold J. Miller ("Landlord"), and Sunnyside Medical Group, Inc. ("Tenant").',
    ['the Harold J. Miller Family Trust', 'Sunnyside Medical Group, Inc.'],
  ],
];

/**
 * A fifteenth batch of dated preambles (29 November 2026, a thirty-fourth session; written before its first run,
 * aimed at none): "as of the date of the last signature" beside an effective date named later in the sentence, a
 * date in day-month-year with a comma, a date after the parties, "entered into this day of" a month with the day
 * written as an ordinal word, "effective upon" a date, a date in the heading line alone, "dated" with the month
 * abbreviated, an effective date "(the "Effective Date")" after a signing, an ISO date, and "as at".
 */
export const DRAFTED_DATED_PREAMBLES_15: DraftedDatedPreamble[] = [
  [
    'This Agreement is effective as of July 1, 2018 (the "Effective Date"), although signed on the date of the last signature below, by and between Cerner Corporation ("Cerner") and Trinity Health Corporation ("Trinity").',
    ['Cerner Corporation', 'Trinity Health Corporation'],
    '2018-07-01',
  ],
  [
    'This Agreement is made on 14 February, 2013 between Orkla Foods Norge AS ("Orkla") and Nordic Packaging Solutions AB ("NPS").',
    ['Orkla Foods Norge AS', 'Nordic Packaging Solutions AB'],
    '2013-02-14',
  ],
  [
    'This Agreement is made between Meridian Bioscience, Inc. ("Meridian") and Magellan Diagnostics, Inc. ("Magellan"), effective as of September 1, 2016.',
    ['Meridian Bioscience, Inc.', 'Magellan Diagnostics, Inc.'],
    '2016-09-01',
  ],
  [
    'This Agreement is entered into this twenty-first day of March, 2002 by and between Genta Incorporated ("Genta") and Aventis Pharmaceuticals Inc. ("Aventis").',
    ['Genta Incorporated', 'Aventis Pharmaceuticals Inc.'],
    '2002-03-21',
  ],
  [
    'This Services Agreement shall become effective upon January 15, 2020, and is made by and between Evolent Health LLC ("Evolent") and Passport Health Plan, Inc. ("Passport").',
    ['Evolent Health LLC', 'Passport Health Plan, Inc.'],
    '2020-01-15',
  ],
  [
    'DISTRIBUTION AGREEMENT dated as of April 30, 1999\nThis Distribution Agreement is made by and between Cygnus, Inc. ("Cygnus") and Sankyo Pharma Inc. ("Sankyo").',
    ['Cygnus, Inc.', 'Sankyo Pharma Inc.'],
    '1999-04-30',
  ],
  [
    'This Agreement, dated Oct. 2, 2006, is between Rentech, Inc. ("Rentech") and Peabody Venture Fund, LLC ("Peabody").',
    ['Rentech, Inc.', 'Peabody Venture Fund, LLC'],
    '2006-10-02',
  ],
  [
    'This Agreement is signed on May 3, 2021 and is effective as of April 1, 2021 (the "Effective Date") by and between Health Catalyst, Inc. ("Health Catalyst") and Twistle, Inc. ("Twistle").',
    ['Health Catalyst, Inc.', 'Twistle, Inc.'],
    '2021-04-01',
  ],
  [
    'This Agreement is entered into on 2017-06-01 by and between Sify Technologies Limited ("Sify") and Equinix Singapore Pte. Ltd. ("Equinix").',
    ['Sify Technologies Limited', 'Equinix Singapore Pte. Ltd.'],
    '2017-06-01',
  ],
  [
    'This Deed of Agreement is made as at 30 June 2015 between Westpac Banking Corporation ("Westpac") and BT Financial Group Pty Limited ("BTFG").',
    ['Westpac Banking Corporation', 'BT Financial Group Pty Limited'],
    '2015-06-30',
  ],
];

/**
 * Held-out preambles (29 November 2026, a thirty-fourth session; written after the session's first parties mends and
 * before their first run, aimed at none): a Canadian "BETWEEN: / AND:" block, a Chinese contract's "Party A:" and
 * "Party B:" lines with addresses, a guaranty "in favor of" a bank, an indenture among a company, guarantors on a
 * schedule and a trustee, a parent "and its wholly-owned subsidiary", a spaced "B E T W E E N:" with "OF THE FIRST
 * PART", a numbered list after "by and between:", a physician with a title and a degree, an association described as a
 * labor organization, and a state acting through its department beside a name with a dash.
 */
export const DRAFTED_PREAMBLES_THIRTY_FOURTH_2: DraftedPreamble[] = [
  [
    'AGREEMENT\nBETWEEN:\nNORTHERN LIGHTS MINING CORP., a company incorporated under the laws of British Columbia ("NLM")\nAND:\nYUKON ORE PROCESSING LTD., a company incorporated under the laws of the Yukon ("YOP")',
    ['NORTHERN LIGHTS MINING CORP.', 'YUKON ORE PROCESSING LTD.'],
  ],
  [
    'Party A: Beijing Zhongguancun Software Park Development Co., Ltd.\nAddress: No. 8 Dongbeiwang West Road, Haidian District, Beijing\nParty B: Sino-American Data Systems Inc.\nAddress: 1200 Market Street, San Francisco, California',
    ['Beijing Zhongguancun Software Park Development Co., Ltd.', 'Sino-American Data Systems Inc.'],
  ],
  [
    'This Guaranty is made as of May 5, 2009 by Harbor Freight Holdings, Inc., a Delaware corporation ("Guarantor"), in favor of Wells Fargo Bank, National Association ("Lender").',
    ['Harbor Freight Holdings, Inc.', 'Wells Fargo Bank, National Association'],
  ],
  [
    'This Indenture, dated as of June 1, 2012, is among Regency Energy Partners LP, a Delaware limited partnership (the "Company"), the Guarantors listed on Schedule I hereto and U.S. Bank National Association, as trustee (the "Trustee").',
    ['Regency Energy Partners LP', 'U.S. Bank National Association'],
  ],
  [
    'This Agreement is entered into as of the 1st day of March, 2006 by and between MedImmune, Inc. and its wholly-owned subsidiary, MedImmune Ventures, Inc. (collectively, "MedImmune"), and Alnylam Pharmaceuticals, Inc. ("Alnylam").',
    ['MedImmune, Inc.', 'MedImmune Ventures, Inc.', 'Alnylam Pharmaceuticals, Inc.'],
  ],
  [
    'THIS AGREEMENT made the 9th day of October, 2001.\nB E T W E E N:\nTHE TORONTO-DOMINION BANK\n(hereinafter called the "Bank")\nOF THE FIRST PART\n- and -\nMOUNTAIN EQUIPMENT CO-OPERATIVE\n(hereinafter called the "Customer")\nOF THE SECOND PART',
    ['THE TORONTO-DOMINION BANK', 'MOUNTAIN EQUIPMENT CO-OPERATIVE'],
  ],
  [
    'This Marketing Agreement is entered into on this 12th day of January, 2015 (the "Effective Date") by and between: (1) Rakuten, Inc., a Japanese corporation ("Rakuten"); and (2) Kobo Inc., an Ontario corporation ("Kobo").',
    ['Rakuten, Inc.', 'Kobo Inc.'],
  ],
  [
    'This Agreement is made between Dr. Anita Raman, M.D. ("Physician") and Lakeside Surgical Associates, P.A. ("Practice") effective as of April 1, 2010.',
    ['Anita Raman', 'Lakeside Surgical Associates, P.A.'],
  ],
  [
    'This Sponsorship Agreement is between the National Football League Players Association, a labor organization ("NFLPA"), and Panini America, Inc. ("Panini").',
    ['National Football League Players Association', 'Panini America, Inc.'],
  ],
  [
    'Contract No. 2018-044 between the State of Oregon, acting by and through its Department of Human Services ("Agency"), and Providence Health & Services – Oregon ("Contractor").',
    ['State of Oregon', 'Providence Health & Services – Oregon'],
  ],
];

/**
 * A sixteenth batch of dated preambles (29 November 2026, a thirty-fourth session; written before its first run,
 * aimed at none), with what a text layer does to them: TeX-style quotes around defined terms, a month and names
 * hyphenated across lines, a date split across two lines, a letter-spaced title, a page number between "as of" and
 * the date, a footnote's asterisk after the year, no-break spaces inside the date, a preamble in capitals, an ordinal
 * split from its day, and tabs between the columns of a line.
 */
export const DRAFTED_DATED_PREAMBLES_16: DraftedDatedPreamble[] = [
  [
    "THIS AGREEMENT (the ``Agreement'') is made and entered into as of the 15th day of May, 1998, by and between NETSOL TECHNOLOGIES, INC., a Nevada corporation (``NetSol''), and MINDSAIL CORPORATION, a Delaware corporation (``Mindsail'').",
    ['NETSOL TECHNOLOGIES, INC.', 'MINDSAIL CORPORATION'],
    '1998-05-15',
  ],
  [
    'This License Agreement is entered into as of Septem-\nber 1, 2004 by and between Cardiovascular Sys-\ntems, Inc. ("CSI") and Shturman Medical Labora-\ntories, Ltd. ("SML").',
    ['Cardiovascular Systems, Inc.', 'Shturman Medical Laboratories, Ltd.'],
    '2004-09-01',
  ],
  [
    'This Agreement is made as of June\n1, 2015 between Arcturus Therapeutics, Inc. ("Arcturus") and Synthetic Genomics, Inc. ("SGI").',
    ['Arcturus Therapeutics, Inc.', 'Synthetic Genomics, Inc.'],
    '2015-06-01',
  ],
  [
    'L I C E N S E   A G R E E M E N T\nThis License Agreement is made this 3rd day of March, 2010 between Omega Protein Corporation ("Omega") and Bioriginal Food & Science Corp. ("Bioriginal").',
    ['Omega Protein Corporation', 'Bioriginal Food & Science Corp.'],
    '2010-03-03',
  ],
  [
    'This Supply Agreement is dated as of\n- 1 -\nJanuary 7, 2013 and is made between Sucampo Pharma Americas, LLC ("Sucampo") and Takeda Pharmaceuticals U.S.A., Inc. ("Takeda").',
    ['Sucampo Pharma Americas, LLC', 'Takeda Pharmaceuticals U.S.A., Inc.'],
    '2013-01-07',
  ],
  [
    'This Agreement is effective as of April 1, 2019* by and between Recro Pharma, Inc. ("Recro") and Societal CDMO, LLC ("Societal").\n* Confidential treatment requested for portions of this exhibit.',
    ['Recro Pharma, Inc.', 'Societal CDMO, LLC'],
    '2019-04-01',
  ],
  [
    'This Agreement is made as of October\u00a012,\u00a02011 by and between Zogenix, Inc. ("Zogenix") and Mallinckrodt LLC ("Mallinckrodt").',
    ['Zogenix, Inc.', 'Mallinckrodt LLC'],
    '2011-10-12',
  ],
  [
    'THIS AGREEMENT IS MADE AS OF THE 1ST DAY OF JULY, 2007 BY AND BETWEEN GREEN MOUNTAIN COFFEE ROASTERS, INC. ("GMCR") AND KEURIG, INCORPORATED ("KEURIG").',
    ['GREEN MOUNTAIN COFFEE ROASTERS, INC.', 'KEURIG, INCORPORATED'],
    '2007-07-01',
  ],
  [
    'This Distribution Agreement is entered into on the 20 th day of August 2009 between Medytox Inc. ("Medytox") and Allergan Pharmaceuticals Ireland ("Allergan").',
    ['Medytox Inc.', 'Allergan Pharmaceuticals Ireland'],
    '2009-08-20',
  ],
  [
    'This Agreement is made as of\tMarch 31, 2017\tby and between Eton Pharmaceuticals, Inc. ("Eton") and Harrow Health, Inc. ("Harrow").',
    ['Eton Pharmaceuticals, Inc.', 'Harrow Health, Inc.'],
    '2017-03-31',
  ],
];

/**
 * Held-out preambles (29 November 2026, a thirty-fourth session; written after the session's parties mends and before
 * their first run, aimed at none): parties named only in the title, "The undersigned" agreeing, labelled lines with
 * European addresses, capitals with offices after descriptions, three parties of which two are defined together, an
 * English numbered list of a Marshall Islands company and a société anonyme, an employment agreement dated after its
 * parties, a university's board of trustees, and a reseller left to the signature page.
 */
export const DRAFTED_PREAMBLES_THIRTY_FOURTH_3: DraftedPreamble[] = [
  [
    'MASTER SERVICES AGREEMENT BETWEEN HORIZON MEDIA GROUP LLC AND BLUEWAVE ANALYTICS CORP.\n1. Services. BlueWave shall provide the services described in each Statement of Work.',
    ['HORIZON MEDIA GROUP LLC', 'BLUEWAVE ANALYTICS CORP.'],
  ],
  [
    'The undersigned, Pinnacle Foods Group LLC ("Seller"), and Heartland Grocers Cooperative ("Buyer"), agree as follows:',
    ['Pinnacle Foods Group LLC', 'Heartland Grocers Cooperative'],
  ],
  [
    'Parties\nSupplier: Nordic Timber AB, Storgatan 12, 111 23 Stockholm, Sweden\nCustomer: Maple Leaf Homes Ltd., 88 Bay Street, Toronto, Ontario',
    ['Nordic Timber AB', 'Maple Leaf Homes Ltd.'],
  ],
  [
    'AGREEMENT made this 1st day of June, 2004, between PAR PHARMACEUTICAL, INC., a New Jersey corporation, with offices at One Ram Ridge Road, Spring Valley, New York ("Par"), and ROXANE LABORATORIES, INC., a Nevada corporation, with offices at 1809 Wilson Road, Columbus, Ohio ("Roxane").',
    ['PAR PHARMACEUTICAL, INC.', 'ROXANE LABORATORIES, INC.'],
  ],
  [
    'This Agreement is entered into by and among Lions Gate Entertainment Corp., a corporation organized under the laws of British Columbia, Lions Gate Films, Inc., a Delaware corporation (together with Lions Gate Entertainment Corp., "Lions Gate"), and Starz Entertainment, LLC ("Starz").',
    ['Lions Gate Entertainment Corp.', 'Lions Gate Films, Inc.', 'Starz Entertainment, LLC'],
  ],
  [
    'BETWEEN\n(1) GLOBAL SHIPS LEASE, INC., a company incorporated in the Marshall Islands whose registered office is at Trust Company Complex, Majuro ("GSL"); and\n(2) CMA CGM S.A., a société anonyme incorporated in France ("CMA CGM").',
    ['GLOBAL SHIPS LEASE, INC.', 'CMA CGM S.A.'],
  ],
  [
    'This Employment Agreement is made between Sykes Enterprises, Incorporated ("Employer") and Jenna R. Moore ("Employee") as of January 1, 2012.',
    ['Sykes Enterprises, Incorporated', 'Jenna R. Moore'],
  ],
  [
    'THIS JOINT DEVELOPMENT AGREEMENT is made by and between the Board of Trustees of the Leland Stanford Junior University ("Stanford") and Kinetic Biosystems, Inc. ("Kinetic").',
    ['Board of Trustees of the Leland Stanford Junior University', 'Kinetic Biosystems, Inc.'],
  ],
  [
    'This Reseller Agreement ("Agreement") is between Zix Corporation ("Zix"), 2711 N. Haskell Ave., Suite 2200, LB 36, Dallas, Texas 75204, and the entity identified on the signature page as Reseller ("Reseller").',
    ['Zix Corporation'],
  ],
];

/**
 * Held-out preambles (29 November 2026, a thirty-fifth session; written before their first run, aimed at none): an
 * Australian Pty Ltd with its ACN beside a Hong Kong company, an individual in capitals beside a corporation, a Chilean
 * university and an S.A., an Indian company of the one part with "which expression shall ... include its successors",
 * two investors defined together beside a company, a parent and its wholly-owned subsidiary, a consultant that is a
 * sole proprietorship owned by a person, an English Secretary of State and a company with its registered number, a
 * name in lower case opening with "e", and an amendment that names the agreement it amends.
 */
export const DRAFTED_PREAMBLES_THIRTY_FIFTH: DraftedPreamble[] = [
  [
    'This Distribution Agreement (the "Agreement") is made and entered into as of March 3, 2015 (the "Effective Date") by and between Acme Widgets Pty Ltd (ACN 123 456 789), a company incorporated in New South Wales, Australia ("Supplier"), and Harbour Trading Limited, a company incorporated in Hong Kong ("Distributor").',
    ['Acme Widgets Pty Ltd', 'Harbour Trading Limited'],
  ],
  [
    'THIS LICENSE AGREEMENT is entered into this 5th day of May, 2009, by and between ALAN K. FISHER, an individual residing in the State of California ("Licensor"), and NOVABAY PHARMACEUTICALS, INC., a California corporation ("Licensee").',
    ['ALAN K. FISHER', 'NOVABAY PHARMACEUTICALS, INC.'],
  ],
  [
    'This Agreement is made by and between Universidad de Chile, a public university ("University"), and Andes Minerals S.A. ("Company").',
    ['Universidad de Chile', 'Andes Minerals S.A.'],
  ],
  [
    'SUPPLY AGREEMENT\nThis Supply Agreement is made on 12 April 2016\nBETWEEN:\nTATA STEEL LIMITED, a company incorporated under the Companies Act, 1913, having its registered office at Bombay House, 24 Homi Mody Street, Mumbai 400 001 (hereinafter referred to as "Tata Steel", which expression shall, unless repugnant to the context or meaning thereof, include its successors and permitted assigns) of the ONE PART;\nAND\nGLOBAL ALLOYS INC., a Delaware corporation (hereinafter "Buyer") of the OTHER PART.',
    ['TATA STEEL LIMITED', 'GLOBAL ALLOYS INC.'],
  ],
  [
    'This Agreement is entered into by Redwood Capital Partners II, L.P., a Delaware limited partnership ("Redwood"), Sequoia Holdings, LLC, a Delaware limited liability company ("Sequoia", and together with Redwood, the "Investors"), and CloudNine Software, Inc., a Delaware corporation (the "Company").',
    ['Redwood Capital Partners II, L.P.', 'Sequoia Holdings, LLC', 'CloudNine Software, Inc.'],
  ],
  [
    'AGREEMENT dated as of October 1, 2001 among MedPartners Holding Corp. ("Parent"), its wholly-owned subsidiary MedPartners Services, Inc. ("Services"), and Caremark Rx, Inc. ("Caremark").',
    ['MedPartners Holding Corp.', 'MedPartners Services, Inc.', 'Caremark Rx, Inc.'],
  ],
  [
    'This Consulting Agreement ("Agreement") is made effective as of July 1, 2018, by and between Vertex Energy Inc. (the "Company") and Stellar Advisory Group, a sole proprietorship owned by Maria Lopez ("Consultant").',
    ['Vertex Energy Inc.', 'Stellar Advisory Group'],
  ],
  [
    'THIS AGREEMENT is made the 9th day of January 2007 between The Secretary of State for Health ("the Secretary of State") and Capita Business Services Limited (registered number 2299747) whose registered office is at 71 Victoria Street, London SW1H 0XA ("the Contractor").',
    ['Secretary of State for Health', 'Capita Business Services Limited'],
  ],
  [
    'This Co-Marketing Agreement is entered into by and between eDiets.com, Inc. ("eDiets") and NutriSystem, Inc. ("NutriSystem"), each a "Party" and collectively the "Parties".',
    ['eDiets.com, Inc.', 'NutriSystem, Inc.'],
  ],
  [
    'This Amendment No. 2 to the Collaboration Agreement is made between Array BioPharma Inc. ("Array") and Loxo Oncology, Inc. ("Loxo"), and amends the Collaboration Agreement dated July 3, 2013 between Array and Loxo.',
    ['Array BioPharma Inc.', 'Loxo Oncology, Inc.'],
  ],
];

/**
 * A seventeenth batch of dated preambles (29 November 2026, a thirty-fifth session; written before its first run,
 * aimed at none): "dated the 3rd of March 2015", a day and a year in words without "and", a place before "on this 5th
 * day of", a "Date of Agreement:" line over numbered parties, effective on the day both signed "which is" a date, "the
 * month of October in the year 2006", a US slashed date after the parties, an execution date beside a later effective
 * one, "with effect on and from", and "As of the date last written below" beside a signature date in the preamble.
 */
export const DRAFTED_DATED_PREAMBLES_17: DraftedDatedPreamble[] = [
  [
    'This Agreement is dated the 3rd of March 2015 and is made between Alder Systems Ltd ("Alder") and Birchwood Holdings plc ("Birchwood").',
    ['Alder Systems Ltd', 'Birchwood Holdings plc'],
    '2015-03-03',
  ],
  [
    'This Agreement, effective this twenty-first day of June, two thousand twelve, is between Coastal Freight Inc. ("Carrier") and Delta Produce Company ("Shipper").',
    ['Coastal Freight Inc.', 'Delta Produce Company'],
    '2012-06-21',
  ],
  [
    'THIS AGREEMENT is made at Mumbai on this 5th day of August, 2011 BETWEEN Everest Pharma Limited, a company incorporated under the Companies Act, 1956 ("Everest") AND Fortune Healthcare Private Limited ("Fortune").',
    ['Everest Pharma Limited', 'Fortune Healthcare Private Limited'],
    '2011-08-05',
  ],
  [
    'Date of Agreement: 12th January 2009\nParties:\n(1) Granite Capital LLP ("Granite")\n(2) Harbourside Estates Limited ("Harbourside")',
    ['Granite Capital LLP', 'Harbourside Estates Limited'],
    '2009-01-12',
  ],
  [
    'This Agreement between Ironwood Labs, Inc. ("Ironwood") and Juniper Biotech Corp. ("Juniper") is effective as of the date on which it has been signed by both parties, which is April 7, 2017.',
    ['Ironwood Labs, Inc.', 'Juniper Biotech Corp.'],
    '2017-04-07',
  ],
  [
    'Dated this 2nd day of the month of October in the year 2006, this Agreement is entered into by Kestrel Aviation Services, Inc. ("Kestrel") and Lynx Air Cargo LLC ("Lynx").',
    ['Kestrel Aviation Services, Inc.', 'Lynx Air Cargo LLC'],
    '2006-10-02',
  ],
  [
    'Magnolia Health Systems, Inc. ("Magnolia") and Northstar Imaging, LLC ("Northstar") have entered into this Services Agreement on 10/15/2003.',
    ['Magnolia Health Systems, Inc.', 'Northstar Imaging, LLC'],
    '2003-10-15',
  ],
  [
    'This Joint Venture Agreement is executed on the 19th of April, 2012 (the "Execution Date") and shall take effect from 1st May 2012 (the "Effective Date") between Orchid Energy Sdn. Bhd. ("Orchid") and Pacific Drilling Pte. Ltd. ("Pacific").',
    ['Orchid Energy Sdn. Bhd.', 'Pacific Drilling Pte. Ltd.'],
    '2012-05-01',
  ],
  [
    'This Agreement is made between Quarry Stone Products Ltd ("Supplier") and Riverbend Construction Ltd ("Customer") with effect on and from 1 July 2019.',
    ['Quarry Stone Products Ltd', 'Riverbend Construction Ltd'],
    '2019-07-01',
  ],
  [
    'This Consulting Agreement is entered into as of November 3, 2020 by Sterling Advisory Group LLC ("Consultant") and Tidewater Bancorp, Inc. ("Company"), each having signed below on the date written beside its name.',
    ['Sterling Advisory Group LLC', 'Tidewater Bancorp, Inc.'],
    '2020-11-03',
  ],
];

/**
 * Held-out preambles (29 November 2026, a thirty-fifth session; written before their first run, aimed at none): a
 * Polish Sp. z o.o. and a Czech a.s., a Hungarian Kft. beside a Dutch B.V., a place in brackets inside a name ("(Cayman)
 * Ltd.", "(U.S.A.), Inc."), "(Holdings)" inside a name, a law firm whose name has a comma and an ampersand, a person
 * with "Jr.", a limited partnership with its general partner's name in brackets, and a Japanese "Co., Ltd." beside a
 * Singapore "Pte. Ltd.".
 */
export const DRAFTED_PREAMBLES_THIRTY_FIFTH_2: DraftedPreamble[] = [
  [
    'This Distribution Agreement is made on 2 February 2018 between Polmed Sp. z o.o., a company registered in Warsaw, Poland ("Distributor"), and Medika Brno a.s., a company registered in the Czech Republic ("Manufacturer").',
    ['Polmed Sp. z o.o.', 'Medika Brno a.s.'],
  ],
  [
    'This Agreement is entered into by and between Danubius Software Kft., a Hungarian limited liability company ("Danubius"), and Oranje Data B.V., a Dutch private limited company ("Oranje").',
    ['Danubius Software Kft.', 'Oranje Data B.V.'],
  ],
  [
    'This Share Purchase Agreement is entered into as of May 20, 2016 by and among Silverlake Resources (Cayman) Ltd., an exempted company incorporated in the Cayman Islands ("Seller"), and Pacific Rim Minerals (U.S.A.), Inc., a Nevada corporation ("Buyer").',
    ['Silverlake Resources (Cayman) Ltd.', 'Pacific Rim Minerals (U.S.A.), Inc.'],
  ],
  [
    'This Services Agreement is made between Atlas Shipping (Holdings) Limited ("Atlas") and Meridian Port Services Limited ("Meridian").',
    ['Atlas Shipping (Holdings) Limited', 'Meridian Port Services Limited'],
  ],
  [
    'This Engagement Agreement is entered into by and between Hartley, Moss & Reid LLP ("Counsel") and Greystone Partners, Inc. ("Client").',
    ['Hartley, Moss & Reid LLP', 'Greystone Partners, Inc.'],
  ],
  [
    'This Employment Agreement is made and entered into by and between Oakmont Bancorp, Inc. (the "Company") and Robert L. Hastings, Jr. (the "Executive").',
    ['Oakmont Bancorp, Inc.', 'Robert L. Hastings, Jr.'],
  ],
  [
    'This Agreement is entered into by Crescent Energy Partners, L.P., a Delaware limited partnership acting through its general partner, Crescent GP LLC ("Crescent"), and Pinnacle Midstream Company ("Pinnacle").',
    ['Crescent Energy Partners, L.P.', 'Pinnacle Midstream Company'],
  ],
  [
    'This License Agreement is made by and between Kyoto Precision Co., Ltd., a Japanese corporation ("Licensor"), and Lion City Robotics Pte. Ltd., a Singapore company ("Licensee").',
    ['Kyoto Precision Co., Ltd.', 'Lion City Robotics Pte. Ltd.'],
  ],
  [
    'THIS AGREEMENT is made between BLUE RIDGE OUTFITTERS, INC. d/b/a TRAILHEAD SUPPLY ("Retailer") and SUMMIT BRANDS HOLDINGS (USA) CORP. ("Supplier").',
    ['BLUE RIDGE OUTFITTERS, INC.', 'SUMMIT BRANDS HOLDINGS (USA) CORP.'],
  ],
  [
    'This Consulting Agreement is entered into between Iberia Consultores S.L., a Spanish company ("Consultant"), and Andorra Telecom Holdings S.A. ("Client").',
    ['Iberia Consultores S.L.', 'Andorra Telecom Holdings S.A.'],
  ],
];

/**
 * Held-out preambles (29 November 2026, a thirty-fifth session; written before their first run, aimed at none), as SEC
 * exhibits set them out: roles before the names ("the Seller, ... and the Buyer, ..."), items numbered "(i)" and
 * "(ii)", a merger's parent and its merger subsidiary described as wholly owned, a company with guarantors "named on
 * the signature pages" and a trustee, curly quotes around defined terms, a name ending in "N.A." before "as Agent",
 * an LLC "a series of" another, a party described as "an individual" after a comma-separated name, a company "formerly
 * known as" another, and a partnership "by its general partner" with both named.
 */
export const DRAFTED_PREAMBLES_THIRTY_FIFTH_3: DraftedPreamble[] = [
  [
    'This Asset Purchase Agreement is made as of June 30, 2011 by and between the Seller, Westfield Instruments, Inc., a Minnesota corporation, and the Buyer, Cardinal Test Systems LLC, a Delaware limited liability company.',
    ['Westfield Instruments, Inc.', 'Cardinal Test Systems LLC'],
  ],
  [
    'This Agreement is made between (i) Norwood Capital Holdings Limited, a company incorporated in Jersey ("Norwood"), and (ii) Vantage Infrastructure plc, a company incorporated in England and Wales ("Vantage").',
    ['Norwood Capital Holdings Limited', 'Vantage Infrastructure plc'],
  ],
  [
    'This Agreement and Plan of Merger is entered into as of March 1, 2019 by and among Ridgeback Holdings, Inc., a Delaware corporation (“Parent”), Ridgeback Merger Sub, Inc., a Delaware corporation and a wholly owned subsidiary of Parent (“Merger Sub”), and Sable Networks Corp., a Delaware corporation (the “Company”).',
    ['Ridgeback Holdings, Inc.', 'Ridgeback Merger Sub, Inc.', 'Sable Networks Corp.'],
  ],
  [
    'This Supplemental Indenture is dated as of May 15, 2017 among Crestline Energy Corporation (the "Issuer"), the guarantors named on the signature pages hereto (the "Guarantors") and U.S. Bank National Association, as trustee (the "Trustee").',
    ['Crestline Energy Corporation', 'U.S. Bank National Association'],
  ],
  [
    'This Credit Agreement is entered into as of April 4, 2014 among Bayview Marine Group, Inc. (the “Borrower”) and Comerica Bank, N.A., as Administrative Agent.',
    ['Bayview Marine Group, Inc.', 'Comerica Bank, N.A.'],
  ],
  [
    'This Services Agreement is entered into between Summit Peak Series LLC, a series of Summit Peak Master LLC ("Client"), and Brightwave Consulting Inc. ("Consultant").',
    ['Summit Peak Series LLC', 'Brightwave Consulting Inc.'],
  ],
  [
    'This Separation Agreement is made between Goldfield Mining Corp. (the "Company") and Hernandez, Maria L., an individual ("Employee").',
    ['Goldfield Mining Corp.', 'Hernandez, Maria L.'],
  ],
  [
    'This License Agreement is made by and between Novacore Therapeutics, Inc., formerly known as Helixon Pharma, Inc. ("Licensor"), and Bluepeak Biologics LLC ("Licensee").',
    ['Novacore Therapeutics, Inc.', 'Bluepeak Biologics LLC'],
  ],
  [
    'This Management Agreement is made by and between Harborview Apartments, L.P., a Texas limited partnership, by its general partner, Harborview GP, LLC ("Owner"), and Lone Star Residential Management, Inc. ("Manager").',
    ['Harborview Apartments, L.P.', 'Lone Star Residential Management, Inc.'],
  ],
  [
    'THIS AGREEMENT is dated 7 March 2013 and made BETWEEN: (1) KESTREL WIND FARM LIMITED (company number 07654321) (the "Generator"); and (2) EASTERN POWER NETWORKS PLC (company number 02366906) (the "Network Operator").',
    ['KESTREL WIND FARM LIMITED', 'EASTERN POWER NETWORKS PLC'],
  ],
];

/**
 * Held-out preambles (29 November 2026, a thirty-sixth session; written before their first run, aimed at none): a
 * GmbH & Co. KG, a société par actions simplifiée with its capital, a university's board of regents, an LLC acting by
 * its managing member, a trust by its trustee, a Japanese K.K., a Canadian corporation with its extra-provincial
 * registration, a person with a middle initial and "M.D.", a city as a municipal corporation, and a fund by its manager.
 */
export const DRAFTED_PREAMBLES_THIRTY_SIXTH: DraftedPreamble[] = [
  [
    'This Supply Agreement is made between Rheinmetall Präzision GmbH & Co. KG, Düsseldorf ("Supplier") and Norden Automotive Inc., a Michigan corporation ("Buyer").',
    ['Rheinmetall Präzision GmbH & Co. KG', 'Norden Automotive Inc.'],
  ],
  [
    'This Agreement is entered into by and between Lumière Diagnostics SAS, a société par actions simplifiée with a share capital of EUR 50,000, whose registered office is at 12 rue de la Paix, 75002 Paris ("Lumière"), and Quillon Health, Inc. ("Quillon").',
    ['Lumière Diagnostics SAS', 'Quillon Health, Inc.'],
  ],
  [
    'This Research Agreement is made by and between The Board of Regents of the University of Westmoreland, on behalf of its Department of Chemistry ("University"), and Tamarack Materials Corp. ("Sponsor").',
    ['The Board of Regents of the University of Westmoreland', 'Tamarack Materials Corp.'],
  ],
  [
    'This Consulting Agreement is made as of July 1, 2020 by and between Blue Heron Ventures LLC, acting by its managing member, Samuel Ortiz ("Company"), and Greta Lindqvist ("Consultant").',
    ['Blue Heron Ventures LLC', 'Greta Lindqvist'],
  ],
  [
    'This Lease is made between the Harrington Family Trust, by Eleanor Harrington, its trustee ("Landlord"), and Copperleaf Bakery LLC ("Tenant").',
    ['Harrington Family Trust', 'Copperleaf Bakery LLC'],
  ],
  [
    'This Distribution Agreement is entered into by and between Sakura Optics K.K., a company organized under the laws of Japan ("Sakura"), and Meridian Vision Supply, LLC ("Distributor").',
    ['Sakura Optics K.K.', 'Meridian Vision Supply, LLC'],
  ],
  [
    'This Agreement is made between Northern Lights Energy Ltd., a corporation incorporated under the laws of Alberta and registered extra-provincially in British Columbia ("NLE"), and Fraser Valley Grid Inc. ("FVG").',
    ['Northern Lights Energy Ltd.', 'Fraser Valley Grid Inc.'],
  ],
  [
    'This Medical Director Agreement is entered into between Riverbend Surgical Center, LLC (the "Center") and Anil K. Mehta, M.D. (the "Physician").',
    // First written with the "M.D.": the earlier batches' convention drops a degree, as "Dr." is dropped.
    ['Riverbend Surgical Center, LLC', 'Anil K. Mehta'],
  ],
  [
    'This Agreement is made by and between the City of Port Alder, a municipal corporation of the State of Washington (the "City"), and Cascade Waste Solutions, Inc. (the "Contractor").',
    ['City of Port Alder', 'Cascade Waste Solutions, Inc.'],
  ],
  [
    'This Side Letter is entered into by Granite Peak Opportunity Fund II, L.P., acting through its investment manager, Granite Peak Capital Management LLC (the "Fund"), and the Ontario Teachers’ Education Pension Board (the "Investor").',
    ['Granite Peak Opportunity Fund II, L.P.', 'Ontario Teachers’ Education Pension Board'],
  ],
];

/**
 * Held-out preambles with their dates (29 November 2026, a thirty-sixth session; written before their first run, aimed
 * at none): dates written "this 14th day of", as of a day "(the Effective Date)", a British "dated" with the month
 * first in words, an amendment effective on a date other than the agreement it amends, a date in ISO form, and dates
 * after the parties.
 */
export const DRAFTED_DATED_PREAMBLES_18: DraftedDatedPreamble[] = [
  [
    'THIS AGREEMENT is made this 14th day of November, 2013, by and between Osprey Logistics, Inc. ("Osprey") and Pelican Foods Corporation ("Pelican").',
    ['Osprey Logistics, Inc.', 'Pelican Foods Corporation'],
    '2013-11-14',
  ],
  [
    'This Agreement is entered into as of September 9, 2016 (the "Effective Date") by and between Quarry Hill Software LLC ("Licensor") and Redstone Credit Union ("Licensee").',
    ['Quarry Hill Software LLC', 'Redstone Credit Union'],
    '2016-09-09',
  ],
  [
    'This Deed is dated March 22nd, 2010 and is made between Saltmarsh Estates Limited and Thornbury Housing Association Limited.',
    ['Saltmarsh Estates Limited', 'Thornbury Housing Association Limited'],
    '2010-03-22',
  ],
  [
    'This Second Amendment, effective as of February 1, 2019, amends the Supply Agreement dated June 15, 2015 between Umber Chemicals Inc. ("Umber") and Verdant Coatings LLC ("Verdant").',
    ['Umber Chemicals Inc.', 'Verdant Coatings LLC'],
    '2019-02-01',
  ],
  [
    'Agreement date: 2021-05-17\nBetween: Willow Creek Dental PLLC ("Practice") and Xylo Imaging Systems Inc. ("Vendor")',
    ['Willow Creek Dental PLLC', 'Xylo Imaging Systems Inc.'],
    '2021-05-17',
  ],
  [
    'This Services Agreement between Yarrow Analytics Ltd ("Yarrow") and Zephyr Retail Group plc ("Zephyr") is made on 30 April 2018.',
    ['Yarrow Analytics Ltd', 'Zephyr Retail Group plc'],
    '2018-04-30',
  ],
  [
    'THIS LICENSE AGREEMENT (this "Agreement") is entered into on the 1st day of October, 2008 (the "Effective Date"), by and between Amberly Publishing Company ("Publisher") and Brookside Media Group, Inc. ("Licensee").',
    ['Amberly Publishing Company', 'Brookside Media Group, Inc.'],
    '2008-10-01',
  ],
  [
    'This Agreement, dated for reference December 3, 2012 and effective January 1, 2013, is made between Calloway Mining Corp. ("Calloway") and Dunmore Resources Ltd. ("Dunmore").',
    ['Calloway Mining Corp.', 'Dunmore Resources Ltd.'],
    '2013-01-01',
  ],
  [
    'Entered into as of the 28th day of February, 2014 between Elmhurst Partners LP ("Lender") and Foxglove Retail, Inc. ("Borrower").',
    ['Elmhurst Partners LP', 'Foxglove Retail, Inc.'],
    '2014-02-28',
  ],
  [
    'This Agreement is made effective the 5th of January, 2022 between Galeforce Marine Ltd., of Halifax, Nova Scotia ("Galeforce") and Harborview Shipping Inc. ("Harborview").',
    ['Galeforce Marine Ltd.', 'Harborview Shipping Inc.'],
    '2022-01-05',
  ],
];

/**
 * Held-out preambles as SEC exhibits and English deeds set them out (29 November 2026, a thirty-sixth session, later;
 * written before their first run, aimed at none): names in capitals with their states, a partnership and its general
 * partner described as such, a name opening in lower case, the Regents acting through a campus, a Japanese Co., Ltd.
 * described after its term, names opening with ordinal numbers, an English numbered list with registered numbers and
 * terms "the Club", an asterisk inside a name, a doctor residing at an address, and a division of another company.
 */
export const DRAFTED_PREAMBLES_THIRTY_SIXTH_2: DraftedPreamble[] = [
  [
    'This AGREEMENT is made and entered into as of the 1st day of May, 2007, by and between MERIDIAN BIOSCIENCE, INC., an Ohio corporation ("Meridian"), and CORTEX LABORATORIES, LLC, a California limited liability company ("Cortex").',
    ['MERIDIAN BIOSCIENCE, INC.', 'CORTEX LABORATORIES, LLC'],
  ],
  [
    'This Agreement is made by and among Halcyon Energy Partners, L.P., a Delaware limited partnership (the "Partnership"), Halcyon GP, LLC, a Delaware limited liability company and the general partner of the Partnership (the "General Partner"), and Stonebridge Midstream Co. ("Stonebridge").',
    ['Halcyon Energy Partners, L.P.', 'Halcyon GP, LLC', 'Stonebridge Midstream Co.'],
  ],
  [
    'THIS MASTER SERVICES AGREEMENT is entered into by and between iGo Mobile Technologies Inc. ("iGo") and NetSuite Solutions Ltd. ("Provider").',
    ['iGo Mobile Technologies Inc.', 'NetSuite Solutions Ltd.'],
  ],
  [
    'This Agreement is entered into by and between The Regents of the University of California, acting through its Berkeley campus ("The Regents"), and Sunfield Photonics, Inc. ("Licensee").',
    ['Regents of the University of California', 'Sunfield Photonics, Inc.'],
  ],
  [
    'This Joint Development Agreement is made between Kobe Seimitsu Co., Ltd. ("KSC"), a Japanese corporation, and Tri-Valley Instruments, Inc. ("TVI"), a Colorado corporation.',
    ['Kobe Seimitsu Co., Ltd.', 'Tri-Valley Instruments, Inc.'],
  ],
  [
    'This Loan Agreement is made by and between 1st Source Capital Corporation ("Lender") and 21st Century Holding Company ("Borrower").',
    ['1st Source Capital Corporation', '21st Century Holding Company'],
  ],
  [
    'THIS AGREEMENT is made BETWEEN: (1) BRIGHTON & HOVE ALBION FOOTBALL CLUB LIMITED (registered number 00081077) ("the Club"); and (2) SEAGULL TRAVEL SERVICES LTD (registered number 05512345) ("the Sponsor").',
    ['BRIGHTON & HOVE ALBION FOOTBALL CLUB LIMITED', 'SEAGULL TRAVEL SERVICES LTD'],
  ],
  [
    'This Co-Branding Agreement is entered into between E*TRADE Financial Corporation ("E*TRADE") and Marquee Media Group LLC ("Marquee").',
    ['E*TRADE Financial Corporation', 'Marquee Media Group LLC'],
  ],
  [
    'This Agreement is made between Dr. Helena Novak, residing at 14 Elm Street, Cambridge, Massachusetts ("Consultant"), and Alder Therapeutics Inc. ("Company").',
    ['Helena Novak', 'Alder Therapeutics Inc.'],
  ],
  [
    'This Hosting Agreement is made between Rackline Data Centers, a division of Corvid Holdings, Inc. ("Rackline"), and Pinegrove Software LLC ("Customer").',
    ['Rackline Data Centers', 'Pinegrove Software LLC'],
  ],
];

/**
 * Held-out preambles as SEC exhibits set them out (29 November 2026, a thirty-sixth session, later; written before their
 * first run, aimed at none): three parties with an Irish company and its parent, a person in capitals as consultant,
 * a parent and its spin-off, a Chinese Co., Ltd. with "hereinafter", an L.L.C. and a Ltd. limited partnership with
 * curly quotes, an LLC and a Corp., a savings bank's F.S.B., a company whose name opens "Dr." with its registered
 * office, a company whose name opens "The" with an ampersand, and three companies in capitals with terms only.
 */
export const DRAFTED_PREAMBLES_THIRTY_SIXTH_3: DraftedPreamble[] = [
  [
    'THIS DISTRIBUTION AGREEMENT (the "Agreement") is entered into as of March 15, 2012 (the "Effective Date") by and among KESTREL INTERNATIONAL LTD., a company organized under the laws of Ireland ("Kestrel"), KESTREL INC, a Nevada corporation ("Kestrel Parent"), and GALAXY ACCESSORIES PTY LTD, an Australian company ("Distributor").',
    ['KESTREL INTERNATIONAL LTD.', 'KESTREL INC', 'GALAXY ACCESSORIES PTY LTD'],
  ],
  [
    'This Agreement is made as of the 5th day of June, 2015 between VERIDIAN PHARMACEUTICALS INC. ("the Company"), and ELDAN DAVIDSON ("the Consultant").',
    ['VERIDIAN PHARMACEUTICALS INC.', 'ELDAN DAVIDSON'],
  ],
  [
    'This Transition Services Agreement (this "Agreement"), dated as of October 1, 2019, is by and between Arcadia Holdings Corp., a Delaware corporation ("Parent"), and Arcadia SpinCo, Inc., a Delaware corporation ("SpinCo").',
    ['Arcadia Holdings Corp.', 'Arcadia SpinCo, Inc.'],
  ],
  [
    'This Agreement is entered into on this 12th day of January, 2010, by and between Sino Verdant Land Corporation, a Nevada corporation (hereinafter "SVL"), and Guangzhou Verdant Co., Ltd., a company organized under the laws of the People\'s Republic of China (hereinafter "Verdant").',
    ['Sino Verdant Land Corporation', 'Guangzhou Verdant Co., Ltd.'],
  ],
  [
    'This Supply Agreement is made and entered into by and between Thermo-Dyne Industries, L.L.C. (“Supplier”) and Crestview Homes of Texas, Ltd., a Texas limited partnership (“Buyer”).',
    ['Thermo-Dyne Industries, L.L.C.', 'Crestview Homes of Texas, Ltd.'],
  ],
  [
    'This Marketing Agreement is entered into between MedPortal, LLC ("MedPortal") and HealthHarbor Corp. ("HH").',
    ['MedPortal, LLC', 'HealthHarbor Corp.'],
  ],
  [
    'This AGREEMENT made this 1st day of July, 1998 by and between HARBOR ONE BANK, F.S.B., a federal savings bank ("Bank"), and CORESERV SOLUTIONS, INC., a Wisconsin corporation ("Coreserv").',
    ['HARBOR ONE BANK, F.S.B.', 'CORESERV SOLUTIONS, INC.'],
  ],
  [
    'This Agreement is between Dr. Rao\'s Laboratories Limited, having its registered office at 8-2-337, Road No. 3, Banjara Hills, Hyderabad ("DRL") and Biozone Pharmaceuticals Inc. ("Biozone").',
    ["Dr. Rao's Laboratories Limited", 'Biozone Pharmaceuticals Inc.'],
  ],
  [
    'This Agreement is made between The Harmon & Gable Company, an Ohio corporation ("H&G"), and Acme Packaging, L.P. ("Acme").',
    ['The Harmon & Gable Company', 'Acme Packaging, L.P.'],
  ],
  [
    'THIS AGREEMENT is entered into as of the 30th day of September, 2004, among MERIDIAN PETROLEUM CORPORATION ("MPC"), MERIDIAN PETROLEUM AUSTRALIA LIMITED ("MPAL") and SOUTHERN CROSS LIMITED ("Southern Cross").',
    ['MERIDIAN PETROLEUM CORPORATION', 'MERIDIAN PETROLEUM AUSTRALIA LIMITED', 'SOUTHERN CROSS LIMITED'],
  ],
];

/**
 * Held-out preambles (30 November 2026, a thirty-seventh session; written before their first run, aimed at none): a
 * company "acting through its ... division", a trust by its trustee, a name holding "and", a university's board of
 * trustees, a Société anonyme, an individual "an individual residing in", an Indian private limited company with its
 * CIN, a limited partnership by its general partner, names in capitals with "d/b/a", and a four-party agreement with
 * "each a Party".
 */
export const DRAFTED_PREAMBLES_THIRTY_SEVENTH: DraftedPreamble[] = [
  [
    'This Supply Agreement is entered into as of April 2, 2014 by and between Halcyon Devices Inc., acting through its Surgical Products division ("Halcyon"), and Ironwood Medical Distributors LLC ("Ironwood").',
    ['Halcyon Devices Inc.', 'Ironwood Medical Distributors LLC'],
  ],
  [
    'This Royalty Agreement is made as of June 1, 2011 between the Jasper Family Trust, by its trustee Karen Jasper (the "Trust"), and Kinetic Energy Systems, Inc. ("KES").',
    ['Jasper Family Trust', 'Kinetic Energy Systems, Inc.'],
  ],
  [
    'This Agreement is made by and between Lamb and Rowe Engineering, Inc., a Colorado corporation ("L&R"), and Mesa Verde Water Authority ("Authority").',
    ['Lamb and Rowe Engineering, Inc.', 'Mesa Verde Water Authority'],
  ],
  [
    'This License Agreement is entered into as of January 15, 2009 by and between The Board of Trustees of Northbrook University ("University") and Orbis Genomics, Inc. ("Licensee").',
    ['The Board of Trustees of Northbrook University', 'Orbis Genomics, Inc.'],
  ],
  [
    'THIS AGREEMENT is made on 3 March 2016 between PARVIS TECHNOLOGIES S.A., a société anonyme organised under the laws of France ("Parvis"), and QUINTA SOFTWARE LIMITED ("Quinta").',
    ['PARVIS TECHNOLOGIES S.A.', 'QUINTA SOFTWARE LIMITED'],
  ],
  [
    'This Consulting Agreement is entered into as of August 8, 2017 between Riverstone Capital Corp. (the "Company") and Samuel T. Ortega, an individual residing in Austin, Texas ("Consultant").',
    ['Riverstone Capital Corp.', 'Samuel T. Ortega'],
  ],
  [
    'This Agreement is made on 12 September 2019 between Tarang Software Private Limited (CIN U72200KA2008PTC045678), a company incorporated under the Companies Act, 1956 ("Tarang"), and Umbra Analytics Inc. ("Umbra").',
    ['Tarang Software Private Limited', 'Umbra Analytics Inc.'],
  ],
  [
    'This Management Agreement is made as of May 20, 2013 between Valley Forge Partners, L.P., a Delaware limited partnership, by its general partner, Valley Forge GP, LLC ("Owner"), and Westgate Hospitality Management, Inc. ("Manager").',
    ['Valley Forge Partners, L.P.', 'Westgate Hospitality Management, Inc.'],
  ],
  [
    'THIS AGREEMENT is entered into as of the 9th day of December, 2005, by and between XENON RETAIL GROUP, INC. d/b/a XENON OUTLETS ("Xenon") and YELLOWSTONE APPAREL CO. ("Yellowstone").',
    ['XENON RETAIL GROUP, INC.', 'YELLOWSTONE APPAREL CO.'],
  ],
  [
    'This Collaboration Agreement is entered into as of July 1, 2020 by and among Zenith Biologics, Inc. ("Zenith"), Alder Therapeutics Ltd. ("Alder"), Birch Pharma GmbH ("Birch") and Cedar Clinical Research, LLC ("Cedar") (each a "Party" and together the "Parties").',
    ['Zenith Biologics, Inc.', 'Alder Therapeutics Ltd.', 'Birch Pharma GmbH', 'Cedar Clinical Research, LLC'],
  ],
];

/**
 * Held-out preambles with their dates (30 November 2026, a thirty-seventh session; written before their first run,
 * aimed at none): a date "effective as of" after the parties, "made and entered into this ___ day" filled in, a date
 * with the day after the month in words, "dated the 2nd day of", an agreement "effective upon" a date, a restated
 * agreement dated as of its restatement, a date in day.month.year, and dates beside "(the "Effective Date")" in
 * several places.
 */
export const DRAFTED_DATED_PREAMBLES_19: DraftedDatedPreamble[] = [
  [
    'This Agreement between Dover Instruments Corp. ("Dover") and Eastfield Labs, Inc. ("Eastfield") is effective as of July 12, 2011.',
    ['Dover Instruments Corp.', 'Eastfield Labs, Inc.'],
    '2011-07-12',
  ],
  [
    'THIS AGREEMENT is made and entered into this 21st day of April, 2006, by and between FAIRMONT GRAIN COMPANY ("Fairmont") and GLENWOOD MILLS, INC. ("Glenwood").',
    ['FAIRMONT GRAIN COMPANY', 'GLENWOOD MILLS, INC.'],
    '2006-04-21',
  ],
  [
    'This Services Agreement is dated the 2nd day of November 2015 and is made between Hartwell Facilities Limited and Inglewood Council.',
    ['Hartwell Facilities Limited', 'Inglewood Council'],
    '2015-11-02',
  ],
  [
    'This Agreement shall be effective upon March 1, 2018 (the "Effective Date") and is entered into by Juniper Health Systems, Inc. ("Juniper") and Kestrel Staffing LLC ("Kestrel").',
    ['Juniper Health Systems, Inc.', 'Kestrel Staffing LLC'],
    '2018-03-01',
  ],
  [
    'This Amended and Restated License Agreement is entered into as of October 31, 2017 by and between Lumos Media Corp. ("Lumos") and Marlowe Pictures, LLC ("Marlowe"), and amends and restates in its entirety the License Agreement dated May 5, 2012.',
    ['Lumos Media Corp.', 'Marlowe Pictures, LLC'],
    '2017-10-31',
  ],
  [
    'This Agreement is concluded on 15.06.2020 between Nordwind Logistik GmbH ("Nordwind") and Oakridge Freight Ltd ("Oakridge").',
    ['Nordwind Logistik GmbH', 'Oakridge Freight Ltd'],
    '2020-06-15',
  ],
  [
    'This Distribution Agreement (the "Agreement") is entered into by and between Pinecrest Foods Inc. ("Supplier") and Quayside Wholesale Ltd. ("Distributor") as of the 1st day of February, 2010 (the "Effective Date").',
    ['Pinecrest Foods Inc.', 'Quayside Wholesale Ltd.'],
    '2010-02-01',
  ],
  [
    'Effective Date: September 30, 2021. This Reseller Agreement is between Redwood Networks, Inc. ("Redwood") and Sable Systems Integration LLC ("Reseller").',
    ['Redwood Networks, Inc.', 'Sable Systems Integration LLC'],
    '2021-09-30',
  ],
  [
    'This Employment Agreement is made as of the first day of January, 2016, by and between Tidewater Bancorp, Inc. (the "Company") and Ursula M. Grant (the "Executive").',
    ['Tidewater Bancorp, Inc.', 'Ursula M. Grant'],
    '2016-01-01',
  ],
  [
    'This Agreement, dated as of December 15, 2003 and effective as of January 1, 2004 (the "Effective Date"), is made between Vanguard Drilling Co. ("Vanguard") and Wildcat Energy Partners, L.P. ("Wildcat").',
    ['Vanguard Drilling Co.', 'Wildcat Energy Partners, L.P.'],
    '2004-01-01',
  ],
];

/**
 * Held-out preambles (30 November 2026, a thirty-eighth session; written before their first run, aimed at none): a
 * general partnership, a city "a municipal corporation", companies of Korea and Norway, a national banking association,
 * a sublease in capitals with "L.L.C.", a professional corporation and a physician, three parties of a joint venture
 * with a fund "II, L.P.", an agreement "by" one company "in favour of" another, a Canadian "BETWEEN: ... AND:" layout
 * and a Texas non-profit corporation.
 */
export const DRAFTED_PREAMBLES_THIRTY_EIGHTH: DraftedPreamble[] = [
  [
    'This Marketing Agreement is made as of November 4, 2012 by and between Aurora Wireless Corp., a Washington corporation ("Aurora"), and Beacon Retail Partners, a Texas general partnership ("Beacon").',
    ['Aurora Wireless Corp.', 'Beacon Retail Partners'],
  ],
  [
    'This Agreement is entered into as of March 9, 2015 between the City of Cedar Falls, a municipal corporation (the "City"), and Delta Waste Services, Inc. ("Contractor").',
    ['City of Cedar Falls', 'Delta Waste Services, Inc.'],
  ],
  [
    'This Technology Transfer Agreement is made on 18 May 2018 between Everest Semiconductor Co., Ltd., a company incorporated in the Republic of Korea ("Everest"), and Fjord Microsystems AS, a Norwegian company ("Fjord").',
    ['Everest Semiconductor Co., Ltd.', 'Fjord Microsystems AS'],
  ],
  [
    'This Agreement is dated as of July 7, 2008 and is between Granite State Bank, N.A., a national banking association (the "Bank"), and Harbor Point Data Services, Inc. (the "Processor").',
    ['Granite State Bank, N.A.', 'Harbor Point Data Services, Inc.'],
  ],
  [
    'THIS SUBLEASE is made as of the 1st day of October, 2010, by and between IRONCLAD STORAGE, L.L.C. ("Sublandlord") and JETSTREAM COURIERS, INC. ("Subtenant").',
    ['IRONCLAD STORAGE, L.L.C.', 'JETSTREAM COURIERS, INC.'],
  ],
  [
    'This Agreement is made between Kinross Medical Group, P.C., a professional corporation ("Practice"), and Leah M. Novak ("Physician"), effective as of June 1, 2014.',
    ['Kinross Medical Group, P.C.', 'Leah M. Novak'],
  ],
  [
    'This Joint Venture Agreement is entered into as of April 22, 2019 among Meridian Solar Holdings, LLC ("Meridian"), Northgate Infrastructure Fund II, L.P. ("Northgate"), and Osprey Renewables Corp. ("Osprey").',
    ['Meridian Solar Holdings, LLC', 'Northgate Infrastructure Fund II, L.P.', 'Osprey Renewables Corp.'],
  ],
  [
    'This Agreement is entered into as of August 1, 2016 by Pacifica Brands Inc., a British Columbia company ("Pacifica"), in favour of Quarry Hill Capital Ltd. ("Lender").',
    ['Pacifica Brands Inc.', 'Quarry Hill Capital Ltd.'],
  ],
  [
    'THIS AGREEMENT dated for reference the 5th day of May, 2007 BETWEEN: RAINIER GOLD MINES LTD., a company incorporated under the laws of British Columbia ("Rainier") AND: SUMMIT EXPLORATION INC. ("Summit")',
    ['RAINIER GOLD MINES LTD.', 'SUMMIT EXPLORATION INC.'],
  ],
  [
    'This Services Agreement is made as of February 14, 2021 between Uplift Education Foundation, a Texas non-profit corporation ("Uplift"), and Vista Learning Systems, Inc. ("Vista").',
    ['Uplift Education Foundation', 'Vista Learning Systems, Inc.'],
  ],
];

/**
 * Held-out preambles with their dates (30 November 2026, a thirty-eighth session; written before their first run,
 * aimed at none): "made effective the 15th day of", a blank signing date beside an effective date, an agreement entered
 * into on one date to be effective on an earlier one, "Made the 28th of February", an ISO date, a closing date "which
 * is", "dated June 30th", an addendum dated as of its own date, a preamble in capitals "EFFECTIVE AS OF", and the later
 * of two signature dates "being" a date.
 */
export const DRAFTED_DATED_PREAMBLES_20: DraftedDatedPreamble[] = [
  [
    'This Agreement is made effective the 15th day of August, 2013, by and between Wexford Pharmaceuticals, Inc. ("Wexford") and Xylem BioSciences Corp. ("Xylem").',
    ['Wexford Pharmaceuticals, Inc.', 'Xylem BioSciences Corp.'],
    '2013-08-15',
  ],
  [
    'This Supply Agreement dated this ____ day of ________, 2009 is made by Yardley Chemicals Inc. ("Seller") and Zephyr Coatings LLC ("Buyer"), and shall be effective as of April 1, 2009.',
    ['Yardley Chemicals Inc.', 'Zephyr Coatings LLC'],
    '2009-04-01',
  ],
  [
    'This Agreement is entered into on January 3, 2017, to be effective as of December 1, 2016 (the "Effective Date"), by and between Alpine Software Corp. ("Alpine") and Brightwater Systems, Inc. ("Brightwater").',
    ['Alpine Software Corp.', 'Brightwater Systems, Inc.'],
    '2016-12-01',
  ],
  [
    'Made the 28th of February 2014 between Coral Reef Resorts Limited ("Owner") and Dunmore Hotel Management Limited ("Operator").',
    ['Coral Reef Resorts Limited', 'Dunmore Hotel Management Limited'],
    '2014-02-28',
  ],
  [
    'This Consulting Agreement is made on 2019-05-06 between Everbright Labs Oy ("Everbright") and Foxglove Research AB ("Foxglove").',
    ['Everbright Labs Oy', 'Foxglove Research AB'],
    '2019-05-06',
  ],
  [
    'This Agreement, effective as of the Closing Date, which is September 10, 2012, is made between Granby Holdings Corp. ("Buyer") and Hollis Tool Company ("Seller").',
    ['Granby Holdings Corp.', 'Hollis Tool Company'],
    '2012-09-10',
  ],
  [
    'The parties to this Agreement, dated June 30th, 2005, are Ivanhoe Mining Corp. ("Ivanhoe") and Jade Mountain Resources Ltd. ("Jade").',
    ['Ivanhoe Mining Corp.', 'Jade Mountain Resources Ltd.'],
    '2005-06-30',
  ],
  [
    'This Addendum is made as of March 1, 2020 to the Master Services Agreement dated January 15, 2018 between Kelvin Cooling Systems, Inc. ("Kelvin") and Lakeshore Data Centers LLC ("Lakeshore").',
    ['Kelvin Cooling Systems, Inc.', 'Lakeshore Data Centers LLC'],
    '2020-03-01',
  ],
  [
    'EFFECTIVE AS OF NOVEMBER 1, 2008, MAGNOLIA HEALTH PLANS, INC. ("MHP") AND NORTHERN LIGHTS PHARMACY SERVICES, INC. ("NLPS") AGREE AS FOLLOWS:',
    ['MAGNOLIA HEALTH PLANS, INC.', 'NORTHERN LIGHTS PHARMACY SERVICES, INC.'],
    '2008-11-01',
  ],
  [
    'This Agreement is entered into as of the later of the two signature dates below, being 4 April 2022 (the "Effective Date"), between Orchard Payments Ltd ("Orchard") and Peregrine Retail plc ("Peregrine").',
    ['Orchard Payments Ltd', 'Peregrine Retail plc'],
    '2022-04-04',
  ],
];

/**
 * A thirty-ninth batch of preambles (30 November 2026, a thirty-ninth session; written before its first run, aimed at
 * none): a Nevada corporation "doing business as", a Swiss "AG" and a German "GmbH & Co. KG", a Cayman Islands exempted
 * company, a limited partnership acting "by its general partner", an individual "an individual residing in", a county
 * "a political subdivision of the State of", a Dutch "B.V." beside a Japanese "K.K.", an agreement "among" three
 * parties, a Delaware statutory trust, and an English "BETWEEN ... of the one part AND ... of the other part".
 */
export const DRAFTED_PREAMBLES_THIRTY_NINTH: DraftedPreamble[] = [
  [
    'This Services Agreement is entered into as of May 2, 2016 by and between Keystone Fleet Holdings, Inc., a Nevada corporation doing business as Keystone Logistics ("Keystone"), and Larkspur Telematics LLC ("Larkspur").',
    ['Keystone Fleet Holdings, Inc.', 'Larkspur Telematics LLC'],
  ],
  [
    'This Distribution Agreement is made on 3 March 2011 between Matterhorn Instruments AG, a company organized under the laws of Switzerland ("Matterhorn"), and Neckar Vertrieb GmbH & Co. KG ("Distributor").',
    ['Matterhorn Instruments AG', 'Neckar Vertrieb GmbH & Co. KG'],
  ],
  [
    'This Agreement is dated as of September 14, 2019 and is made between Opal Bay Capital Ltd., a Cayman Islands exempted company ("Opal"), and Pinecrest Advisors, LLC ("Adviser").',
    ['Opal Bay Capital Ltd.', 'Pinecrest Advisors, LLC'],
  ],
  [
    'This Lease is made as of January 1, 2007 between Quarry Ridge Partners, L.P., a Georgia limited partnership, acting by its general partner, Quarry Ridge GP, Inc. ("Landlord"), and Redwood Dental Care, P.A. ("Tenant").',
    ['Quarry Ridge Partners, L.P.', 'Redwood Dental Care, P.A.'],
  ],
  [
    'This Consulting Agreement is made as of April 20, 2021 by and between Silverline Robotics, Inc. (the "Company") and Thomas J. Whitfield, an individual residing in Austin, Texas ("Consultant").',
    ['Silverline Robotics, Inc.', 'Thomas J. Whitfield'],
  ],
  [
    'This Interlocal Services Agreement is entered into as of July 1, 2013 by and between Umatilla County, a political subdivision of the State of Oregon (the "County"), and Valley Ambulance Services, Inc. ("Provider").',
    ['Umatilla County', 'Valley Ambulance Services, Inc.'],
  ],
  [
    'This Supply Agreement is made on 12 June 2017 between Windmill Foods B.V., a private limited company incorporated in the Netherlands ("Windmill"), and Yamato Trading K.K., a Japanese corporation ("Yamato").',
    ['Windmill Foods B.V.', 'Yamato Trading K.K.'],
  ],
  [
    'This Agreement is made as of February 28, 2014 by and among Zenith Aerospace Corporation ("Zenith"), Apex Composites, Inc. ("Apex") and Bristol Machining Ltd. ("Bristol").',
    ['Zenith Aerospace Corporation', 'Apex Composites, Inc.', 'Bristol Machining Ltd.'],
  ],
  [
    'This Servicing Agreement is entered into as of October 5, 2018 between Cobalt Auto Receivables Trust 2018-2, a Delaware statutory trust (the "Issuer"), and Dunbar Servicing Company, LLC (the "Servicer").',
    ['Cobalt Auto Receivables Trust 2018-2', 'Dunbar Servicing Company, LLC'],
  ],
  [
    'THIS AGREEMENT is made the 9th day of December, 2009 BETWEEN Eastgate Properties Limited (the "Owner") of the one part AND Fairway Facilities Management Limited (the "Contractor") of the other part.',
    ['Eastgate Properties Limited', 'Fairway Facilities Management Limited'],
  ],
];

/**
 * A twenty-first batch of dated preambles (30 November 2026, a thirty-ninth session; written before its first run,
 * aimed at none): "effective as of the date of the last signature below, which is", "dated as of the 1st day of July",
 * an amendment "effective retroactive to", "this 3rd day of", a date with its weekday, "executed on ... and effective
 * on", a British "dated 5th April 2016", "as of the Closing Date (March 31, 2015)", an "Agreement Date" with the
 * effective date the first day of the month following it, and capitals "effective as of the 30th day of".
 */
export const DRAFTED_DATED_PREAMBLES_21: DraftedDatedPreamble[] = [
  [
    'This Agreement is made effective as of the date of the last signature below, which is June 18, 2012, by and between Garnet Health Systems, Inc. ("Garnet") and Holloway Billing Services LLC ("Holloway").',
    ['Garnet Health Systems, Inc.', 'Holloway Billing Services LLC'],
    '2012-06-18',
  ],
  [
    'This License Agreement is dated as of the 1st day of July, 2010, by and between Indigo Media Group, Inc. ("Licensor") and Juniper Broadcasting Corp. ("Licensee").',
    ['Indigo Media Group, Inc.', 'Juniper Broadcasting Corp.'],
    '2010-07-01',
  ],
  [
    'This First Amendment is entered into on November 2, 2015 and is effective retroactive to August 1, 2015, between Kestrel Energy Partners LP ("Kestrel") and Lumen Power Marketing, Inc. ("Lumen").',
    ['Kestrel Energy Partners LP', 'Lumen Power Marketing, Inc.'],
    '2015-08-01',
  ],
  [
    'This Agreement is entered into this 3rd day of October, 2006, by and between Magnolia Textiles, Inc. ("Buyer") and Northgate Fibers Corporation ("Seller").',
    ['Magnolia Textiles, Inc.', 'Northgate Fibers Corporation'],
    '2006-10-03',
  ],
  [
    'This Agreement is made on Tuesday, March 8, 2011 between Oakmont Hospitality Group LLC ("Owner") and Prairie Wind Hotels, Inc. ("Manager").',
    ['Oakmont Hospitality Group LLC', 'Prairie Wind Hotels, Inc.'],
    '2011-03-08',
  ],
  [
    'This Agreement was executed on May 27, 2020 and is effective on June 1, 2020, between Quill Analytics Corp. ("Quill") and Riverside Health Network, Inc. ("Riverside").',
    ['Quill Analytics Corp.', 'Riverside Health Network, Inc.'],
    '2020-06-01',
  ],
  [
    'This Software Reseller Agreement is dated 5th April 2016 and is made between Stratus Cloud Limited ("Stratus") and Tamar Systems Ltd ("Reseller").',
    ['Stratus Cloud Limited', 'Tamar Systems Ltd'],
    '2016-04-05',
  ],
  [
    'This Transition Services Agreement is entered into as of the Closing Date (March 31, 2015) by and between Umber Holdings Corp. ("Seller") and Vireo Industries, Inc. ("Buyer").',
    ['Umber Holdings Corp.', 'Vireo Industries, Inc.'],
    '2015-03-31',
  ],
  [
    'This Agreement is made as of January 10, 2018 (the "Agreement Date") by and between Wolverine Bio, Inc. ("Wolverine") and Xenon Clinical Research LLC ("CRO"), and shall become effective on the first day of the month following the Agreement Date.',
    ['Wolverine Bio, Inc.', 'Xenon Clinical Research LLC'],
    '2018-02-01',
  ],
  [
    'THIS AGREEMENT is made and entered into effective as of the 30th day of September, 2004, by and between YORKTOWN CAPITAL LLC ("Yorktown") and ZEPHYRUS MINING CORP. ("Zephyrus").',
    ['YORKTOWN CAPITAL LLC', 'ZEPHYRUS MINING CORP.'],
    '2004-09-30',
  ],
];

/**
 * A fortieth batch of preambles (30 November 2026, a thirty-ninth session, later; written before its first run, aimed
 * at none): a preamble under an exhibit's filing heading, a company "formerly known as", an Israeli "Ltd." with its
 * registration number, a university's board of trustees, an agreement "by and between" a parent "on behalf of itself
 * and its Affiliates", a French "S.A.S.", an Indian "Private Limited", a "(hereinafter referred to as" aside, a federal
 * savings bank and a sole proprietor "d/b/a". The proprietor was first written down as "Alan Brooks"; CUAD's annotators
 * keep the trade name ("Holiday RV Superstores, Inc. d/b/a Recreation USA"), as the engine does, so it was set so after
 * the first run.
 */
export const DRAFTED_PREAMBLES_FORTIETH: DraftedPreamble[] = [
  [
    'Exhibit 10.14 CONFIDENTIAL TREATMENT REQUESTED This Collaboration Agreement is entered into as of June 6, 2016 by and between Galena Therapeutics, Inc., a Delaware corporation ("Galena"), and Hollis Biologics Corp. ("Hollis").',
    ['Galena Therapeutics, Inc.', 'Hollis Biologics Corp.'],
  ],
  [
    'This Agreement is made as of August 1, 2012 between Ironbridge Software Inc. (formerly known as Ironbridge Systems Inc.) ("Ironbridge") and Jasper Logistics LLC ("Jasper").',
    ['Ironbridge Software Inc.', 'Jasper Logistics LLC'],
  ],
  [
    'This Development Agreement is made on 20 January 2019 between Kinneret Photonics Ltd., a company registered in Israel under number 51-234567-8 ("Kinneret"), and Lumos Devices Inc. ("Lumos").',
    ['Kinneret Photonics Ltd.', 'Lumos Devices Inc.'],
  ],
  [
    'This Research Agreement is entered into as of September 1, 2014 by and between The Board of Trustees of Meridian State University ("University") and Northlake Genomics, Inc. ("Sponsor").',
    ['The Board of Trustees of Meridian State University', 'Northlake Genomics, Inc.'],
  ],
  [
    'This Master Purchase Agreement is made as of March 15, 2011 by and between Oriole Foods Corporation, on behalf of itself and its Affiliates ("Buyer"), and Pelican Packaging, Inc. ("Supplier").',
    ['Oriole Foods Corporation', 'Pelican Packaging, Inc.'],
  ],
  [
    'This Agreement is made on 2 October 2017 between Quintessence Parfums S.A.S., a French société par actions simplifiée ("Quintessence"), and Rosewood Retail Limited ("Retailer").',
    ['Quintessence Parfums S.A.S.', 'Rosewood Retail Limited'],
  ],
  [
    'This Services Agreement is executed on 11 November 2020 between Saffron Infotech Private Limited, a company incorporated under the Companies Act, 2013 ("Saffron"), and Tidewater Analytics LLC ("Client").',
    ['Saffron Infotech Private Limited', 'Tidewater Analytics LLC'],
  ],
  [
    'This Agreement is entered into on April 4, 2008 by and between Umbra Lighting Corp. (hereinafter referred to as "Umbra") and Vesper Electrical Supply Co. (hereinafter referred to as "Distributor").',
    ['Umbra Lighting Corp.', 'Vesper Electrical Supply Co.'],
  ],
  [
    'This Loan Servicing Agreement is dated as of December 1, 2003 between Westbrook Federal Savings Bank, a federal savings bank ("Westbrook"), and Yeoman Mortgage Services, Inc. ("Servicer").',
    ['Westbrook Federal Savings Bank', 'Yeoman Mortgage Services, Inc.'],
  ],
  [
    'This Independent Contractor Agreement is made as of May 9, 2022 between Zircon Media Group, Inc. ("Company") and Alan Brooks d/b/a Brooks Creative ("Contractor").',
    ['Zircon Media Group, Inc.', 'Alan Brooks d/b/a Brooks Creative'],
  ],
];

/**
 * A twenty-second batch of dated preambles (30 November 2026, a thirty-ninth session, later; written before its first
 * run, aimed at none): "made and entered into as of this 12th day of", "dated as of the date of the last signature
 * hereto (March 2, 2016)", "effective as of 12:01 a.m. on", "as of the ___ day of ____, 2005, effective January 1,
 * 2005", a date in a cover line "Dated: 1 July 2019", "entered into on the 5th of May, 2018", "effective the first day
 * of January, 2010", a restated agreement "amended and restated as of", "dated September 10, 2008, effective as of the
 * Effective Date (as defined below)" with the day defined in the next sentence, and "As of April 1, 2012,".
 */
export const DRAFTED_DATED_PREAMBLES_22: DraftedDatedPreamble[] = [
  [
    'This Agreement is made and entered into as of this 12th day of June, 2007, by and between Alder Creek Mining Co. ("Alder") and Basalt Equipment Rentals, Inc. ("Basalt").',
    ['Alder Creek Mining Co.', 'Basalt Equipment Rentals, Inc.'],
    '2007-06-12',
  ],
  [
    'This Agreement is dated as of the date of the last signature hereto (March 2, 2016) and is between Cinder Labs, Inc. ("Cinder") and Dovetail Health LLC ("Dovetail").',
    ['Cinder Labs, Inc.', 'Dovetail Health LLC'],
    '2016-03-02',
  ],
  [
    'This Gas Purchase Agreement is effective as of 12:01 a.m. on November 1, 2009 between Ember Gas Marketing LP ("Seller") and Fallow Creek Utilities, Inc. ("Buyer").',
    ['Ember Gas Marketing LP', 'Fallow Creek Utilities, Inc.'],
    '2009-11-01',
  ],
  [
    'This Agreement is made as of the ___ day of ________, 2005, effective January 1, 2005, by and between Gilded Age Hotels, Inc. ("Owner") and Hearth Hospitality LLC ("Manager").',
    ['Gilded Age Hotels, Inc.', 'Hearth Hospitality LLC'],
    '2005-01-01',
  ],
  [
    'DISTRIBUTION AGREEMENT Dated: 1 July 2019 This Agreement is between Isle Beverages Limited ("Supplier") and Jetty Wholesale Limited ("Distributor").',
    ['Isle Beverages Limited', 'Jetty Wholesale Limited'],
    '2019-07-01',
  ],
  [
    'This Agreement is entered into on the 5th of May, 2018 between Kiln Ceramics Inc. ("Kiln") and Loom Home Goods LLC ("Loom").',
    ['Kiln Ceramics Inc.', 'Loom Home Goods LLC'],
    '2018-05-05',
  ],
  [
    'This Agreement is made effective the first day of January, 2010, by and between Marlin Boats, Inc. ("Marlin") and Narwhal Marine Supply Co. ("Narwhal").',
    ['Marlin Boats, Inc.', 'Narwhal Marine Supply Co.'],
    '2010-01-01',
  ],
  [
    'This Credit Agreement is amended and restated as of October 30, 2015 among Osprey Holdings, Inc. ("Borrower") and Paragon National Bank ("Lender").',
    ['Osprey Holdings, Inc.', 'Paragon National Bank'],
    '2015-10-30',
  ],
  [
    'This Agreement is dated September 10, 2008, effective as of the Effective Date (as defined below), between Quarry Lane Partners LLC ("Quarry") and Rampart Security, Inc. ("Rampart"). The "Effective Date" shall be October 1, 2008.',
    ['Quarry Lane Partners LLC', 'Rampart Security, Inc.'],
    '2008-10-01',
  ],
  [
    'As of April 1, 2012, Sable Energy Corp. ("Sable") and Tundra Pipeline Company ("Tundra") hereby agree as follows.',
    ['Sable Energy Corp.', 'Tundra Pipeline Company'],
    '2012-04-01',
  ],
];

/**
 * A forty-first batch of preambles (30 November 2026, a thirty-ninth session, third round; written before its first
 * run, aimed at none): parties "with offices at" their addresses, a parent and "its wholly-owned subsidiary" among
 * three, a ".com" company, a name with its country in brackets, a professional corporation of initials and "&
 * Associates", a Dutch "N.V." beside an ampersand, a Singapore "Pte. Ltd." and a Danish "A/S", a bank "for itself and
 * on behalf of its subsidiary banks", a college's trustees, and two parties defined together as "each, a Party".
 */
export const DRAFTED_PREAMBLES_FORTY_FIRST: DraftedPreamble[] = [
  [
    'This Co-Branding Agreement is entered into as of March 1, 2000 by and between Acorn Online, Inc., a Delaware corporation with offices at 100 Main Street, Palo Alto, California 94301 ("Acorn"), and Birchwood Media Corp., a New York corporation with offices at 5 Park Avenue, New York, New York 10016 ("Birchwood").',
    ['Acorn Online, Inc.', 'Birchwood Media Corp.'],
  ],
  [
    'This Agreement is made and entered into as of July 15, 1998 by and among Cascade Networks, Inc. ("Cascade"), its wholly-owned subsidiary Cascade Europe B.V. ("Cascade Europe") and Dolomite Systems S.p.A. ("Dolomite").',
    ['Cascade Networks, Inc.', 'Cascade Europe B.V.', 'Dolomite Systems S.p.A.'],
  ],
  [
    'This Strategic Alliance Agreement is made this 4th day of May, 2001 by and between E-Lumina.com, Inc. ("E-Lumina") and FirstNet Solutions, L.L.C. ("FirstNet").',
    ['E-Lumina.com, Inc.', 'FirstNet Solutions, L.L.C.'],
  ],
  [
    'This Agreement is made as of June 1, 2005 between Garrison Holdings (Bermuda) Ltd. ("Garrison") and Hudson Reinsurance Company ("Hudson").',
    ['Garrison Holdings (Bermuda) Ltd.', 'Hudson Reinsurance Company'],
  ],
  [
    'This Hosting Agreement is entered into as of October 1, 2010 by and between Ivy Cloud Services, Inc. ("Ivy") and J.K. Rowan & Associates, P.C. ("Client").',
    ['Ivy Cloud Services, Inc.', 'J.K. Rowan & Associates, P.C.'],
  ],
  [
    'This Agreement is made as of January 2, 2013 between Kestrel Royal Foods N.V. ("Supplier") and L&M Grocers Inc. ("Buyer").',
    ['Kestrel Royal Foods N.V.', 'L&M Grocers Inc.'],
  ],
  [
    'This Agency Agreement is made on 8 August 2008 between Mercator Shipping Pte. Ltd., a company incorporated in Singapore ("Principal"), and Nordic Freight Agencies A/S ("Agent").',
    ['Mercator Shipping Pte. Ltd.', 'Nordic Freight Agencies A/S'],
  ],
  [
    'This Outsourcing Agreement is dated as of April 30, 2004, and is made by and between Oakridge Bancorp, Inc., for itself and on behalf of its subsidiary banks (collectively, "Client"), and Pinnacle Data Processing, Inc. ("Vendor").',
    ['Oakridge Bancorp, Inc.', 'Pinnacle Data Processing, Inc.'],
  ],
  [
    'This License Agreement is made as of December 12, 2017 by and between The Trustees of Quillen Valley College, a Connecticut nonprofit corporation ("College"), and Rhombus Learning, Inc. ("Licensee").',
    ['The Trustees of Quillen Valley College', 'Rhombus Learning, Inc.'],
  ],
  [
    'This Joint Development Agreement is made effective as of September 15, 2019 by and between Solaris Microdevices Corp., a Delaware corporation, and Terrapin Semiconductor Co., Ltd., a corporation organized under the laws of Taiwan (each, a "Party").',
    ['Solaris Microdevices Corp.', 'Terrapin Semiconductor Co., Ltd.'],
  ],
];

/**
 * A twenty-third batch of dated preambles (30 November 2026, a thirty-ninth session, third round; written before its
 * first run, aimed at none): "this 31st day of December, 1999", a leap day, an amended and restated agreement beside
 * the date of the one it restates, an "Effective Date:" line before the preamble, made on one day "to take effect from"
 * another, "Sept. 30, 2002", "this day of March 18, 2009", "1 April, 2019 (the "Commencement Date")", the date set
 * forth on the signature page in brackets, and an English "dated the 17th day of November 2003".
 */
export const DRAFTED_DATED_PREAMBLES_23: DraftedDatedPreamble[] = [
  [
    'This Agreement is made as of this 31st day of December, 1999, by and between Umbria Wines Inc. ("Umbria") and Vintner Imports LLC ("Vintner").',
    ['Umbria Wines Inc.', 'Vintner Imports LLC'],
    '1999-12-31',
  ],
  [
    'This Agreement is entered into effective as of February 29, 2016 between Willow Creek Farms LLC ("Seller") and Xavier Foods Inc. ("Buyer").',
    ['Willow Creek Farms LLC', 'Xavier Foods Inc.'],
    '2016-02-29',
  ],
  [
    'This AMENDED AND RESTATED SUPPLY AGREEMENT is made as of the 1st day of August, 2014 (the "Restatement Date") by and between Yarrow Pharma Inc. ("Yarrow") and Zenobia Chemicals Ltd. ("Zenobia"), amending and restating the Supply Agreement dated as of May 5, 2009.',
    ['Yarrow Pharma Inc.', 'Zenobia Chemicals Ltd.'],
    '2014-08-01',
  ],
  [
    'Effective Date: 15 March 2021. This Agreement is between Aster Robotics Ltd ("Aster") and Bellwether Automation GmbH ("Bellwether").',
    ['Aster Robotics Ltd', 'Bellwether Automation GmbH'],
    '2021-03-15',
  ],
  [
    'This Agreement is made on the 2nd of January, 2012, to take effect from the 1st of February, 2012, between Cobalt Logistics Ltd ("Cobalt") and Dune Transport Ltd ("Dune").',
    ['Cobalt Logistics Ltd', 'Dune Transport Ltd'],
    '2012-02-01',
  ],
  [
    'This Agreement is entered into as of Sept. 30, 2002 by and between Ember Networks Inc. ("Ember") and Falcon Telecom Corp. ("Falcon").',
    ['Ember Networks Inc.', 'Falcon Telecom Corp.'],
    '2002-09-30',
  ],
  [
    'This Agreement is made this day of March 18, 2009 between Granite Peak Resorts Inc. ("Granite") and Harbor Lights Marketing LLC ("Harbor").',
    ['Granite Peak Resorts Inc.', 'Harbor Lights Marketing LLC'],
    '2009-03-18',
  ],
  [
    'This Agreement is entered into as of 1 April, 2019 (the "Commencement Date") by and between Iris Health Pte. Ltd. ("Iris") and Juno Diagnostics Pte. Ltd. ("Juno").',
    ['Iris Health Pte. Ltd.', 'Juno Diagnostics Pte. Ltd.'],
    '2019-04-01',
  ],
  [
    'This Agreement is made as of the date set forth on the signature page (March 22, 2007), by and between Kepler Instruments, Inc. ("Kepler") and Lyra Optics Corp. ("Lyra").',
    ['Kepler Instruments, Inc.', 'Lyra Optics Corp.'],
    '2007-03-22',
  ],
  [
    'THIS AGREEMENT is dated the 17th day of November 2003 and is made BETWEEN Marigold Estates Limited ("Landlord") AND Nettle Cafes Limited ("Tenant").',
    ['Marigold Estates Limited', 'Nettle Cafes Limited'],
    '2003-11-17',
  ],
];

/**
 * A forty-second batch of preambles (30 November 2026, a thirty-ninth session, fourth round; written before its first
 * run, aimed at none): a hyphenated name in capitals beside a fund "II, L.P.", a water district, a licensee "an
 * affiliate of Licensor" after its defined term, an English plc with its company number, a name that opens in lower
 * case, a "(H.K.) Limited", a Luxembourg "S.à r.l.", an Australian "Pty Ltd (ACN ...) as trustee for" a trust, three
 * parties "(collectively, the "Parties")", and an amendment's parties.
 */
export const DRAFTED_PREAMBLES_FORTY_SECOND: DraftedPreamble[] = [
  [
    'This Agreement is entered into as of August 18, 2009 by and between ACME-WIDGET CO., INC., a New Jersey corporation ("Seller") and Beacon Hill Capital Partners II, L.P. ("Buyer").',
    ['ACME-WIDGET CO., INC.', 'Beacon Hill Capital Partners II, L.P.'],
  ],
  [
    'This Agreement is made as of May 5, 2004 by and between Canyon Ranch Water District, a California water district ("District"), and Desert Bloom Nurseries, Inc. ("Contractor").',
    ['Canyon Ranch Water District', 'Desert Bloom Nurseries, Inc.'],
  ],
  [
    'This Trademark License Agreement is made as of March 30, 2010 by and between Fairmont Brands IP LLC, a Delaware limited liability company ("Licensor"), and Fairmont Apparel Group, Inc. ("Licensee"), an affiliate of Licensor.',
    ['Fairmont Brands IP LLC', 'Fairmont Apparel Group, Inc.'],
  ],
  [
    'This Agreement is made on 1 July 2015 between Gaia Renewables plc, a public limited company incorporated in England and Wales with company number 01234567 ("Gaia"), and Helios Solar Farms Limited ("Helios").',
    ['Gaia Renewables plc', 'Helios Solar Farms Limited'],
  ],
  [
    'This Agreement is made as of November 1, 2001, by and between iBolt Mobile, Inc. ("iBolt") and Jabiru Wireless Corp. ("Jabiru").',
    ['iBolt Mobile, Inc.', 'Jabiru Wireless Corp.'],
  ],
  [
    'This Agreement is made as of April 12, 2012 between Kowloon Trading (H.K.) Limited ("Supplier") and Lakeshore Outfitters, Inc. ("Buyer").',
    ['Kowloon Trading (H.K.) Limited', 'Lakeshore Outfitters, Inc.'],
  ],
  [
    'This Agreement is made as of September 9, 2009 by and between Orion Satellite Holdings S.à r.l., a Luxembourg private limited liability company ("Orion"), and Polaris Ground Systems LLC ("Polaris").',
    ['Orion Satellite Holdings S.à r.l.', 'Polaris Ground Systems LLC'],
  ],
  [
    'This Agreement is made as of July 4, 2018 by and between Tasman Wines Pty Ltd (ACN 123 456 789) as trustee for the Tasman Family Trust ("Supplier") and Umpqua Beverage Co. ("Distributor").',
    ['Tasman Wines Pty Ltd', 'Umpqua Beverage Co.'],
  ],
  [
    'This Agreement is dated as of October 15, 2013 and is entered into by and among Vantage Towers LLC, Westfield Wireless Inc., and Xanadu Spectrum Partners, LP (collectively, the "Parties").',
    ['Vantage Towers LLC', 'Westfield Wireless Inc.', 'Xanadu Spectrum Partners, LP'],
  ],
  [
    'This Amendment No. 3 to the Supply Agreement is entered into as of January 20, 2021 by and between Yellowstone Foods, Inc. ("Buyer") and Zephyr Farms Cooperative ("Seller").',
    ['Yellowstone Foods, Inc.', 'Zephyr Farms Cooperative'],
  ],
];

/**
 * A twenty-fourth batch of dated preambles (30 November 2026, a thirty-ninth session, fourth round; written before its
 * first run, aimed at none): "the first (1st) day of March", "this 9th day of Sept.", a numeric "Dated as of:" line
 * before the preamble, the day the last party signed "namely" a date, "the 15th day of the month of January", an
 * agreement made on one day and effective on a closing "which occurred on" another, an ISO date, the date of execution
 * by the company "which is" a date, a year in words, and "effective as of 1st October 2012".
 */
export const DRAFTED_DATED_PREAMBLES_24: DraftedDatedPreamble[] = [
  [
    'This Agreement is made as of the first (1st) day of March, 2006 between Alpine Dairy Inc. ("Alpine") and Bramble Foods LLC ("Bramble").',
    ['Alpine Dairy Inc.', 'Bramble Foods LLC'],
    '2006-03-01',
  ],
  [
    'This Agreement is entered into this 9th day of Sept., 2011 by Copper Canyon Mining Corp. ("Copper") and Delta Smelting Co. ("Delta").',
    ['Copper Canyon Mining Corp.', 'Delta Smelting Co.'],
    '2011-09-09',
  ],
  [
    'Dated as of: 05/06/2015 (the "Effective Date") This Services Agreement is between Echo Labs Inc. ("Echo") and Fathom Research LLC ("Fathom").',
    ['Echo Labs Inc.', 'Fathom Research LLC'],
    '2015-05-06',
  ],
  [
    'This Agreement is made effective on the date on which it is signed by the last of the parties to sign it, namely 14 August 2020, between Galway Bay Seafoods Limited ("Supplier") and Harbour Kitchen Ltd ("Buyer").',
    ['Galway Bay Seafoods Limited', 'Harbour Kitchen Ltd'],
    '2020-08-14',
  ],
  [
    'This Lease is entered into as of the 15th day of the month of January, 2009 between Iron Gate Realty LLC ("Landlord") and Juniper Yoga Studio LLC ("Tenant").',
    ['Iron Gate Realty LLC', 'Juniper Yoga Studio LLC'],
    '2009-01-15',
  ],
  [
    'This Agreement is made as of December 1, 2019 but is effective only upon the Closing Date, which occurred on January 15, 2020, by and between Kingfisher Holdings Inc. ("Buyer") and Lanternfish Media LLC ("Seller").',
    ['Kingfisher Holdings Inc.', 'Lanternfish Media LLC'],
    '2020-01-15',
  ],
  [
    'This Agreement dated 2018-11-30 is made between Marlowe Games AB ("Marlowe") and Nimbus Studios Oy ("Nimbus").',
    ['Marlowe Games AB', 'Nimbus Studios Oy'],
    '2018-11-30',
  ],
  [
    'This Consulting Agreement is entered into and made effective as of the date of execution by Company, which is June 3, 2022, by and between Octane Motors Inc. ("Company") and Priya Shah ("Consultant").',
    ['Octane Motors Inc.', 'Priya Shah'],
    '2022-06-03',
  ],
  [
    'AGREEMENT made this 20th day of June, Two Thousand and Five, between Quill Press Inc. ("Publisher") and Rowan Ellis ("Author").',
    ['Quill Press Inc.', 'Rowan Ellis'],
    '2005-06-20',
  ],
  [
    'This Agreement is effective as of 1st October 2012 ("Effective Date") between Sapphire Telecom Ltd ("Sapphire") and Topaz Networks Ltd ("Topaz").',
    ['Sapphire Telecom Ltd', 'Topaz Networks Ltd'],
    '2012-10-01',
  ],
];

/**
 * A forty-third batch of preambles (30 November 2026, a thirty-ninth session, fifth round; written before its first
 * run, aimed at none): a name with "The" in capitals, a state agency "acting by and through" a department, a Spanish
 * "S.L." beside a Portuguese "Lda.", a Mexican "S.A. de C.V.", a limited liability partnership, an individual "an
 * individual" beside a company, a Canadian "ULC", a Brazilian "Ltda.", a preamble naming each party's address "whose
 * principal place of business is", and a guarantor among three parties.
 */
export const DRAFTED_PREAMBLES_FORTY_THIRD: DraftedPreamble[] = [
  [
    'This Agreement is made as of March 14, 2016 by and between THE HARTWELL GROUP, INC. ("Hartwell") and Indus Valley Textiles Ltd. ("Indus").',
    ['THE HARTWELL GROUP, INC.', 'Indus Valley Textiles Ltd.'],
  ],
  [
    'This Contract is entered into as of July 1, 2019 between the State of Montana, acting by and through its Department of Transportation ("State"), and Jefferson Paving Company ("Contractor").',
    ['State of Montana', 'Jefferson Paving Company'],
  ],
  [
    'This Distribution Agreement is made on 4 February 2014 between Kalma Alimentos S.L., a Spanish limited liability company ("Kalma"), and Lisbon Foods Trading Lda. ("Distributor").',
    ['Kalma Alimentos S.L.', 'Lisbon Foods Trading Lda.'],
  ],
  [
    'This Manufacturing Agreement is entered into as of May 20, 2011 by and between Maquiladora del Norte, S.A. de C.V., a Mexican corporation ("Manufacturer"), and Northwind Appliances, Inc. ("Customer").',
    ['Maquiladora del Norte, S.A. de C.V.', 'Northwind Appliances, Inc.'],
  ],
  [
    'This Engagement Agreement is made as of January 6, 2020 between Oakes & Partridge LLP, a limited liability partnership ("Firm"), and Pemberton Mills Holdings, Inc. ("Client").',
    ['Oakes & Partridge LLP', 'Pemberton Mills Holdings, Inc.'],
  ],
  [
    'This Agreement is made as of June 15, 2017 by and between Quantrell Software, Inc. ("Company") and Rebecca Sloane, an individual ("Advisor").',
    ['Quantrell Software, Inc.', 'Rebecca Sloane'],
  ],
  [
    'This Agreement is made as of October 2, 2015 between Saskatoon Minerals ULC, an Alberta unlimited liability corporation ("Saskatoon"), and Timmins Drilling Ltd. ("Contractor").',
    ['Saskatoon Minerals ULC', 'Timmins Drilling Ltd.'],
  ],
  [
    'This Supply Agreement is made on 9 September 2013 between Usina Verde Ltda., a Brazilian limited liability company ("Supplier"), and Valencia Juice Company ("Buyer").',
    ['Usina Verde Ltda.', 'Valencia Juice Company'],
  ],
  [
    'This Agreement is made as of April 1, 2009 between Willowbrook Dairy Inc., whose principal place of business is 12 Farm Road, Madison, Wisconsin ("Willowbrook"), and Xcel Cheese Company, whose principal place of business is 400 Main Street, Green Bay, Wisconsin ("Xcel").',
    ['Willowbrook Dairy Inc.', 'Xcel Cheese Company'],
  ],
  [
    'This Agreement is entered into as of August 8, 2018 by and among Yardarm Marine LLC ("Borrower"), Zebulon Capital Corp. ("Lender") and Yardarm Holdings, Inc. ("Guarantor").',
    ['Yardarm Marine LLC', 'Zebulon Capital Corp.', 'Yardarm Holdings, Inc.'],
  ],
];

/**
 * A twenty-fifth batch of dated preambles (30 November 2026, a thirty-ninth session, fifth round; written before its
 * first run, aimed at none): "effective as of the 1st day of January, 2008 (the "Effective Date")" after the parties,
 * "dated and effective as of", "made this 4th day of July, A.D. 2001", an Effective Date of a month's first day named
 * in words, "as of June 30th 2010" without a comma, "executed as of" a date, a day written "12th August, 2019",
 * "entered into and effective as of", a date with "the year" in it, and a short "Date: 3/15/2012" line.
 */
export const DRAFTED_DATED_PREAMBLES_25: DraftedDatedPreamble[] = [
  [
    'This Agreement is between Amber Analytics Inc. ("Amber") and Birch Consulting LLC ("Birch") and is effective as of the 1st day of January, 2008 (the "Effective Date").',
    ['Amber Analytics Inc.', 'Birch Consulting LLC'],
    '2008-01-01',
  ],
  [
    'This Agreement is dated and effective as of November 12, 2013 by and between Calloway Instruments Corp. ("Calloway") and Dorsey Labs, Inc. ("Dorsey").',
    ['Calloway Instruments Corp.', 'Dorsey Labs, Inc.'],
    '2013-11-12',
  ],
  [
    'This Agreement is made this 4th day of July, A.D. 2001, by and between Eastfield Bottling Co. ("Eastfield") and Fairview Distributors, Inc. ("Fairview").',
    ['Eastfield Bottling Co.', 'Fairview Distributors, Inc.'],
    '2001-07-04',
  ],
  [
    'This Agreement is entered into between Grayson Tool Works Inc. ("Grayson") and Holt Machinery LLC ("Holt") with an Effective Date of the first day of March, 2017.',
    ['Grayson Tool Works Inc.', 'Holt Machinery LLC'],
    '2017-03-01',
  ],
  [
    'This Agreement is made as of June 30th 2010 between Ingram Paper Mills Inc. ("Ingram") and Jasper Print Group LLC ("Jasper").',
    ['Ingram Paper Mills Inc.', 'Jasper Print Group LLC'],
    '2010-06-30',
  ],
  [
    'This Settlement and License Agreement is executed as of February 17, 2012 by and between Keller Optics, Inc. ("Keller") and Lumen Vision Corp. ("Lumen").',
    ['Keller Optics, Inc.', 'Lumen Vision Corp.'],
    '2012-02-17',
  ],
  [
    'This Agreement is made on 12th August, 2019 between Mistral Aviation Ltd ("Mistral") and Northolt Flight Services Ltd ("Northolt").',
    ['Mistral Aviation Ltd', 'Northolt Flight Services Ltd'],
    '2019-08-12',
  ],
  [
    'This Agreement is entered into and effective as of September 1, 2021 by and between Orchard Health Partners LLC ("Orchard") and Pinewood Imaging, Inc. ("Pinewood").',
    ['Orchard Health Partners LLC', 'Pinewood Imaging, Inc.'],
    '2021-09-01',
  ],
  [
    'This Agreement is made on the 28th day of May in the year 2004 between Quarry Hill Stone Co. ("Quarry") and Riverside Builders Inc. ("Riverside").',
    ['Quarry Hill Stone Co.', 'Riverside Builders Inc.'],
    '2004-05-28',
  ],
  [
    'SERVICES AGREEMENT Date: 3/15/2012 This Agreement is between Stellar Cleaning Services LLC ("Contractor") and Trident Office Park LLC ("Owner").',
    ['Stellar Cleaning Services LLC', 'Trident Office Park LLC'],
    '2012-03-15',
  ],
];

/**
 * A forty-fourth batch of preambles (30 November 2026, a fortieth session; written before its first run, aimed at
 * none): a limited partnership and an LLC described at length, "hereinafter called" in capitals, an English plc with a
 * company number and an Australian Pty Ltd with an ACN, a national banking association, a licence in capitals between
 * a Limited and a "CO., LTD.", a company with its offices and a university, an Italian S.p.A., three parties made
 * "among", a county and a contractor, and an employee residing at an address.
 */
export const DRAFTED_PREAMBLES_FORTY_FOURTH: DraftedPreamble[] = [
  [
    'This Consulting Agreement (the "Agreement") is entered into by and between Aldridge Energy Partners, L.P., a Delaware limited partnership (the "Partnership"), and Bramwell Advisory Group, LLC (the "Consultant").',
    ['Aldridge Energy Partners, L.P.', 'Bramwell Advisory Group, LLC'],
  ],
  [
    'AGREEMENT made and entered into by and between CASCADE TIMBER COMPANY, an Oregon corporation, hereinafter called "Seller", and DUNMORE LUMBER, INC., hereinafter called "Buyer".',
    ['CASCADE TIMBER COMPANY', 'DUNMORE LUMBER, INC.'],
  ],
  [
    'This Joint Venture Agreement is made between Elgin Resources plc, a company registered in England and Wales under number 04567890 ("Elgin"), and Fenwick Mining Pty Ltd, ACN 123 456 789 ("Fenwick").',
    ['Elgin Resources plc', 'Fenwick Mining Pty Ltd'],
  ],
  [
    'This Agreement is entered into by Greystone Bank, N.A., a national banking association ("Bank"), and Hollis Payments Corp. ("Processor").',
    ['Greystone Bank, N.A.', 'Hollis Payments Corp.'],
  ],
  [
    'THIS TRADEMARK LICENSE AGREEMENT is entered into between IRONWOOD BRANDS LIMITED ("Licensor") and JUNIPER APPAREL CO., LTD. ("Licensee").',
    ['IRONWOOD BRANDS LIMITED', 'JUNIPER APPAREL CO., LTD.'],
  ],
  [
    'This Agreement is between Kestrel Therapeutics, Inc., with offices at 100 Innovation Way, Cambridge, MA 02139 ("Kestrel"), and Lakeland University, a nonprofit educational institution ("University").',
    ['Kestrel Therapeutics, Inc.', 'Lakeland University'],
  ],
  [
    'This Distribution Agreement is made by and between Marlowe Foods S.p.A., an Italian company ("Marlowe"), and Norwood Specialty Imports, Inc., a New Jersey corporation ("Distributor").',
    ['Marlowe Foods S.p.A.', 'Norwood Specialty Imports, Inc.'],
  ],
  [
    'This Agreement is made among Osprey Ventures Fund II, L.P. ("Fund"), Pelham Capital Management LLC ("Manager") and Quill Investments GP, LLC ("General Partner").',
    ['Osprey Ventures Fund II, L.P.', 'Pelham Capital Management LLC', 'Quill Investments GP, LLC'],
  ],
  [
    'This Services Agreement is entered into by and between Redwood County, a political subdivision of the State of California ("County"), and Sierra Behavioral Health, Inc. ("Contractor").',
    ['Redwood County', 'Sierra Behavioral Health, Inc.'],
  ],
  [
    'This Agreement is made between Tobias Grant, residing at 14 Crescent Lane, Denver, Colorado ("Employee"), and Umbra Security Systems, Inc. ("Company").',
    ['Tobias Grant', 'Umbra Security Systems, Inc.'],
  ],
];

/**
 * A twenty-sixth batch of dated preambles (30 November 2026, a fortieth session; written before its first run, aimed
 * at none): "made and entered into as of the 15th day of March, 2016", "on this 2nd day of November 2009", an
 * effective date between commas before "is made", the date of the last signature written out, "dated for reference",
 * a "Commencement Date" the agreement is made on, "effective this 1st day of", an "Effective Date:" line before the
 * title, "dated as of the 31st of August, 2007" and "made and entered into effective the 1st day of June, 2003".
 */
export const DRAFTED_DATED_PREAMBLES_26: DraftedDatedPreamble[] = [
  [
    'This Agreement is made and entered into as of the 15th day of March, 2016 by and between Vantage Pharma, Inc. ("Vantage") and Westbrook Clinical LLC ("Westbrook").',
    ['Vantage Pharma, Inc.', 'Westbrook Clinical LLC'],
    '2016-03-15',
  ],
  [
    'This Agreement is entered into on this 2nd day of November 2009 by and between Xylo Devices Corp. ("Xylo") and Yarrow Medical, Inc. ("Yarrow").',
    ['Xylo Devices Corp.', 'Yarrow Medical, Inc.'],
    '2009-11-02',
  ],
  [
    'This Agreement, effective as of January 1, 2014 (the "Effective Date"), is made by and between Zenith Freight Lines, Inc. ("Zenith") and Acorn Logistics LLC ("Acorn").',
    ['Zenith Freight Lines, Inc.', 'Acorn Logistics LLC'],
    '2014-01-01',
  ],
  [
    'This Agreement is made as of the date of the last signature below (the "Effective Date"), which is April 9, 2018, between Bexley Robotics Ltd ("Bexley") and Carrow Automation GmbH ("Carrow").',
    ['Bexley Robotics Ltd', 'Carrow Automation GmbH'],
    '2018-04-09',
  ],
  [
    'THIS AGREEMENT dated for reference the 20th day of October, 2005 is made between Delta Coast Minerals Ltd. ("Delta") and Eagle Ridge Exploration Inc. ("Eagle").',
    ['Delta Coast Minerals Ltd.', 'Eagle Ridge Exploration Inc.'],
    '2005-10-20',
  ],
  [
    'This Agreement is made on 3 February 2022 (the "Commencement Date") between Foxglove Care Homes Limited ("Foxglove") and Gorse Nursing Agency Limited ("Agency").',
    ['Foxglove Care Homes Limited', 'Gorse Nursing Agency Limited'],
    '2022-02-03',
  ],
  [
    'This Agreement is effective this 1st day of December, 2011 between Hawthorn Media Corp. ("Hawthorn") and Ivy Lane Productions LLC ("Ivy Lane").',
    ['Hawthorn Media Corp.', 'Ivy Lane Productions LLC'],
    '2011-12-01',
  ],
  [
    'Effective Date: July 1, 2019. This Reseller Agreement is between Jadeite Software Inc. ("Vendor") and Kingsley IT Solutions Ltd. ("Reseller").',
    ['Jadeite Software Inc.', 'Kingsley IT Solutions Ltd.'],
    '2019-07-01',
  ],
  [
    'This Agreement, dated as of the 31st of August, 2007, is entered into by and between Larch Capital LLC ("Larch") and Maple Grove Realty Trust ("Maple Grove").',
    ['Larch Capital LLC', 'Maple Grove Realty Trust'],
    '2007-08-31',
  ],
  [
    'This Agreement is made and entered into effective the 1st day of June, 2003, by and between Northgate Ethanol, LLC ("Northgate") and Oakridge Grain Cooperative ("Oakridge").',
    ['Northgate Ethanol, LLC', 'Oakridge Grain Cooperative'],
    '2003-06-01',
  ],
];

/**
 * A forty-fifth batch of preambles (30 November 2026, a fortieth session, second round; written before its first run,
 * aimed at none), of CUAD's kinds of agreement: an endorsement with an athlete, a sponsorship between a club and a
 * bank, a franchise with an ampersand in the franchisee's name, a Dutch B.V. hosting, a transportation agreement in
 * capitals with a CO-OP, a co-branding between a credit union and an LLC, a joint development with a Japanese Co., Ltd.
 * whose name has a macron, a strategic alliance with a foundation, an Indian Private Limited, and a promotion.
 */
export const DRAFTED_PREAMBLES_FORTY_FIFTH: DraftedPreamble[] = [
  [
    'This Endorsement Agreement is entered into by and between Velocity Sports Nutrition, Inc. ("Company") and Marcus Delgado ("Athlete").',
    ['Velocity Sports Nutrition, Inc.', 'Marcus Delgado'],
  ],
  [
    'This Sponsorship Agreement is made by and between Harbor City Football Club Limited ("Club") and Westmark Bank plc ("Sponsor").',
    ['Harbor City Football Club Limited', 'Westmark Bank plc'],
  ],
  [
    'This Franchise Agreement is entered into between Golden Crust Franchising, LLC, a Texas limited liability company ("Franchisor"), and J&R Bakeries, Inc. ("Franchisee").',
    ['Golden Crust Franchising, LLC', 'J&R Bakeries, Inc.'],
  ],
  [
    'This Hosting Services Agreement is between CloudNest Data Centers B.V., a Dutch private limited company ("Provider"), and Arbor Retail Group, Inc. ("Customer").',
    ['CloudNest Data Centers B.V.', 'Arbor Retail Group, Inc.'],
  ],
  [
    'THIS TRANSPORTATION SERVICES AGREEMENT is entered into by and between SWIFTLINE CARRIERS, INC. ("Carrier") and GREAT PLAINS GRAIN CO-OP ("Shipper").',
    ['SWIFTLINE CARRIERS, INC.', 'GREAT PLAINS GRAIN CO-OP'],
  ],
  [
    'This Co-Branding Agreement is entered into by and between Northstar Credit Union ("Credit Union") and Pinnacle Card Services, LLC ("Pinnacle").',
    ['Northstar Credit Union', 'Pinnacle Card Services, LLC'],
  ],
  [
    'This Joint Development Agreement is made by and between Kōbe Materials Co., Ltd., a Japanese corporation ("Kobe"), and Ridgefield Polymers Inc. ("Ridgefield").',
    ['Kōbe Materials Co., Ltd.', 'Ridgefield Polymers Inc.'],
  ],
  [
    'This Strategic Alliance Agreement is made between Lumos Health Systems, Inc. ("Lumos") and Mercy Regional Medical Center Foundation, a California nonprofit public benefit corporation ("Foundation").',
    ['Lumos Health Systems, Inc.', 'Mercy Regional Medical Center Foundation'],
  ],
  [
    'This Outsourcing Agreement is entered into by and between Tata-Orion Business Services Private Limited, a company incorporated under the laws of India ("Service Provider"), and Quayside Insurance Group Ltd. ("Client").',
    ['Tata-Orion Business Services Private Limited', 'Quayside Insurance Group Ltd.'],
  ],
  [
    'This Promotion Agreement is made between Starlight Cinemas Corp. ("Exhibitor") and Blue Moon Pictures, LLC ("Distributor").',
    ['Starlight Cinemas Corp.', 'Blue Moon Pictures, LLC'],
  ],
];

/**
 * A twenty-seventh batch of dated preambles (30 November 2026, a fortieth session, second round; written before its
 * first run, aimed at none), of CUAD's kinds of agreement: an endorsement "as of this 10th day of February, 2015", an
 * "Execution Date" defined after a date, a hosting agreement "dated as of 1 October 2020", a franchise "made and
 * entered into on" a date, a joint venture in capitals with "BETWEEN:" and "AND:", the date last signed written out,
 * "this fifth day of May, 2011" in words, a co-branding "dated as of" with its Effective Date, a numeric date "made
 * effective as of", and an "Agreement Date" defined after "this 30th day of June, 2008".
 */
export const DRAFTED_DATED_PREAMBLES_27: DraftedDatedPreamble[] = [
  [
    'This Endorsement Agreement is made and entered into as of this 10th day of February, 2015 by and between Apex Athletic Gear, Inc. ("Apex") and Serena Holt ("Athlete").',
    ['Apex Athletic Gear, Inc.', 'Serena Holt'],
    '2015-02-10',
  ],
  [
    'This Agreement is entered into as of March 3, 2017 (the "Execution Date") by and between Brightline Media LLC ("Brightline") and Cobalt Events Inc. ("Cobalt").',
    ['Brightline Media LLC', 'Cobalt Events Inc.'],
    '2017-03-03',
  ],
  [
    'This Hosting Agreement (the "Agreement") is dated as of 1 October 2020 and is made between Dunmore Cloud Ltd ("Dunmore") and Everton Logistics plc ("Everton").',
    ['Dunmore Cloud Ltd', 'Everton Logistics plc'],
    '2020-10-01',
  ],
  [
    'This Franchise Agreement is made and entered into on July 12, 2012, by and between Fresh Fold Franchising LLC ("Franchisor") and Gianna Ruiz ("Franchisee").',
    ['Fresh Fold Franchising LLC', 'Gianna Ruiz'],
    '2012-07-12',
  ],
  [
    'THIS JOINT VENTURE AGREEMENT is made as of the 28th day of February, 2006 BETWEEN: HALCYON ENERGY CORP. ("Halcyon") AND: IRONBARK OIL LTD. ("Ironbark")',
    ['HALCYON ENERGY CORP.', 'IRONBARK OIL LTD.'],
    '2006-02-28',
  ],
  [
    'This Supply Agreement is effective as of the date last signed below, September 22, 2014, between Juniper Foods Inc. ("Buyer") and Kettle Creek Farms LLC ("Seller").',
    ['Juniper Foods Inc.', 'Kettle Creek Farms LLC'],
    '2014-09-22',
  ],
  [
    'This Agreement is made this fifth day of May, 2011, by and between Lakeshore Medical Group, P.C. ("Practice") and Morrow Billing Services, Inc. ("Billing Company").',
    ['Lakeshore Medical Group, P.C.', 'Morrow Billing Services, Inc.'],
    '2011-05-05',
  ],
  [
    'This Co-Branding Agreement, dated as of April 15, 2000 (the "Effective Date"), is between Nimbus Online, Inc. ("Nimbus") and Orbit Travel Corp. ("Orbit").',
    ['Nimbus Online, Inc.', 'Orbit Travel Corp.'],
    '2000-04-15',
  ],
  [
    'This Transportation Agreement is made effective as of 01/01/2019 between Pioneer Freight LLC ("Carrier") and Quincy Paper Mills Inc. ("Shipper").',
    ['Pioneer Freight LLC', 'Quincy Paper Mills Inc.'],
    '2019-01-01',
  ],
  [
    'This Agreement is entered into this 30th day of June, 2008 (the "Agreement Date") by and between Redstone Mining Corp. ("Redstone") and Sable Hill Resources Ltd. ("Sable Hill").',
    ['Redstone Mining Corp.', 'Sable Hill Resources Ltd.'],
    '2008-06-30',
  ],
];

/**
 * A forty-sixth batch of preambles (30 November 2026, a fortieth session, third round; written before its first run,
 * aimed at none): a community college district's board of trustees, a professional association, a Hong Kong trustee
 * "as trustee of" a fund, an individual residing abroad beside a Korean Co., Ltd., a Danish A/S and an LP, a sole
 * proprietorship owned by a person, three parties among a parent, a subsidiary and a lender, a state university, an
 * English numbered list with registered numbers, and a Chinese Co., Ltd. beside an Australian Pty Ltd.
 */
export const DRAFTED_PREAMBLES_FORTY_SIXTH: DraftedPreamble[] = [
  [
    'This Agreement is made by and between the Board of Trustees of Westlake Community College District ("District") and Apex Facilities Management, Inc. ("Contractor").',
    ['Board of Trustees of Westlake Community College District', 'Apex Facilities Management, Inc.'],
  ],
  [
    'This Services Agreement is entered into by and between Rhodes & Kline, P.A., a Florida professional association ("Firm"), and Sunbelt Home Health, LLC ("Client").',
    ['Rhodes & Kline, P.A.', 'Sunbelt Home Health, LLC'],
  ],
  [
    'This Agreement is made between HSBC Trustee (Hong Kong) Limited, as trustee of the Pacific Growth Fund ("Trustee"), and Meridian Asset Management Ltd. ("Manager").',
    ['HSBC Trustee (Hong Kong) Limited', 'Meridian Asset Management Ltd.'],
  ],
  [
    'This License Agreement is made by and between Helena Park, an individual residing in Seoul, Korea ("Licensor"), and NovaDerm Cosmetics Co., Ltd. ("Licensee").',
    ['Helena Park', 'NovaDerm Cosmetics Co., Ltd.'],
  ],
  [
    'This Agreement is entered into by and between Nordic Wind Energy A/S, a Danish company ("Nordic"), and Prairie Transmission Partners, LP ("Prairie").',
    ['Nordic Wind Energy A/S', 'Prairie Transmission Partners, LP'],
  ],
  [
    'This Consulting Agreement is made between Ostrander Consulting Group, a sole proprietorship owned by Paul Ostrander ("Consultant"), and Quartz Data Systems Corp. ("Company").',
    ['Ostrander Consulting Group', 'Quartz Data Systems Corp.'],
  ],
  [
    'This Agreement is made among Riverbend Holdings Corp., a Nevada corporation ("Parent"), Riverbend Operating LLC, a Delaware limited liability company ("Subsidiary"), and Stonegate Lending, LLC ("Lender").',
    ['Riverbend Holdings Corp.', 'Riverbend Operating LLC', 'Stonegate Lending, LLC'],
  ],
  [
    'This Agreement is entered into by and between the University of Eastbrook, an agency of the State of Ohio ("University"), and Tidewater Biologics, Inc. ("Sponsor").',
    ['University of Eastbrook', 'Tidewater Biologics, Inc.'],
  ],
  [
    'THIS AGREEMENT is made BETWEEN: (1) UNITY PROPERTY HOLDINGS LIMITED (registered number 07654321) ("Landlord"); and (2) VERITAS DENTAL CARE LIMITED (registered number 08765432) ("Tenant").',
    ['UNITY PROPERTY HOLDINGS LIMITED', 'VERITAS DENTAL CARE LIMITED'],
  ],
  [
    'This Distribution Agreement is entered into between Wuxi Huaxin Electronics Co., Ltd., a company organized under the laws of the People\'s Republic of China ("Supplier"), and Xenon Lighting Distributors Pty Ltd ("Distributor").',
    ['Wuxi Huaxin Electronics Co., Ltd.', 'Xenon Lighting Distributors Pty Ltd'],
  ],
];

/**
 * A twenty-eighth batch of dated preambles (30 November 2026, a fortieth session, third round; written before its
 * first run, aimed at none): "as of the 1st day of October, 2012 (the "Effective Date")", "dated the 14th day of April
 * 2016 and is made BETWEEN:", "made and entered into this 22nd day of September, 1999", the later of two signature
 * dates written out, an amended and restated agreement "entered into as of", "As of this 16th day of August, 2002,"
 * opening the sentence, "dated 7/1/2015", "entered into effective as of the 3rd day of January, 2005" among three, "this
 * 20 day of May, 2014" without an ordinal's letters, and a "Dated:" line first.
 */
export const DRAFTED_DATED_PREAMBLES_28: DraftedDatedPreamble[] = [
  [
    'This Agreement is made as of the 1st day of October, 2012 (the "Effective Date") by and between Yellowstone Outfitters, Inc. ("Yellowstone") and Zephyr Gear LLC ("Zephyr").',
    ['Yellowstone Outfitters, Inc.', 'Zephyr Gear LLC'],
    '2012-10-01',
  ],
  [
    'THIS AGREEMENT is dated the 14th day of April 2016 and is made BETWEEN: Ashford Foods Limited ("Ashford") and Brent Valley Farms Limited ("Brent").',
    ['Ashford Foods Limited', 'Brent Valley Farms Limited'],
    '2016-04-14',
  ],
  [
    'This Agreement, made and entered into this 22nd day of September, 1999, by and between Carlisle Health, Inc. ("Carlisle") and Dunbar Staffing LLC ("Dunbar").',
    ['Carlisle Health, Inc.', 'Dunbar Staffing LLC'],
    '1999-09-22',
  ],
  [
    'This Agreement is made effective as of the later of the two signature dates below, being March 8, 2021, between Eastgate Labs Inc. ("Eastgate") and Fulton BioServices LLC ("Fulton").',
    ['Eastgate Labs Inc.', 'Fulton BioServices LLC'],
    '2021-03-08',
  ],
  [
    'This Amended and Restated Agreement is entered into as of January 31, 2019 by and between Garnet Mining Co. ("Garnet") and Highland Ore Processing Inc. ("Highland").',
    ['Garnet Mining Co.', 'Highland Ore Processing Inc.'],
    '2019-01-31',
  ],
  [
    'As of this 16th day of August, 2002, Ingleside Cable Corp. ("Ingleside") and Jetstream Media Inc. ("Jetstream") agree as follows:',
    ['Ingleside Cable Corp.', 'Jetstream Media Inc.'],
    '2002-08-16',
  ],
  [
    'This Agreement dated 7/1/2015 is between Keystone Roofing LLC ("Contractor") and Lakeview Condominium Association ("Association").',
    ['Keystone Roofing LLC', 'Lakeview Condominium Association'],
    '2015-07-01',
  ],
  [
    'This Agreement is entered into effective as of the 3rd day of January, 2005, by and among Marlin Boats Inc. ("Marlin"), Neptune Marine Finance LLC ("Neptune") and Osprey Dealers Group Inc. ("Dealer").',
    ['Marlin Boats Inc.', 'Neptune Marine Finance LLC', 'Osprey Dealers Group Inc.'],
    '2005-01-03',
  ],
  [
    'This Agreement (this "Agreement") is made and entered into as of this 20 day of May, 2014 by and between Palisade Software Inc. ("Palisade") and Quorum Networks LLC ("Quorum").',
    ['Palisade Software Inc.', 'Quorum Networks LLC'],
    '2014-05-20',
  ],
  [
    'Dated: March 12, 2008. This Agreement is between Redfern Printing Co. ("Redfern") and Sterling Paper Supply Inc. ("Sterling").',
    ['Redfern Printing Co.', 'Sterling Paper Supply Inc.'],
    '2008-03-12',
  ],
];

/**
 * A forty-seventh batch of preambles (30 November 2026, a forty-first session, first round; written before its first
 * run, aimed at none): a city acting by its council, a Swiss AG beside a Japanese K.K., an LLP, a general partnership
 * "doing business as" a trade name, a Canadian ULC, a foundation, two individuals and a company, a Singapore Pte. Ltd.
 * with a registration number, a "d/b/a" company, and a Mexican S.A. de C.V.
 */
export const DRAFTED_PREAMBLES_FORTY_SEVENTH: DraftedPreamble[] = [
  [
    'This Agreement is made by and between the City of Fairhaven, acting by and through its City Council ("City"), and Greenway Waste Solutions, Inc. ("Contractor").',
    ['City of Fairhaven', 'Greenway Waste Solutions, Inc.'],
  ],
  [
    'This Supply Agreement is entered into by and between Helvetia Precision AG, a Swiss stock corporation ("Helvetia"), and Ishikawa Seiki K.K., a Japanese corporation ("Ishikawa").',
    ['Helvetia Precision AG', 'Ishikawa Seiki K.K.'],
  ],
  [
    'This Engagement Agreement is made between Jardine Whitlock LLP ("Firm") and Kestrel Aviation Holdings Inc. ("Client").',
    ['Jardine Whitlock LLP', 'Kestrel Aviation Holdings Inc.'],
  ],
  [
    'This Agreement is entered into by and between Larkspur Partners, a California general partnership doing business as Larkspur Vineyards ("Grower"), and Mendota Wine Company ("Winery").',
    ['Larkspur Partners', 'Mendota Wine Company'],
  ],
  [
    'This Services Agreement is made between Northern Lights Energy ULC, a Nova Scotia unlimited liability company ("Northern Lights"), and Orca Pipeline Services Ltd. ("Orca").',
    ['Northern Lights Energy ULC', 'Orca Pipeline Services Ltd.'],
  ],
  [
    'This Grant Agreement is made by and between the Pemberton Family Foundation, a Delaware nonprofit corporation ("Foundation"), and Quillfeather Literacy Project ("Grantee").',
    ['Pemberton Family Foundation', 'Quillfeather Literacy Project'],
  ],
  [
    'This Shareholders Agreement is made among Ramona Ortiz ("Ortiz"), Samuel Whitaker ("Whitaker") and Tessellate Design Inc., an Oregon corporation (the "Company").',
    ['Ramona Ortiz', 'Samuel Whitaker', 'Tessellate Design Inc.'],
  ],
  [
    'This Distribution Agreement is made between Ubin Marine Pte. Ltd. (Registration No. 201512345K) ("Ubin") and Vantage Boats Inc. ("Vantage").',
    ['Ubin Marine Pte. Ltd.', 'Vantage Boats Inc.'],
  ],
  [
    'This Agreement is made by and between Wexford Holdings, Inc. d/b/a Wexford Staffing ("Agency") and Yarrow Senior Living LLC ("Client").',
    ['Wexford Holdings, Inc.', 'Yarrow Senior Living LLC'],
  ],
  [
    'This Manufacturing Agreement is entered into by and between Zacatecas Componentes, S.A. de C.V. ("Manufacturer") and Alder Appliance Corp. ("Buyer").',
    ['Zacatecas Componentes, S.A. de C.V.', 'Alder Appliance Corp.'],
  ],
];

/**
 * A twenty-ninth batch of dated preambles (30 November 2026, a forty-first session, first round; written before its
 * first run, aimed at none): "effective the 1st day of July, 2010", "made on 5 February 2018", "dated as of June 15,
 * 2004" after the parties, "executed on this 9th day of November, 2011", "entered into on December 1st, 2016", "as of
 * the date last signed below, namely April 3, 2020", "this ___ day" left blank beside an effective date written out,
 * "made the twenty-first day of March, 2003", "of 12 October 2009" and "effective January 1, 2015 (the "Effective
 * Date")" after a recital of parties.
 */
export const DRAFTED_DATED_PREAMBLES_29: DraftedDatedPreamble[] = [
  [
    'This Agreement is made effective the 1st day of July, 2010, by and between Birchwood Dairy Inc. ("Birchwood") and Cascade Cold Storage LLC ("Cascade").',
    ['Birchwood Dairy Inc.', 'Cascade Cold Storage LLC'],
    '2010-07-01',
  ],
  [
    'THIS AGREEMENT is made on 5 February 2018 between Delamere Estates Limited ("Delamere") and Elmstead Lettings Limited ("Elmstead").',
    ['Delamere Estates Limited', 'Elmstead Lettings Limited'],
    '2018-02-05',
  ],
  [
    'Fairmont Optics Inc. ("Fairmont") and Glenrock Instruments Corp. ("Glenrock") enter into this Agreement dated as of June 15, 2004.',
    ['Fairmont Optics Inc.', 'Glenrock Instruments Corp.'],
    '2004-06-15',
  ],
  [
    'This Agreement is executed on this 9th day of November, 2011 by and between Hartwell Logistics LLC ("Hartwell") and Ironbridge Freight Inc. ("Ironbridge").',
    ['Hartwell Logistics LLC', 'Ironbridge Freight Inc.'],
    '2011-11-09',
  ],
  [
    'This Agreement is entered into on December 1st, 2016 by and between Juniper Analytics Inc. ("Juniper") and Kingsley Retail Group LLC ("Kingsley").',
    ['Juniper Analytics Inc.', 'Kingsley Retail Group LLC'],
    '2016-12-01',
  ],
  [
    'This Agreement is effective as of the date last signed below, namely April 3, 2020, between Lumen Therapeutics Inc. ("Lumen") and Marston Clinical Research LLC ("Marston").',
    ['Lumen Therapeutics Inc.', 'Marston Clinical Research LLC'],
    '2020-04-03',
  ],
  [
    'This Agreement is made this ___ day of ________, effective as of September 1, 2013, by and between Norwood Plastics Inc. ("Norwood") and Oakmont Packaging LLC ("Oakmont").',
    ['Norwood Plastics Inc.', 'Oakmont Packaging LLC'],
    '2013-09-01',
  ],
  [
    'This Agreement is made the twenty-first day of March, 2003, by and between Pinecrest Homes Inc. ("Pinecrest") and Quarry Stone Supply Co. ("Quarry").',
    ['Pinecrest Homes Inc.', 'Quarry Stone Supply Co.'],
    '2003-03-21',
  ],
  [
    'Agreement of 12 October 2009 between Ravensworth Shipping Ltd ("Ravensworth") and Seaforth Chartering Ltd ("Seaforth").',
    ['Ravensworth Shipping Ltd', 'Seaforth Chartering Ltd'],
    '2009-10-12',
  ],
  [
    'Between Thornbury Media LLC ("Thornbury") and Upland Broadcasting Inc. ("Upland"), this Agreement is effective January 1, 2015 (the "Effective Date").',
    ['Thornbury Media LLC', 'Upland Broadcasting Inc.'],
    '2015-01-01',
  ],
];

/**
 * A forty-eighth batch of preambles (2 December 2026, a fifty-seventh session; written before its first run, as
 * written and in capitals, aimed at none): a borrower, a lender and a guarantor each "as" their role, an English lease
 * BETWEEN: (1) and (2) with company numbers and registered offices, a professional corporation and a doctor, a trustee
 * not in its individual capacity, three parties of three countries each a Party, a company and its subsidiaries on the
 * one hand, a stockholders' representative named after the role, companies with their offices, an Indian private
 * limited company of the First Part, a partnership and its general partner in favour of an agent, an executive after the
 * company, and a university's regents on behalf of a campus. First run: 10 of 12 as written, 10 of 12 in capitals. A
 * doctor's degree is left off her name ("Hannah Li", as a user would write her; the scorer matches it); the general
 * partner "and Xenon Energy GP, LLC, its general partner (together, ...)" ran into the partnership before it, now a
 * party of its own (`opensParty` in parties.ts); the agent "in favor of" whom the deed is made is still not read, as
 * the preamble reader leaves such a party by design once it has two.
 */
export const DRAFTED_PREAMBLES_FORTY_EIGHTH: DraftedPreamble[] = [
  [
    'This Loan Agreement is dated as of June 1, 2011 and is entered into by and among Brightwater Holdings, Inc., a Nevada corporation, as borrower (the "Borrower"), Crestline Bank, N.A., as lender (the "Lender"), and Dunmore Capital LLC, as guarantor (the "Guarantor").',
    ['Brightwater Holdings, Inc.', 'Crestline Bank, N.A.', 'Dunmore Capital LLC'],
  ],
  [
    'THIS LEASE is made the 2nd day of May 2017 BETWEEN: (1) Eastleigh Property Limited (company number 04567891) whose registered office is at 10 Queen Street, London EC4N 1SP (the "Landlord"); and (2) Fernhill Cafes Limited (company number 07654321) whose registered office is at 22 High Street, Guildford GU1 3AA (the "Tenant").',
    ['Eastleigh Property Limited', 'Fernhill Cafes Limited'],
  ],
  [
    'This Consulting Agreement is entered into by and between Greystone Medical Group, P.C., a New York professional corporation (the "Practice"), and Hannah Li, M.D., an individual residing in the State of New York (the "Consultant").',
    ['Greystone Medical Group, P.C.', 'Hannah Li, M.D.'],
  ],
  [
    'This Agreement is made and entered into by and between Ironwood Trust Company, not in its individual capacity but solely as trustee of the Juniper Street Trust (the "Trustee"), and Kenmore Properties LLC (the "Manager").',
    ['Ironwood Trust Company', 'Kenmore Properties LLC'],
  ],
  [
    'This Joint Development Agreement is made among Lattice Circuit Design Co., Ltd., a company organized under the laws of Taiwan ("Lattice"), Meridian Photonics GmbH, a German limited liability company ("Meridian"), and Nanoforge, Inc., a Delaware corporation ("Nanoforge"; each of Lattice, Meridian and Nanoforge a "Party").',
    ['Lattice Circuit Design Co., Ltd.', 'Meridian Photonics GmbH', 'Nanoforge, Inc.'],
  ],
  [
    'This Settlement Agreement is entered into by and between Oakhurst Dental Supply, Inc. and its subsidiaries (collectively, "Oakhurst"), on the one hand, and Pacifica Imaging LLC ("Pacifica"), on the other hand.',
    ['Oakhurst Dental Supply, Inc.', 'Pacifica Imaging LLC'],
  ],
  [
    'This Escrow Agreement is made by and among Quarry Ridge Acquisition Corp. ("Buyer"), Ruth Sandoval, as the Stockholders\' Representative (the "Representative"), and Summit National Bank, as escrow agent (the "Escrow Agent").',
    ['Quarry Ridge Acquisition Corp.', 'Ruth Sandoval', 'Summit National Bank'],
  ],
  [
    'This Master Purchase Agreement is between Tamarack Foods Corporation, with offices at 400 Lake Avenue, Duluth, Minnesota 55802 ("Tamarack"), and Union Packaging Co., with offices at 12 Mill Road, Akron, Ohio 44308 ("Supplier").',
    ['Tamarack Foods Corporation', 'Union Packaging Co.'],
  ],
  [
    'This Agreement is made between Verdant Agritech Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at Pune, Maharashtra (hereinafter referred to as "Verdant", which expression shall unless repugnant to the context include its successors and permitted assigns) of the First Part and Westfield Seeds Inc. (hereinafter "Westfield") of the Second Part.',
    ['Verdant Agritech Private Limited', 'Westfield Seeds Inc.'],
  ],
  [
    'This Subordination Agreement is made as of March 30, 2009 by Xenon Energy Partners, L.P., a Delaware limited partnership, and Xenon Energy GP, LLC, its general partner (together, the "Obligors"), in favor of Yellowstone Credit Corp., as administrative agent (the "Agent").',
    ['Xenon Energy Partners, L.P.', 'Xenon Energy GP, LLC', 'Yellowstone Credit Corp.'],
  ],
  [
    'This Employment Agreement (the "Agreement") is entered into between Zephyr Aerospace Corporation (the "Company") and Adaeze Okafor (the "Executive"), effective as of January 2, 2019.',
    ['Zephyr Aerospace Corporation', 'Adaeze Okafor'],
  ],
  [
    'This License Agreement is made by and between The Regents of the University of Colorado, a body corporate, for and on behalf of the University of Colorado Denver ("University"), and BioLumina Therapeutics, Inc. ("Licensee").',
    ['The Regents of the University of Colorado', 'BioLumina Therapeutics, Inc.'],
  ],
];

/**
 * A forty-ninth batch of preambles (2 December 2026, a fifty-eighth session; written before its first run, as written
 * and in capitals, aimed at none): names in capitals in a mixed-case preamble with a principal place of business, a
 * company doing business under another name, an individual with a middle initial, a Chinese company organised under
 * the laws of the People's Republic, an owner "the undersigned", an English company registered under a number, a
 * holding company and its bank together the employers and an executive, a nominee trust by its trustees, a British
 * Virgin Islands company and an Australian one with its ACN, a parent, its merger subsidiary and a target, and a city
 * that is a municipal corporation. First run: 12 of 12 as written, 10 of 12 in capitals: "EVERLY STREET PARTNERS, LLC
 * D/B/A EVERLY DIGITAL" gave "EVERLY STREET PARTNERS", now read as its mixed case is (`ALIAS_MARK` in
 * parties-capitals.ts); "BETWEEN THE UNDERSIGNED, HARBOR POINT MARINA, LLC" loses its first party (recasing "THE
 * UNDERSIGNED" mended it and moved a check-part contract's parties with its opening in capitals: not kept).
 */
export const DRAFTED_PREAMBLES_FORTY_NINTH: DraftedPreamble[] = [
  [
    'THIS AGREEMENT, made as of the 15th day of August, 2003, by and between CASTLEROCK MINING CORPORATION, a Colorado corporation with its principal place of business at 1700 Broadway, Denver, Colorado 80290 ("Castlerock"), and Delmar Assay Laboratories, Inc., a Nevada corporation ("Delmar").',
    ['CASTLEROCK MINING CORPORATION', 'Delmar Assay Laboratories, Inc.'],
  ],
  [
    'This Services Agreement is entered into by and between Everly Street Partners, LLC d/b/a Everly Digital, a Georgia limited liability company ("Everly"), and Foxglove Retail Group, Inc. ("Client").',
    ['Everly Street Partners, LLC', 'Foxglove Retail Group, Inc.'],
  ],
  [
    'This Separation Agreement and General Release is made by and between Granite Peak Software, Inc. (the "Company") and Eleanor J. Whitfield ("Employee").',
    ['Granite Peak Software, Inc.', 'Eleanor J. Whitfield'],
  ],
  [
    'This Purchase Contract is made and entered into by and between Guangzhou Huaxin Electronics Co., Ltd., a corporation organized and existing under the laws of the People\'s Republic of China (the "Seller"), and Horizon Consumer Brands, Inc., a California corporation (the "Buyer").',
    ['Guangzhou Huaxin Electronics Co., Ltd.', 'Horizon Consumer Brands, Inc.'],
  ],
  [
    'This Dockage Agreement is made between the undersigned, Harbor Point Marina, LLC ("Owner"), and Islay Yacht Charters Inc. ("Charterer").',
    ['Harbor Point Marina, LLC', 'Islay Yacht Charters Inc.'],
  ],
  [
    'This AGREEMENT is entered into as of May 4, 2016 between JADE RIVER PHARMACEUTICALS, INC. ("JADE") and KESTREL BIOSCIENCES LIMITED, a company registered in England and Wales under number 01234567 ("KESTREL").',
    ['JADE RIVER PHARMACEUTICALS, INC.', 'KESTREL BIOSCIENCES LIMITED'],
  ],
  [
    'This Employment Agreement is made by and among Lakeshore Bancorp, Inc., a Maryland corporation ("Lakeshore"), Lakeshore Savings Bank, a New York chartered savings bank (the "Bank" and, together with Lakeshore, the "Employers"), and Mario Bellini (the "Executive").',
    ['Lakeshore Bancorp, Inc.', 'Lakeshore Savings Bank', 'Mario Bellini'],
  ],
  [
    'This Lease is made by and between Northgate Realty Trust, a Massachusetts nominee trust, by its trustees, Olivia Grant and Peter Hale, but not individually ("Landlord"), and Quill & Ink Stationers, Inc. ("Tenant").',
    ['Northgate Realty Trust', 'Quill & Ink Stationers, Inc.'],
  ],
  [
    'This Content Licence Agreement is made between Quantum Leap Media Ltd., a British Virgin Islands business company (“QLM”), and Riverside Studios Pty Ltd (ACN 123 456 789) of Level 4, 20 Bond Street, Sydney NSW 2000 (“Riverside”).',
    ['Quantum Leap Media Ltd.', 'Riverside Studios Pty Ltd'],
  ],
  [
    'This Agreement and Plan of Merger is entered into by and among Sterling Heights Holdings Corp., a Delaware corporation ("Parent"), Sterling Merger Sub, Inc., a Delaware corporation and a wholly owned subsidiary of Parent ("Merger Sub"), and Tidewater Logistics, Inc., a Virginia corporation (the "Company").',
    ['Sterling Heights Holdings Corp.', 'Sterling Merger Sub, Inc.', 'Tidewater Logistics, Inc.'],
  ],
  [
    'This Solid Waste Collection Agreement is entered into by and between the City of Uniontown, a Pennsylvania municipal corporation (the "City"), and Vantage Waste Services, Inc., a Delaware corporation ("Contractor").',
    ['City of Uniontown', 'Vantage Waste Services, Inc.'],
  ],
  [
    'This Sponsorship Agreement is entered into between Westbrook Athletic Club, a Maine nonprofit corporation (the "Club"), and Yarrow & Finch Brewing Company ("Sponsor").',
    ['Westbrook Athletic Club', 'Yarrow & Finch Brewing Company'],
  ],
];

/**
 * A fiftieth batch of preambles (2 December 2026, a fifty-eighth session; written before its first run, as written and
 * in capitals, aimed at none): a company "(f/k/a ...)", an individual "Jr.", a state acting through its department,
 * a limited partnership by its general partner, the lenders from time to time beside an agent and a borrower, a
 * Kabushiki Kaisha, a Dutch B.V. with its statutory seat, a Swedish AB with its registration number and box, a national
 * association as trustee, a statutory trust with its series, a husband and wife together the seller, and a California
 * nonprofit public benefit corporation. First run: 12 of 12 as written and 12 of 12 in capitals ("THE STATE OF
 * OREGON" keeps its article in capitals, which mixed case drops and the scorer ignores).
 */
export const DRAFTED_PREAMBLES_FIFTIETH: DraftedPreamble[] = [
  [
    'This Agreement is made and entered into this 1st day of June, 2005 by and between Arbor Crest Brands, Inc. (f/k/a Arbor Foods Corp.), a Texas corporation ("Arbor"), and Bellweather Distribution LLC, an Ohio limited liability company ("Bellweather").',
    ['Arbor Crest Brands, Inc.', 'Bellweather Distribution LLC'],
  ],
  [
    'This Consulting Agreement is entered into by and between Cobalt Ridge Resources Corp. (the "Company") and Robert E. Lang, Jr., an individual ("Consultant").',
    ['Cobalt Ridge Resources Corp.', 'Robert E. Lang, Jr.'],
  ],
  [
    'This Intergovernmental Agreement is entered into by and between the State of Oregon, acting by and through its Department of Transportation ("ODOT"), and Deschutes Valley Transit, Inc. ("Contractor").',
    ['State of Oregon', 'Deschutes Valley Transit, Inc.'],
  ],
  [
    'This Management Agreement is made by and between Eastbank Apartments, L.P., a Washington limited partnership, by and through its general partner, Eastbank GP, Inc. ("Owner"), and Fairhaven Property Management LLC ("Manager").',
    ['Eastbank Apartments, L.P.', 'Fairhaven Property Management LLC'],
  ],
  [
    'This Credit Agreement is entered into among the several banks and other financial institutions from time to time parties to this Agreement (the "Lenders"), Greenfield National Bank, N.A., as administrative agent (the "Agent"), and Hollybrook Retail Corp. (the "Borrower").',
    ['Greenfield National Bank, N.A.', 'Hollybrook Retail Corp.'],
  ],
  [
    'This Distribution Agreement is made by and between Kabushiki Kaisha Izumi Seiki, a corporation organized under the laws of Japan ("Izumi"), and Juniper Precision Tools, Inc., a Michigan corporation ("Distributor").',
    ['Kabushiki Kaisha Izumi Seiki', 'Juniper Precision Tools, Inc.'],
  ],
  [
    'This Software License Agreement is entered into between Kroonstad Software B.V., a private limited liability company with its statutory seat in Amsterdam, the Netherlands ("Kroonstad"), and Larkspur Insurance Company ("Licensee").',
    ['Kroonstad Software B.V.', 'Larkspur Insurance Company'],
  ],
  [
    'AGREEMENT between Malmberg Timber AB, Reg. No. 556677-8899, Box 123, 101 23 Stockholm, Sweden ("Seller"), and Northpoint Builders Inc., 200 Harbor Drive, Portland, Maine ("Buyer").',
    ['Malmberg Timber AB', 'Northpoint Builders Inc.'],
  ],
  [
    'This Indenture is entered into between Osprey Auto Receivables Trust 2019-A, a Delaware statutory trust (the "Issuer"), and Pinnacle Trust Bank, National Association, a national banking association, as indenture trustee (the "Trustee").',
    ['Osprey Auto Receivables Trust 2019-A', 'Pinnacle Trust Bank, National Association'],
  ],
  [
    'This Purchase and Sale Agreement is made by and between Samuel Ortiz and Teresa Ortiz, husband and wife (collectively, "Seller"), and Quarrytown Land Co., a Nevada corporation ("Buyer").',
    ['Samuel Ortiz', 'Teresa Ortiz', 'Quarrytown Land Co.'],
  ],
  [
    'This Professional Services Agreement is entered into by and between Riverside Health System of California, Inc., a California nonprofit public benefit corporation ("Riverside"), and Sagebrush Medical Staffing, LLC ("Contractor").',
    ['Riverside Health System of California, Inc.', 'Sagebrush Medical Staffing, LLC'],
  ],
  [
    'This Supply Agreement is made as of March 3, 2014 among Tamsin Organics Ltd., a company incorporated in Ireland ("Tamsin"), Upton Naturals Inc. ("Upton") and Valmont Ingredients S.p.A., an Italian company ("Valmont").',
    ['Tamsin Organics Ltd.', 'Upton Naturals Inc.', 'Valmont Ingredients S.p.A.'],
  ],
];

/**
 * A fifty-first batch of preambles (2 December 2026, a fifty-ninth session; written before its first run, as written
 * and in capitals, aimed at none): a company with its offices, an English PLC and a limited company with registered
 * numbers in a numbered list in capitals, an individual employee, a university and two companies, a name in capitals
 * in a sentence in mixed case, a company "doing business as" a brand, a realty trust by its trustees, a Norwegian AS
 * and an Australian Pty Ltd with their numbers, a limited partnership through its general partner beside a company
 * (together the venturers), two companies with their places of business after their roles, a guarantor in favor of a
 * lender, and a buyer, a seller and the seller's sole member. First run: 12 of 12 as written and 12 of 12 in capitals.
 */
export const DRAFTED_PREAMBLES_FIFTY_FIRST: DraftedPreamble[] = [
  [
    'This Supply Agreement (this "Agreement") dated as of March 3, 2011 is by and between Quarry Hill Minerals, Inc., a Nevada corporation with offices at 1200 Ridge Road, Reno, Nevada ("Supplier"), and Redstone Ceramics Co., a Delaware corporation ("Buyer").',
    ['Quarry Hill Minerals, Inc.', 'Redstone Ceramics Co.'],
  ],
  [
    'THIS AGREEMENT is made on 14 February 2009 BETWEEN: (1) SILVERMERE HOLDINGS PLC, a company incorporated in England and Wales with registered number 01234567 ("Silvermere"); and (2) TANGLEWOOD MEDIA LIMITED (registered number 07654321) ("Tanglewood").',
    ['Silvermere Holdings PLC', 'Tanglewood Media Limited'],
  ],
  [
    'This Employment Agreement is made between Vantage Point Semiconductor Corp. (the "Employer") and Maria L. Santos (the "Executive").',
    ['Vantage Point Semiconductor Corp.', 'Maria L. Santos'],
  ],
  [
    'This License Agreement is entered into by and among Westbrook University, a nonprofit educational institution ("University"), Xylo Therapeutics, Inc. ("Xylo"), and Yarrow Bio Ltd., an Israeli company ("Yarrow").',
    ['Westbrook University', 'Xylo Therapeutics, Inc.', 'Yarrow Bio Ltd.'],
  ],
  [
    'This Agreement is made this 5th day of August, 1998, by and between ZENITH AIRWAYS, INC., a Florida corporation (hereinafter called "Zenith"), and Alder Fuel Services, Inc. (hereinafter called "Alder").',
    ['Zenith Airways, Inc.', 'Alder Fuel Services, Inc.'],
  ],
  [
    'This Co-Marketing Agreement is between Birchfield Outdoor Co., doing business as Birchfield Gear ("Birchfield"), and Canyon Trail Media, Inc. ("Canyon").',
    ['Birchfield Outdoor Co.', 'Canyon Trail Media, Inc.'],
  ],
  [
    'This Sublease is made between Dunmore Realty Trust, by its trustees ("Sublandlord"), and Eastwind Logistics, Inc. ("Subtenant").',
    ['Dunmore Realty Trust', 'Eastwind Logistics, Inc.'],
  ],
  [
    'This Reseller Agreement (the "Agreement") is made by Fjord Networks AS, a Norwegian company with organisation number 912 345 678 ("Fjord"), and Glenmore Systems Pty Ltd (ACN 123 456 789) ("Reseller").',
    ['Fjord Networks AS', 'Glenmore Systems Pty Ltd'],
  ],
  [
    'This Joint Venture Agreement is entered into by Harrow Energy Partners, LP, through its general partner Harrow Energy GP, LLC, and Ironwood Power Company, a Texas corporation (together, the "Venturers").',
    ['Harrow Energy Partners, LP', 'Ironwood Power Company'],
  ],
  [
    'This Hosting Agreement is between Juno Cloud Services, Inc. ("Provider"), having its principal place of business at 55 Market Street, San Francisco, California 94105, and Kestrel Retail Group, Inc. ("Client"), having its principal place of business at 9 Elm Street, Boston, Massachusetts.',
    ['Juno Cloud Services, Inc.', 'Kestrel Retail Group, Inc.'],
  ],
  [
    'This Guaranty is made by Lindqvist Industries Oy, a Finnish limited company ("Guarantor"), in favor of Meridian Commercial Bank ("Lender").',
    ['Lindqvist Industries Oy', 'Meridian Commercial Bank'],
  ],
  [
    'This Asset Purchase Agreement is entered into by and among Northgate Foods, Inc. ("Buyer"), Oakridge Bakery, LLC ("Seller"), and Patricia Owens, the sole member of Seller ("Member").',
    ['Northgate Foods, Inc.', 'Oakridge Bakery, LLC', 'Patricia Owens'],
  ],
];

/**
 * A fifty-second batch of preambles (2 December 2026, a fifty-ninth session; written before its first run, as written
 * and in capitals, aimed at none), in the shapes preambles take besides one sentence: an English deed's parties on
 * lines of their own "of the one part" and "of the other part", a block of labelled fields, parties introduced in
 * recitals, the undersigned, a memorandum's numbered list, a client acting for its hospitals, three parties in capitals
 * in mixed case, a party with its jurisdiction after its role, a limited partnership acting through its general
 * partner, an individual with an apostrophe in her name, a cover page's names in capitals before the preamble, and a
 * county council and a company with its number. First run: 10 of 12 as written, 9 of 12 in capitals: a party "of" its
 * address ("RIVERSIDE PORT AUTHORITY of Harbour House", "Oriel County Council of County Hall") kept the address's first
 * words, and "THE UNDERSIGNED, WEXFORD CAPITAL PARTNERS LLC" lost its name in capitals.
 */
export const DRAFTED_PREAMBLES_FIFTY_SECOND: DraftedPreamble[] = [
  [
    'THIS AGREEMENT is made the 3rd day of May 1999\nBETWEEN:\nQUINTON MARINE SERVICES LIMITED whose registered office is at 12 Dock Road, Southampton SO14 3AB (hereinafter called "the Contractor" which expression shall include its successors and permitted assigns) of the one part\nAND\nRIVERSIDE PORT AUTHORITY of Harbour House, Quay Street, Bristol (hereinafter called "the Authority") of the other part.',
    ['Quinton Marine Services Limited', 'Riverside Port Authority'],
  ],
  [
    'SUPPLY AGREEMENT\nSeller: Sagebrush Seeds, Inc., an Idaho corporation\nBuyer: Tamarack Farms Cooperative\nEffective Date: April 1, 2012\nThe Seller and the Buyer agree as follows:',
    ['Sagebrush Seeds, Inc.', 'Tamarack Farms Cooperative'],
  ],
  [
    'LICENSE AGREEMENT\nWHEREAS, Umberfield Labs, Inc., a Delaware corporation ("Licensor"), owns certain patents; and\nWHEREAS, Verity Diagnostics Corp. ("Licensee") wishes to obtain a license under such patents;\nNOW, THEREFORE, Licensor and Licensee agree as follows:',
    ['Umberfield Labs, Inc.', 'Verity Diagnostics Corp.'],
  ],
  [
    'This Agreement is entered into by the undersigned, Wexford Capital Partners LLC ("Wexford"), and Yellowstone Ranch Holdings, Inc. ("Yellowstone").',
    ['Wexford Capital Partners LLC', 'Yellowstone Ranch Holdings, Inc.'],
  ],
  [
    'MEMORANDUM OF UNDERSTANDING\nThis Memorandum of Understanding sets out the terms agreed between:\n1. Zephyr Wind Energy GmbH, Hamburg, Germany ("Zephyr"); and\n2. Aldercroft Utilities plc, London, United Kingdom ("Aldercroft").',
    ['Zephyr Wind Energy GmbH', 'Aldercroft Utilities plc'],
  ],
  [
    'This Services Agreement ("Agreement") is between Brightwater Health System, on behalf of itself and its affiliated hospitals ("Client"), and Cedar Analytics Group, LLC ("Vendor").',
    ['Brightwater Health System', 'Cedar Analytics Group, LLC'],
  ],
  [
    'AGREEMENT dated as of July 1, 2003 among DUNHAVEN BANCORP, INC., a Pennsylvania corporation (the "Company"), DUNHAVEN SAVINGS BANK (the "Bank"), and ELLIS R. MARSH (the "Executive").',
    ['Dunhaven Bancorp, Inc.', 'Dunhaven Savings Bank', 'Ellis R. Marsh'],
  ],
  [
    'This Trademark License Agreement is made between Foxglove Apparel, Inc. ("Licensor") and Greyhound Sporting Goods Ltd., a corporation existing under the laws of the Province of Ontario, Canada ("Licensee"), each a "Party" and together the "Parties".',
    ['Foxglove Apparel, Inc.', 'Greyhound Sporting Goods Ltd.'],
  ],
  [
    'This Agreement is made by and between Harbourview Hotels Limited Partnership, acting through its general partner, Harbourview Hotels GP Corp. ("Owner") and Inglenook Hospitality Management, LLC ("Operator").',
    ['Harbourview Hotels Limited Partnership', 'Inglenook Hospitality Management, LLC'],
  ],
  [
    'This Consulting Agreement (the "Agreement") is effective as of September 15, 2016 and is between Juniper Ridge Mining Corp. and Karen O\'Neill.',
    ['Juniper Ridge Mining Corp.', "Karen O'Neill"],
  ],
  [
    'JOINT DEVELOPMENT AGREEMENT\nby and between\nLUMEN OPTICS CORPORATION\nand\nMERIDIAN PHOTONICS, INC.\nDated as of February 2, 2010\nThis Joint Development Agreement is entered into by and between Lumen Optics Corporation, a Colorado corporation ("Lumen"), and Meridian Photonics, Inc., a California corporation ("Meridian").',
    ['Lumen Optics Corporation', 'Meridian Photonics, Inc.'],
  ],
  [
    'This Agreement is made on 1 October 2014 between (1) Oriel County Council of County Hall, Oriel ("the Council") and (2) Northmoor Waste Services Limited (company number 04567890) ("the Contractor").',
    ['Oriel County Council', 'Northmoor Waste Services Limited'],
  ],
];

/**
 * A fifty-third batch of preambles (2 December 2026, a sixtieth session; written before its first run, as written and
 * in capitals, aimed at none): an Australian company with its ACN and address beside a Singapore company, a franchisor
 * and two individuals jointly and severally, a German preamble's parties set off by dashes, a sponsor and a nonprofit
 * association, a company together with its subsidiary beside a third, a trust company solely as trustee, an Irish
 * company by a deed in favour of a PLC, a company with its successors and permitted assigns, an agricultural
 * cooperative organised under a statute, parties after an effective date of the last signature, a numbered list of
 * parties in capitals with registered numbers, and a party only for the purposes of one article. First run: 9 of 12
 * as written, 10 of 12 in capitals: the subsidiary "together with" its parent, the party "IN FAVOUR OF" whom the deed
 * is made (as written only) and the party "solely for purposes of Article 9" were left out.
 */
export const DRAFTED_PREAMBLES_FIFTY_THIRD: DraftedPreamble[] = [
  [
    'This Reseller Agreement is made on 5 June 2008 between Ironbark Networks Pty Ltd (ACN 123 456 789) of Level 4, 100 George Street, Sydney NSW 2000 ("Ironbark") and Jadeite Systems Pte. Ltd., a company incorporated in Singapore ("Reseller").',
    ['Ironbark Networks Pty Ltd', 'Jadeite Systems Pte. Ltd.'],
  ],
  [
    'This Franchise Agreement is made by and between Kestrel Coffee Franchising, LLC ("Franchisor") and Liam O\'Connor and Maya Patel, jointly and severally ("Franchisee").',
    ['Kestrel Coffee Franchising, LLC', "Liam O'Connor", 'Maya Patel'],
  ],
  [
    'Between Vogelsang Maschinenbau GmbH, Industriestrasse 5, 80331 Munich, Germany - hereinafter "Supplier" - and Westbrook Manufacturing Inc., 200 Main Street, Dayton, Ohio, USA - hereinafter "Customer" - the following agreement is concluded:',
    ['Vogelsang Maschinenbau GmbH', 'Westbrook Manufacturing Inc.'],
  ],
  [
    'This Sponsorship Agreement is made by Xanadu Beverages Corporation ("Sponsor") and the Yarrow Valley Marathon Association, a California nonprofit public benefit corporation ("Organizer").',
    ['Xanadu Beverages Corporation', 'Yarrow Valley Marathon Association'],
  ],
  [
    'This Joint Development Agreement is entered into as of January 10, 2019 by Zenith Robotics Corp. ("Zenith"), together with its wholly owned subsidiary Zenith Robotics Europe B.V. ("Zenith Europe"), and Amberline Automation, Inc. ("Amberline").',
    ['Zenith Robotics Corp.', 'Zenith Robotics Europe B.V.', 'Amberline Automation, Inc.'],
  ],
  [
    'This Services Agreement is made between Eastgate Trust Company, not in its individual capacity but solely as trustee of the Fernhill Family Trust ("Trustee"), and Glenmore Advisors LLC ("Adviser").',
    ['Eastgate Trust Company', 'Glenmore Advisors LLC'],
  ],
  [
    'THIS DEED is made on 1 March 2004 BY Harrowgate Foods Limited, a company incorporated in Ireland (registered number 123456), whose registered office is at Unit 7, Ballycoolin Business Park, Dublin 15 ("Harrowgate") IN FAVOUR OF Ivybridge Retail plc ("Ivybridge").',
    ['Harrowgate Foods Limited', 'Ivybridge Retail plc'],
  ],
  [
    'This Supply Agreement is entered into by and between Larkspur Chemicals, Inc., together with its successors and permitted assigns ("Larkspur"), and Meridian Coatings Company ("Buyer").',
    ['Larkspur Chemicals, Inc.', 'Meridian Coatings Company'],
  ],
  [
    'This Agreement is entered into by Orchard Valley Growers Cooperative, Inc., an agricultural cooperative association organized under the Washington Cooperative Association Act ("Cooperative"), and Pacific Rim Juice Company ("Processor").',
    ['Orchard Valley Growers Cooperative, Inc.', 'Pacific Rim Juice Company'],
  ],
  [
    'This Marketing Agreement ("Agreement") is effective as of the date of the last signature below (the "Effective Date") and is between Quillon Media Group Inc. ("Quillon") and Redwood Outdoor Advertising Co. ("Redwood").',
    ['Quillon Media Group Inc.', 'Redwood Outdoor Advertising Co.'],
  ],
  [
    'PARTIES\n(1) REDSTONE MINING PLC (registered number 01234567) whose registered office is at 1 King Street, Leeds ("Redstone"); and\n(2) SILVERLAKE LOGISTICS LIMITED (registered number 07654321) whose registered office is at 5 Mill Lane, Hull ("Silverlake").',
    ['Redstone Mining PLC', 'Silverlake Logistics Limited'],
  ],
  [
    'This Tolling Agreement is made this 2nd day of February, 2015 among Thornbury Refining LLC, a Delaware limited liability company ("Thornbury"), Upton Midstream Partners, LP, a Texas limited partnership ("Upton"), and, solely for purposes of Article 9, Upton Midstream GP, LLC ("Upton GP").',
    ['Thornbury Refining LLC', 'Upton Midstream Partners, LP', 'Upton Midstream GP, LLC'],
  ],
];

/**
 * A fifty-fourth batch of preambles (2 December 2026, a sixtieth session; written before its first run, as written and
 * in capitals, aimed at none): a landlord care of its manager, a Mexican S.A. de C.V., a co-operative and a borough
 * council, an individual residing at an address, a firm with commas in its name, a builder "& Sons" and a parish
 * council, roles before the names, a Brazilian private instrument's sides with a CNPJ, a party for limited purposes,
 * and a licence granted by a university to a company. First run: 7 of 10 as written and in capitals: the licensee
 * after "and the Licensee," was left out (and both parties in capitals), the contractor "on one side" of the private
 * instrument, and the party "for the limited purposes set forth in Section 12.4". A role before a name now stands
 * before any suffix ("the Licensee, Glenwood Devices Corp."), and a party's purposes after "and," may be limited ones:
 * 9 of 10 as written, 8 of 10 in capitals (left: the private instrument's sides, and the roles in capitals).
 */
export const DRAFTED_PREAMBLES_FIFTY_FOURTH: DraftedPreamble[] = [
  [
    'This Lease is between Quarry Lane Holdings LLC, c/o Redfield Partners, 10 Main Street, Boston, Massachusetts ("Landlord") and Sable Technologies, Inc. ("Tenant").',
    ['Quarry Lane Holdings LLC', 'Sable Technologies, Inc.'],
  ],
  [
    'This Distribution Agreement is entered into between Tierra Alta Alimentos, S.A. de C.V., a Mexican corporation ("Distributor"), and Umbra Foods Inc. ("Supplier").',
    ['Tierra Alta Alimentos, S.A. de C.V.', 'Umbra Foods Inc.'],
  ],
  [
    'This Agreement is made between Verdant Power Co-operative Limited ("Verdant") and the Wexham Borough Council ("Council").',
    ['Verdant Power Co-operative Limited', 'Wexham Borough Council'],
  ],
  [
    'This Employment Agreement is entered into between Xylo Systems, Inc. ("Company") and Yusuf Adeyemi, an individual residing at 45 Elm Street, Austin, Texas ("Executive").',
    ['Xylo Systems, Inc.', 'Yusuf Adeyemi'],
  ],
  [
    'This Engagement Letter is between Zeller, Abbott & Finch LLP ("Firm") and Arbor Ridge Capital, Inc. ("Client").',
    ['Zeller, Abbott & Finch LLP', 'Arbor Ridge Capital, Inc.'],
  ],
  [
    'This Services Agreement is made between Dunmore & Sons Builders Ltd. ("Contractor") and Elmstead Parish Church Council ("Client").',
    ['Dunmore & Sons Builders Ltd.', 'Elmstead Parish Church Council'],
  ],
  [
    'This Agreement is entered into between the Licensor, Fairhaven Patents LLC, a Delaware limited liability company, and the Licensee, Glenwood Devices Corp., a Nevada corporation.',
    ['Fairhaven Patents LLC', 'Glenwood Devices Corp.'],
  ],
  [
    'By this private instrument, on one side, Horizonte Logistica Ltda., enrolled with the CNPJ under No. 12.345.678/0001-90 (hereinafter "Contractor"), and, on the other side, Ipanema Tecnologia S.A. (hereinafter "Contracted Party"), resolve to enter into this Agreement.',
    ['Horizonte Logistica Ltda.', 'Ipanema Tecnologia S.A.'],
  ],
  [
    'This Joint Venture Agreement (this "Agreement") is made by and among Jasper Mining Corp. ("Jasper"), Kilnworth Resources Ltd. ("Kilnworth") and, for the limited purposes set forth in Section 12.4, Lakeview Holdings Inc. ("Lakeview").',
    ['Jasper Mining Corp.', 'Kilnworth Resources Ltd.', 'Lakeview Holdings Inc.'],
  ],
  [
    'This License is granted by Marlow University, a non-profit educational institution ("University"), to Northfield Biotech, Inc. ("Licensee").',
    ['Marlow University', 'Northfield Biotech, Inc.'],
  ],
];

/**
 * A fifty-fifth batch of preambles (2 December 2026, a sixty-first session; written before its first run, as written
 * and in capitals, aimed at none): names in the typography companies give them, with curly quotes around the roles
 * (a country in brackets inside a name, a name opening with a digit, initials with full stops, a hyphenated family
 * name, a brand in camel case, a plus sign, a curly apostrophe, a Chinese "Co., Ltd.", a name printed in capitals in a
 * mixed-case preamble, a name with "No. 2" and a limited partnership). First run: 10 of 10 as written, in capitals
 * and after a table of contents.
 */
export const DRAFTED_PREAMBLES_FIFTY_FIFTH: DraftedPreamble[] = [
  [
    'This Supply Agreement is made between Ashcombe Instruments (UK) Limited, a company registered in England and Wales (\u201cSupplier\u201d), and Bellwood Labs, Inc. (\u201cCustomer\u201d).',
    ['Ashcombe Instruments (UK) Limited', 'Bellwood Labs, Inc.'],
  ],
  [
    'This License Agreement is entered into by and between 3D Printworks Ltd. (\u201cLicensor\u201d) and Carrow Industrial Corp. (\u201cLicensee\u201d).',
    ['3D Printworks Ltd.', 'Carrow Industrial Corp.'],
  ],
  [
    'This Engagement Agreement is made by and between J.P. Harlow Securities LLC (\u201cJPH\u201d) and Denholm Energy Partners, L.P. (\u201cCompany\u201d).',
    ['J.P. Harlow Securities LLC', 'Denholm Energy Partners, L.P.'],
  ],
  [
    'This Services Agreement is entered into by Harlan-Pryce Company, an Ohio corporation (\u201cProvider\u201d), and Eastfield Medical Group, P.C. (\u201cClient\u201d).',
    ['Harlan-Pryce Company', 'Eastfield Medical Group, P.C.'],
  ],
  [
    'This Reseller Agreement is made between eVolve Networks, Inc., a Delaware corporation (\u201ceVolve\u201d), and Fenwick Data Solutions LLC (\u201cReseller\u201d).',
    ['eVolve Networks, Inc.', 'Fenwick Data Solutions LLC'],
  ],
  [
    'This Marketing Services Agreement is entered into between Brand + Story LLC (\u201cAgency\u201d) and Greystone Apparel Inc. (\u201cClient\u201d).',
    ['Brand + Story LLC', 'Greystone Apparel Inc.'],
  ],
  [
    'This Franchise Agreement is made between Kellan\u2019s Bakeries, Inc. (\u201cFranchisor\u201d) and Hollis Food Ventures LLC (\u201cFranchisee\u201d).',
    ["Kellan's Bakeries, Inc.", 'Hollis Food Ventures LLC'],
  ],
  [
    'This Manufacturing Agreement is entered into by and between Shenzhen Taiyo Electronics Co., Ltd., a company organized under the laws of the People\u2019s Republic of China (\u201cManufacturer\u201d), and Innis Audio Corp. (\u201cBuyer\u201d).',
    ['Shenzhen Taiyo Electronics Co., Ltd.', 'Innis Audio Corp.'],
  ],
  [
    'This Agreement is made by and between QUANTUM LEAP MEDIA, INC., a Nevada corporation (\u201cQuantum\u201d), and Juniper Studios LLC, a California limited liability company (\u201cStudio\u201d).',
    ['Quantum Leap Media, Inc.', 'Juniper Studios LLC'],
  ],
  [
    'This Participation Agreement is entered into among Keystone Royalty Fund No. 2, L.P. (\u201cFund\u201d), Lorimer Oil & Gas Company (\u201cOperator\u201d) and Mesa Verde Midstream, LP (\u201cGatherer\u201d).',
    ['Keystone Royalty Fund No. 2, L.P.', 'Lorimer Oil & Gas Company', 'Mesa Verde Midstream, LP'],
  ],
];

/**
 * A fifty-sixth batch of preambles (3 December 2026, a sixty-second session; written before its first run, as written
 * and in capitals, aimed at none): a form's blank date, parties represented by named officers as European contracts
 * write them, a stock ticker after a name, a company acting for itself and as agent for its group, an Indonesian
 * "PT ... Tbk" beside a Malaysian "Sdn. Bhd." with its number, a Finnish Oy and a European SE, names without the full
 * stop of "Inc" and "Corp", an individual beside a company acting through its representative, British single quotes
 * after Belgian and Swiss companies, and a board of education. First run: 10 of 10 as written, in capitals and after a
 * table of contents.
 */
export const DRAFTED_PREAMBLES_FIFTY_SIXTH: DraftedPreamble[] = [
  [
    'THIS AGREEMENT is made this ____ day of ____________, 2004, by and between Harrow Pharmaceuticals, Inc., a New Jersey corporation ("Harrow"), and Ivesdale Clinical Research, LLC ("CRO").',
    ['Harrow Pharmaceuticals, Inc.', 'Ivesdale Clinical Research, LLC'],
  ],
  [
    'This Distribution Agreement is entered into by Novalis Pharma S.A., having its registered office at 12 rue de la Paix, 75002 Paris, France, represented by Mr. Jean Dupont, its Chief Executive Officer (hereinafter "Novalis"), and Oakridge Health Products Inc., having its principal place of business at 400 Main Street, Boston, Massachusetts, represented by Ms. Ann Lee, its President (hereinafter "Distributor").',
    ['Novalis Pharma S.A.', 'Oakridge Health Products Inc.'],
  ],
  [
    'This Collaboration Agreement is made by and between Tidewater Genomics, Inc. (NASDAQ: TDWG), a Delaware corporation ("Tidewater"), and Ulster BioServices Ltd. ("Ulster").',
    ['Tidewater Genomics, Inc.', 'Ulster BioServices Ltd.'],
  ],
  [
    'This Framework Agreement is made between Vantage Retail Group plc, on behalf of itself and as agent for each member of its Group ("Vantage"), and Whitcombe Foods Limited ("Supplier").',
    ['Vantage Retail Group plc', 'Whitcombe Foods Limited'],
  ],
  [
    'This Supply Agreement is made between PT Cahaya Nusantara Tbk, a limited liability company established under the laws of the Republic of Indonesia ("Buyer"), and Bayan Components Sdn. Bhd. (Company No. 123456-A), a company incorporated in Malaysia ("Seller").',
    ['PT Cahaya Nusantara Tbk', 'Bayan Components Sdn. Bhd.'],
  ],
  [
    'This Development Agreement is entered into by and between Aalto Sensor Oy, a Finnish limited liability company ("Aalto"), and Nordhavn Systems SE, a European company ("Nordhavn").',
    ['Aalto Sensor Oy', 'Nordhavn Systems SE'],
  ],
  [
    'This Agreement is entered into as of June 1, 2012 between Pinecrest Software Inc, a Washington corporation ("Pinecrest") and Quarry Lane Capital Corp ("QLC").',
    ['Pinecrest Software Inc', 'Quarry Lane Capital Corp'],
  ],
  [
    'This Consulting Agreement is made between Rosalind M. Achebe, an individual ("Consultant"), and Silverline Therapeutics, Inc., acting through its authorized representative ("Company").',
    ['Rosalind M. Achebe', 'Silverline Therapeutics, Inc.'],
  ],
  [
    "This Agreement is made between Brugge Logistics NV, a company incorporated under Belgian law with its registered office in Bruges (hereinafter 'Brugge'), and Lemanic Freight SA, a Swiss company (hereinafter 'Lemanic').",
    ['Brugge Logistics NV', 'Lemanic Freight SA'],
  ],
  [
    'This Services Agreement is entered into by and between The Board of Education of the City of Yardley ("Board") and Zenith Learning Systems, Inc., a Colorado corporation ("Contractor").',
    ['The Board of Education of the City of Yardley', 'Zenith Learning Systems, Inc.'],
  ],
];

/**
 * A fifty-seventh batch of preambles (3 December 2026, a sixty-second session; written before its first run, as written
 * and in capitals, aimed at none): preambles in forms and drafts (names left in their brackets, names written into
 * underscored blanks, a party's blank left empty, a placeholder in brackets or a bullet for a name, a state in
 * brackets, a day and a month in blanks, a box ticked for the kind of company, an English numbered list with names and
 * company numbers in brackets). First run: 5 of 10 as written, in capitals and after a table of contents: names in
 * brackets kept their brackets or were cut at a comma, a name in underscores kept them where it ended in a full stop,
 * and the empty box's option "corporation organized in Texas" ran on over the second party's name. A company's name
 * in brackets (told by its form at the end) and one in underscores ending in a full stop are now read as filled in,
 * and an empty box's option ends at an aside's bracket or comma: 10 of 10 each way.
 */
export const DRAFTED_PREAMBLES_FIFTY_SEVENTH: DraftedPreamble[] = [
  [
    'This Services Agreement is made between [Harbor Point Logistics, Inc.] ("Provider") and [Juniper Retail LLC] ("Client").',
    ['Harbor Point Logistics, Inc.', 'Juniper Retail LLC'],
  ],
  [
    'This Agreement is entered into by and between __Keller Marine Supply Co.__ ("Seller") and __Lindqvist Boats AB__ ("Buyer").',
    ['Keller Marine Supply Co.', 'Lindqvist Boats AB'],
  ],
  [
    'This Consulting Agreement is made between Marigold Health, Inc., a Delaware corporation ("Company"), and ______________________ ("Consultant").',
    ['Marigold Health, Inc.'],
  ],
  [
    'This License Agreement is made between Sterling Bio, Inc. ("Licensor") and [LICENSEE NAME] ("Licensee").',
    ['Sterling Bio, Inc.'],
  ],
  [
    'This Subscription Agreement is made between [\u25cf] ("Investor") and Thornbury Capital plc ("Company").',
    ['Thornbury Capital plc'],
  ],
  [
    'This Agreement is made by and between Umber Analytics, Inc., a [Delaware] corporation ("Umber"), and Vesper Media LLC, a [California] limited liability company ("Vesper").',
    ['Umber Analytics, Inc.', 'Vesper Media LLC'],
  ],
  [
    'THIS AGREEMENT is made this __15th__ day of __March__, 2019, between Wexford Pumps Ltd. ("Supplier") and Yarrow Water Authority ("Authority").',
    ['Wexford Pumps Ltd.', 'Yarrow Water Authority'],
  ],
  [
    'This Agreement is made between Zephyr Courier Services LLC, a [X] limited liability company [ ] corporation organized in Texas ("Carrier"), and Amberly Foods, Inc. ("Shipper").',
    ['Zephyr Courier Services LLC', 'Amberly Foods, Inc.'],
  ],
  [
    'This Lease is made between: (1) [Bellcourt Estates Limited] (company number [04567891]) ("Landlord"); and (2) [Carrow Digital Ltd] (company number [07654321]) ("Tenant").',
    ['Bellcourt Estates Limited', 'Carrow Digital Ltd'],
  ],
  [
    'This Distribution Agreement is entered into between [Dunmore Optics GmbH], a company organised under the laws of Germany ("Manufacturer"), and [Elsworth Vision Pty Ltd] ("Distributor").',
    ['Dunmore Optics GmbH', 'Elsworth Vision Pty Ltd'],
  ],
];

/**
 * A thirtieth batch of dated preambles (3 December 2026, a sixty-third session; written before its first run, aimed
 * at none): effective dates as forms and key-terms tables give them, an order form's "Order Date:" line taken up "as of
 * the Order Date", a table's "Effective Date" cell beside its date, a blank date of making beside a bracketed effective
 * date, a date written into underscored blanks, a key-terms table between bars naming the parties too, a box ticked
 * beside a date, an ISO "AGREEMENT DATE:" line with numbered parties, a "Start Date" cell three spaces from its date,
 * and a statement of work effective on a bracketed date after an empty blank, beside the master agreement's date.
 * First run: 10 of 10 effective dates.
 */
export const DRAFTED_DATED_PREAMBLES_30: DraftedDatedPreamble[] = [
  [
    'ORDER FORM\nOrder Date: 03/15/2021\nThis Order Form is entered into between Brightline Software, Inc. ("Provider") and Ashgrove Dental Group LLC ("Customer") as of the Order Date.',
    ['Brightline Software, Inc.', 'Ashgrove Dental Group LLC'],
    '2021-03-15',
  ],
  [
    'SERVICES AGREEMENT\nEffective Date\t1 April 2022\nThis Services Agreement is made between Carrow Estates Limited ("Client") and Dunmore Facilities Limited ("Contractor").',
    ['Carrow Estates Limited', 'Dunmore Facilities Limited'],
    '2022-04-01',
  ],
  [
    'This Agreement is made on the ___ day of ________, 20__ and is effective as of [July 1, 2019] (the "Effective Date") between Elmhurst Clinics, P.C. ("Practice") and Fairview Billing LLC ("Vendor").',
    ['Elmhurst Clinics, P.C.', 'Fairview Billing LLC'],
    '2019-07-01',
  ],
  [
    'This Agreement is entered into as of _March 3_, _2020_ (the "Effective Date") by and between Granger Tools Corp. ("Granger") and Holloway Supply Co. ("Holloway").',
    ['Granger Tools Corp.', 'Holloway Supply Co.'],
    '2020-03-03',
  ],
  [
    'KEY TERMS\nEffective Date | 15 September 2018\nSupplier | Inverness Timber Ltd\nCustomer | Jarrow Joinery Ltd\nThis Agreement is made between the Supplier and the Customer named in the Key Terms.',
    ['Inverness Timber Ltd', 'Jarrow Joinery Ltd'],
    '2018-09-15',
  ],
  [
    'Effective Date: [X] January 1, 2017 [ ] Upon execution\nThis License Agreement is between Kestrel Media Inc. ("Licensor") and Larkspur Games LLC ("Licensee").',
    ['Kestrel Media Inc.', 'Larkspur Games LLC'],
    '2017-01-01',
  ],
  [
    'This Agreement, dated this 12th day of May, 2015 (the "Effective Date"), is between Marlowe Foods, Inc. ("Buyer") and Nettleton Farms, LLC ("Seller").',
    ['Marlowe Foods, Inc.', 'Nettleton Farms, LLC'],
    '2015-05-12',
  ],
  [
    'AGREEMENT DATE: 2016-08-01\nPARTIES: (1) Oakhurst Capital Partners LP; (2) Penrose Advisory Services Ltd.\nThis Agreement is entered into on the Agreement Date between the Parties.',
    ['Oakhurst Capital Partners LP', 'Penrose Advisory Services Ltd.'],
    '2016-08-01',
  ],
  [
    'CONSULTING AGREEMENT\nStart Date   01 June 2023\nThis Consulting Agreement is made between Quillon Research Ltd ("Company") and Rowan Ashby ("Consultant").',
    ['Quillon Research Ltd', 'Rowan Ashby'],
    '2023-06-01',
  ],
  [
    'This Statement of Work No. 4 is issued under the Master Services Agreement dated January 5, 2014 between Selwyn Health System ("Client") and Tamsin Consulting LLC ("Consultant") and is effective as of ________ [October 1, 2016].',
    ['Selwyn Health System', 'Tamsin Consulting LLC'],
    '2016-10-01',
  ],
];

/**
 * A thirty-first batch of dated preambles (3 December 2026, a sixty-third session; written before its first run, aimed
 * at none): a cover's date rows as a PDF's text layer gives a table's cells, label and value joined by one space with
 * no colon ("Effective Date March 1, 2019"), above a preamble that takes the date up by its name or gives another.
 * Written after the mend that gives such rows their colons back. First run: 10 of 10 effective dates; the customer
 * named in a row ("Customer Nantwich Credit Union", no company's form to tell a name by) not read.
 */
export const DRAFTED_DATED_PREAMBLES_31: DraftedDatedPreamble[] = [
  [
    'SERVICES AGREEMENT\nEffective Date March 1, 2019\nThis Services Agreement is entered into as of the Effective Date between Ulverston Data Ltd ("Provider") and Vantage Clinics LLC ("Client").',
    ['Ulverston Data Ltd', 'Vantage Clinics LLC'],
    '2019-03-01',
  ],
  [
    'ORDER FORM\nOrder Date 03/15/2021\nThis Order Form is made as of the Order Date between Wexcombe Software, Inc. ("Vendor") and Yardley Hotels LLC ("Customer").',
    ['Wexcombe Software, Inc.', 'Yardley Hotels LLC'],
    '2021-03-15',
  ],
  [
    'LICENCE AGREEMENT\nAgreement Date 1 July 2020\nThis Licence Agreement is made on the Agreement Date between Zennor Press Limited ("Licensor") and Abbotsley Books Limited ("Licensee").',
    ['Zennor Press Limited', 'Abbotsley Books Limited'],
    '2020-07-01',
  ],
  [
    'LEASE\nCommencement Date 1 April 2018\nThis Lease is made between Bramley Estates Limited ("Landlord") and Cotswold Bakeries Limited ("Tenant") and commences on the Commencement Date.',
    ['Bramley Estates Limited', 'Cotswold Bakeries Limited'],
    '2018-04-01',
  ],
  [
    'SUPPLY AGREEMENT\nDate of Agreement 5 May 2016\nThis Supply Agreement is made on the Date of Agreement between Dunstable Metals Ltd ("Supplier") and Eastleigh Motors Ltd ("Buyer").',
    ['Dunstable Metals Ltd', 'Eastleigh Motors Ltd'],
    '2016-05-05',
  ],
  [
    'CONSULTING AGREEMENT\nStart Date 01.06.2023\nThis Consulting Agreement is made between Farleigh Analytics GmbH ("Company") and Greta Holm ("Consultant") and begins on the Start Date.',
    ['Farleigh Analytics GmbH', 'Greta Holm'],
    '2023-06-01',
  ],
  [
    'MASTER SERVICES AGREEMENT\nEFFECTIVE DATE JANUARY 15, 2022\nThis Master Services Agreement is entered into as of the Effective Date by Harwell Systems Corp. ("Harwell") and Iffley Retail Inc. ("Iffley").',
    ['Harwell Systems Corp.', 'Iffley Retail Inc.'],
    '2022-01-15',
  ],
  [
    'STATEMENT OF WORK\nSOW Effective Date 2017-10-01\nThis Statement of Work is entered into by Jesmond Digital LLC ("Contractor") and Kelso Outfitters, Inc. ("Client") as of the SOW Effective Date.',
    ['Jesmond Digital LLC', 'Kelso Outfitters, Inc.'],
    '2017-10-01',
  ],
  [
    'DISTRIBUTION AGREEMENT\nSigned 12 March 2014 Effective Date 1 April 2014\nThis Distribution Agreement is made between Lindale Foods Ltd ("Supplier") and Morland Wholesale Ltd ("Distributor").',
    ['Lindale Foods Ltd', 'Morland Wholesale Ltd'],
    '2014-04-01',
  ],
  [
    'SUBSCRIPTION AGREEMENT\nEffective Date September 30, 2020\nCustomer Nantwich Credit Union\nThis Subscription Agreement is between Oxhey Cloud, Inc. ("Oxhey") and the Customer named above.',
    ['Oxhey Cloud, Inc.', 'Nantwich Credit Union'],
    '2020-09-30',
  ],
];
