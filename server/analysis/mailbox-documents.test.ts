import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './analyze';

/**
 * Whole documents of the kinds a mailbox holds besides SEC filings, written for the engine (26 November, fifth session;
 * a thirteenth to a nineteenth batch in the sixth, a twentieth to a twenty-sixth in the seventh, a twenty-seventh on in
 * the eighth) in batches of ten, with what each should read decided before the first run. The first read 9 of 10 right
 * at once (mended since: a notice "until either party ends it with fourteen (14) days' written notice"), the second 8
 * of 10 (mended since: a credit union given a defined term on a "Parties:" line, and a purchase order's total rather
 * than a unit price before it), the third 8 of 10 (mended since: notice "to end" a tenancy in the sentence after the
 * one that runs it on; a statement of work's period of performance over the master agreement's date, and a client named
 * "Evergreen" read as an evergreen term), the fourth 6 of 10 (mended since: a lease's term from a commencement given by
 * an event on another line, "2 (two) years w.e.f." a date, "unless you tell us ... that you do not want it to renew"; a
 * loan's maturity date is still read as no end, and is not here), the fifth 7 of 10 (mended since: "a month-to-month
 * basis" read as a month's term and its notice in a letter, two parties joined by "and the"; a term "concluded for a
 * period of 24 months and ... extended tacitly by 12 months" still ends after 12, and is not here), the sixth 4 of 10
 * (mended since: "for successive calendar years" as yearly renewals, three years "from the date of the last signature",
 * an end "on December 31, 2026, whichever is earlier"; still wrong, and not here: an initial term beside "a further
 * term of 2 years" or a table's "successive 12 month periods" ends with the renewal's length, "through March 31, 2027"
 * in an e-mail extending a pilot), the seventh 5 of 10 (mended since: "effective until terminated", a notice "not less
 * than three (3) months nor more than six (6) months", "does not auto-renew"; still wrong, and not here: an invoice's
 * service period read from its invoice date, a landlord's letter "If we do not hear from you by May 31, 2027" as no
 * deadline), the eighth 7 of 10 (mended since: "the Commencement Date, which is October 1, 2025", "To cancel ..., give
 * us one month's notice" after a membership that runs on, "Licence valid until: 31.12.2026"), the ninth 7 of 10 (mended
 * since: a party's "(ABN ...)" before its defined term and "A$", "expires in 30 days, on", an effective date "which
 * shall be the date of the opening"), the tenth 5 of 10 (mended since: renewals "for further periods of 12 months"
 * after a term of three years, "prevent renewal", deadlines "by the preceding September 30" and "You have until", a
 * named day on a line run together with the one before), the eleventh 6 of 10 (mended since: a signature block's
 * "Vendor:" label kept in a name, "ApS" and "UAB" followed by a country, a time of day before a term's end date;
 * "continue on an evergreen basis until terminated" is still read as an automatic renewal, and is not here), the
 * twelfth 5 of 10 (mended since: "Cancellation Notice: 30 days" as a notice and not a renewal's length, "will renew in
 * 14 days (on", an option's "nor more than" window taken for a notice by the readers; still wrong, and not here: "the
 * last day of the twelfth (12th) full calendar month thereafter", a notice after "; you can cancel any time with"), the
 * thirteenth (26 November, sixth session) 5 of 10 (mended since: a length "beginning on the date of this Lease", a
 * quantity "three (3) years" after a numbered list of parties read as a third party; "The Initial Term is thirty-six
 * (36) months" beside a Renewal Term of twelve, read as ending after twelve, and "remain in force for a period of
 * eighteen months from the Effective Date", read as no end, each the end model's likeliest date just below its
 * threshold and the readers' too; still wrong, and not here: a table's "Initial Term | 24 months" no longer ends after
 * its "successive 12 month periods" but counts from its "Order Date", not its "Service Start Date | May 1, 2025"), and
 * the fourteenth 7 of 10 (mended since: a renewal "for successive Further Terms" whose length a schedule gives
 * ("Further Term: 1 year"), a schedule's heading run into the last party's name, "until either of us ends it with 30
 * days' written notice"; left, and not here: "unless extended by written amendment signed by both parties" reads as no
 * renewal rather than a mutual one), and the fifteenth 7 of 10 (mended since: "a 1-year renewal" in a vendor's e-mail
 * as the renewal's length, "The parties may, by written agreement ..., extend" as a mutual renewal and not an option
 * with a notice period; left, and not here: an agreement "made ... this 15th day of March, 2025" that "shall commence
 * on April 1, 2025" is dated by the day it was made, where the expectation had its commencement), and the sixteenth 8
 * of 10 (mended since: "will renew for another year" as yearly renewals; left, and not here: "shall expire
 * automatically unless extended by agreement in writing", which the readers take for a passing mention and not a mutual
 * renewal, as they do "unless sooner terminated or extended"). The seventeenth read 6 of 10 (mended since: a lease's
 * "Break Date:" taken for a signature block's date, and a contract "for an indefinite period" ended by "a notice period
 * of three months to the end of a calendar year" read as ending after a year; left, and not here: that notice itself,
 * none read; two agreements made a month before their term starts, dated the day they were made; a storage rental
 * "month-to-month ... until terminated" read as perpetual where an engagement letter's month to month reads no end).
 * The eighteenth read 6 of 10 (mended since: "Your renewal includes another 12 months" as the renewal's length; left,
 * and not here: three more agreements signed before their term starts, dated the day they were signed, where the
 * expectations had the term's start). A nineteenth of five read 4 (mended since: "24 months from the Order Form
 * Effective Date", a named day of three words before "Effective Date", and, the next session, that order form's "Notice
 * of non-renewal: at least 60 days", lost because a party's name holds "Insurance": notice.test.ts has its like). The
 * twentieth (26 November, seventh session) read 5 of 10 (mended since: 36 months from "the Go-Live Date, which the
 * parties agree is March 1, 2025", sixty months from "the date the Equipment is delivered, which is September 15,
 * 2025", a holding-over tenancy ended "by giving the other at least thirty (30) days' written notice", a "Hosting Plan
 * (annual)" renewing for a year; left: that tenancy "from month to month until ended" renews automatically where the
 * expectation had evergreen, not tested here, and an employment agreement entered into on May 5 for employment
 * beginning June 1 is dated June 1 where the expectation had May 5, and is not here). The twenty-first read 5 of 10
 * (mended since: an order form's "Subscription Term: 36 months" counted from the day the agreement was signed rather
 * than its "Subscription Start Date", "After that it continues month to month; either of us can end it with 30 days'
 * notice", "plan (annual, paid monthly)"; left: an English lease's particulars and an Indian maintenance contract dated
 * the day they were made where the expectations had their terms' start, so their effective dates are not here). The
 * twenty-second read 6 of 10 (mended since: sixty months "beginning on the date the system is installed and activated,
 * which is January 20, 2026", a contract that "ended on 14 October 2026", "will send a renewal quotation at least 90
 * days before the end" read as a notice period; one miss was the expectation's, which kept a consultant's "Dr." the
 * engine drops on purpose). The twenty-third read 7 of 10 (mended since: "four (4) optional one-year renewal periods at
 * the County's sole discretion" as an option, "After the Minimum Term, the service continues on a rolling 30-day basis
 * until terminated" as evergreen with its notice, "for another membership year" as yearly renewals). The twenty-fourth
 * read 6 of 10 (mended since: "for an initial period of 12 months and thereafter until terminated by either party
 * giving not less than three months' written notice" as evergreen with its notice, "will be extended automatically by a
 * further 12 months on 30.06.2027 unless you give notice by 31.03.2027" as ending on that day with that last day for
 * notice, a subscription "(annual commitment, billed monthly) for Harper & Stone Dental, 14 licences, will renew on" a
 * date, "Cancellation: 90 days written notice prior to term end"). The twenty-fifth read 6 of 10 (mended since: a
 * labelled party's "(ABN ...)" kept in its name, a trial that "ends on December 3, 2026. After that, you'll be billed",
 * a tenancy "commencing from 1st March 2026 and expiring on 28th February 2028"; left, and not here: a dealer agreement
 * that "shall expire on December 31, 2026, and shall be renewed automatically for successive periods of one calendar
 * year" ends a year after it was made, "Further Terms: 2 further terms of 1 year each, at the Customer's option" reads
 * as no renewal, and the trial has no renewal length). The twenty-sixth read 9 of 10, and nothing was mended for it:
 * its one miss is a retail lease made on November 18, 2024 whose term runs from a defined "Commencement Date", January
 * 1, 2025, which the engine gives as its effective date where the expectation had the signing date (the question of
 * convention again, the other way round; not here). The twenty-seventh (26 November, eighth session) read 8 of 10
 * (mended since: a receipt's plan that "will renew again on March 9, 2027", a grant agreement's "Grant Amount:
 * $40,000"), the twenty-eighth 8 of 10 (mended since: an order confirmation's "Plan: Business Hosting (annual)" as a
 * year's renewals, a translated preamble's "The undersigned:" before its parties), the twenty-ninth 7 of 10 (mended
 * since: "To avoid automatic renewal for a further 24 months, please let us know in writing by 31 January 2027" as the
 * renewal's length and the last day for notice, "may be renewed annually by agreement between the parties" as a mutual
 * renewal; left, and not here: an English licence's '"Initial Term": the period of 36 months from the Commencement
 * Date' with '"Commencement Date": 1 June 2025', which the readers now count from that day, not from the day the
 * agreement is dated, but the end model turns down at 0.40, so it reads no end where it read a wrong one), the
 * thirtieth 8 of 10 (mended since: an end "on the earlier of (a) the date on which all 100 support hours have been
 * used, or (b) June 30, 2027", "an option to renew for a further term of two (2) years" in a tenancy's key terms), the
 * thirty-first 8 of 10 (mended since: an NDA's "unless terminated earlier by either party upon thirty (30) days'
 * written notice" taken for a notice that stops a renewal; left, and not here: an invoice for "Billing period: Dec 1,
 * 2026 - Nov 30, 2027" whose subscription "will automatically renew on December 1, 2027" ends on November 30, where the
 * expectation had the day it renews, a question of convention), the thirty-second 7 of 10 (mended since: "begins on the
 * date both parties have signed it and lasts for six months", a franchisor's letter "you may renew for an additional
 * ten (10) year term by giving us written notice at least six (6) months before expiration" read as no renewal with a
 * notice of 180 days; left, and not here: a Canadian standing offer "from date of issuance to March 31, 2027", read as
 * no end, though its "option for Canada to extend it for two additional one-year periods" now reads as an option), the
 * thirty-third 8 of 10 (mended since: a registrar's "Expires: 2028-08-09", a Spanish lease "extended automatically by
 * annual periods up to a maximum of five years" read as five-year renewals). The thirty-fourth (27 November, ninth
 * session) read 7 of 10 (mended since: a German contract's "It is extended by a further 12 months in each case unless
 * terminated with three months' notice", which the short documents' clause models rank nowhere, a term that runs on
 * "until either of us gives 30 days' written notice" or "until you cancel with one month's notice"), the thirty-fifth 9
 * of 10 (mended since: a plan that "renews automatically on the 3rd of each month, starting January 3, 2027", read as
 * starting then rather than renewing), the thirty-sixth 7 of 10 (mended since: an invoice's "Next renewal date: Oct
 * 15, 2027" beside its billing period, a landlord's letter offering "a renewal for a further 12 months" read as
 * renewing by itself, a teaming agreement ending "upon the earliest of (a) ..., (b) ..., or (c) August 2, 2027"), the
 * thirty-seventh 8 of 10 (mended since: a service plan that "renews each year on the anniversary of the plan start
 * date" and writes no end given no renewal date, an antivirus e-mail's subject "Your protection renews in 30 days" read
 * as monthly renewals), the thirty-eighth 7 of 10 (mended since: an engagement that "will end when the returns are
 * filed or on October 15, 2027", a term of "24 months from the activation date" with "Activation date: 08/15/2025"
 * labelled; left, and not here: a sponsorship e-mail's "Please confirm by December 1, 2026 if you would like to
 * renew", read as no renewal rather than one at the sponsor's option), the thirty-ninth 9 of 10 (mended since: an order's
 * "Term End: March 31, 2028" beside "Renewal: Automatic, for successive 12-month periods"), the fortieth 8 of 10
 * (mended since: "Your rental renews automatically each month. Cancel any time with 30 days' notice."; left, and not
 * here: a lease made on May 1, 2026 whose term commences on June 1, dated by its commencement, the question of
 * convention again), the forty-first 4 of 10 (mended since: a Dutch agreement "continued for an indefinite period"
 * "after the expiry of this period", a receipt's "Renews on: November 14, 2027", terms that "apply for twelve (12)
 * months from the date signed", a membership that "rolls monthly until either party gives one month's notice", a
 * term "until the end of the third (3rd) Contract Year" in years "beginning on July 1", a hire "36 months from the
 * delivery date" beside "Delivery date: 14/03/2026"), the forty-second 7 of 10 (mended since: a framework agreement
 * "valid until further notice", an agency that "may, at its discretion, extend the period of performance"; left, and
 * not here: a plan's "Billing cycle: annual. Next charge: $1,440.00 on February 2, 2027." gives no renewal date), the
 * forty-third 10 of 10, the forty-fourth 8 of 10 (mended since: "until either party gives fifteen (15) days' written
 * notice", a term to "December 31 of the fifth (5th) full calendar year following the date hereof"), the forty-fifth 8
 * of 10 (mended since: an appointment "valid for two (2) years from the date of this letter", a year "from the initial
 * service date" beside "Initial service date: 09/10/2026"), the forty-sixth 8 of 10 (mended since: "Each renewal term is
 * 12 months" beside "Auto-renewal: Yes", "There is no option to renew this lease" read as an option), the forty-seventh
 * 9 of 10 (left, and not here: an audit engagement letter that "will continue in effect for future years unless it is
 * terminated", read as no renewal where the expectation had an evergreen term; neither moves a date), the forty-eighth
 * 9 of 10 (mended since: a service contract's "Coverage End: 2027-11-30"), the forty-ninth 9 of 10 (mended since: an
 * Italian agency "contract ... concluded for an indefinite period"), the fiftieth 7 of 10 (mended since: "Assignment
 * dates: January 5, 2027 - February 13, 2027", a renewal quote's "Coverage period: 04/01/2027 - 03/31/2028" beside
 * "This quote expires on 03/15/2027"; left, and not here: a letting agent's offer of "a new 12-month fixed term" read as
 * no renewal rather than one at the tenants' option), the fifty-first (27 November, tenth session) 5 of 10 (mended
 * since: "continues on a rolling monthly basis until you give us 30 days' notice" as evergreen, "we will renew it for 1
 * year on March 14, 2027" as a year's renewal, "It may be extended for one additional year at the District's option",
 * two years "from the date above", "will provide the services from 1 September 2026 to 31 August 2027"), the
 * fifty-second 7 of 10 (mended since: a lease amendment's "The Term of the Lease is hereby extended for a period of
 * three (3) years" read as a renewal at an option, "turn off auto-renew ... at least 24 hours before your renewal
 * date" read as no notice; left, and not here: "will end on 28 February 2028 unless extended by mutual written
 * agreement" reads as no renewal rather than a mutual one, as the fourteenth batch's like does), the fifty-third 10
 * of 10, the fifty-fourth 6 of 10 (mended since: "for an initial period of two years and thereafter unless and until
 * terminated" and "After the minimum period the rental continues until cancelled" as evergreen, a government
 * contract's "one base year from the date of award, September 30, 2026, plus four (4) option years", "renews every two
 * years on March 1"; and one miss was the expectation's: "by the preceding December 1" before March 1 gives 91 days,
 * the most over a leap cycle, on purpose, where the expectation had 90), the fifty-fifth 6 of 10 (mended since: a
 * form's bare "End: 31 December 2027", "Your annual Zoom Workplace Business plan renews on", "Our engagement will
 * continue until you or we terminate it", a perpetual licence's maintenance renewing "each year on the anniversary of
 * the Effective Date" given no renewal date), the fifty-sixth, short agreements in the style of SEC filings, 10 of
 * 10, the fifty-seventh 8 of 10 (mended since: "At the end of the minimum term your contract will continue on a
 * monthly basis until you give us 30 days' notice" as evergreen; left, and its end not here: an invoice's "Service
 * period: March 1, 2027 - February 29, 2028" beside "will auto-renew on March 1, 2028" ends on the period's last day,
 * where the expectation had the renewal's), a fifty-eighth of six 6 of 6, and the fifty-ninth 9 of 10 (mended since:
 * "Coverage: 12 months from 05/01/2026 to 04/30/2027" ended after the twelve months, not on the range's last day;
 * left, and not here: "You may extend coverage for an additional 12 months by purchasing a renewal" reads as no
 * renewal, since coverage, which insurance clauses also renew, is not taken for what the agreement sells), and a
 * sixtieth of six 5 of 6 (mended since: a vehicle lease's "Scheduled lease end date: August 5, 2029" taken for its
 * effective date, and its 36 months counted from it), and the sixty-first (27 November, eleventh session) 6 of 10
 * (mended since: "unless Customer cancels with 30 days' notice" after a month-to-month continuation, no notice read,
 * and a renewal "for a like term" of a term of "sixty (60) months from the date of first delivery", no length; one miss
 * was the expectation's: a lease's option to renew "by giving us written notice no later than December 31, 2026" gives
 * no notice period, which is notice to stop a renewal, not to exercise an option; left, and its kind not here:
 * "continues on a month-to-month basis until terminated" and "continues month-to-month ... unless Customer cancels"
 * read as automatic where the expectations had evergreen, as the twentieth's tenancy did), and the sixty-second 8 of 10
 * (mended since: an Australian schedule's "Further Terms: 2 further terms of 1 year each at the Customer's option" read
 * no renewal, and "shall commence on ... and continue until terminated by either party" no end, where "shall continue
 * until terminated" read none), and the sixty-third 10 of 10, and the sixty-fourth (27 November, twelfth session) 8
 * of 10 (mended since: heads of terms' "Term: 5 years from completion." beside "Completion date: 1 September 2026"
 * read no end; left, and its kind not here: a gym membership that "continues month to month until you cancel with 30
 * days' notice" reads as automatic, as "continue month to month until terminated" does by the engine's convention
 * (period to period is renewing, as CUAD's "from year to year" is), where the expectation had evergreen), and the
 * sixty-fifth and sixty-sixth 10 of 10 each, and a sixty-seventh of twenty-two (28 November, twenty-fourth session,
 * written as mailbox probes with their answers) 17 of 22 (mended since: "Our engagement will run for twelve months" read
 * no end, "Plan length: 36 months" no length, a tenant's notice "if you want to leave" and "unless we cancel at least
 * 30 days before then" no notice, and "runs for 12 months and then continues on a monthly rolling basis. You can cancel
 * once the 12 months are up by giving 30 days' notice" no renewal or notice; it now reads as evergreen, as a rolling
 * basis "until" notice does by the engine's convention, where the expectation had automatic), and a sixty-eighth of
 * fourteen (28 November, twenty-fifth session, written as mailbox probes with their answers) 10 of 14 (mended since: a
 * lease abstract's "Lease Expiration: February 28, 2029" read no end and its "Renewal Options: Two (2) options of five
 * (5) years each" no renewal; "GBP 2,500 a month from 1 December 2026 for six months, ending 31 May 2027" ended after
 * one month, the price's "a month" read as a term; "continues month to month until you return the equipment or give us
 * 30 days' written notice" gave no notice; left, and its end not here: a hosting order "billed annually" from a start,
 * with "Auto-renew: On", names no term's length, and the engine infers none from the billing), and a sixty-ninth of ten
 * (28 November, twenty-sixth session, documents that name an instrument besides themselves, written after that
 * session's change and before their first run) 9 of 10, 6 of 10 on the code before the change (a sublease read the
 * master lease's renewal and its twelve months' notice as its own, a statement of work its master agreement's renewal,
 * a services agreement its escrow agreement's; the one miss left was the expectation's: "runs for one year from July
 * 1, 2025" ends on July 1, 2026 by the engine's convention, where the expectation had June 30), and a seventieth of ten
 * (28 November, twenty-seventh session, written before their first run and aimed at no change) 9 of 10 (mended since:
 * a retainer that "runs for six months, through August 31, 2026" ended six months after its start), and a
 * seventy-first of ten (29 November, twenty-eighth session, written before their first run and aimed at no change) 8
 * of 10 (mended since: a registrar's "Auto-renew is on" read no renewal, and a key terms table's "Renewal | Automatic,
 * for further periods of 12 months" before the row "Notice to cancel | 60 days" gave 360 days' notice), and a
 * seventy-second of ten (29 November, thirty-second session, written before their first run and aimed at no change)
 * 10 of 10, and a seventy-third of ten (29 November, thirty-third session, likewise) 10 of 10, and a seventy-fourth
 * of ten (29 November, thirty-fourth session, likewise) 7 of 10 (mended since: a letter of non-renewal's "will
 * therefore expire at the end of its current term on February 28, 2027" read no end; left, and not here: "shall end on
 * February 28, 2027 unless extended by mutual written agreement" reads no renewal rather than a mutual one, as the
 * sixteenth batch's like did, and a sponsor's "right of first refusal to renew this Agreement" reads none rather than
 * an option), and a seventy-fifth of ten (the same session, likewise) 10 of 10. A seventy-sixth of ten (29 November,
 * thirty-fifth session, likewise) read 6 of 10 (mended since: "Minimum term: 24 months" on a line before "After the
 * minimum term, this Agreement renews for periods of 12 months", read as ending after 12 because the capitalised
 * "After" opening the next line was taken to count the 24 months from the minimum term; "continue as a monthly periodic
 * tenancy until either party ends it" read as evergreen where "month-to-month" reads automatic; a website
 * maintenance agreement that "begins on January 1, 2027" and "renews automatically every three months", with no term
 * written, read with no renewal date and so no reminder: its first cycle now gives one, April 1, 2027, and the
 * expectation asks for that renewal date where it had the same day as the end, which stays unread, no term being
 * written; and one expectation wrote "Inc." with the final period the engine drops from every name, as the scorer
 * does). A seventy-seventh of ten
 * (the same session, likewise) read 9 of 10 (mended since, in the thirty-sixth session: a gym membership that after
 * its minimum term "continues monthly until you cancel with one month's notice", read as evergreen, as the engine then
 * read "continues on a rolling monthly basis until terminated", where the expectation had an automatic monthly renewal,
 * as "month to month" and "a monthly periodic tenancy" read; the two conventions are now one: running on month by month,
 * in any of these words or "on a monthly basis", is an automatic monthly renewal, as CUAD's annotators read "month to
 * month, until terminated", and the eight expectations that had evergreen or nothing for it ask for that). A
 * seventy-eighth of ten (the same session, likewise) read 10 of 10, and a seventy-ninth (likewise) 9 of 10 (mended
 * since: a receipt's "Next billing date: December 8, 2026" beside "renews automatically every month", read as the
 * effective date with the renewal a month after it, is now the end of the period billed, as "Next renewal date:" is).
 * An eightieth of ten (29 November, thirty-sixth session) read 7 of 10 (mended since: an insurer's "will renew
 * automatically for another 12 months" after "renews on February 1, 2027" gave the renewal no length; one expectation
 * asked for the end of an annual membership that writes no term, where the seventy-sixth batch settled that the end
 * stays unread and the renewal and cancel-by dates are asked; left, and not here: a copier rental's "Minimum rental
 * period: 24 months" beside "Rental start: 1 June 2025", read with no end at 0.54 against the end model's 0.55: a cue
 * for such a label moved the end model's refit both ways, 1,314 -> 1,310 held-out term placings, so it was not kept).
 * An eighty-first (the same session, likewise) read 8 of 10 (mended since: a maintenance provider's "To renew it for a
 * further 12 months, please sign and return the enclosed renewal form" read as renewing automatically, now at the
 * customer's option; an employment letter's "This is a permanent contract" read with no end, now without one), and an
 * eighty-second (likewise) 8 of 10 (mended since: "It then continues until either party gives the other three months'
 * written notice" after an initial term read as no renewal, now evergreen; a confidentiality agreement's "Parties: A
 * and B" on one line and "lasts for 18 months from its date" read no parties and no end). An eighty-third (likewise)
 * read 8 of 10 (mended since: a free trial's reminder, "After that, you'll be charged $119.99 per year", gave its
 * renewal no length; and a landlord's letter offering "a new 12-month lease" and asking "whether you wish to renew",
 * read as no renewal rather than one at the tenant's option, as the fiftieth batch's letting agent's offer was: a new
 * lease or term offered is now a renewal at the other's option, where a bare "wish to renew" taken as renewing the
 * agreement had also made the boiler letter's "It will not renew automatically. Please contact us if you wish to
 * renew." an option, against its expectation). An eighty-fourth (likewise) read 7 of 10 (mended since: a provider's
 * letter, "Your contract end date is unchanged: 31 July 2027", read no end; and, in the thirty-seventh session, a music
 * service's "Your plan renews on the 18th of every month. Your next payment of £19.99 is on 18 December 2026." read
 * with no renewal date, the sentence form of the "Next payment date:" label; left, and not here: a magazine's "Your
 * 12-month subscription starts with the issue of 7 November 2026 and will renew automatically each year" read no
 * end). An eighty-fifth (30
 * November, thirty-seventh session, likewise) read 9 of 10 (mended since: a fixed-term employment contract's
 * "Employer:" and "Employee:" lines read no parties, as "Customer:" and "Provider:" lines give them). An eighty-sixth
 * (likewise) read 6 of 10 (mended since: a broadband provider's "You can leave at any time after that by giving us 30
 * days' notice" after a minimum term that rolls monthly gave no notice; a landlord's "We are pleased to offer you a
 * renewal for 12 months" read no renewal, now one at the tenant's option, as "a new 12-month lease" offered reads; an
 * agreement "for a definite period of one year ... and will then be tacitly extended for an indefinite period,
 * terminable by either party with one month's notice" read as renewing automatically with no notice, now evergreen
 * with its month; left, and not here: a professional institute's "Your membership ... expires on 31 December 2026.
 * Renew online by that date to keep your benefits." reads no renewal where the expectation had one at the member's
 * option, as a registrar's "it will not renew unless you renew it manually" reads none in the eighty-fifth batch:
 * naming no agreement, the imperative is taken for no renewal of it). An eighty-seventh (likewise) read 5 of 10
 * (mended since: a gym's "Your last day of access is 15 December 2026" and a licence's "Valid until: 2027-11-19" after
 * "Valid from: 2026-11-20" read no end; heads of terms' "Term: 10 years from the date of completion" beside
 * "Completion date: 24 June 2026" no end, where "from completion" read one; a cleaning quote's "6 months from 1 January
 * 2027, then monthly until cancelled with 30 days' notice" no renewal and no notice: the verb left out is read as
 * "continues", a sentence that "continues monthly" speaks of renewal as one that "continues annually" does, and the
 * heading "CLEANING SERVICES - ACCEPTED QUOTE" run into the first label no longer makes its notice a quote's; a
 * reseller's "Your ... licences (5 seats) will renew on your anniversary date, 22 January 2027" read no renewal and no
 * renewal date: licences in the plural renew as a licence does, and the day named before its date is the end). An
 * eighty-eighth (likewise) read 9 of 10 (mended since: an auditor's engagement that "will continue until the completion
 * of the audit of your financial statements for the year ending 31 December 2026" ended on that day, the last day of
 * the year audited, not of the engagement: a day that names an accounting period is no end). An eighty-ninth
 * (likewise) read 8 of 10 (mended since: an insurer's "Your car insurance renews on 2 January 2027" read no renewal, as
 * "your policy renews" reads one; and, later in the session, a freelancer's "This retainer covers January to June 2027"
 * read no start and no end, months without days being no dates to the engine: a range of whole months now gives the
 * first day of its first month and the last of its last). A ninetieth (likewise) read 9 of 10
 * (mended since: an offer letter's "starting on 11 January 2027. This is a fixed-term contract for 18 months." read no
 * end: what the document says it is, "a (fixed-term) contract for" a length, states the term). A ninety-first (thirty-
 * eighth session) read 8 of 10 (mended since: "Your 12-month membership started on 5 January 2026 and will continue on
 * a rolling monthly basis after 4 January 2027" read no end, and "We will not renew it automatically" an automatic
 * renewal), a ninety-second 10 of 10, and a ninety-third 8 of 10 (mended since: a hosting plan's "Next renewal: 15
 * February 2027" read as its effective date, an insurer's "Your cover ends at 23:59 on 30 November 2026" as no end).
 * A ninety-fourth read 8 of 10 (mended since: a retainer that "rolls on monthly after that" read no renewal; left, and
 * not here: a subscription confirmation of labelled lines, "Plan: Business (monthly)", "Started: 3 November 2026",
 * "Next billing date: 3 December 2026", reads the end and neither the start nor a renewal: a next billing date alone
 * is no renewal, as a loan's next payment is none, and no word here says the plan renews). A ninety-fifth read 4 of 10
 * (mended since: a ".co.uk" registrar's "Expires: 02/03/2027" read month first, a tenancy that "will become a periodic
 * monthly tenancy" no renewal, "from 15 January to 15 April 2027" no start and no end, a certificate's "Valid:
 * 01/09/2026 - 31/08/2027" no end, and "set to renew automatically for $99.99/year" no length; left, and not here: a
 * phone contract's "After this date you'll move onto a 30-day rolling plan", read as no renewal). A ninety-sixth read 7
 * of 10 (mended since: "a 6-month fixed-term contract as Research Assistant, starting 1 March 2027" and "Your Gold Care
 * plan (12 months) begins today, 30 November 2026" read no end, nor did a storage unit's "Next payment:" label). A
 * ninety-seventh read 9 of 10 (left, and not here: a nursery place "either party may end ... by giving one month's
 * notice", where the expectation asked for that notice; a right to end at will is no notice of non-renewal, as the
 * batches of other notices hold, so the engine's none is the convention's answer). A ninety-eighth (thirty-ninth
 * session) read 10 of 10, and so did a ninety-ninth. A hundredth read 8 of 10 (mended since: a registrar's "We'll renew
 * northwindtraders.com on Jan 20, 2027 for $20.99/yr." read no end and no length, and a framework agreement's "with an
 * option for the Authority to extend for up to 2 further periods of 12 months" no renewal). A hundred-and-first read 7
 * of 10 (mended since: "between Lena Fischer and Bluebird Studio GmbH" read as one party, a warranty of "36 months or
 * 36,000 miles from 2 June 2026" no end, and a landscaper's "will renew for 2028 unless cancelled in writing by
 * November 1, 2027" no renewal). A hundred-and-second read 10 of 10. A hundred-and-third (fortieth session) read 9
 * of 10 (mended since: an insurer's schedule saying "This policy will renew automatically unless you tell us
 * otherwise" read no renewal, its policy taken for another thing's). A hundred-and-fourth read 9 of 10 (mended since:
 * a freelancer's "After that we can roll month to month if both of us are happy" read as an automatic renewal). A
 * hundred-and-fifth read 7 of 10 (mended since: a law firm's retainer that "renews on 1 July 2027 unless you let us
 * know in writing by 1 June 2027" read as no renewal, a marketing agreement's "Initial term: 6 months, then rolling
 * monthly" on a line of its own read as none, and a membership "frozen from 1 January 2027 to 31 January 2027" read as
 * ending when the freeze does). A hundred-and-sixth (forty-first session) read 8 of 10, both misses the batch's own
 * answers against readings the project stands by, now put right in the batch: a cleaning agreement that "runs for 12
 * months and will then continue until terminated" is evergreen after its term, as such agreements are here, and a
 * statement of work that "will not be extended except by a change order signed by both parties" provides no renewal,
 * as "shall not be renewed or extended except by a writing signed by both Parties" does not (the first drafted
 * renewal clauses). A hundred-and-seventh read 8 of 10 (mended since: a framework agreement's parties on lines labelled
 * "The Authority:" and "The Supplier:" read as none; left, and asserted here only as not renewing by itself: a
 * contractor's engagement that "ends on 31 October 2027 unless extended by written agreement" reads no renewal rather
 * than a mutual one, an extension "unless extended by ..." being read as named in passing since the renewal model's
 * candidates were cut to sentences that say how a renewal happens, a cut that raised its cross-validated F1). A
 * hundred-and-eighth read 7 of 10 (mended since: an invoice's "Annual licence: 1 June 2027 – 31 May 2028" read no end,
 * a landlord's "we are happy to extend your lease of Unit 4 for a further 12 months" an automatic renewal, and
 * "between Greenfield University and Brightwater Water Trust" on a line before "This MoU will remain ..." one party). A
 * hundred-and-ninth read 8 of 10 (mended since: "Your team's Business plan (25 seats) will renew on 15 March 2027"
 * read no renewal and no end, the possessive's apostrophe breaking "your ... plan", and a water cooler's "the rental
 * continues quarterly until cancelled in writing with one month's notice" no renewal and no notice). A hundred-and-tenth
 * read 8 of 10 (mended since: a gym's "You can continue to use the gym until 28 February 2027" after a cancellation
 * read no end, and a provider's "you're now on a rolling 30-day plan. You can leave any time with 30 days' notice." no
 * renewal and no notice). A hundred-and-eleventh read 7 of 10 (mended since: a sublease's "Sublandlord:" and
 * "Subtenant:" lines read no parties, where the batch had also written "Orion Tech Inc." with the full stop the readers
 * drop, and a retainer's "After that it continues until either party gives one month's notice." no evergreen term;
 * left, and asserted here only as not renewing by itself: "The Client has the option to extend this SOW by up to 3
 * months" reads no renewal, "SOW" being no noun of the agreement's, and making "this SOW" one read "This SOW may be
 * extended by a written change order signed by both parties" as an option rather than mutual).
 * They are read as of 22 November 2026, so renewal dates roll forward.
 */
const AS_OF = '2026-11-22';

const DOCUMENTS: [string, string[], Record<string, unknown>][] = [
  [
    'a mutual NDA: a two-year term, not the five years its confidentiality survives',
    [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'This Mutual Non-Disclosure Agreement (the "Agreement") is entered into as of April 3, 2025 (the "Effective Date") by and between Orchid Analytics, Inc., a Delaware corporation ("Orchid"), and Granite Peak Logistics LLC, a Colorado limited liability company ("Granite Peak").',
      '1. Confidential Information. "Confidential Information" means any non-public information disclosed by one party to the other party, whether orally or in writing, that is designated as confidential or that reasonably should be understood to be confidential.',
      "2. Obligations. The receiving party shall use the disclosing party's Confidential Information only to evaluate a possible business relationship between the parties and shall not disclose it to any third party except its employees and advisers who need to know it.",
      '3. Return of Materials. On request, the receiving party shall return or destroy all Confidential Information of the disclosing party.',
      '7. Term. This Agreement shall remain in effect for two (2) years from the Effective Date. The obligations of confidentiality shall survive for five (5) years following the expiration or termination of this Agreement.',
      '8. Governing Law. This Agreement is governed by the laws of the State of New York.',
      'ORCHID ANALYTICS, INC. By: /s/ Dana Lee Name: Dana Lee Title: CEO',
      'GRANITE PEAK LOGISTICS LLC By: /s/ Mark Ortiz Name: Mark Ortiz Title: Managing Member',
    ],
    {
      effectiveDate: '2025-04-03',
      expirationDate: '2027-04-03',
      renewalKind: 'none',
      noticePeriodDays: null,
      parties: ['Orchid Analytics, Inc', 'Granite Peak Logistics LLC'],
    },
  ],
  [
    'a SaaS agreement whose subscription term renews yearly unless notice of non-renewal',
    [
      'SOFTWARE AS A SERVICE AGREEMENT',
      'This Software as a Service Agreement (the "Agreement") is made as of January 15, 2024 between Brightline Health Partners, P.C. ("Customer") and Mapleware Cloud Services, Inc. ("Provider").',
      '1. Subscription Term. The initial subscription term begins on February 1, 2024 and ends on January 31, 2025. Thereafter, the subscription term will renew automatically for successive twelve (12) month periods unless either party notifies the other in writing of its intent not to renew at least sixty (60) days before the end of the then-current term.',
      '2. Fees. Customer shall pay Provider $48,000 per year, invoiced annually in advance. Invoices are due within thirty (30) days.',
      '3. Service Levels. Provider shall make the Service available 99.9% of the time in each calendar month, excluding scheduled maintenance.',
      '4. Data. Customer owns all Customer Data. Provider shall use Customer Data only to provide the Service.',
      '5. Governing Law. This Agreement is governed by the laws of the State of Washington.',
    ],
    {
      expirationDate: '2025-01-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-01-31',
      cancelByDate: '2026-12-02',
      amount: 48000,
      currency: 'USD',
    },
  ],
  [
    'a consulting agreement that runs until its services are done: no end, no renewal',
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement (the "Agreement") is entered into on June 2, 2025 by and between Harbor & Finch Advisory LLC ("Consultant") and Sunmesa Foods, Inc. ("Client").',
      '1. Services. Consultant shall provide the advisory services described in Exhibit A (the "Services").',
      "2. Term. This Agreement commences on the date above and continues until the Services described in Exhibit A are completed, unless terminated earlier by either party upon thirty (30) days' written notice.",
      '3. Fees. Client shall pay Consultant $250 per hour, invoiced monthly. Client shall pay each invoice within thirty (30) days.',
      '4. Independent Contractor. Consultant is an independent contractor and not an employee of Client.',
      '5. Governing Law. This Agreement is governed by the laws of the State of California.',
    ],
    { effectiveDate: '2025-06-02', expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a lease with a tenant's option to renew: its notice exercises the option, it does not stop a renewal",
    [
      'LEASE AGREEMENT',
      'This Lease Agreement (the "Lease") is made on September 10, 2023 between Crescent Ridge Properties LLC ("Landlord") and Bluebird Pediatrics PLLC ("Tenant").',
      '1. Premises. Landlord leases to Tenant Suite 210 at 4400 Crescent Ridge Road, Austin, Texas (the "Premises").',
      '2. Rent. Tenant shall pay monthly rent of $7,800 on the first day of each month.',
      '3. Term. The term of this Lease shall commence on October 1, 2023 and end on September 30, 2028 (the "Term").',
      '4. Option to Renew. Tenant shall have the option to renew this Lease for one (1) additional term of five (5) years by giving Landlord written notice at least one hundred eighty (180) days prior to the expiration of the Term.',
      '5. Use. Tenant shall use the Premises only as a medical office.',
      '6. Governing Law. This Lease is governed by the laws of the State of Texas.',
    ],
    {
      expirationDate: '2028-09-30',
      renewalKind: 'option',
      autoRenews: false,
      noticePeriodDays: null,
      renewalDate: '2028-09-30',
    },
  ],
  [
    'a data processing addendum in force as long as data is processed: no end date',
    [
      'DATA PROCESSING ADDENDUM',
      'This Data Processing Addendum ("DPA") forms part of the Master Subscription Agreement (the "Agreement") between Lumen Ledger Ltd ("Processor") and Oakfield Insurance Brokers Limited ("Controller") and is effective from 1 July 2024.',
      '1. Processing. The Processor shall process Personal Data only on the documented instructions of the Controller.',
      '2. Security. The Processor shall implement appropriate technical and organisational measures to protect Personal Data.',
      '3. Sub-processors. The Processor shall not engage a sub-processor without the prior written authorisation of the Controller.',
      '10. Duration. This DPA shall remain in force for as long as the Processor processes Personal Data on behalf of the Controller under the Agreement.',
      '11. Governing law. This DPA is governed by the laws of England and Wales.',
    ],
    { effectiveDate: '2024-07-01', expirationDate: null, renewalKind: 'none' },
  ],
  [
    'a contractor agreement that goes on month to month "until either party ends it" on notice',
    [
      'INDEPENDENT CONTRACTOR AGREEMENT',
      'This Independent Contractor Agreement is dated March 3, 2025 and is between Northgate Media Group, Inc., a New York corporation (the "Company"), and Priya Raman, an individual (the "Contractor").',
      '1. Services. The Contractor will write and edit articles as the Company requests from time to time.',
      '2. Payment. The Company will pay the Contractor $600 per article within fifteen (15) days of acceptance.',
      "5. Term. This Agreement begins on March 3, 2025 and continues for six (6) months. After that, it continues on a month-to-month basis until either party ends it with fourteen (14) days' written notice.",
      '6. Ownership. The Company owns all work the Contractor creates under this Agreement.',
      '7. Governing Law. This Agreement is governed by the laws of the State of New York.',
    ],
    {
      effectiveDate: '2025-03-03',
      expirationDate: '2025-09-03',
      noticePeriodDays: 14,
      parties: ['Northgate Media Group, Inc', 'Priya Raman'],
    },
  ],
  [
    "a vendor's support renewal e-mail: a quote to return, not a renewal by itself",
    [
      'Subject: Your support contract renewal - Contract #SC-20931',
      'From: renewals@helixstorage.example',
      'Dear Customer,',
      'Your Premium Support contract for Helix Storage arrays expires on 31 March 2027.',
      'To continue coverage, please return the attached renewal quote by 15 March 2027.',
      'The renewal price for 12 months is £6,240.00 plus VAT.',
      'Kind regards,',
      'Helix Storage Renewals Team',
    ],
    { expirationDate: '2027-03-31', autoRenews: false, cancelByDate: null, amount: 6240, currency: 'GBP' },
  ],
  [
    "an English agreement dated day first, extended automatically unless three months' notice",
    [
      'THIS AGREEMENT is dated 14/02/2025',
      'PARTIES',
      '(1) Kestrel Digital Limited incorporated and registered in England and Wales with company number 08812345 whose registered office is at 12 Quay Street, Bristol BS1 4DJ (the "Agency"); and',
      '(2) Marlow & Finch Interiors Ltd incorporated and registered in England and Wales with company number 10456789 whose registered office is at 3 Mill Lane, Marlow SL7 1QA (the "Client").',
      'AGREED TERMS',
      '1. Services. The Agency shall provide the digital marketing services set out in the Schedule.',
      '2. Commencement and duration',
      '2.1 This agreement shall commence on 1 March 2025 and shall continue for an Initial Period of 12 months.',
      "2.2 At the end of the Initial Period this agreement shall automatically extend for further periods of 12 months unless either party gives to the other not less than three months' written notice to terminate at the end of the Initial Period or the relevant further period.",
      '3. Charges. The Client shall pay the Agency a monthly fee of £3,500 plus VAT.',
      '4. Governing law. This agreement is governed by the law of England and Wales.',
    ],
    {
      effectiveDate: '2025-03-01',
      expirationDate: '2026-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-03-01',
      cancelByDate: '2026-12-01',
      parties: ['Kestrel Digital Limited', 'Marlow & Finch Interiors Ltd'],
    },
  ],
  [
    'an equipment rental of twenty-four months with a holdover',
    [
      'EQUIPMENT RENTAL AGREEMENT',
      'This Equipment Rental Agreement (the "Agreement") is entered into effective May 1, 2025 (the "Effective Date") by Summit Lift Rentals, Inc. ("Lessor") and Copperline Builders Corp. ("Lessee").',
      '1. Equipment. Lessor rents to Lessee the two scissor lifts described in Schedule A (the "Equipment").',
      '2. Rental Period. The rental period is twenty-four (24) months beginning on the Effective Date. If Lessee keeps the Equipment after the rental period ends, the rental continues month to month at the same monthly rate until the Equipment is returned.',
      '3. Rent. Lessee shall pay rent of $2,150 per month in advance.',
      '4. Maintenance. Lessee shall keep the Equipment in good working order.',
      '5. Governing Law. This Agreement is governed by the laws of the State of Ohio.',
    ],
    { effectiveDate: '2025-05-01', expirationDate: '2027-05-01' },
  ],
  [
    'a perpetual licence whose maintenance renews yearly: the maintenance is what renews',
    [
      'SOFTWARE LICENSE AND MAINTENANCE AGREEMENT',
      'This Software License and Maintenance Agreement (the "Agreement") is made effective as of August 1, 2024 (the "Effective Date") between Verity Systems Corp. ("Licensor") and Eastbrook County Water District ("Licensee").',
      "2. License. Licensor grants Licensee a perpetual, non-exclusive, non-transferable license to use the Software at Licensee's facilities.",
      '3. License Fee. Licensee shall pay a one-time license fee of $85,000.',
      '6. Maintenance Term. Maintenance and support services shall be provided for an initial period of one (1) year from the Effective Date and shall renew automatically for successive one (1) year periods unless Licensee gives written notice of non-renewal at least thirty (30) days before the end of the then-current period.',
      '7. Maintenance Fee. The annual maintenance fee is $15,300, payable in advance.',
      '8. Governing Law. This Agreement is governed by the laws of the State of Oregon.',
    ],
    {
      expirationDate: '2025-08-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-08-01',
      cancelByDate: '2027-07-02',
    },
  ],
  [
    "a hosting order's confirmation e-mail that renews on a date unless auto-renew is turned off",
    [
      'Subject: Your order confirmation - Business Hosting',
      'Thank you for your order, Fernhill Books Ltd.',
      'Plan: Business Hosting (annual)',
      'Start date: 12 October 2025',
      'Price: £239.88 per year',
      'Your plan renews automatically on 12 October 2026 at £239.88 unless you turn off auto-renew in your account before then.',
      'Questions? Reply to this e-mail and our support team will help.',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-10-12', amount: 239.88, currency: 'GBP' },
  ],
  [
    'a franchise whose ten years run from an opening still to come, renewable at the franchisee’s option',
    [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement (the "Agreement") is made as of February 20, 2025 between Sunny Spoon Franchising, LLC, a Florida limited liability company ("Franchisor"), and Delgado Family Restaurants, Inc., a Georgia corporation ("Franchisee").',
      '1. Grant. Franchisor grants Franchisee the right to operate one Sunny Spoon restaurant at the location approved by Franchisor.',
      '2. Term. The term of this Agreement is ten (10) years commencing on the date the Restaurant first opens for business (the "Opening Date").',
      '3. Renewal. Franchisee may renew the franchise for two (2) successive terms of five (5) years each if Franchisee is not in default and gives Franchisor written notice at least nine (9) months before the end of the then-current term.',
      '4. Royalty. Franchisee shall pay Franchisor a royalty of five percent (5%) of Gross Sales each week.',
      '5. Governing Law. This Agreement is governed by the laws of the State of Florida.',
    ],
    { expirationDate: null, renewalKind: 'option', autoRenews: false },
  ],
  [
    'an employment agreement that continues until terminated: no end',
    [
      'EMPLOYMENT AGREEMENT',
      'This Employment Agreement (the "Agreement") is made on December 12, 2024 between Larkspur Robotics, Inc., a Delaware corporation (the "Company"), and Tomasz Nowak (the "Employee").',
      '1. Position. The Company employs the Employee as Senior Controls Engineer.',
      "2. Term of Employment. The Employee's employment under this Agreement shall begin on January 6, 2025 and shall continue until terminated by either party in accordance with Section 8.",
      "3. Salary. The Company shall pay the Employee an annual base salary of $165,000, payable in accordance with the Company's payroll practices.",
      "8. Termination. Either party may terminate the Employee's employment at any time on two (2) weeks' written notice.",
      '9. Governing Law. This Agreement is governed by the laws of the State of Massachusetts.',
    ],
    {
      effectiveDate: '2025-01-06',
      expirationDate: 'perpetual',
      renewalKind: 'none',
      parties: ['Larkspur Robotics, Inc', 'Tomasz Nowak'],
    },
  ],
  [
    'a sponsorship for one calendar year, its parties on a "Parties:" line, one a credit union',
    [
      'SPONSORSHIP AGREEMENT',
      'Parties: Riverbend Marathon Association, Inc. ("Organiser") and Tidewater Credit Union ("Sponsor").',
      'Term: 1 January 2026 to 31 December 2026.',
      '1. Sponsorship. The Sponsor shall be the presenting sponsor of the 2026 Riverbend Marathon.',
      '2. Fee. The Sponsor shall pay the Organiser USD 40,000 in two equal instalments.',
      '3. Renewal. This Agreement will not renew automatically. The parties may discuss a sponsorship for 2027 in good faith.',
      '4. Governing law. This Agreement is governed by the laws of the State of Virginia.',
    ],
    {
      effectiveDate: '2026-01-01',
      expirationDate: '2026-12-31',
      renewalKind: 'none',
      parties: ['Riverbend Marathon Association, Inc', 'Tidewater Credit Union'],
    },
  ],
  [
    'a supply agreement of three years renewing yearly unless ninety days’ notice of non-renewal',
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement (the "Agreement") is entered into as of March 15, 2023 (the "Effective Date") by and between Pacific Resin Compounds, Inc., a California corporation ("Supplier"), and Hollister Marine Products, LLC, a Maine limited liability company ("Buyer").',
      '1. Supply. Supplier shall sell and Buyer shall purchase the Products listed in Exhibit A at the prices set out there.',
      '2. Forecasts. Buyer shall provide a rolling six (6) month forecast by the fifth day of each month.',
      '9. Term. The initial term of this Agreement shall be three (3) years from the Effective Date. This Agreement shall automatically renew for additional one (1) year terms unless either party provides written notice of its intent not to renew no later than ninety (90) days prior to the expiration of the then-current term.',
      '10. Governing Law. This Agreement is governed by the laws of the State of California.',
    ],
    {
      effectiveDate: '2023-03-15',
      expirationDate: '2026-03-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-03-15',
      cancelByDate: '2026-12-15',
    },
  ],
  [
    'a German service agreement concluded for an indefinite period',
    [
      'SERVICE AGREEMENT',
      'between Nordlicht IT-Services GmbH, Hamburg ("Provider") and Baltic Freight Forwarding GmbH, Kiel ("Customer").',
      "1. Subject matter. The Provider operates and maintains the Customer's warehouse management system.",
      '2. Remuneration. The Customer pays a monthly flat fee of EUR 4,200 plus VAT.',
      "3. Term and termination. This Agreement enters into force on 1 April 2024 and is concluded for an indefinite period. Either party may terminate it with three months' notice to the end of a calendar quarter.",
      '4. Applicable law. This Agreement is governed by German law.',
    ],
    { effectiveDate: '2024-04-01', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "a monthly plan's renewal reminder",
    [
      'Subject: Your Pro plan renews soon',
      'Hi Jordan,',
      'This is a reminder that your Pro plan (monthly) renews on December 3, 2026 for $29.00.',
      'You can cancel anytime before your renewal date from the Billing page.',
      'Thanks for using Quillpad!',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 1, renewalDate: '2026-12-03', amount: 29, currency: 'USD' },
  ],
  [
    'a distribution agreement ending on its third anniversary, renewing for two years unless six months’ notice',
    [
      'DISTRIBUTION AGREEMENT',
      'This Distribution Agreement (the "Agreement") is dated as of July 1, 2022 (the "Effective Date") between Helvetic Precision Instruments AG, a Swiss corporation ("Manufacturer"), and Coastline Lab Supply, Inc., a New Jersey corporation ("Distributor").',
      '1. Appointment. Manufacturer appoints Distributor as its exclusive distributor of the Products in the Territory.',
      '2. Minimum Purchases. Distributor shall purchase Products worth at least USD 500,000 in each Contract Year.',
      '12. Term. This Agreement shall expire on the third anniversary of the Effective Date, and shall thereafter be renewed automatically for successive periods of two (2) years unless either party notifies the other of non-renewal at least six (6) months prior to the expiration of the then-current term.',
      '13. Governing Law. This Agreement is governed by the laws of the State of New York.',
    ],
    {
      expirationDate: '2025-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 180,
      renewalDate: '2027-07-01',
      cancelByDate: '2027-01-01',
    },
  ],
  [
    'a reseller agreement extended only by mutual written agreement',
    [
      'RESELLER AGREEMENT',
      'This Reseller Agreement (the "Agreement") is effective as of May 5, 2024 (the "Effective Date") between Quantic Vision Software, Inc. ("Vendor") and Prairie Systems Integrators LLC ("Reseller").',
      '1. Appointment. Vendor appoints Reseller as a non-exclusive reseller of the Software in the Territory.',
      "2. Discounts. Reseller shall receive a discount of thirty percent (30%) off Vendor's list prices.",
      '7. Term. This Agreement shall commence on the Effective Date and continue for two (2) years. This Agreement may be extended for additional one-year periods by mutual written agreement of the parties.',
      '8. Governing Law. This Agreement is governed by the laws of the State of Minnesota.',
    ],
    {
      expirationDate: '2026-05-05',
      renewalKind: 'mutual',
      autoRenews: false,
      noticePeriodDays: null,
      renewalDate: '2026-05-05',
    },
  ],
  [
    'a purchase order: no term, and its total, not a unit price',
    [
      'PURCHASE ORDER',
      'PO Number: 4521',
      'Date: 2025-09-18',
      'Vendor: Acme Office Supply Co.',
      'Bill to: Westbrook Dental Associates, PC',
      'Items: 12 x Toner cartridge HP 58A at $142.50; 2 x Paper case A4 at $66.25',
      'Total: $1,842.50',
      'Payment terms: Net 30',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null, amount: 1842.5, currency: 'USD' },
  ],
  [
    'an English tenancy that goes on from month to month, with notice to end it in the sentence after',
    [
      'ASSURED SHORTHOLD TENANCY AGREEMENT',
      'This agreement is made on 20 August 2025 between Hollis Property Lettings Ltd (the "Landlord") and Amira Haddad (the "Tenant").',
      '1. The property. The Landlord lets the Tenant the flat at 14 Weaver Court, Leeds LS6 2AB.',
      "2. Term. The tenancy begins on 1 September 2025 for a fixed term of 12 months. After the fixed term ends, the tenancy will continue as a periodic tenancy from month to month until ended by either party. The Tenant must give the Landlord at least one month's written notice to end a periodic tenancy.",
      '3. Rent. The rent is £1,150 per month, payable in advance on the first day of each month.',
      '4. Deposit. The Tenant shall pay a deposit of £1,326, protected in a government-approved scheme.',
    ],
    { effectiveDate: '2025-09-01', expirationDate: '2026-09-01', noticePeriodDays: 30 },
  ],
  [
    "a reseller's renewal notice with a day-first date in pounds and seven days to make changes",
    [
      'Subject: Upcoming renewal - Microsoft 365 Business Standard',
      'Dear Calder & Moss Architects,',
      'Your Microsoft 365 Business Standard subscription (25 licences) will renew automatically on 01/02/2027 for £2,970.00 per year.',
      'To change the number of licences or cancel, contact us at least 7 days before the renewal date.',
      'Best regards,',
      'Northline IT Solutions Ltd, Cheltenham',
    ],
    {
      renewalKind: 'automatic',
      renewalDate: '2027-02-01',
      noticePeriodDays: 7,
      cancelByDate: '2027-01-25',
      amount: 2970,
      currency: 'GBP',
    },
  ],
  [
    "an insurance policy's declarations: its policy period and premium, no renewal",
    [
      'COMMERCIAL GENERAL LIABILITY POLICY DECLARATIONS',
      'Policy Number: CGL 4471920',
      'Named Insured: Brookside Veterinary Clinic, LLC',
      'Insurer: Granite State Mutual Insurance Company',
      'Policy Period: From 04/15/2026 to 04/15/2027 at 12:01 A.M. standard time at the address of the Named Insured.',
      'Limits of Insurance: Each Occurrence $1,000,000; General Aggregate $2,000,000.',
      'Total Annual Premium: $3,482.00',
    ],
    { effectiveDate: '2026-04-15', expirationDate: '2027-04-15', renewalKind: 'none', amount: 3482 },
  ],
  [
    'a managed services agreement of thirty-six months, renewing yearly unless thirty days’ notice',
    [
      'MANAGED SERVICES AGREEMENT',
      'This Managed Services Agreement (the "Agreement") is dated as of October 1, 2024 (the "Effective Date") and is between Ironclad Networks, Inc., a Texas corporation ("Provider"), and Bayou Title Company, LLC, a Louisiana limited liability company ("Client").',
      "1. Services. Provider shall monitor and manage Client's network as described in Schedule 1.",
      '2. Fees. Client shall pay Provider $3,750 per month.',
      '3. Term. This Agreement shall commence on the Effective Date and shall continue in full force and effect for a period of thirty-six (36) months, unless earlier terminated. Upon expiration, this Agreement shall renew for successive twelve (12) month periods unless either party gives written notice of termination at least thirty (30) days prior to the end of the then current term.',
      '4. Governing Law. This Agreement is governed by the laws of the State of Louisiana.',
    ],
    {
      expirationDate: '2027-10-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-10-01',
      cancelByDate: '2027-09-01',
    },
  ],
  [
    'a maintenance agreement for a period written in words, with a school board',
    [
      'PREVENTIVE MAINTENANCE AGREEMENT',
      'This Preventive Maintenance Agreement is made between Keystone HVAC Services, Inc. ("Contractor") and the Board of Education of the Lakeview School District ("District").',
      '1. Period. This Agreement covers the period from the first day of January, 2026 through the thirty-first day of December, 2026.',
      "2. Services. Contractor shall inspect and service the heating and cooling equipment at the District's four school buildings twice during the period.",
      '3. Price. The District shall pay Contractor $18,400 for the period, in two equal payments.',
      '4. Insurance. Contractor shall carry general liability insurance of at least $1,000,000 per occurrence.',
    ],
    {
      effectiveDate: '2026-01-01',
      expirationDate: '2026-12-31',
      parties: ['Keystone HVAC Services, Inc', 'Board of Education of the Lakeview School District'],
    },
  ],
  [
    'a trademark licence whose non-renewal notice has a section of its own',
    [
      'TRADEMARK LICENSE AGREEMENT',
      'This Trademark License Agreement (the "Agreement") is effective as of June 30, 2021 (the "Effective Date") by and between Bold Harbor Brands, LLC, a Delaware limited liability company ("Licensor"), and Tristar Apparel Group, Inc., a North Carolina corporation ("Licensee").',
      '1. License. Licensor grants Licensee a non-exclusive license to use the Marks on apparel sold in the Territory.',
      '4. Royalties. Licensee shall pay Licensor royalties of eight percent (8%) of Net Sales each quarter.',
      '5.1 Term. The initial term is five (5) years from the Effective Date.',
      '5.2 Renewal. Thereafter this Agreement renews automatically for successive one (1) year periods.',
      '5.3 Non-Renewal. Either party may elect not to renew this Agreement by written notice delivered at least one hundred twenty (120) days before the end of the then-current term.',
      '6. Governing Law. This Agreement is governed by the laws of the State of Delaware.',
    ],
    {
      expirationDate: '2026-06-30',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 120,
      renewalDate: '2027-06-30',
      cancelByDate: '2027-03-02',
    },
  ],
  [
    'a statement of work for a client named "Evergreen": its own period, not the master agreement’s date, and no evergreen term',
    [
      'STATEMENT OF WORK No. 3',
      'This Statement of Work is issued under the Master Consulting Agreement dated May 12, 2023 between Lattice Point Consulting LLC ("Consultant") and Evergreen Mutual Insurance Company ("Client").',
      'Project: Claims system data migration',
      'Period of Performance: January 5, 2026 – June 30, 2026',
      'Fees: Time and materials, not to exceed $240,000.',
      'Deliverables: migration plan, migrated data, reconciliation report.',
    ],
    { effectiveDate: '2026-01-05', expirationDate: '2026-06-30', renewalKind: 'none' },
  ],
  [
    'an agency agreement renewing by quarters unless four weeks’ notice',
    [
      'SOCIAL MEDIA MANAGEMENT AGREEMENT',
      'This Agreement is made on 20 January 2026 between Brightwave Social Ltd ("Agency") and Pemberton Garden Centres Limited ("Client").',
      "1. Services. The Agency will manage the Client's social media accounts as set out in the Schedule.",
      "2. Term. The initial period is six (6) months from 1 February 2026. This Agreement will automatically renew for successive three (3) month periods unless either party gives at least four (4) weeks' written notice before the end of the current period.",
      '3. Fees. The Client will pay the Agency £1,800 per month plus VAT.',
      '4. Governing law. This Agreement is governed by the law of England and Wales.',
    ],
    {
      expirationDate: '2026-08-01',
      renewalKind: 'automatic',
      renewalTermMonths: 3,
      noticePeriodDays: 28,
      renewalDate: '2027-02-01',
      cancelByDate: '2027-01-04',
    },
  ],
  [
    'a physician agreement effective on the last signature',
    [
      'MEDICAL DIRECTOR AGREEMENT',
      'This Medical Director Agreement (the "Agreement") is between Clearwater Infusion Centers, LLC, a Texas limited liability company (the "Company"), and Dr. Elena Marquez, an individual residing in Austin, Texas (the "Physician").',
      "1. Duties. The Physician shall serve as medical director of the Company's Austin infusion center.",
      '2. Compensation. The Company shall pay the Physician $6,500 per month.',
      '3. Term. This Agreement shall be effective on the date of the last signature below and shall continue for one (1) year.',
      'CLEARWATER INFUSION CENTERS, LLC',
      'By: /s/ Robert Haines',
      'Name: Robert Haines, CEO',
      'Date: March 3, 2025',
      'PHYSICIAN',
      '/s/ Elena Marquez, M.D.',
      'Date: March 10, 2025',
    ],
    { effectiveDate: '2025-03-10', expirationDate: '2026-03-10' },
  ],
  [
    'a marketing agreement ending "on the date that is eighteen (18) months after the Effective Date"',
    [
      'JOINT MARKETING AGREEMENT',
      'This Joint Marketing Agreement (the "Agreement") is entered into as of January 31, 2025 (the "Effective Date") by and between Summit Peak Outfitters, Inc., a Colorado corporation ("Summit"), and Trailhead Media Group LLC, a Utah limited liability company ("Trailhead").',
      "1. Campaign. The parties shall jointly market Summit's products through Trailhead's publications.",
      '2. Costs. Each party bears its own costs.',
      '6. Term. The term of this Agreement begins on the Effective Date and ends on the date that is eighteen (18) months after the Effective Date.',
      '7. Governing Law. This Agreement is governed by the laws of the State of Colorado.',
    ],
    { expirationDate: '2026-07-31', renewalKind: 'none' },
  ],
  [
    "an office lease whose term runs from a commencement still to come, given on a line of the lease's key terms",
    [
      'OFFICE LEASE',
      'This Office Lease (this "Lease") is entered into as of November 3, 2025 by and between Meridian Tower Owner LLC, a Delaware limited liability company ("Landlord"), and Clearpath Genomics, Inc., a Delaware corporation ("Tenant").',
      'BASIC LEASE INFORMATION',
      'Premises: Suite 1200, Meridian Tower, 500 Harbor Boulevard, San Diego, California.',
      'Lease Term: Sixty-three (63) months.',
      'Commencement Date: The later of (a) March 1, 2026 or (b) the date the Tenant Improvements are substantially completed.',
      'Base Rent: $38,500 per month, increasing three percent (3%) each year.',
      'Extension Option: Tenant has one (1) option to extend the Lease Term for five (5) years on written notice given not less than twelve (12) months before the expiration of the Lease Term.',
    ],
    { expirationDate: null, renewalKind: 'option', autoRenews: false, noticePeriodDays: null },
  ],
  [
    'an order form dated in ISO dates, renewing unless forty-five days’ notice',
    [
      'ORDER FORM',
      'Customer: Hawthorne Pediatric Dentistry, PLLC',
      'Supplier: Toothline Software, Inc.',
      'Order Date: 2026-02-02',
      'Service Start Date: 2026-02-15',
      'Subscription Period: 12 months from the Service Start Date',
      'Auto-Renewal: Yes, for successive 12-month periods',
      'Non-Renewal Notice: 45 days prior to end of Subscription Period',
      'Annual Fee: USD 6,600',
      'This Order Form is governed by the Toothline Terms of Service.',
    ],
    {
      effectiveDate: '2026-02-15',
      expirationDate: '2027-02-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 45,
      renewalDate: '2027-02-15',
      cancelByDate: '2027-01-01',
    },
  ],
  [
    'a warranty ending on a day-first date, renewable only if the customer pays',
    [
      'Subject: Your extended warranty is ending',
      'Dear Mr. Okafor,',
      'Your extended warranty for the Lumio X200 dishwasher (serial 88-41207) expires on 15/05/2027.',
      'Renew now for another two years of cover for £89.00. If you do nothing, your cover will simply end on that date.',
      'Homeguard Appliance Care Ltd, Reading',
    ],
    { expirationDate: '2027-05-15', autoRenews: false },
  ],
  [
    'a payroll agreement whose notice is given in business days',
    [
      'PAYROLL SERVICES AGREEMENT',
      'This Payroll Services Agreement (the "Agreement") is entered into as of September 1, 2025 (the "Effective Date") by and between PayLedger Services, Inc. ("PayLedger") and Cobalt Creek Brewing Company ("Client").',
      "1. Services. PayLedger shall process Client's payroll every two weeks.",
      '2. Fees. Client shall pay $18 per employee per payroll run.',
      '3. Term. The initial term of this Agreement is one (1) year from the Effective Date. This Agreement renews automatically for successive one (1) year terms unless Client notifies PayLedger of non-renewal at least ten (10) business days before the renewal date.',
      '4. Governing Law. This Agreement is governed by the laws of the State of Oregon.',
    ],
    {
      expirationDate: '2026-09-01',
      renewalKind: 'automatic',
      noticePeriodDays: 14,
      renewalDate: '2027-09-01',
      cancelByDate: '2027-08-18',
    },
  ],
  [
    'an English agency agreement in force until a date and "thereafter from year to year"',
    [
      'AGENCY AGREEMENT',
      'This Agency Agreement is made on 12 January 2024 between Solent Marine Brokers Limited ("the Principal") and Harbourside Yacht Sales Limited ("the Agent").',
      '1. Appointment. The Principal appoints the Agent as its non-exclusive agent for the sale of new yachts in the Territory.',
      '2. Commission. The Agent shall receive a commission of four per cent (4%) of the price of each yacht it sells.',
      "3. Duration. This Agreement shall remain in force until 31 December 2026, and thereafter from year to year unless terminated by either party giving sixty days' notice prior to the end of any year.",
      '4. Law. This Agreement is governed by English law.',
    ],
    {
      expirationDate: '2026-12-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2026-12-31',
      cancelByDate: '2026-11-01',
    },
  ],
  [
    'a Canadian agreement laid out "BETWEEN: ... AND:", its term "commencing on the date hereof"',
    [
      'SERVICES AGREEMENT',
      'THIS AGREEMENT made this 3rd day of April, 2024.',
      'BETWEEN:',
      'NORTHERN LIGHTS JANITORIAL LTD., a corporation incorporated under the laws of the Province of Manitoba',
      '(the "Contractor")',
      'AND:',
      'PRAIRIE GATE SHOPPING CENTRE INC., a corporation incorporated under the laws of Canada',
      '(the "Owner")',
      '1. Services. The Contractor shall clean the common areas of the Prairie Gate Shopping Centre each night.',
      '2. Term. This Agreement shall be for a term of three (3) years commencing on the date hereof.',
      '3. Price. The Owner shall pay the Contractor $14,200 per month plus applicable taxes.',
    ],
    { effectiveDate: '2024-04-03', expirationDate: '2027-04-03' },
  ],
  [
    'an Indian agreement valid "for a period of 2 (two) years w.e.f. 1st April 2025", its fee in lakhs',
    [
      'SOFTWARE SUPPORT AGREEMENT',
      'This Software Support Agreement is executed at Pune on this 20th day of March, 2025 between Sahyadri Infotech Private Limited, a company incorporated under the Companies Act, 2013 (hereinafter referred to as the "Service Provider") and Konkan Agro Exports Limited, a company incorporated under the Companies Act, 1956 (hereinafter referred to as the "Client").',
      "1. Scope. The Service Provider shall support the Client's ERP system.",
      '2. Term. This Agreement shall be valid for a period of 2 (two) years w.e.f. 1st April 2025.',
      '3. Fees. The Client shall pay the Service Provider INR 12,00,000 per annum, payable quarterly in advance.',
      '4. Jurisdiction. The courts at Pune shall have exclusive jurisdiction.',
    ],
    { effectiveDate: '2025-04-01', expirationDate: '2027-04-01', amount: 1200000, currency: 'INR' },
  ],
  [
    'a sublease ending on the earlier of a date and the end of the master lease',
    [
      'SUBLEASE AGREEMENT',
      'This Sublease Agreement (this "Sublease") is made as of May 14, 2025 between Vantage Legal Group, LLP ("Sublandlord") and Blue Heron Design Studio, Inc. ("Subtenant").',
      '1. Subleased Premises. Sublandlord subleases to Subtenant a portion of the fourth floor of 200 Market Street, Portland, Oregon.',
      '2. Term. The term of this Sublease shall commence on June 1, 2025 and shall terminate on the earlier of (i) August 31, 2027 or (ii) the termination of the Master Lease.',
      '3. Rent. Subtenant shall pay Sublandlord monthly rent of $9,250.',
      '4. Master Lease. This Sublease is subject to the lease between Sublandlord and Market Street Holdings LLC dated March 1, 2019 (the "Master Lease").',
    ],
    { expirationDate: '2027-08-31' },
  ],
  [
    'a small business\'s plan in plain words: "unless you tell us ... that you do not want it to renew"',
    [
      'Website Care Plan - Terms',
      'These terms are between Pixelmoss Studio Ltd ("we", "us") and Orchard Lane Bakery Ltd ("you").',
      '1. Your plan. We will host, update and back up your website each month.',
      '2. How long the plan lasts. Your plan lasts for 12 months starting on 1 December 2025. It will renew for a further 12 months at the end of that period and on each anniversary after that, unless you tell us in writing at least 30 days before that you do not want it to renew.',
      '3. Price. The plan costs £65 a month, paid by direct debit.',
    ],
    {
      expirationDate: '2026-12-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      cancelByDate: '2026-11-01',
    },
  ],
  [
    "a click-through terms of service whose subscriptions renew unless thirty days' notice",
    [
      'CLOUDPAD TERMS OF SERVICE',
      'These Terms of Service govern the use of the Cloudpad service by the customer that accepts them ("Customer") and Cloudpad Labs, Inc. ("Cloudpad").',
      '1. Subscriptions. Customer may purchase subscriptions to the Service in an Order Form.',
      '2. Fees. Customer shall pay all fees specified in Order Forms. Fees are non-cancellable and non-refundable.',
      '3. Term of Subscriptions. Unless otherwise specified in an Order Form, subscriptions will automatically renew for additional periods equal to the expiring subscription term or one year (whichever is shorter), unless either party gives the other notice of non-renewal at least 30 days before the end of the relevant subscription term.',
      '4. Governing Law. These Terms are governed by the laws of the State of Delaware.',
    ],
    { expirationDate: null, renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "a recruiter's terms of business: no term, no renewal",
    [
      'TERMS OF BUSINESS FOR THE SUPPLY OF PERMANENT CANDIDATES',
      'These terms apply between Brightpath Recruitment Ltd ("the Agency") and the client to whom the Agency introduces candidates ("the Client").',
      "1. Fees. The Client shall pay the Agency a fee of 18% of the candidate's first year basic salary for each candidate it employs.",
      "2. Payment. Invoices are payable within 14 days of the candidate's start date.",
      '3. Rebate. If the candidate leaves within 8 weeks of starting, the Agency will refund 50% of the fee.',
      '4. Law. These terms are governed by the law of England and Wales.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an elevator maintenance contract "renewed for like periods unless cancelled"',
    [
      'ELEVATOR MAINTENANCE CONTRACT',
      'This Contract is made between Skyline Elevator Service Co. ("Contractor") and the Riverside Towers Condominium Association ("Owner").',
      '1. Services. Contractor shall examine, lubricate and adjust the two passenger elevators at 88 Riverside Drive each month.',
      '2. Price. Owner shall pay Contractor $1,240 per month.',
      '3. Term. This Contract is for one year from July 1, 2025, and shall be renewed for like periods unless cancelled in writing by either party thirty (30) days prior to the expiration date.',
    ],
    {
      effectiveDate: '2025-07-01',
      expirationDate: '2026-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-07-01',
      cancelByDate: '2027-06-01',
    },
  ],
  [
    "a leased line's minimum term, then until terminated on ninety days' notice",
    [
      'BUSINESS CONNECTIVITY SERVICE SCHEDULE',
      'Customer: Greyfriars Accountancy LLP',
      'Provider: Fibrelink Business Ltd',
      'Service: 1 Gbps leased line, 12 Abbey Street, Norwich',
      'Service Commencement Date: 14 March 2024',
      'Minimum Term: 36 months from the Service Commencement Date.',
      "After the Minimum Term the Service continues until terminated by either party on 90 days' notice.",
      'Charges: £495 per month, plus VAT.',
    ],
    { effectiveDate: '2024-03-14', expirationDate: '2027-03-14', noticePeriodDays: 90 },
  ],
  [
    'a memorandum of understanding between a trust and "the" league, in effect until terminated',
    [
      'MEMORANDUM OF UNDERSTANDING',
      'This Memorandum of Understanding ("MOU") is dated 5th May, 2025 and is between Kestrel Community Health Trust and the Riverside Youth Football League, Inc. (each a "Party").',
      '1. Purpose. The Parties will work together to offer free sports physicals to league players.',
      '2. No fees. Neither Party will pay the other for the activities under this MOU.',
      '3. Term. This MOU will remain in effect until terminated by either Party upon written notice to the other Party.',
    ],
    {
      expirationDate: 'perpetual',
      renewalKind: 'none',
      parties: ['Kestrel Community Health Trust', 'Riverside Youth Football League, Inc'],
    },
  ],
  [
    "a government contract's base year with option years",
    [
      'CONTRACT NO. W91-25-C-0412',
      'Contractor: Redline Facility Services, Inc.',
      'Agency: U.S. Army Corps of Engineers, Tulsa District',
      'Description: Custodial services for the Keystone Lake project office.',
      'Period of Performance:',
      'Base Year: October 1, 2025 through September 30, 2026',
      'Option Year 1: October 1, 2026 through September 30, 2027',
      'Option Year 2: October 1, 2027 through September 30, 2028',
      'The Government may extend the term of this contract by exercising an option by written notice to the Contractor before the end of the current period of performance.',
      'Total Base Year Price: $212,640.00',
    ],
    {
      effectiveDate: '2025-10-01',
      expirationDate: '2026-09-30',
      renewalKind: 'option',
      autoRenews: false,
      noticePeriodDays: null,
      amount: 212640,
    },
  ],
  [
    "an SSL certificate's auto-renewal e-mail",
    [
      'Subject: Your SSL certificate renews soon',
      'Hello,',
      'Your SSL certificate for shop.lanternhill.example expires on 12/20/2026.',
      'Auto-renewal is ON: we will charge your card on file $79.99 on 12/13/2026 and issue the new certificate automatically.',
      'To turn off auto-renewal, visit your account dashboard.',
      'CertHarbor',
    ],
    { renewalKind: 'automatic', renewalDate: '2026-12-20', amount: 79.99 },
  ],
  [
    "a school district's agreement to the end of its fiscal year",
    [
      'SOFTWARE RESELLER QUOTE ACCEPTANCE AND SERVICES AGREEMENT',
      'This Services Agreement (the "Agreement") is entered into on August 12, 2025 between Brightwater Unified School District ("Customer") and EduSync Solutions, LLC ("Vendor").',
      '1. Services. Vendor shall implement and support the student information system described in Exhibit A.',
      '2. Fees. Customer shall pay Vendor $96,000, invoiced in four quarterly installments.',
      "3. Term. This Agreement begins on the date above and shall continue until June 30, 2027, the end of Customer's fiscal year 2027.",
      '4. Non-appropriation. If funds are not appropriated for any fiscal year, Customer may terminate this Agreement at the end of the last fiscal year for which funds were appropriated.',
    ],
    { effectiveDate: '2025-08-12', expirationDate: '2027-06-30', renewalKind: 'none' },
  ],
  [
    'an engagement letter month to month from its first day: no one-month term, thirty days’ notice',
    [
      'ENGAGEMENT LETTER',
      'February 1, 2026',
      'Mr. Daniel Reyes, Owner',
      'Reyes Family Bakeries, Inc.',
      '1400 Commerce Street, San Antonio, Texas',
      'Dear Mr. Reyes:',
      'This letter confirms that Alvarez & Stone CPAs, PLLC will provide monthly bookkeeping services to Reyes Family Bakeries, Inc.',
      "Our engagement begins on February 1, 2026 and continues on a month-to-month basis until terminated by either party with thirty (30) days' written notice.",
      'Our fee is $1,150 per month, billed at the start of each month.',
      'Sincerely,',
      'Alvarez & Stone CPAs, PLLC',
    ],
    { effectiveDate: '2026-02-01', expirationDate: null, noticePeriodDays: 30 },
  ],
  [
    'a dealer agreement to the end of its first year, then "for successive calendar years" unless notice by October 1',
    [
      'DEALER AGREEMENT',
      'This Dealer Agreement (the "Agreement") is made on June 3, 2025 between Northwind Marine Engines, Inc., a Michigan corporation ("Manufacturer"), and Lakeshore Boat Works LLC, a Wisconsin limited liability company ("Dealer").',
      '1. Appointment. Manufacturer appoints Dealer as an authorized dealer of outboard engines in the Territory.',
      "2. Purchases. Dealer shall buy engines at Manufacturer's dealer prices in effect at the time of order.",
      '9. Term. This Agreement shall remain in effect until December 31 of the year in which it is signed and thereafter for successive calendar years, unless either party gives written notice of non-renewal to the other on or before October 1 of the then-current year.',
      '10. Governing Law. This Agreement is governed by the laws of the State of Michigan.',
    ],
    {
      effectiveDate: '2025-06-03',
      expirationDate: '2025-12-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2026-12-31',
      cancelByDate: '2026-10-01',
    },
  ],
  [
    'a staffing agreement whose effective date is a line of its own',
    [
      'STAFFING SERVICES AGREEMENT',
      'Effective Date: January 10, 2025',
      'Client: Sunbelt Distribution Centers, Inc.',
      'Staffing Company: Peakforce Staffing Solutions, LLC',
      "1. Services. Staffing Company shall provide temporary warehouse workers at Client's request.",
      '2. Rates. Client shall pay the hourly bill rates in Schedule A.',
      '3. Term. This Agreement shall be effective for an initial term of one (1) year commencing on the Effective Date and shall automatically renew for additional one (1) year terms unless terminated by either party upon sixty (60) days written notice prior to the anniversary date.',
      "4. Insurance. Staffing Company shall maintain workers' compensation insurance as required by law.",
    ],
    {
      effectiveDate: '2025-01-10',
      expirationDate: '2026-01-10',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-01-10',
      cancelByDate: '2026-11-11',
    },
  ],
  [
    "a vehicle lease's scheduled termination date",
    [
      'MOTOR VEHICLE LEASE AGREEMENT (CLOSED END)',
      'Lessor: Capital City Auto Leasing, Inc.',
      'Lessee: Maple Grove Landscaping LLC',
      'Vehicle: 2025 Ford F-150 XL, VIN 1FTFW1E50SKD12345',
      'Lease Term: 36 months',
      'First payment due: 05/15/2025',
      'Monthly payment: $689.00',
      'Scheduled termination date: 05/14/2028',
      'Excess mileage charge: $0.25 per mile over 36,000 miles.',
    ],
    { expirationDate: '2028-05-14' },
  ],
  [
    'a term ending on an anniversary of a go-live date still to come: no end',
    [
      'IMPLEMENTATION AND SUPPORT AGREEMENT',
      'This Implementation and Support Agreement (the "Agreement") is entered into as of September 8, 2025 (the "Effective Date") by and between Ledgerline Software, Inc. ("Ledgerline") and Coastal Credit Union ("Customer").',
      '1. Implementation. Ledgerline shall implement the Software for Customer. "Go-Live Date" means the date on which Customer first uses the Software in production.',
      '2. Support. Ledgerline shall provide support from the Go-Live Date.',
      '3. Term. This Agreement will expire on the second anniversary of the Go-Live Date.',
      '4. Fees. Customer shall pay the fees in Exhibit B.',
    ],
    { expirationDate: null },
  ],
  [
    'a confidentiality agreement of three years "from the date of the last signature below"',
    [
      'CONFIDENTIALITY AGREEMENT',
      'This Confidentiality Agreement is between Bluestem Capital Partners, LLC and Oakridge Precision Machining, Inc.',
      '1. Purpose. The parties will exchange confidential information to evaluate a possible acquisition.',
      "2. Obligations. Each party shall keep the other party's confidential information secret.",
      '3. Term. This Agreement shall remain in force for three (3) years from the date of the last signature below.',
      'BLUESTEM CAPITAL PARTNERS, LLC',
      'By: /s/ Karen Liu',
      'Date: October 2, 2025',
      'OAKRIDGE PRECISION MACHINING, INC.',
      'By: /s/ Paul Novak',
      'Date: October 6, 2025',
    ],
    { effectiveDate: '2025-10-06', expirationDate: '2028-10-06' },
  ],
  [
    "an energy supplier's notice that a fixed price plan ends",
    [
      'Subject: Your fixed price plan is ending',
      'Dear Ms. Patel,',
      'Your Fix & Save 24 electricity plan ends on 30 April 2027.',
      "If you don't choose a new plan before then, we'll move you to our Standard Variable tariff, which you can leave at any time.",
      'Your account number: 88123456',
      'Brightgrid Energy',
    ],
    { expirationDate: '2027-04-30', autoRenews: false },
  ],
  [
    'a consulting agreement ending on completion or on a date, whichever is earlier',
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is made as of April 14, 2026 by and between Granite Ridge Water Authority (the "Authority") and Hydrologic Design Partners, Inc. (the "Consultant").',
      "1. Services. The Consultant shall prepare a study of the Authority's reservoir capacity.",
      '2. Compensation. The Authority shall pay the Consultant a fixed fee of $148,000.',
      '3. Term. This Agreement shall terminate upon completion of the study or on December 31, 2026, whichever is earlier.',
      '4. Records. The Consultant shall keep records of its work for three (3) years after final payment.',
    ],
    { effectiveDate: '2026-04-14', expirationDate: '2026-12-31' },
  ],
  [
    'an NDA "effective until terminated by either party": no end',
    [
      'NON-DISCLOSURE AGREEMENT',
      'This Non-Disclosure Agreement is entered into as of August 18, 2025 by and between Sterling Biologics, Inc., a Delaware corporation, and Pinecone Analytics LLC, an Oregon limited liability company.',
      '1. Confidential Information. Each party may disclose confidential information to the other party.',
      "2. Term. This Agreement is effective until terminated by either party on thirty (30) days' written notice. The obligations of confidentiality shall survive for three (3) years after termination.",
      '3. Governing Law. This Agreement is governed by the laws of the State of Delaware.',
    ],
    { expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    'a facilities agreement "until the third (3rd) anniversary thereof"',
    [
      'FACILITIES SERVICES AGREEMENT',
      'This Facilities Services Agreement (the "Agreement") is dated as of March 1, 2024 (the "Effective Date") and is between Brightline Facility Management, Inc. ("Contractor") and Harborview Medical Office Park, LLC ("Owner").',
      '1. Services. Contractor shall provide janitorial, landscaping and HVAC maintenance services at the Property.',
      '2. Fees. Owner shall pay Contractor $22,500 per month.',
      '3. Term. This Agreement shall commence on the Effective Date and continue until the third (3rd) anniversary thereof, unless terminated earlier in accordance with Section 9.',
    ],
    { effectiveDate: '2024-03-01', expirationDate: '2027-03-01' },
  ],
  [
    'a research agreement dated "this 1st day of July, 2023", extended only by mutual agreement',
    [
      'RESEARCH COLLABORATION AGREEMENT',
      'THIS AGREEMENT is made this 1st day of July, 2023 between Northern Plains University, a public university of the State of North Dakota ("University"), and Prairie Grain Genomics, Inc., a North Dakota corporation ("Company").',
      '1. Research. The University shall conduct the research program described in Appendix A.',
      '2. Funding. The Company shall pay the University $350,000 per year.',
      '3. Term. This Agreement shall continue for a period of five (5) years from the date of this Agreement (the "Term"). The parties may extend the Term by mutual agreement in writing.',
    ],
    { effectiveDate: '2023-07-01', expirationDate: '2028-07-01', renewalKind: 'mutual', autoRenews: false },
  ],
  [
    'an outsourcing agreement whose notice is "not less than three (3) months nor more than six (6) months"',
    [
      'OUTSOURCING AGREEMENT',
      'This Agreement is made on 5 December 2024 between Meridian Payroll Services Limited ("Supplier") and Thistle Housing Association Limited ("Customer").',
      "1. Services. The Supplier shall provide payroll processing services for the Customer's employees.",
      '2. Charges. The Customer shall pay the Supplier £7,200 per month.',
      '3. Duration. This Agreement shall continue for an initial period of three (3) years from 1 January 2025 and shall then renew for further periods of one (1) year unless either party gives the other not less than three (3) months nor more than six (6) months written notice prior to the expiry of the initial period or any renewal period.',
    ],
    {
      expirationDate: '2028-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2028-01-01',
      cancelByDate: '2027-10-01',
    },
  ],
  [
    'a Singapore agreement with a Malaysian party, numbered "(1)" and "(2)"',
    [
      'SERVICES AGREEMENT',
      'THIS AGREEMENT is dated this 15th day of September 2025',
      'BETWEEN',
      '(1) Lionsgate Analytics Pte. Ltd. (UEN 201812345K), a company incorporated in Singapore ("Lionsgate"); and',
      '(2) Tanjung Palm Resources Sdn. Bhd. (Company No. 123456-X), a company incorporated in Malaysia ("Tanjung").',
      '1. Services. Lionsgate shall provide data analytics services to Tanjung.',
      '2. Fees. Tanjung shall pay Lionsgate SGD 18,000 per month.',
      '3. Term. This Agreement shall be for a term of two (2) years commencing from the date hereof.',
    ],
    {
      effectiveDate: '2025-09-15',
      expirationDate: '2027-09-15',
      parties: ['Lionsgate Analytics Pte. Ltd', 'Tanjung Palm Resources Sdn. Bhd'],
    },
  ],
  [
    'a quote whose subscription "does not auto-renew"',
    [
      'QUOTE ACCEPTANCE - SUBSCRIPTION',
      'Customer: Redfern Civil Engineers Ltd',
      'Vendor: Planwise Software Ltd',
      'Product: Planwise Enterprise, 40 seats',
      'Subscription term: 01-Oct-2025 to 30-Sep-2026',
      'This subscription does not auto-renew.',
      'Total: GBP 14,400.00',
    ],
    { effectiveDate: '2025-10-01', expirationDate: '2026-09-30', renewalKind: 'none', amount: 14400 },
  ],
  [
    'a marketing agreement "automatically extended" unless notice "of its intent not to extend"',
    [
      'MARKETING SERVICES AGREEMENT',
      'This Marketing Services Agreement (the "Agreement") is effective as of February 1, 2026 (the "Effective Date") by and between Bluewater Dental Partners, LLC ("Client") and Signal & Spark Media, Inc. ("Agency").',
      '1. Services. Agency shall provide the marketing services described in Exhibit A.',
      '2. Fees. Client shall pay Agency $8,500 per month.',
      '3. Term. The term of this Agreement shall be for one (1) year commencing on the Effective Date and shall be automatically extended for additional one (1) year periods unless either party notifies the other party in writing at least forty-five (45) days prior to the end of the then-current term of its intent not to extend.',
    ],
    {
      expirationDate: '2027-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 45,
      renewalDate: '2027-02-01',
      cancelByDate: '2026-12-18',
    },
  ],
  [
    'a statement of work "effective from 15 January 2026 until 14 July 2026"',
    [
      'STATEMENT OF WORK 7',
      'Customer: Hollowell Manufacturing Ltd',
      'Supplier: Ardent Data Consulting Ltd',
      'Term: This SOW is effective from 15 January 2026 until 14 July 2026 unless extended by a Change Order.',
      'Scope: data warehouse migration and reporting.',
      'Charges: £950 per consultant day.',
    ],
    { effectiveDate: '2026-01-15', expirationDate: '2026-07-14', renewalKind: 'none' },
  ],
  [
    'a subscription renewing "on each anniversary of the Effective Date" unless cancelled sixty days before',
    [
      'SOFTWARE SUBSCRIPTION AGREEMENT',
      'Effective Date: June 1, 2024',
      'Customer: Tidewater Home Health, Inc.',
      'Provider: CareRoute Software LLC',
      '1. Subscription. Provider grants Customer access to the CareRoute scheduling platform for up to 150 clinicians.',
      '2. Fees. Customer shall pay $54,000 per year, invoiced annually in advance.',
      '3. Term. The initial term is one year from the Effective Date. This Agreement will automatically renew on each anniversary of the Effective Date for a one-year term unless Customer cancels in writing no later than sixty (60) days before the anniversary.',
    ],
    {
      effectiveDate: '2024-06-01',
      expirationDate: '2025-06-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-06-01',
      cancelByDate: '2027-04-02',
    },
  ],
  [
    'an order form renewing "for successive terms equal to the initial Subscription Term"',
    [
      'ORDER FORM',
      'Customer: Ironwood Logistics Group, Inc.',
      'Vendor: Fleetmind Telematics, Inc.',
      'Start Date: 2024-05-01',
      'Subscription Term: thirty-six (36) months from the Start Date',
      'Fees: $3,900 per month',
      'Renewal: The Subscription Term shall automatically renew for successive terms equal to the initial Subscription Term unless either party gives notice of non-renewal at least ninety (90) days before the end of the then-current term.',
    ],
    {
      effectiveDate: '2024-05-01',
      expirationDate: '2027-05-01',
      renewalKind: 'automatic',
      renewalTermMonths: 36,
      noticePeriodDays: 90,
      renewalDate: '2027-05-01',
      cancelByDate: '2027-01-31',
    },
  ],
  [
    'a logistics agreement whose notice to end a term is a clause of its own',
    [
      'LOGISTICS SERVICES AGREEMENT',
      'This Logistics Services Agreement (the "Agreement") is made as of December 1, 2024 between Keystone Freight Partners, LLC ("Provider") and Maple Ridge Furniture Co. ("Customer").',
      "1. Services. Provider shall store and ship Customer's products from its Harrisburg warehouse.",
      '2. Term. The Initial Term of this Agreement is two (2) years from January 1, 2025. After the Initial Term, this Agreement renews for successive one-year Renewal Terms.',
      "3. Termination. Either party may terminate this Agreement effective at the end of the Initial Term or any Renewal Term by giving the other party at least ninety (90) days' written notice.",
      '4. Rates. Customer shall pay the rates in Schedule 1.',
    ],
    {
      expirationDate: '2027-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-01-01',
      cancelByDate: '2026-10-03',
    },
  ],
  [
    'a German lift maintenance contract "extended by a further 12 months if it is not terminated 3 months before expiry"',
    [
      'MAINTENANCE CONTRACT',
      'Contractor: Rheinblick Aufzugtechnik GmbH, Cologne',
      'Customer: Domplatz Hotelbetriebe GmbH, Cologne',
      'Beginning of contract: 1 March 2026',
      "1. Subject. The Contractor maintains the Customer's four passenger lifts.",
      '2. Price. EUR 640 per month plus VAT.',
      '3. Term. The contract term is 12 months. It is extended by a further 12 months if it is not terminated 3 months before expiry.',
    ],
    {
      effectiveDate: '2026-03-01',
      expirationDate: '2027-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-03-01',
      cancelByDate: '2026-12-01',
    },
  ],
  [
    'a retail lease "beginning on the Commencement Date, which is October 1, 2025"',
    [
      'RETAIL LEASE',
      'This Retail Lease is made on August 20, 2025 between Cedar Point Plaza LLC ("Landlord") and Sunrise Nail Studio LLC ("Tenant").',
      '1. Premises. Unit 7, Cedar Point Plaza, 1200 Cedar Point Road, Raleigh, North Carolina.',
      '2. Term. The Term shall be two (2) years beginning on the Commencement Date, which is October 1, 2025.',
      '3. Renewal Option. Tenant may renew this Lease for one additional term of two (2) years by giving Landlord written notice at least ninety (90) days before the end of the Term.',
      '4. Rent. Tenant shall pay monthly rent of $3,150.',
    ],
    { expirationDate: '2027-10-01', renewalKind: 'option', autoRenews: false, noticePeriodDays: null },
  ],
  [
    "an English cleaning agreement renewing unless two months' notice",
    [
      'CLEANING SERVICES AGREEMENT',
      'This agreement is made on 20 March 2025 between Sparkle Commercial Cleaning Ltd ("the Contractor") and Greenfield Dental Practice Ltd ("the Client").',
      "1. The Contractor will clean the Client's surgery premises each weekday evening.",
      "2. This agreement commenced on 1 April 2025 for an initial period of twelve months and renews automatically for successive periods of twelve months unless terminated by either party by giving two months' written notice before the end of the then current period.",
      '3. The Client will pay £1,450 per month.',
    ],
    {
      expirationDate: '2026-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-04-01',
      cancelByDate: '2027-02-01',
    },
  ],
  [
    'a data agreement whose "Renewal Date" is defined, with notice before it',
    [
      'DATA SERVICES AGREEMENT',
      'This Data Services Agreement (the "Agreement") is effective as of March 15, 2025 (the "Effective Date") between Polaris Market Data, Inc. ("Polaris") and Cobblestone Capital Advisors, LLC ("Subscriber").',
      '1. Data. Polaris shall deliver the data feeds listed in Exhibit A.',
      '2. Term. This Agreement has an initial term of one year and auto-renews annually on each anniversary of the Effective Date (each, a "Renewal Date").',
      '3. Cancellation. Subscriber may cancel by notifying Polaris at least thirty (30) calendar days prior to the Renewal Date.',
      '4. Fees. Subscriber shall pay $2,750 per month.',
    ],
    {
      expirationDate: '2026-03-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-03-15',
      cancelByDate: '2027-02-13',
    },
  ],
  [
    "a gym membership: a minimum term, then month by month, and a month's notice to cancel in the next sentence",
    [
      'Welcome to Peak Fitness Club!',
      'Member: Jordan Ellis',
      'Membership: All Clubs Plus',
      'Your membership starts on 1 February 2026 and has a minimum term of 12 months.',
      "After that, it continues month by month until you cancel. To cancel after the minimum term, give us one month's notice.",
      'Monthly fee: £44.99, collected by direct debit.',
      'Peak Fitness Club Ltd',
    ],
    { expirationDate: '2027-02-01', noticePeriodDays: 30 },
  ],
  [
    'a licence certificate "valid until: 31.12.2026"',
    [
      'SOFTWARE LICENCE CERTIFICATE',
      'Licensor: DataKraft GmbH, Munich',
      'Licensee: Schmidt & Partner Steuerberater mbB, Augsburg',
      'Product: DataKraft Tax Suite, 12 workstations',
      'Licence valid until: 31.12.2026',
      'The licence ends automatically on that date unless a new licence is purchased.',
      'Licence fee: EUR 3.480,00',
    ],
    { expirationDate: '2026-12-31', renewalKind: 'none' },
  ],
  [
    'an NDA effective on the date of the last signature, its blocks dated in US numbers',
    [
      'MUTUAL NONDISCLOSURE AGREEMENT',
      'This Mutual Nondisclosure Agreement is entered into as of the date of the last signature below (the "Effective Date") by and between Quarry Hill Robotics, Inc. and Westmark Automation Corp.',
      '1. Purpose. The parties wish to discuss a possible joint development project.',
      "2. Confidentiality. Each party shall protect the other party's Confidential Information with reasonable care.",
      '3. Term. The term of this Agreement shall be two (2) years from the Effective Date.',
      'QUARRY HILL ROBOTICS, INC.',
      'By: /s/ Amy Chen',
      'Date: 11/03/2025',
      'WESTMARK AUTOMATION CORP.',
      'By: /s/ Luis Ortega',
      'Date: 11/07/2025',
    ],
    { effectiveDate: '2025-11-07', expirationDate: '2027-11-07' },
  ],
  [
    'an English consultancy agreement with a person for a party, in capitals',
    [
      'CONSULTANCY AGREEMENT',
      'THIS AGREEMENT is made the 2nd day of February 2026',
      'BETWEEN:',
      '(1) ACME HOLDINGS LIMITED (company number 01234567) whose registered office is at 1 King Street, Bristol BS1 4ER ("the Company"); and',
      '(2) JOHN ALBERT SMITH of 14 Rose Lane, Bath BA1 2AB ("the Consultant").',
      '1. Engagement. The Company engages the Consultant to advise on its property portfolio.',
      '2. Duration. The engagement shall run from 1 March 2026 until 28 February 2027.',
      '3. Fees. The Company shall pay the Consultant £900 per day worked.',
    ],
    { expirationDate: '2027-02-28', parties: ['ACME HOLDINGS LIMITED', 'JOHN ALBERT SMITH'] },
  ],
  [
    'a clinical services agreement "by and among" three companies',
    [
      'CLINICAL SERVICES AGREEMENT',
      'This Clinical Services Agreement (the "Agreement") is dated as of 3 March 2025 (the "Effective Date") by and among Helix Bio, Inc., a Delaware corporation, Helix Bio Europe GmbH, a German limited liability company, and Norrland Clinical AB, a Swedish company (each a "Party").',
      '1. Services. Norrland Clinical AB shall run the clinical trial sites described in Exhibit A.',
      '2. Term. This Agreement shall remain in effect for five (5) years from the Effective Date.',
      '3. Payment. Helix Bio, Inc. shall pay the fees in Exhibit B.',
    ],
    {
      effectiveDate: '2025-03-03',
      expirationDate: '2030-03-03',
      parties: ['Helix Bio, Inc', 'Helix Bio Europe GmbH', 'Norrland Clinical AB'],
    },
  ],
  [
    'a school district’s janitorial agreement renewing unless notice of "its desire not to renew"',
    [
      'JANITORIAL SERVICES AGREEMENT',
      'This Agreement is made as of March 10, 2024 between Summit Ridge School District ("District") and CleanStar Building Services, Inc. ("Contractor").',
      "1. Services. Contractor shall clean the District's six school buildings.",
      '2. Term. This Agreement shall commence on April 1, 2024 and end on March 31, 2027, and shall thereafter renew for successive periods of one (1) year each, unless either party notifies the other in writing of its desire not to renew at least one hundred twenty (120) days prior to the end of the then-current term.',
      '3. Compensation. District shall pay Contractor $31,200 per month.',
    ],
    {
      expirationDate: '2027-03-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 120,
      renewalDate: '2027-03-31',
      cancelByDate: '2026-12-01',
    },
  ],
  [
    "a plan's renewal e-mail dated in ISO and priced in euros",
    [
      'Subject: Your Teamboard Business plan',
      'Hello Anna,',
      "Your plan renews on 2027-01-09. You'll be charged €1,188.00 for another year.",
      'To change or cancel your plan, go to Settings > Billing before that date.',
      'The Teamboard team',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-01-09', amount: 1188, currency: 'EUR' },
  ],
  [
    'a licence effective "upon execution by both parties", its signatures dated',
    [
      'TECHNOLOGY LICENSE AGREEMENT',
      'This Technology License Agreement is between Voltaic Materials Ltd, a company registered in England, and Sunpath Energy Systems, Inc., a Nevada corporation.',
      '1. License. Voltaic grants Sunpath a non-exclusive license to use the Technology in North America.',
      '2. Effectiveness. This Agreement shall become effective upon execution by both parties.',
      '3. Term. The term of this Agreement is three (3) years from its effective date.',
      '4. Royalties. Sunpath shall pay a royalty of 4% of Net Sales.',
      'Signed for Voltaic Materials Ltd: /s/ Helen Cross, Director. Signed: 4 June 2025',
      'Signed for Sunpath Energy Systems, Inc.: /s/ Mark Diaz, CEO. Signed: 9 June 2025',
    ],
    { effectiveDate: '2025-06-09', expirationDate: '2028-06-09' },
  ],
  [
    'an Australian agreement in A$, its first party with an ABN before its defined term',
    [
      'SERVICE AGREEMENT',
      'Parties: Coastline IT Support Pty Ltd (ABN 12 345 678 901) ("Provider") and Banksia Family Medical Centre Pty Ltd ("Client")',
      'Term: The Agreement shall run from 01/07/2025 to 30/06/2027.',
      'Fees: A$2,500 per month plus GST, invoiced monthly.',
      'Services: help desk, device management and backups for 25 users in Perth, Western Australia.',
      'Governing law: Western Australia.',
    ],
    {
      effectiveDate: '2025-07-01',
      expirationDate: '2027-06-30',
      amount: 2500,
      currency: 'AUD',
      parties: ['Coastline IT Support Pty Ltd', 'Banksia Family Medical Centre Pty Ltd'],
    },
  ],
  [
    'a master services agreement in effect until terminated',
    [
      'MASTER SERVICES AGREEMENT',
      'This Master Services Agreement (the "MSA") is entered into as of January 20, 2025 by and between Orbitfield Consulting Group, LLC ("Consultant") and Redstone Health System ("Client").',
      '1. Statements of Work. Consultant shall perform services under statements of work ("SOWs") signed by both parties. Each SOW shall state its own term.',
      "2. Term. This MSA shall continue in effect until terminated by either party upon sixty (60) days' written notice, provided that this MSA shall continue to govern any SOW then in effect.",
      '3. Fees. Client shall pay the fees stated in each SOW.',
    ],
    { expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    'a distribution agreement extended only if a purchase target is met',
    [
      'DISTRIBUTION AGREEMENT',
      'This Distribution Agreement is made as of November 15, 2023 between Alpenglow Outdoor Gear GmbH ("Supplier") and Summit Trail Retail, Inc. ("Distributor").',
      '1. Appointment. Supplier appoints Distributor as its exclusive distributor in the United States.',
      '2. Term. This Agreement shall commence on January 1, 2024 and expire on December 31, 2026. If Distributor achieves the Minimum Purchase Target in the final Contract Year, this Agreement shall be extended automatically for a further two (2) years.',
      '3. Minimum Purchases. Distributor shall purchase Products worth at least USD 1,000,000 in each Contract Year.',
    ],
    { expirationDate: '2026-12-31' },
  ],
  [
    'a service contract that "expires in 30 days, on December 22, 2026" and will not renew by itself',
    [
      'Subject: Reminder - service contract SC-4471',
      'Dear Customer,',
      'Your service contract SC-4471 for the Konica bizhub C450i expires in 30 days, on December 22, 2026.',
      'It will not renew unless you sign the attached renewal agreement and return it to us.',
      'Regards,',
      'Tri-County Office Equipment',
    ],
    { expirationDate: '2026-12-22', autoRenews: false },
  ],
  [
    'a restaurant licence whose ten years run from an opening still to come',
    [
      'RESTAURANT LICENSE AGREEMENT',
      'This Restaurant License Agreement is entered into on May 2, 2025 between Blue Hen Brands, LLC ("Licensor") and Delmarva Dining Group, Inc. ("Licensee").',
      '1. License. Licensor grants Licensee the right to operate one Blue Hen Grill restaurant at the Approved Location.',
      '2. Term. The term of this License shall be ten (10) years commencing on the Effective Date, which shall be the date of the opening of the Restaurant to the public.',
      '3. Fees. Licensee shall pay Licensor a royalty of six percent (6%) of Gross Sales.',
    ],
    { expirationDate: null },
  ],
  [
    'an English agreement whose renewal is prevented by notice "not later than 30 June of the final year"',
    [
      'FACILITIES MANAGEMENT AGREEMENT',
      'This Agreement is dated 2 December 2024 and made between Harrowgate Estates Limited ("the Client") and Brightwork Facilities Limited ("the Contractor").',
      '1. Services. The Contractor shall provide the facilities management services set out in Schedule 1.',
      '2. Term. This Agreement shall commence on 1 January 2025 and continue for three years, and shall then continue for further periods of 12 months each.',
      '3. Preventing renewal. Either party may prevent renewal by giving written notice to the other not later than 30 June of the final year of the then-current term.',
      '4. Charges. The Client shall pay £18,750 per quarter.',
    ],
    {
      effectiveDate: '2025-01-01',
      expirationDate: '2028-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2028-01-01',
      cancelByDate: '2027-06-30',
    },
  ],
  [
    'a Norwegian support agreement renewing unless "one (1) month" of notice',
    [
      'SUPPORT AGREEMENT',
      'This Support Agreement is between Fjordline Systems AS and Harbourview Ferries Ltd.',
      '1. The Agreement has a term of one year starting 15 September 2025.',
      '2. This Agreement renews automatically for consecutive one-year periods unless a party provides a notice of non-renewal at least one (1) month prior to expiration.',
      '3. The annual support fee is NOK 96,000.',
    ],
    {
      expirationDate: '2026-09-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-09-15',
      cancelByDate: '2027-08-15',
    },
  ],
  [
    'a waste collection agreement extended each December 31 unless notice "by the preceding September 30"',
    [
      'WASTE COLLECTION AGREEMENT',
      'This Agreement is effective January 1, 2024 between County Line Disposal, Inc. ("Hauler") and Maplewood Village Homeowners Association ("Association").',
      '1. Services. Hauler shall collect residential waste and recycling weekly.',
      '2. Term. This Agreement shall remain in effect through December 31, 2025. The term of this Agreement shall automatically be extended for one (1) additional year on each December 31 unless either party gives written notice of non-renewal to the other by the preceding September 30.',
      '3. Rates. Association shall pay $28.50 per household per month.',
    ],
    { expirationDate: '2025-12-31', renewalKind: 'automatic', renewalDate: '2026-12-31', cancelByDate: '2026-09-30' },
  ],
  [
    'a payments agreement of eighteen months, renewing yearly unless sixty days’ notice',
    [
      'PLATFORM SERVICES AGREEMENT',
      'This Platform Services Agreement (the "Agreement") is effective as of August 1, 2025 (the "Effective Date") between Lumina Payments, Inc. ("Lumina") and Crescent Street Coffee Co. ("Merchant").',
      '1. Services. Lumina shall process card payments for Merchant.',
      '2. Term. This Agreement shall be in effect for an initial term of eighteen (18) months from the Effective Date.',
      '3. Renewal. This Agreement shall renew automatically for successive terms of one (1) year each unless either Party terminates this Agreement by written notice not less than sixty (60) days prior to the expiration of the then-current term.',
    ],
    {
      expirationDate: '2027-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-02-01',
      cancelByDate: '2026-12-03',
    },
  ],
  [
    'a service order "1 year from 10/01/2025" that "auto-renews for 1-year terms"',
    [
      'SERVICE ORDER',
      'Client: Blue Ridge Orthodontics, PLLC',
      'Provider: SmileReach Marketing LLC',
      'Term: 1 year from 10/01/2025',
      'Price: $1,200/month',
      "Renewal: The agreement auto-renews for 1-year terms unless cancelled with 90 days' notice.",
    ],
    {
      effectiveDate: '2025-10-01',
      expirationDate: '2026-10-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-10-01',
      cancelByDate: '2027-07-03',
    },
  ],
  [
    'a print contract’s "Minimum Period: 36 months from the Go Live Date", its key terms run together',
    [
      'MANAGED PRINT SERVICES AGREEMENT',
      'Customer: Ashdown Grammar School',
      'Supplier: Printwise Document Solutions Ltd',
      'Go Live Date: 1 June 2024',
      'Minimum Period: 36 months from the Go Live Date.',
      "Termination: The Customer may terminate this Agreement with effect from the end of the Minimum Period or any anniversary of it by giving not less than 3 months' prior written notice.",
      'Charges: 0.6p per mono page, 4.5p per colour page, minimum £350 per month.',
    ],
    { expirationDate: '2027-06-01', noticePeriodDays: 90 },
  ],
  [
    'a plan’s reminder: "You have until February 17, 2027"',
    [
      'Subject: Heads up - your plan renews soon',
      'Hi Sam,',
      'Heads up: your annual Growth plan will auto-renew on March 3, 2027 for $4,320.',
      'Need to make changes? You have until February 17, 2027.',
      '- The Chartwise team',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-03-03', cancelByDate: '2027-02-17', amount: 4320 },
  ],
  [
    'a five-year agreement renewing for two-year terms unless six months’ notice',
    [
      'TECHNOLOGY SERVICES AGREEMENT',
      'This Technology Services Agreement (the "Agreement") is made as of April 30, 2022 (the "Effective Date") between Granite Peak Health Partners, LLC ("Client") and Meridian Cloud Systems, Inc. ("Provider").',
      "1. Services. Provider shall host and support Client's electronic health record system.",
      '2. Term. This Agreement shall have an initial term of five (5) years from the Effective Date. This Agreement shall renew automatically for additional terms of two years unless terminated by either party upon written notice given at least six months before the expiration of the current term.',
      '3. Fees. Client shall pay Provider $41,000 per month.',
    ],
    {
      expirationDate: '2027-04-30',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 180,
      renewalDate: '2027-04-30',
      cancelByDate: '2026-10-30',
    },
  ],
  [
    'a home insurance renewal "unless you tell us you don’t want it to"',
    [
      'Your Home Insurance Renewal',
      'Policy number: HX-77120934',
      'Policyholder: Maria Gonzalez',
      "Your policy will renew automatically on 05/01/2027 unless you tell us you don't want it to.",
      'Your renewal premium is $1,284.00 a year.',
      'Hearthside Mutual Insurance Company',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-05-01' },
  ],
  [
    'key terms with an "Expiration Date:" and a notice before it',
    [
      'EQUIPMENT MAINTENANCE AGREEMENT',
      'Customer: Northgate Regional Hospital',
      'Vendor: MedTech Imaging Services, Inc.',
      'Expiration Date: September 30, 2027',
      'Renewal: Automatic renewal for successive one-year terms.',
      'Non-renewal notice must be received no later than ninety (90) days prior to the Expiration Date.',
      'Annual fee: $212,000',
    ],
    {
      expirationDate: '2027-09-30',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-09-30',
      cancelByDate: '2027-07-02',
    },
  ],
  [
    'a Chinese supplier’s contract with "Party A:" and "Party B:" blocks',
    [
      'PURCHASE AND SUPPLY CONTRACT',
      'This Contract is made between:',
      'Party A: Shenzhen Brightlink Electronics Co., Ltd.',
      'Address: 88 Keji Road, Nanshan District, Shenzhen, China',
      'Party B: Pacific Gadget Imports LLC',
      'Address: 400 Harbor Way, Oakland, California, USA',
      '1. Products. Party A shall supply the Bluetooth speakers listed in Annex 1.',
      '2. Validity. This Contract is valid for one year from the date of signing (March 12, 2025).',
      '3. Payment. Party B shall pay by T/T within 30 days of the bill of lading date.',
    ],
    {
      expirationDate: '2026-03-12',
      parties: ['Shenzhen Brightlink Electronics Co., Ltd', 'Pacific Gadget Imports LLC'],
    },
  ],
  [
    'a letter agreement whose parties are "we" and "you"',
    [
      'Harbor Lane Partners LLC',
      'November 14, 2025',
      'Ms. Elena Alvarez',
      'Bayside Credit Union',
      'Dear Ms. Alvarez:',
      'This letter agreement (the "Agreement") confirms the terms on which Harbor Lane Partners LLC ("we") will provide member survey services to Bayside Credit Union ("you").',
      'This Agreement will begin on December 1, 2025 and end on November 30, 2026.',
      'Our fee is $3,000 per quarterly survey.',
      'Sincerely,',
      'Harbor Lane Partners LLC',
    ],
    {
      effectiveDate: '2025-12-01',
      expirationDate: '2026-11-30',
      parties: ['Harbor Lane Partners LLC', 'Bayside Credit Union'],
    },
  ],
  [
    'an agreement with curly quotes, "entered into by" its parties',
    [
      'THERAPY SERVICES AGREEMENT',
      'This Agreement is entered into by Meadowbrook Senior Living, LLC (“Client”) and Sunrise Therapy Group, P.C. (“Provider”), effective as of October 1, 2025.',
      '1. Services. Provider shall furnish physical and occupational therapy to Client’s residents.',
      '2. Term. The term of this Agreement is one (1) year. This Agreement shall renew automatically for successive one (1) year terms unless either party provides ninety (90) days’ written notice of non-renewal.',
      '3. Fees. Client shall pay Provider the rates in Exhibit A.',
    ],
    {
      effectiveDate: '2025-10-01',
      expirationDate: '2026-10-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      parties: ['Meadowbrook Senior Living, LLC', 'Sunrise Therapy Group, P.C'],
    },
  ],
  [
    'an agreement written all in capitals',
    [
      'THIS SERVICES AGREEMENT IS MADE AND ENTERED INTO AS OF JUNE 15, 2025, BY AND BETWEEN GULF COAST MARINE SERVICES, L.L.C. AND PELICAN BAY MARINA, INC.',
      "1. SERVICES. GULF COAST MARINE SERVICES, L.L.C. SHALL MAINTAIN THE MARINA'S FUEL DOCK.",
      '2. TERM. THE TERM OF THIS AGREEMENT SHALL BE TWO (2) YEARS FROM THE DATE HEREOF.',
      '3. FEES. PELICAN BAY MARINA, INC. SHALL PAY $6,200 PER MONTH.',
    ],
    {
      effectiveDate: '2025-06-15',
      expirationDate: '2027-06-15',
      parties: ['GULF COAST MARINE SERVICES, L.L.C', 'PELICAN BAY MARINA, INC'],
    },
  ],
  [
    "an order whose parties are only its signature blocks' labels",
    [
      'SUBSCRIPTION ORDER',
      'Subscription Period: 12 months commencing 1/15/2026',
      'Plan: Practice Cloud Premium, 8 users',
      'Fees: $640 per month',
      'Agreed and accepted:',
      'Customer: Lakeside Veterinary Hospital, PLLC',
      'By: /s/ Dana Price',
      'Vendor: PetRecords Cloud, Inc.',
      'By: /s/ Omar Haddad',
    ],
    { expirationDate: '2027-01-15', parties: ['Lakeside Veterinary Hospital, PLLC', 'PetRecords Cloud, Inc'] },
  ],
  [
    'an Italian seller and a US buyer "(hereinafter ...)"',
    [
      'FRAMEWORK SUPPLY AGREEMENT',
      'This Agreement is made between METALTEC S.R.L., with registered office in Milan, Italy (hereinafter "Seller") and Rocky Mountain Fabrication, Inc., with its principal place of business in Denver, Colorado (hereinafter "Buyer").',
      "1. Object. The Seller shall supply stainless steel profiles on the Buyer's orders.",
      '2. Duration. This Agreement shall enter into force on 1 February 2026 and shall remain in force for a period of three (3) years.',
      '3. Prices. Prices are stated in the price list in Annex A.',
    ],
    {
      effectiveDate: '2026-02-01',
      expirationDate: '2029-02-01',
      parties: ['METALTEC S.R.L', 'Rocky Mountain Fabrication, Inc'],
    },
  ],
  [
    'six months, then month to month unless thirty days’ notice',
    [
      'SOCIAL MEDIA SUPPORT AGREEMENT',
      'This Agreement is between Pixel & Pine Studio LLC ("Studio") and Harvest Moon Bakery LLC ("Client").',
      '1. Initial Term. The Initial Term is six (6) months beginning July 1, 2026.',
      "2. Renewal. Upon expiration of the Initial Term, this Agreement will automatically renew on a month-to-month basis unless either party provides thirty (30) days' prior written notice of its intent not to renew.",
      '3. Fees. Client shall pay Studio $750 per month.',
    ],
    {
      expirationDate: '2027-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
      renewalDate: '2027-01-01',
      cancelByDate: '2026-12-02',
    },
  ],
  [
    'a term "from 12:01 a.m. on April 1, 2026 to 12:01 a.m. on April 1, 2027"',
    [
      'BROKER SERVICES AGREEMENT',
      'This Broker Services Agreement is between Lighthouse Risk Advisors, LLC ("Broker") and Tri-Valley Transit Authority ("Client").',
      "1. Services. Broker shall market and place Client's property and liability insurance.",
      '2. Term. The Term shall be from 12:01 a.m. on April 1, 2026 to 12:01 a.m. on April 1, 2027.',
      '3. Compensation. Client shall pay Broker an annual fee of $48,000.',
    ],
    { effectiveDate: '2026-04-01', expirationDate: '2027-04-01' },
  ],
  [
    'a Danish ApS and a Lithuanian UAB, each followed by its country',
    [
      'COOPERATION AGREEMENT',
      'between Aurora Wind Services ApS, Denmark, and Baltic Offshore Logistics UAB, Lithuania (each a "Party")',
      '1. Cooperation. The Parties shall cooperate in servicing offshore wind farms in the Baltic Sea.',
      '2. Entry into force. This Agreement shall be effective from the date of its signature by the last Party (the "Effective Date") and shall remain in force until 31 December 2027.',
      '3. Costs. Each Party bears its own costs.',
      'For Aurora Wind Services ApS: /s/ Mette Larsen Date: 3 March 2026',
      'For Baltic Offshore Logistics UAB: /s/ Tomas Kazlauskas Date: 10 March 2026',
    ],
    {
      effectiveDate: '2026-03-10',
      expirationDate: '2027-12-31',
      parties: ['Aurora Wind Services ApS', 'Baltic Offshore Logistics UAB'],
    },
  ],
  [
    'an order form with "Auto-Renew: Yes" and "Cancellation Notice: 30 days"',
    [
      'ORDER FORM #2026-118',
      'Customer: Juniper Ridge Dermatology, P.A.',
      'Vendor: SkinChart EMR, Inc.',
      'Order Term: 01/01/2026 – 12/31/2026',
      'Auto-Renew: Yes',
      'Cancellation Notice: 30 days',
      'Annual Fee: $21,600',
    ],
    {
      expirationDate: '2026-12-31',
      renewalKind: 'automatic',
      renewalTermMonths: null,
      noticePeriodDays: 30,
      renewalDate: '2026-12-31',
      cancelByDate: '2026-12-01',
    },
  ],
  [
    'an English contract running on after its Initial Term until six months’ notice',
    [
      'CATERING SERVICES CONTRACT',
      'This Contract is made on 14 April 2025 between Fenwick & Rowe Catering Limited ("the Contractor") and St Aldhelm\'s College ("the College").',
      '1. Definitions. "Commencement Date" means 1 May 2025. "Initial Term" means the period of 2 years from the Commencement Date.',
      "2. Duration. The Contract shall commence on the Commencement Date and shall continue for the Initial Term and thereafter until terminated by either party giving not less than 6 months' written notice to the other, such notice not to expire before the end of the Initial Term.",
      '3. Price. The College shall pay the Contractor the prices in Schedule 2.',
    ],
    { expirationDate: '2027-05-01', noticePeriodDays: 180 },
  ],
  [
    'an alarm agreement renewing "for like terms" unless notice "sixty days (60) prior"',
    [
      'ALARM MONITORING AGREEMENT',
      'This Agreement is between Guardian Point Alarm Co. ("Company") and Northside Family Pharmacy, Inc. ("Subscriber").',
      "1. Monitoring. Company shall monitor Subscriber's alarm system at all times.",
      '2. Term. The term of this Agreement is one year from June 1, 2025 and shall automatically renew for like terms unless written notice of non-renewal is given sixty days (60) prior to the end of the then current term.',
      '3. Charges. Subscriber shall pay $45 per month.',
    ],
    {
      expirationDate: '2026-06-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-06-01',
      cancelByDate: '2027-04-02',
    },
  ],
  [
    'a reminder that a subscription "will renew in 14 days (on 6 December 2026)"',
    [
      'Subject: Renewal reminder',
      'Hello Priya,',
      'Your Scribly Team subscription will renew in 14 days (on 6 December 2026) for £480.',
      'You can change your plan or cancel in Account settings at any time before then.',
      'Scribly',
    ],
    { effectiveDate: null, renewalKind: 'automatic', renewalDate: '2026-12-06', amount: 480, currency: 'GBP' },
  ],
  [
    'key terms counting thirty-six months from an "Installation Date:"',
    [
      'EQUIPMENT SERVICE AGREEMENT',
      'Customer: Red Rock Dialysis Center, LLC',
      'Provider: AquaPure Water Systems, Inc.',
      'Installation Date: 05/01/2024',
      'Term of Agreement: Thirty-six (36) months from the Installation Date.',
      'Monthly Service Fee: $1,875.00',
    ],
    { expirationDate: '2027-05-01' },
  ],
  [
    'an end on "the earlier of (i) June 30, 2027 and (ii)" a project’s completion',
    [
      'ENGINEERING SERVICES AGREEMENT',
      'This Engineering Services Agreement is made as of September 2, 2025 between Tidewater Port Authority ("Authority") and Keel & Beam Engineers, Inc. ("Engineer").',
      '1. Services. Engineer shall design the replacement of Berth 4.',
      '2. Term. This Agreement expires on the earlier of (i) June 30, 2027 and (ii) the date on which the Project is completed.',
      '3. Compensation. Authority shall pay Engineer on a time and materials basis, not to exceed $2,400,000.',
    ],
    { expirationDate: '2027-06-30' },
  ],
  [
    'a ground lease ending on the fifth anniversary of a Commencement Date named in its preamble',
    [
      'GROUND LEASE',
      'This Ground Lease is dated as of December 15, 2025 between Prairie Wind Farms LLC ("Tenant") and the Hendricks Family Trust ("Landlord"). The lease term shall begin on January 1, 2026 (the "Commencement Date").',
      '1. Premises. Landlord leases to Tenant forty acres of the Hendricks farm for a meteorological tower.',
      '2. Term. The term of this Lease shall commence on the date hereof and shall terminate on the fifth (5th) anniversary of the Commencement Date.',
      '3. Rent. Tenant shall pay Landlord $12,000 per year.',
    ],
    { expirationDate: '2031-01-01' },
  ],
  [
    'a franchise renewable at the franchisee’s election "not less than six (6) months nor more than twelve (12) months" before',
    [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement is made on March 3, 2020 between Golden Wok Franchising, Inc. ("Franchisor") and Lin Family Restaurants LLC ("Franchisee").',
      '1. Grant. Franchisor grants Franchisee a franchise to operate one Golden Wok restaurant.',
      '2. Term. The term of this Agreement is ten (10) years from the date of this Agreement.',
      '3. Renewal. Franchisee may renew the franchise for one additional term of ten (10) years by giving Franchisor written notice of its election to renew not less than six (6) months nor more than twelve (12) months before the expiration of the term.',
    ],
    { expirationDate: '2030-03-03', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    'a German-style service contract "concluded for a period of 24 months and ... extended tacitly by 12 months"',
    [
      'SERVICE CONTRACT',
      'This contract is made on 1 February 2025 between Nordlicht Logistik GmbH ("Supplier") and Harbor Retail Ltd ("Client").',
      '1. The Supplier shall provide warehousing services to the Client.',
      "2. The contract is concluded for a period of 24 months and is extended tacitly by 12 months in each case unless terminated with three months' notice to the end of the respective term.",
      '3. The fee is EUR 4,500 per month.',
    ],
    {
      effectiveDate: '2025-02-01',
      expirationDate: '2027-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      amount: 4500,
      currency: 'EUR',
      parties: ['Nordlicht Logistik GmbH', 'Harbor Retail Ltd'],
    },
  ],
  [
    'an elevator maintenance agreement: an initial term of 3 years "from the date of this Agreement", then a further term of 2 years',
    [
      'MAINTENANCE AGREEMENT',
      'This Maintenance Agreement is entered into as of June 1, 2024 by and between Liftco Elevators Inc. ("Contractor") and Parkview Towers LLC ("Owner").',
      '1. Scope. Contractor shall maintain the elevators at the Building.',
      '2. Term. The initial term is 3 years from the date of this Agreement. The Agreement shall thereafter be renewed for a further term of 2 years unless either party notifies the other in writing at least 90 days prior to expiration.',
      '3. Price. Owner shall pay $1,200 per month.',
    ],
    {
      effectiveDate: '2024-06-01',
      expirationDate: '2027-06-01',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 90,
      cancelByDate: '2027-03-03',
    },
  ],
  [
    'an English services agreement: an initial period of two years, then "further periods of one (1) year each"',
    [
      'SERVICES AGREEMENT',
      'This Services Agreement (the "Agreement") is entered into on January 10, 2025 by and between Brightpath Analytics Ltd ("Supplier") and Oakridge Hospitality Group plc ("Customer").',
      '1. Services',
      '1.1 Supplier shall provide the data analytics services described in Schedule 1.',
      '2. Term and Renewal',
      '2.1 This Agreement commences on the date above and continues for an initial period of two (2) years.',
      "2.2 At the end of the initial period, this Agreement shall renew for further periods of one (1) year each, unless either party gives the other not less than three (3) months' written notice of termination before the end of the then-current period.",
      '3. Charges',
      '3.1 The Customer shall pay the Supplier GBP 3,000 per month.',
    ],
    {
      effectiveDate: '2025-01-10',
      expirationDate: '2027-01-10',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      currency: 'GBP',
      parties: ['Brightpath Analytics Ltd', 'Oakridge Hospitality Group plc'],
    },
  ],
  [
    'an equipment lease of sixty (60) months "beginning on the date of this Lease", then renewal terms of twelve months',
    [
      'EQUIPMENT LEASE',
      'Lease dated September 1, 2024 between Summit Equipment Finance Corp. ("Lessor") and Redwood Bakery Inc. ("Lessee").',
      'Term. The term of this Lease is sixty (60) months, beginning on the date of this Lease. This Lease will be extended automatically for successive renewal terms of twelve (12) months each unless Lessee notifies Lessor in writing at least ninety (90) days before the end of the term that Lessee will return the Equipment.',
      'Rent. Lessee shall pay monthly rent of $640.',
    ],
    {
      effectiveDate: '2024-09-01',
      expirationDate: '2029-09-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      amount: 640,
    },
  ],
  [
    'an English licence whose key details after the numbered parties give "three (3) years" (no third party)',
    [
      'SOFTWARE LICENCE AGREEMENT',
      'THIS AGREEMENT is dated 14 March 2025',
      'PARTIES',
      '(1) Kestrel Data Systems Limited, a company incorporated in England and Wales with company number 08123456 (the "Licensor"); and',
      '(2) Thornbury Housing Association Limited, whose registered office is at 4 Mill Lane, Leeds (the "Licensee").',
      'KEY DETAILS',
      'Start Date: 1 April 2025',
      'Initial Period: three (3) years',
      'Annual Licence Fee: £18,500 plus VAT',
      '1. LICENCE',
      '1.1 The Licensor grants the Licensee a non-exclusive licence to use the Software.',
      '2. DURATION',
      "2.1 This Agreement shall commence on the Start Date and shall continue for the Initial Period and thereafter from year to year unless terminated by either party giving not less than ninety (90) days' notice to expire at the end of the Initial Period or any anniversary of the Start Date.",
      '3. FEES',
      '3.1 The Licensee shall pay the Annual Licence Fee annually in advance.',
    ],
    {
      effectiveDate: '2025-04-01',
      expirationDate: '2028-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      amount: 18500,
      currency: 'GBP',
      parties: ['Kestrel Data Systems Limited', 'Thornbury Housing Association Limited'],
    },
  ],
  [
    'a video-conferencing vendor\'s e-mail: the plan "is set to renew automatically on January 14, 2027"',
    [
      'From: Zoom Billing <billing@zoom.us>',
      'To: accounts@lakeshoremedical.com',
      'Subject: Your Zoom Business plan renews soon',
      'Hi Lakeshore Medical,',
      'Your Zoom Business plan (account 55123) is set to renew automatically on January 14, 2027 for $1,999.00 (12 licenses, billed annually).',
      'No action is needed to keep your service. To avoid being charged, turn off auto-renewal in your account settings before that date.',
      'Thank you,',
      'The Zoom Billing Team',
    ],
    {
      effectiveDate: null,
      expirationDate: '2027-01-14',
      renewalKind: 'automatic',
      renewalDate: '2027-01-14',
      amount: 1999,
      currency: 'USD',
    },
  ],
  [
    'a Canadian offer to lease: five years expiring on February 28, 2029, one option to extend for five years',
    [
      'OFFER TO LEASE - SUMMARY OF BASIC TERMS',
      'Landlord: 2451987 Ontario Inc.',
      'Tenant: Maple Leaf Physiotherapy Corp.',
      'Premises: Unit 4, 120 King Street West, Toronto, Ontario',
      'Term: Five (5) years commencing on the Commencement Date (being March 1, 2024) and expiring on February 28, 2029.',
      'Basic Rent: $4,250.00 per month plus HST.',
      "Option to Renew: Provided the Tenant is not in default, the Tenant shall have one (1) option to extend the Term for a further five (5) years on not less than six (6) months' and not more than twelve (12) months' written notice to the Landlord prior to the expiry of the Term, at the then fair market rent.",
    ],
    {
      effectiveDate: '2024-03-01',
      expirationDate: '2029-02-28',
      renewalKind: 'option',
      renewalTermMonths: 60,
      noticePeriodDays: null,
      amount: 4250,
      parties: ['2451987 Ontario Inc', 'Maple Leaf Physiotherapy Corp'],
    },
  ],
  [
    'a subscription agreement: "The Initial Term is thirty-six (36) months." before a Renewal Term of twelve',
    [
      'SUBSCRIPTION AGREEMENT',
      'This Subscription Agreement is made on March 1, 2025 between Acme Software Inc. ("Provider") and Brightwater Foods LLC ("Customer").',
      '1. Services. Provider will make the Platform available to Customer.',
      '2. Term. The Initial Term is thirty-six (36) months. Thereafter the Agreement renews automatically for a Renewal Term of twelve (12) months unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.',
      '3. Fees. Customer will pay $2,000 per month.',
    ],
    {
      effectiveDate: '2025-03-01',
      expirationDate: '2028-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2028-03-01',
      cancelByDate: '2028-01-01',
      amount: 2000,
    },
  ],
  [
    'a consulting agreement "in force for a period of eighteen months from the Effective Date", renewable by mutual agreement',
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement (the "Agreement") is effective as of October 15, 2025 (the "Effective Date") between Riverstone Advisory LLC, a Colorado limited liability company ("Consultant"), and Alpine Outdoor Gear, Inc., a Delaware corporation ("Company").',
      '1. Services. Consultant will advise the Company on supply chain matters.',
      '2. Compensation. The Company will pay Consultant a fixed fee of $12,500 per month.',
      '3. Term. This Agreement will remain in force for a period of eighteen months from the Effective Date, after which it may be renewed by mutual written agreement of the parties.',
      "4. Termination. Either party may terminate this Agreement for convenience on thirty (30) days' written notice.",
    ],
    {
      effectiveDate: '2025-10-15',
      expirationDate: '2027-04-15',
      renewalKind: 'mutual',
      autoRenews: false,
      noticePeriodDays: null,
      amount: 12500,
      parties: ['Riverstone Advisory LLC', 'Alpine Outdoor Gear, Inc'],
    },
  ],
  [
    'an office lease of sixty-three (63) months from a Commencement Date in its basic lease information, with an option',
    [
      'OFFICE LEASE',
      'THIS OFFICE LEASE is dated as of May 12, 2025 between Harborview Plaza Owner LLC, a Delaware limited liability company ("Landlord"), and Bright Smile Orthodontics, P.C., a Massachusetts professional corporation ("Tenant").',
      'BASIC LEASE INFORMATION',
      'Premises: Suite 210, 45 Harbor Street, Boston, Massachusetts',
      'Commencement Date: July 1, 2025',
      'Monthly Base Rent: $9,875.00',
      '1. TERM. The Term of this Lease shall be sixty-three (63) months, commencing on the Commencement Date.',
      '2. OPTION TO EXTEND. Tenant shall have one (1) option to extend the Term for five (5) years, exercisable by written notice to Landlord given no earlier than twelve (12) months and no later than nine (9) months before the expiration of the Term.',
      '3. USE. Tenant shall use the Premises for a dental practice and for no other purpose.',
    ],
    {
      expirationDate: '2030-10-01',
      renewalKind: 'option',
      noticePeriodDays: null,
      parties: ['Harborview Plaza Owner LLC', 'Bright Smile Orthodontics, P.C'],
    },
  ],
  [
    'a vendor’s reminder: "will automatically renew on 03/31/2027 for another 12-month term", 60 days to cancel',
    [
      'Subject: Upcoming renewal - Acme Analytics Pro',
      'Dear Customer,',
      'This is a courtesy reminder that your subscription to Acme Analytics Pro (Order #A-44719) will automatically renew on 03/31/2027 for another 12-month term at $14,400.',
      'Per your agreement, cancellation requests must be received at least 60 days prior to the renewal date.',
      'If you have questions, reply to this email or contact your account manager.',
      'Acme Analytics Customer Success',
    ],
    {
      expirationDate: '2027-03-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      cancelByDate: '2027-01-30',
      amount: 14400,
    },
  ],
  [
    'an Australian agreement whose schedule names its "Further Term: 1 year" and a council as the customer',
    [
      'SERVICES AGREEMENT',
      'This agreement is made between Bluegum IT Services Pty Ltd (ABN 51 824 753 556) ("Supplier") and Wattle Creek Council ("Customer").',
      'SCHEDULE - KEY DETAILS',
      'Commencement Date: 1 July 2025',
      'Initial Term: 2 years',
      'Further Term: 1 year',
      'Fees: A$7,800 per month (excluding GST)',
      '1. TERM',
      "1.1 This agreement commences on the Commencement Date and continues for the Initial Term, and then continues for successive Further Terms unless a party gives the other at least 60 days' notice before the end of the then current term.",
      '2. SERVICES',
      '2.1 The Supplier must provide the Services with due care and skill.',
    ],
    {
      effectiveDate: '2025-07-01',
      expirationDate: '2027-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      currency: 'AUD',
      parties: ['Bluegum IT Services Pty Ltd', 'Wattle Creek Council'],
    },
  ],
  [
    'a confidentiality agreement effective on the last signature, ending "three (3) years after the Effective Date"',
    [
      'CONFIDENTIALITY AGREEMENT',
      'This Confidentiality Agreement (the "Agreement") is effective as of the date of the last signature below (the "Effective Date") between Meridian Biotech, Inc. ("Meridian") and Cascade Clinical Research LLC ("Cascade").',
      '1. Purpose. The parties wish to discuss a possible clinical trial collaboration.',
      "2. Confidentiality. Each party shall hold the other party's Confidential Information in confidence.",
      '3. Term. This Agreement shall terminate three (3) years after the Effective Date. The obligations in Section 2 survive for five (5) years after termination.',
      'MERIDIAN BIOTECH, INC.',
      'By: /s/ Laura Chen',
      'Date: 02/14/2025',
      'CASCADE CLINICAL RESEARCH LLC',
      'By: /s/ Tom Brady',
      'Date: 02/18/2025',
    ],
    { effectiveDate: '2025-02-18', expirationDate: '2028-02-18', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an HVAC service contract "valid for one year from the Installation Date", renewed yearly unless cancelled',
    [
      'SERVICE CONTRACT - COMMERCIAL HVAC',
      'Customer: Riverside Office Park LLC',
      'Contractor: TempRight Mechanical Inc.',
      'Installation Date: 9/15/2025',
      'Coverage: preventive maintenance visits four times a year for the rooftop units listed below.',
      'Term: This contract is valid for one year from the Installation Date and will be renewed automatically each year unless cancelled in writing 30 days before the anniversary date.',
      'Annual price: $4,200, payable in advance.',
    ],
    {
      effectiveDate: '2025-09-15',
      expirationDate: '2026-09-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-09-15',
      cancelByDate: '2027-08-16',
    },
  ],
  [
    'a hosting receipt: "Service period: Mar 3, 2024 - Mar 3, 2027", renewing automatically',
    [
      'RECEIPT',
      'HostNorth Inc.',
      'Receipt #: 883201',
      'Date: March 3, 2024',
      'Bill to: Sundial Yoga Studio',
      'Plan: Business Hosting - 36 months',
      'Service period: Mar 3, 2024 - Mar 3, 2027',
      'Total paid: $358.20',
      'Your plan renews automatically at the end of the service period at the then-current price. You can turn off auto-renewal at any time in your dashboard.',
    ],
    { expirationDate: '2027-03-03', renewalKind: 'automatic', amount: 358.2 },
  ],
  [
    'a fixed-term employment agreement of two years "commencing on 1 September 2025", three months’ notice to end it',
    [
      'FIXED-TERM EMPLOYMENT AGREEMENT',
      'This Agreement is made on 4 August 2025 between Northgate Engineering Limited (the "Company") and Ms. Aisha Okafor (the "Employee").',
      '1. Commencement and Term. The Employee\'s employment under this Agreement shall be for a fixed term of two (2) years commencing on 1 September 2025 (the "Start Date").',
      '2. Position. The Employee is employed as Senior Project Engineer.',
      '3. Salary. The Company shall pay the Employee a salary of GBP 68,000 per year.',
      "4. Termination. Either party may terminate the employment by giving three (3) months' written notice.",
    ],
    { effectiveDate: '2025-09-01', expirationDate: '2027-09-01', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a supply agreement expiring on December 31, 2027, "automatically extended for additional one (1) year periods"',
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement (this "Agreement") is dated as of August 1, 2024 (the "Effective Date") by and between Prairie Packaging Corporation, an Iowa corporation ("Supplier"), and Golden Harvest Snacks, Inc., a Nebraska corporation ("Buyer").',
      '1. Supply. Supplier shall manufacture and sell to Buyer the corrugated boxes described in Exhibit A.',
      '2. Term. The term of this Agreement shall commence on the Effective Date and expire on December 31, 2027 (the "Initial Term"). Thereafter, this Agreement shall be automatically extended for additional one (1) year periods unless either party provides written notice of its intention not to extend at least one hundred eighty (180) days prior to the expiration of the then-current term.',
      '3. Pricing. Prices are set out in Exhibit B and may be adjusted once per calendar year.',
    ],
    {
      effectiveDate: '2024-08-01',
      expirationDate: '2027-12-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 180,
      cancelByDate: '2027-07-04',
    },
  ],
  [
    'a letter agreement "month-to-month until either of us ends it with 30 days\' written notice"',
    [
      'Lumen Creative Studio',
      '88 Pearl Street, Portland, Maine',
      'Ms. Rachel Gomez',
      'Director of Marketing',
      'Casco Bay Outfitters, Inc.',
      'Re: Social media marketing services',
      'Dear Rachel,',
      'This letter sets out the terms on which Lumen Creative Studio will manage the social media accounts of Casco Bay Outfitters, Inc. Our fee is $2,500 per month.',
      "This letter agreement will be effective on the date you sign it and will continue month-to-month until either of us ends it with 30 days' written notice.",
      'Sincerely,',
      'Jordan Ellis, Lumen Creative Studio',
      'Accepted and agreed: Casco Bay Outfitters, Inc.',
      'By: Rachel Gomez',
      'Date: October 3, 2025',
    ],
    { effectiveDate: '2025-10-03', expirationDate: null, noticePeriodDays: 30, amount: 2500 },
  ],
  [
    'a domain registrar’s e-mail: due to expire on 02/09/2027, "a 1-year renewal" charged seven days before',
    [
      'Subject: Action required: example-bakery.com expires soon',
      'Hello,',
      'The domain example-bakery.com registered with NameHarbor is due to expire on 02/09/2027.',
      'Auto-renew is ON for this domain. We will charge your card on file $18.99 for a 1-year renewal seven days before the expiration date.',
      'To cancel the renewal, switch off auto-renew in your account before then.',
      'NameHarbor Support',
    ],
    { expirationDate: '2027-02-09', renewalKind: 'automatic', renewalTermMonths: 12, amount: 18.99 },
  ],
  [
    'a copier lease of 60 months from its Commencement Date, renewing for 12-month periods unless 90 to 150 days’ notice',
    [
      'EQUIPMENT LEASE AGREEMENT',
      'Lease No. 77-40125',
      'Lessor: Keystone Office Finance LLC',
      'Lessee: Maple Grove Family Dentistry PLLC',
      'Equipment: One (1) Canon imageRUNNER ADVANCE DX C5860i copier',
      'Commencement Date: April 1, 2024',
      'Lease Term: 60 months',
      'Monthly Payment: $289.00',
      'TERMS AND CONDITIONS',
      '1. Term. This Lease begins on the Commencement Date and continues for the Lease Term. Unless Lessee notifies Lessor in writing at least 90 days but not more than 150 days before the end of the Lease Term that it will return the Equipment, this Lease will automatically renew for successive 12-month periods at the same Monthly Payment.',
      '2. Maintenance. Lessee shall keep the Equipment in good working order.',
    ],
    {
      effectiveDate: '2024-04-01',
      expirationDate: '2029-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      amount: 289,
      parties: ['Keystone Office Finance LLC', 'Maple Grove Family Dentistry PLLC'],
    },
  ],
  [
    'an NDA that "shall expire two (2) years from the date first written above"',
    [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'This Agreement is entered into on June 2, 2025 by and between Silverline Robotics Inc., a Delaware corporation, and Northshore Automation Ltd., a company organized under the laws of British Columbia.',
      '1. Each party may disclose Confidential Information to the other for the purpose of evaluating a potential partnership.',
      '2. The receiving party shall protect Confidential Information using at least reasonable care.',
      '3. This Agreement shall expire two (2) years from the date first written above, provided that obligations regarding information disclosed before expiration shall continue for three (3) years thereafter.',
    ],
    {
      effectiveDate: '2025-06-02',
      expirationDate: '2027-06-02',
      renewalKind: 'none',
      noticePeriodDays: null,
      parties: ['Silverline Robotics Inc', 'Northshore Automation Ltd'],
    },
  ],
  [
    'a leased line’s order form: "Minimum Term: 36 months from the Live Date", then rolling monthly on 90 days’ notice',
    [
      'ORDER FORM - BUSINESS CONNECTIVITY',
      'Customer: Fenwick & Hale Solicitors LLP',
      'Supplier: Brightwire Networks Limited',
      'Service: 1 Gbps leased line, 20 Market Street, Leeds',
      'Live Date: 14/02/2025',
      'Minimum Term: 36 months from the Live Date',
      'Monthly Rental: £640.00 + VAT',
      "After the Minimum Term the Service will continue on a rolling monthly basis until terminated by either party giving at least 90 days' written notice.",
    ],
    {
      effectiveDate: '2025-02-14',
      expirationDate: '2028-02-14',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 90,
      amount: 640,
      currency: 'GBP',
    },
  ],
  [
    'a cleaning contract of one year "from the date hereof", renewed yearly, ended "at the end of any contract year" on 60 days’ notice',
    [
      'CLEANING SERVICES AGREEMENT',
      'This Cleaning Services Agreement is made as of January 1, 2025 between SparkleWorks Commercial Cleaning Inc. ("Contractor") and Greenfield Medical Plaza LLC ("Owner").',
      '1. Services. Contractor shall clean the common areas of the Building five nights per week.',
      "2. Term. The term of this Agreement is one (1) year from the date hereof and shall be renewed automatically for successive one (1) year terms. Either party may terminate this Agreement at the end of any contract year by giving the other party sixty (60) days' written notice.",
      '3. Compensation. Owner shall pay Contractor $3,450 per month.',
    ],
    {
      effectiveDate: '2025-01-01',
      expirationDate: '2026-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-01-01',
      cancelByDate: '2026-11-02',
      amount: 3450,
    },
  ],
  [
    'a support renewal quote: the current support period ends December 31, 2026',
    [
      'SOFTWARE SUPPORT RENEWAL QUOTE',
      'Quote #: Q-2026-1187',
      'Quote Date: November 2, 2026',
      'Customer: Tri-County Water District',
      'Vendor: Hydrosoft Systems, Inc.',
      'Product: HydroBill Annual Support and Maintenance',
      'Current Support Period: January 1, 2026 - December 31, 2026',
      'Renewal Support Period: January 1, 2027 - December 31, 2027',
      'Renewal Amount: $22,750.00',
      'This quote is valid until December 15, 2026. To renew, please return a signed copy of this quote or issue a purchase order.',
    ],
    { expirationDate: '2026-12-31', amount: 22750 },
  ],
  [
    'a sponsorship ending on November 30, 2027 that the parties "may agree in writing to extend"',
    [
      'SPONSORSHIP AGREEMENT',
      'This Sponsorship Agreement (the "Agreement") is made effective as of February 1, 2026 (the "Effective Date") between Riverbend Youth Soccer Association, a Kansas nonprofit corporation ("Association"), and Prairie Auto Group, Inc. ("Sponsor").',
      "1. Sponsorship. Sponsor shall be the presenting sponsor of the Association's spring and fall seasons.",
      '2. Fee. Sponsor shall pay the Association $15,000 per season.',
      '3. Term. This Agreement covers the 2026 and 2027 seasons and ends on November 30, 2027. The parties may agree in writing to extend it for additional seasons.',
    ],
    {
      effectiveDate: '2026-02-01',
      expirationDate: '2027-11-30',
      renewalKind: 'mutual',
      noticePeriodDays: null,
      amount: 15000,
    },
  ],
  [
    'online terms of an annual subscription from its Subscription Start Date, cancel 30 days before the end of the term',
    [
      'TERMS OF SERVICE - ANNUAL SUBSCRIPTION',
      'Customer: Hillside Veterinary Clinic',
      'Subscription Start Date: October 1, 2025',
      'Plan: VetRecords Cloud, Professional, 5 users',
      'Annual Fee: $3,600',
      'Your subscription has an annual term starting on the Subscription Start Date and renews automatically for additional one-year terms. You may cancel by notifying us at least 30 days before the end of your current term; otherwise your subscription will renew and you will be charged the then-current annual fee.',
    ],
    {
      effectiveDate: '2025-10-01',
      expirationDate: '2026-10-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-10-01',
      cancelByDate: '2027-09-01',
      amount: 3600,
    },
  ],
  [
    'a New Zealand distribution agreement the parties "may, by written agreement no later than six (6) months before the end of the term, extend"',
    [
      'DISTRIBUTION AGREEMENT',
      'THIS DISTRIBUTION AGREEMENT is made on 10 September 2024',
      'BETWEEN:',
      '(1) Kauri Natural Foods Limited, a company incorporated in New Zealand (company number 6123456) ("Supplier"); and',
      '(2) Pacific Pantry Pty Ltd (ACN 612 345 678) ("Distributor").',
      '1. APPOINTMENT',
      '1.1 The Supplier appoints the Distributor as its exclusive distributor of the Products in Australia.',
      '2. DURATION',
      '2.1 This Agreement commences on 1 October 2024 and continues for a period of three (3) years unless terminated earlier in accordance with clause 10.',
      '2.2 The parties may, by written agreement no later than six (6) months before the end of the term, extend this Agreement for a further period of two (2) years.',
    ],
    {
      effectiveDate: '2024-10-01',
      expirationDate: '2027-10-01',
      renewalKind: 'mutual',
      noticePeriodDays: null,
      parties: ['Kauri Natural Foods Limited', 'Pacific Pantry Pty Ltd'],
    },
  ],
  [
    'a county’s master services agreement of three years, renewable "at its sole option" for two one-year periods',
    [
      'MASTER SERVICES AGREEMENT',
      'This Master Services Agreement ("Agreement") is entered into as of the 1st day of July, 2025 (the "Effective Date") by and between Cobalt Ridge Consulting Group, LLC, a Virginia limited liability company ("Consultant"), and the County of Fairfax, Virginia, a political subdivision of the Commonwealth of Virginia ("County").',
      '1. SCOPE. Consultant shall perform the services set out in each Task Order.',
      '2. TERM. This Agreement shall be effective for an initial period of three (3) years from the Effective Date. The County may, at its sole option, renew this Agreement for up to two (2) additional one-year periods by written notice to Consultant at least thirty (30) days before the expiration of the then-current term.',
      '3. COMPENSATION. The total compensation under this Agreement shall not exceed $450,000.',
    ],
    {
      effectiveDate: '2025-07-01',
      expirationDate: '2028-07-01',
      renewalKind: 'option',
      renewalTermMonths: 12,
      noticePeriodDays: null,
      amount: 450000,
    },
  ],
  [
    'an energy supplier’s letter: "Contract end date: 14 January 2028", then a variable tariff',
    [
      'Dear Valued Customer,',
      'Thank you for choosing BrightPath Energy. This letter confirms your new electricity supply contract.',
      'Account number: 4471 2290 18',
      'Contract start date: 15 January 2026',
      'Contract end date: 14 January 2028',
      'Unit rate: 24.8p per kWh; standing charge 46.2p per day',
      'If you do nothing at the end of your contract, we will move you to our standard variable tariff. You can leave without an exit fee in the 49 days before your contract end date.',
      'BrightPath Energy Customer Services',
    ],
    { effectiveDate: '2026-01-15', expirationDate: '2028-01-14', autoRenews: false },
  ],
  [
    'a sales representative agreement of one year renewing yearly unless 30 days’ notice before the end of the term',
    [
      'INDEPENDENT SALES REPRESENTATIVE AGREEMENT',
      'This Agreement is made effective September 1, 2025, by and between Summit Outdoor Products, Inc., a Utah corporation ("Company"), and Western Peaks Sales Group LLC ("Representative").',
      '1. Appointment. Company appoints Representative as its non-exclusive sales representative in the Territory.',
      '2. Commission. Company shall pay Representative a commission of eight percent (8%) of Net Sales.',
      "3. Term and Termination. This Agreement shall continue in effect for one (1) year and shall automatically renew for successive one (1) year periods unless terminated by either party upon at least thirty (30) days' written notice prior to the end of the then-current term. Either party may also terminate this Agreement for cause immediately upon written notice.",
    ],
    {
      effectiveDate: '2025-09-01',
      expirationDate: '2026-09-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-09-01',
      cancelByDate: '2027-08-02',
      parties: ['Summit Outdoor Products, Inc', 'Western Peaks Sales Group LLC'],
    },
  ],
  [
    'an Irish hosting agreement: a fixed term of "twenty four (24) months from the date hereof", one month’s notice',
    [
      'WEBSITE HOSTING AND MAINTENANCE AGREEMENT',
      'Date: 3rd June 2025',
      'Parties:',
      '1. Pixelcraft Studio Ltd, a company registered in Ireland (company number 654321) (the "Developer")',
      '2. O\'Brien\'s Pharmacy Limited (the "Client")',
      '1. Term',
      'This Agreement shall run for a fixed term of twenty four (24) months from the date hereof and shall automatically renew thereafter for successive terms of twelve (12) months unless either party serves written notice of termination at least one (1) month before the end of the fixed term or the relevant renewal term.',
      '2. Fees',
      'The Client shall pay €95 per month.',
    ],
    {
      effectiveDate: '2025-06-03',
      expirationDate: '2027-06-03',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      cancelByDate: '2027-05-03',
      amount: 95,
      currency: 'EUR',
      parties: ['Pixelcraft Studio Ltd', "O'Brien's Pharmacy Limited"],
    },
  ],
  [
    'an IT support agreement through August 31, 2026, then "month-to-month unless ... 30 days\' written notice"',
    [
      'SERVICE LEVEL AGREEMENT - IT SUPPORT',
      'Client: Dunmore Accounting Partners',
      'Provider: NetSure Managed IT Inc.',
      'Agreement Date: August 20, 2025',
      "Service Term: This Agreement begins on September 1, 2025 and remains in effect through August 31, 2026. Upon expiration, it will automatically renew month-to-month unless either party gives at least 30 days' written notice of cancellation.",
      'Monthly Fee: $2,150 for up to 25 users.',
    ],
    {
      effectiveDate: '2025-09-01',
      expirationDate: '2026-08-31',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
      amount: 2150,
    },
  ],
  [
    'a listing agreement "until 11:59 p.m. on October 3, 2026"',
    [
      'EXCLUSIVE LISTING AGREEMENT',
      'This Exclusive Right to Sell Listing Agreement is entered into on April 4, 2026 between Maria and Jose Delgado (together, the "Seller") and Sunbelt Realty Group, Inc. (the "Broker").',
      '1. Listing Period. The Broker shall have the exclusive right to sell the Property from April 4, 2026 until 11:59 p.m. on October 3, 2026.',
      '2. Commission. Seller shall pay Broker a commission of five percent (5%) of the gross sales price.',
    ],
    { effectiveDate: '2026-04-04', expirationDate: '2026-10-03', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a pest control agreement of twelve months from its Initial Service Date, cancel 15 days before the renewal date',
    [
      'PEST CONTROL SERVICE AGREEMENT',
      'Customer: Willow Creek Senior Living LLC',
      'Company: Guardian Pest Solutions, Inc.',
      'Initial Service Date: 03/10/2025',
      'This agreement is for an initial term of twelve (12) months beginning on the Initial Service Date. After the initial term, this agreement will automatically renew for successive twelve (12) month terms unless the customer cancels in writing at least fifteen (15) days before the renewal date.',
      'Service charge: $185.00 per month.',
    ],
    {
      effectiveDate: '2025-03-10',
      expirationDate: '2026-03-10',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 15,
      renewalDate: '2027-03-10',
      cancelByDate: '2027-02-23',
      amount: 185,
    },
  ],
  [
    'a software vendor’s e-mail: the plan "will renew for another year"',
    [
      'Subject: Your Adobe Creative Cloud plan',
      'Hi Jordan,',
      'Your Adobe Creative Cloud All Apps plan (annual, paid monthly) is scheduled to renew on 05/22/2027.',
      "Your plan will renew for another year at US$59.99/mo (plus applicable taxes). If you cancel after your 14-day refund period, you'll be charged an early termination fee.",
      'Manage your plan at account.adobe.com.',
    ],
    { expirationDate: '2027-05-22', renewalKind: 'automatic', renewalTermMonths: 12, amount: 59.99 },
  ],
  [
    'a joint marketing agreement of two years "commencing on the date of this Agreement", renewing for two-year terms',
    [
      'JOINT MARKETING AGREEMENT',
      'This Joint Marketing Agreement (this "Agreement") is dated as of November 1, 2025, and is between Lakeview Credit Union, a Michigan state-chartered credit union ("Credit Union"), and Harborline Insurance Agency, Inc., a Michigan corporation ("Agency").',
      '1. Program. The parties will jointly market insurance products to members of the Credit Union.',
      '2. Term. The initial term of this Agreement shall be two (2) years, commencing on the date of this Agreement. This Agreement will renew automatically for additional two (2) year terms unless either party notifies the other party of its intent not to renew at least one hundred twenty (120) days before the end of the then current term.',
      '3. Fees. Agency shall pay Credit Union a marketing fee of $2,000 per month.',
    ],
    {
      effectiveDate: '2025-11-01',
      expirationDate: '2027-11-01',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 120,
      cancelByDate: '2027-07-04',
      parties: ['Lakeview Credit Union', 'Harborline Insurance Agency, Inc'],
    },
  ],
  [
    'a data licence order: "Initial Term: 1 year", "Renewal: automatic", "Non-renewal notice: 60 days"',
    [
      'DATA LICENSE ORDER',
      'Licensor: MarketPulse Data Inc.',
      'Licensee: Redstone Capital Advisors LLC',
      'Order Effective Date: February 1, 2026',
      'Initial Term: 1 year',
      'Renewal: automatic for successive 1-year terms',
      'Non-renewal notice: 60 days before the end of the then-current term',
      'Annual License Fee: $36,000',
      'This Order is governed by the Master Data License Agreement between the parties dated June 5, 2023.',
    ],
    {
      effectiveDate: '2026-02-01',
      expirationDate: '2027-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      amount: 36000,
    },
  ],
  [
    'an amendment: "The term of the Agreement is hereby extended to March 31, 2029"',
    [
      'AMENDMENT NO. 2 TO SUPPLY AGREEMENT',
      'This Amendment No. 2 (this "Amendment") is made as of March 15, 2026 between Northfield Chemicals, Inc. ("Supplier") and Clearwater Pool Products LLC ("Buyer").',
      'WHEREAS, Supplier and Buyer are parties to a Supply Agreement dated April 1, 2021, as amended (the "Agreement"), whose term expires on March 31, 2026;',
      'NOW, THEREFORE, the parties agree as follows:',
      '1. Extension. The term of the Agreement is hereby extended to March 31, 2029.',
      '2. Pricing. Exhibit B is replaced with the pricing attached to this Amendment.',
      '3. Except as amended hereby, the Agreement remains in full force and effect.',
    ],
    { effectiveDate: '2026-03-15', expirationDate: '2029-03-31' },
  ],
  [
    'a hotel’s group sales agreement: a cut-off date, no term to renew',
    [
      'GROUP SALES AGREEMENT',
      'Hotel: The Lakeside Grand Hotel',
      'Group: American Society of Water Engineers',
      'Event: 2027 Annual Conference',
      'Arrival: June 14, 2027',
      'Departure: June 18, 2027',
      'Room Block: 180 rooms per night at $219.00 plus tax.',
      "Cut-off Date: Reservations must be made by May 14, 2027. After the Cut-off Date, unreserved rooms will be released to the Hotel's general inventory.",
      'This Agreement is effective when signed by both parties. Signed for the Hotel on September 9, 2026.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a franchisor’s letter: the franchise "expires on August 31, 2027", renewable at the franchisee’s election',
    [
      'Dear Franchisee,',
      'Re: Renewal of your Franchise Agreement - Store #2214',
      'Our records show that your Franchise Agreement for Store #2214 expires on August 31, 2027. Under Section 17.2 of your Franchise Agreement, you may renew for one additional term of ten (10) years provided that you give us written notice of your election to renew no earlier than twelve (12) months and no later than six (6) months before the expiration date.',
      'Please contact your franchise business consultant to begin the renewal process.',
      'Sincerely,',
      'Sunrise Bagel Franchising, LLC',
    ],
    { expirationDate: '2027-08-31', renewalKind: 'option', renewalTermMonths: 120, noticePeriodDays: null },
  ],
  [
    'a licence with support renewing yearly from "the date of execution by Customer" (its signature date)',
    [
      'SOFTWARE LICENSE AND SUPPORT AGREEMENT',
      'This Software License and Support Agreement (the "Agreement") is made effective as of the date of execution by Customer (the "Effective Date") between Ledgerly Software Corp. ("Ledgerly") and Bayside Dental Group, P.A. ("Customer").',
      '1. License. Ledgerly grants Customer a perpetual, non-exclusive license to use the Software.',
      '2. Support Term. Ledgerly will provide support for an initial term of one (1) year from the Effective Date, which will renew automatically for additional one (1) year terms unless either party gives notice of non-renewal at least thirty (30) days prior to the end of the then-current support term.',
      '3. Fees. License fee $12,000; annual support fee $2,400.',
      'LEDGERLY SOFTWARE CORP.  By: /s/ Anna Park  Date: 10/06/2025',
      'BAYSIDE DENTAL GROUP, P.A.  By: /s/ Dr. Lee Morgan  Date: 10/09/2025',
    ],
    {
      effectiveDate: '2025-10-09',
      expirationDate: '2026-10-09',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-10-09',
      cancelByDate: '2027-09-09',
    },
  ],
  [
    'a subscription confirmation "36 months, from 1 April 2025 to 31 March 2028", then 12-month renewals',
    [
      'SUBSCRIPTION CONFIRMATION',
      'Thank you for subscribing to Westlaw Edge.',
      'Subscriber: Kaplan & Moreno LLP',
      'Subscription term: 36 months, from 1 April 2025 to 31 March 2028',
      'Monthly charge: $1,245.00',
      'At the end of the subscription term, your subscription will automatically renew for successive 12-month terms unless either party provides written notice of non-renewal at least 90 days prior to the end of the then-current term.',
    ],
    {
      effectiveDate: '2025-04-01',
      expirationDate: '2028-03-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      cancelByDate: '2028-01-01',
      amount: 1245,
    },
  ],
  [
    'a Microsoft 365 notice: "will expire on 7/18/2027", renewed automatically "for another year"',
    [
      'Your Microsoft 365 Business Standard subscription',
      'Hello Riverbend Physical Therapy,',
      'Your subscription for Microsoft 365 Business Standard (10 licenses) will expire on 7/18/2027. Recurring billing is turned on, so your subscription will be renewed automatically for another year and your payment method will be charged $1,500.00.',
      'To turn off recurring billing, sign in to the Microsoft 365 admin center.',
    ],
    { expirationDate: '2027-07-18', renewalKind: 'automatic', renewalTermMonths: 12, amount: 1500 },
  ],
  [
    'a consulting agreement with an individual "for a term of nine (9) months" from its Effective Date',
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement (this "Agreement") is made as of this 2nd day of February, 2026 (the "Effective Date"), by and between Ironwood Analytics, Inc., a Colorado corporation (the "Company"), and Jane M. Porter, an individual (the "Consultant").',
      '1. Services. Consultant shall provide data science advisory services as requested by the Company.',
      '2. Term. This Agreement shall commence on the Effective Date and continue for a term of nine (9) months, unless earlier terminated as provided herein.',
      '3. Compensation. The Company shall pay Consultant $175 per hour.',
    ],
    {
      effectiveDate: '2026-02-02',
      expirationDate: '2026-11-02',
      renewalKind: 'none',
      noticePeriodDays: null,
      amount: 175,
    },
  ],
  [
    'a waste service agreement renewing for 36-month terms, notice "not less than sixty (60) days nor more than one hundred eighty (180) days" before',
    [
      'WASTE AND RECYCLING SERVICE AGREEMENT',
      'Customer: Harbor Point Shopping Center LLC',
      'Contractor: CleanEarth Waste Services, Inc.',
      'Effective Date: 04/01/2024',
      'TERM: The initial term of this Agreement is thirty-six (36) months from the Effective Date. This Agreement shall automatically renew for successive terms of thirty-six (36) months unless either party gives written notice of termination by certified mail not less than sixty (60) days nor more than one hundred eighty (180) days prior to the end of the then-current term.',
      'RATES: $1,640.00 per month for two 8-yard containers emptied three times per week.',
    ],
    {
      effectiveDate: '2024-04-01',
      expirationDate: '2027-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 36,
      noticePeriodDays: 60,
      cancelByDate: '2027-01-31',
      amount: 1640,
    },
  ],
  [
    'a coworking membership from 10/01/2025 renewing each month, a calendar month’s notice',
    [
      'MEMBERSHIP AGREEMENT - COWORKING',
      'Member: Fernbrook Design Studio LLC',
      'Location: The Hive Coworking, 210 Main Street, Asheville, NC',
      'Membership: Dedicated desks x 3',
      'Start date: 10/01/2025',
      'Monthly fee: $1,050',
      "Your membership renews automatically each month on the same day of the month as your start date. You may cancel your membership by giving at least one full calendar month's notice.",
    ],
    { effectiveDate: '2025-10-01', renewalKind: 'automatic', renewalTermMonths: 1, amount: 1050 },
  ],
  [
    'a character licence to December 31, 2028 with an option to extend for two years',
    [
      'LICENSE AGREEMENT',
      'THIS LICENSE AGREEMENT (the "Agreement") is entered into effective December 1, 2025, by and between Starlight Characters Ltd., a company organized under the laws of England and Wales ("Licensor"), and Funhouse Toys, Inc., an Ohio corporation ("Licensee").',
      '1. Grant. Licensor grants Licensee the right to use the Licensed Characters on the Licensed Products in the Territory.',
      '2. Term. The term of this Agreement shall begin on the Effective Date and end on December 31, 2028, unless sooner terminated in accordance with Section 12. Licensee shall have the option to extend the Term for an additional two (2) years, provided that Licensee has paid Guaranteed Minimum Royalties of not less than $500,000 and gives Licensor written notice no later than June 30, 2028.',
      '3. Royalties. Licensee shall pay Licensor a royalty of eight percent (8%) of Net Sales.',
    ],
    {
      effectiveDate: '2025-12-01',
      expirationDate: '2028-12-31',
      renewalKind: 'option',
      renewalTermMonths: 24,
      noticePeriodDays: null,
      parties: ['Starlight Characters Ltd', 'Funhouse Toys, Inc'],
    },
  ],
  [
    'an antivirus renewal e-mail: "Your renewal includes another 12 months of protection"',
    [
      'Subject: Your Norton 360 Deluxe subscription will renew soon',
      'Hi Carlos,',
      "Your Norton 360 Deluxe subscription is set to renew on January 3, 2027. We'll automatically charge $119.99 to your card ending in 4421 unless you cancel before the renewal date.",
      'Your renewal includes another 12 months of protection for up to 5 devices.',
      'NortonLifeLock',
    ],
    { expirationDate: '2027-01-03', renewalKind: 'automatic', renewalTermMonths: 12, amount: 119.99 },
  ],
  [
    'a facility services agreement of two years, renewing yearly unless notice 60 days before',
    [
      'FACILITY SERVICES AGREEMENT',
      'This Facility Services Agreement ("Agreement") is entered into as of October 1, 2024 ("Effective Date") between Summit Facility Solutions LLC ("Contractor") and Redwood Medical Group, PC ("Client").',
      'Section 3. Term. This Agreement shall have an initial term of two (2) years commencing on the Effective Date. Upon the expiration of the initial term, this Agreement shall automatically renew for successive terms of one (1) year each, unless Client notifies Contractor in writing of its intent not to renew no later than sixty (60) days prior to the expiration of the then-current term.',
      'Section 4. Fees. Client shall pay the fees set forth in Exhibit B.',
    ],
    {
      effectiveDate: '2024-10-01',
      expirationDate: '2026-10-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-10-01',
      cancelByDate: '2027-08-02',
    },
  ],
  [
    'a snow removal contract for a winter season "from November 1, 2025 through April 15, 2026"',
    [
      'SNOW REMOVAL SERVICES CONTRACT',
      'This Contract is made on October 15, 2025 between Northstar Grounds Maintenance LLC ("Contractor") and Pinecrest Commons Condominium Association ("Association").',
      "1. Services. Contractor shall plow and salt the Association's roads and parking areas.",
      '2. Term. This Contract covers the 2025-2026 winter season, from November 1, 2025 through April 15, 2026.',
      '3. Price. The seasonal price is $28,500, payable in five monthly installments.',
    ],
    { expirationDate: '2026-04-15', renewalKind: 'none', amount: 28500 },
  ],
  [
    'an SSL certificate’s expiry e-mail with auto-renew off',
    [
      'Subject: Your GoDaddy SSL certificate expires in 30 days',
      'Hi Alex,',
      'The SSL certificate for shop.greenleafnursery.com will expire on December 22, 2026.',
      'Auto-renew is off for this product. To keep your site secure, renew now for 1 year at $99.99.',
      'GoDaddy',
    ],
    { expirationDate: '2026-12-22', renewalKind: 'none', autoRenews: false },
  ],
  [
    'a catering agreement for one event: no term, no renewal, a cancellation that is no notice period',
    [
      'CATERING AGREEMENT',
      'This Catering Agreement is entered into on March 3, 2026 between Harvest Table Catering Co. ("Caterer") and the Oakwood Rotary Club ("Client").',
      "1. Event. Caterer will provide food and beverage service for the Client's annual gala on May 16, 2026.",
      '2. Price. The Client shall pay $42 per guest for 220 guests.',
      '3. Cancellation. The Client may cancel the event by written notice at least 30 days before the event date.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a physician services agreement of three years, renewing yearly unless 120 days’ notice',
    [
      'PHYSICIAN SERVICES AGREEMENT',
      'This Physician Services Agreement (the "Agreement") is entered into effective as of July 1, 2025 (the "Effective Date") by and between Valley Regional Hospital, a Washington nonprofit corporation ("Hospital"), and Cascade Anesthesia Partners, PLLC ("Group").',
      '1. Services. Group shall provide anesthesia services at the Hospital.',
      '2. Term. The term of this Agreement shall be three (3) years from the Effective Date. Thereafter, this Agreement shall automatically renew for successive one (1) year periods, unless either party gives written notice of non-renewal to the other at least one hundred twenty (120) days prior to the expiration of the then-current term.',
      '3. Compensation. Hospital shall pay Group the amounts set forth in Exhibit A.',
    ],
    {
      effectiveDate: '2025-07-01',
      expirationDate: '2028-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 120,
      cancelByDate: '2028-03-03',
      parties: ['Valley Regional Hospital', 'Cascade Anesthesia Partners, PLLC'],
    },
  ],
  [
    'a managed IT services agreement of 36 months from a Go-Live Date "which the parties agree is" March 1, 2025',
    [
      'MANAGED IT SERVICES AGREEMENT',
      'This Managed IT Services Agreement (the "Agreement") is entered into as of February 10, 2025 (the "Effective Date") between Northgate Technology Partners LLC, a Minnesota limited liability company ("Provider"), and Riverbend Dental Group, P.A., a Minnesota professional association ("Client").',
      '1. Services. Provider shall provide the managed IT services described in Schedule 1 (the "Services"), including help desk support, patch management and backup monitoring.',
      '2. Term. The initial term of this Agreement is thirty-six (36) months beginning on the Go-Live Date, which the parties agree is March 1, 2025 (the "Initial Term"). Upon expiration of the Initial Term, this Agreement will automatically renew for successive twelve (12) month renewal terms unless either party gives the other written notice of non-renewal at least ninety (90) days before the end of the then-current term.',
      '3. Fees. Client shall pay Provider a monthly fee of $4,250, invoiced on the first day of each month. Invoices are due within fifteen (15) days.',
      "4. Confidentiality. Each party shall protect the other party's confidential information with reasonable care.",
      '5. Governing Law. This Agreement is governed by the laws of the State of Minnesota.',
      'NORTHGATE TECHNOLOGY PARTNERS LLC',
      'By: /s/ Priya Raman, President',
      'RIVERBEND DENTAL GROUP, P.A.',
      'By: /s/ Thomas Adler, DDS, Managing Partner',
    ],
    {
      effectiveDate: '2025-02-10',
      expirationDate: '2028-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2028-03-01',
      cancelByDate: '2027-12-02',
      parties: ['Northgate Technology Partners LLC', 'Riverbend Dental Group, P.A'],
    },
  ],
  [
    'a German vendor’s reseller agreement, extended automatically by years unless six months’ notice',
    [
      'RESELLER AGREEMENT',
      'This Reseller Agreement ("Agreement") is made effective as of July 1, 2024 ("Effective Date") by and between Quillfeather Software GmbH, a company organised under the laws of Germany with its registered office in Munich ("Vendor"), and Copperline Systems Pty Ltd (ACN 612 445 019), an Australian company ("Reseller").',
      '1. Appointment. Vendor appoints Reseller as a non-exclusive reseller of the Products in Australia and New Zealand (the "Territory").',
      '2. Orders. Reseller shall submit purchase orders to Vendor in writing. Vendor may accept or reject any order.',
      '3. Term and Renewal. This Agreement shall remain in force for an initial period of three (3) years from the Effective Date. Thereafter, this Agreement shall be extended automatically for successive periods of one (1) year each, unless terminated by either party by written notice given at least six (6) months prior to the expiry of the initial period or any extension period.',
      "4. Prices. Reseller shall purchase Products at the prices in Vendor's then-current price list less a discount of 30%.",
      '5. Governing Law. This Agreement is governed by the laws of the Federal Republic of Germany.',
    ],
    {
      effectiveDate: '2024-07-01',
      expirationDate: '2027-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 180,
      renewalDate: '2027-07-01',
      cancelByDate: '2027-01-01',
      parties: ['Quillfeather Software GmbH', 'Copperline Systems Pty Ltd'],
    },
  ],
  [
    'a video plan’s renewal reminder: renews automatically on a date, for another 12 months',
    [
      'From: Videolink Billing <billing@videolink.example>',
      'Subject: Your Videolink Pro annual plan renews soon',
      'Hi Jordan,',
      'This is a reminder that your Videolink Pro annual plan for Fernwood Yoga Studio will automatically renew on January 14, 2027. Your payment method on file will be charged $149.90 plus applicable taxes for another 12 months.',
      'If you do not want your plan to renew, cancel before the renewal date from the Billing page of your account.',
      'Thanks,',
      'The Videolink Team',
    ],
    {
      expirationDate: '2027-01-14',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-01-14',
      amount: 149.9,
    },
  ],
  [
    'a copier lease of sixty months from a delivery "which is" September 15, 2025, with a window for notice',
    [
      'EQUIPMENT LEASE AGREEMENT',
      'Lease No. 88-20417',
      'Lessor: Summit Office Finance, Inc., 1200 Commerce Drive, Harrisburg, PA 17110',
      'Lessee: Maple Street Law Offices, LLP, 45 Maple Street, Lancaster, PA 17602',
      'Equipment: One (1) Konica bizhub C450i multifunction copier with finisher, serial no. A7PU021004512.',
      'Monthly Payment: $212.50 plus applicable taxes.',
      '1. Term. The term of this Lease begins on the date the Equipment is delivered, which is September 15, 2025, and continues for sixty (60) months.',
      '2. Renewal. At the end of the term this Lease will automatically renew for successive twelve (12) month terms at the same Monthly Payment unless Lessee notifies Lessor in writing at least ninety (90) days but not more than one hundred fifty (150) days before the end of the then-current term that Lessee will return the Equipment.',
      "3. Maintenance. Lessee shall keep the Equipment in good working order and shall not move it from the address above without Lessor's consent.",
      '4. Governing Law. This Lease is governed by the laws of the Commonwealth of Pennsylvania.',
    ],
    {
      effectiveDate: '2025-09-15',
      expirationDate: '2030-09-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2030-09-15',
      cancelByDate: '2030-06-17',
      parties: ['Summit Office Finance, Inc', 'Maple Street Law Offices, LLP'],
    },
  ],
  [
    'a sponsorship to the year’s end with an option to renew by a date: no notice period',
    [
      'SPONSORSHIP AGREEMENT',
      'This Sponsorship Agreement (this "Agreement") is dated March 20, 2026 and is between the Lakeshore Youth Soccer Association, an Illinois not-for-profit corporation (the "Association"), and Tidewater Credit Union (the "Sponsor").',
      "1. Sponsorship. Sponsor shall be the presenting sponsor of the Association's 2026 spring and fall seasons. The Association shall display Sponsor's logo on team jerseys and field banners.",
      '2. Fee. Sponsor shall pay the Association a sponsorship fee of $18,000, payable in two equal installments on April 1, 2026 and August 1, 2026.',
      '3. Term. This Agreement begins on the date above and ends on December 31, 2026.',
      '4. Option to Renew. Sponsor shall have the option to renew this Agreement for the 2027 seasons on the same terms by giving the Association written notice on or before October 1, 2026.',
      '5. Governing Law. This Agreement is governed by the laws of the State of Illinois.',
    ],
    {
      effectiveDate: '2026-03-20',
      expirationDate: '2026-12-31',
      renewalKind: 'option',
      autoRenews: false,
      noticePeriodDays: null,
    },
  ],
  [
    'a residential lease holding over month to month, ended by "giving the other at least thirty (30) days’ written notice"',
    [
      'RESIDENTIAL LEASE',
      'Landlord: Greystone Rentals LLC',
      'Tenant: Alex Moreno and Jamie Moreno',
      'Premises: 2217 Alder Court, Unit 4, Boise, Idaho 83702',
      '1. Term. The Tenant shall rent the Premises for a fixed term of twelve (12) months beginning August 1, 2025 and ending July 31, 2026.',
      "2. Holding Over. If the Tenant remains in possession after the fixed term with the Landlord's consent, the tenancy shall continue from month to month until ended by either party. Either party may end the month-to-month tenancy by giving the other at least thirty (30) days' written notice.",
      '3. Rent. Rent is $1,650 per month, due on the first day of each month.',
      '4. Security Deposit. The Tenant has paid a security deposit of $1,650.',
      'Signed on July 12, 2025.',
    ],
    { expirationDate: '2026-07-31', noticePeriodDays: 30 },
  ],
  [
    'a hosting invoice: a year’s service period, auto-renew on, an annual plan renewing for a year',
    [
      'INVOICE',
      'Invoice #: INV-2025-11873',
      'Invoice Date: 11/20/2025',
      'Bill To: Pinecrest Veterinary Clinic, 88 Ridge Road, Asheville, NC 28801',
      'From: Skyharbor Hosting LLC',
      'Description: Business Hosting Plan (annual) - pinecrestvet.example',
      'Service Period: 12/01/2025 - 11/30/2026',
      'Amount: $359.88',
      'Auto-renew: On. Next renewal: 12/01/2026.',
      'Payment is due upon receipt. Thank you for your business.',
    ],
    { expirationDate: '2026-11-30', renewalKind: 'automatic', renewalTermMonths: 12, renewalDate: '2026-11-30' },
  ],
  [
    'a franchise of ten years to the tenth anniversary, renewable at the franchisee’s election',
    [
      'FRANCHISE AGREEMENT',
      'THIS FRANCHISE AGREEMENT (the "Agreement") is made and entered into on October 1, 2024 (the "Effective Date") by and between Sunny Side Bagels Franchising, LLC, a Texas limited liability company ("Franchisor"), and R&K Breakfast Ventures, Inc., a Texas corporation ("Franchisee").',
      '1. Grant. Franchisor grants Franchisee the right to operate one Sunny Side Bagels restaurant at the approved location.',
      '2. Term. The term of this Agreement shall be ten (10) years, commencing on the Effective Date and expiring on the tenth anniversary of the Effective Date, unless sooner terminated.',
      '3. Renewal. Franchisee may renew the franchise for two (2) additional terms of five (5) years each, provided that Franchisee gives Franchisor written notice of its election to renew not less than nine (9) months nor more than twelve (12) months before the expiration of the then-current term and is not in default.',
      '4. Royalty. Franchisee shall pay Franchisor a royalty of six percent (6%) of Gross Sales each week.',
      '5. Governing Law. This Agreement is governed by the laws of the State of Texas.',
    ],
    {
      effectiveDate: '2024-10-01',
      expirationDate: '2034-10-01',
      renewalKind: 'option',
      autoRenews: false,
      noticePeriodDays: null,
      parties: ['Sunny Side Bagels Franchising, LLC', 'R&K Breakfast Ventures, Inc'],
    },
  ],
  [
    'a Canadian confidentiality agreement that expires on the third anniversary of its effective date',
    [
      'CONFIDENTIALITY AGREEMENT',
      'This Confidentiality Agreement (the "Agreement") is made as of January 8, 2026 (the "Effective Date") between Borealis Minerals Ltd., a British Columbia company ("Borealis"), and Kestrel Capital Advisors Inc., an Ontario corporation ("Kestrel").',
      '1. Purpose. Borealis will disclose information about its mineral properties so that Kestrel may evaluate a possible financing (the "Transaction").',
      '2. Non-Use and Non-Disclosure. Kestrel shall use the Confidential Information only to evaluate the Transaction and shall not disclose it to anyone other than its representatives who need to know it.',
      '3. Term. This Agreement expires on the third anniversary of the Effective Date; however, obligations with respect to trade secrets survive for as long as the information remains a trade secret.',
      '4. Governing Law. This Agreement is governed by the laws of the Province of British Columbia and the federal laws of Canada applicable therein.',
    ],
    {
      effectiveDate: '2026-01-08',
      expirationDate: '2029-01-08',
      renewalKind: 'none',
      noticePeriodDays: null,
      parties: ['Borealis Minerals Ltd', 'Kestrel Capital Advisors Inc'],
    },
  ],
  [
    'a master subscription agreement whose order form’s “Subscription Term: 36 months” runs from its “Subscription Start Date”',
    [
      'MASTER SUBSCRIPTION AGREEMENT',
      'This Master Subscription Agreement (the "Agreement") is entered into as of December 15, 2025 (the "Effective Date") by and between Ledgerline Analytics, Inc., a Delaware corporation ("Ledgerline"), and Harborview Community Bank, a Maryland state-chartered bank ("Customer").',
      'ORDER FORM',
      'Subscription Start Date: January 1, 2026',
      'Subscription Term: 36 months',
      'Annual Subscription Fees: $84,000',
      '1. Subscriptions. Ledgerline grants Customer a non-exclusive right to access and use the Services during the Subscription Term.',
      '2. Renewal. Each Subscription Term will automatically renew for additional periods equal to the expiring Subscription Term or one year (whichever is shorter), unless either party gives the other notice of non-renewal at least thirty (30) days before the end of the relevant Subscription Term.',
      '3. Fees. Customer shall pay all fees within thirty (30) days of the invoice date.',
      '4. Governing Law. This Agreement is governed by the laws of the State of Delaware.',
    ],
    {
      effectiveDate: '2025-12-15',
      expirationDate: '2029-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2029-01-01',
      cancelByDate: '2028-12-02',
      parties: ['Ledgerline Analytics, Inc', 'Harborview Community Bank'],
    },
  ],
  [
    'an English lease’s particulars: a term “from and including 25 March 2024 to and including 24 March 2034”, a break date',
    [
      'LEASE OF COMMERCIAL PREMISES',
      'PARTICULARS',
      'Date: 18 March 2024',
      'Landlord: Castlegate Estates Limited (company number 04411872)',
      'Tenant: Brightwater Opticians Ltd (company number 09921345)',
      'Premises: Unit 3, Castlegate Parade, York YO1 9RN',
      'Term: a term of 10 years from and including 25 March 2024 to and including 24 March 2034',
      'Rent: £28,500 per annum, payable quarterly in advance on the usual quarter days',
      'Break Date: 25 March 2029',
      '1. The Landlord lets the Premises to the Tenant for the Term at the Rent.',
      "2. The Tenant may terminate this Lease on the Break Date by giving the Landlord not less than six months' written notice.",
      '3. This Lease is governed by the law of England and Wales.',
    ],
    { expirationDate: '2034-03-24', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a retainer letter that “continues month to month; either of us can end it with 30 days’ notice”',
    [
      'Dear Ms Patel,',
      'Retainer for marketing services',
      "Thank you for choosing Lumen & Fold Creative Ltd to look after Oakleaf Dental Practice's marketing. This letter sets out the terms of our retainer.",
      'Scope: monthly social media content, a quarterly newsletter and campaign reporting.',
      'Fee: £2,400 per month plus VAT, invoiced at the start of each month.',
      "Term: This retainer begins on 1 February 2026 and runs for an initial six-month period. After that it continues month to month; either of us can end it with 30 days' notice in writing.",
      'Please sign and return a copy of this letter to confirm your agreement.',
      'Yours sincerely,',
      'Rosa Lind, Director, Lumen & Fold Creative Ltd',
    ],
    { effectiveDate: '2026-02-01', expirationDate: '2026-08-01', noticePeriodDays: 30 },
  ],
  [
    'a maintenance renewal quote: the maintenance period’s end, not the quote’s validity',
    [
      'QUOTATION - SOFTWARE MAINTENANCE RENEWAL',
      'Quote No: Q-7781',
      'Quote Date: 02-Feb-2026',
      'Quote valid until: 15-Mar-2026',
      'Customer: Westbury Engineering Ltd',
      'Supplier: CADsmith Solutions Ltd',
      'Product: CADsmith Professional - 12 seats',
      'Maintenance period: 01-Apr-2026 to 31-Mar-2027',
      'Price: £6,840.00 plus VAT',
      'To renew, please return a signed copy of this quotation or a purchase order before the quote expires.',
    ],
    { expirationDate: '2027-03-31', renewalKind: 'none' },
  ],
  [
    'a French supplier’s distribution agreement, tacitly renewed for two years unless six months’ notice',
    [
      'EXCLUSIVE DISTRIBUTION AGREEMENT',
      'BETWEEN: Maison Verlaine S.A.S., a French simplified joint-stock company with its registered office in Lyon, France (the "Supplier"),',
      'AND: Northfield Gourmet Imports LLC, a New Jersey limited liability company (the "Distributor").',
      'Article 1 - Purpose. The Supplier appoints the Distributor as its exclusive distributor of the Products in the United States.',
      'Article 2 - Minimum Purchases. The Distributor undertakes to purchase Products worth at least EUR 250,000 in each contract year.',
      'Article 12 - Duration. This Agreement is entered into for a fixed period of five (5) years from the date of its signature by the last Party, being 12 May 2025. It shall be tacitly renewed for successive periods of two (2) years unless terminated by either Party by registered letter with acknowledgement of receipt at least six (6) months before its expiry.',
      'Article 15 - Governing Law. This Agreement is governed by French law.',
    ],
    {
      effectiveDate: '2025-05-12',
      expirationDate: '2030-05-12',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 180,
      renewalDate: '2030-05-12',
      cancelByDate: '2029-11-12',
      parties: ['Maison Verlaine S.A.S', 'Northfield Gourmet Imports LLC'],
    },
  ],
  [
    'a gym’s welcome e-mail: a minimum term ending on a date, then a month’s notice to cancel',
    [
      'Subject: Welcome to Ironbark Fitness!',
      'Hi Chris,',
      'Welcome to Ironbark Fitness Southbank. Your membership details:',
      'Membership: Anytime Access, $64.95 per month by direct debit',
      'Start date: 3 March 2026',
      'Minimum term: 12 months',
      "Your minimum term ends on 2 March 2027. After that your membership continues month to month until you cancel. To cancel after your minimum term, give us one month's notice in writing or at reception.",
      'See you at the gym,',
      'The Ironbark team',
    ],
    { effectiveDate: '2026-03-03', expirationDate: '2027-03-02', noticePeriodDays: 30 },
  ],
  [
    'a town’s janitorial contract with renewals “upon mutual agreement of both parties”',
    [
      'CONTRACT FOR JANITORIAL SERVICES',
      'This Contract is made between the Town of Millbrook, a Vermont municipality (the "Town"), and Spotless Commercial Cleaning, Inc. (the "Contractor").',
      '1. Services. The Contractor shall provide janitorial services at the Town Hall and the Public Library as described in Attachment A.',
      '2. Term. The term of this Contract shall be from July 1, 2025 through June 30, 2026, with the option to renew for up to four (4) additional one-year periods upon mutual agreement of both parties.',
      '3. Compensation. The Town shall pay the Contractor $3,150 per month upon receipt of a proper invoice.',
      '4. Insurance. The Contractor shall maintain general liability insurance of at least $1,000,000 per occurrence.',
      "5. Termination. Either party may terminate this Contract for convenience upon sixty (60) days' written notice.",
    ],
    {
      effectiveDate: '2025-07-01',
      expirationDate: '2026-06-30',
      renewalKind: 'mutual',
      autoRenews: false,
      noticePeriodDays: null,
    },
  ],
  [
    'an NDA effective on the last signature, ending two years after it',
    [
      'MUTUAL CONFIDENTIALITY AGREEMENT',
      'This Mutual Confidentiality Agreement (the "Agreement") is made between Pinebrook Robotics Inc., a Delaware corporation, and Saltmarsh Medical Devices LLC, a Georgia limited liability company, and is effective as of the date of the last signature below (the "Effective Date").',
      '1. Each party may disclose Confidential Information to the other to evaluate a possible joint development project.',
      "2. The receiving party shall hold the disclosing party's Confidential Information in confidence and use it only for that evaluation.",
      '3. This Agreement shall terminate two (2) years after the Effective Date.',
      'PINEBROOK ROBOTICS INC.',
      'By: /s/ Dana Whitfield',
      'Name: Dana Whitfield',
      'Title: CEO',
      'Date: 03/14/2026',
      'SALTMARSH MEDICAL DEVICES LLC',
      'By: /s/ Omar Reyes',
      'Name: Omar Reyes',
      'Title: President',
      'Date: 03/18/2026',
    ],
    {
      effectiveDate: '2026-03-18',
      expirationDate: '2028-03-18',
      renewalKind: 'none',
      parties: ['Pinebrook Robotics Inc', 'Saltmarsh Medical Devices LLC'],
    },
  ],
  [
    'a creative plan’s renewal e-mail: “(annual, paid monthly)” renews automatically on a date',
    [
      'From: Pixelcraft <no-reply@pixelcraft.example>',
      'Subject: Your plan renews on September 15, 2027',
      'Hi Morgan,',
      "Your Pixelcraft Creative Cloud All Apps plan (annual, paid monthly) for Redwood Print Studio renews automatically on September 15, 2027. You'll continue to be billed US$59.99 per month.",
      'Want to make a change? You can manage or cancel your plan at any time from your account page.',
      'The Pixelcraft Team',
    ],
    { expirationDate: '2027-09-15', renewalKind: 'automatic', renewalTermMonths: 12, renewalDate: '2027-09-15' },
  ],
  [
    'an Indian annual maintenance contract “valid for a period of one year from 01.04.2026 to 31.03.2027”',
    [
      'ANNUAL MAINTENANCE CONTRACT',
      'AMC No.: CL/AMC/2026/0412',
      'Date: 20.03.2026',
      'Customer: Sunrise Textiles Pvt. Ltd., Plot 14, MIDC, Bhiwandi, Maharashtra',
      'Service Provider: CoolAir Systems India Pvt. Ltd., Thane, Maharashtra',
      'Equipment: 6 nos. Daikin VRV outdoor units and 38 indoor units',
      '1. This AMC is valid for a period of one year from 01.04.2026 to 31.03.2027 and may be renewed thereafter on mutually agreed terms.',
      '2. The Service Provider shall carry out four preventive maintenance visits during the contract period and attend breakdown calls within 24 hours.',
      '3. AMC charges: Rs. 1,85,000 plus GST, payable in advance.',
    ],
    { expirationDate: '2027-03-31', renewalKind: 'mutual', autoRenews: false, noticePeriodDays: null },
  ],
  [
    'a school district’s cloud services agreement through June 30, renewing by fiscal years unless notice “no later than April 1”',
    [
      'CLOUD SERVICES AGREEMENT',
      'This Cloud Services Agreement ("Agreement") is made and entered into as of the 1st day of October, 2025 (the "Effective Date"), by and between Vantage Point Software Corp., an Ohio corporation ("Vantage"), and the Board of Education of the Lakeside Local School District ("District").',
      '1. Services. Vantage will host and make available its student information system to the District.',
      '2. Term. This Agreement shall commence on the Effective Date and shall continue through June 30, 2028 (the "Initial Term"). Thereafter, this Agreement shall renew automatically for successive one-year terms coinciding with the District\'s fiscal year (July 1 through June 30), unless the District notifies Vantage in writing no later than April 1 of its intent not to renew.',
      '3. Fees. The District shall pay the annual fees set out in Exhibit B by August 31 of each fiscal year.',
      "4. Non-Appropriation. If the District's governing board fails to appropriate funds for any fiscal year, the District may terminate this Agreement at the end of the last fiscal year for which funds were appropriated.",
    ],
    {
      effectiveDate: '2025-10-01',
      expirationDate: '2028-06-30',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2028-06-30',
      cancelByDate: '2028-04-01',
    },
  ],
  [
    'a CRM vendor’s e-mail: the contract ends on a date and renews for 12 months unless told 30 days before',
    [
      'From: Accounts at Trellis CRM <accounts@trellis.example>',
      'Subject: Action needed: your Trellis CRM contract ends on 31 January 2027',
      'Hello Priya,',
      'Your Trellis CRM Business contract for Northwind Florists Ltd (25 users) ends on 31 January 2027. Your contract is set to renew automatically for another 12 months at the then-current list price.',
      'If you would like to make changes or cancel, please let us know at least 30 days before your renewal date.',
      'Kind regards,',
      'Trellis CRM Accounts',
    ],
    {
      expirationDate: '2027-01-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-01-31',
      cancelByDate: '2027-01-01',
    },
  ],
  [
    'a consulting agreement to “the earlier of” its first anniversary or the services’ completion (a title is no part of a name)',
    [
      'CONSULTING SERVICES AGREEMENT',
      'This Consulting Services Agreement (this "Agreement") is entered into effective as of August 4, 2025 (the "Effective Date") between Meridian BioPharma, Inc., a California corporation (the "Company"), and Dr. Helena Voss, an individual (the "Consultant").',
      '1. Services. The Consultant shall advise the Company on the design of its Phase 2 clinical trials.',
      "2. Compensation. The Company shall pay the Consultant $450 per hour, not to exceed $90,000 in total without the Company's prior written approval.",
      "3. Term and Termination. The term of this Agreement shall commence on the Effective Date and shall continue until the earlier of (a) the first anniversary of the Effective Date or (b) the completion of the Services. Either party may terminate this Agreement at any time upon fifteen (15) days' prior written notice.",
      '4. Governing Law. This Agreement shall be governed by the laws of the State of California.',
    ],
    {
      effectiveDate: '2025-08-04',
      expirationDate: '2026-08-04',
      renewalKind: 'none',
      noticePeriodDays: null,
      parties: ['Meridian BioPharma, Inc', 'Helena Voss'],
    },
  ],
  [
    'an alarm monitoring agreement of sixty months “beginning on the date the system is installed and activated, which is” a date',
    [
      'MONITORING SERVICE AGREEMENT',
      'Customer: Greenway Pharmacy LLC, 1402 Elm Street, Dayton, OH 45402',
      'Company: Sentinel Alarm Services, Inc.',
      'Agreement Date: January 12, 2026',
      "1. Monitoring. Company shall monitor Customer's burglar and fire alarm system 24 hours a day.",
      '2. Charges. Customer shall pay $89.00 per month for monitoring, billed quarterly in advance.',
      '3. Term. The initial term of this Agreement is sixty (60) months, beginning on the date the system is installed and activated, which is January 20, 2026. This Agreement will automatically renew for successive one (1) year terms unless either party gives written notice of cancellation at least sixty (60) days before the end of the then-current term.',
      '4. Limitation of Liability. Company is not an insurer.',
    ],
    {
      expirationDate: '2031-01-20',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2031-01-20',
      cancelByDate: '2030-11-21',
    },
  ],
  [
    'a Norwegian licensor’s licence in force from a date for a minimum of three years, then by twelve months on three months’ notice',
    [
      'SOFTWARE LICENCE AGREEMENT',
      'This Software Licence Agreement is made on 5 May 2025 between Fjordline Systems AS, a Norwegian company with organisation number 921 455 780 ("Licensor"), and Caledonia Freight Ltd, a company registered in Scotland with number SC612345 ("Licensee").',
      '1. Licence. The Licensor grants the Licensee a non-exclusive licence to use the Software at its depots in the United Kingdom.',
      "2. Duration. This Agreement shall come into force on 1 June 2025 and shall remain in force for a minimum period of three (3) years. Thereafter it shall continue for successive periods of twelve (12) months unless terminated by either party giving not less than three (3) months' written notice to expire at the end of the minimum period or of any subsequent twelve (12) month period.",
      '3. Fees. The Licensee shall pay an annual licence fee of NOK 480,000.',
      '4. Law. This Agreement is governed by Scots law.',
    ],
    {
      expirationDate: '2028-06-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2028-06-01',
      cancelByDate: '2028-03-01',
      parties: ['Fjordline Systems AS', 'Caledonia Freight Ltd'],
    },
  ],
  [
    'a sublease that expires the day before its master lease does',
    [
      'SUBLEASE AGREEMENT',
      'This Sublease Agreement (the "Sublease") is made as of September 2, 2025 by and between Crane & Holloway LLP, a Pennsylvania limited liability partnership ("Sublandlord"), and Bitwise Health, Inc., a Delaware corporation ("Subtenant").',
      '1. Subleased Premises. Sublandlord subleases to Subtenant approximately 4,200 rentable square feet on the 14th floor of 1600 Market Street, Philadelphia, Pennsylvania.',
      '2. Term. The term of this Sublease shall commence on October 1, 2025 and shall expire on March 30, 2029, which is the day before the expiration date of the Master Lease, unless sooner terminated.',
      '3. Rent. Subtenant shall pay base rent of $12,250 per month.',
      '4. Master Lease. This Sublease is subject to the lease between Sublandlord and 1600 Market Associates, L.P. dated May 1, 2014 (the "Master Lease").',
    ],
    {
      expirationDate: '2029-03-30',
      renewalKind: 'none',
      noticePeriodDays: null,
      parties: ['Crane & Holloway LLP', 'Bitwise Health, Inc'],
    },
  ],
  [
    'a broadband re-contract offer: the contract “ended on” a date; the offer’s validity is no term',
    [
      'Subject: Your broadband contract - 24 month re-contract offer',
      'Hi Sam,',
      'Your current Fibre 500 contract with Skyline Broadband ended on 14 October 2026, and you are now out of contract, paying month to month at £46.00.',
      'Re-contract today for 24 months at £32.00 per month. This offer is valid until 30 November 2026.',
      'Skyline Broadband',
    ],
    { expirationDate: '2026-10-14', renewalKind: 'none' },
  ],
  [
    'a database subscription that does not renew: a renewal quotation 90 days before the end is no notice period',
    [
      'SUBSCRIPTION AGREEMENT - ONLINE RESEARCH DATABASE',
      'Licensor: Academic Atlas Publishing Ltd',
      'Licensee: Westmoor University Library',
      'Subscription Period: 1 January 2026 to 31 December 2026',
      'Subscription Fee: £14,500 (exclusive of VAT)',
      '1. The Licensor grants the Licensee and its Authorised Users access to the Database during the Subscription Period.',
      '2. This Agreement shall not renew automatically. The Licensor will send a renewal quotation at least 90 days before the end of the Subscription Period.',
      '3. This Agreement is governed by the laws of England and Wales.',
    ],
    {
      effectiveDate: '2026-01-01',
      expirationDate: '2026-12-31',
      renewalKind: 'none',
      autoRenews: false,
      noticePeriodDays: null,
    },
  ],
  [
    'a master staffing agreement of a year, renewing yearly unless 45 days’ notice',
    [
      'MASTER STAFFING AGREEMENT',
      'This Master Staffing Agreement is entered into as of February 2, 2026 (the "Effective Date") between Talentbridge Staffing Group, Inc. ("Talentbridge") and Keystone Precision Manufacturing Co. ("Client").',
      '1. Services. Talentbridge shall assign temporary employees to Client as Client requests.',
      '2. Rates. Client shall pay the bill rates set out in each assignment confirmation.',
      '3. Term. This Agreement has an initial term of one (1) year from the Effective Date. It will renew automatically for additional one-year terms unless either party provides notice of non-renewal at least forty-five (45) days prior to the end of the then-current term.',
      '4. Conversion. If Client hires an assigned employee directly within 90 days of the assignment, Client shall pay a conversion fee.',
    ],
    {
      effectiveDate: '2026-02-02',
      expirationDate: '2027-02-02',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 45,
      renewalDate: '2027-02-02',
      cancelByDate: '2026-12-19',
      parties: ['Talentbridge Staffing Group, Inc', 'Keystone Precision Manufacturing Co'],
    },
  ],
  [
    'an elevator maintenance agreement of five years renewing by five, with a window for notice',
    [
      'ELEVATOR MAINTENANCE AGREEMENT',
      'Owner: Harbor Point Condominium Association, Inc.',
      'Contractor: Apex Vertical Transportation, LLC',
      'Date: June 3, 2025',
      'Equipment: Two (2) hydraulic passenger elevators, Harbor Point Condominium, 300 Bay Road, Tampa, FL.',
      'Price: $1,150.00 per month, payable monthly in advance.',
      'Term: This Agreement shall be effective July 1, 2025 and shall remain in effect for five (5) years. It shall renew automatically for additional five (5) year terms unless either party gives written notice of termination by certified mail at least ninety (90) days but not more than one hundred twenty (120) days prior to the end of any term.',
    ],
    {
      effectiveDate: '2025-07-01',
      expirationDate: '2030-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 60,
      noticePeriodDays: 90,
      renewalDate: '2030-07-01',
      cancelByDate: '2030-04-02',
    },
  ],
  [
    'an Ohio residential lease that renews for another 12-month term unless 60 days’ notice',
    [
      'RESIDENTIAL LEASE AGREEMENT',
      'This Residential Lease Agreement is made on July 10, 2025 between Oakridge Property Management LLC ("Landlord") and Jordan Ellis ("Tenant").',
      '1. Premises. 418 Willow Lane, Apartment 2B, Columbus, Ohio 43215.',
      '2. Term. The lease term begins on August 1, 2025 and ends on July 31, 2026. This lease will automatically renew for another 12-month term unless either party gives written notice at least 60 days before the end of the lease term.',
      '3. Rent. Tenant shall pay $1,375 per month on or before the first day of each month.',
      '4. Security Deposit. Tenant has paid a security deposit of $1,375.',
    ],
    {
      expirationDate: '2026-07-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-07-31',
      cancelByDate: '2027-06-01',
    },
  ],
  [
    'a note-taking app’s terms of service: subscriptions renew at each billing period, no date',
    [
      'TERMS OF SERVICE',
      'These Terms of Service govern your use of Notably, a note-taking application provided by Notably Labs, Inc.',
      '1. Accounts. You must be at least 16 years old to use Notably.',
      '2. Subscriptions and Billing. Paid plans are billed in advance on a monthly or annual basis. Your subscription renews automatically at the end of each billing period unless you cancel it before the renewal date in your account settings.',
      '3. Refunds. Payments are non-refundable except where required by law.',
      '4. Changes. We may change these Terms by posting an updated version on our website.',
    ],
    { expirationDate: null, renewalKind: 'automatic' },
  ],
  [
    'a county’s landscape contract with “four (4) optional one-year renewal periods at the County’s sole discretion”',
    [
      'COUNTY OF MARIPOSA RIDGE',
      'CONTRACT FOR LANDSCAPE MAINTENANCE SERVICES',
      'Contract No.: 2025-117',
      'Contractor: GreenCrest Grounds Management, Inc.',
      "Contract Period: October 1, 2025 - September 30, 2026, with four (4) optional one-year renewal periods at the County's sole discretion.",
      'Contract Amount: Not to exceed $186,000 per year.',
      '1. Scope. The Contractor shall maintain the grounds of the County Administration Center and three County parks as described in Exhibit A.',
      '2. Renewal. The County may exercise each renewal option by written notice to the Contractor at least thirty (30) days before the end of the then-current contract period.',
      '3. Insurance. The Contractor shall maintain the insurance required in Exhibit C.',
    ],
    {
      effectiveDate: '2025-10-01',
      expirationDate: '2026-09-30',
      renewalKind: 'option',
      autoRenews: false,
      noticePeriodDays: null,
    },
  ],
  [
    'a Dutch supplier’s supply agreement to the fifth anniversary, then from year to year on six months’ notice',
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement (the "Agreement") is entered into as of March 1, 2024 (the "Effective Date") by and between Polymerix Chemicals B.V., a company incorporated in the Netherlands ("Supplier"), and Coastline Coatings, Inc., a Florida corporation ("Buyer").',
      '1. Supply. Supplier shall sell to Buyer, and Buyer shall purchase from Supplier, the Products listed in Schedule 1.',
      '2. Forecasts. Buyer shall provide Supplier with a rolling twelve (12) month forecast on the first business day of each calendar quarter.',
      "3. Price. The prices are set out in Schedule 2 and may be adjusted once per calendar year on sixty (60) days' notice.",
      "4. Term. This Agreement shall continue in force until the fifth (5th) anniversary of the Effective Date and thereafter shall continue from year to year unless terminated by either party giving at least six (6) months' notice prior to the end of the initial period or any subsequent year.",
      '5. Governing Law. This Agreement is governed by the laws of the State of New York.',
    ],
    {
      effectiveDate: '2024-03-01',
      expirationDate: '2029-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 180,
      renewalDate: '2029-03-01',
      cancelByDate: '2028-09-01',
      parties: ['Polymerix Chemicals B.V', 'Coastline Coatings, Inc'],
    },
  ],
  [
    'an insurance broker’s client agreement for 12 months from a date, renewing annually unless 90 days’ notice',
    [
      'CLIENT SERVICE AGREEMENT',
      'Broker: Keel & Anchor Insurance Brokers Ltd',
      'Client: Westshore Marine Engineering Ltd',
      "1. Services. The Broker will arrange and manage the Client's commercial insurance programme, including marine liability and property cover.",
      '2. Remuneration. The Broker is remunerated by commission from insurers and an annual fee of £7,500.',
      "3. Duration. This Agreement is effective from 1 January 2026 for 12 months and will renew annually on 1 January unless terminated by either party on 90 days' written notice.",
      '4. Law. This Agreement is governed by the law of England and Wales.',
    ],
    {
      effectiveDate: '2026-01-01',
      expirationDate: '2027-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-01-01',
      cancelByDate: '2026-10-03',
    },
  ],
  [
    'a statement of work’s period of performance under an older master agreement',
    [
      'STATEMENT OF WORK NO. 4',
      'This Statement of Work is issued under the Master Services Agreement dated June 12, 2023 between Brightpath Digital LLC ("Agency") and Redwood Valley Credit Union ("Client").',
      'Project: Website redesign and member portal refresh.',
      'Period of Performance: November 1, 2025 through April 30, 2026.',
      'Fees: Fixed fee of $96,000, invoiced in three equal milestones.',
      'Deliverables: Site map, design system, twelve page templates, portal user interface.',
    ],
    { effectiveDate: '2025-11-01', expirationDate: '2026-04-30', renewalKind: 'none' },
  ],
  [
    'an Irish broadband order: a minimum term from its service start date, then “a rolling 30-day basis until terminated”',
    [
      'BUSINESS BROADBAND ORDER',
      'Customer: Ashgrove Veterinary Clinic Ltd, Unit 4, Ashgrove Business Park, Cork',
      'Provider: Emerald Fibre Networks DAC',
      'Service: Business Fibre 1Gb, static IP',
      'Monthly Charge: EUR 119.00 plus VAT',
      'Service Start Date: 15/09/2025',
      'Minimum Term: 24 months from the Service Start Date',
      "After the Minimum Term, the service continues on a rolling 30-day basis until terminated by either party with 30 days' notice.",
    ],
    { expirationDate: '2027-09-15', renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 },
  ],
  [
    'a co-marketing agreement that terminates “on the date that is eighteen (18) months after the Effective Date”',
    [
      'CO-MARKETING AGREEMENT',
      'This Co-Marketing Agreement (the "Agreement") is entered into as of March 1, 2026 (the "Effective Date") by and between Sprocket Payments, Inc., a Delaware corporation ("Sprocket"), and Harborline Bookkeeping LLC, an Oregon limited liability company ("Harborline").',
      '1. Joint Campaigns. The parties will run joint webinars and e-mail campaigns directed at small businesses.',
      '2. Costs. Each party bears its own costs unless otherwise agreed in writing.',
      "3. Term. This Agreement will terminate on the date that is eighteen (18) months after the Effective Date, unless terminated earlier by either party on thirty (30) days' written notice.",
      '4. Governing Law. This Agreement is governed by the laws of the State of Oregon.',
    ],
    {
      effectiveDate: '2026-03-01',
      expirationDate: '2027-09-01',
      renewalKind: 'none',
      noticePeriodDays: null,
      parties: ['Sprocket Payments, Inc', 'Harborline Bookkeeping LLC'],
    },
  ],
  [
    'a landlord’s letter extending a lease “from 1 May 2026 to 30 April 2028”',
    [
      'Dear Mr Okonkwo,',
      'Unit 12, Riverside Trade Park, Leeds LS10 1AB',
      'We are pleased to confirm that your lease of Unit 12 has been extended for a further period of two years, from 1 May 2026 to 30 April 2028, on the same terms as your existing lease, save that the rent will be £21,000 per annum.',
      'Please sign and return the enclosed memorandum of extension.',
      'Yours sincerely,',
      'Hannah Price, Property Manager, Riverside Trade Park Ltd',
    ],
    { expirationDate: '2028-04-30', renewalKind: 'none' },
  ],
  [
    'an association membership renewing each July 1 “for another membership year” unless notice by May 31',
    [
      'ASSOCIATION MEMBERSHIP CONFIRMATION',
      'Member: Blue Heron Architects PC',
      'Membership Level: Corporate',
      'Membership Year: July 1, 2026 to June 30, 2027',
      'Dues: $1,200',
      'Your membership renews automatically each July 1 for another membership year unless you notify us in writing by May 31.',
    ],
    {
      expirationDate: '2027-06-30',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-06-30',
      cancelByDate: '2027-05-31',
    },
  ],
  [
    'a purchasing alliance’s vendor agreement effective on “the later of the dates signed below”, three years from it',
    [
      'VENDOR AGREEMENT',
      'This Vendor Agreement (the "Agreement") is entered into by and between Summit Health Purchasing Alliance, LLC, a Tennessee limited liability company ("Summit"), and Clearwave Medical Supplies, Inc., a Georgia corporation ("Vendor"), effective as of the later of the dates signed below (the "Effective Date").',
      "1. Products. Vendor shall make the Products listed in Exhibit A available to Summit's members at the prices in Exhibit B.",
      '2. Initial Term. The initial term of this Agreement shall be three (3) years commencing on the Effective Date.',
      "3. Administrative Fee. Vendor shall pay Summit an administrative fee of three percent (3%) of members' purchases.",
      'SUMMIT HEALTH PURCHASING ALLIANCE, LLC',
      'By: /s/ Karen Liu',
      'Title: President',
      'Date: April 2, 2026',
      'CLEARWAVE MEDICAL SUPPLIES, INC.',
      'By: /s/ Marcus Bell',
      'Title: Chief Executive Officer',
      'Date: April 9, 2026',
    ],
    {
      effectiveDate: '2026-04-09',
      expirationDate: '2029-04-09',
      renewalKind: 'none',
      parties: ['Summit Health Purchasing Alliance, LLC', 'Clearwave Medical Supplies, Inc'],
    },
  ],
  [
    'an English payroll agreement “for an initial period of 12 months and thereafter until terminated”, from a schedule’s Commencement Date',
    [
      'PAYROLL SERVICES AGREEMENT',
      'Parties: (1) Ledgerleaf Payroll Services Ltd, a company registered in England with number 10443219 ("Provider"); and (2) Thornbury Cafés Ltd, a company registered in England with number 12887310 ("Client").',
      "1. Services. The Provider shall run the Client's monthly payroll and file the returns set out in the Schedule.",
      "2. Duration. This Agreement shall begin on the Commencement Date and continue for an initial period of 12 months and thereafter until terminated by either party giving not less than three months' written notice.",
      '3. Fees. The Client shall pay the fees set out in the Schedule monthly in arrears.',
      'SCHEDULE',
      'Commencement Date: 1 April 2026',
      'Fees: £6.50 per employee per payroll run, minimum £95 per month',
    ],
    { effectiveDate: '2026-04-01', expirationDate: '2027-04-01', renewalKind: 'evergreen', noticePeriodDays: 90 },
  ],
  [
    'a German service contract’s e-mail: “extended automatically by a further 12 months on 30.06.2027 unless you give notice by 31.03.2027”',
    [
      'Subject: Your service contract no. 4711 - automatic extension',
      'Dear Customer,',
      'Your service contract no. 4711 for the Kronberg CNC-2400 milling centre at Feldmann Präzisionstechnik GmbH will be extended automatically by a further 12 months on 30.06.2027 unless you give notice by 31.03.2027.',
      'The annual service fee remains EUR 8,900.',
      'Kronberg Maschinenbau GmbH, Service Department',
    ],
    {
      expirationDate: '2027-06-30',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-06-30',
      cancelByDate: '2027-03-31',
    },
  ],
  [
    'a transportation agreement of a year that “shall thereafter automatically renew on a month-to-month basis”',
    [
      'MASTER TRANSPORTATION SERVICES AGREEMENT',
      'This Master Transportation Services Agreement (the "Agreement") is made as of April 15, 2025 (the "Effective Date") between Roadrunner Freight Lines, Inc., an Arizona corporation ("Carrier"), and Desert Bloom Nurseries, LLC, an Arizona limited liability company ("Shipper").',
      "1. Services. Carrier shall transport Shipper's goods as tendered under bills of lading.",
      '2. Rates. Shipper shall pay the rates in Appendix A, subject to a fuel surcharge.',
      "3. Term. The term of this Agreement shall be one (1) year from the Effective Date and shall thereafter automatically renew on a month-to-month basis until terminated by either party upon thirty (30) days' written notice.",
      "4. Cargo Liability. Carrier's liability for loss or damage to cargo shall not exceed $100,000 per shipment.",
    ],
    {
      effectiveDate: '2025-04-15',
      expirationDate: '2026-04-15',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    'a research collaboration effective on the last signature for three years “or until completion ..., whichever occurs first”',
    [
      'RESEARCH COLLABORATION AGREEMENT',
      'This Research Collaboration Agreement (the "Agreement") is made between the Board of Regents of Lakeland State University ("University") and Northstar Agritech, Inc., a Minnesota corporation ("Sponsor").',
      '1. Research Project. The University will conduct field trials of drought-tolerant soybean varieties (the "Research Project").',
      '2. Funding. Sponsor shall pay the University $240,000 in four equal installments.',
      '3. Term. This Agreement shall be effective as of the date of the last signature below and shall remain in effect for a period of three (3) years, or until completion of the Research Project, whichever occurs first.',
      'LAKELAND STATE UNIVERSITY',
      'By: /s/ Dr. Amy Chen, Vice President for Research',
      'Date: 02/10/2026',
      'NORTHSTAR AGRITECH, INC.',
      'By: /s/ Paul Novak, CEO',
      'Date: 02/17/2026',
    ],
    { effectiveDate: '2026-02-17', expirationDate: '2029-02-17', renewalKind: 'none' },
  ],
  [
    'an insurance policy’s declarations: a policy period “From 04/01/2026 to 04/01/2027 at 12:01 A.M.”',
    [
      'COMMERCIAL PROPERTY POLICY DECLARATIONS',
      'Policy Number: CPP 4410982',
      'Named Insured: Lakeview Bakery & Cafe LLC',
      'Insurer: Prairie State Mutual Insurance Company',
      "Policy Period: From 04/01/2026 to 04/01/2027 at 12:01 A.M. standard time at the insured's mailing address.",
      'Total Annual Premium: $4,812.00',
      'Coverage: Building and Personal Property, Business Income, Equipment Breakdown.',
    ],
    { effectiveDate: '2026-04-01', expirationDate: '2027-04-01', renewalKind: 'none' },
  ],
  [
    'a reseller’s e-mail: a subscription “(annual commitment, billed monthly) for ..., 14 licences, will renew on” a date',
    [
      'From: Cloudwise IT <billing@cloudwise.example>',
      'Subject: Upcoming renewal - Microsoft 365 Business Standard',
      'Hi Alicia,',
      'Your Microsoft 365 Business Standard subscription (annual commitment, billed monthly) for Harper & Stone Dental, 14 licences, will renew on 3/5/2027.',
      'If you need to reduce licences, please tell us before the renewal date. Licences can only be reduced at renewal.',
      'Cloudwise IT',
    ],
    { expirationDate: '2027-03-05', renewalKind: 'automatic', renewalTermMonths: 12, renewalDate: '2027-03-05' },
  ],
  [
    'a consulting agreement to December 31, then “may be renewed ... upon the written agreement of both parties”',
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement (the "Agreement") is made effective as of January 5, 2026 (the "Effective Date") by and between Oakhurst Capital Partners, L.P. ("Client") and Lindqvist Advisory AB, a Swedish company ("Consultant").',
      '1. Services. Consultant shall advise Client on acquisitions in the Nordic region.',
      '2. Fees. Client shall pay Consultant a monthly retainer of USD 15,000.',
      '3. Term. This Agreement shall commence on the Effective Date and continue until December 31, 2026. Thereafter, this Agreement may be renewed for additional one (1) year periods upon the written agreement of both parties.',
      '4. Governing Law. This Agreement is governed by the laws of the State of New York.',
    ],
    {
      effectiveDate: '2026-01-05',
      expirationDate: '2026-12-31',
      renewalKind: 'mutual',
      autoRenews: false,
      noticePeriodDays: null,
    },
  ],
  [
    'a Canadian lease “commencing on the 1st day of June, 2024 and ending on the 31st day of May, 2029”, with an option to extend',
    [
      'LEASE',
      'THIS LEASE is made as of the 15th day of April, 2024.',
      'BETWEEN: 2291045 Ontario Inc. (the "Landlord")',
      'AND: Maple Leaf Physiotherapy Clinic Inc. (the "Tenant")',
      '1. Premises. The Landlord leases to the Tenant Unit 104, 880 King Street West, Toronto, Ontario.',
      '2. Term. The Term shall be five (5) years commencing on the 1st day of June, 2024 and ending on the 31st day of May, 2029.',
      '3. Basic Rent. The Tenant shall pay Basic Rent of $4,350 per month plus HST.',
      '4. Renewal. Provided the Tenant is not in default, the Tenant shall have the option to extend the Term for one further period of five (5) years on written notice given not less than six (6) months before the end of the Term.',
    ],
    {
      // The day the term commences, not the day the lease is made: the readers' order, and CUAD's annotators' reading
      // in 5 of the 9 work contracts that state both apart (3 the day it was made). The first expectation, the day it
      // was made, was a coin flip of the fitted choice: 0.78 against 0.79 after a refit (27 November, eleventh session).
      effectiveDate: '2024-06-01',
      expirationDate: '2029-05-31',
      renewalKind: 'option',
      autoRenews: false,
      noticePeriodDays: null,
      parties: ['2291045 Ontario Inc', 'Maple Leaf Physiotherapy Clinic Inc'],
    },
  ],
  [
    'a managed print agreement’s key terms: a start date, 36 months, “Auto Renewal: Yes, 12 months”, “Cancellation: 90 days ... prior to term end”',
    [
      'MANAGED PRINT SERVICES AGREEMENT - KEY TERMS',
      'Customer: Brookside Family Medicine PLLC',
      'Supplier: PrintRight Office Solutions LLC',
      'Start Date: 09/01/2025',
      'Term: 36 months',
      'Auto Renewal: Yes, 12 months',
      'Cancellation: 90 days written notice prior to term end',
      'Monthly Base Charge: $389.00 including 6,000 black and white pages',
    ],
    {
      expirationDate: '2028-09-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2028-09-01',
      cancelByDate: '2028-06-03',
    },
  ],
  [
    'an Australian council’s key details: a term from the Commencement Date, parties with their ABNs after them',
    [
      'SERVICES AGREEMENT',
      'KEY DETAILS',
      'Customer: Coral Coast Regional Council (ABN 41 223 554 109)',
      'Supplier: Bluegum Facility Services Pty Ltd (ABN 77 612 993 401)',
      'Commencement Date: 1 July 2025',
      'Term: 2 years from the Commencement Date',
      "Further Terms: 2 further terms of 1 year each, at the Customer's option",
      'Contract Price: A$412,000 per annum (excluding GST)',
      '1. The Supplier must provide the Services in accordance with the Specification.',
      '2. The Customer may exercise an option for a Further Term by notice to the Supplier at least 60 days before the end of the then current Term.',
    ],
    {
      effectiveDate: '2025-07-01',
      expirationDate: '2027-07-01',
      noticePeriodDays: null,
      parties: ['Coral Coast Regional Council', 'Bluegum Facility Services Pty Ltd'],
    },
  ],
  [
    'an Indian NDA “executed ... on this 12th day of August, 2025”, valid three years “from the date of execution”',
    [
      'NON-DISCLOSURE AGREEMENT',
      'This Non-Disclosure Agreement is executed at Bengaluru on this 12th day of August, 2025',
      'BETWEEN',
      'Vistara Software Solutions Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at Koramangala, Bengaluru ("Disclosing Party")',
      'AND',
      'Meghna Analytics LLP, a limited liability partnership having its office at Powai, Mumbai ("Receiving Party").',
      '1. The Receiving Party shall keep the Confidential Information strictly confidential.',
      '2. This Agreement shall be valid for a period of 3 (three) years from the date of execution.',
      '3. This Agreement shall be governed by the laws of India and the courts at Bengaluru shall have exclusive jurisdiction.',
    ],
    {
      effectiveDate: '2025-08-12',
      expirationDate: '2028-08-12',
      renewalKind: 'none',
      parties: ['Vistara Software Solutions Private Limited', 'Meghna Analytics LLP'],
    },
  ],
  [
    'a trial’s e-mail: it ends on a date, and “After that, you’ll be billed” in the next sentence',
    [
      'Subject: Your Planwise trial ends soon',
      'Hi Taylor,',
      "Your free trial of Planwise Team for Juniper Event Co. ends on December 3, 2026. After that, you'll be billed $25 per month for your plan unless you cancel before then.",
      "Need more time? Reply to this e-mail and we'll see what we can do.",
      'The Planwise team',
    ],
    { expirationDate: '2026-12-03', renewalKind: 'automatic', renewalDate: '2026-12-03' },
  ],
  [
    'a dealer agreement that expires on December 31 and renews by calendar years unless notice by October 31',
    [
      'DEALER AGREEMENT',
      'This Dealer Agreement is made as of January 15, 2025 between Ridgeway Outdoor Power Equipment, Inc., a Wisconsin corporation ("Manufacturer"), and Cedar Hollow Farm & Garden LLC, a Vermont limited liability company ("Dealer").',
      '1. Appointment. Manufacturer appoints Dealer as a non-exclusive authorized dealer of the Products in its Area of Responsibility.',
      '2. Term. This Agreement shall expire on December 31, 2026, and shall be renewed automatically for successive periods of one calendar year unless either party gives written notice of non-renewal by October 31 of the then-current year.',
      '3. Minimum Stock. Dealer shall maintain a representative stock of Products and genuine parts.',
    ],
    { effectiveDate: '2025-01-15', renewalKind: 'automatic', renewalTermMonths: 12, cancelByDate: '2026-10-31' },
  ],
  [
    'a Singapore tenancy “commencing from 1st March 2026 and expiring on 28th February 2028”',
    [
      'TENANCY AGREEMENT',
      'This Agreement is made on 10th February 2026 between Goh Wei Ming (NRIC S7012345A) (the "Landlord") and Alpine Tech Pte. Ltd. (UEN 201912345K) (the "Tenant").',
      '1. The Landlord agrees to let and the Tenant agrees to take the premises at 18 Orchard Boulevard #05-02, Singapore 248646.',
      '2. The Tenancy shall be for a period of two (2) years commencing from 1st March 2026 and expiring on 28th February 2028.',
      '3. The monthly rent is S$6,800, payable in advance on the 1st day of each month.',
      "4. The Tenant shall pay a security deposit equal to two months' rent.",
    ],
    { expirationDate: '2028-02-28', renewalKind: 'none' },
  ],
  [
    'a support agreement for a year from a final acceptance still to come: no end',
    [
      'SUPPORT AGREEMENT',
      'This Support Agreement is entered into on May 20, 2025 between Ironclad Controls Corp. ("Supplier") and Riverbend Water Authority ("Customer").',
      '1. Support. Supplier shall provide telephone support and on-site repair for the SCADA System installed under the Supply Contract.',
      '2. Term. Support under this Agreement shall be provided for a period of one (1) year from the date of the Final Acceptance of the System by the Customer.',
      '3. Fees. The support fee is $38,500, payable within thirty (30) days after Final Acceptance.',
    ],
    { effectiveDate: '2025-05-20', expirationDate: null, renewalKind: 'none' },
  ],
  [
    'a bank’s treasury services agreement in effect until terminated',
    [
      'TREASURY MANAGEMENT SERVICES AGREEMENT',
      'This Treasury Management Services Agreement (the "Agreement") is entered into as of September 8, 2025 between First Lakeshore Bank, N.A. ("Bank") and Pemberton Hardware Co. ("Client").',
      '1. Services. Bank will provide the treasury management services Client selects in the Service Schedules, including ACH origination and positive pay.',
      "2. Fees. Client shall pay the fees in Bank's fee schedule, as amended from time to time.",
      "3. Term. This Agreement will remain in effect until terminated by either party upon ninety (90) days' prior written notice to the other party.",
      '4. Governing Law. This Agreement is governed by the laws of the State of Illinois.',
    ],
    { effectiveDate: '2025-09-08', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    'a marketing agreement “through the end of the 2026 calendar year”',
    [
      'MARKETING SERVICES AGREEMENT',
      'This Marketing Services Agreement is made effective as of February 1, 2026 by and between Tidepool Media Group LLC ("Agency") and Clearbrook Dental Partners, PLLC ("Client").',
      "1. Services. Agency will manage Client's paid search and social advertising.",
      '2. Term. This Agreement shall remain in effect through the end of the 2026 calendar year, unless earlier terminated as set forth below.',
      '3. Fees. Client shall pay a monthly management fee of $3,200 plus media spend.',
      "4. Termination. Either party may terminate this Agreement for convenience on thirty (30) days' written notice.",
    ],
    { effectiveDate: '2026-02-01', expirationDate: '2026-12-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a school district’s agreement for a school year, “August 1, 2026 through June 30, 2027”',
    [
      'SERVICE AGREEMENT',
      'School District: Pine Valley Unified School District',
      'Provider: BrightSteps Speech Therapy Group, Inc.',
      '1. Services. Provider will furnish licensed speech-language pathologists to serve students with IEPs.',
      '2. Term of Agreement. This Agreement is for the 2026-2027 school year, August 1, 2026 through June 30, 2027.',
      '3. Rates. District shall pay $92.00 per hour of direct service, invoiced monthly.',
    ],
    { expirationDate: '2027-06-30', renewalKind: 'none' },
  ],
  [
    'a staffing assignment of 6 weeks starting on a Monday',
    [
      'Subject: Assignment confirmation - Maya Rodriguez',
      'Hello Maya,',
      'This confirms your temporary assignment with Halcyon Logistics as a warehouse coordinator through Apex Staffing.',
      'Your assignment runs 6 weeks starting Monday, January 12, 2026. Pay rate: $24.50 per hour.',
      'Please report to the Halcyon Logistics distribution center at 7:00 a.m. on your first day.',
      'Apex Staffing',
    ],
    { expirationDate: '2026-02-23', renewalKind: 'none' },
  ],
  [
    'an Irish master services agreement of 36 months from its date, renewing by twelve unless 90 days’ notice',
    [
      'MASTER SERVICES AGREEMENT',
      'This Master Services Agreement ("Agreement") is dated 3 November 2025 and is between Kestrel Managed Services Limited, a company registered in Ireland with number 612774 ("Kestrel"), and Dunmore Dairy Co-operative Society Limited ("Customer").',
      '1. Services. Kestrel will provide the managed network services described in each Service Order.',
      '2. Term. This Agreement commences on the date of this Agreement and continues for an initial term of thirty-six (36) months. On expiry of the initial term this Agreement will automatically renew for successive periods of twelve (12) months, unless either party serves written notice of termination on the other not less than ninety (90) days before the end of the then current term.',
      '3. Charges. The Customer shall pay the charges set out in each Service Order monthly in advance.',
    ],
    {
      effectiveDate: '2025-11-03',
      expirationDate: '2028-11-03',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2028-11-03',
      cancelByDate: '2028-08-05',
      parties: ['Kestrel Managed Services Limited', 'Dunmore Dairy Co-operative Society Limited'],
    },
  ],
  [
    'a registrar’s reminder: a domain expires on a date and auto-renews for 1 year',
    [
      'From: Domains at Netharbor <domains@netharbor.example>',
      'Subject: Reminder: harborlightbakery.com expires in 45 days',
      'Hello,',
      'The domain harborlightbakery.com registered to Harborlight Bakery LLC will expire on January 6, 2027. Auto-renew is enabled, so we will attempt to renew it for 1 year using your saved payment method 7 days before it expires.',
      'To turn off auto-renew, visit your domain dashboard.',
      'Netharbor Domains',
    ],
    { expirationDate: '2027-01-06', renewalKind: 'automatic', renewalTermMonths: 12, renewalDate: '2027-01-06' },
  ],
  [
    'a retail lease of sixty-three months “commencing on January 1, 2025 ... and expiring on March 31, 2030”, with an option',
    [
      'COMMERCIAL LEASE',
      'This Lease is entered into on November 18, 2024, by and between Riverside Plaza Holdings, LLC, a Colorado limited liability company ("Landlord"), and Summit Peak Yoga, LLC, a Colorado limited liability company ("Tenant").',
      '1. Premises. Suite 110 of the Riverside Plaza Shopping Center, 2500 Walnut Street, Denver, Colorado.',
      '2. Term. The term of this Lease shall be sixty-three (63) months, commencing on January 1, 2025 (the "Commencement Date") and expiring on March 31, 2030, unless sooner terminated.',
      '3. Base Rent. Base rent for the first twelve months is $5,600 per month, increasing three percent (3%) each year.',
      '4. Option to Extend. Tenant shall have one option to extend the term for five (5) years by giving Landlord written notice at least nine (9) months before the expiration of the term.',
    ],
    {
      expirationDate: '2030-03-31',
      renewalKind: 'option',
      autoRenews: false,
      noticePeriodDays: null,
      parties: ['Riverside Plaza Holdings, LLC', 'Summit Peak Yoga, LLC'],
    },
  ],
  [
    'an NDA that expires eighteen months “from the date hereof”, its confidentiality surviving',
    [
      'CONFIDENTIALITY AND NON-DISCLOSURE AGREEMENT',
      'This Agreement is made as of June 30, 2026 between Altamira Energy Partners LP, a Texas limited partnership, and Westfield Pipeline Services, Inc., an Oklahoma corporation.',
      '1. The parties wish to exchange information concerning a possible gathering system joint venture.',
      "2. Each party shall keep the other's Confidential Information confidential and use it only for that purpose.",
      '3. This Agreement shall expire eighteen (18) months from the date hereof, provided that the obligations of confidentiality shall survive for two (2) years after expiration.',
    ],
    {
      effectiveDate: '2026-06-30',
      expirationDate: '2027-12-30',
      renewalKind: 'none',
      parties: ['Altamira Energy Partners LP', 'Westfield Pipeline Services, Inc'],
    },
  ],
  [
    'a pest control agreement of twelve months from its service start date, then month to month until cancelled on 30 days’ notice',
    [
      'SERVICE AGREEMENT - COMMERCIAL PEST CONTROL',
      'Customer: The Copper Kettle Restaurant',
      'Service Address: 77 Harbor Street, Portland, ME 04101',
      'Service Start Date: 04/15/2026',
      'Service Frequency: Monthly',
      'Monthly Charge: $95.00',
      'Terms: This agreement is for an initial period of twelve (12) months from the Service Start Date and shall continue on a month-to-month basis thereafter until cancelled by either party with thirty (30) days written notice.',
      'Company: Pinecone Pest Solutions, Inc.',
    ],
    { expirationDate: '2027-04-15', noticePeriodDays: 30 },
  ],
  [
    'a hospital district’s licence to a written end, renewing yearly unless 120 days’ notice, subject to appropriation',
    [
      'SOFTWARE LICENSE AND SUBSCRIPTION AGREEMENT',
      'This Software License and Subscription Agreement (this "Agreement") is entered into as of August 1, 2025 (the "Effective Date") by and between Orbital Metrics, Inc., a Delaware corporation ("Licensor"), and Greenfield County Hospital District, a Texas hospital district ("Licensee").',
      '1. License. Licensor grants Licensee a non-exclusive license to use the Software for its internal purposes.',
      "2. Term. The initial term of this Agreement shall begin on the Effective Date and end on July 31, 2028. This Agreement shall automatically renew for successive renewal terms of one (1) year each, unless either party notifies the other in writing of its intention not to renew at least one hundred twenty (120) days before the expiration of the then-current term; provided, however, that Licensee's obligations under any renewal term are subject to the appropriation of funds.",
      '3. Fees. Licensee shall pay the annual subscription fee of $64,000 within thirty (30) days after receipt of invoice.',
    ],
    {
      effectiveDate: '2025-08-01',
      expirationDate: '2028-07-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 120,
      renewalDate: '2028-07-31',
      cancelByDate: '2028-04-02',
      parties: ['Orbital Metrics, Inc', 'Greenfield County Hospital District'],
    },
  ],
  [
    'a recruiter’s letter of agreement “in place for 12 months and will then be reviewed”',
    [
      'Dear Tom,',
      'Letter of Agreement - Recruitment Services',
      'This letter confirms that Brightwell Recruitment Ltd will act as a preferred supplier of permanent recruitment services to Hollins Engineering Ltd from 1 March 2026.',
      "Our fee is 18% of the candidate's first-year base salary, payable within 30 days of the candidate's start date.",
      "This agreement will remain in place for 12 months and will then be reviewed. Either party may end it at any time by giving one month's notice in writing.",
      'Kind regards,',
      'Sophie Marsh, Director, Brightwell Recruitment Ltd',
    ],
    { effectiveDate: '2026-03-01', expirationDate: '2027-03-01', renewalKind: 'none' },
  ],
  [
    'a preventive maintenance agreement for a period, renewing yearly unless cancelled 30 days before the renewal date',
    [
      'PREVENTIVE MAINTENANCE AGREEMENT',
      'Agreement No.: PM-33018',
      'Customer: Lakeshore Senior Living, Inc.',
      'Contractor: Comfort Air Mechanical Services, LLC',
      'Coverage: 4 rooftop HVAC units and 2 boilers',
      'Agreement Period: 10/01/2025 through 09/30/2026',
      'Annual Price: $7,480.00, billed quarterly',
      'This Agreement will automatically renew for additional one-year periods at the then-current price unless either party cancels in writing at least 30 days prior to the renewal date.',
    ],
    {
      expirationDate: '2026-09-30',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-09-30',
      cancelByDate: '2027-08-31',
    },
  ],
  [
    'a data hosting agreement of two years from a Go-Live Date defined after the sentence, renewing yearly',
    [
      'DATA HOSTING AGREEMENT',
      'This Data Hosting Agreement (the "Agreement") is entered into as of May 12, 2025 by and between Stratus Vault LLC ("Host") and Meridian Title & Escrow, Inc. ("Customer").',
      "1. Hosting. Host shall host Customer's document management system in Host's data centers.",
      '2. Term. This Agreement shall have a term of two (2) years from the Go-Live Date. "Go-Live Date" means June 1, 2025.',
      '3. Renewal. Upon expiration, this Agreement shall renew automatically for consecutive one (1) year terms unless Customer provides written notice of non-renewal sixty (60) days prior to expiration.',
      '4. Fees. Customer shall pay Host $2,150 per month.',
    ],
    {
      effectiveDate: '2025-05-12',
      expirationDate: '2027-06-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-06-01',
      cancelByDate: '2027-04-02',
    },
  ],
  [
    'a van lease of 48 months “beginning on the date the Vehicle is delivered to Lessee, which is February 27, 2026”',
    [
      'MOTOR VEHICLE LEASE AGREEMENT',
      'Lessor: Northway Fleet Leasing Corp.',
      'Lessee: Crestline Plumbing & Heating Inc.',
      'Vehicle: 2026 Ford Transit 250 Cargo Van, VIN 1FTBR2C88TKA12345',
      'Date of Lease: February 20, 2026',
      'Lease Term: 48 months, beginning on the date the Vehicle is delivered to Lessee, which is February 27, 2026.',
      'Monthly Payment: $789.45 plus applicable taxes.',
      'Mileage Allowance: 15,000 miles per year.',
      'At the end of the Lease Term, Lessee shall return the Vehicle to Lessor or purchase it for the Residual Value of $18,200.',
    ],
    { expirationDate: '2030-02-27', renewalKind: 'none' },
  ],
  [
    'a perpetual licence whose support term renews yearly unless the customer says so 45 days before',
    [
      'SOFTWARE LICENSE AND SUPPORT AGREEMENT',
      'This Software License and Support Agreement (the "Agreement") is entered into as of February 24, 2025 between Quillon Software, Inc., a Minnesota corporation ("Licensor"), and Westbrook Animal Hospital, P.A. ("Customer").',
      '2. License. Licensor grants Customer a perpetual, non-exclusive, non-transferable license to use the Software at the Site, for a one-time license fee of $12,500.',
      '5. Support. The initial Support Term begins on March 3, 2025 and ends on March 2, 2026. The Support Term renews automatically for successive one-year periods unless Customer notifies Licensor at least forty-five (45) days before the end of the then-current Support Term that it does not wish to renew.',
      '6. Support Fees. The annual support fee is $2,250, invoiced at the start of each Support Term.',
      '9. Governing Law. This Agreement is governed by the laws of the State of Minnesota.',
    ],
    {
      expirationDate: '2026-03-02',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 45,
      renewalDate: '2027-03-02',
      cancelByDate: '2027-01-16',
      parties: ['Quillon Software, Inc', 'Westbrook Animal Hospital, P.A'],
    },
  ],
  [
    'an English cleaning contract: 24 months from a Commencement Date, then 12-month renewals unless three months’ notice',
    [
      'CONTRACT FOR CLEANING SERVICES',
      'This Contract is dated 12 March 2025.',
      'Parties: (1) Sparkle Facilities Services Limited, a company registered in England and Wales with company number 08812345 (the "Contractor"); and (2) Northgate Medical Practice LLP (the "Client").',
      '1. Services. The Contractor shall clean the Client’s premises at 14 Northgate Road, Leeds, in accordance with the Specification.',
      '2. Duration. The Contract shall commence on 1 April 2025 (the "Commencement Date") and shall continue for an initial period of 24 months (the "Initial Period") and thereafter shall automatically renew for further periods of 12 months unless terminated by either party giving not less than three months\' written notice to expire at the end of the Initial Period or any renewal period.',
      '3. Charges. The Client shall pay £1,840 per month plus VAT.',
    ],
    {
      expirationDate: '2027-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-04-01',
      cancelByDate: '2027-01-01',
      parties: ['Sparkle Facilities Services Limited', 'Northgate Medical Practice LLP'],
    },
  ],
  [
    'a franchise of ten years from an opening still to come, renewable at the franchisee’s election',
    [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement is made and entered into on September 8, 2025 (the "Agreement Date") by and between Brisa Bowls Franchising, LLC, a Florida limited liability company ("Franchisor"), and Tidewater Bowls Group, Inc., a Virginia corporation ("Franchisee").',
      '3.1 Term. The term of this Agreement begins on the Agreement Date and expires ten (10) years after the date the Restaurant first opens for business.',
      '3.2 Renewal. Franchisee may renew the franchise for one (1) additional term of ten (10) years, provided that Franchisee gives Franchisor written notice of its election to renew not less than nine (9) months nor more than twelve (12) months before the end of the term and is not then in default.',
      '4.1 Initial Franchise Fee. Franchisee shall pay Franchisor an initial franchise fee of $35,000 upon signing this Agreement.',
    ],
    {
      effectiveDate: '2025-09-08',
      expirationDate: null,
      renewalKind: 'option',
      noticePeriodDays: null,
      parties: ['Brisa Bowls Franchising, LLC', 'Tidewater Bowls Group, Inc'],
    },
  ],
  [
    'a season’s sponsorship, extended for the next season only by mutual written agreement',
    [
      'SPONSORSHIP AGREEMENT',
      'This Sponsorship Agreement is entered into as of December 1, 2025 by and between Riverton Youth Soccer League, a Texas nonprofit corporation ("League"), and Hill Country Credit Union ("Sponsor").',
      '1. Term. This Agreement covers the 2026 season and runs from January 1, 2026 through December 31, 2026.',
      '2. Sponsorship Fee. Sponsor shall pay the League $15,000, due by January 31, 2026.',
      '3. Recognition. The League shall display the Sponsor’s logo on all team jerseys and on the League website.',
      '4. Extension. The parties may extend this Agreement for the 2027 season by mutual written agreement signed before November 1, 2026.',
    ],
    {
      expirationDate: '2026-12-31',
      renewalKind: 'mutual',
      noticePeriodDays: null,
      amount: 15000,
      parties: ['Riverton Youth Soccer League', 'Hill Country Credit Union'],
    },
  ],
  [
    'a receipt for a plan “renewed for another year” that “will renew again on” a date',
    [
      'From: Taskbloom Billing <billing@taskbloom.com>',
      'Subject: Your Taskbloom receipt',
      'Hi Priya,',
      'Thanks for renewing your Taskbloom Business plan for Nimbus Dental Lab. Your plan has been renewed for another year and will renew again on March 9, 2027.',
      'Amount charged: $1,188.00 (USD)',
      'Payment method: Visa ending 4242',
      'The Taskbloom Team',
    ],
    {
      expirationDate: '2027-03-09',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-03-09',
      amount: 1188,
    },
  ],
  [
    'a Canadian office lease in ordinal dates, with an option to extend on six months’ notice',
    [
      'LEASE',
      'THIS LEASE is made as of the 15th day of August, 2024.',
      'BETWEEN: Laurentide Properties Inc. (the "Landlord")',
      'AND: Copperleaf Accounting Professional Corporation (the "Tenant")',
      '3.1 Term. The Term shall be five (5) years commencing on the 1st day of November, 2024 and ending on the 31st day of October, 2029.',
      '3.2 Option to Extend. Provided the Tenant is not in default, the Tenant shall have the option to extend the Term for one further period of five (5) years by giving written notice to the Landlord not less than six (6) months prior to the expiry of the Term.',
      '4.1 Basic Rent. The Tenant shall pay Basic Rent of $4,250.00 per month.',
    ],
    {
      expirationDate: '2029-10-31',
      renewalKind: 'option',
      noticePeriodDays: null,
      parties: ['Laurentide Properties Inc', 'Copperleaf Accounting Professional Corporation'],
    },
  ],
  [
    'a master services agreement effective on the last signature, three years then yearly renewals',
    [
      'MASTER SERVICES AGREEMENT',
      'This Master Services Agreement ("MSA") is entered into by and between Ironclad Network Solutions, LLC ("Provider") and Bellweather Logistics, Inc. ("Client"), effective as of the date of the last signature below (the "Effective Date").',
      '1. Services. Provider shall provide the managed IT services described in Statements of Work ("SOWs") signed by both parties.',
      '8. Term. This MSA shall remain in effect for three (3) years from the Effective Date and shall automatically renew for successive one (1) year terms unless either party provides written notice of its intent not to renew no later than ninety (90) days prior to the end of the then-current term. Expiration of this MSA shall not affect any SOW then in effect.',
      'IRONCLAD NETWORK SOLUTIONS, LLC By: /s/ Raj Patel Name: Raj Patel Title: President Date: 3/14/2025',
      'BELLWEATHER LOGISTICS, INC. By: /s/ Ann Cole Name: Ann Cole Title: COO Date: 3/18/2025',
    ],
    {
      effectiveDate: '2025-03-18',
      expirationDate: '2028-03-18',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2028-03-18',
      cancelByDate: '2027-12-19',
      parties: ['Ironclad Network Solutions, LLC', 'Bellweather Logistics, Inc'],
    },
  ],
  [
    'a foundation’s grant agreement for a grant period, with a report due after it',
    [
      'GRANT AGREEMENT',
      'Grant No. 2025-CF-117',
      'Grantor: The Hollis Family Foundation',
      'Grantee: Eastside Literacy Project',
      'Grant Amount: $40,000',
      'Grant Period: July 1, 2025 to June 30, 2026',
      'The Grantee shall submit a final narrative and financial report within sixty (60) days after the end of the Grant Period. Funds not spent by the end of the Grant Period shall be returned to the Grantor.',
    ],
    { expirationDate: '2026-06-30', renewalKind: 'none', noticePeriodDays: null, amount: 40000 },
  ],
  [
    'an apartment lease that renews month to month unless 60 days’ notice to vacate',
    [
      'RESIDENTIAL LEASE AGREEMENT',
      'Landlord: Maple Court Apartments LLC',
      'Resident: Jordan Ellis',
      'Premises: 412 Maple Court, Unit 3B, Columbus, Ohio 43215',
      'Lease Term: The lease term begins on August 1, 2025 and ends on July 31, 2026.',
      'Rent: $1,350.00 per month, due on the 1st day of each month.',
      "Renewal: If Resident does not give Landlord at least sixty (60) days' written notice of intent to vacate before the end of the lease term, this Lease will automatically renew on a month-to-month basis.",
    ],
    { expirationDate: '2026-07-31', renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 60 },
  ],
  [
    'a purchase order with a delivery date and payment terms: no term at all',
    [
      'PURCHASE ORDER',
      'PO Number: 4500123987',
      'Date: October 6, 2025',
      'Buyer: Cascade Valley Medical Center',
      'Vendor: Summit Surgical Supply Co.',
      'Ship To: 100 Hospital Way, Yakima, WA 98901',
      'Item: Disposable surgical gowns, Level 3, size L. Quantity: 2,000 at $4.15 each. Total: $8,300.00',
      'Required Delivery Date: November 14, 2025',
      'Payment Terms: Net 30',
      "This Purchase Order is subject to Buyer's standard terms and conditions.",
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null, amount: 8300 },
  ],
  [
    'a cloud provider’s order confirmation that renews on an ISO date',
    [
      'From: Nimbusforge Cloud <orders@nimbusforge.io>',
      'Subject: Order confirmation NF-208811',
      'Hello Sam,',
      'Thank you for your order. Plan: Business Hosting (annual). Price: $479.00 per year.',
      'Your subscription renews automatically on 2027-02-14. You can turn off auto-renew at any time in your account settings.',
      'Nimbusforge Cloud Billing',
    ],
    {
      expirationDate: '2027-02-14',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-02-14',
      amount: 479,
    },
  ],
  [
    'a Dutch supply agreement for a fixed year, tacitly renewed unless a registered letter two months before expiry',
    [
      'SUPPLY AGREEMENT',
      'The undersigned: Van Dijk Logistiek B.V., having its registered office in Rotterdam, the Netherlands ("Supplier"), and Nordhaven Retail GmbH, having its registered office in Hamburg, Germany ("Customer"), agree as follows.',
      'Article 1. Supplier shall supply the packaging materials listed in Annex 1 at the prices stated there.',
      'Article 7. Duration. This Agreement is entered into for a fixed period of one year, commencing on 1 January 2026. It shall then be tacitly renewed for successive periods of one year, unless terminated by registered letter at least two months before the expiry date.',
      'Article 9. This Agreement is governed by Dutch law.',
    ],
    {
      expirationDate: '2027-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-01-01',
      cancelByDate: '2026-11-01',
      parties: ['Van Dijk Logistiek B.V', 'Nordhaven Retail GmbH'],
    },
  ],
  [
    'a county contract “from date of execution by the County through June 30, 2027”, renewable at the County’s option',
    [
      'CONTRACT FOR JANITORIAL SERVICES',
      'This Contract is entered into by and between Marlow County, a political subdivision of the State of Oregon ("County"), and Brightway Building Services, Inc. ("Contractor").',
      '2. Term. The term of this Contract shall be from the date of execution by the County through June 30, 2027.',
      '3. Renewal. The County may renew this Contract for up to two (2) additional one-year periods upon written notice to Contractor.',
      '4. Compensation. County shall pay Contractor $6,200 per month for the Services.',
      'MARLOW COUNTY By: /s/ Helen Ruiz Title: Board Chair Date: 08/12/2025',
    ],
    { expirationDate: '2027-06-30', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    'a property management agreement of one year, continuing yearly unless notice 30 days before the anniversary date',
    [
      'PROPERTY MANAGEMENT AGREEMENT',
      'This Property Management Agreement is made on April 20, 2025 between Oakridge Holdings LLC ("Owner") and Keystone Property Management, Inc. ("Manager").',
      '1. Appointment. Owner appoints Manager as the exclusive managing agent of the property at 2200 Elm Street, Dayton, Ohio.',
      '2. Term. This Agreement shall commence on May 1, 2025 and continue for one year, and shall automatically continue for successive one-year terms thereafter unless either party gives written notice of termination at least 30 days prior to the anniversary date.',
      '3. Management Fee. Owner shall pay Manager a monthly fee equal to eight percent (8%) of gross rents collected.',
    ],
    {
      expirationDate: '2026-05-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-05-01',
      cancelByDate: '2027-04-01',
      parties: ['Oakridge Holdings LLC', 'Keystone Property Management, Inc'],
    },
  ],
  [
    'an event venue contract: a cancellation fee within 90 days of the event is no notice to stop a renewal',
    [
      'EVENT RENTAL AGREEMENT',
      'Venue: The Glasshouse at Pier 9',
      'Client: Ridgeline Partners LLP',
      'Event: Annual Client Reception',
      'Event Date: Saturday, June 13, 2026',
      'Rental Fee: $9,800.00. A non-refundable deposit of $2,500.00 is due on signing.',
      'Cancellation: If Client cancels less than ninety (90) days before the Event Date, the full Rental Fee is due.',
    ],
    { renewalKind: 'none', noticePeriodDays: null, cancelByDate: null },
  ],
  [
    'a software escrow agreement renewing yearly, with a termination for convenience that is no renewal notice',
    [
      'SOFTWARE ESCROW AGREEMENT',
      'This Software Escrow Agreement (the "Agreement") is effective as of September 1, 2025 (the "Effective Date") among CodeSafe Escrow Services, Inc. ("Escrow Agent"), Lumen Analytics Corp. ("Depositor") and Harborline Insurance Brokers, Inc. ("Beneficiary").',
      '1. Deposit. Depositor shall deposit the Source Code of the Licensed Software with Escrow Agent within thirty (30) days of the Effective Date.',
      '8. Term. This Agreement shall have an initial term of one (1) year from the Effective Date and shall automatically renew for additional one (1) year terms upon payment of the annual fee.',
      '9. Termination. Depositor and Beneficiary may jointly terminate this Agreement at any time upon sixty (60) days written notice to Escrow Agent.',
      '10. Fees. The annual fee is $1,800, payable by Beneficiary.',
    ],
    {
      effectiveDate: '2025-09-01',
      expirationDate: '2026-09-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: null,
      renewalDate: '2027-09-01',
    },
  ],
  [
    'an Indian leave and licence agreement of eleven months, renewable only on mutually agreed terms',
    [
      'LEAVE AND LICENCE AGREEMENT',
      'This Leave and Licence Agreement is made at Mumbai on this 5th day of January 2026 between Mr. Rakesh Mehta, residing at 14 Marine Drive, Mumbai (the "Licensor"), and Zenith Softlabs Private Limited, a company incorporated under the Companies Act, 2013 (the "Licensee").',
      '1. The Licensor grants the Licensee leave and licence to use Office No. 702, Seventh Floor, Trade Tower, Andheri East, Mumbai.',
      '2. The licence is granted for a period of 11 (eleven) months commencing from 10th January 2026 and ending on 9th December 2026.',
      '3. The Licensee shall pay a monthly licence fee of Rs. 1,85,000.',
      '4. The licence may be renewed for a further period on such terms as may be mutually agreed between the parties.',
    ],
    { expirationDate: '2026-12-09', renewalKind: 'mutual', noticePeriodDays: null },
  ],
  [
    'a statement of work with a period of performance written as a range with a dash',
    [
      'STATEMENT OF WORK #3',
      'This Statement of Work is issued under the Master Services Agreement dated January 10, 2024 between Clearwater Data Partners LLC ("Consultant") and Ferris Manufacturing Co. ("Client").',
      'Project: Warehouse analytics dashboard.',
      'Period of Performance: November 1, 2025 - April 30, 2026',
      'Fees: Fixed fee of $64,000, invoiced in three installments.',
      'Acceptance: Client shall accept or reject each deliverable within ten (10) business days of delivery.',
    ],
    {
      effectiveDate: '2025-11-01',
      expirationDate: '2026-04-30',
      renewalKind: 'none',
      noticePeriodDays: null,
      amount: 64000,
    },
  ],
  [
    'an Australian subscription in labelled fields: twelve months from a date, auto-renewal, notice to cancel',
    [
      'SUBSCRIPTION AGREEMENT - KEY DETAILS',
      'Supplier: Tallwood Software Pty Ltd (ABN 55 601 223 874)',
      'Customer: Banksia Physiotherapy Pty Ltd',
      'Subscription Period: 12 months from 1 July 2025',
      'Auto-renewal: Yes',
      'Notice to cancel: 30 days before the end of the Subscription Period',
      'Fees: A$6,600 per year (incl. GST)',
    ],
    { expirationDate: '2026-07-01', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'an equipment lease schedule of 36 months that renews quarterly unless 90 days’ notice',
    [
      'LEASE SCHEDULE NO. 004',
      'This Schedule No. 004 is entered into under the Master Lease Agreement dated March 1, 2022 between Summitline Equipment Finance, LLC ("Lessor") and Pacifica Cold Storage, Inc. ("Lessee").',
      'Equipment: Two (2) Crown RR 5795S reach trucks, serial numbers listed in Annex A.',
      'Commencement Date: December 1, 2025',
      'Term: 36 months',
      'Monthly Rent: $1,942.00',
      "End of Term: Unless Lessee gives Lessor at least ninety (90) days' written notice before the end of the Term of its election to return or purchase the Equipment, this Schedule shall automatically renew for successive three (3) month periods.",
    ],
    {
      expirationDate: '2028-12-01',
      renewalKind: 'automatic',
      renewalTermMonths: 3,
      noticePeriodDays: 90,
      renewalDate: '2028-12-01',
      cancelByDate: '2028-09-02',
    },
  ],
  [
    'a supplier’s e-mail: the contract ends on a date and renews for 24 months unless told by another',
    [
      'Subject: Your photocopier service contract',
      'Dear Ms Patel,',
      'Your service contract for the Ricoh IM C3000 at Elmfield Primary School ends on 30 April 2027. To avoid automatic renewal for a further 24 months, please let us know in writing by 31 January 2027.',
      'If we do not hear from you, the contract will renew on the same terms.',
      'Kind regards, Darren Hughes, Account Manager, Copyline Office Solutions Ltd',
    ],
    {
      expirationDate: '2027-04-30',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      renewalDate: '2027-04-30',
      cancelByDate: '2027-01-31',
    },
  ],
  [
    'a consulting agreement in effect until a date, which may be extended by written amendment',
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is entered into as of February 2, 2026 between Tamarack Water District ("District") and Bluestem Engineering Group, Inc. ("Consultant").',
      '1. Services. Consultant shall provide engineering services on an as-needed basis as requested by the District in writing.',
      '2. Term. This Agreement will remain in effect until December 31, 2026, and may be extended by written amendment.',
      '3. Compensation. District shall pay Consultant at the hourly rates in Exhibit B, not to exceed $75,000 in total.',
    ],
    {
      effectiveDate: '2026-02-02',
      expirationDate: '2026-12-31',
      renewalKind: 'mutual',
      noticePeriodDays: null,
      parties: ['Tamarack Water District', 'Bluestem Engineering Group, Inc'],
    },
  ],
  [
    'a Singapore service agreement: two years, then yearly unless a month’s notice before expiry',
    [
      'SERVICE AGREEMENT',
      'This Service Agreement is dated 3 February 2026 (the "Effective Date") and made between Lionsgate Facilities Pte. Ltd. (UEN 201912345K), a company incorporated in Singapore ("Service Provider"), and Marina Bay Dental Group Pte. Ltd. ("Client").',
      "2. Term. The Term shall commence on the Effective Date and continue for a period of two (2) years, and thereafter be renewed for successive periods of one (1) year each unless terminated by either party by giving not less than one (1) month's written notice prior to the expiry of the then current term.",
      '3. Fees. The Client shall pay S$2,400 per month.',
    ],
    {
      effectiveDate: '2026-02-03',
      expirationDate: '2028-02-03',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2028-02-03',
      cancelByDate: '2028-01-03',
      parties: ['Lionsgate Facilities Pte. Ltd', 'Marina Bay Dental Group Pte. Ltd'],
    },
  ],
  [
    'an order form laid out as a table with pipes: term, ISO start date, auto renewal, non-renewal notice',
    [
      'ORDER FORM',
      '| Customer | Halvorsen Marine Supply, Inc. |',
      '| Provider | Fathom Analytics LLC |',
      '| Subscription Term | 12 months |',
      '| Start Date | 2025-10-15 |',
      '| Auto Renewal | Yes, for successive 12-month terms |',
      '| Non-renewal notice | 30 days prior to end of term |',
      '| Annual Fee | $14,400 |',
    ],
    {
      expirationDate: '2026-10-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-10-15',
      cancelByDate: '2027-09-15',
    },
  ],
  [
    'an extended warranty certificate: coverage ends on a date, no renewal',
    [
      'EXTENDED WARRANTY CERTIFICATE',
      'Certificate No.: EW-55120-88',
      'Product: Carrier 50XC rooftop unit, serial 4821X77123',
      'Owner: Bayfront Veterinary Clinic',
      'Coverage Period: 36 months from the original purchase date of 05/14/2024',
      'Coverage ends: 05/14/2027',
      'Covered: parts and labor for the compressor and refrigeration circuit.',
    ],
    { expirationDate: '2027-05-14', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a power purchase agreement of twenty years from a commercial operation date still to come, extended only by agreement',
    [
      'POWER PURCHASE AGREEMENT',
      'This Power Purchase Agreement (this "Agreement") is dated as of June 30, 2025 and is entered into by and between Sunridge Solar Project 4, LLC, a Delaware limited liability company ("Seller"), and the Town of Millbrook, a New York municipal corporation ("Buyer").',
      '2.1 Term. This Agreement shall have a term of twenty (20) years commencing on the Commercial Operation Date.',
      '2.2 Extension. The Term may be extended for up to two (2) additional five (5) year periods upon mutual written agreement of the Parties.',
      '4.1 Price. Buyer shall pay Seller $0.071 per kWh of Energy delivered.',
    ],
    { effectiveDate: '2025-06-30', expirationDate: null, renewalKind: 'mutual', noticePeriodDays: null },
  ],
  [
    'a Swiss principal’s distribution agreement in force until a date, then two-year renewals unless six months’ notice',
    [
      'DISTRIBUTION AGREEMENT',
      'This Agreement is made this 2nd day of May 2025 between Alpine Medtech AG, Baarerstrasse 10, 6300 Zug, Switzerland ("Principal") and Medisur S.A.S., Calle 93 No. 11-28, Bogotá, Colombia ("Distributor").',
      '1. Appointment. Principal appoints Distributor as its exclusive distributor of the Products in Colombia.',
      '12. Duration. This Agreement shall become effective on the date first written above and shall remain in force until 31 December 2027. Thereafter it shall be automatically renewed for successive periods of two (2) years unless terminated by either party by notice in writing given at least six (6) months before the end of the then current period.',
    ],
    {
      effectiveDate: '2025-05-02',
      expirationDate: '2027-12-31',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 180,
      renewalDate: '2027-12-31',
      cancelByDate: '2027-06-30',
      parties: ['Alpine Medtech AG', 'Medisur S.A.S'],
    },
  ],
  [
    'a car park licence for a calendar year, renewable annually by agreement',
    [
      'CAR PARK LICENCE',
      'Licensor: Westgate Estates Limited',
      'Licensee: Brambles Nursery School CIO',
      'Spaces: 6 spaces in the rear car park at Westgate House, Reading',
      'Licence Fee: £3,000 per year, payable quarterly in advance',
      'The Licence Period is from 1 January 2026 to 31 December 2026 and may be renewed annually by agreement between the parties.',
    ],
    { expirationDate: '2026-12-31', renewalKind: 'mutual', noticePeriodDays: null },
  ],
  [
    'a fixed-term employment contract that ends on a date without notice',
    [
      'FIXED-TERM EMPLOYMENT CONTRACT',
      'between Nordlicht Robotics GmbH, Munich (the "Employer") and Ms. Clara Weiss, Munich (the "Employee").',
      '§ 1 Start and duration. The employment relationship is limited to the period from 1 March 2026 to 28 February 2027 and ends on 28 February 2027 without the need for notice of termination.',
      '§ 2 Position. The Employee is employed as a Mechanical Engineer.',
      '§ 3 Salary. The Employee receives a gross annual salary of EUR 64,000, paid in twelve monthly instalments.',
    ],
    { expirationDate: '2027-02-28', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a Quebec services agreement: three years, then yearly unless notice of intention not to renew 90 days before expiry',
    [
      'SERVICES AGREEMENT',
      'This Services Agreement is made as of October 1, 2024 (the "Effective Date") between Solutions Boréal Inc., a corporation governed by the Business Corporations Act (Québec) ("Boréal"), and Groupe Santé Laurier Inc. ("Laurier").',
      '10.1 This Agreement shall come into force on the Effective Date and remain in force for a term of three (3) years. It shall thereafter be renewed automatically for successive periods of one (1) year, unless either party notifies the other party in writing of its intention not to renew it at least ninety (90) days prior to the expiry of the then current term.',
      '11.1 Laurier shall pay Boréal the fees set out in Schedule B.',
    ],
    {
      effectiveDate: '2024-10-01',
      expirationDate: '2027-10-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-10-01',
      cancelByDate: '2027-07-03',
      parties: ['Solutions Boréal Inc', 'Groupe Santé Laurier Inc'],
    },
  ],
  [
    'a certificate authority’s notice: the certificate expires in 30 days, auto-renew turned off',
    [
      'Subject: Action required: SSL certificate expiring',
      'Your SSL certificate for portal.harbourline.example expires in 30 days, on January 9, 2027.',
      'Auto-renew is turned off for this certificate. To keep your site secure, renew it from your dashboard.',
      'CertSure Support',
    ],
    { expirationDate: '2027-01-09', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an elevator maintenance agreement of five years, renewing for five, cancelled 90 to 120 days before the end',
    [
      'ELEVATOR MAINTENANCE AGREEMENT',
      'Owner: Parkview Towers Condominium Association',
      'Contractor: Summit Vertical Transportation, Inc.',
      'Equipment: 3 traction passenger elevators at 500 Parkview Drive, Tampa, Florida',
      'Term. This Agreement shall be in effect for five (5) years from the commencement date of March 1, 2025 and shall renew automatically for successive five (5) year terms unless either party gives written notice of cancellation at least ninety (90) days but not more than one hundred twenty (120) days prior to the end of any term.',
      'Price. $1,375.00 per month, subject to annual adjustment.',
    ],
    {
      expirationDate: '2030-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 60,
      noticePeriodDays: 90,
      renewalDate: '2030-03-01',
      cancelByDate: '2029-12-01',
    },
  ],
  [
    'a carrier’s rate agreement valid through the end of a calendar year',
    [
      'RATE AGREEMENT 2026',
      'Carrier: Blue Ridge Freightways LLC',
      'Shipper: Tidewell Home Goods, Inc.',
      'Lane: Charlotte, NC to Atlanta, GA, dry van, 53 ft.',
      'Rate: $1,180.00 per load, all-in, fuel surcharge included.',
      'Rates are valid from 1 January 2026 through 31 December 2026.',
    ],
    { expirationDate: '2026-12-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an English mobile fleet contract: a minimum term from a connection date in brackets, then until 30 days’ notice',
    [
      'BUSINESS MOBILE AGREEMENT',
      'Customer: Thornbury Building Services Ltd',
      'Provider: Relay Mobile Business Ltd',
      'Connections: 18 SIM-only lines, 100GB each',
      'Minimum Term: 24 months from the Connection Date (12 August 2025).',
      "After the Minimum Term, this Agreement will continue until terminated by either party giving 30 days' notice.",
      'Monthly Charge: £306.00 plus VAT.',
    ],
    { expirationDate: '2027-08-12', renewalKind: 'evergreen', noticePeriodDays: 30 },
  ],
  [
    'a background music licence for a shop that renews each year unless cancelled',
    [
      'Background Music Licence - Confirmation',
      'Licensee: The Copper Kettle Café, 22 High Street, Bath',
      'Licence Fee: £312.00 per year',
      'Your licence runs for 12 months from 1 July 2026 and renews each year unless you cancel.',
      'Thank you for choosing Soundscape Licensing.',
    ],
    {
      expirationDate: '2027-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: null,
      renewalDate: '2027-07-01',
    },
  ],
  [
    'a construction subcontract with a completion deadline: no term to track',
    [
      'SUBCONTRACT AGREEMENT',
      'This Subcontract is entered into on April 6, 2026 between Ironside General Contractors, Inc. ("Contractor") and Delgado Electric LLC ("Subcontractor") for the Project known as Riverside Medical Office Building.',
      '1. Work. Subcontractor shall furnish all labor and materials for the electrical work described in Exhibit A.',
      '2. Schedule. Subcontractor shall achieve Substantial Completion of its Work no later than September 30, 2026.',
      '3. Subcontract Sum. Contractor shall pay Subcontractor $1,240,000, subject to additions and deductions by change order.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null, amount: 1240000 },
  ],
  [
    'a data processing agreement in force as long as the processing goes on: no end date',
    [
      'DATA PROCESSING AGREEMENT',
      'This Data Processing Agreement ("DPA") forms part of the Master Services Agreement between Kestrel HR Software Ltd ("Processor") and Avonmore Credit Union Limited ("Controller").',
      '1. The Processor shall process Personal Data only on documented instructions from the Controller.',
      '12. Duration. This DPA shall remain in force for as long as the Processor processes Personal Data on behalf of the Controller under the Master Services Agreement.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a block of support hours that expires on the earlier of the hours being used or a date',
    [
      'SUPPORT HOURS AGREEMENT',
      'This Support Hours Agreement is entered into as of July 1, 2026 between Pinecrest Technology Partners LLC ("Provider") and Shoreline Pediatrics, PLLC ("Client").',
      '1. Hours. Client purchases a block of 100 support hours at $145 per hour, for a total of $14,500, paid in advance.',
      '2. Expiration. This Agreement expires on the earlier of (a) the date on which all 100 support hours have been used, or (b) June 30, 2027.',
    ],
    { expirationDate: '2027-06-30', renewalKind: 'none', noticePeriodDays: null, amount: 14500 },
  ],
  [
    'a Hong Kong tenancy with both days inclusive and an option to renew at market rent',
    [
      'TENANCY AGREEMENT',
      'Landlord: Victoria Harbour Properties Limited',
      'Tenant: Lantern Design Studio Limited',
      'Premises: Unit 1203, 12th Floor, Kwun Tong Commercial Centre, Kowloon',
      'Term: Two (2) years commencing on 1st December 2025 and expiring on 30th November 2027 (both days inclusive).',
      'Rent: HK$38,000 per month, exclusive of rates and management fees.',
      "Option to renew: The Tenant shall have an option to renew for a further term of two (2) years at the then prevailing market rent, by giving not less than three (3) months' written notice before expiry.",
    ],
    { expirationDate: '2027-11-30', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    'a German service contract in English: 36 months from a dotted date, extended by 12 unless three months’ notice',
    [
      'SERVICE CONTRACT No. 2026-0148',
      'between MedTec Service GmbH, Frankfurt am Main ("Contractor") and Klinikum am Stadtpark gGmbH ("Customer")',
      '1. Subject. The Contractor maintains the imaging systems listed in Annex 1.',
      "5. Term. The contract begins on 01.02.2026 and runs for an initial period of 36 months. It is extended by 12 months at a time unless terminated with 3 months' notice to the end of the respective contract period.",
      '6. Remuneration. EUR 41,600 per year plus VAT.',
    ],
    {
      expirationDate: '2029-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2029-02-01',
      cancelByDate: '2028-11-01',
    },
  ],
  [
    'an NDA of three years from the last signature, with a termination on notice that is no renewal notice',
    [
      'NON-DISCLOSURE AGREEMENT',
      'This Non-Disclosure Agreement is between Harrow Bio Ltd ("Harrow") and Quayside Diagnostics Ltd ("Quayside").',
      "1. Each party shall keep the other's Confidential Information secret and use it only for the Purpose.",
      "6. This Agreement shall expire three (3) years from the date of the last signature below, unless terminated earlier by either party upon thirty (30) days' written notice.",
      'Signed for Harrow Bio Ltd: Dr Alice Grant, CEO. Signed: 10 February 2026',
      'Signed for Quayside Diagnostics Ltd: Tom Reilly, Director. Signed: 14 February 2026',
    ],
    { effectiveDate: '2026-02-14', expirationDate: '2029-02-14', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an Australian residential lease: a fixed term of 12 months starting and ending on dates',
    [
      'RESIDENTIAL TENANCY AGREEMENT',
      'Landlord: Coastal Homes Pty Ltd',
      'Tenant: Priya Raman',
      'Premises: 7/21 Beach Road, Coogee NSW 2034',
      'Fixed term agreement: 12 months, starting on 1 March 2026 and ending on 28 February 2027.',
      'Rent: $720 per week, payable fortnightly in advance.',
    ],
    { expirationDate: '2027-02-28', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a teaming agreement that ends on the earliest of two events or eighteen months from its Effective Date',
    [
      'TEAMING AGREEMENT',
      'This Teaming Agreement is entered into as of March 3, 2026 (the "Effective Date") by and between Sentinel Federal Systems, Inc. ("Prime") and Cobalt Cyber LLC ("Sub").',
      '1. Purpose. The parties shall cooperate in preparing a proposal in response to RFP No. HSHQDC-26-R-0012.',
      '9. Term. This Teaming Agreement shall terminate upon the earliest of: (i) award of the Prime Contract to a party other than Prime; (ii) cancellation of the RFP; or (iii) eighteen (18) months from the Effective Date.',
    ],
    {
      effectiveDate: '2026-03-03',
      expirationDate: '2027-09-03',
      renewalKind: 'none',
      parties: ['Sentinel Federal Systems, Inc', 'Cobalt Cyber LLC'],
    },
  ],
  [
    'a cancellation confirmation: access kept until a date, no renewal',
    [
      'Subject: Your Boxfile Business plan has been cancelled',
      'Hi Marco,',
      "Your plan has been cancelled. You'll keep access until March 31, 2027, and you won't be charged again.",
      'The Boxfile Team',
    ],
    { expirationDate: '2027-03-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an EU framework agreement valid until a date, renewable once by written agreement of the parties',
    [
      'FRAMEWORK AGREEMENT FOR TRANSLATION SERVICES',
      'Contracting authority: European Agency for Maritime Data ("the Agency")',
      'Contractor: Lingua Nova SRL, Bucharest, Romania',
      'Article I.2 Entry into force and duration. This framework agreement enters into force on the date of its signature by the last party and is valid until 31/12/2027. It may be renewed once for a period of two years by written agreement of the parties.',
      'Article I.3 Prices. The prices are set out in Annex II.',
    ],
    { expirationDate: '2027-12-31', renewalKind: 'mutual', noticePeriodDays: null },
  ],
  [
    'a vending placement agreement of three years from an installation date, renewing for like terms unless 60 days’ notice',
    [
      'VENDING PLACEMENT AGREEMENT',
      'This Agreement is made on May 4, 2026 between Fresh Corner Vending LLC ("Operator") and Lakeside Fitness Center, Inc. ("Location").',
      '1. Placement. Operator shall install two snack and beverage machines at the Location.',
      "2. Term. This Agreement shall be for a term of three (3) years beginning on the installation date, and shall automatically renew for like terms unless either party gives sixty (60) days' written notice prior to the end of the term.",
      '3. Commission. Operator shall pay Location ten percent (10%) of gross sales monthly.',
    ],
    { expirationDate: null, renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'a trademark licence with its initial term as a range and a renewal at the licensee’s option on a condition',
    [
      'TRADEMARK LICENSE AGREEMENT',
      'Licensor: Heritage Brands Holdings, LLC',
      'Licensee: Pacific Rim Apparel Co.',
      'Licensed Marks: HARBOR & PINE and design',
      'Initial Term: January 1, 2026 through December 31, 2030',
      'Renewal Term: Licensee may renew this Agreement for one (1) five-year Renewal Term if Licensee has paid the Minimum Royalty in each year of the Initial Term.',
      'Royalty: 8% of Net Sales, with a Minimum Royalty of $150,000 per year.',
    ],
    { expirationDate: '2030-12-31', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    'an Irish courier agreement of two years with a termination on 90 days’ notice that is no renewal notice',
    [
      'COURIER SERVICES AGREEMENT',
      'This Agreement is made between Swiftline Couriers Limited, Dublin ("Swiftline") and Ardmore Pharmacy Group Limited ("Customer").',
      "2. Commencement and duration. This Agreement will commence on 1 January 2026 and will continue for 2 years. Either party may terminate this Agreement on 90 days' written notice.",
      '3. Charges. The charges are set out in the Rate Card.',
    ],
    { expirationDate: '2028-01-01', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an Italian supply contract of two years from signature, tacitly renewed unless six months’ notice by PEC',
    [
      'SUPPLY CONTRACT',
      'Milan, 12 June 2025',
      'between Officine Brambilla S.p.A., with registered office in Milan, Via Tortona 15 ("Supplier"), and Kessler Werkzeuge GmbH, with registered office in Stuttgart ("Buyer").',
      '1. Object. The Supplier shall supply the precision components listed in Annex A.',
      '9. Duration. The Contract shall have a duration of 2 (two) years from the date of signature and shall be tacitly renewed for further periods of 1 (one) year, unless cancelled by either Party by registered letter with return receipt or PEC to be sent at least 6 (six) months before the expiry.',
    ],
    {
      effectiveDate: '2025-06-12',
      expirationDate: '2027-06-12',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 180,
      renewalDate: '2027-06-12',
      cancelByDate: '2026-12-12',
    },
  ],
  [
    'a cloud provider’s notice that a savings plan expires and does not renew',
    [
      'Subject: Your Savings Plan is expiring soon',
      'Hello,',
      'Your 1-year Compute Savings Plan (ID sp-0a12f9) expires on January 14, 2027. Savings Plans do not renew automatically.',
      'To keep your discounted rates, purchase a new Savings Plan before it expires.',
    ],
    { expirationDate: '2027-01-14', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a physician employment agreement: three years from a labelled Start Date, then yearly unless 120 days’ notice',
    [
      'PHYSICIAN EMPLOYMENT AGREEMENT',
      'Employer: Riverbend Medical Group, P.A.',
      'Physician: Daniel Okafor, M.D.',
      'Start Date: September 1, 2025',
      "1. Term. This Agreement shall have an initial term of three (3) years commencing on the Start Date. Thereafter, this Agreement shall automatically renew for successive one (1) year terms unless either party provides at least one hundred twenty (120) days' written notice of non-renewal.",
      '2. Compensation. Employer shall pay Physician a base salary of $385,000 per year.',
    ],
    {
      expirationDate: '2028-09-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 120,
      renewalDate: '2028-09-01',
      cancelByDate: '2028-05-04',
    },
  ],
  [
    'a school bus contract for a school year, which the district may extend by mutual agreement',
    [
      'STUDENT TRANSPORTATION CONTRACT',
      'This Contract is between the Cedar Valley Unified School District ("District") and Yellowline Student Transportation, Inc. ("Contractor").',
      '1. Term. The term of this contract shall be for the 2025-2026 school year, commencing August 15, 2025 and ending June 15, 2026. The District may extend this contract for up to four (4) additional one-year terms by mutual agreement of the parties.',
      '2. Rates. District shall pay Contractor $612.00 per route per day.',
    ],
    { expirationDate: '2026-06-15', renewalKind: 'mutual', noticePeriodDays: null },
  ],
  [
    'a web design agreement for six months from the day both parties have signed it',
    [
      'WEB DESIGN AGREEMENT',
      'This Agreement is between Pixel & Pine Studio LLC ("Designer") and Meadowlark Bakery Inc. ("Client").',
      '1. Services. Designer shall design and build the Client website described in the Proposal.',
      '2. Term. This Agreement begins on the date both parties have signed it and lasts for six months.',
      '3. Fee. Client shall pay Designer $9,600 in three installments.',
      'PIXEL & PINE STUDIO LLC Signature: /s/ Jen Alvarez Date: 2/3/2026',
      'MEADOWLARK BAKERY INC. Signature: /s/ Sam Fox Date: 2/5/2026',
    ],
    { effectiveDate: '2026-02-05', expirationDate: '2026-08-05', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a satellite TV commercial account: a 24-month term from a labelled start',
    [
      'COMMERCIAL SERVICE AGREEMENT',
      'Account: Rusty Anchor Bar & Grill',
      'Provider: StarView Satellite Business',
      'Agreement Term: 24 months',
      'Start: 11/01/2025',
      'Monthly Programming: $149.99',
      'Early cancellation fee: $20 per remaining month.',
    ],
    { expirationDate: '2027-11-01', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a lawn care agreement for a season that renews for the next season unless cancelled by a day',
    [
      'LAWN CARE SERVICE AGREEMENT',
      'Customer: Hillside Townhome Association',
      'Provider: GreenEdge Lawn & Landscape',
      'This agreement covers the 2026 season (April 1 through November 30, 2026) and will automatically renew for the following season unless you cancel in writing by March 1.',
      'Price: $1,150 per month during the season.',
    ],
    { expirationDate: '2026-11-30', renewalKind: 'automatic' },
  ],
  [
    'a network service order of 36 months from an activation date still to be confirmed',
    [
      'SERVICE ORDER',
      'Customer: Lakeview Credit Union',
      'Provider: FiberPath Networks, LLC',
      'Service: Dedicated Internet Access, 1 Gbps, Site A',
      'Service Term: 36 months from the Service Activation Date',
      'Service Activation Date: to be confirmed by Provider in writing',
      'Monthly Recurring Charge: $1,250.00',
    ],
    { expirationDate: null, noticePeriodDays: null },
  ],
  [
    'a franchisor’s letter: the franchise expires on a date and may be renewed on six months’ notice',
    [
      'Re: Renewal of Franchise Agreement dated July 1, 2016 - Unit #214',
      'Dear Mr. Castillo,',
      'Your Franchise Agreement expires on June 30, 2026. Under Section 3.2, you may renew for an additional ten (10) year term by giving us written notice at least six (6) months before expiration.',
      'Sincerely, Brightside Cleaners Franchising, Inc.',
    ],
    { expirationDate: '2026-06-30', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    'an English commercial lease of ten years "from and including" to "to and including", with a break date',
    [
      'LEASE PARTICULARS',
      'Landlord: Castlegate Investments Limited',
      'Tenant: Fernhill Architects LLP',
      'Premises: Second Floor, 8 Queen Street, Bristol',
      'Term: 10 years from and including 25 March 2025 to and including 24 March 2035',
      'Break Date: 25 March 2030',
      'Rent: £46,500 per annum exclusive of VAT',
    ],
    { expirationDate: '2035-03-24', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a reseller’s e-mail: a subscription will auto-renew on an ordinal date for a further 12 months',
    [
      'Subject: Upcoming renewal - Dynamics 365 Business Central',
      'Dear Helen,',
      'Your Microsoft Dynamics 365 subscription will auto-renew on 1st February 2027 for a further 12 months.',
      'If you would like to change your licence count, please reply to this e-mail.',
      'Kind regards, Cloudbridge IT Ltd',
    ],
    { expirationDate: '2027-02-01', renewalKind: 'automatic', renewalTermMonths: 12, renewalDate: '2027-02-01' },
  ],
  [
    'a statement of work with a start date and an estimated end date',
    [
      'STATEMENT OF WORK',
      'Client: Northgate Insurance Services, Inc.',
      'Consultant: Bellamy Data Consulting LLC',
      'Start date: 01/05/2027',
      'Estimated end date: 03/31/2027',
      'Fees: Time and materials at $165 per hour, not to exceed $48,000.',
    ],
    { expirationDate: '2027-03-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a security services agreement: a year from a labelled Commencement Date, then yearly unless 60 days’ notice',
    [
      'SECURITY SERVICES AGREEMENT',
      'This Security Services Agreement is entered into by Sentry Point Protective Services, Inc. ("Contractor") and Harborview Outlet Center LLC ("Client").',
      'Commencement Date: July 1, 2025',
      '2. Term. The initial term of this Agreement is one (1) year from the Commencement Date. This Agreement will automatically renew for additional one (1) year terms unless either party gives the other written notice of termination at least sixty (60) days prior to the expiration of the then-current term.',
      '3. Rates. Client shall pay $28.50 per guard hour.',
    ],
    {
      expirationDate: '2026-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-07-01',
      cancelByDate: '2027-05-02',
    },
  ],
  [
    'a reseller partner agreement that expires on the third anniversary of its Effective Date',
    [
      'RESELLER PARTNER AGREEMENT',
      'This Reseller Partner Agreement is entered into as of April 14, 2025 (the "Effective Date") by and between Vantage Learning Systems, Inc. ("Vantage") and EduPoint Solutions Ltd. ("Partner").',
      '1. Appointment. Vantage appoints Partner as a non-exclusive reseller of the Products in Ireland.',
      '12. Term. This Agreement will expire on the third anniversary of the Effective Date, unless terminated earlier under Section 13.',
    ],
    {
      effectiveDate: '2025-04-14',
      expirationDate: '2028-04-14',
      renewalKind: 'none',
      noticePeriodDays: null,
      parties: ['Vantage Learning Systems, Inc', 'EduPoint Solutions Ltd'],
    },
  ],
  [
    'a domain registration confirmation: expires on an ISO date, auto-renew on',
    [
      'Domain Registration Confirmation',
      'Domain: meridianwellness.co',
      'Registrant: Meridian Wellness Clinic LLC',
      'Registration period: 2 years',
      'Expires: 2028-08-09',
      'Auto-renew: On',
    ],
    { expirationDate: '2028-08-09', renewalKind: 'automatic' },
  ],
  [
    'a Spanish lease in English: a year from a date, extended by annual periods unless a month’s notice',
    [
      'LEASE AGREEMENT FOR A DWELLING',
      'In Valencia, on 20 August 2025.',
      'LANDLORD: Inversiones Turia S.L. TENANT: Mr. Lukas Becker.',
      '2. Term. The lease term is one year from 1 September 2025. Upon expiry, it shall be extended automatically by annual periods up to a maximum of five years, unless the tenant notifies the landlord at least one month before the expiry date of its wish not to renew.',
      '3. Rent. The rent is EUR 1,150 per month.',
    ],
    {
      expirationDate: '2026-09-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-09-01',
      cancelByDate: '2027-08-01',
    },
  ],
  [
    'a university research agreement with a period of performance as a range, unless extended by written amendment',
    [
      'SPONSORED RESEARCH AGREEMENT',
      'This Agreement is between the Regents of Lakeshore State University ("University") and Aquila Therapeutics, Inc. ("Sponsor").',
      '3. Period of Performance. The period of performance of this Agreement is January 1, 2026 through December 31, 2027, unless extended by written amendment.',
      '4. Funding. Sponsor shall pay University $420,000 in accordance with the budget in Exhibit B.',
    ],
    { expirationDate: '2027-12-31', noticePeriodDays: null },
  ],
  [
    'a hardware maintenance confirmation with a maintenance period as a range of slashed dates',
    [
      'MAINTENANCE CONFIRMATION',
      'Customer: Orchard Hill Medical Imaging',
      'Equipment: 2 x Dell PowerEdge R750 servers',
      'Maintenance Period: 04/01/2026 - 03/31/2027',
      'Coverage: 24x7x4 onsite response',
      'Price: $3,980.00',
    ],
    { expirationDate: '2027-03-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an Irish nursing agency agreement for a fixed term of 18 months from a date',
    [
      'AGENCY NURSING SERVICES AGREEMENT',
      'This Agreement is made between CarePlus Nursing Agency Limited ("the Agency") and St. Brigid\'s Nursing Home Limited ("the Client").',
      '3. Duration. This Agreement shall be for a fixed term of 18 months commencing on 1 October 2025.',
      '4. Rates. The hourly rates are set out in Schedule 1.',
    ],
    { expirationDate: '2027-04-01', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a SaaS renewal reminder e-mail with a date to cancel before',
    [
      'Subject: Your Notion Plus plan renews soon',
      'Hi Dana,',
      'Your Notion Plus annual plan for Brightline Studio renews on January 15, 2027 for $480.00.',
      'To avoid being charged, cancel before then in Settings > Plans.',
      'Thanks, The Notion Team',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-01-15', renewalTermMonths: 12 },
  ],
  [
    'a UK employment contract with no end and a month to terminate',
    [
      'STATEMENT OF MAIN TERMS OF EMPLOYMENT',
      'Employer: Fernhill Digital Ltd',
      'Employee: Priya Shah',
      'Your employment with the Employer began on 3 March 2025.',
      "Notice: Either party may terminate your employment by giving one month's written notice.",
      'Salary: £42,000 per annum, paid monthly.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a copier lease of 60 months from a delivery date, then month to month unless notice 30 days before',
    [
      'EQUIPMENT LEASE AGREEMENT',
      'Lessee: Cobalt Dental Group PLLC',
      'Equipment: Canon imageRUNNER ADVANCE DX C5850i',
      'Lease term: 60 months commencing on the delivery date of 02/14/2025.',
      'Monthly payment: $189.00',
      'At the end of the term, this lease will automatically renew on a month-to-month basis unless you notify us in writing at least 30 days before the end of the term.',
    ],
    { expirationDate: '2030-02-14', renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 },
  ],
  [
    "an agency's retainer letter for six months, then month to month until 30 days' notice",
    [
      'Dear Marcus,',
      'Thank you for choosing Redleaf Creative. This letter sets out the terms of our retainer with Summit Outdoor Gear Inc.',
      "This retainer begins on February 1, 2026 and runs for six months. It will then continue month to month until either of us gives 30 days' written notice.",
      'The monthly retainer fee is $6,500.',
      'Sincerely, Jenna Ortiz, Redleaf Creative LLC',
    ],
    { expirationDate: '2026-08-01', noticePeriodDays: 30 },
  ],
  [
    'a German maintenance contract in English: 24 months, then 12 months each unless three months to the end of the term',
    [
      'SOFTWARE MAINTENANCE CONTRACT',
      'between Kessler Softwaresysteme GmbH, Stuttgart (hereinafter "Contractor") and Alpenland Logistik AG, Munich (hereinafter "Customer")',
      '§ 6 Term and Termination',
      '(1) The contract begins on 1 January 2026 and runs for an initial period of 24 months.',
      "(2) It is extended by a further 12 months in each case unless terminated with three months' notice to the end of the respective term.",
      '§ 7 Fees',
      'The annual maintenance fee is EUR 18,400 plus VAT.',
    ],
    {
      expirationDate: '2028-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      parties: ['Kessler Softwaresysteme GmbH', 'Alpenland Logistik AG'],
    },
  ],
  [
    "a conference sponsorship agreement with a sponsorship fee and the event's dates",
    [
      'SPONSORSHIP AGREEMENT',
      'This Sponsorship Agreement is made on September 2, 2026 between DevSummit Events LLC ("Organizer") and Parcelly, Inc. ("Sponsor").',
      'Event: DevSummit West 2027, May 12-14, 2027, San Jose, California.',
      'Sponsorship Level: Gold. Sponsorship Fee: $15,000, payable within 30 days of signature.',
      'This Agreement terminates upon completion of the Event.',
    ],
    { effectiveDate: '2026-09-02', renewalKind: 'none', noticePeriodDays: null, amount: 15000, currency: 'USD' },
  ],
  [
    "an Australian broker's engagement from 1 July 2026 to 30 June 2027",
    [
      'LETTER OF ENGAGEMENT',
      'Harbourline Insurance Brokers Pty Ltd (ABN 51 824 753 556) is pleased to act for Wattle Grove Childcare Pty Ltd.',
      'Period of engagement: This engagement commences on 1 July 2026 and ends on 30 June 2027.',
      'Our fee for the period is A$4,200 plus GST.',
    ],
    { effectiveDate: '2026-07-01', expirationDate: '2027-06-30', renewalKind: 'none' },
  ],
  [
    "a volume licensing enrollment's ISO effective and expiration dates",
    [
      'Enterprise Enrollment',
      'Enrolled Affiliate: Tidewater Regional Health System',
      'Enrollment number: 7-8821-0043',
      'Enrollment Effective Date: 2025-11-01',
      'Expiration Date: 2028-10-31',
      'This Enrollment will expire on the Expiration Date unless renewed as described in the Enrollment.',
    ],
    { effectiveDate: '2025-11-01', expirationDate: '2028-10-31' },
  ],
  [
    "a gym membership's minimum term of 12 months, then monthly until a month's notice",
    [
      'MEMBERSHIP AGREEMENT - Ironbark Fitness',
      'Member: Thomas Reilly',
      'Start date: 5 January 2026',
      'Minimum term: 12 months from the start date.',
      "After the minimum term, your membership continues monthly until you cancel with one month's notice.",
      'Monthly fee: £39.99',
    ],
    { expirationDate: '2027-01-05', renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 },
  ],
  [
    'a mutual NDA for two years from a labelled effective date',
    [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'Effective Date: March 3, 2026',
      'Parties: Orbital Analytics Corp. and Greenfield Agritech, Inc.',
      '1. Purpose. The parties wish to evaluate a possible business relationship.',
      '7. Term. This Agreement shall remain in effect for two (2) years from the Effective Date.',
    ],
    { effectiveDate: '2026-03-03', expirationDate: '2028-03-03', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a web hosting provider's renewal notice: renews in 14 days, on a date, for a year",
    [
      'Your hosting plan is about to renew',
      'Account: lakeside-bakery.com',
      'Plan: Business Hosting, 1 year',
      'Your plan will automatically renew in 14 days, on December 6, 2026, for another year at $215.88.',
      'If you do not want to renew, turn off auto-renew in your account before December 6, 2026.',
    ],
    { renewalKind: 'automatic', renewalDate: '2026-12-06', renewalTermMonths: 12 },
  ],
  [
    'a consulting agreement with a term ending on a date and extendable by written amendment',
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement (the "Agreement") is entered into as of January 12, 2026 by and between Pelican Bay Water District (the "District") and Hydromark Engineering, Inc. ("Consultant").',
      '1. Services. Consultant shall provide the services described in Exhibit A.',
      '2. Term. This Agreement shall commence on the date first written above and shall terminate on December 31, 2026, unless extended by written amendment executed by both parties.',
      '3. Compensation. The total compensation shall not exceed $85,000.',
    ],
    {
      effectiveDate: '2026-01-12',
      expirationDate: '2026-12-31',
      noticePeriodDays: null,
      parties: ['Pelican Bay Water District', 'Hydromark Engineering, Inc'],
    },
  ],
  [
    'an English supply agreement of three years from the Commencement Date, renewing for a year unless six months',
    [
      'SUPPLY AGREEMENT',
      'THIS AGREEMENT is dated 4 March 2025',
      'PARTIES (1) Thornbury Foods Limited (company number 05512334) ("Customer"); and (2) Wessex Packaging Limited (company number 07765120) ("Supplier").',
      '2. Commencement and duration',
      '2.1 This agreement shall commence on 1 April 2025 (the "Commencement Date") and shall continue for an initial term of three years.',
      "2.2 At the end of the initial term, this agreement shall renew for successive periods of one year unless either party gives the other not less than six months' written notice to terminate at the end of the initial term or any renewal period.",
    ],
    {
      expirationDate: '2028-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 180,
      parties: ['Thornbury Foods Limited', 'Wessex Packaging Limited'],
    },
  ],
  [
    "a payroll provider's order form: a 24-month initial term then annual renewals, 60 days' notice",
    [
      'ORDER FORM',
      'Customer: Northshore Veterinary Partners LLC',
      'Provider: PayCrest Solutions, Inc.',
      'Order Effective Date: 06/01/2026',
      'Initial Term: 24 months',
      'Renewal: This Order renews automatically for successive 12-month terms unless either party provides notice of non-renewal at least 60 days before the end of the then-current term.',
      'Fees: $7.50 per employee per month',
    ],
    {
      effectiveDate: '2026-06-01',
      expirationDate: '2028-06-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    'a residential lease for a fixed term of one year with the dates in words',
    [
      'RESIDENTIAL LEASE AGREEMENT',
      'Landlord: Greenway Property Holdings LLC. Tenant: Alicia Romero.',
      'Premises: 88 Birch Lane, Apt 3C, Madison, Wisconsin.',
      'Term: The lease term begins on the first day of August, 2026 and ends on the thirty-first day of July, 2027.',
      'Rent: $1,650 per month, due on the first day of each month.',
    ],
    { effectiveDate: '2026-08-01', expirationDate: '2027-07-31', renewalKind: 'none' },
  ],
  [
    'a clinical trial agreement ending on completion with no date, and a termination notice of thirty days',
    [
      'CLINICAL TRIAL AGREEMENT',
      'This Clinical Trial Agreement is made as of October 1, 2025 between Corvalis Pharmaceuticals, Inc. ("Sponsor") and Mercy Lakes Medical Center ("Institution").',
      '12. Term. This Agreement shall remain in effect until the completion of the Study and the delivery of all Study Data, unless terminated earlier.',
      "13. Termination. Either party may terminate this Agreement upon thirty (30) days' written notice to the other party.",
    ],
    { effectiveDate: '2025-10-01', expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a software subscription e-mail confirming a change to monthly billing that renews on the 3rd of each month',
    [
      'Subject: Your plan has been changed',
      'Hello Sam,',
      'Your Figma Professional plan for Arbor & Vine Design is now billed monthly.',
      'It renews automatically on the 3rd of each month, starting January 3, 2027, at $15 per editor.',
      'You can cancel at any time from your account settings.',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 1, renewalDate: '2027-01-03' },
  ],
  [
    "a New Zealand services agreement: two years from a date, then continuing until three months' notice",
    [
      'SERVICES AGREEMENT',
      'Date: 15 September 2025',
      'Parties: Kauri Coast Tourism Limited ("Client") and Tasman Digital Services Limited ("Supplier").',
      "3. Term. This Agreement starts on 1 October 2025 and continues for two years. After that it continues until either party terminates it by giving three months' written notice.",
      '4. Charges. The Client will pay the monthly charges in Schedule 2.',
    ],
    {
      expirationDate: '2027-10-01',
      noticePeriodDays: 90,
      parties: ['Kauri Coast Tourism Limited', 'Tasman Digital Services Limited'],
    },
  ],
  [
    'a purchase order with a delivery date and net 30 terms, no term at all',
    [
      'PURCHASE ORDER No. 4410-2291',
      'Date: 11/10/2026',
      'Vendor: Apex Industrial Supply Co.',
      'Ship to: Riverside Machining LLC, 400 Mill Road, Dayton, OH',
      'Item: 40 x carbide end mills, 1/2", $38.50 each',
      'Total: $1,540.00',
      'Delivery date: 11/24/2026. Payment terms: Net 30.',
    ],
    { renewalKind: 'none', noticePeriodDays: null, amount: 1540, currency: 'USD' },
  ],
  [
    "an executive's employment agreement of three years, extended automatically each year unless 90 days' notice",
    [
      'EMPLOYMENT AGREEMENT',
      'This Employment Agreement (the "Agreement") is entered into as of July 1, 2026 (the "Effective Date") by and between Harbor Crest Bancorp, Inc. (the "Company") and Daniel K. Ostrowski (the "Executive").',
      '2. Term of Employment. The Executive\'s employment under this Agreement shall commence on the Effective Date and continue for three (3) years (the "Employment Period"); provided that on each anniversary of the Effective Date the Employment Period shall be automatically extended by one additional year unless either party gives written notice of non-extension at least ninety (90) days before such anniversary.',
      '3. Base Salary. The Company shall pay the Executive a base salary of $310,000 per year.',
    ],
    { effectiveDate: '2026-07-01', renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  [
    "a French distribution agreement in English: five years, then tacitly renewed for a year unless six months' notice by registered letter",
    [
      'EXCLUSIVE DISTRIBUTION AGREEMENT',
      'BETWEEN: Maison Delacroix SAS, a simplified joint-stock company with share capital of EUR 250,000, registered with the Lyon Trade and Companies Register under number 512 334 887 (hereinafter "the Supplier"),',
      'AND: Nordic Gourmet Imports AB, a company incorporated in Sweden (hereinafter "the Distributor").',
      'Article 14 - Duration',
      '14.1 This Agreement takes effect on 1 January 2026 for a period of five (5) years.',
      '14.2 It shall then be tacitly renewed for successive periods of one (1) year, unless terminated by either Party by registered letter with acknowledgement of receipt sent at least six (6) months before the expiry of the current period.',
    ],
    {
      effectiveDate: '2026-01-01',
      expirationDate: '2031-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 180,
      parties: ['Maison Delacroix SAS', 'Nordic Gourmet Imports AB'],
    },
  ],
  [
    'an IT support quote that expires, not a contract term',
    [
      'QUOTATION Q-20931',
      'Prepared for: Hollis & Grant Accountants',
      'Managed IT Support - 12 month agreement: $1,250.00 per month',
      'This quote is valid for 30 days and expires on December 20, 2026.',
      'To accept, sign and return this quotation.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a marketing services agreement with an end written as a date range in a table',
    [
      'MARKETING SERVICES AGREEMENT',
      'Client | Lumen Home Goods, Inc.',
      'Agency | Bright Signal Media LLC',
      'Services | Paid social campaign management',
      'Term | March 1, 2026 - February 28, 2027',
      'Monthly Fee | $9,500',
    ],
    { effectiveDate: '2026-03-01', expirationDate: '2027-02-28', renewalKind: 'none' },
  ],
  [
    "a Singapore maintenance agreement: one year from commencement, renewable at the customer's option",
    [
      'MAINTENANCE AGREEMENT',
      'This Agreement is made on 2 February 2026 between Orchid Facilities Pte. Ltd. (UEN 201522334K) ("Contractor") and Marina Bay Clinic Pte. Ltd. (UEN 200911223M) ("Customer").',
      '2. Term. This Agreement commences on 1 March 2026 and shall continue for a period of one (1) year. The Customer may renew this Agreement for a further year by giving the Contractor written notice at least one (1) month before expiry.',
      '3. Fees. The annual maintenance fee is S$14,400.',
    ],
    {
      expirationDate: '2027-03-01',
      renewalKind: 'option',
      noticePeriodDays: null,
      parties: ['Orchid Facilities Pte. Ltd', 'Marina Bay Clinic Pte. Ltd'],
    },
  ],
  [
    "a cloud backup subscription's invoice: annual term, auto-renewal, next renewal date labelled",
    [
      'INVOICE #INV-88213',
      'Bill to: Cedar Ridge Family Dentistry',
      'Product: Backblaze B2 Business Backup - Annual',
      'Subscription period: Oct 15, 2026 - Oct 14, 2027',
      'Auto-renewal: Enabled',
      'Next renewal date: Oct 15, 2027',
      'Amount due: $1,188.00',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-10-15' },
  ],
  [
    'an Indian leave and licence of eleven months from a date',
    [
      'LEAVE AND LICENSE AGREEMENT',
      'This Agreement is made and executed at Pune on this 25th day of June 2026 between Mr. Suresh Kulkarni (the "Licensor") and Mr. Arjun Mehta (the "Licensee").',
      '1. The Licensor grants to the Licensee leave and license to occupy the flat for a period of eleven (11) months commencing from 1 July 2026 and ending on 31 May 2027.',
      '2. The Licensee shall pay a monthly license fee of Rs. 28,000.',
    ],
    { expirationDate: '2027-05-31', renewalKind: 'none' },
  ],
  [
    "a SaaS master subscription agreement's renewal clause: renewals equal to the prior term or one year, whichever is shorter",
    [
      'MASTER SUBSCRIPTION AGREEMENT',
      'This Agreement is entered into as of May 1, 2026 between Stackwise, Inc. ("Stackwise") and Beacon Hill Logistics Corp. ("Customer").',
      '9.1 Term of Agreement. This Agreement commences on the date first written above and continues until all subscriptions hereunder have expired or have been terminated.',
      '9.2 Term of Subscriptions. The term of each subscription shall be as specified in the applicable Order Form. Except as otherwise specified in an Order Form, subscriptions will automatically renew for additional periods equal to the expiring subscription term or one year (whichever is shorter), unless either party gives the other notice of non-renewal at least 30 days before the end of the relevant subscription term.',
    ],
    { effectiveDate: '2026-05-01', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "a landlord's letter offering a renewal at a new rent, to be signed by a date",
    [
      'Dear Ms. Patel,',
      'Your lease at 14 Oak Street, Unit 2 expires on January 31, 2027.',
      'We are pleased to offer you a renewal for a further 12 months at a monthly rent of $2,050.',
      'If you wish to renew, please sign and return the enclosed renewal agreement by December 15, 2026.',
      'Sincerely, Westbrook Residential Management',
    ],
    { expirationDate: '2027-01-31', renewalKind: 'option' },
  ],
  [
    'an association membership that runs for the calendar year',
    [
      'MEMBERSHIP CONFIRMATION',
      'Member: Tallgrass Engineering Group',
      'Membership level: Corporate',
      'Membership year: January 1, 2027 to December 31, 2027',
      'Dues paid: $1,200.00',
      'Your membership does not renew automatically; we will send you a renewal invoice in November.',
    ],
    { expirationDate: '2027-12-31', renewalKind: 'none' },
  ],
  [
    'a teaming agreement that ends on the award of a prime contract or on a date, whichever is earlier',
    [
      'TEAMING AGREEMENT',
      'This Teaming Agreement is entered into as of August 3, 2026 by and between Ridgeway Federal Solutions, Inc. ("Prime") and Calloway Data Systems LLC ("Subcontractor").',
      '8. Term. This Agreement shall terminate upon the earliest of (a) the award of a prime contract to a party other than Prime, (b) the execution of a subcontract between the parties, or (c) August 2, 2027.',
    ],
    { effectiveDate: '2026-08-03', expirationDate: '2027-08-02', renewalKind: 'none' },
  ],
  [
    'a CRM order form with its start and end in columns and an auto-renew checkbox ticked',
    [
      'ORDER FORM #00041877',
      'Customer Name: Wildflower Events Co.',
      'Subscription Start Date: 2026-02-01    Subscription End Date: 2027-01-31',
      'Auto-Renew: [X] Yes  [ ] No',
      'Renewal Term: 12 months',
      'Annual Fee: USD 14,400.00',
    ],
    { effectiveDate: '2026-02-01', expirationDate: '2027-01-31', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    'a consulting agreement for a fixed project that ends on delivery of the final report or a date',
    [
      'CONSULTING SERVICES AGREEMENT',
      'This Agreement is made as of April 6, 2026 between Harrow Civic Trust ("Client") and Penrose Heritage Consulting Ltd ("Consultant").',
      '4. Term. The engagement begins on the date of this Agreement and ends on the earlier of delivery of the final report or 30 September 2026.',
      '5. Fee. The fixed fee is £18,000 plus VAT.',
    ],
    { effectiveDate: '2026-04-06', expirationDate: '2026-09-30', renewalKind: 'none' },
  ],
  [
    "a dental practice's equipment service plan renewing yearly unless cancelled 30 days before the anniversary",
    [
      'SERVICE PLAN AGREEMENT',
      'Practice: Riverbend Family Dental',
      'Plan start date: March 15, 2026',
      'This plan renews each year on the anniversary of the plan start date unless you cancel in writing at least 30 days before the anniversary.',
      'Annual plan fee: $2,640',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 12, noticePeriodDays: 30, renewalDate: '2027-03-15' },
  ],
  [
    'a trademark coexistence agreement with no end and no renewal',
    [
      'COEXISTENCE AGREEMENT',
      'This Agreement is entered into on 9 June 2025 between Solstice Brewing Company LLC ("Solstice") and Solstice Skincare Ltd ("Skincare").',
      '1. Each party consents to the use and registration by the other of the SOLSTICE mark for the goods in Schedule A.',
      '9. This Agreement shall continue in force for so long as either party uses its mark.',
    ],
    { effectiveDate: '2025-06-09', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a Canadian commercial lease's key terms: five years from a commencement date and two options to extend",
    [
      'SUMMARY OF BASIC TERMS',
      'Landlord: Maplewood REIT Holdings Inc.',
      'Tenant: Prairie Pediatrics Professional Corporation',
      'Commencement Date: September 1, 2025',
      'Term: Five (5) years from the Commencement Date',
      "Options to Extend: Two (2) options of five (5) years each, on not less than nine (9) months' prior written notice.",
      'Basic Rent: $24.00 per square foot per annum',
    ],
    { expirationDate: '2030-09-01', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    "a freelance developer's statement of work with an end date and an hourly rate",
    [
      'STATEMENT OF WORK #3',
      'Under the Independent Contractor Agreement dated January 5, 2026 between Quantum Leaf Labs, Inc. and Mateo Alvarez.',
      'Project: Mobile app checkout redesign',
      'Start date: October 1, 2026',
      'End date: December 18, 2026',
      'Rate: $95 per hour, not to exceed 300 hours.',
    ],
    { effectiveDate: '2026-10-01', expirationDate: '2026-12-18', renewalKind: 'none' },
  ],
  [
    "an antivirus vendor's e-mail: auto-renewal is on and the subscription renews in 30 days",
    [
      'Subject: Your protection renews in 30 days',
      'Hi Oliver,',
      'Your Norton 360 Deluxe subscription will automatically renew on December 22, 2026 for $119.99 a year.',
      'Auto-renewal is on. If you do not want to renew, you can turn it off in My Account at any time before your renewal date.',
    ],
    { renewalKind: 'automatic', renewalDate: '2026-12-22', renewalTermMonths: 12 },
  ],
  [
    "a utility's fixed-price energy contract for 24 months, rolling onto a variable tariff",
    [
      'YOUR ENERGY CONTRACT',
      'Customer: Brookside Bakery Ltd',
      'Tariff: Business Fixed 24',
      'Contract start date: 1 November 2025',
      'Contract end date: 31 October 2027',
      'If you do not choose a new contract before your contract end date, we will move you onto our variable rates, which you can leave at any time.',
    ],
    { effectiveDate: '2025-11-01', expirationDate: '2027-10-31', noticePeriodDays: null },
  ],
  [
    'a software licence agreement whose term is perpetual unless terminated',
    [
      'SOFTWARE LICENSE AGREEMENT',
      'This Software License Agreement is entered into as of February 14, 2026 between Ironclad Metrics, Inc. ("Licensor") and Fairhaven Credit Union ("Licensee").',
      '2. License Grant. Licensor grants Licensee a perpetual, non-exclusive license to use the Software.',
      '10. Term. This Agreement commences on the date first written above and continues in perpetuity unless terminated in accordance with Section 11.',
    ],
    { effectiveDate: '2026-02-14', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "a school district's transportation contract for a school year with an option for two more",
    [
      'PUPIL TRANSPORTATION CONTRACT',
      'This Contract is entered into by and between the Cedar Falls School District ("District") and Blue Line Student Transport, Inc. ("Contractor").',
      '2. Term. The term of this Contract shall be from July 1, 2026 through June 30, 2027. The District may, at its option, extend this Contract for up to two (2) additional one-year terms.',
      '3. Rates. The District shall pay $412.00 per route per day.',
    ],
    { effectiveDate: '2026-07-01', expirationDate: '2027-06-30', renewalKind: 'option', renewalTermMonths: 12 },
  ],
  [
    'a staffing agency agreement of one year renewing for a year unless sixty days, with an Effective Date defined in a heading block',
    [
      'TEMPORARY STAFFING SERVICES AGREEMENT',
      'Effective Date: January 1, 2026',
      'Agency: Summit Workforce Solutions, LLC',
      'Client: Blue Harbor Seafood Processors, Inc.',
      '1. Term. This Agreement shall have an initial term of one (1) year beginning on the Effective Date and shall renew automatically for successive one (1) year terms unless either party provides written notice of non-renewal at least sixty (60) days prior to the end of the then-current term.',
      '2. Fees. Client shall pay the bill rates set out in Exhibit A.',
    ],
    {
      effectiveDate: '2026-01-01',
      expirationDate: '2027-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-01-01',
      cancelByDate: '2026-11-02',
    },
  ],
  [
    'a conference room booking confirmation for a single day',
    [
      'BOOKING CONFIRMATION',
      'Venue: The Foundry Conference Centre',
      'Client: Elmstead Partners LLP',
      'Event date: Thursday, 11 February 2027, 09:00 - 17:00',
      'Room hire: £1,450.00 plus VAT',
      'Cancellations made less than 14 days before the event date will be charged in full.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a wholesale supply agreement with a two-year term counted from the first delivery, which has not happened',
    [
      'WHOLESALE SUPPLY AGREEMENT',
      'This Agreement is dated May 20, 2026 between Copperline Coffee Roasters LLC ("Supplier") and Greenleaf Grocers, Inc. ("Buyer").',
      '3. Term. The term of this Agreement shall be two (2) years commencing on the date of the first delivery of Products hereunder.',
      '4. Pricing. Prices are set out in Schedule 1 and may be adjusted once each calendar year.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "an accounting firm's engagement letter for the 2026 tax year",
    [
      'Dear Mr. and Mrs. Thompson,',
      'This letter confirms the terms of our engagement to prepare your 2026 federal and state income tax returns.',
      'Our fee for these services will be $1,850.',
      'This engagement will end when the returns are filed or on October 15, 2027, whichever occurs first.',
      'Very truly yours, Calder & Webb CPAs, PLLC',
    ],
    { expirationDate: '2027-10-15', renewalKind: 'none' },
  ],
  [
    "a data feed licence of three years with renewal only by the parties' written agreement",
    [
      'DATA LICENSE AGREEMENT',
      'This Data License Agreement is entered into as of September 1, 2026 (the "Effective Date") between Meridian Market Data Ltd. ("Licensor") and Harbor Point Capital LP ("Licensee").',
      '8.1 Term. This Agreement shall commence on the Effective Date and continue for three (3) years. The parties may renew this Agreement for additional terms by mutual written agreement.',
    ],
    {
      effectiveDate: '2026-09-01',
      expirationDate: '2029-09-01',
      renewalKind: 'mutual',
      noticePeriodDays: null,
      parties: ['Meridian Market Data Ltd', 'Harbor Point Capital LP'],
    },
  ],
  [
    "a mobile carrier's business contract: 24 months from activation, then month to month",
    [
      'BUSINESS SERVICE AGREEMENT',
      'Account: Northgate Landscaping Co.',
      'Lines: 12',
      'Activation date: 08/15/2025',
      'Contract term: 24 months from the activation date. After the contract term, service continues on a month-to-month basis.',
      'Early termination fee: $200 per line.',
    ],
    { effectiveDate: '2025-08-15', expirationDate: '2027-08-15' },
  ],
  [
    "a German rental of office equipment for an indefinite period with three months' notice to the end of a quarter",
    [
      'RENTAL AGREEMENT',
      'between Bürotechnik Schmidt GmbH, Köln ("Lessor") and Rheinblick Steuerberatung PartG mbB, Bonn ("Lessee")',
      '§ 4 Term',
      "The rental begins on 1 March 2026 and is concluded for an indefinite period. It may be terminated by either party with three months' notice to the end of a calendar quarter.",
    ],
    { effectiveDate: '2026-03-01', renewalKind: 'none' },
  ],
  [
    "an escrow agreement that lasts until the escrow funds are released, with the escrow agent's fees",
    [
      'ESCROW AGREEMENT',
      'This Escrow Agreement is made as of March 2, 2026 among Falcon Ridge Holdings, Inc. ("Buyer"), Delmont Industries LLC ("Seller") and First Coastal Trust Company, N.A. ("Escrow Agent").',
      '9. Termination. This Agreement shall terminate upon the release of all of the Escrow Funds in accordance with Section 4.',
      '10. Fees. The Escrow Agent shall receive an annual administration fee of $3,500.',
    ],
    {
      effectiveDate: '2026-03-02',
      expirationDate: null,
      renewalKind: 'none',
      parties: ['Falcon Ridge Holdings, Inc', 'Delmont Industries LLC', 'First Coastal Trust Company, N.A'],
    },
  ],
  [
    "a software reseller's quote for a three-year subscription, co-terminus dates written day-first",
    [
      'RENEWAL QUOTE 2026-1147',
      'Customer: Abbotsford Family Health Team',
      'Product: Microsoft 365 E3 (NCE) - 3 year commitment',
      'Term: 01/12/2026 to 30/11/2029',
      'Total: CA$41,760.00',
      'This quote is valid until 25/11/2026.',
    ],
    { expirationDate: '2029-11-30', renewalKind: 'none' },
  ],
  [
    'an order form whose key terms are labelled Term Start and Term End, with a non-renewal notice field',
    [
      'SERVICE ORDER',
      'Customer: Halcyon Ridge Senior Living, LLC',
      'Term Start: April 1, 2026',
      'Term End: March 31, 2028',
      'Renewal: Automatic, for successive 12-month periods',
      'Non-renewal notice: 90 days before Term End',
    ],
    {
      effectiveDate: '2026-04-01',
      expirationDate: '2028-03-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    'a 36-month master lease of equipment commencing upon execution',
    [
      'MASTER EQUIPMENT LEASE',
      'This Master Lease is made on June 30, 2026 between Ironwood Capital Leasing, Inc. ("Lessor") and Pacific Crest Brewing Co. ("Lessee").',
      '2. Term. The term of this Master Lease is a 36-month term commencing upon execution of this Master Lease by both parties.',
      '3. Rent. Lessee shall pay monthly rent as set out in each Schedule.',
    ],
    { effectiveDate: '2026-06-30', expirationDate: '2029-06-30', renewalKind: 'none' },
  ],
  [
    'a nonprofit grant agreement for a grant period written with ordinal days',
    [
      'GRANT AGREEMENT',
      'The Riverview Community Foundation ("Foundation") awards Eastside Youth Arts Collective ("Grantee") a grant of $25,000.',
      'Grant Period: The grant period begins on the first (1st) day of January, 2027 and ends on the thirty-first (31st) day of December, 2027.',
      'Reports: Grantee shall submit a final report within 30 days after the end of the Grant Period.',
    ],
    { expirationDate: '2027-12-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a UK IT support contract: a minimum term of 36 months, then rolling twelve-month terms unless 90 days' notice",
    [
      'MANAGED SERVICES CONTRACT',
      'Customer: Ashdown Veterinary Group Ltd',
      'Supplier: Kestrel IT Solutions Ltd',
      'Start Date: 1 December 2025',
      'Minimum Term: 36 months from the Start Date.',
      "Renewal: At the end of the Minimum Term this Contract will continue for successive twelve (12) month terms unless either party gives at least ninety (90) days' written notice before the end of the Minimum Term or the then-current term.",
    ],
    {
      expirationDate: '2028-12-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    "a commercial cleaning agreement from a date until terminated by thirty days' notice",
    [
      'CLEANING SERVICES AGREEMENT',
      'This Agreement is made on February 3, 2026 between Sparkle Pro Janitorial LLC ("Contractor") and Ridgeview Office Park Association ("Client").',
      "2. Term. This Agreement begins on March 1, 2026 and continues until terminated by either party upon thirty (30) days' written notice.",
      '3. Price. Client shall pay $3,200 per month.',
    ],
    { effectiveDate: '2026-03-01', expirationDate: 'perpetual' },
  ],
  [
    "a freight broker's carrier agreement of one year that renews automatically, with no notice period",
    [
      'BROKER-CARRIER AGREEMENT',
      'This Agreement is entered into as of July 15, 2026 by and between Crossroads Freight Brokerage, LLC ("Broker") and Two Rivers Trucking, Inc. ("Carrier").',
      '15. Term. This Agreement shall be in effect for a period of one (1) year from the date hereof and shall automatically renew for successive one (1) year periods thereafter, unless terminated as provided herein.',
    ],
    {
      effectiveDate: '2026-07-15',
      expirationDate: '2027-07-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: null,
    },
  ],
  [
    "a museum's loan agreement for an exhibition period with an extension by written agreement",
    [
      'LOAN AGREEMENT',
      'Lender: The Hargrove Collection',
      'Borrower: Coastal Museum of Art',
      'Loan Period: The loan period shall run from 15 April 2026 to 30 September 2026, and may be extended only by written agreement of the Lender and the Borrower.',
      'Insurance: The Borrower shall insure the Objects wall to wall at the values in Schedule 1.',
    ],
    { expirationDate: '2026-09-30', renewalKind: 'mutual' },
  ],
  [
    "a software company's e-mail saying the subscription has been cancelled and access ends on a date",
    [
      'Subject: Your subscription has been cancelled',
      'Hi Jordan,',
      'We have cancelled your Loom Business subscription as you requested. You will keep access until January 9, 2027, and you will not be charged again.',
      'Thanks for using Loom.',
    ],
    { expirationDate: '2027-01-09', renewalKind: 'none' },
  ],
  [
    "a physician recruitment agreement with a three-year term from the physician's start date, to be set",
    [
      'PHYSICIAN RECRUITMENT AGREEMENT',
      'This Agreement is entered into as of May 4, 2026 by and between Valley Regional Hospital ("Hospital") and Dr. Amara N. Okafor ("Physician").',
      '6. Term. The term of this Agreement shall be three (3) years beginning on the date Physician commences the full-time practice of medicine in the Community (the "Practice Start Date").',
    ],
    { effectiveDate: '2026-05-04', expirationDate: null, renewalKind: 'none' },
  ],
  [
    "a hotel's corporate rate agreement valid for a calendar year",
    [
      'CORPORATE RATE AGREEMENT 2027',
      'Hotel: Harborview Grand Hotel',
      'Company: Lattice Biosystems, Inc.',
      'This Agreement is valid from January 1, 2027 through December 31, 2027.',
      'Negotiated rate: $219 per night, single or double occupancy.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31', renewalKind: 'none' },
  ],
  [
    'a renewal confirmation e-mail: the agreement has been renewed through a date',
    [
      'Subject: Renewal confirmed - Support Agreement SA-2219',
      'Dear Ms. Alvarez,',
      'We are pleased to confirm that your Premier Support Agreement has been renewed through March 31, 2028.',
      'Your next invoice of $8,900 will be issued on April 1, 2027.',
      'Kind regards, Tessaract Systems Customer Success',
    ],
    { expirationDate: '2028-03-31' },
  ],
  [
    "a franchise agreement's term of ten years from the opening date, which the agreement dates",
    [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement is entered into on January 20, 2026 between Zest Bowl Franchising LLC ("Franchisor") and Coastal Bowls Inc. ("Franchisee").',
      '1.3 "Opening Date" means April 18, 2026.',
      '4.1 Term. The term of this Agreement begins on the Opening Date and expires ten (10) years after the Opening Date.',
    ],
    { effectiveDate: '2026-01-20', expirationDate: '2036-04-18', renewalKind: 'none' },
  ],
  [
    "a SaaS agreement's order with an annual term that auto-renews unless cancelled 60 days prior to the anniversary",
    [
      'ORDER SCHEDULE',
      'Customer: Greystone Property Management Inc.',
      'Subscription Start: 09/01/2026',
      'Subscription Term: 12 months',
      'This subscription auto-renews for additional 12-month terms unless cancelled in writing at least 60 days prior to the anniversary of the Subscription Start.',
      'Fees: $22,800 per year',
    ],
    {
      effectiveDate: '2026-09-01',
      expirationDate: '2027-09-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      cancelByDate: '2027-07-03',
    },
  ],
  [
    "an evergreen vendor agreement: one year, then continues until terminated on 60 days' notice",
    [
      'VENDOR SERVICES AGREEMENT',
      'This Agreement is entered into as of October 1, 2026 by and between Cobalt Ridge Health System ("System") and MedLinen Services, Inc. ("Vendor").',
      "5. Term. The initial term of this Agreement is one (1) year from the date first written above. Thereafter, this Agreement shall continue until terminated by either party upon sixty (60) days' prior written notice.",
    ],
    { effectiveDate: '2026-10-01', expirationDate: '2027-10-01', renewalKind: 'evergreen', noticePeriodDays: 60 },
  ],
  [
    "an insurance policy's declarations with a policy period from noon to noon",
    [
      'COMMERCIAL GENERAL LIABILITY DECLARATIONS',
      'Named Insured: Foxglove Landscape Design LLC',
      'Policy Number: CGL 4471923-06',
      'Policy Period: From 12/01/2026 to 12/01/2027 at 12:01 A.M. Standard Time at your mailing address.',
      'Total Premium: $3,412.00',
    ],
    { expirationDate: '2027-12-01', renewalKind: 'none' },
  ],
  [
    'an amendment e-mail extending a pilot by three months to a new end date',
    [
      'Subject: Pilot extension',
      'Hi Ravi,',
      'As discussed, we agree to extend the pilot under our Pilot Agreement dated June 1, 2026 by three months, so that it now ends on February 28, 2027.',
      'All other terms stay the same.',
      'Best, Helen Park, Northlight Robotics',
    ],
    { expirationDate: '2027-02-28', renewalKind: 'none' },
  ],
  [
    'a joint marketing agreement that terminates on the first anniversary of the launch date, which it does not date',
    [
      'JOINT MARKETING AGREEMENT',
      'This Agreement is made as of August 12, 2026 between Lumina Travel Co. ("Lumina") and Parkside Credit Union ("Parkside").',
      '7. Term. This Agreement shall terminate on the first anniversary of the Launch Date, unless extended by the parties in writing.',
    ],
    { effectiveDate: '2026-08-12', expirationDate: null, renewalKind: 'none' },
  ],
  [
    'a water cooler rental invoice that renews each month',
    [
      'INVOICE 55120',
      'Customer: Birchwood Chiropractic',
      'Item: Bottle-less water cooler rental - monthly',
      'Service period: Dec 1, 2026 - Dec 31, 2026',
      "Your rental renews automatically each month. Cancel any time with 30 days' notice.",
      'Amount due: $39.00',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 },
  ],
  [
    'a research collaboration agreement of three years from the Effective Date, labelled on the cover',
    [
      'RESEARCH COLLABORATION AGREEMENT',
      'Effective Date: 1 February 2026',
      'Parties: University of Northbridge ("University") and Helios Materials GmbH ("Company")',
      '11.1 This Agreement shall come into force on the Effective Date and shall continue for a period of three (3) years, unless terminated earlier in accordance with this Clause 11.',
    ],
    { effectiveDate: '2026-02-01', expirationDate: '2029-02-01', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a Dutch-style service agreement in English: entered into for one year, thereafter for an indefinite period',
    [
      'SERVICE AGREEMENT',
      'The undersigned: Van Houten Facilitair B.V., having its registered office in Utrecht ("Contractor"), and Polderlicht Kinderopvang B.V., having its registered office in Amersfoort ("Client"), agree as follows.',
      'Article 3 Duration',
      '3.1 This agreement is entered into for a period of one year, commencing on 1 January 2026.',
      '3.2 After the expiry of this period, the agreement shall be continued for an indefinite period, and may then be terminated by either party with due observance of a notice period of two months.',
    ],
    {
      expirationDate: '2027-01-01',
      renewalKind: 'evergreen',
      noticePeriodDays: 60,
      parties: ['Van Houten Facilitair B.V', 'Polderlicht Kinderopvang B.V'],
    },
  ],
  [
    "a webinar platform's annual plan receipt with a renewal date line",
    [
      'Receipt #2938-1120',
      'Billed to: Crescent Learning Partners',
      'Plan: Pro Annual (10 hosts)',
      'Amount paid: $4,990.00 on November 14, 2026',
      'Renews on: November 14, 2027',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-11-14', expirationDate: '2027-11-14' },
  ],
  [
    'a construction subcontract with a completion date and liquidated damages',
    [
      'SUBCONTRACT AGREEMENT',
      'This Subcontract is made as of March 9, 2026 between Granite Peak Builders, Inc. ("Contractor") and Summit Glass & Glazing LLC ("Subcontractor").',
      '3. Time. Subcontractor shall commence the Work on April 1, 2026 and shall achieve Substantial Completion no later than August 28, 2026.',
      '4. Subcontract Sum. The Subcontract Sum is $612,400.',
    ],
    { effectiveDate: '2026-03-09', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a recruitment firm's terms of business: valid for twelve months from signature",
    [
      'TERMS OF BUSINESS',
      'Agency: Talentbridge Recruitment Ltd',
      'Client: Oakfield Engineering Ltd',
      'Date signed: 12 May 2026',
      'These Terms apply for twelve (12) months from the date signed and to every introduction made in that period.',
      "Fee: 18% of the candidate's first year base salary.",
    ],
    { expirationDate: '2027-05-12', renewalKind: 'none' },
  ],
  [
    "a utility pole attachment licence for five years, renewing for five-year terms unless one year's notice",
    [
      'POLE ATTACHMENT LICENSE AGREEMENT',
      'This Agreement is entered into as of January 1, 2026 between Twin Rivers Electric Cooperative ("Licensor") and Bluewave Fiber Networks, LLC ("Licensee").',
      '14. Term. This Agreement shall continue in effect for an initial term of five (5) years and shall thereafter be automatically renewed for successive terms of five (5) years each, unless either party gives written notice of termination at least one (1) year prior to the expiration of the initial term or any renewal term.',
    ],
    {
      effectiveDate: '2026-01-01',
      expirationDate: '2031-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 60,
      noticePeriodDays: 365,
    },
  ],
  [
    'a shared office licence running month to month with a minimum of three months',
    [
      'MEMBERSHIP AGREEMENT',
      'Member: Quill & Ledger Bookkeeping',
      'Office: Suite 12, Level 3, The Hive Workspace',
      'Start date: 1 December 2026',
      "Minimum term: 3 months. Thereafter the membership rolls monthly until either party gives one month's notice.",
      'Monthly fee: £750 + VAT',
    ],
    { expirationDate: '2027-03-01', noticePeriodDays: 30 },
  ],
  [
    "a bank's treasury services agreement that continues until terminated",
    [
      'TREASURY MANAGEMENT SERVICES AGREEMENT',
      'This Agreement is entered into between First Prairie Bank, N.A. ("Bank") and Heartland Grain Cooperative ("Client") as of the date of the last signature below.',
      "18. Term. This Agreement shall remain in effect until terminated by either party upon thirty (30) days' prior written notice to the other party.",
    ],
    { expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    'an e-mail from a domain registrar: the domain expired and is in its grace period',
    [
      'Subject: Your domain has expired',
      'Hello,',
      'The domain harborlightphoto.com expired on November 18, 2026 and is now in its 30-day renewal grace period.',
      'Renew it before December 18, 2026 to keep it.',
    ],
    { expirationDate: '2026-11-18', renewalKind: 'none' },
  ],
  [
    'a distribution agreement whose term runs until the end of the third full contract year',
    [
      'DISTRIBUTION AGREEMENT',
      'This Agreement is made as of July 1, 2026 between Aurelio Wines S.r.l. ("Supplier") and Pacific Vine Imports, Inc. ("Distributor").',
      '1.4 "Contract Year" means each period of twelve (12) months beginning on July 1.',
      '12.1 This Agreement shall remain in force until the end of the third (3rd) Contract Year.',
    ],
    { effectiveDate: '2026-07-01', expirationDate: '2029-07-01', renewalKind: 'none' },
  ],
  [
    'a car lease: 36 months from delivery on a given date, 10,000 miles a year',
    [
      'PERSONAL CONTRACT HIRE AGREEMENT',
      'Hirer: Daniel Okonkwo',
      'Vehicle: Kia Niro EV 2',
      'Delivery date: 14/03/2026',
      'Term: 36 months from the delivery date',
      'Annual mileage: 10,000 miles. Monthly rental: £329.00',
    ],
    { expirationDate: '2029-03-14', renewalKind: 'none' },
  ],
  [
    "a Swedish supplier's framework agreement in English: valid until further notice with six months' notice",
    [
      'FRAMEWORK AGREEMENT',
      'Parties: Nordlys Verktyg AB, reg. no. 556712-3344 ("Supplier") and Baltic Build Partners OÜ ("Customer").',
      "12. Term. This Agreement enters into force upon signature by both Parties and is valid until further notice. Either Party may terminate the Agreement with six (6) months' written notice.",
    ],
    { expirationDate: 'perpetual', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "an HOA management contract: two years from a date, then renewing annually unless 60 days' notice",
    [
      'MANAGEMENT AGREEMENT',
      'This Management Agreement is entered into on May 15, 2026 by Willow Creek Homeowners Association ("Association") and Keystone Community Management, LLC ("Manager").',
      "2. Term. The term of this Agreement shall be two (2) years commencing July 1, 2026. This Agreement shall thereafter renew annually unless either party provides sixty (60) days' written notice of its intent not to renew.",
    ],
    {
      expirationDate: '2028-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      cancelByDate: '2028-05-02',
    },
  ],
  [
    "a photographer's engagement contract for a wedding on a date",
    [
      'WEDDING PHOTOGRAPHY CONTRACT',
      'Client: Hannah and Marcus Bell',
      'Photographer: Golden Hour Studio LLC',
      'Event date: June 19, 2027',
      'Package: Full day coverage, $4,200. A non-refundable retainer of $1,000 is due upon signing.',
    ],
    { renewalKind: 'none', noticePeriodDays: null, expirationDate: null },
  ],
  [
    'a franchise development agreement whose term ends on the opening of the last restaurant or a date',
    [
      'DEVELOPMENT AGREEMENT',
      'This Development Agreement is made as of October 5, 2026 between Fresh Fold Franchising, Inc. ("Franchisor") and Gulf Coast Wraps, LLC ("Developer").',
      '5. Term. Unless sooner terminated, this Agreement shall expire on the earlier of the opening of the last Restaurant required by the Development Schedule or December 31, 2030.',
    ],
    { effectiveDate: '2026-10-05', expirationDate: '2030-12-31', renewalKind: 'none' },
  ],
  [
    "a staff uniform rental agreement of 60 months that renews for the same period unless 90 days' notice",
    [
      'CUSTOMER SERVICE AGREEMENT',
      'Customer: Bayside Auto Body Inc.',
      'Installation date: 04/06/2026',
      'The term of this Agreement is sixty (60) months from the installation date and shall automatically renew for a like period unless either party gives written notice of termination at least ninety (90) days before the end of the term.',
      'Weekly charge: $84.50',
    ],
    {
      expirationDate: '2031-04-06',
      renewalKind: 'automatic',
      renewalTermMonths: 60,
      noticePeriodDays: 90,
    },
  ],
  [
    "an Irish consultancy agreement ending on a date in words, with one month's notice to terminate",
    [
      'CONSULTANCY AGREEMENT',
      'THIS AGREEMENT is made on the 2nd day of March 2026 BETWEEN Liffey Analytics Limited ("the Company") AND Siobhán Murphy ("the Consultant").',
      "2. The engagement shall commence on the 9th day of March 2026 and shall continue until the 31st day of December 2026 unless terminated earlier by either party giving one month's written notice.",
    ],
    { expirationDate: '2026-12-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a car park licence renewing quarterly unless one month's notice before the end of a quarter",
    [
      'CAR PARK LICENCE',
      'Licensor: Mercia Estates Ltd. Licensee: Greenline Couriers Ltd.',
      'Licence Period: 3 months from 1 January 2027.',
      "The Licence will renew automatically for further periods of 3 months unless either party gives at least one month's notice before the end of the current period.",
      'Licence Fee: £1,200 per quarter',
    ],
    {
      expirationDate: '2027-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 3,
      noticePeriodDays: 30,
    },
  ],
  [
    "a government grant's performance period with an extension at the agency's discretion",
    [
      'NOTICE OF GRANT AWARD',
      'Recipient: Clearwater Watershed Council',
      'Award Amount: $148,000',
      'Period of Performance: 10/01/2026 - 09/30/2028',
      'The Agency may, at its discretion, extend the period of performance by up to twelve (12) months.',
    ],
    { expirationDate: '2028-09-30', renewalKind: 'option' },
  ],
  [
    'a software maintenance renewal invoice for a coterminous period ending on a date',
    [
      'INVOICE 2026-7781',
      'Customer: Hillcrest School District',
      'Description: Annual software maintenance renewal, student information system',
      'Coverage: 07/01/2026 through 06/30/2027',
      'Total: $18,250.00. Payment due within 30 days.',
    ],
    { expirationDate: '2027-06-30', noticePeriodDays: null },
  ],
  [
    'a logistics services agreement: the term is the Initial Term plus Renewal Terms, both defined in a schedule line',
    [
      'LOGISTICS SERVICES AGREEMENT - KEY TERMS',
      'Customer: Northwind Home Furnishings Ltd',
      'Provider: Redwood 3PL Services Ltd',
      'Commencement Date: 1 April 2026',
      'Initial Term: 3 years from the Commencement Date',
      "Renewal Terms: successive periods of 1 year each, unless either party gives not less than 6 months' notice before the end of the Initial Term or the then-current Renewal Term",
    ],
    {
      expirationDate: '2029-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 180,
    },
  ],
  [
    'a landscaping proposal accepted by signature, for the 2027 season',
    [
      'SEASONAL MAINTENANCE PROPOSAL - ACCEPTED',
      'Customer: Orchard Hills Office Park',
      'Contractor: GreenScape Grounds Care LLC',
      'Season: April 1, 2027 through November 30, 2027',
      'Price: $2,150 per month during the season.',
      'Accepted by: Martin Doyle, Property Manager',
    ],
    { expirationDate: '2027-11-30', renewalKind: 'none' },
  ],
  [
    "a managed print agreement that 'automatically renews for an additional term equal to the original term'",
    [
      'MANAGED PRINT SERVICES AGREEMENT',
      'This Agreement is entered into as of February 1, 2026 between ImageWorks Business Solutions, Inc. ("ImageWorks") and Sunview Title & Escrow Co. ("Customer").',
      '3. Term. The original term of this Agreement is thirty-six (36) months from the date hereof. This Agreement automatically renews for an additional term equal to the original term unless Customer notifies ImageWorks in writing at least sixty (60) days before expiration.',
    ],
    {
      effectiveDate: '2026-02-01',
      expirationDate: '2029-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 36,
      noticePeriodDays: 60,
    },
  ],
  [
    'an NDA that survives three years after the end of discussions, with no term of its own',
    [
      'CONFIDENTIALITY AGREEMENT',
      'This Confidentiality Agreement is made on 14 July 2026 between Helix Robotics Ltd and Orbis Ventures LLP.',
      '6. The obligations in this Agreement shall continue for a period of three (3) years from the date on which discussions between the parties end.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "an annual service contract for a fire alarm, 'renewable annually by mutual consent'",
    [
      'ANNUAL SERVICE CONTRACT',
      'Client: Stonebridge Primary School',
      'Contractor: Beacon Fire & Security Ltd',
      'Contract period: 1 September 2026 to 31 August 2027, renewable annually by mutual consent.',
      'Annual charge: £1,380 plus VAT',
    ],
    { expirationDate: '2027-08-31', renewalKind: 'mutual' },
  ],
  [
    "a SaaS trial's e-mail: the trial ends in 7 days and becomes a paid annual plan unless cancelled",
    [
      'Subject: 7 days left in your trial',
      'Hi Carmen,',
      'Your free trial of Airtable Business for Seaside Yoga ends on December 1, 2026.',
      'After that, you will be billed $540 per year unless you cancel before then.',
    ],
    { renewalKind: 'automatic', renewalDate: '2026-12-01' },
  ],
  [
    'a Hong Kong office tenancy for two years with rent-free months and an option to renew',
    [
      'TENANCY AGREEMENT',
      'Landlord: Victoria Harbour Properties Limited. Tenant: Kowloon Design Studio Limited.',
      'Term: Two (2) years commencing on 1 January 2027 and expiring on 31 December 2028 (both days inclusive).',
      'Option to renew: The Tenant shall have an option to renew for a further term of two (2) years at the then prevailing market rent.',
      'Monthly rent: HK$86,000',
    ],
    { expirationDate: '2028-12-31', renewalKind: 'option' },
  ],
  [
    "a referral partner agreement of one year renewing automatically, with thirty days' notice and a Delaware party",
    [
      'REFERRAL PARTNER AGREEMENT',
      'This Referral Partner Agreement (the "Agreement") is made effective as of March 15, 2026 by and between Ledgerly, Inc., a Delaware corporation ("Ledgerly"), and Brightpath Advisory Group LLC, a Texas limited liability company ("Partner").',
      '9. Term and Termination. This Agreement will remain in effect for one (1) year from the effective date and will renew automatically for additional one (1) year periods unless either party provides written notice of non-renewal at least thirty (30) days prior to the end of the then-current period.',
    ],
    {
      effectiveDate: '2026-03-15',
      expirationDate: '2027-03-15',
      renewalKind: 'automatic',
      noticePeriodDays: 30,
      parties: ['Ledgerly, Inc', 'Brightpath Advisory Group LLC'],
    },
  ],
  [
    "a vehicle fleet lease schedule with a 48-month term from each vehicle's delivery, no single end",
    [
      'MASTER FLEET LEASE - SCHEDULE A',
      'Lessee: Tri-County Plumbing Services, Inc.',
      'Lease term: 48 months for each Vehicle, beginning on the date that Vehicle is delivered to Lessee.',
      'Vehicles: 6 x Ford Transit 250 cargo vans',
      'Monthly rent per Vehicle: $812.40',
    ],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    "a software licence's order whose licence term runs 'through' a date written day first",
    [
      'LICENCE ORDER',
      'Licensee: Kestrel Bay Council',
      'Product: AssetTrack Enterprise, 40 named users',
      'Licence term: from 01/07/2026 through 30/06/2029',
      'Licence fee: A$96,000 payable annually in advance',
    ],
    { expirationDate: '2029-06-30', renewalKind: 'none' },
  ],
  [
    "a Polish supplier's agreement in English: concluded for a definite period of two years from the date of signing",
    [
      'COOPERATION AGREEMENT',
      'concluded in Warsaw on 3 February 2026 between Zielony Most Sp. z o.o. ("Supplier") and Baltic Herbs GmbH ("Buyer").',
      '§ 9. The Agreement is concluded for a definite period of two (2) years from the date of its signing.',
      "§ 10. Either Party may terminate the Agreement for material breach with 30 days' notice.",
    ],
    { expirationDate: '2028-02-03', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a video platform's e-mail: your annual plan renews next month, here is your renewal date and price",
    [
      'Subject: Upcoming renewal',
      'Hi Tom,',
      'Just a heads-up: your Vimeo Advanced plan (annual) is set to renew on January 8, 2027 for $780.00.',
      'To make changes or cancel, visit your account settings before the renewal date.',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-01-08', renewalTermMonths: 12 },
  ],
  [
    "a kitchen equipment service contract: 'This agreement shall be valid for one year and will be renewed automatically'",
    [
      'SERVICE CONTRACT',
      'Customer: Bella Notte Trattoria, 41 Harbor St.',
      'Start date: 01/15/2026',
      'This agreement shall be valid for one year from the start date and will be renewed automatically for one-year periods unless cancelled in writing 30 days before the end date.',
      'Price: $1,150 per year',
    ],
    {
      expirationDate: '2027-01-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    "a venue's multi-year event agreement with dates for three annual events",
    [
      'MULTI-YEAR EVENT AGREEMENT',
      'This Agreement is made as of September 1, 2026 between Riverside Convention Center ("Venue") and the American Society of Water Engineers ("Group").',
      'Event dates: October 12-15, 2027; October 10-13, 2028; October 16-19, 2029.',
      'This Agreement shall terminate upon the conclusion of the 2029 event.',
    ],
    { effectiveDate: '2026-09-01', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a consulting retainer with a 90-day initial term then month to month, 15 days' notice",
    [
      'RETAINER AGREEMENT',
      'Client: Pinecrest Dental Group. Consultant: Arlo Marketing Co.',
      'Effective: November 1, 2026',
      "Initial term: 90 days. Thereafter this Agreement continues month-to-month until either party gives fifteen (15) days' written notice.",
      'Retainer: $3,000 per month',
    ],
    { expirationDate: '2027-01-30', noticePeriodDays: 15 },
  ],
  [
    'a trademark licence for an initial term ending on December 31 of the fifth full calendar year',
    [
      'TRADEMARK LICENSE AGREEMENT',
      'This Trademark License Agreement is entered into as of March 1, 2026 by and between Summit Peak Brands LLC ("Licensor") and Trailblazer Gear Co. ("Licensee").',
      '10.1 The initial term of this Agreement shall commence on the date hereof and expire on December 31 of the fifth (5th) full calendar year following the date hereof.',
    ],
    { effectiveDate: '2026-03-01', expirationDate: '2031-12-31', renewalKind: 'none' },
  ],
  [
    "a German software subscription's terms: minimum term 12 months, extended by 12 months unless terminated three months before",
    [
      'Subscription Terms - Cloudwerk GmbH',
      'Customer: Fischer Maschinenbau AG',
      'Start of contract: 01.03.2026',
      'Minimum contract term: 12 months. The contract is extended by a further 12 months in each case unless it is terminated three months before the end of the respective contract term.',
      'Monthly fee: EUR 1,490 net',
    ],
    {
      expirationDate: '2027-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    'a research database licence for the academic year',
    [
      'LICENSE AGREEMENT',
      'Licensee: Northbrook Community College Library',
      'Licensor: ScholarLink Databases, Inc.',
      'License Period: August 1, 2026 - July 31, 2027 (the "Academic Year")',
      'License Fee: $12,600. This license does not renew automatically.',
    ],
    { expirationDate: '2027-07-31', renewalKind: 'none' },
  ],
  [
    "a janitorial contract with a town: one year, with up to four one-year extensions at the town's option",
    [
      'CONTRACT FOR JANITORIAL SERVICES',
      'This Contract is made between the Town of Millbrook ("Town") and Spotless Facility Services, Inc. ("Contractor").',
      '2. Term. The term of this Contract shall be one (1) year commencing July 1, 2026. The Town may extend this Contract for up to four (4) additional one-year periods upon written notice to the Contractor.',
    ],
    { expirationDate: '2027-07-01', renewalKind: 'option', renewalTermMonths: 12, noticePeriodDays: null },
  ],
  [
    "a broadband provider's contract summary: 24-month minimum term from the activation date",
    [
      'CONTRACT SUMMARY',
      'Customer: Ashford Physiotherapy Ltd',
      'Service: Business Fibre 900',
      'Activation date: 16 October 2025',
      "Minimum term: 24 months from the activation date. After that, your contract continues on a rolling monthly basis until you give 30 days' notice.",
      'Monthly price: £49.00',
    ],
    { expirationDate: '2027-10-16', noticePeriodDays: 30 },
  ],
  [
    'a SaaS order whose renewal notice is given in months before the renewal date',
    [
      'ORDER FORM',
      'Customer: Tamarind Hospitality Group',
      'Service Start Date: 1 June 2026',
      'Initial Subscription Term: 24 months',
      'Renewal: This Order will renew for successive 12-month periods unless Customer notifies us of non-renewal no later than two (2) months before the renewal date.',
      'Fees: £36,000 per year',
    ],
    {
      expirationDate: '2028-06-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      cancelByDate: '2028-04-01',
    },
  ],
  [
    "an architect's agreement that ends on completion of the project, with a fee schedule",
    [
      'AGREEMENT BETWEEN OWNER AND ARCHITECT',
      'This Agreement is made as of April 20, 2026 between Lakeshore Montessori School ("Owner") and Forma Studio Architects PC ("Architect").',
      'The Architect shall provide the services set out in Exhibit A for the new classroom wing (the "Project").',
      'This Agreement shall terminate upon final completion of the Project and payment of all fees due.',
    ],
    { effectiveDate: '2026-04-20', expirationDate: null, renewalKind: 'none' },
  ],
  [
    'a distributor appointment letter valid for two years from the date of the letter',
    [
      'LETTER OF APPOINTMENT',
      'Date: 5 January 2026',
      'Dear Mr. Tanaka,',
      'We are pleased to appoint Sakura Medical Trading Co., Ltd. as our non-exclusive distributor for Japan. This appointment is valid for two (2) years from the date of this letter.',
      'Yours sincerely, Brightwell Diagnostics Ltd',
    ],
    { expirationDate: '2028-01-05', renewalKind: 'none' },
  ],
  [
    "a co-packing agreement that renews for successive terms of one year on the same terms unless 120 days' notice",
    [
      'CO-PACKING AGREEMENT',
      'This Co-Packing Agreement is made effective as of August 1, 2026 between Harvest Moon Snacks, Inc. ("Brand Owner") and Prairie Pack Co. ("Co-Packer").',
      "11. Term. The term of this Agreement shall be three (3) years from the effective date. Thereafter, this Agreement shall renew on the same terms for successive terms of one (1) year unless either party gives the other at least one hundred twenty (120) days' notice of its election not to renew.",
    ],
    {
      effectiveDate: '2026-08-01',
      expirationDate: '2029-08-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 120,
    },
  ],
  [
    "a member's e-mail confirming a membership that was renewed for another year through a date",
    [
      'Subject: Membership renewed',
      'Dear Dr. Patel,',
      'Thank you! Your membership in the Pacific Orthodontic Society has been renewed through December 31, 2027.',
      'Your membership card is attached.',
    ],
    { expirationDate: '2027-12-31' },
  ],
  [
    "a physician services agreement: one year, automatically renewed for one-year terms, 90 days' notice before the anniversary",
    [
      'PHYSICIAN SERVICES AGREEMENT',
      'This Agreement is entered into as of January 1, 2026 by and between Mountain View Surgery Center, LLC ("Center") and Dr. Lucas Ferreira, M.D. ("Physician").',
      '6. Term. This Agreement shall be for a term of one (1) year commencing on the date first above written, and shall be automatically renewed for successive one (1) year terms unless either party gives written notice of non-renewal at least ninety (90) days prior to the anniversary date.',
    ],
    {
      effectiveDate: '2026-01-01',
      expirationDate: '2027-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    'a cloud storage quote that turns into a contract for 12 months once accepted, with a start date',
    [
      'QUOTE AND SERVICE AGREEMENT',
      'Customer: Redbud Legal Services PLLC',
      'Service: Encrypted cloud storage, 10 TB',
      'Service term: 12 months starting March 1, 2027',
      'Price: $2,400 per year. By signing below, Customer accepts this quote and agrees to the Terms of Service.',
    ],
    { expirationDate: '2028-03-01', renewalKind: 'none' },
  ],
  [
    'an Australian services agreement whose end date is a defined term in the schedule',
    [
      'SERVICES AGREEMENT - SCHEDULE 1',
      'Item 1 Customer: Banksia Aged Care Ltd (ABN 33 615 204 980)',
      'Item 2 Commencement Date: 1 July 2026',
      'Item 3 End Date: 30 June 2028',
      'Item 4 Extension: the Customer may extend the Term by up to 12 months by notice given at least 3 months before the End Date.',
    ],
    { expirationDate: '2028-06-30', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    'a pest control service agreement that continues year to year unless cancelled 30 days prior to the renewal date',
    [
      'PEST CONTROL SERVICE AGREEMENT',
      'Customer: Maple Leaf Diner',
      'Initial service date: 09/10/2026',
      'This agreement is for an initial period of one year from the initial service date and will continue from year to year thereafter unless cancelled by either party in writing at least 30 days prior to the renewal date.',
      'Monthly service charge: $95.00',
    ],
    {
      expirationDate: '2027-09-10',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    'a memorandum of understanding with no binding term',
    [
      'MEMORANDUM OF UNDERSTANDING',
      'This Memorandum of Understanding is made on 11 November 2026 between Coastal University and the Harbour Marine Trust.',
      'The parties intend to explore a joint marine research program. This MOU is not legally binding and may be withdrawn by either party at any time.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a marketing automation order form: a 12-month term, auto-renews, renewal price cap, notice 45 days',
    [
      'ORDER FORM Q-55102',
      'Customer: Copperleaf Realty Group',
      'Term: 12 months beginning on the Order Start Date',
      'Order Start Date: December 15, 2026',
      'Auto-renewal: Yes. Each renewal term is 12 months. Either party may opt out of renewal by giving notice at least 45 days before the end of the current term.',
      'Renewal pricing: no more than 7% above the prior term.',
    ],
    {
      expirationDate: '2027-12-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 45,
    },
  ],
  [
    "an equipment maintenance agreement whose term is 'coterminous with the equipment lease', dated nowhere",
    [
      'MAINTENANCE AGREEMENT',
      'This Maintenance Agreement is entered into as of June 1, 2026 by Precision Imaging Services, Inc. ("Servicer") and Lakeview Orthopedic Clinic, P.C. ("Customer").',
      '4. Term. The term of this Agreement shall be coterminous with the term of the Equipment Lease between Customer and Precision Leasing LLC.',
    ],
    { effectiveDate: '2026-06-01', expirationDate: null, renewalKind: 'none' },
  ],
  [
    "an English shareholders' agreement without a term",
    [
      "SHAREHOLDERS' AGREEMENT",
      'THIS AGREEMENT is dated 12 August 2026 and made between (1) Thomas Reed, (2) Aisha Khan and (3) Reed & Khan Consulting Limited (company number 15522190) (the "Company").',
      '14. This agreement shall continue in full force and effect until the date on which the Company is wound up or only one Shareholder remains.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a hosting renewal invoice for three years paid in advance, through a date',
    [
      'INVOICE 10-48812',
      'Customer: Bluebird Bakery',
      'Web Hosting - Business (36 months)',
      'Service period: 11/20/2026 - 11/19/2029',
      'Auto-renew: Off',
      'Total paid: $431.64',
    ],
    { expirationDate: '2029-11-19', renewalKind: 'none' },
  ],
  [
    "a property management agreement: one year, then month to month, either party may terminate on 30 days' notice",
    [
      'PROPERTY MANAGEMENT AGREEMENT',
      'Owner: Dana Whitfield. Manager: Crestline Realty & Management, Inc.',
      'Property: 2210 Alder Street, Eugene, Oregon.',
      "Term: This Agreement begins on January 1, 2027 and continues for one year. Thereafter it shall continue on a month-to-month basis until terminated by either party on thirty (30) days' written notice.",
      'Management fee: 8% of monthly rent collected.',
    ],
    { expirationDate: '2028-01-01', noticePeriodDays: 30 },
  ],
  [
    "a translation agency's framework agreement for an indefinite term from signature",
    [
      'FRAMEWORK SERVICE AGREEMENT',
      'between LinguaBridge Translations S.L. ("Agency") and Orion MedTech AG ("Client")',
      "8. This Agreement enters into force on the date of signature and is concluded for an indefinite term. It may be terminated by either party at the end of any calendar month with one month's notice.",
    ],
    { expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "a nonprofit's lease of a vehicle for exactly one year from a date, with 'no renewal'",
    [
      'VEHICLE LEASE',
      'Lessor: Hilltop Motors Fleet LLC. Lessee: Second Harvest Food Pantry.',
      'Lease period: one (1) year from March 1, 2027. There is no option to renew this lease.',
      'Rent: $450 per month.',
    ],
    { expirationDate: '2028-03-01', renewalKind: 'none' },
  ],
  [
    'a software partner agreement: three-year term, automatically extended by one year each year unless notice 6 months before',
    [
      'TECHNOLOGY PARTNER AGREEMENT',
      'This Agreement is entered into as of April 1, 2026 between Nimbus Data Corp. ("Nimbus") and Fieldstone Analytics GmbH ("Partner").',
      '16.1 This Agreement has an initial term of three (3) years. It shall be extended by one (1) year at a time unless either party gives notice of termination at least six (6) months before the end of the then-current term.',
    ],
    {
      effectiveDate: '2026-04-01',
      expirationDate: '2029-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 180,
    },
  ],
  [
    "a caterer's event order with a deposit and a date",
    [
      'CATERING EVENT ORDER',
      'Client: Westbridge Rotary Club',
      'Event: Annual Gala Dinner, Saturday March 20, 2027, 180 guests',
      'Total: $16,380. Deposit of 30% due on signing; balance due 10 days before the event.',
    ],
    { renewalKind: 'none', noticePeriodDays: null, expirationDate: null },
  ],
  [
    "a subscription box company's terms: monthly plan that renews each month until cancelled",
    [
      'Subscription Confirmation',
      'Plan: Office Snack Box - Monthly',
      'Company: Ridgeway Accounting LLP',
      'First delivery: December 3, 2026',
      'Your subscription renews every month until you cancel. You can cancel at any time before your next renewal date.',
      'Price: $129.00 per month',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 1 },
  ],
  [
    "an IT outsourcing agreement: five years, then two-year extensions at the customer's option on twelve months' notice",
    [
      'IT OUTSOURCING AGREEMENT',
      'This Agreement is entered into as of January 1, 2026 between Granite State Mutual Insurance Company ("Customer") and Vertex Managed Services, Inc. ("Supplier").',
      "3.1 The Initial Term shall commence on the Effective Date and continue for five (5) years. 3.2 Customer may extend the Term for up to two (2) additional periods of two (2) years each by giving Supplier at least twelve (12) months' written notice before the expiration of the then-current Term.",
    ],
    { effectiveDate: '2026-01-01', expirationDate: '2031-01-01', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    "a streaming service's business plan receipt billed monthly with the next billing date",
    [
      'Payment receipt',
      'Account: The Copper Kettle Cafe',
      'Plan: Soundtrack Business Essential - monthly',
      'Amount: $34.00 charged on November 9, 2026',
      'Your plan renews monthly. Next billing date: December 9, 2026.',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 1 },
  ],
  [
    'a seed purchase contract for a crop year with delivery by a date',
    [
      'SEED PRODUCTION CONTRACT - CROP YEAR 2027',
      'Grower: Halvorsen Family Farms LLC. Company: Prairie Gold Seed Co.',
      'This contract covers the 2027 crop year and expires on December 31, 2027.',
      'Grower shall deliver all contracted seed no later than November 15, 2027.',
    ],
    { expirationDate: '2027-12-31', renewalKind: 'none' },
  ],
  [
    "a retail display agreement with a fixed one-year period and a 'non-renewable' statement",
    [
      'DISPLAY AGREEMENT',
      'This Display Agreement is made on February 10, 2026 between Gourmet Corner Markets, Inc. ("Retailer") and Blue Hen Creamery LLC ("Vendor").',
      '2. The display period is one year from March 1, 2026. This Agreement is non-renewable.',
    ],
    { expirationDate: '2027-03-01', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "an Irish shared services agreement: three years from a date, renews for two years unless six months' notice",
    [
      'SHARED SERVICES AGREEMENT',
      'THIS AGREEMENT is made on 30 April 2026 BETWEEN Shannon Biologics Limited ("Provider") AND Corrib Diagnostics Limited ("Recipient").',
      "4.1 This Agreement shall commence on 1 May 2026 and continue for three (3) years and shall thereafter renew for successive periods of two (2) years unless terminated by either party giving not less than six (6) months' written notice before the end of the then current period.",
    ],
    {
      expirationDate: '2029-05-01',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 180,
    },
  ],
  [
    "a software order that is co-termed to an existing agreement's end date",
    [
      'ADD-ON ORDER',
      'Customer: Ironwood Credit Union',
      'Add-on: 25 additional user licenses',
      'Start Date: November 1, 2026',
      'End Date: co-terminous with the existing Subscription, ending June 30, 2027',
      'Prorated fee: $5,850.00',
    ],
    { expirationDate: '2027-06-30', renewalKind: 'none' },
  ],
  [
    'a sponsorship agreement for three seasons, 2026 to 2028, ending after the last season',
    [
      'SPONSORSHIP AGREEMENT',
      'This Agreement is made as of March 1, 2026 between the Lakeside Lightning Hockey Club ("Club") and Northern Lights Credit Union ("Sponsor").',
      '2. Term. This Agreement covers the 2026, 2027 and 2028 seasons and ends on April 30, 2029.',
    ],
    { effectiveDate: '2026-03-01', expirationDate: '2029-04-30', renewalKind: 'none' },
  ],
  [
    "a licensed software support plan renewing yearly on the 'Support Anniversary Date' unless 60 days' notice",
    [
      'SUPPORT PLAN TERMS',
      'Customer: Tidewater Port Authority',
      'Support Start Date: July 1, 2026',
      "Support renews annually on each anniversary of the Support Start Date unless either party gives sixty (60) days' written notice of non-renewal.",
      'Annual support fee: $44,500',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 12, noticePeriodDays: 60, renewalDate: '2027-07-01' },
  ],
  [
    "a Belgian distribution agreement in English: 'for an initial period of three years, tacitly renewable for one-year periods'",
    [
      'DISTRIBUTION AGREEMENT',
      'Between Chocolaterie Van Damme NV, Brugge ("Principal") and Maple & Cocoa Imports Inc., Toronto ("Distributor").',
      'Article 15. This Agreement takes effect on 1 September 2026 for an initial period of three years, tacitly renewable for one-year periods unless terminated by either party by registered letter at least three months before the end of the current period.',
    ],
    {
      effectiveDate: '2026-09-01',
      expirationDate: '2029-09-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    "a dental supply agreement 'for the period 1 January 2027 to 31 December 2029 inclusive'",
    [
      'SUPPLY AGREEMENT',
      'This Agreement is made on 14 November 2026 between Whitecliff Dental Care Ltd ("Customer") and Medident Supplies Ltd ("Supplier").',
      '2. This Agreement shall apply for the period 1 January 2027 to 31 December 2029 inclusive.',
    ],
    {
      expirationDate: '2029-12-31',
      renewalKind: 'none',
      parties: ['Whitecliff Dental Care Ltd', 'Medident Supplies Ltd'],
    },
  ],
  [
    "a cloud contract's renewal clause: 'renews for successive one-year terms at the then-current list price unless either party opts out'",
    [
      'CLOUD SERVICES AGREEMENT',
      'This Cloud Services Agreement is effective as of September 15, 2026 (the "Effective Date") between Nebula Ops, Inc. ("Provider") and Harborline Freight LLC ("Customer").',
      '10.1 Term. The initial term is one (1) year from the Effective Date. The Agreement renews for successive one-year terms at the then-current list price unless either party opts out by written notice at least thirty (30) days before the end of the current term.',
    ],
    {
      effectiveDate: '2026-09-15',
      expirationDate: '2027-09-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    'a janitorial proposal accepted as a month-to-month agreement with a 30-day cancellation',
    [
      'SERVICE PROPOSAL & AGREEMENT',
      'Client: Elm Street Pediatrics',
      'Start date: January 4, 2027',
      "This is a month-to-month agreement. Either party may cancel with 30 days' written notice.",
      'Monthly price: $1,240',
    ],
    { noticePeriodDays: 30 },
  ],
  [
    'an employment offer letter with a start date and at-will employment',
    [
      'Dear Ms. Greene,',
      'We are delighted to offer you the position of Senior Accountant at Bluestem Logistics, Inc., starting on January 11, 2027.',
      'Your employment with the Company will be at will, meaning that either you or the Company may end it at any time, with or without cause.',
      'Your annual salary will be $92,000.',
    ],
    { renewalKind: 'none', noticePeriodDays: null, expirationDate: null },
  ],
  [
    'a SaaS DPA that lasts as long as the main agreement',
    [
      'DATA PROCESSING ADDENDUM',
      'This Data Processing Addendum forms part of the Master Subscription Agreement between Pathwise Analytics Ltd and Greenhill Schools Trust.',
      '12. This Addendum shall remain in force for as long as Pathwise processes Customer Personal Data under the Agreement.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a medical device service contract: 'Coverage Start' and 'Coverage End' labels",
    [
      'SERVICE CONTRACT SUMMARY',
      'Customer: Clearview Eye Surgery Center',
      'System: Phaco 3000 surgical console, S/N 88213',
      'Coverage Start: 2026-12-01',
      'Coverage End: 2027-11-30',
      'Contract price: $14,900',
    ],
    { expirationDate: '2027-11-30', renewalKind: 'none' },
  ],
  [
    'a licence renewal notice from a vendor: your licence expires on a date; renew to keep using it',
    [
      'Subject: Your AutoCAD LT subscription expires soon',
      'Hello Priya,',
      'Your AutoCAD LT subscription for Kaur Design Studio expires on January 20, 2027. Auto-renew is off.',
      'To keep using AutoCAD LT, renew before your subscription expires.',
    ],
    { expirationDate: '2027-01-20', renewalKind: 'none' },
  ],
  [
    "a consulting agreement with a term of six months 'from the date of the last signature below', signed on two dates",
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is entered into by Larkspur Biotech, Inc. ("Company") and Jonah Weiss ("Consultant").',
      '3. Term. This Agreement shall be effective for six (6) months from the date of the last signature below.',
      'LARKSPUR BIOTECH, INC. By: /s/ Karen Liu Date: October 2, 2026',
      'JONAH WEISS /s/ Jonah Weiss Date: October 6, 2026',
    ],
    { effectiveDate: '2026-10-06', expirationDate: '2027-04-06', renewalKind: 'none' },
  ],
  [
    'an exclusive listing agreement for a house that ends at midnight on a date',
    [
      'EXCLUSIVE RIGHT TO SELL LISTING AGREEMENT',
      'Seller: Martin and Rosa Delgado. Broker: Sunbelt Realty Group.',
      'This Agreement begins on November 1, 2026 and ends at 11:59 p.m. on April 30, 2027.',
      'Commission: 5.5% of the gross sales price.',
    ],
    { expirationDate: '2027-04-30', renewalKind: 'none' },
  ],
  [
    "a print supplier's framework: two years, extendable by a further year by written agreement",
    [
      'FRAMEWORK AGREEMENT FOR PRINT SERVICES',
      'Authority: Westshire County Council. Supplier: Inkwell Print Solutions Ltd.',
      'Term: This Framework Agreement shall commence on 1 April 2027 and shall continue for a period of two (2) years, which may be extended by a further period of one (1) year by written agreement of the parties.',
    ],
    { expirationDate: '2029-04-01', renewalKind: 'mutual' },
  ],
  [
    'a wholesale energy agreement with a delivery period and no renewal',
    [
      'POWER SUPPLY CONFIRMATION',
      'Buyer: Lakeside Cold Storage LLC. Seller: Prairie Wind Energy Marketing, LP.',
      'Delivery Period: January 1, 2027 through December 31, 2029 (hour ending 0100 on the first day to hour ending 2400 on the last day).',
      'Contract Price: $48.75/MWh.',
    ],
    { expirationDate: '2029-12-31', renewalKind: 'none' },
  ],
  [
    'an Italian agency agreement in English: indefinite term, terminable with notice per the Civil Code',
    [
      'AGENCY AGREEMENT',
      'between Ceramiche Toscane S.r.l., with registered office in Firenze ("Principal") and Adriatic Trade Agency di Marco Bianchi ("Agent").',
      'Art. 12 - This contract is concluded for an indefinite period and may be terminated by either party with the notice periods provided by Article 1750 of the Italian Civil Code.',
    ],
    { expirationDate: 'perpetual', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a hospital's group purchasing agreement: three years from the Effective Date, with two optional one-year extensions by mutual agreement",
    [
      'GROUP PURCHASING AGREEMENT',
      'This Agreement is entered into as of February 1, 2026 (the "Effective Date") between Summit Health Purchasing Alliance ("Alliance") and OrthoLine Medical, Inc. ("Vendor").',
      '3. Term. This Agreement shall be in effect for three (3) years from the Effective Date and may be extended for up to two (2) additional one-year periods upon mutual written agreement of the parties.',
    ],
    { effectiveDate: '2026-02-01', expirationDate: '2029-02-01', renewalKind: 'mutual' },
  ],
  [
    "a music streaming business account's auto-renewing annual licence, with a cancellation window",
    [
      'LICENSE CONFIRMATION',
      'Licensee: Grindhouse Coffee Co. (3 locations)',
      'License period: 12 months from December 1, 2026',
      'Your license renews automatically at the end of each license period. To cancel, notify us at least 14 days before the renewal.',
      'Fee: $1,188 per year',
    ],
    {
      expirationDate: '2027-12-01',
      renewalKind: 'automatic',
      noticePeriodDays: 14,
    },
  ],
  [
    'an internship agreement with a fixed start and end',
    [
      'INTERNSHIP AGREEMENT',
      'Host organisation: Aurora Civil Engineers Pty Ltd',
      'Intern: Liam Nguyen',
      'Placement period: 5 January 2027 to 26 February 2027',
      'Stipend: A$650 per week',
    ],
    { expirationDate: '2027-02-26', renewalKind: 'none' },
  ],
  [
    "a SaaS enterprise agreement with a three-year subscription term and annual renewals thereafter, 90 days' non-renewal notice",
    [
      'ENTERPRISE SUBSCRIPTION AGREEMENT',
      'This Agreement is entered into as of July 1, 2026 by Meridian Learning Systems, Inc. ("Meridian") and the Board of Education of Pine County ("Customer").',
      '12.1 Subscription Term. The Subscription Term begins on July 1, 2026 and ends on June 30, 2029. Thereafter, the Subscription Term will renew for successive one-year periods unless either party provides notice of non-renewal at least ninety (90) days before the end of the then-current Subscription Term.',
    ],
    {
      effectiveDate: '2026-07-01',
      expirationDate: '2029-06-30',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    'a boat slip rental for a summer season',
    [
      'SLIP RENTAL AGREEMENT',
      'Marina: Harbor Point Marina. Renter: Gregory Walsh.',
      'Season: May 15, 2027 to October 15, 2027.',
      'Slip fee: $3,400 for the season.',
    ],
    { expirationDate: '2027-10-15', renewalKind: 'none' },
  ],
  [
    'a support agreement renewed by purchase order each year; no automatic renewal',
    [
      'SOFTWARE SUPPORT AGREEMENT',
      'This Agreement is entered into as of April 1, 2026 between Corelight Software Ltd ("Corelight") and Fenwick Engineering Group ("Customer").',
      '5. Term. The Support Term is one (1) year from the date of this Agreement. The Support Term may be renewed for further one-year periods by Customer issuing a purchase order for the renewal fee before the end of the current Support Term. This Agreement does not renew automatically.',
    ],
    { effectiveDate: '2026-04-01', expirationDate: '2027-04-01', renewalKind: 'option' },
  ],
  [
    'a recruitment retainer for a single search, ending on placement',
    [
      'RETAINED SEARCH AGREEMENT',
      'Client: Tidewater Capital Partners. Search firm: Beacon Executive Search LLC.',
      'Position: Chief Financial Officer.',
      'This engagement begins on October 20, 2026 and ends when the position is filled or the Client cancels the search in writing.',
      'Retainer: one third of the estimated fee, payable on signing.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a cleaning contract from a Scottish council: two years from the Contract Commencement Date, optional one-year extension',
    [
      'CONTRACT FOR CLEANING SERVICES',
      'The Council: Lothian Valley Council. The Contractor: ClearCo Facilities Ltd.',
      'Contract Commencement Date: 1 April 2027',
      'Contract Period: two (2) years from the Contract Commencement Date, with the option for the Council to extend for a further period of up to one (1) year.',
    ],
    { expirationDate: '2029-04-01', renewalKind: 'option' },
  ],
  [
    "a web agency maintenance plan: 12 months from launch, which is dated, renewing for 12 months unless 30 days' notice",
    [
      'WEBSITE CARE PLAN',
      'Client: Harbor & Pine Realty',
      'Launch date: 02/02/2026',
      "This Care Plan runs for 12 months from the launch date and then renews for further 12-month periods unless either party gives 30 days' notice before the renewal.",
      'Fee: $150 per month',
    ],
    {
      expirationDate: '2027-02-02',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    'a sublease whose term ends one day before the master lease expires, on a date',
    [
      'SUBLEASE AGREEMENT',
      'This Sublease is made as of August 1, 2026 between Crestmont Analytics, Inc. ("Sublandlord") and Pixel Harbor Studios LLC ("Subtenant").',
      '2. Term. The term of this Sublease shall commence on September 1, 2026 and shall expire on January 30, 2029, one day before the expiration of the Master Lease.',
    ],
    { expirationDate: '2029-01-30', renewalKind: 'none' },
  ],
  [
    'a freight forwarding agreement from a Dutch forwarder: one year, tacitly extended each time by one year',
    [
      'FORWARDING AGREEMENT',
      'Parties: Rijnmond Forwarding B.V. ("Forwarder") and Alpine Outdoor Gear AG ("Customer").',
      'Article 9. This agreement is entered into for one year from 1 March 2026 and will be tacitly extended each time by one year, unless terminated by registered letter at least three months before the end of the current year.',
    ],
    {
      expirationDate: '2027-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    'a vendor onboarding form with bank details and no term',
    [
      'VENDOR SETUP FORM',
      'Vendor: Granite State Office Supply LLC',
      'Remit to: PO Box 2210, Concord, NH',
      'Payment terms: Net 45',
      'W-9 received: Yes',
    ],
    { renewalKind: 'none', noticePeriodDays: null, expirationDate: null },
  ],
  [
    'a reseller agreement effective on the date of last signature, for two years, with automatic one-year renewals',
    [
      'RESELLER AGREEMENT',
      'This Reseller Agreement is entered into by Quantix Security, Inc. ("Quantix") and Northern Shield IT Ltd. ("Reseller") as of the date of the last signature below (the "Effective Date").',
      '14. Term. This Agreement shall have an initial term of two (2) years from the Effective Date and shall automatically renew for successive one-year terms unless either party gives written notice of non-renewal at least sixty (60) days before the end of the then-current term.',
      'QUANTIX SECURITY, INC. By: /s/ Maria Chen Date: 3/9/2026',
      'NORTHERN SHIELD IT LTD. By: /s/ Owen Price Date: 3/16/2026',
    ],
    {
      effectiveDate: '2026-03-16',
      expirationDate: '2028-03-16',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    "a hospital's locum tenens order for a few weeks",
    [
      'LOCUM TENENS CONFIRMATION',
      'Facility: Riverbend Regional Hospital',
      'Provider: Dr. Elena Petrova, Anesthesiology',
      'Assignment dates: January 5, 2027 - February 13, 2027',
      'Rate: $2,400 per 10-hour shift',
    ],
    { expirationDate: '2027-02-13', renewalKind: 'none' },
  ],
  [
    "a marketplace seller agreement that continues until terminated, 30 days' notice",
    [
      'SELLER AGREEMENT',
      'This Seller Agreement is between Craftway Marketplace, Inc. ("Craftway") and the seller identified below ("Seller").',
      "11. This Agreement is effective when Seller accepts it and continues until terminated by either party upon thirty (30) days' notice.",
    ],
    { expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    'an equipment maintenance renewal quote valid until a date, for a 12-month period that is stated',
    [
      'MAINTENANCE RENEWAL QUOTE',
      'Customer: Bayview Printing Co.',
      'Coverage period: 04/01/2027 - 03/31/2028',
      'Price: $6,200.00',
      'This quote expires on 03/15/2027.',
    ],
    { expirationDate: '2028-03-31' },
  ],
  [
    "a charity's fundraising event contract with a venue for one night, with a cancellation fee schedule",
    [
      'EVENT CONTRACT',
      "Organization: Hope Springs Children's Charity. Venue: The Grand Atrium.",
      'Event date: May 8, 2027, 6:00 p.m. to 11:00 p.m.',
      'Cancellation: 50% of the total if cancelled less than 90 days before the event date.',
      'Total: $18,750',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a business mobile contract with a minimum term, then rolling monthly until 30 days' notice",
    [
      'BUSINESS MOBILE AGREEMENT',
      'Customer: Hartley & Sons Joinery Ltd. Supplier: Vantage Mobile Ltd.',
      'Start date: 1 February 2026. Minimum term: 24 months.',
      "After the minimum term, this agreement continues on a rolling monthly basis until you give us 30 days' notice.",
    ],
    {
      effectiveDate: '2026-02-01',
      expirationDate: '2028-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    "a registrar's domain auto-renewal e-mail",
    [
      'Subject: Your domain harbourlights.com renews soon',
      'Your domain harbourlights.com expires on March 14, 2027.',
      'Auto-renew is on: we will renew it for 1 year on March 14, 2027 and charge your card ending 4421 $18.99.',
      'To stop the renewal, turn off auto-renew before that date.',
    ],
    { expirationDate: '2027-03-14', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    'a SaaS order form with ISO dates, renewing yearly unless 45 days notice',
    [
      'ORDER FORM',
      'Customer: Meridian Freight LLC. Provider: Loopwise, Inc.',
      'Order Effective Date: 2026-05-01',
      'Subscription Term: 12 months from the Order Effective Date.',
      'Renewal: This Order Form renews automatically for successive 12-month terms unless either party gives written notice of non-renewal at least 45 days before the end of the then-current term.',
      'Fees: $24,000 per year.',
    ],
    {
      effectiveDate: '2026-05-01',
      expirationDate: '2027-05-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 45,
    },
  ],
  [
    "a consultant's retainer letter extendable for a year at the client's option",
    [
      'Dear Ms. Alvarez,',
      'This letter confirms that Brightline Advisory LLC will provide communications advice to Tern Valley Water District for a monthly retainer of $4,500, starting July 1, 2026.',
      'The engagement runs through June 30, 2027.',
      "It may be extended for one additional year at the District's option by written notice given at least 30 days before June 30, 2027.",
    ],
    {
      effectiveDate: '2026-07-01',
      expirationDate: '2027-06-30',
      renewalKind: 'option',
      renewalTermMonths: 12,
      noticePeriodDays: null,
    },
  ],
  [
    'a corporate wellness agreement renewing yearly unless cancelled 60 days before the renewal date',
    [
      'CORPORATE WELLNESS AGREEMENT',
      'between FitCore Clubs, Inc. and Pellham Logistics Corp.',
      'Effective Date: September 1, 2026. Term: one (1) year.',
      'Thereafter this Agreement will renew for additional one-year terms unless either party cancels in writing at least sixty (60) days before the renewal date.',
    ],
    {
      effectiveDate: '2026-09-01',
      expirationDate: '2027-09-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    'a mutual NDA in effect for two years, its confidentiality surviving five',
    [
      'MUTUAL NONDISCLOSURE AGREEMENT',
      'This Agreement is entered into as of October 12, 2026 between Solvane Therapeutics, Inc. and Kestrel Analytics GmbH.',
      'This Agreement shall remain in effect for two (2) years from the date above; the obligations of confidentiality survive for five (5) years after disclosure.',
    ],
    { effectiveDate: '2026-10-12', expirationDate: '2028-10-12', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a lease's heads of terms, ten years from completion, with a tenant's break",
    [
      'HEADS OF TERMS',
      'Landlord: Castlegate Estates Limited. Tenant: Nook Coffee Roasters Ltd.',
      'Premises: Unit 4, Riverside Works.',
      'Term: 10 years from the date of completion of the lease.',
      "Break option: the Tenant may terminate at the end of year 5 on 6 months' prior written notice.",
      'Rent: £32,000 per annum.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a school's cleaning contract for a school year, extendable by the school",
    [
      'AGREEMENT FOR CLEANING SERVICES',
      "This agreement is made on 3 August 2026 between Brightway Facilities Ltd (the Contractor) and St Aidan's Primary School (the Client).",
      'The Contractor will provide the services from 1 September 2026 to 31 August 2027.',
      'The Client may extend the agreement by a further twelve months by giving written notice no later than 31 May 2027.',
    ],
    { expirationDate: '2027-08-31', renewalKind: 'option', renewalTermMonths: 12 },
  ],
  [
    "a county's software maintenance invoice for a calendar year",
    [
      'INVOICE INV-20931',
      'Bill to: Halden County Clerk',
      'Description: Annual software maintenance, CountyRecords Pro, period 01/01/2027 – 12/31/2027',
      'Amount due: $12,480.00. Due date: 12/15/2026.',
    ],
    { expirationDate: '2027-12-31', renewalKind: 'none' },
  ],
  [
    "a museum's fixed-term employment contract for a year, a month's notice either way",
    [
      'FIXED-TERM EMPLOYMENT CONTRACT',
      'Employer: Northgate Museum Trust. Employee: Samira Haddad.',
      'Start date: 5 January 2027.',
      'This contract is for a fixed term ending on 4 January 2028.',
      "Either party may terminate this contract by giving one month's written notice.",
    ],
    { effectiveDate: '2027-01-05', expirationDate: '2028-01-04', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a lease's first amendment extending the term by three years to a stated date",
    [
      'FIRST AMENDMENT TO LEASE',
      'This First Amendment to Lease is made as of February 10, 2027 by and between Westbrook Plaza LLC ("Landlord") and Copperleaf Dental, P.C. ("Tenant").',
      '1. Extension. The Term of the Lease is hereby extended for a period of three (3) years commencing on June 1, 2027 and expiring on May 31, 2030 (the "Extended Term").',
      '2. Base Rent. Base Rent during the Extended Term shall be $6,250.00 per month.',
    ],
    { expirationDate: '2030-05-31', renewalKind: 'none' },
  ],
  [
    "a vendor's e-mail: an annual prepaid subscription renewing on a date, auto-renew off 24 hours before",
    [
      'Your Acrobat Pro subscription (annual, prepaid) will automatically renew on 08/22/2027 for $239.88.',
      'You can turn off auto-renew in your account at least 24 hours before your renewal date.',
    ],
    { expirationDate: '2027-08-22', renewalKind: 'automatic', renewalTermMonths: 12, noticePeriodDays: 1 },
  ],
  [
    "a staffing agency's master agreement for three years, then yearly unless 90 days' notice",
    [
      'MASTER STAFFING SERVICES AGREEMENT',
      'This Agreement is between Keystone Talent Partners, LLC and Blue Heron Distribution, Inc.',
      'This Agreement commences on January 1, 2027 and shall continue for a period of three (3) years.',
      'Thereafter it shall renew for successive one (1) year periods unless either party provides notice of non-renewal at least ninety (90) days prior to the end of the then-current term.',
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2030-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    "an energy supplier's fixed contract with day-first dates that does not renew",
    [
      'YOUR BUSINESS ENERGY CONTRACT',
      'Customer: Fernhill Bakery Ltd. Supplier: Brightgrid Energy Ltd.',
      'Contract start date: 01/10/2026. Contract end date: 30/09/2028.',
      'Your contract will not renew automatically; we will write to you 60 days before the end date with our renewal prices.',
    ],
    { effectiveDate: '2026-10-01', expirationDate: '2028-09-30', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an IT support agreement renewing on each anniversary unless cancelled 30 days before',
    [
      'MANAGED IT SUPPORT AGREEMENT',
      'Provider: Clearpath Networks Inc. Client: Ridgeline Veterinary Group, PLLC.',
      'The initial term of this Agreement is twelve (12) months from the Effective Date of April 1, 2026.',
      'This Agreement will automatically renew on each anniversary of the Effective Date for an additional twelve (12) months unless Client gives Provider written notice of cancellation at least 30 days before the anniversary.',
    ],
    {
      effectiveDate: '2026-04-01',
      expirationDate: '2027-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    "universities' research collaboration in force five years from the last signature, renewable by agreement",
    [
      'RESEARCH COLLABORATION AGREEMENT',
      'between the University of Eastmoor and the Technical University of Kallstad (the "Parties")',
      'Article 9. This Agreement shall enter into force on the date of the last signature and shall remain in force for a period of five (5) years. It may be renewed by written agreement of the Parties.',
      'For the University of Eastmoor: Prof. A. Grant, Vice-Chancellor. Date: 12 May 2026',
      'For the Technical University of Kallstad: Prof. J. Lind, Rector. Date: 20 May 2026',
    ],
    { effectiveDate: '2026-05-20', expirationDate: '2031-05-20', renewalKind: 'mutual' },
  ],
  [
    "a hotel's group booking contract with a cut-off date",
    [
      'GROUP SALES AGREEMENT',
      'Hotel: Harborview Grand Hotel. Group: Tristate Pharma Sales Meeting.',
      'Arrival: April 12, 2027. Departure: April 15, 2027. Room block: 60 rooms per night.',
      'Cut-off date: March 12, 2027. Reservations received after the cut-off date are subject to availability.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a payroll services agreement whose effective date is labelled after its term clause',
    [
      'PAYROLL SERVICES AGREEMENT',
      "Term. This Agreement shall have an initial term of two (2) years beginning on the Effective Date and shall automatically renew for successive one-year terms unless terminated by either party with sixty (60) days' written notice prior to the expiration of the then-current term.",
      'Effective Date: November 1, 2026',
      'Client: Oakfield Senior Living, Inc. Provider: PayNest Solutions, LLC',
    ],
    {
      effectiveDate: '2026-11-01',
      expirationDate: '2028-11-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    "an insurer's renewal notice for a business owner's policy",
    [
      'POLICY RENEWAL NOTICE',
      'Policy number: BOP-448120. Insured: Sunrise Auto Glass LLC.',
      'Policy period: 12/01/2026 to 12/01/2027.',
      'Your policy will renew automatically unless you tell us otherwise before 12/01/2027.',
    ],
    { expirationDate: '2027-12-01', renewalKind: 'automatic' },
  ],
  [
    "an Australian services agreement with a Further Term at the customer's option",
    [
      'SERVICES AGREEMENT - DETAILS',
      'Supplier: Kookaburra Systems Pty Ltd (ABN 51 824 753 556). Customer: Riverina Grain Co-operative Ltd.',
      'Commencement Date: 1 July 2026.',
      'Term: 3 years from the Commencement Date.',
      'Further Term: 2 years.',
      'The Customer may renew this agreement for the Further Term by giving notice to the Supplier at least 3 months before the end of the Term.',
    ],
    {
      effectiveDate: '2026-07-01',
      expirationDate: '2029-07-01',
      renewalKind: 'option',
      renewalTermMonths: 24,
      noticePeriodDays: null,
    },
  ],
  [
    "a residential lease running on month to month unless 60 days' notice before the end",
    [
      'RESIDENTIAL LEASE AGREEMENT',
      'Landlord: Birchwood Property Management LLC. Tenant: Daniel and Priya Moreno.',
      'This Lease begins on August 1, 2026 and ends on July 31, 2027.',
      'If neither party gives written notice at least 60 days before the end of the term, this Lease will continue on a month-to-month basis.',
    ],
    { effectiveDate: '2026-08-01', expirationDate: '2027-07-31', noticePeriodDays: 60 },
  ],
  [
    "a marketing agency's statement of work with a period of performance",
    [
      'STATEMENT OF WORK #4',
      'This Statement of Work is issued under the Master Services Agreement dated January 15, 2024 between Pixelhaus Creative LLC and Norvell Outdoor Gear, Inc.',
      'Period of Performance: October 1, 2026 through March 31, 2027.',
      'Fees: $48,000, invoiced monthly.',
    ],
    { effectiveDate: '2026-10-01', expirationDate: '2027-03-31', renewalKind: 'none' },
  ],
  [
    "a note-taking app's monthly plan confirmation",
    [
      'Thanks for subscribing to Notion Plus (monthly).',
      'Your plan renews on the 9th of every month; your next payment of $12.00 is due on December 9, 2026.',
      'Cancel anytime before your next billing date to avoid being charged.',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 1 },
  ],
  [
    'a fleet lease schedule, 48 months from a dated acceptance',
    [
      'SCHEDULE NO. 7 TO MASTER LEASE AGREEMENT',
      'Lessor: Summit Fleet Finance, LLC. Lessee: Coastal Plumbing Supply Co.',
      'Equipment: three (3) 2027 Ford Transit 250 vans.',
      'Lease Term: 48 months commencing on the Acceptance Date of January 12, 2027.',
      'Monthly Rent: $2,145.00.',
    ],
    { effectiveDate: '2027-01-12', expirationDate: '2031-01-12', renewalKind: 'none' },
  ],
  [
    "a Canadian consulting agreement with day-first dates, renewing yearly unless 30 days' notice",
    [
      'CONSULTING AGREEMENT',
      'Between Lakehead Analytics Inc. and Northern Shores Health Authority.',
      'This Agreement is effective as of 15/09/2026 and continues until 14/09/2027.',
      "Thereafter, it renews automatically for successive periods of one year unless either party gives at least thirty (30) days' notice of non-renewal.",
    ],
    {
      effectiveDate: '2026-09-15',
      expirationDate: '2027-09-14',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    'a trade show exhibitor contract with a cancellation deadline',
    [
      'EXHIBITOR CONTRACT',
      'Show: PackExpo West 2027, Las Vegas Convention Center, March 3-5, 2027.',
      'Exhibitor: Tandem Labelling Systems Inc. Booth: 1142 (10x20).',
      'Cancellation: written notice required; cancellations after December 1, 2026 forfeit 100% of booth fees.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an extended warranty certificate with labelled coverage dates that does not renew',
    [
      'EXTENDED WARRANTY CERTIFICATE',
      'Customer: Greenway Surgical Center. Coverage: 12 Dell PowerEdge servers.',
      'Coverage start: 02/01/2027. Coverage end: 01/31/2030.',
      'This coverage does not renew automatically.',
    ],
    { expirationDate: '2030-01-31', renewalKind: 'none' },
  ],
  [
    "a franchisor's letter on the franchisee's right to renew for ten years",
    [
      'Dear Franchisee,',
      'Your Franchise Agreement for the Sunnyvale location expires on June 30, 2027.',
      'Under Section 4.2, you have the right to renew for one additional term of ten (10) years, provided you give us written notice of your election to renew no earlier than twelve (12) months and no later than six (6) months before expiration.',
    ],
    { expirationDate: '2027-06-30', renewalKind: 'option', renewalTermMonths: 120, noticePeriodDays: null },
  ],
  [
    "a cloud hosting agreement: 36 months, then twelve-month renewals unless 90 days' notice",
    [
      'CLOUD HOSTING AGREEMENT',
      'This Cloud Hosting Agreement (the "Agreement") is entered into as of May 5, 2026 (the "Effective Date") by and between Stratus Grid, Inc. ("Provider") and Hollis & Marsh LLP ("Customer").',
      '8. TERM AND TERMINATION',
      '8.1 Term. The initial term of this Agreement commences on the Effective Date and continues for thirty-six (36) months (the "Initial Term").',
      '8.2 Renewal. Upon expiration of the Initial Term, this Agreement will automatically renew for successive twelve (12) month periods (each, a "Renewal Term") unless either party provides written notice of non-renewal at least ninety (90) days prior to the expiration of the then-current term.',
    ],
    {
      effectiveDate: '2026-05-05',
      expirationDate: '2029-05-05',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      parties: ['Stratus Grid, Inc', 'Hollis & Marsh LLP'],
    },
  ],
  [
    "an English supply agreement for two years and then until six months' notice expiring on or after the second anniversary",
    [
      'SUPPLY AGREEMENT',
      'This Agreement is made between Pennine Packaging Limited and Dales Dairy Foods Limited.',
      "This Agreement shall commence on 1 April 2026 and shall continue for an initial period of two years and thereafter unless and until terminated by either party giving to the other not less than six months' written notice expiring on or after the second anniversary of the commencement date.",
    ],
    { effectiveDate: '2026-04-01', expirationDate: '2028-04-01', renewalKind: 'evergreen', noticePeriodDays: 180 },
  ],
  [
    "a security vendor's six-month plan renewing unless cancelled 7 days before",
    [
      'Your Sentinel Pro plan (6-month term) will renew automatically on 04/18/2027 for another 6 months unless you cancel at least 7 days before.',
    ],
    { expirationDate: '2027-04-18', renewalKind: 'automatic', renewalTermMonths: 6, noticePeriodDays: 7 },
  ],
  [
    "a government contract's base year and four option years",
    [
      'CONTRACT NO. 47QTCA-26-D-0113',
      'Contractor: Ridgeway Data Services, LLC.',
      'The period of performance is one base year from the date of award, September 30, 2026, plus four (4) option years, exercisable at the sole discretion of the Government.',
    ],
    { effectiveDate: '2026-09-30', expirationDate: '2027-09-30', renewalKind: 'option', renewalTermMonths: 12 },
  ],
  [
    "a translated contract: 24 months, then tacitly extended by 12 months unless terminated with 3 months' notice",
    [
      'SERVICE CONTRACT',
      'between Rhein Logistik GmbH and Tallinn Freight OÜ',
      'The contract term begins on 01.01.2027 and runs for 24 months.',
      'It is tacitly extended by a further 12 months unless terminated in writing with a notice period of 3 months before the end of the term.',
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2029-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    'a consulting engagement that ends when the services are completed',
    [
      'ENGAGEMENT LETTER',
      'Harlow Advisory Partners LLP will advise Westmere Hospital Trust on its procurement review.',
      'The engagement will commence on February 2, 2027 and will end upon completion of the Services, which is expected by May 29, 2027.',
    ],
    { effectiveDate: '2027-02-02', renewalKind: 'none' },
  ],
  [
    "an NDA in effect until terminated on 30 days' notice",
    [
      'NON-DISCLOSURE AGREEMENT',
      'Effective Date: June 3, 2026. Parties: Lumen Bioscience Corp. and Arcadia Contract Research, Inc.',
      "This Agreement will remain in effect until terminated by either party on thirty (30) days' written notice.",
    ],
    { effectiveDate: '2026-06-03', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "a property management agreement renewing for like periods unless 30 days' notice",
    [
      'PROPERTY MANAGEMENT AGREEMENT',
      'Owner: Larkspur Holdings LLC. Manager: Keystone Residential Management, Inc.',
      'The initial term of this Agreement shall be one (1) year from the Commencement Date (March 15, 2026) and shall automatically renew for like periods unless either party gives notice of termination not less than thirty (30) days before the end of any term.',
    ],
    {
      effectiveDate: '2026-03-15',
      expirationDate: '2027-03-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    "a school district's bus contract for a school year, renewable by mutual agreement",
    [
      'PUPIL TRANSPORTATION CONTRACT',
      'Between Pine Hollow School District and Valley Coach Lines, Inc.',
      'This contract is for the 2026-2027 school year, beginning August 17, 2026 and ending June 11, 2027.',
      'The District may renew this contract for up to two (2) additional school years upon mutual agreement of the parties.',
    ],
    { effectiveDate: '2026-08-17', expirationDate: '2027-06-11', renewalKind: 'mutual' },
  ],
  [
    "a water cooler rental: a minimum of twelve months, then until cancelled with a month's notice",
    [
      'RENTAL AGREEMENT',
      'Customer: Orchard Lane Veterinary Clinic. Supplier: PureSpring Water Co.',
      'Start date: 05/01/2026. Minimum rental period: 12 months.',
      "After the minimum period the rental continues until cancelled by either party with 1 month's notice.",
    ],
    { effectiveDate: '2026-05-01', expirationDate: '2027-05-01', renewalKind: 'evergreen', noticePeriodDays: 30 },
  ],
  [
    'a maintenance agreement renewing every two years on March 1 unless objected to by the preceding December 1',
    [
      'MAINTENANCE AGREEMENT',
      'This Agreement dated March 1, 2025 is between Tri-County Elevator Service, Inc. and Marston Office Park LLC.',
      'The Agreement runs for two years and renews every two years on March 1 unless either party objects in writing by the preceding December 1.',
    ],
    {
      effectiveDate: '2025-03-01',
      expirationDate: '2027-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 91,
    },
  ],
  [
    "a master subscription agreement effective on the last signature, renewing yearly unless 30 days' notice",
    [
      'MASTER SUBSCRIPTION AGREEMENT',
      'This Master Subscription Agreement ("Agreement") is effective as of the date of the last signature below ("Effective Date") between Quillstone Software, Inc. and Bayfront Credit Union.',
      "Subscription Term: 12 months from the Effective Date; the subscription renews for successive 12-month terms unless either party gives 30 days' notice before the end of the then-current term.",
      'QUILLSTONE SOFTWARE, INC. By: /s/ Ana Ruiz Date: 10/02/2026',
      'BAYFRONT CREDIT UNION By: /s/ Tom Okoro Date: 10/09/2026',
    ],
    {
      effectiveDate: '2026-10-09',
      expirationDate: '2027-10-09',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    "a contract for services for a calendar year, ended early on two months' notice",
    [
      'CONTRACT FOR SERVICES',
      'Client: Harrowgate Borough Council. Contractor: Fenwick Ecology Ltd.',
      'Start: 4 January 2027. End: 31 December 2027.',
      "Either party may end this contract early with two months' written notice.",
    ],
    { effectiveDate: '2027-01-04', expirationDate: '2027-12-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an equipment maintenance agreement renewing "on an evergreen basis" for successive years',
    [
      'EQUIPMENT MAINTENANCE AGREEMENT',
      'Effective Date: January 1, 2027. Customer: Brightwater Dialysis Centers, LLC. Provider: MedServe Biomedical, Inc.',
      'This Agreement has an initial term of one (1) year from the Effective Date.',
      "This Agreement shall renew on an evergreen basis for successive one-year terms unless terminated by either party upon sixty (60) days' written notice prior to the anniversary date.",
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2028-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    "a season's sponsorship with a right of first refusal for the next",
    [
      'SPONSORSHIP AGREEMENT',
      'Between Harbor City FC and Tidewater Federal Credit Union.',
      'This Sponsorship Agreement covers the 2027 season, from April 1, 2027 through October 31, 2027.',
      'Sponsor shall have a right of first refusal to sponsor the 2028 season.',
    ],
    { effectiveDate: '2027-04-01', expirationDate: '2027-10-31', renewalKind: 'none' },
  ],
  [
    "a video conferencing vendor's annual plan renewal e-mail",
    [
      'Your annual Zoom Workplace Business plan renews on January 5, 2027.',
      'You will be charged $2,199.00.',
      'To make changes, update your plan at least 7 days before renewal.',
    ],
    { expirationDate: '2027-01-05', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    "a commercial lease's option to extend for a further five years, exercised in a window",
    [
      'LEASE',
      'Landlord: Tamar Court Investments Pty Ltd. Tenant: Saltbush Physiotherapy Pty Ltd.',
      'Term: 5 years commencing 1 June 2026.',
      'Option: The Tenant may extend this Lease for one further period of five years by notice given not earlier than 12 months nor later than 6 months before the expiry date.',
    ],
    {
      effectiveDate: '2026-06-01',
      expirationDate: '2031-06-01',
      renewalKind: 'option',
      renewalTermMonths: 60,
      noticePeriodDays: null,
    },
  ],
  [
    "an accountant's engagement that continues until either side ends it",
    [
      'ENGAGEMENT LETTER',
      'Dear Mr. Castellano,',
      'Marsh & Whitby CPAs will prepare the annual financial statements and tax returns of Castellano Family Farms, LLC.',
      'Our engagement will continue until you or we terminate it.',
    ],
    { expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    'a one-off purchase order with a delivery date',
    [
      'PURCHASE ORDER PO-88213',
      'Date: 11/03/2026. Vendor: Apex Industrial Supply. Ship to: Hollins Mill.',
      'Delivery by: 12/01/2026.',
      'Total: $14,820.00',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a perpetual software licence whose maintenance renews on each anniversary unless 45 days' notice",
    [
      'SOFTWARE LICENSE AND MAINTENANCE AGREEMENT',
      'Effective Date: 2026-02-15. Licensor: Gridline CAD Systems, Inc. Licensee: Orwell Structural Engineers, P.C.',
      'The license granted in Section 2 is perpetual.',
      'Annual Maintenance and Support renews automatically each year on the anniversary of the Effective Date unless Licensee cancels by written notice at least forty-five (45) days before the anniversary.',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 12, noticePeriodDays: 45, renewalDate: '2027-02-15' },
  ],
  [
    'a distribution agreement made "this 2nd day of February, 2026" for five years from the date hereof',
    [
      'DISTRIBUTION AGREEMENT',
      'THIS AGREEMENT is made this 2nd day of February, 2026 between Verdant Seed Company and Prairie Ag Distributors, Inc.',
      '3. The term of this Agreement shall be five years from the date hereof.',
    ],
    { effectiveDate: '2026-02-02', expirationDate: '2031-02-02', renewalKind: 'none' },
  ],
  [
    "a SEC-style supply agreement whose term runs to the fifth anniversary, renewing for two-year periods unless 180 days' notice",
    [
      'EXHIBIT 10.14 SUPPLY AGREEMENT',
      'This SUPPLY AGREEMENT (this "Agreement") is made and entered into as of March 12, 2018 (the "Effective Date"), by and between NovaChem Industries, Inc., a Delaware corporation ("Supplier"), and Brightline Coatings Corp., a Nevada corporation ("Purchaser").',
      'ARTICLE 12 TERM AND TERMINATION',
      '12.1 Term. The term of this Agreement shall commence on the Effective Date and shall continue until the fifth (5th) anniversary thereof (the "Initial Term").',
      '12.2 Renewal. Thereafter, this Agreement shall automatically renew for successive two (2) year periods unless either Party notifies the other Party in writing of its intention not to renew not less than one hundred eighty (180) days prior to the expiration of the then-current term.',
    ],
    {
      effectiveDate: '2018-03-12',
      expirationDate: '2023-03-12',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 180,
      parties: ['NovaChem Industries, Inc', 'Brightline Coatings Corp'],
    },
  ],
  [
    "a license agreement ending on the last patent's expiry, with no date",
    [
      'EXCLUSIVE LICENSE AGREEMENT',
      'This Exclusive License Agreement is entered into as of June 1, 2015 by and between Cedar Valley Research Foundation ("Licensor") and Opaline Therapeutics, Inc. ("Licensee").',
      '10.1 This Agreement shall remain in effect until the expiration of the last to expire Valid Claim of the Licensed Patents, unless earlier terminated in accordance with this Article 10.',
    ],
    { effectiveDate: '2015-06-01', expirationDate: null, renewalKind: 'none' },
  ],
  [
    'a distribution agreement for three years with a renewal on mutual written agreement',
    [
      'DISTRIBUTION AGREEMENT',
      'THIS DISTRIBUTION AGREEMENT is entered into this 14th day of August, 2019, by and between Halcyon Audio Ltd. ("Company") and Westmark Electronics Distribution, LLC ("Distributor").',
      '15. TERM. This Agreement shall be effective as of the date first written above and shall remain in effect for a period of three (3) years. The Agreement may be renewed for additional one (1) year terms upon the mutual written agreement of the parties.',
    ],
    { effectiveDate: '2019-08-14', expirationDate: '2022-08-14', renewalKind: 'mutual' },
  ],
  [
    'a hosting agreement with a term through a calendar year-end and then year to year',
    [
      'HOSTING SERVICES AGREEMENT',
      'This Hosting Services Agreement ("Agreement") is dated as of September 15, 2020 between Cirrus Data Centers, Inc. ("Cirrus") and Meridian Health Informatics, Inc. ("Customer").',
      '9.1 The initial term of this Agreement shall commence on the date hereof and expire on December 31, 2023. Thereafter, this Agreement shall continue from year to year unless either party gives written notice of termination at least ninety (90) days before the end of the then-current year.',
    ],
    {
      effectiveDate: '2020-09-15',
      expirationDate: '2023-12-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    "a co-branding agreement for an initial term of four years, renewable at the company's option",
    [
      'CO-BRANDING AGREEMENT',
      'This Co-Branding Agreement (the "Agreement") is entered into as of January 3, 2017 (the "Effective Date") between Pinecrest Bank, N.A. ("Bank") and TrailRunner Media Inc. ("Partner").',
      '7. Term. The initial term of this Agreement will be four (4) years from the Effective Date. Bank shall have the option to renew this Agreement for one (1) additional term of two (2) years by providing written notice to Partner no later than ninety (90) days before the end of the initial term.',
    ],
    {
      effectiveDate: '2017-01-03',
      expirationDate: '2021-01-03',
      renewalKind: 'option',
      renewalTermMonths: 24,
      noticePeriodDays: null,
    },
  ],
  [
    'a services agreement whose initial term ends on the third anniversary of the launch date, an event',
    [
      'MASTER SERVICES AGREEMENT',
      'This Master Services Agreement is entered into as of April 2, 2019 between Axon Fulfillment Services LLC and Greenleaf Naturals, Inc.',
      'The initial term of this Agreement shall begin on the Effective Date and end on the third (3rd) anniversary of the Launch Date.',
    ],
    { effectiveDate: '2019-04-02', expirationDate: null },
  ],
  [
    'a manufacturing agreement expiring on a date unless terminated earlier',
    [
      'MANUFACTURING AGREEMENT',
      'This Manufacturing Agreement is made as of October 1, 2016 between Solace Medical Devices, Inc. and Precision Molding Group, Inc.',
      '14.1 Unless terminated earlier pursuant to this Article 14, this Agreement shall expire on September 30, 2021.',
    ],
    { effectiveDate: '2016-10-01', expirationDate: '2021-09-30', renewalKind: 'none' },
  ],
  [
    'a joint marketing agreement, one year and then month to month',
    [
      'JOINT MARKETING AGREEMENT',
      'This Joint Marketing Agreement is made effective as of May 20, 2021 by and between Fielder Insurance Agency, Inc. and HomeBase Realty Partners, LLC.',
      "The term of this Agreement shall be one (1) year from the effective date. After the expiration of the initial term, this Agreement shall continue on a month-to-month basis until terminated by either party upon thirty (30) days' written notice.",
    ],
    { effectiveDate: '2021-05-20', expirationDate: '2022-05-20', noticePeriodDays: 30 },
  ],
  [
    'a reseller agreement with a term of two years and automatic one-year renewals, notice in months',
    [
      'RESELLER AGREEMENT',
      'This Reseller Agreement (this "Agreement") is entered into effective as of February 1, 2014 (the "Effective Date") by and between Vantix Software Corporation ("Vantix") and Digital Frontier Solutions Pty Ltd ("Reseller").',
      '11.1 This Agreement shall have an initial term of two (2) years commencing on the Effective Date and shall be automatically renewed for successive one (1) year terms unless either party gives the other written notice of non-renewal at least three (3) months prior to the end of the then current term.',
    ],
    {
      effectiveDate: '2014-02-01',
      expirationDate: '2016-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      parties: ['Vantix Software Corporation', 'Digital Frontier Solutions Pty Ltd'],
    },
  ],
  [
    'an endorsement agreement for contract years ending on a named date',
    [
      'ENDORSEMENT AGREEMENT',
      'This Endorsement Agreement is made as of July 1, 2018 between Apex Athletic Brands, Inc. ("Company") and Marcus Dell ("Athlete").',
      '2. TERM. The term of this Agreement shall commence on July 1, 2018 and shall end on June 30, 2021 (each twelve-month period beginning July 1, a "Contract Year"), unless sooner terminated as provided herein.',
    ],
    { effectiveDate: '2018-07-01', expirationDate: '2021-06-30', renewalKind: 'none' },
  ],
  [
    "an Irish broadband contract with a 12-month minimum, then month to month, 30 days' notice",
    [
      'BUSINESS BROADBAND ORDER',
      'Customer: Claddagh Design Studio Ltd. Provider: Atlantic Fibre Ltd.',
      'Service start date: 14/01/2027. Minimum term: 12 months.',
      "At the end of the minimum term your contract will continue on a monthly basis until you give us 30 days' notice to cancel.",
    ],
    {
      effectiveDate: '2027-01-14',
      expirationDate: '2028-01-14',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    'a SaaS invoice for an annual term with its service period and a renewal date',
    [
      'INVOICE #A-55102',
      'Customer: Larchmont Orthodontics PC',
      'Service: FlowDesk Practice Suite, annual subscription',
      'Service period: March 1, 2027 - February 29, 2028',
      'Your subscription will auto-renew on March 1, 2028 unless cancelled before that date.',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    "a franchise agreement for ten years with two five-year renewals at the franchisee's option",
    [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement is entered into on April 4, 2026 between Golden Crust Franchising, LLC ("Franchisor") and Okafor Ventures, Inc. ("Franchisee").',
      'The term of this Agreement is ten (10) years from the date of this Agreement. Franchisee may renew the franchise for two (2) successive renewal terms of five (5) years each, provided Franchisee gives Franchisor written notice of its election to renew at least nine (9) months before expiration.',
    ],
    {
      effectiveDate: '2026-04-04',
      expirationDate: '2036-04-04',
      renewalKind: 'option',
      renewalTermMonths: 60,
      noticePeriodDays: null,
    },
  ],
  [
    'a cleaning contract for twelve months from a start date, ending automatically',
    [
      'OFFICE CLEANING CONTRACT',
      'Client: Tidewater Insurance Brokers. Contractor: SparkleWorks Commercial Cleaning LLC.',
      'This contract runs for twelve (12) months from the start date of February 1, 2027 and ends automatically at the end of that period.',
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2028-02-01', renewalKind: 'none' },
  ],
  [
    "a recruiter's retained search agreement with a guarantee period, no term",
    [
      'RETAINED SEARCH AGREEMENT',
      'Client: Pinewood Regional Hospital. Firm: Caldwell Executive Search LLC. Position: Chief Nursing Officer.',
      'Fee: one-third of first-year cash compensation, payable in three installments.',
      'Guarantee: if the placed candidate leaves within twelve (12) months, the Firm will conduct a replacement search at no additional fee.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a maintenance contract that renews for the same period unless cancelled one month before',
    [
      'HVAC MAINTENANCE CONTRACT',
      'Contract date: 09/15/2026. Customer: Ridgeview Community Church. Contractor: Allied Comfort Systems, Inc.',
      'Contract period: one year from the contract date.',
      'This contract renews automatically for the same period unless the Customer cancels in writing at least one month before the end of the contract period.',
    ],
    {
      effectiveDate: '2026-09-15',
      expirationDate: '2027-09-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    'a photocopier lease with 60 monthly payments from delivery, dated',
    [
      'EQUIPMENT LEASE AGREEMENT',
      'Lessee: Brookside Family Law PLLC. Lessor: Keystone Office Finance, Inc.',
      'Equipment: Canon imageRUNNER ADVANCE DX C5860i. Delivery date: November 20, 2026.',
      'Term: 60 months from the delivery date. Monthly payment: $189.00.',
    ],
    { expirationDate: '2031-11-20', renewalKind: 'none' },
  ],
  [
    "a speaker's engagement agreement for one event",
    [
      'SPEAKER AGREEMENT',
      'This Agreement is between the Midwest Credit Union League and Dr. Helen Park (the "Speaker").',
      'Event: Annual Leadership Summit, Columbus, Ohio, on May 6, 2027.',
      'Fee: $7,500 plus travel. Either party may cancel with written notice no later than March 6, 2027 without penalty.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a data processing agreement that lasts as long as the main agreement',
    [
      'DATA PROCESSING AGREEMENT',
      'This Data Processing Agreement forms part of the Master Services Agreement between Rowan Analytics Ltd and Fenmore Retail plc dated 1 June 2025.',
      'This DPA shall remain in force for as long as the Processor processes Personal Data on behalf of the Controller under the Agreement.',
    ],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    "a vendor's notice that a contract will not be renewed",
    [
      'NOTICE OF NON-RENEWAL',
      'Dear Facilities Director,',
      'Please accept this letter as notice that Greenline Landscaping LLC will not renew the Grounds Maintenance Agreement dated April 1, 2024, which expires on March 31, 2027.',
      'We will continue to perform all services through that date.',
    ],
    { expirationDate: '2027-03-31', renewalKind: 'none' },
  ],
  [
    'a pest control service agreement renewing yearly unless cancelled 15 days before the anniversary',
    [
      'SERVICE AGREEMENT',
      'Customer: Willow Creek Apartments LLC. Company: GuardPro Pest Solutions, Inc.',
      'Start Date: 04/01/2026. Initial Term: 12 months.',
      'This Agreement automatically renews for additional 12-month terms unless Customer cancels in writing no less than fifteen (15) days before the anniversary of the Start Date.',
    ],
    {
      effectiveDate: '2026-04-01',
      expirationDate: '2027-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 15,
    },
  ],
  [
    'a software subscription with a notice window given in weeks',
    [
      'SUBSCRIPTION AGREEMENT',
      'This Subscription Agreement is effective as of January 15, 2026 between Cobalt Ledger Inc. and Maplewood School District.',
      "The subscription term is two (2) years. It renews for further one-year periods unless either party gives six (6) weeks' written notice before the end of the current period.",
    ],
    {
      effectiveDate: '2026-01-15',
      expirationDate: '2028-01-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 42,
    },
  ],
  [
    'a telephone answering service contract renewing quarterly',
    [
      'ANSWERING SERVICE CONTRACT',
      'Client: Fairview Dental Group. Provider: CallBridge Answering Services LLC.',
      "Service begins on March 1, 2026 for an initial term of three (3) months and renews quarterly thereafter unless cancelled with 30 days' notice.",
    ],
    {
      effectiveDate: '2026-03-01',
      expirationDate: '2026-06-01',
      renewalKind: 'automatic',
      renewalTermMonths: 3,
      noticePeriodDays: 30,
    },
  ],
  [
    'a consultancy framework agreement for four years with no extension',
    [
      'FRAMEWORK AGREEMENT',
      'Authority: Eastshire County Council. Supplier: Lattice Consulting Ltd.',
      'This Framework Agreement shall take effect on 1 October 2026 and shall expire on 30 September 2030. There shall be no extension of the Framework Period.',
    ],
    { effectiveDate: '2026-10-01', expirationDate: '2030-09-30', renewalKind: 'none' },
  ],
  [
    "a coworking membership that renews monthly until cancelled with a full month's notice",
    [
      'MEMBERSHIP AGREEMENT',
      'Member: Juniper Legal Services PLLC. Operator: Foundry Coworking LLC.',
      'Membership start: June 1, 2026. Plan: Dedicated Desk (monthly).',
      "Your membership renews automatically each month until you cancel by giving one full calendar month's notice.",
    ],
    { effectiveDate: '2026-06-01', renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 },
  ],
  [
    "a website hosting contract: an end date, renewal on the client's request",
    [
      'HOSTING CONTRACT',
      'Client: Bellhaven Winery. Host: Pixelforge Hosting Ltd.',
      'Hosting period: 1 March 2026 to 28 February 2027.',
      "The contract may be renewed for a further year at the Client's request.",
    ],
    { expirationDate: '2027-02-28', renewalKind: 'option', renewalTermMonths: 12 },
  ],
  [
    "a marketing retainer that renews for successive six-month periods unless 30 days' notice",
    [
      'MARKETING SERVICES RETAINER',
      'This Retainer Agreement is made on 1 August 2026 between Northlight Creative Ltd and Orchard & Vine Wine Bar Ltd.',
      "The initial period is six (6) months from the date of this Agreement, after which it renews for successive six-month periods unless either party gives at least 30 days' written notice before the end of the then-current period.",
    ],
    {
      effectiveDate: '2026-08-01',
      expirationDate: '2027-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 6,
      noticePeriodDays: 30,
    },
  ],
  [
    "a lease renewal letter offering a new term at the tenant's option by a reply date",
    [
      'Dear Tenant,',
      'Your lease of Suite 210, 45 Harbor Street, expires on January 31, 2027.',
      'You may renew the lease for a further two (2) years at a monthly rent of $3,150 by signing and returning the enclosed renewal form by December 15, 2026.',
    ],
    { expirationDate: '2027-01-31', renewalKind: 'option', renewalTermMonths: 24 },
  ],
  [
    'a security monitoring contract: 36 months, then automatic one-year renewals, notice 60 days',
    [
      'ALARM MONITORING AGREEMENT',
      'Subscriber: Lakeview Pharmacy Inc. Company: Sentry Shield Security, LLC.',
      'Agreement Date: 03/10/2026.',
      'The initial term of this Agreement is thirty-six (36) months from the Agreement Date. This Agreement will automatically renew for successive one (1) year terms unless either party gives written notice of cancellation at least sixty (60) days prior to the end of the then-current term.',
    ],
    {
      effectiveDate: '2026-03-10',
      expirationDate: '2029-03-10',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    "an events venue's annual sponsorship that does not renew",
    [
      'VENUE SPONSORSHIP AGREEMENT',
      'Venue: Riverside Amphitheater. Sponsor: Coastline Credit Union.',
      'Term: January 1, 2027 through December 31, 2027. This Agreement will not automatically renew.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31', renewalKind: 'none' },
  ],
  [
    "a freight brokerage agreement in effect for one year and year to year thereafter until terminated on 30 days' notice",
    [
      'BROKER-SHIPPER AGREEMENT',
      'This Agreement is made effective as of April 15, 2026 by and between Crossroads Freight Brokerage, Inc. ("Broker") and Sunbelt Building Products, LLC ("Shipper").',
      "This Agreement shall be in effect for a period of one (1) year from the effective date and shall continue from year to year thereafter until terminated by either party upon thirty (30) days' written notice.",
    ],
    { effectiveDate: '2026-04-15', expirationDate: '2027-04-15', noticePeriodDays: 30 },
  ],
  [
    'a school photography contract for the 2026-27 school year',
    [
      'PHOTOGRAPHY SERVICES CONTRACT',
      'School: Oak Hollow Elementary School. Photographer: Brightframe Studios LLC.',
      'This contract covers the 2026-27 school year and ends on June 30, 2027.',
    ],
    { expirationDate: '2027-06-30', renewalKind: 'none' },
  ],
  [
    'a cloud backup service with a one-month term renewing monthly, cancel before the renewal date',
    [
      'Subject: Your BackVault Business subscription',
      'Your BackVault Business plan (monthly) renews automatically on the 20th of each month.',
      'To cancel, turn off renewal in the admin console before your next renewal date.',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 1 },
  ],
  [
    'a landscape maintenance agreement for three seasons',
    [
      'LANDSCAPE MAINTENANCE AGREEMENT',
      'Owner: Cedar Ridge HOA. Contractor: GreenEdge Grounds Care, Inc.',
      'The term of this Agreement is three (3) years, beginning March 1, 2026 and ending February 28, 2029.',
      "Either party may terminate this Agreement for convenience upon sixty (60) days' written notice.",
    ],
    { effectiveDate: '2026-03-01', expirationDate: '2029-02-28', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "an equipment service plan extended by purchase of another year's coverage",
    [
      'SERVICE PLAN CONFIRMATION',
      'Customer: Summit Printing Co. Equipment: Heidelberg Speedmaster SX 52.',
      'Coverage: 12 months from 05/01/2026 to 04/30/2027. You may extend coverage for an additional 12 months by purchasing a renewal before the expiration date.',
    ],
    { expirationDate: '2027-04-30' },
  ],
  [
    "a shared services agreement between affiliates, until terminated by either on 90 days' notice",
    [
      'SHARED SERVICES AGREEMENT',
      'This Shared Services Agreement is entered into as of July 1, 2026 between Meridian Holdings Corp. and its subsidiary Meridian Logistics LLC.',
      "This Agreement shall remain in effect until terminated by either party upon ninety (90) days' prior written notice to the other.",
    ],
    { effectiveDate: '2026-07-01', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "a software reseller agreement: two years, then renewals for one year unless 90 days' notice of non-renewal",
    [
      'RESELLER AGREEMENT',
      'This Reseller Agreement is entered into as of 10 November 2026 between Quantum Ledger Software GmbH and Nordic Business Systems AS.',
      '12.1 This Agreement shall enter into force on the date first written above and shall continue for two (2) years. Thereafter it shall be renewed for periods of one (1) year unless either party gives notice of non-renewal no later than ninety (90) days before the expiry of the current period.',
    ],
    {
      effectiveDate: '2026-11-10',
      expirationDate: '2028-11-10',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      parties: ['Quantum Ledger Software GmbH', 'Nordic Business Systems AS'],
    },
  ],
  [
    'a bank account services agreement without a term',
    [
      'TREASURY SERVICES AGREEMENT',
      'This Agreement is between First Lakeshore Bank and Harlan County Schools, dated March 2, 2026.',
      'This Agreement will continue until terminated by either party upon thirty (30) days prior written notice.',
    ],
    { expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "a translation agency's framework agreement with an end date and an option to extend by one year",
    [
      'FRAMEWORK AGREEMENT FOR TRANSLATION SERVICES',
      'Client: Valmont Medical Devices S.A. Supplier: Polyglot Partners Ltd.',
      'Duration: from 1 February 2026 until 31 January 2028.',
      'The Client may extend this Framework Agreement once by twelve (12) months by written notice before its expiry.',
    ],
    { effectiveDate: '2026-02-01', expirationDate: '2028-01-31', renewalKind: 'option', renewalTermMonths: 12 },
  ],
  [
    'a music streaming licence for a store chain, annual, auto-renewing, cancel 30 days before',
    [
      'BUSINESS MUSIC LICENCE',
      'Licensee: Fernwood Home Stores Inc. (14 locations). Licensor: Ambient Audio Services LLC.',
      'Licence period: 12 months from October 1, 2026. The licence renews automatically for further 12-month periods unless cancelled at least 30 days before the end of the current period.',
    ],
    {
      effectiveDate: '2026-10-01',
      expirationDate: '2027-10-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    'a vehicle lease with a fixed 36-month term and no renewal',
    [
      'CLOSED-END VEHICLE LEASE',
      'Lessee: Pinecrest Plumbing & Heating LLC. Lessor: Fleetway Auto Leasing Corp.',
      'Lease term: 36 months. First payment due: August 5, 2026. Scheduled lease end date: August 5, 2029.',
    ],
    { expirationDate: '2029-08-05', renewalKind: 'none' },
  ],
  [
    "a consultant's letter agreement for a fixed fee, ending on delivery of the report",
    [
      'Dear Ms. Ortega,',
      'This letter sets out the terms on which Fairlight Economics LLC will prepare a market study for Sunport Regional Airport Authority for a fixed fee of $45,000.',
      'The engagement begins on the date of this letter, September 8, 2026, and ends when we deliver the final report.',
    ],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    'a SaaS renewal notice e-mail: an annual plan that renews on a date unless cancelled before it',
    [
      'Subject: Your Brightdesk Pro subscription renews soon',
      'Hi Dana,',
      'Your Brightdesk Pro plan (annual billing, 25 seats) will automatically renew on January 15, 2027 for $2,400.00.',
      'If you do not want to renew, cancel in Settings > Billing before the renewal date.',
      'Thanks, The Brightdesk Team',
    ],
    { expirationDate: '2027-01-15', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    'an office cleaning contract of 24 months, then month to month until 30 days notice',
    [
      'COMMERCIAL CLEANING SERVICES CONTRACT',
      'Between Sparkle Facility Services Ltd ("Contractor") and Harbourview Accountants LLP ("Client").',
      'This Contract commences on 1 March 2026 and continues for an initial term of 24 months.',
      "Thereafter it shall continue on a month-to-month basis until terminated by either party giving 30 days' written notice.",
      'Fees: GBP 1,150 per month, invoiced monthly in advance.',
    ],
    {
      effectiveDate: '2026-03-01',
      expirationDate: '2028-03-01',
      noticePeriodDays: 30,
    },
  ],
  [
    'a software maintenance agreement of three years, renewable yearly by paying the fee',
    [
      'SOFTWARE MAINTENANCE AGREEMENT',
      'This Software Maintenance Agreement is entered into as of April 1, 2026 (the "Effective Date") by Lumen Systems, Inc. and the City of Westbrook.',
      'The initial term of this Agreement is three (3) years from the Effective Date.',
      'Customer may renew this Agreement for successive one-year periods by paying the annual maintenance fee before the end of the then-current term.',
    ],
    {
      effectiveDate: '2026-04-01',
      expirationDate: '2029-04-01',
      renewalKind: 'option',
      renewalTermMonths: 12,
    },
  ],
  [
    'a staffing MSA of five years renewing for two-year terms unless 120 days notice of non-renewal',
    [
      'MASTER SERVICES AGREEMENT',
      'This Master Services Agreement is effective as of July 15, 2026 between TalentBridge Staffing LLC and Oakmont Logistics, Inc.',
      '12. Term. This Agreement shall remain in effect for five (5) years unless terminated earlier in accordance with Section 13.',
      'The Agreement will automatically renew for additional two (2) year terms unless either party provides written notice of non-renewal at least one hundred twenty (120) days before the end of the then-current term.',
    ],
    {
      effectiveDate: '2026-07-15',
      expirationDate: '2031-07-15',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 120,
    },
  ],
  [
    'a German service contract in English, dated 01.04.2026, for an indefinite period',
    [
      'SERVICE CONTRACT',
      'between Nordlicht IT GmbH, Hamburg, and Bäckerei Sommer GmbH & Co. KG, Lübeck',
      '§ 5 Term. The contract begins on 01.04.2026 and is concluded for an indefinite period.',
      "It may be terminated by either party with three months' notice to the end of a calendar quarter.",
    ],
    { effectiveDate: '2026-04-01', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "a landlord's letter: the lease expires June 30, 2027, an option to renew for three years by notice by December 31, 2026",
    [
      'Re: Renewal of Lease - Suite 300, 45 Commerce Plaza',
      'Dear Mr. Patel,',
      'Your lease expires on June 30, 2027.',
      'Under Section 4 of the lease you have the option to renew for a further term of three (3) years by giving us written notice no later than December 31, 2026.',
      'Sincerely, Commerce Plaza Properties LLC',
    ],
    { expirationDate: '2027-06-30', renewalKind: 'option', renewalTermMonths: 36, noticePeriodDays: null },
  ],
  [
    'a consulting retainer of six months that may be extended by mutual written agreement',
    [
      'RETAINER AGREEMENT',
      'Client: Evergreen Valley Water District. Consultant: Hydra Policy Advisors LLC.',
      'Term: six (6) months beginning May 1, 2026.',
      'This Agreement may be extended by mutual written agreement of the parties.',
      'Retainer: $6,000 per month.',
    ],
    { effectiveDate: '2026-05-01', expirationDate: '2026-11-01', renewalKind: 'mutual' },
  ],
  [
    'a uniform rental agreement of 60 months from first delivery, renewing for a like term unless 90 days notice',
    [
      'UNIFORM RENTAL SERVICE AGREEMENT',
      'Customer: Tri-County Auto Body Inc.',
      'The term of this agreement shall be sixty (60) months from the date of first delivery.',
      'This agreement shall automatically renew for a like term unless either party gives notice of termination by certified mail not less than 90 days nor more than 180 days before the expiration date.',
    ],
    { expirationDate: null, renewalKind: 'automatic', renewalTermMonths: 60, noticePeriodDays: 90 },
  ],
  [
    'a sponsored research agreement until August 31, 2028, unless extended by written amendment',
    [
      'SPONSORED RESEARCH AGREEMENT',
      'This Agreement is made between Halvorsen Biologics, Inc. ("Sponsor") and the Regents of Lakeland State University ("University").',
      'This Agreement shall be effective as of September 1, 2026 (the "Effective Date") and shall continue until August 31, 2028, unless extended by written amendment.',
    ],
    { effectiveDate: '2026-09-01', expirationDate: '2028-08-31', renewalKind: 'none' },
  ],
  [
    'a fiber service order of 36 months, then month to month unless cancelled on 30 days notice',
    [
      'SERVICE ORDER FORM',
      'Customer: Ridgeview Dental Group PC',
      'Service: Business Fiber 500 Mbps',
      'Service Term: 36 months',
      'Service Start Date: 11/15/2026',
      "After the Service Term, service continues month-to-month at then-current rates unless Customer cancels with 30 days' notice.",
    ],
    {
      effectiveDate: '2026-11-15',
      expirationDate: '2029-11-15',
      noticePeriodDays: 30,
    },
  ],
  [
    'an Australian IT services agreement: three years from a commencement date, two further one-year terms at the customer’s option',
    [
      'IT MANAGED SERVICES AGREEMENT - DETAILS',
      'Customer: Coastal Shire Council ABN 41 123 456 789',
      'Supplier: Southern Cross Technology Pty Ltd',
      'Commencement Date: 1 July 2026',
      'Initial Term: 3 years',
      "Further Terms: 2 further terms of 1 year each at the Customer's option, exercised by notice at least 60 days before the end of the then current term.",
    ],
    { effectiveDate: '2026-07-01', expirationDate: '2029-07-01', renewalKind: 'option', renewalTermMonths: 12 },
  ],
  [
    'a trade magazine’s e-mail: the subscription ends with an issue, renew now',
    [
      'Subject: Your Freight Weekly subscription is ending',
      'Dear Subscriber,',
      'Your subscription to Freight Weekly ends with the December 2026 issue.',
      'Renew now for another year at the loyal reader rate of $89 and keep every issue coming.',
    ],
    { renewalKind: 'none', autoRenews: false },
  ],
  [
    'an equipment maintenance contract for calendar 2027, renewed automatically for a year unless cancelled 60 days prior',
    [
      'MAINTENANCE CONTRACT No. MC-2027-118',
      'Customer: Lakeside Veterinary Clinic',
      'Contract Period: 01/01/2027 to 12/31/2027',
      'This contract will be renewed automatically for one year unless either party cancels in writing 60 days prior to the expiration date.',
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2027-12-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    'an insurance broker service agreement without a term, ended on ninety days notice',
    [
      'BROKER SERVICE AGREEMENT',
      'This Agreement is between Summit Risk Partners LLC ("Broker") and Delmar Manufacturing Co. ("Client").',
      "This Agreement shall commence on the Effective Date of February 1, 2026 and continue until terminated by either party upon ninety (90) days' written notice.",
    ],
    { effectiveDate: '2026-02-01', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    'a Dutch agreement in English: a fixed year, then tacitly renewed each year unless two months notice',
    [
      'SERVICES AGREEMENT',
      'The undersigned: Van Dijk Logistiek B.V., Rotterdam, and Brightwave Software B.V., Utrecht.',
      'Article 9. This agreement is entered into for a fixed period of one year, commencing on 15 March 2026.',
      'Thereafter the agreement is tacitly renewed each time for a period of one year, unless terminated in writing with due observance of a notice period of two months.',
    ],
    {
      effectiveDate: '2026-03-15',
      expirationDate: '2027-03-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    'a software licence order: a perpetual licence, support renewable each year at the customer’s option',
    [
      'SOFTWARE LICENSE ORDER',
      'Licensee: Granite Peak Engineering Inc.',
      'Product: CADMaster Pro, 10 named users',
      'License Term: Perpetual',
      "Annual Support: 12 months from delivery, renewable annually at Customer's option.",
    ],
    { expirationDate: 'perpetual', renewalKind: 'option' },
  ],
  [
    'a consultant’s engagement of twelve months, renewable for twelve more by mutual agreement',
    [
      'CONSULTING AGREEMENT',
      'Between Redwood Biotech, Inc. and Dr. Elena Marsh.',
      "The Consultant's engagement shall be for a term of twelve (12) months starting on January 5, 2026, and may be renewed for a further twelve (12) months upon mutual agreement in writing.",
    ],
    { effectiveDate: '2026-01-05', expirationDate: '2027-01-05', renewalKind: 'mutual' },
  ],
  [
    'a parking space agreement month to month from October 1, 2026, ended on 30 days notice',
    [
      'MONTHLY PARKING AGREEMENT',
      'Operator: CityPark Garages LLC. Parker: Lindqvist Architects PLLC (4 reserved spaces).',
      'Term: Month-to-month beginning October 1, 2026.',
      "Either party may terminate this agreement with 30 days' written notice.",
    ],
    { effectiveDate: '2026-10-01', noticePeriodDays: 30 },
  ],
  [
    'a trade show exhibitor contract for one show only, that does not renew',
    [
      'EXHIBITOR CONTRACT',
      'Exhibitor: Polar Coolers Inc. Organizer: National Restaurant Expo LLC.',
      'Booth 1142, 10 x 20 ft. Fee: $8,400.',
      'This contract covers the 2027 Exhibition (March 9-11, 2027) only and does not renew.',
    ],
    { renewalKind: 'none', autoRenews: false },
  ],
  [
    'a domain registrar’s notice: the domain expires on a date, auto-renew is off',
    [
      'Subject: Domain expiration notice for brightpath-dental.com',
      'Your domain brightpath-dental.com expires on 02/28/2027.',
      'Auto-renew is OFF.',
      'To keep your domain, renew before it expires.',
    ],
    { expirationDate: '2027-02-28', renewalKind: 'none', autoRenews: false },
  ],
  [
    'a UK SaaS order form: 12 months from 1 December 2026, renewing for 12-month terms unless 90 days notice',
    [
      'ORDER FORM',
      'Customer: Hollybrook Housing Association Ltd. Supplier: TenantHub Software Ltd.',
      'Subscription Start Date: 1 December 2026',
      'Subscription Term: 12 months',
      "Renewal: This Order Form renews automatically for successive 12-month terms unless either party gives at least 90 days' notice before the end of the current term.",
    ],
    {
      effectiveDate: '2026-12-01',
      expirationDate: '2027-12-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    'a snow removal contract for one winter season',
    [
      'SNOW REMOVAL CONTRACT',
      'Contractor: Northern Blade Services Inc. Client: Maplewood Condominium Corporation No. 412.',
      'This contract is for the 2026-2027 winter season, from November 1, 2026 to April 15, 2027.',
      'Price: $14,200 plus HST, payable in five equal instalments.',
    ],
    { effectiveDate: '2026-11-01', expirationDate: '2027-04-15', renewalKind: 'none' },
  ],
  [
    'a corporate wellness agreement of 24 months, renewing for 12 unless 45 days notice',
    [
      'CORPORATE WELLNESS AGREEMENT',
      'Between FitLife Clubs LLC and Carver & Doyle CPAs.',
      'The initial term is 24 months from the Start Date of January 1, 2027.',
      'Unless either party notifies the other in writing at least 45 days before the end of the initial term, the agreement will renew for another 12 months.',
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2029-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 45,
    },
  ],
  [
    'a reseller’s letter: the agreement expires March 31, 2027, a renewal quote to follow',
    [
      'Dear Customer,',
      'Your current agreement with us expires on March 31, 2027.',
      'We will send you a renewal quote in January.',
      'Kind regards, Datacore Solutions Account Team',
    ],
    { expirationDate: '2027-03-31', renewalKind: 'none' },
  ],
  [
    'an Indian NDA valid for 3 (three) years "from the date of execution, i.e., 10th August 2026"',
    [
      'NON-DISCLOSURE AGREEMENT',
      'This Agreement is made between Suryan Pharma Pvt. Ltd. and Kaveri Analytics LLP.',
      'This Agreement shall be valid for a period of 3 (three) years from the date of execution, i.e., 10th August 2026.',
    ],
    { effectiveDate: '2026-08-10', expirationDate: '2029-08-10', renewalKind: 'none' },
  ],
  [
    'a property management agreement of one year, renewed yearly unless 60 days notice',
    [
      'PROPERTY MANAGEMENT AGREEMENT',
      'Owner: Bayside Holdings LLC. Manager: Keystone Realty Management Inc.',
      'The term of this Agreement shall be for one (1) year commencing on the 1st day of May, 2026, and shall be automatically renewed for successive one-year terms unless terminated by either party upon sixty (60) days written notice prior to the end of any term.',
    ],
    {
      effectiveDate: '2026-05-01',
      expirationDate: '2027-05-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    'a franchise agreement of ten years, renewable once for ten at the franchisee’s election',
    [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement is between Sunny Side Cafes Franchising LLC ("Franchisor") and M&R Ventures LLC ("Franchisee").',
      'The term of this Franchise Agreement is ten (10) years from the Effective Date, which is June 1, 2026.',
      'Franchisee may renew this Agreement for one (1) additional term of ten (10) years if Franchisee gives Franchisor written notice of its election to renew not less than nine (9) months nor more than twelve (12) months before the end of the term.',
    ],
    {
      effectiveDate: '2026-06-01',
      expirationDate: '2036-06-01',
      renewalKind: 'option',
      renewalTermMonths: 120,
      noticePeriodDays: null,
    },
  ],
  [
    'an energy supplier’s e-mail: the fixed-price contract ends on a date',
    [
      'Subject: Your fixed-price contract is ending',
      'Your fixed-price electricity contract ends on 30 April 2027.',
      'If you do nothing, you will move to our standard variable tariff.',
    ],
    { expirationDate: '2027-04-30' },
  ],
  [
    'a cleaning subcontract: "Commences 3 August 2026; ends 2 August 2027"',
    [
      'SUBCONTRACT - CLEANING SERVICES',
      'Head contractor: Brightway Facilities Pty Ltd. Subcontractor: Mint Clean Co.',
      'Term: Commences 3 August 2026; ends 2 August 2027.',
    ],
    { effectiveDate: '2026-08-03', expirationDate: '2027-08-02' },
  ],
  [
    'a payroll services agreement of 36 months from go-live, then 12-month periods unless 3 months notice',
    [
      'PAYROLL SERVICES AGREEMENT',
      'Between PayStream Ltd and Oakridge Care Homes Ltd.',
      "This Agreement will remain in force for an initial period of 36 months from the Go-Live Date and will then continue for successive periods of 12 months unless terminated by either party giving not less than 3 months' written notice, such notice to expire at the end of the initial period or any subsequent 12-month period.",
    ],
    { expirationDate: null, renewalKind: 'automatic', renewalTermMonths: 12, noticePeriodDays: 90 },
  ],
  [
    "an order form under a master agreement: a subscription from a labelled start date, renewing unless 60 days' notice",
    [
      'ORDER FORM #2026-0412',
      'This Order Form is entered into under the Master Subscription Agreement between Vantage Ledger, Inc. ("Provider") and Copperfield Credit Union ("Customer").',
      'Subscription Start Date: March 1, 2026',
      'Subscription Term: 24 months commencing on the Subscription Start Date.',
      'Fees: $36,000 per year, invoiced annually in advance.',
      'Renewal: Unless either party gives notice of non-renewal at least 60 days before the end of the Subscription Term, the Subscription Term renews for successive 12-month periods.',
    ],
    {
      effectiveDate: '2026-03-01',
      expirationDate: '2028-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    "a gym membership e-mail: twelve months, then month to month until cancelled with 30 days' notice",
    [
      'Subject: Welcome to IronWorks Fitness',
      'Hi Priya,',
      "Your 12-month membership started on 1 July 2026 and ends on 30 June 2027. After that, it continues month to month until you cancel with 30 days' notice.",
      'Monthly dues: $49.00, charged on the 1st of each month.',
      'See you at the gym! IronWorks Fitness',
    ],
    { effectiveDate: '2026-07-01', expirationDate: '2027-06-30', noticePeriodDays: 30 },
  ],
  [
    "a German supply contract in translation: two fixed years, extended a year at a time unless three months' notice",
    [
      'SUPPLY CONTRACT',
      'between Brenner Verpackung GmbH, Augsburg ("Supplier") and Alpentau Getränke AG, Rosenheim ("Buyer")',
      '§ 1 Subject. The Supplier supplies the Buyer with beverage cartons in accordance with the specifications in Annex 1.',
      "§ 7 Term. The contract is concluded for a fixed term of two years from 1 January 2026. It is extended by one year in each case unless it is terminated with three months' notice to the end of the contract period.",
      '§ 8 Applicable law. This contract is governed by German law.',
    ],
    {
      effectiveDate: '2026-01-01',
      expirationDate: '2028-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    'a web hosting invoice: a 36-month plan with its period written as a range, renewing automatically',
    [
      'INVOICE #HX-558213',
      'Bluefin Hosting Ltd - Billed to: Tallow & Wick Candle Co.',
      'Plan: Business Hosting (36 months)',
      'Period: 2025-12-10 to 2028-12-09',
      'Amount: $323.64',
      'Auto-renewal: ON. Your plan will renew on 2028-12-10 at the then-current price.',
    ],
    { effectiveDate: '2025-12-10', expirationDate: '2028-12-09', renewalKind: 'automatic' },
  ],
  [
    'a staffing agreement for a year from signature, renewable only by written agreement of both parties',
    [
      'TEMPORARY STAFFING AGREEMENT',
      'This Agreement is made between Keystone Staffing Solutions LLC ("Agency") and Redwater Logistics, Inc. ("Client").',
      '1. Services. Agency shall provide temporary warehouse personnel as requested by Client in writing.',
      '2. Term. This Agreement shall commence on the date of the last signature below and remain in force for one (1) year. It may be renewed for further one-year periods by written agreement of both parties.',
      '3. Fees. Client shall pay the hourly rates in Schedule A within 30 days of invoice.',
      'KEYSTONE STAFFING SOLUTIONS LLC By: /s/ Laura Benton Date: April 6, 2026',
      'REDWATER LOGISTICS, INC. By: /s/ Marcus Dale Date: April 9, 2026',
    ],
    { effectiveDate: '2026-04-09', expirationDate: '2027-04-09', renewalKind: 'mutual', noticePeriodDays: null },
  ],
  [
    'a mutual NDA for two years from its effective date, nothing renewing',
    [
      'MUTUAL NONDISCLOSURE AGREEMENT',
      'This Mutual Nondisclosure Agreement (the "Agreement") is entered into as of August 17, 2026 (the "Effective Date") by and between Quarry Hill Robotics, Inc. and Sable Point Capital LLC.',
      '1. Each party may disclose Confidential Information to the other for the purpose of evaluating a possible investment.',
      '6. This Agreement shall remain in effect for a period of two (2) years from the Effective Date. The obligations under Section 2 shall survive for three (3) years after its expiration.',
      '7. This Agreement is governed by the laws of the State of Delaware.',
    ],
    { effectiveDate: '2026-08-17', expirationDate: '2028-08-17', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "heads of terms for a UK shop lease: five years from a labelled completion date, a tenant break on six months' notice",
    [
      'HEADS OF TERMS - SUBJECT TO CONTRACT',
      'Property: Unit 4, Market Arcade, Leeds LS1 6DH',
      'Landlord: Arcade Estates Limited. Tenant: Hollow Oak Books Ltd.',
      'Completion date: 1 September 2026',
      'Term: 5 years from completion.',
      "Break clause: the Tenant may break the lease on the third anniversary of the term on giving not less than 6 months' written notice.",
      'Rent: £28,500 per annum exclusive, payable quarterly in advance.',
    ],
    { effectiveDate: '2026-09-01', expirationDate: '2031-09-01', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a marketing retainer letter renewing each quarter unless 15 days' notice before the quarter ends",
    [
      'Dear Ms. Alvarez,',
      'This letter confirms the terms of our retainer with Bright Harbor Dental Group.',
      'Our monthly retainer fee is $4,500, covering social media management and monthly reporting.',
      'This retainer begins on October 1, 2026 and will renew automatically each quarter unless either of us gives written notice at least 15 days before the end of the quarter.',
      'Sincerely, Juniper Lane Marketing LLC',
    ],
    { effectiveDate: '2026-10-01', renewalKind: 'automatic', renewalTermMonths: 3, noticePeriodDays: 15 },
  ],
  [
    "an equipment lease of 48 months from a day-first commencement, renewable for 12 months at the lessee's option",
    [
      'EQUIPMENT LEASE SCHEDULE No. 3',
      'Lessor: Northgate Equipment Finance Ltd. Lessee: Clearwater Print Works Pty Ltd.',
      'Equipment: 1 x Konica Minolta AccurioPress C7100 digital press',
      'Commencement date: 15/01/2026',
      'Lease term: 48 months from the commencement date.',
      'Monthly rental: AUD 3,950.00 plus GST.',
      "End of term: at the end of the lease term the Lessee may (a) return the equipment, (b) purchase it at its fair market value, or (c) renew the lease for a further 12 months at the renewal rental, by giving the Lessor 90 days' written notice.",
    ],
    {
      effectiveDate: '2026-01-15',
      expirationDate: '2030-01-15',
      renewalKind: 'option',
      renewalTermMonths: 12,
      noticePeriodDays: null,
    },
  ],
  [
    'a newsletter subscription e-mail: a year until November 30, 2027, renewing automatically unless turned off',
    [
      'Subject: Thanks for subscribing to The Ledger',
      'Hi Tomás,',
      'Thanks for subscribing! Your annual subscription to The Ledger runs until November 30, 2027 and will renew automatically.',
      'You can turn off auto-renewal anytime in your account settings.',
      'Questions? Reply to this e-mail. - The Ledger team',
    ],
    { expirationDate: '2027-11-30', renewalKind: 'automatic', noticePeriodDays: null },
  ],
  [
    'a pest control service agreement for twelve months from the first service, renewing yearly unless cancelled 30 days before',
    [
      'PEST CONTROL SERVICE AGREEMENT',
      'Customer: Maple Street Bakery LLC. Provider: Guardian Pest Solutions, Inc.',
      'First service date: 02/03/2026',
      'This Agreement is for twelve (12) months from the first service date and renews for successive 12-month terms unless either party cancels in writing at least 30 days before the renewal date.',
      'Service frequency: monthly. Price: $85.00 per visit.',
    ],
    { expirationDate: '2027-02-03', renewalKind: 'automatic', renewalTermMonths: 12, noticePeriodDays: 30 },
  ],
  [
    'a software reseller agreement for three years, renewable by mutual written agreement only',
    [
      'RESELLER AGREEMENT',
      'This Reseller Agreement (the "Agreement") is made effective as of June 15, 2026 (the "Effective Date") by and between Lumen Forge Software Ltd. ("Vendor") and Brightpath IT Services LLC ("Reseller").',
      '1. Appointment. Vendor appoints Reseller as a non-exclusive reseller of the Products in the Territory.',
      '12. Term. This Agreement shall continue for three (3) years from the Effective Date. Any renewal shall be by mutual written agreement of the parties.',
      '13. Governing Law. This Agreement is governed by the laws of the State of New York.',
    ],
    { effectiveDate: '2026-06-15', expirationDate: '2029-06-15', renewalKind: 'mutual', noticePeriodDays: null },
  ],
  [
    "a streaming service's e-mail: the annual plan renews on a date, cancel before then to avoid the charge",
    [
      'Subject: Your annual plan renews soon',
      'Hi Sam,',
      'Your StreamBox Premium annual plan will renew on January 8, 2027 for $139.99.',
      "If you don't want to renew, cancel before January 8, 2027 in Account > Membership.",
      'Thanks for watching, The StreamBox Team',
    ],
    { expirationDate: '2027-01-08', renewalKind: 'automatic' },
  ],
  [
    "an architect's appointment letter for a project: no term, ends on completion",
    [
      'Dear Mr. Hartley,',
      'Re: Appointment of Architect - Riverside Community Library Extension',
      'Thank you for appointing Fenwick & Ross Architects LLP on 3 March 2026. Our services will begin immediately and will end on practical completion of the works.',
      'Our fee is 9% of the construction cost, invoiced monthly.',
      'Yours sincerely, Fenwick & Ross Architects LLP',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a telecom contract summary: a 24-month minimum term, then rolling monthly with 30 days' notice",
    [
      'CONTRACT SUMMARY',
      'Provider: Northline Telecom plc. Customer: Kestrel Accounting Ltd.',
      'Service: Business Fibre 500. Monthly price: £65.00.',
      'Start date: 14 October 2026',
      'Minimum term: 24 months from the start date.',
      "After the minimum term, your contract will continue on a rolling monthly basis until you give us 30 days' notice.",
    ],
    {
      effectiveDate: '2026-10-14',
      expirationDate: '2028-10-14',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    "a clinical services agreement in SEC style: five years, then successive two-year terms unless 180 days' notice",
    [
      'CLINICAL SERVICES AGREEMENT',
      'This Clinical Services Agreement (this "Agreement") is entered into as of April 1, 2026 (the "Effective Date") by and between Meridian Health Partners, P.C. ("Practice") and Solace Diagnostics, Inc. ("Company").',
      '8.1 Term. The initial term of this Agreement shall commence on the Effective Date and continue until the fifth (5th) anniversary thereof (the "Initial Term").',
      '8.2 Renewal. Upon expiration of the Initial Term, this Agreement shall automatically renew for successive two (2) year terms unless either party provides written notice of non-renewal to the other party at least one hundred eighty (180) days prior to the expiration of the then-current term.',
      '8.3 Termination for Cause. Either party may terminate this Agreement upon a material breach that remains uncured for thirty (30) days after written notice.',
    ],
    {
      effectiveDate: '2026-04-01',
      expirationDate: '2031-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 180,
    },
  ],
  [
    "a storage unit rental e-mail: month to month from the move-in date, 10 days' notice to vacate",
    [
      'Subject: Your storage rental at SafeKeep Self Storage',
      'Hello Dana,',
      "Your rental of Unit B-114 began on November 2, 2026. The rental is month-to-month and continues until you give us 10 days' notice to vacate.",
      'Rent: $129.00 per month, due on the 2nd.',
      'SafeKeep Self Storage',
    ],
    { effectiveDate: '2026-11-02', noticePeriodDays: 10 },
  ],
  [
    'a Canadian consulting agreement dated day first, for eighteen months, extendable by the client for six months',
    [
      'CONSULTING SERVICES AGREEMENT',
      'THIS AGREEMENT is dated the 9th day of February, 2026.',
      'BETWEEN: Tamarack Mining Corp., a British Columbia company (the "Client") AND: Westridge Geoscience Ltd. (the "Consultant")',
      '2. TERM. The Consultant shall provide the Services for a period of eighteen (18) months from the date of this Agreement. The Client may extend the term for a further period of six (6) months by written notice to the Consultant before the end of the term.',
      '3. FEES. The Client shall pay the Consultant the rates set out in Schedule B.',
    ],
    {
      effectiveDate: '2026-02-09',
      expirationDate: '2027-08-09',
      renewalKind: 'option',
      renewalTermMonths: 6,
      noticePeriodDays: null,
    },
  ],
  [
    'a car insurance renewal notice: the policy period as a range, renewing automatically',
    [
      'RENEWAL NOTICE',
      'Policyholder: Ana Petrovic. Policy number: AUT-7781-22.',
      'Your policy will renew automatically. New policy period: 03/15/2027 to 03/15/2028.',
      'Premium for the new period: $1,284.00, payable in monthly instalments.',
      'If you wish to cancel, please call us before 03/15/2027.',
    ],
    { renewalKind: 'automatic' },
  ],
  [
    'a sponsorship agreement for one season that ends on a date, no renewal',
    [
      'SPONSORSHIP AGREEMENT',
      'This Sponsorship Agreement is made on 20 January 2026 between Harbourside Rowing Club ("Club") and Coastline Credit Union ("Sponsor").',
      '1. Term. This Agreement starts on 1 March 2026 and ends on 31 October 2026.',
      '2. Sponsorship Fee. The Sponsor shall pay the Club $12,000 on signing.',
      "3. Recognition. The Club shall display the Sponsor's logo on its racing shells.",
    ],
    { expirationDate: '2026-10-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a lawn care service contract for a season, renewing each spring unless cancelled in writing by February 1',
    [
      'GREENLINE LAWN CARE - SERVICE CONTRACT',
      'Customer: Harold and June Whitaker. Service address: 41 Birch Hollow Rd.',
      'Season: April 1, 2026 through October 31, 2026.',
      'This contract renews automatically for the next season unless you cancel in writing by February 1.',
      'Price: $1,140 per season, billed monthly.',
    ],
    { renewalKind: 'automatic' },
  ],
  [
    'a data processing agreement that lasts as long as the main agreement',
    [
      'DATA PROCESSING AGREEMENT',
      'This Data Processing Agreement ("DPA") forms part of the Services Agreement dated May 5, 2025 between Kinsale Analytics Ltd ("Processor") and Oakmere Retail plc ("Controller").',
      '9. Duration. This DPA shall remain in force for as long as the Processor processes Personal Data on behalf of the Controller under the Services Agreement.',
      '10. Governing law. This DPA is governed by the laws of England and Wales.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a university licence agreement for five years from signature, renewable by the licensee for a further five on six months' notice",
    [
      'SOFTWARE LICENCE AGREEMENT',
      'This Agreement is made on 12 March 2026 between the University of Eastmoor ("Licensee") and Stratum Learning Systems Ltd ("Licensor").',
      '3.1 This Agreement shall come into force on the date of signature and continue for five (5) years.',
      "3.2 The Licensee may renew this Agreement for one further period of five (5) years by giving the Licensor not less than six (6) months' written notice before the end of the initial period.",
      '4. Fees. The annual licence fee is £18,000, payable in advance.',
    ],
    {
      effectiveDate: '2026-03-12',
      expirationDate: '2031-03-12',
      renewalKind: 'option',
      renewalTermMonths: 60,
      noticePeriodDays: null,
    },
  ],
  [
    "a website maintenance retainer e-mail: month to month from a start date, 30 days' notice to end",
    [
      'Subject: Website care plan - confirmation',
      'Hi Leo,',
      "Great to have you on board. Your Website Care Plan starts on December 1, 2026 and runs month to month. Either of us can end it with 30 days' notice.",
      'Monthly fee: $250, billed on the 1st.',
      'Cheers, Pixelhaus Studio',
    ],
    { effectiveDate: '2026-12-01', noticePeriodDays: 30 },
  ],
  [
    "a supply agreement in SEC style: an initial term to a year-end, then one-year renewals unless 90 days' notice",
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement (the "Agreement") is entered into as of July 1, 2026 (the "Effective Date") between Helix Polymers Corporation ("Supplier") and Northstar Medical Devices, Inc. ("Buyer").',
      '10.1 Term. The initial term of this Agreement shall commence on the Effective Date and expire on December 31, 2029 (the "Initial Term").',
      '10.2 Renewal. Thereafter, this Agreement shall automatically renew for successive one (1) year periods (each, a "Renewal Term") unless either party gives the other written notice of non-renewal at least ninety (90) days prior to the end of the Initial Term or the then-current Renewal Term.',
    ],
    {
      effectiveDate: '2026-07-01',
      expirationDate: '2029-12-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    'a photocopier service agreement with its term as labelled start and end dates, no renewal',
    [
      'EQUIPMENT SERVICE AGREEMENT',
      'Customer: St. Brendan Parish Office. Dealer: Copytech Business Systems.',
      'Model: Canon imageRUNNER ADVANCE DX 4845i. Serial: 2ZK04117.',
      'Agreement start date: 01/15/2026',
      'Agreement end date: 01/14/2029',
      'Included: parts, labor, toner. Excess copies billed at $0.009 each.',
    ],
    { effectiveDate: '2026-01-15', expirationDate: '2029-01-14', renewalKind: 'none' },
  ],
  [
    'an engagement letter of an accounting firm for one tax year, no term beyond the work',
    [
      'Dear Dr. Osei,',
      'This letter confirms that Marlow & Finch CPAs will prepare your 2026 federal and state income tax returns.',
      'Our engagement will end when the returns are filed, which we expect by April 15, 2027.',
      'Our fee is estimated at $1,800.',
      'Sincerely, Marlow & Finch CPAs',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a Singapore services agreement: two years from a commencement date, renewable by mutual agreement',
    [
      'SERVICES AGREEMENT',
      'THIS AGREEMENT is made on 3 August 2026 BETWEEN Lionsgate Facilities Pte. Ltd. (UEN 201912345K) ("Service Provider") AND Meranti Holdings Pte. Ltd. (UEN 201587654Z) ("Client").',
      '2. Term. This Agreement commences on 1 September 2026 (the "Commencement Date") and shall continue for two (2) years. The parties may renew this Agreement by mutual agreement in writing.',
      '3. Fees. The Client shall pay the monthly fee of S$6,500 within 30 days of invoice.',
    ],
    { expirationDate: '2028-09-01', renewalKind: 'mutual', noticePeriodDays: null },
  ],
  [
    'a magazine subscription renewal notice: the subscription ends with an issue date, renew by a date',
    [
      'RENEWAL NOTICE',
      'Dear Subscriber,',
      'Your subscription to Coastal Living Quarterly ends with the Winter 2026 issue, mailed on December 15, 2026.',
      'To keep receiving every issue, renew by January 10, 2027. One year: $24.',
      'Coastal Living Quarterly',
    ],
    { renewalKind: 'none' },
  ],
  [
    "a franchise agreement for ten years, renewable twice for five years at the franchisee's option",
    [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement is entered into on October 1, 2026 (the "Effective Date") by and between Sunny Side Cafe Franchising, LLC ("Franchisor") and Marisol Ventures Inc. ("Franchisee").',
      '3.1 Term. The term of this Agreement shall be ten (10) years from the Effective Date.',
      '3.2 Renewal. Franchisee may renew the franchise for two (2) additional terms of five (5) years each, provided Franchisee gives Franchisor written notice of its election to renew not less than nine (9) months nor more than twelve (12) months before the expiration of the then-current term.',
    ],
    {
      effectiveDate: '2026-10-01',
      expirationDate: '2036-10-01',
      renewalKind: 'option',
      renewalTermMonths: 60,
      noticePeriodDays: null,
    },
  ],
  [
    'a team plan\'s renewal e-mail: renews on a date, notice "ahead of" it in days',
    [
      'Hi Dana,',
      "Thanks for renewing with Brightdesk! Your Team plan (12 seats) started on March 1, 2026 and runs for one year. It will renew automatically on March 1, 2027 for another year at the then-current price. If you'd rather not renew, just let us know in writing at least 45 days ahead of the renewal date.",
      'The Brightdesk team',
    ],
    { expirationDate: '2027-03-01', renewalKind: 'automatic', noticePeriodDays: 45 },
  ],
  [
    'an engagement letter that "will run for twelve months" and then renews, ended by telling the other in writing',
    [
      'Engagement letter',
      'Dear Mr. Alvarez,',
      'This letter confirms that Harlow & Finch LLP will provide bookkeeping services to Alvarez Bakery LLC beginning January 1, 2026. Our engagement will run for twelve months and will then renew each year on the same terms, though either of us may bring it to an end by telling the other in writing at least two months before the renewal date.',
      'Sincerely,',
      'Harlow & Finch LLP',
    ],
    { effectiveDate: '2026-01-01', expirationDate: '2027-01-01', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    "an order form's labelled start, initial term, renewal and cancellation lines",
    [
      'ORDER FORM',
      'Customer: Pinewood Dental Group',
      'Provider: Clarion Phone Systems Inc.',
      'Service Start Date: 05/01/2026',
      'Initial Term: 24 months',
      'Renewal: Auto-renews for successive 12-month terms',
      "Cancellation: Customer must give 60 days' written notice before the end of the current term to stop renewal.",
    ],
    { effectiveDate: '2026-05-01', expirationDate: '2028-05-01', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    "a membership that carries on month to month after its year until cancelled on a month's notice",
    [
      "Membership agreement. Your membership begins on 2 February 2026 and lasts for 12 months. After that it carries on month to month until you cancel. To cancel, give us one month's notice.",
    ],
    { effectiveDate: '2026-02-02', expirationDate: '2027-02-02', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'a boiler maintenance letter: expires on a date, does not renew automatically',
    [
      'Dear Customer, your maintenance contract for the Model 300 boiler expires on 30 June 2026. It will not renew automatically. Please contact us if you wish to renew.',
    ],
    { expirationDate: '2026-06-30', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a backup subscription's e-mail: renews on a date, auto-renew turned off before it",
    [
      'Subject: Your Acme Cloud Backup renewal',
      'Hello Priya,',
      'Your Acme Cloud Backup Business subscription (annual) renews on 14 January 2027. We will charge the card on file $1,188.00. To avoid renewal, turn off auto-renew in your account settings before that date.',
      'Acme Cloud',
    ],
    { expirationDate: '2027-01-14', renewalKind: 'automatic' },
  ],
  [
    'an English cleaning service agreement made on one day, starting on another, continuing for further periods',
    [
      'SERVICE AGREEMENT',
      'This Service Agreement is made on 10 March 2026 between Northgate Cleaning Ltd ("Northgate") and Parkside Medical Centre ("Client").',
      "1. Term. This Agreement starts on 1 April 2026 and continues for an initial period of 12 months. It then continues automatically for further periods of 12 months unless either party gives at least three months' written notice to end it at the end of the initial period or any further period.",
      '2. Fees. The Client shall pay £450 per month.',
    ],
    { effectiveDate: '2026-04-01', expirationDate: '2027-04-01', renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  [
    'a licence renewal notice: a period from one date to another, renewal not automatic',
    [
      'Software Licence Renewal Notice',
      'Licence: Vectorworks Designer, 3 seats',
      'Current licence period: 1 July 2025 to 30 June 2026',
      'Your licence will lapse at the end of the current period unless renewed. Renewal is not automatic.',
    ],
    { expirationDate: '2026-06-30', renewalKind: 'none' },
  ],
  [
    "a letting agent's letter: a fixed term running on month to month, a tenant's notice to leave",
    [
      'Dear Tenant,',
      'Re: 14 Elm Street, Flat 2',
      "Your tenancy agreement started on 1 September 2025 for a fixed term of 12 months. When the fixed term ends it will continue as a periodic tenancy from month to month until ended by either party. You must give us at least one month's written notice if you want to leave.",
      'Kind regards, Oakfield Lettings',
    ],
    { expirationDate: '2026-09-01', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'a maintenance plan\'s confirmation: "Plan start:" and "Plan length:" lines',
    [
      'Maintenance Plan Confirmation',
      'Customer: Riverside Print Shop',
      'Equipment: Xerox VersaLink C7000',
      'Plan start: 15/02/2026',
      'Plan length: 36 months',
      'The plan renews for 12 months at a time unless you cancel at least 30 days before it ends.',
    ],
    { effectiveDate: '2026-02-15', expirationDate: '2029-02-15', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'a consulting agreement: six months from its effective date, extended only by both',
    [
      'Consulting Agreement',
      'This Consulting Agreement is effective as of June 1, 2026 between Larch Analytics LLC ("Consultant") and Bayview Credit Union ("Client"). The term of this Agreement shall be six months from the effective date. The parties may extend the term by mutual written agreement.',
    ],
    { effectiveDate: '2026-06-01', expirationDate: '2026-12-01', renewalKind: 'mutual' },
  ],
  [
    "a gym's welcome e-mail: twelve months, then a monthly rolling basis, cancelled on notice once the year is up",
    [
      'Welcome to FitZone!',
      'Membership type: 12-month contract',
      'Start date: 3 March 2026',
      "Your membership runs for 12 months and then continues on a monthly rolling basis. You can cancel once the 12 months are up by giving 30 days' notice.",
    ],
    {
      effectiveDate: '2026-03-03',
      expirationDate: '2027-03-03',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    'a purchase order: no term, no renewal, no notice',
    [
      'PURCHASE ORDER 44871',
      'Date: 12 May 2026',
      'Vendor: Halcyon Lab Supplies Inc.',
      'Ship to: Northbridge Research Institute',
      'Item: 40 x pipette tips, 1000 uL. Total: $1,240.00',
      'Payment terms: Net 30.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a statement of work under a master agreement: its period of performance from one date through another',
    [
      'Statement of Work No. 3',
      'This Statement of Work is entered into under the Master Services Agreement dated January 5, 2024 between Tessera Consulting LLC and Orchard Foods Inc.',
      'Period of Performance: July 1, 2026 through December 31, 2026.',
      'Fees: $85,000, invoiced monthly.',
    ],
    { effectiveDate: '2026-07-01', expirationDate: '2026-12-31', renewalKind: 'none' },
  ],
  [
    'a colleague\'s reminder: the plan renews unless "we cancel at least 30 days before then"',
    [
      'Hi team,',
      'Quick reminder that our Figma Organization plan is up for renewal. The current term ends on 31 August 2026 and the plan renews automatically for another year unless we cancel at least 30 days before then. Let me know by 15 July if we should drop seats.',
      'Thanks, Omar',
    ],
    { expirationDate: '2026-08-31', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'an insurance policy schedule: a policy period, no automatic renewal',
    [
      'Insurance policy schedule',
      'Policyholder: Greenway Landscaping Ltd',
      'Policy period: 01/10/2025 to 30/09/2026',
      'This policy does not renew automatically. We will write to you before the renewal date with a renewal quotation.',
    ],
    { effectiveDate: '2025-10-01', expirationDate: '2026-09-30', renewalKind: 'none' },
  ],
  [
    'a domain registration confirmation: expires on a date, renewed 14 days before unless auto-renew is off',
    [
      'Domain registration confirmation',
      'Domain: harbourbakery.co.uk',
      'Registered: 2024-05-20',
      'Expires: 2027-05-20',
      'Auto-renew: On. We will renew the domain for one year 14 days before it expires unless you switch auto-renew off.',
    ],
    { expirationDate: '2027-05-20', renewalKind: 'automatic', noticePeriodDays: 14 },
  ],
  [
    "a design software plan's renewal e-mail: renews on a date",
    [
      'Subject: Renewal of your Adobe Acrobat Pro for teams',
      'Your plan: Acrobat Pro for teams, annual, paid monthly',
      'Renewal date: 09/03/2026',
      'Your plan will automatically renew on Sep 3, 2026. To cancel without a fee, cancel within 14 days of your renewal.',
    ],
    { expirationDate: '2026-09-03', renewalKind: 'automatic' },
  ],
  [
    'an equipment lease: 48 months from a commencement date, month to month only if the lessee neither buys nor returns',
    [
      'EQUIPMENT LEASE AGREEMENT',
      'Lessor: Summit Equipment Finance LLC. Lessee: Cedar Ridge Farms Inc.',
      'Commencement Date: April 15, 2026. Lease Term: 48 months.',
      'At the end of the Lease Term, Lessee may (a) purchase the Equipment for $1, or (b) return it. If Lessee does neither, the lease will continue month to month at the same rent until the Equipment is returned.',
    ],
    { effectiveDate: '2026-04-15', expirationDate: '2030-04-15' },
  ],
  [
    'a cleaning services agreement for one year that will not roll over, ended early on notice',
    [
      'Agreement for Cleaning Services',
      'This agreement is between Sparkle Office Care (the Contractor) and Dunmore Architects (the Client) and starts on 1 February 2026.',
      "The agreement lasts one year. Either of us can end it early by giving the other 60 days' written notice. It will not roll over; we will send a new proposal before it ends.",
    ],
    { effectiveDate: '2026-02-01', expirationDate: '2027-02-01', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a support contract summary: coverage start and end, renewal by quotation',
    [
      'Support Contract Summary',
      'Contract number: SC-20931',
      'Coverage: 24x7 hardware support, 4-hour response',
      'Coverage start: 2025-12-01',
      'Coverage end: 2028-11-30',
      'Renewal: by quotation; contact your account manager 90 days before coverage end.',
    ],
    { effectiveDate: '2025-12-01', expirationDate: '2028-11-30', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a sponsorship letter agreement: ends on a date, a right to negotiate a renewal',
    [
      'Sponsorship Letter Agreement',
      'Dear Ms. Kaur,',
      'This letter sets out the terms on which Brightline Energy will sponsor the Riverside Half Marathon. The sponsorship covers the 2026 and 2027 races and ends on December 31, 2027. Brightline will have first right to negotiate a renewal for 2028.',
      'Yours sincerely,',
    ],
    { expirationDate: '2027-12-31', renewalKind: 'none' },
  ],
  [
    "a team plan's renewal reminder: renews on a date, changes at least 14 days before",
    [
      'Subject: Your Team plan renews soon',
      'Hi Sam,',
      'Your Team plan (10 seats) renews on January 15, 2027 for $1,200.00. To make changes or cancel, please do so at least 14 days before your renewal date.',
      'The Loopdesk team',
    ],
    { expirationDate: '2027-01-15', renewalKind: 'automatic', noticePeriodDays: 14 },
  ],
  [
    'a commercial lease abstract: commencement, expiration, two options of five years',
    [
      'LEASE ABSTRACT',
      'Tenant: Marlow Dental Group LLC',
      'Landlord: 400 Elm Street Associates',
      'Lease Commencement: March 1, 2024',
      'Lease Expiration: February 28, 2029',
      'Renewal Options: Two (2) options of five (5) years each, exercisable by written notice at least nine (9) months prior to expiration.',
    ],
    { effectiveDate: '2024-03-01', expirationDate: '2029-02-28', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    'a short NDA in effect for three years from a date',
    [
      'MUTUAL NONDISCLOSURE AGREEMENT',
      'This Agreement between Fenwick Robotics Inc. and Oakline Capital LLC is effective as of May 5, 2026 and shall remain in effect for three (3) years.',
      "Each party shall keep the other party's Confidential Information in confidence.",
    ],
    { effectiveDate: '2026-05-05', expirationDate: '2029-05-05', renewalKind: 'none' },
  ],
  [
    "a managed IT services summary: 36 months from a go-live date, then 12-month renewals, 90 days' notice",
    [
      'Managed Services Agreement - Key Terms',
      'Customer: Harbourside Logistics Ltd',
      'Initial term: 36 months starting on the Go-Live Date of 1 July 2025.',
      "After that, the agreement renews for 12-month periods unless either party gives 90 days' written notice before the end of the current term.",
    ],
    { effectiveDate: '2025-07-01', expirationDate: '2028-07-01', renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  [
    'a freelance retainer confirmed by e-mail: six months to a date, extended by agreement',
    [
      'Hi Priya,',
      'Happy to confirm the retainer: GBP 2,500 a month from 1 December 2026 for six months, ending 31 May 2027. We can extend it if we both agree.',
      'Best, Tom',
    ],
    { effectiveDate: '2026-12-01', expirationDate: '2027-05-31', renewalKind: 'mutual' },
  ],
  [
    "an equipment rental: twelve months from delivery, then month to month until returned or 30 days' notice",
    [
      'Equipment Rental Agreement',
      'Equipment: Genie GS-1930 scissor lift',
      'Rental period: 12 months from delivery on 10 February 2026.',
      "Thereafter the rental continues month to month until you return the equipment or give us 30 days' written notice.",
    ],
    { effectiveDate: '2026-02-10', expirationDate: '2027-02-10', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'a statement of work: a period of performance, extended only by a change order both sign',
    [
      'STATEMENT OF WORK No. 4',
      'This Statement of Work is issued under the Master Services Agreement between Cobalt Analytics LLC and Pinecrest Health System.',
      'Period of Performance: October 1, 2026 through March 31, 2027.',
      'This SOW may be extended by a written change order signed by both parties.',
    ],
    { effectiveDate: '2026-10-01', expirationDate: '2027-03-31', renewalKind: 'mutual' },
  ],
  [
    "a broker's e-mail: the policy renews on a date unless you tell us 21 days before",
    [
      'Dear Mr Hale,',
      'Your business insurance policy renews automatically on 1 April 2027 unless you tell us at least 21 days before that date that you do not want it to.',
      'Kind regards,',
      'Northway Insurance Brokers',
    ],
    { expirationDate: '2027-04-01', renewalKind: 'automatic', noticePeriodDays: 21 },
  ],
  [
    "an Australian services schedule: commencement date, initial term of 2 years, one further term at the customer's option",
    [
      'SCHEDULE',
      'Item 1 Commencement Date: 1 July 2026',
      'Item 2 Initial Term: 2 years',
      "Item 3 Further Terms: 1 further term of 2 years at the Customer's option",
      'Item 4 Fees: As set out in Annexure A',
    ],
    { effectiveDate: '2026-07-01', expirationDate: '2028-07-01', renewalKind: 'option' },
  ],
  [
    "a vendor's letter: the maintenance agreement expired on a date, reinstated by a signed quotation",
    [
      'Dear Customer,',
      'Your maintenance agreement for the Konica bizhub C450i expired on 30 September 2026. To reinstate cover, please sign and return the enclosed renewal quotation.',
      'Service Team, Metro Office Systems',
    ],
    { expirationDate: '2026-09-30', renewalKind: 'none' },
  ],
  [
    'a parking permit agreement for a calendar year that does not renew',
    [
      'Parking Permit Agreement',
      'Permit holder: Lena Ortiz',
      'Permit valid from 1 January 2027 to 31 December 2027.',
      'Permits do not renew automatically; apply again in November.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31', renewalKind: 'none' },
  ],
  [
    'a fixed-term appointment letter from one date to another',
    [
      'Dear Dr Okafor,',
      'I am pleased to offer you the post of Research Associate. This is a fixed-term appointment from 1 February 2027 to 31 January 2028.',
      'Yours sincerely,',
      'Head of Human Resources',
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2028-01-31', renewalKind: 'none' },
  ],
  [
    'a hosting order: billed annually from a start date, auto-renew on, cancel 7 days before renewal',
    [
      'Order Confirmation',
      'Service: Managed WordPress Hosting, billed annually',
      'Start: 2026-06-15',
      'Auto-renew: On',
      'Cancel at least 7 days before renewal to avoid charges.',
    ],
    { effectiveDate: '2026-06-15', renewalKind: 'automatic', noticePeriodDays: 7 },
  ],
  [
    "a plain-English distribution agreement: three years from signing, then year to year until six months' notice",
    [
      'Distribution Agreement',
      "This agreement is between Alpine Teas Ltd and Riverbend Foods Inc. It starts on the date both of us sign it and lasts for three years. After that it continues from year to year until one of us ends it by giving the other six months' written notice.",
    ],
    { expirationDate: null, renewalKind: 'automatic', noticePeriodDays: 180 },
  ],
  [
    'order form under a master subscription agreement, renewing yearly',
    [
      'ORDER FORM #2026-118',
      'This Order Form is governed by the Master Subscription Agreement between Tallyhive Inc. and Brightwater Foods LLC dated May 2, 2024.',
      'Subscription Start Date: February 1, 2026',
      'Subscription Term: 12 months',
      'Renewal: This Order Form renews automatically for successive 12-month terms unless either party gives notice of non-renewal at least 45 days before the end of the then-current term.',
      'Fees: USD 36,000 per year.',
    ],
    { effectiveDate: '2026-02-01', renewalKind: 'automatic', noticePeriodDays: 45 },
  ],
  [
    "sublease naming the master lease's renewal",
    [
      'SUBLEASE AGREEMENT',
      'This Sublease is made as of March 1, 2026 between Harborview Partners LLC ("Sublandlord") and Cobalt Design Studio Inc. ("Subtenant").',
      '1. Master Lease. Sublandlord leases the building under a lease with Pier 9 Holdings (the "Master Lease"). The Master Lease renews automatically for successive five-year periods unless the tenant gives notice twelve months before its expiration.',
      '2. Term. The term of this Sublease begins on March 1, 2026 and ends on February 28, 2029.',
      '3. Rent. Subtenant shall pay $4,200 per month.',
    ],
    { effectiveDate: '2026-03-01', expirationDate: '2029-02-28', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'statement of work whose master agreement renews',
    [
      'STATEMENT OF WORK NO. 7',
      'This SOW is issued under the Consulting Services Agreement between Northgate Analytics LLC ("Consultant") and Pinecrest Health Inc. ("Client"). The Consulting Services Agreement renews automatically each year unless terminated.',
      '1. Period of Performance: April 1, 2026 through September 30, 2026.',
      '2. Fees: $60,000, invoiced monthly.',
    ],
    { effectiveDate: '2026-04-01', expirationDate: '2026-09-30', renewalKind: 'none' },
  ],
  [
    'maintenance agreement renewing, naming the purchase agreement',
    [
      'MAINTENANCE AGREEMENT',
      'This Maintenance Agreement is entered into as of July 1, 2025 by Vantor Systems Inc. ("Vantor") and Lakeside Printing Co. ("Customer") for the equipment bought under the Purchase Agreement dated June 15, 2025.',
      "1. Term. This Agreement runs for one year from July 1, 2025 and renews automatically for further one-year periods unless either party gives 60 days' written notice before the anniversary.",
      "2. The Purchase Agreement's warranty expires on June 30, 2026.",
      '3. Fees. $2,400 per year.',
    ],
    { effectiveDate: '2025-07-01', expirationDate: '2026-07-01', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'license agreement naming its own name with the renewal',
    [
      'SOFTWARE LICENSE AGREEMENT',
      'This Software License Agreement (the "License Agreement") is made as of January 10, 2026 between Quillsoft Ltd ("Licensor") and Meridian Freight Inc. ("Licensee").',
      "5. Term. The License Agreement has an initial term of three (3) years. Thereafter the License Agreement shall renew for successive one-year terms unless either party gives ninety (90) days' notice of non-renewal.",
      '6. Fees. Licensee shall pay USD 15,000 per year.',
    ],
    { effectiveDate: '2026-01-10', expirationDate: '2029-01-10', renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  [
    'services agreement with a separate escrow agreement renewing',
    [
      'SERVICES AGREEMENT',
      'This Services Agreement is made as of September 1, 2025 between Cirrus Hosting Ltd ("Provider") and Oakmont Retail plc ("Customer").',
      '1. Term. This Agreement shall continue until August 31, 2028.',
      '2. Escrow. The parties shall enter into a source code escrow agreement with NCC Group (the "Escrow Agreement"). The Escrow Agreement renews annually unless terminated on 30 days\' notice.',
      '3. Charges. GBP 8,000 per month.',
    ],
    { effectiveDate: '2025-09-01', expirationDate: '2028-08-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'lease renewal letter for the lease itself',
    [
      'Dear Ms. Patel,',
      'Re: Unit 4B, 22 Elm Street - Lease dated June 1, 2024',
      "Your lease expires on May 31, 2027. The Lease will renew automatically for a further 12 months unless you give us at least 60 days' written notice that you wish to leave.",
      'Kind regards,',
      'Greenfield Lettings',
    ],
    { expirationDate: '2027-05-31', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'distribution agreement whose exclusivity lapses',
    [
      'DISTRIBUTION AGREEMENT',
      'This Distribution Agreement is made as of February 1, 2025 between Helio Optics GmbH ("Supplier") and Northstar Instruments Inc. ("Distributor").',
      '2. Term. This Agreement shall remain in force for five (5) years from the date above.',
      '3. Exclusivity. The exclusivity granted in Section 1 lapses on January 31, 2027 unless Distributor buys EUR 500,000 of Products in 2026.',
      '4. Prices. Prices are set out in Annex A.',
    ],
    { effectiveDate: '2025-02-01', expirationDate: '2030-02-01', renewalKind: 'none' },
  ],
  [
    'agreement whose guarantee expires, no term stated',
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is made as of October 1, 2025 between Brandt Steel AG ("Supplier") and Keystone Fabrication LLC ("Buyer").',
      '1. Supply. Supplier shall supply the steel Buyer orders from time to time.',
      '2. Security. Buyer shall provide a parent company guarantee. The parent company guarantee shall remain valid until 30 September 2027.',
      '3. Prices. As agreed in each order.',
    ],
    { effectiveDate: '2025-10-01', expirationDate: null, renewalKind: 'none' },
  ],
  [
    'master lease agreement renewing by its own name',
    [
      'MASTER EQUIPMENT LEASE AGREEMENT',
      'This Agreement is made as of May 1, 2025 between Crestline Capital LLC ("Lessor") and Polaris Logistics Inc. ("Lessee").',
      '1. Term. The Master Lease shall have an initial term of thirty-six (36) months and shall automatically renew for successive twelve (12) month periods unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.',
      '2. Schedules. Each Schedule sets out its own equipment and rent.',
    ],
    { effectiveDate: '2025-05-01', expirationDate: '2028-05-01', renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  // A seventieth batch (28 November, twenty-seventh session): documents of every kind a user's mailbox holds, written
  // before their first run and aimed at no change.
  [
    'agency retainer letter running on month to month',
    [
      'Dear Ms. Okafor,',
      "This letter confirms our engagement by Larkspur Brands Ltd effective March 1, 2026. The retainer runs for six months, through August 31, 2026, and then continues month to month until either of us gives 30 days' written notice.",
      'Our fee is GBP 4,000 per month, invoiced in advance.',
      'Yours sincerely,',
      'Meadowgate Marketing LLP',
    ],
    { expirationDate: '2026-08-31', noticePeriodDays: 30 },
  ],
  [
    'SaaS order form renewing unless notice',
    [
      'ORDER FORM',
      'Customer: Redwood Dental Group',
      'Provider: Clinicly Inc.',
      'Subscription Start Date: 1 February 2026',
      'Subscription Term: 24 months',
      'Renewal: This Order renews for successive 12-month terms unless either party gives notice of non-renewal at least 45 days before the end of the current term.',
      'Fees: USD 1,200 per month',
    ],
    { effectiveDate: '2026-02-01', expirationDate: '2028-02-01', renewalKind: 'automatic', noticePeriodDays: 45 },
  ],
  [
    'cleaning contract extendable only if both agree',
    [
      'CLEANING SERVICES AGREEMENT',
      'This Agreement is made on 15 April 2025 between Sparkle Facilities Ltd ("Contractor") and Harbor View Offices LLC ("Client").',
      '1. Term. This Agreement commences on 1 May 2025 and ends on 30 April 2027. It may be extended for a further year if both parties agree in writing before 31 January 2027.',
      '2. Price. The Client shall pay GBP 3,100 per month.',
    ],
    { expirationDate: '2027-04-30', renewalKind: 'mutual', noticePeriodDays: null },
  ],
  [
    'equipment rental whose letter of credit renews',
    [
      'EQUIPMENT RENTAL AGREEMENT',
      'This Equipment Rental Agreement is made as of August 1, 2025 between Titan Cranes Inc. ("Owner") and Bayside Builders LLC ("Renter").',
      '1. Term. The rental period is eighteen (18) months from August 1, 2025.',
      '2. Security. Renter shall deliver an irrevocable standby letter of credit (the "Letter of Credit") for $250,000. The Letter of Credit shall be renewed automatically each year until the equipment is returned.',
      '3. Rent. $18,000 per month.',
    ],
    { effectiveDate: '2025-08-01', expirationDate: '2027-02-01', renewalKind: 'none' },
  ],
  [
    'fixed-term offer of employment',
    [
      'Dear Sam,',
      'We are pleased to offer you the position of Operations Manager at Lumen Robotics Inc. Your employment will begin on January 5, 2026 and will be for a fixed term of two (2) years, ending on January 4, 2028.',
      'Your salary will be $96,000 per year. The term may be extended by mutual agreement.',
      'Sincerely,',
      'Dana Ruiz, Head of People',
    ],
    { expirationDate: '2028-01-04', renewalKind: 'mutual' },
  ],
  [
    "insurer's notice of a policy renewing unless declined",
    [
      'Dear Policyholder,',
      'Your commercial property policy with Northwind Mutual (Policy No. CP-88213) expires on March 15, 2027. Your policy will renew automatically unless you tell us at least 30 days before the expiry date that you do not wish to renew.',
      'Northwind Mutual Insurance Company',
    ],
    { expirationDate: '2027-03-15', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "reseller agreement with the reseller's option to extend",
    [
      'RESELLER AGREEMENT',
      'This Reseller Agreement is effective as of June 1, 2025 between Brightline Software Ltd ("Vendor") and Cobalt IT Solutions Pty Ltd ("Reseller").',
      '3. Term. The initial term is three (3) years from the Effective Date. Reseller may extend the term for one further period of two (2) years by giving Vendor written notice at least ninety (90) days before the end of the initial term.',
      '4. Discounts. Reseller receives 30% off list price.',
    ],
    { effectiveDate: '2025-06-01', expirationDate: '2028-06-01', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    'parking licence running from month to month',
    [
      'PARKING LICENCE',
      "This licence starts on 1 December 2025 and continues from month to month. Either party may end it by giving one month's written notice.",
      'Fee: GBP 150 per month per space.',
    ],
    { noticePeriodDays: 30 },
  ],
  [
    'statement of work with a start and an end date, not renewing',
    [
      'STATEMENT OF WORK No. 7',
      'under the Master Consulting Agreement dated 3 March 2024 between Ardent Advisory LLP and Fenwick Foods plc.',
      'Start date: 12 January 2026',
      'End date: 30 June 2026',
      'Fees: fixed fee of GBP 48,000.',
      'This SOW does not renew.',
    ],
    { effectiveDate: '2026-01-12', expirationDate: '2026-06-30', renewalKind: 'none' },
  ],
  [
    "amendment extending a distribution agreement's term",
    [
      'FIRST AMENDMENT TO DISTRIBUTION AGREEMENT',
      'This First Amendment is made as of November 1, 2025 between Solara Foods Inc. and Pacific Grocers Ltd. to the Distribution Agreement dated December 1, 2022 (the "Agreement").',
      '1. The term of the Agreement is extended to November 30, 2027.',
      '2. All other terms of the Agreement remain unchanged.',
    ],
    { expirationDate: '2027-11-30', renewalKind: 'none' },
  ],
  // A seventy-first batch (29 November, twenty-eighth session): documents of every kind a user's mailbox holds,
  // written before their first run and aimed at no change.
  [
    "vendor's maintenance renewal quote, renewing only if signed",
    [
      'Subject: Your Maintenance Renewal',
      'Dear Customer,',
      'Your annual maintenance and support for PlanGrid Pro (Contract No. M-20931) expires on 31 January 2027. To continue support without interruption, please sign and return the attached renewal quote by 15 January 2027.',
      'Renewal fee: EUR 8,400 for twelve months.',
      'Kind regards, Renewals Team, Archiplan GmbH',
    ],
    { expirationDate: '2027-01-31', autoRenews: false },
  ],
  [
    'coworking membership with a minimum term, then monthly',
    [
      'MEMBERSHIP AGREEMENT',
      'Member: Fieldstone Design Studio Ltd',
      'Operator: HiveSpace Workplaces Ltd',
      'Membership start date: 3 March 2026',
      'Minimum term: 12 months from the membership start date.',
      "After the minimum term your membership continues monthly until you cancel it by giving us one calendar month's notice.",
      'Monthly fee: GBP 450 per desk.',
    ],
    { expirationDate: '2027-03-03', renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 },
  ],
  [
    'vehicle lease of thirty-six months with a purchase option',
    [
      'VEHICLE LEASE AGREEMENT',
      'This Vehicle Lease Agreement is made on 2 February 2026 between Apex Fleet Leasing Ltd ("Lessor") and Northgate Couriers Ltd ("Lessee").',
      '1. Lease Term. The lease term is thirty-six (36) months commencing on 14 February 2026.',
      '2. Purchase Option. Lessee may purchase the Vehicle at the end of the lease term for its residual value.',
      '3. Rentals. Lessee shall pay GBP 610 per month.',
    ],
    { expirationDate: '2029-02-14', renewalKind: 'none' },
  ],
  [
    "registrar's notice of a domain renewing automatically",
    [
      'Hello,',
      'Your domain fernwoodbakery.com expires on 9 May 2027. Auto-renew is on, so we will charge the card on file 30 days before the expiry date and extend the registration for one year.',
      'Thanks, the Namebright team',
    ],
    { expirationDate: '2027-05-09', renewalKind: 'automatic' },
  ],
  [
    'short consulting agreement ending ninety days after it begins',
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is between Quarry Hill Capital LLC ("Client") and Priya Natarajan ("Consultant").',
      '1. Term. This Agreement begins on September 1, 2025 and ends ninety (90) days later.',
      '2. Fees. Client shall pay Consultant $150 per hour.',
    ],
    { effectiveDate: '2025-09-01', expirationDate: '2025-11-30', renewalKind: 'none' },
  ],
  [
    'English commercial lease with a break date',
    [
      'LEASE PARTICULARS',
      'Landlord: Thameside Properties Limited',
      'Tenant: Copperleaf Analytics Limited',
      'Term: 10 years from and including 25 March 2026',
      'Break Date: 25 March 2031',
      "Break Clause: The Tenant may terminate this Lease on the Break Date by giving the Landlord not less than six months' written notice.",
      'Rent: GBP 84,000 per annum',
    ],
    { expirationDate: '2036-03-25', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'marketing agreement set out in a key terms table',
    [
      'MARKETING SERVICES AGREEMENT - KEY TERMS',
      'Client | Bluewater Travel Ltd',
      'Agency | Signal & Noise Ltd',
      'Term | 1 January 2026 - 31 December 2026',
      'Renewal | Automatic, for further periods of 12 months',
      'Notice to cancel | 60 days before the renewal date',
      'Fee | GBP 7,500 per month',
    ],
    { expirationDate: '2026-12-31', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'service contract concluded for an indefinite period',
    [
      'SERVICE CONTRACT',
      'between Kessler Haustechnik GmbH ("Contractor") and Brightwater Apartments B.V. ("Client"), dated 10 October 2025.',
      '§ 1 Subject. The Contractor maintains the heating systems in the Client’s buildings.',
      "§ 6 Duration. The contract is concluded for an indefinite period. It may be terminated by either party with three months' notice to the end of a calendar quarter.",
      '§ 7 Fee. EUR 1,900 per quarter.',
    ],
    { expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "vendor's confirmation that a subscription will not renew",
    [
      'Hi Jordan,',
      'We have received your cancellation request. Your Team plan subscription will not renew and will end on 30 April 2026. You will keep access to your workspace until then.',
      'The Tallyboard team',
    ],
    { expirationDate: '2026-04-30', renewalKind: 'none' },
  ],
  [
    "services agreement with the customer's option to renew twice",
    [
      'SERVICES AGREEMENT',
      'This Services Agreement is entered into on 20 June 2025 by Lakeshore Credit Union ("Customer") and Vantage Payroll Services LLC ("Provider").',
      'Initial Term: 1 July 2025 to 30 June 2026.',
      'Renewal: Customer may renew this Agreement for up to two (2) additional one-year terms by written notice to Provider at least thirty (30) days before the end of the then-current term.',
      'Fees: USD 2,300 per month.',
    ],
    { expirationDate: '2026-06-30', renewalKind: 'option', noticePeriodDays: null },
  ],
  // The seventy-second batch (29 November, thirty-second session), written before its first run and aimed at no change.
  [
    "order form's subscription that renews unless notice is given",
    [
      'ORDER FORM',
      'Customer: Pinewood Veterinary Group Ltd',
      'Provider: Cloudvet Software Inc.',
      'Order Date: 14 February 2026',
      'Subscription Start Date: 1 March 2026',
      'Subscription Term: 12 months',
      'Renewal: This Order Form renews automatically for successive 12-month terms unless either party gives notice of non-renewal at least 45 days before the end of the current term.',
      'Fees: GBP 4,800 per year',
    ],
    { expirationDate: '2027-03-01', renewalKind: 'automatic', noticePeriodDays: 45 },
  ],
  [
    "vendor's reminder that an annual plan renews on a date",
    [
      'Subject: Your Acme Analytics subscription renews on January 15, 2027',
      'Hi Priya,',
      'This is a reminder that your Business plan (annual) will automatically renew on January 15, 2027 for another year at USD 12,000.',
      'If you do not wish to renew, you can cancel any time before January 15, 2027 from the Billing page.',
      'Thanks, The Acme Analytics team',
    ],
    { expirationDate: '2027-01-15', renewalKind: 'automatic' },
  ],
  [
    "landlord's letter confirming a lease extended to a date",
    [
      'Dear Mr. Okafor,',
      'Re: Unit 4, 22 Harbour Street – lease extension',
      'We are pleased to confirm that your lease of Unit 4 has been extended for a further two years, from 1 January 2027 to 31 December 2028, on the same terms. The rent will be £2,150 per month.',
      'Yours sincerely,',
      'Harbour Street Properties Ltd',
    ],
    { expirationDate: '2028-12-31', renewalKind: 'none' },
  ],
  [
    "consultant's engagement between two dates",
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is made on 3 August 2026 between Northgate Logistics Pty Ltd (ABN 12 345 678 901) ("Client") and Samuel Ortiz ("Consultant").',
      '1. Term. The engagement starts on 10 August 2026 and ends on 9 February 2027, unless extended by written agreement of the parties.',
      '2. Fees. A$1,100 per day.',
    ],
    { expirationDate: '2027-02-09', parties: ['Northgate Logistics Pty Ltd', 'Samuel Ortiz'] },
  ],
  [
    'equipment rental that runs month to month until notice',
    [
      'EQUIPMENT RENTAL AGREEMENT',
      'Date: 5 May 2026',
      'Renter: Blue Heron Catering LLC',
      'Owner: Metro Kitchen Rentals Inc.',
      'Equipment: two commercial dishwashers',
      'Rental Period: The rental begins on 5 May 2026 and continues month to month until either party gives 30 days’ written notice.',
      'Rent: $640 per month',
    ],
    { renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "broker's agreement for three years with an early exit on notice",
    [
      'BROKER SERVICE AGREEMENT',
      'Parties: Fenwick Insurance Brokers Ltd and Castleford Housing Association.',
      'This agreement is effective from 1 April 2026 and will remain in force for three years, ending on 31 March 2029.',
      'Either party may end it earlier by giving 90 days’ written notice.',
    ],
    { expirationDate: '2029-03-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "vendor's maintenance renewal quote that does not renew by itself",
    [
      'Subject: Maintenance renewal quote Q-88213',
      'Dear Accounts Team,',
      'Your annual maintenance for PlantCAD Professional (5 seats) expires on 28 February 2027.',
      'To continue receiving updates and support, please return the signed quote by 31 January 2027. Maintenance does not renew automatically.',
      'Kind regards, Lena Fischer, Engineering Software GmbH',
    ],
    { expirationDate: '2027-02-28', renewalKind: 'none' },
  ],
  [
    'cleaning contract that continues until terminated',
    [
      'CLEANING SERVICES AGREEMENT',
      'Made on 12 January 2026 between Sparkle Commercial Cleaning Ltd ("Contractor") and The Old Mill Business Centre Ltd ("Client").',
      'Commencement: 1 February 2026.',
      'Duration: This agreement continues until terminated by either party giving not less than two months’ written notice.',
      'Charges: £1,250 per month.',
    ],
    { expirationDate: 'perpetual' },
  ],
  [
    'agency retainer of six months renewing for three-month periods',
    [
      'RETAINER AGREEMENT',
      'Agency: Brightside Creative LLC',
      'Client: Oakridge Dental Partners PLLC',
      'Effective Date: September 1, 2026',
      'Term: Six (6) months from the Effective Date. Thereafter, this Agreement will renew for additional three (3) month periods unless either party gives written notice of non-renewal at least fifteen (15) days before the end of the then-current period.',
      'Monthly Retainer: $3,500',
    ],
    { expirationDate: '2027-03-01', renewalKind: 'automatic', noticePeriodDays: 15 },
  ],
  [
    'licence of car parking spaces for a year',
    [
      'LICENCE TO OCCUPY CAR PARKING SPACES',
      'Date: 20 October 2026',
      'Licensor: Collins Street Holdings Pty Ltd (ACN 004 123 456)',
      'Licensee: Greenleaf Accounting Pty Ltd',
      'Spaces: 4',
      'Term: 1 November 2026 to 31 October 2027',
      'Holding over: If the Licensee continues to occupy after the Term with the Licensor’s consent, it does so as a monthly licensee, terminable by either party on one month’s notice.',
      'Licence fee: A$1,600 per month plus GST',
    ],
    { expirationDate: '2027-10-31', parties: ['Collins Street Holdings Pty Ltd', 'Greenleaf Accounting Pty Ltd'] },
  ],
  // The seventy-third batch (29 November, thirty-third session), written before its first run and aimed at no change.
  [
    "vendor's e-mail that a subscription renews with sixty days' notice to cancel",
    [
      'Subject: Upcoming renewal of your Helpdesk Pro subscription',
      'Hello Marcus,',
      'Your Helpdesk Pro Enterprise subscription (Order #44120) is set to renew automatically on March 1, 2027 for a further 12 months.',
      'Under your agreement, notice of cancellation must be received at least 60 days before the renewal date.',
      'Best regards, Helpdesk Pro Customer Success',
    ],
    { expirationDate: '2027-03-01', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'Indian service agreement valid between two dates, renewable on agreed terms',
    [
      'SERVICE AGREEMENT',
      'This Service Agreement is made at Mumbai on this 5th day of January 2026 between Suryan Facility Services Pvt. Ltd. ("Service Provider") and Kavya Textiles Limited ("Client").',
      '1. The Agreement shall be valid for a period of two years from 15 January 2026 to 14 January 2028.',
      '2. The Agreement may be renewed for a further period on mutually agreed terms.',
      '3. Charges: Rs. 1,85,000 per month plus GST.',
    ],
    {
      expirationDate: '2028-01-14',
      renewalKind: 'mutual',
      parties: ['Suryan Facility Services Pvt. Ltd', 'Kavya Textiles Limited'],
    },
  ],
  [
    "statement of work's period of performance",
    [
      'STATEMENT OF WORK No. 3',
      'This Statement of Work is issued under the Master Services Agreement dated June 1, 2024 between Fernhill Bank, N.A. and Quantis Consulting LLC.',
      'Project: Core banking data migration',
      'Period of Performance: January 5, 2027 through June 30, 2027',
      'Fees: Time and materials, not to exceed $480,000',
    ],
    { expirationDate: '2027-06-30' },
  ],
  [
    "amendment that moves a supply agreement's expiry",
    [
      'SECOND AMENDMENT TO SUPPLY AGREEMENT',
      'This Second Amendment is made as of October 15, 2026 between Redwood Foods, Inc. and Summit Packaging Corp.',
      '1. Section 10.1 of the Agreement is amended to provide that the Term shall expire on December 31, 2028.',
      '2. Except as amended hereby, the Agreement remains in full force and effect.',
    ],
    { expirationDate: '2028-12-31' },
  ],
  [
    'event sponsorship that ends on a date after the event',
    [
      'SPONSORSHIP AGREEMENT',
      'Between: Riverside Marathon Association ("Organiser") and Peak Energy Drinks Ltd ("Sponsor")',
      'Event: Riverside Marathon 2027',
      'Term: This agreement begins on signature and ends on 30 September 2027, after the Event.',
      'Fee: £25,000',
    ],
    { expirationDate: '2027-09-30', renewalKind: 'none' },
  ],
  [
    "lease's key terms with a tenant's option to renew",
    [
      'COMMERCIAL LEASE – KEY TERMS',
      'Landlord: Ashford Retail Parks Ltd',
      'Tenant: Greenway Pharmacy Ltd',
      'Term: 5 years from 1 June 2026',
      'Option to renew: The Tenant may renew for one further term of 5 years by notice given not less than 6 months before expiry.',
      'Rent: £42,000 per year',
    ],
    { expirationDate: '2031-06-01', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    "hosting plan's welcome e-mail: monthly until cancelled",
    [
      'Subject: Welcome to StackHost Business',
      'Hi Jordan,',
      'Your plan: Business (monthly). Billing: $29 per month, charged on the 3rd of each month.',
      'Your plan renews every month until you cancel. You can cancel at any time from your dashboard; cancellation takes effect at the end of the current billing month.',
      'The StackHost team',
    ],
    { renewalKind: 'automatic' },
  ],
  [
    "contractor's year that renews for six-month periods",
    [
      'INDEPENDENT CONTRACTOR AGREEMENT',
      'This Agreement is entered into as of March 1, 2026 by and between Lumina Health, Inc. ("Company") and Derek Olsen ("Contractor").',
      '2. Term. This Agreement shall commence on the date above and continue for twelve (12) months. It shall automatically renew for successive six (6) month periods unless either party provides written notice of non-renewal at least twenty (20) days prior to the end of the then-current term.',
      '3. Fees. $95 per hour.',
    ],
    {
      expirationDate: '2027-03-01',
      renewalKind: 'automatic',
      noticePeriodDays: 20,
      parties: ['Lumina Health, Inc', 'Derek Olsen'],
    },
  ],
  [
    'purchase order with a delivery date and a warranty, which renews nothing',
    [
      'PURCHASE ORDER PO-55102',
      'Date: 2 November 2026',
      'Buyer: Hollis Engineering Ltd',
      'Supplier: Apex Fasteners Ltd',
      'Delivery: by 30 November 2026',
      'Warranty: 12 months from delivery',
      'Total: £8,420.00',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "franchise of ten years with the franchisee's option to renew",
    [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement is made on 1 July 2026 between Tasty Bites Franchising LLC ("Franchisor") and M&R Food Ventures, Inc. ("Franchisee").',
      'Term. The term of this Agreement is ten (10) years from the date of this Agreement.',
      'Renewal. Franchisee may renew the franchise for one additional term of ten (10) years if it gives Franchisor written notice at least 180 days before the end of the term and is not in default.',
    ],
    { expirationDate: '2036-07-01', renewalKind: 'option', noticePeriodDays: null },
  ],
  // The seventy-fourth batch (29 November, thirty-fourth session), written before its first run and aimed at no change.
  [
    "registrar's e-mail that a domain renews itself unless auto-renew is turned off a week before",
    [
      'Subject: Your domain northfieldbakery.com expires soon',
      'Hi Priya,',
      'Your domain northfieldbakery.com expires on 14 February 2027.',
      'Auto-renew is on, so we will renew it for 1 year using the card on file.',
      'If you do not want to keep the domain, turn off auto-renew at least 7 days before expiry.',
      'The Namewell team',
    ],
    { expirationDate: '2027-02-14', renewalKind: 'automatic', noticePeriodDays: 7 },
  ],
  [
    "heating contractor's maintenance agreement that renews on each anniversary",
    [
      'PREVENTIVE MAINTENANCE AGREEMENT',
      'Customer: Oakview Veterinary Clinic LLC',
      'Contractor: Comfort Air Mechanical, Inc.',
      'This Agreement begins on March 1, 2027 and runs for one year. It renews automatically each year at the then-current rate unless either party cancels in writing at least 30 days before the anniversary date.',
      'Annual fee: $1,980, billed in advance.',
    ],
    { expirationDate: '2028-03-01', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "news site's receipt for a yearly subscription that renews on a date",
    [
      'Subject: Thanks for subscribing to The Ledger Digital',
      'Your annual subscription started on 10 November 2026 and will automatically renew on 10 November 2027 at $149 unless you cancel before then.',
      'Manage your subscription at any time from your account page.',
    ],
    { expirationDate: '2027-11-10', renewalKind: 'automatic' },
  ],
  [
    "copier lease that runs on month to month unless the lessee gives ninety days' notice",
    [
      'EQUIPMENT LEASE AGREEMENT',
      'Lessor: Keystone Office Finance LLC',
      'Lessee: Bayside Family Law, P.C.',
      'Equipment: One Ricoh IM C4500 multifunction copier',
      'Commencement Date: April 1, 2026',
      'Lease Term: 60 months',
      'Monthly Payment: $212.40',
      "At the end of the Lease Term, this Lease will renew automatically on a month-to-month basis unless Lessee gives Lessor at least 90 days' written notice before the end of the Lease Term of its intent to return the Equipment.",
    ],
    { expirationDate: '2031-04-01', renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  [
    "British cleaning contract that continues after two years until three months' notice",
    [
      'CONTRACT FOR CLEANING SERVICES',
      'This Contract is made on 14 November 2026 between Whitcombe Property Management Ltd ("the Client") and BrightStar Cleaning Services Ltd ("the Contractor").',
      "2. The Contract shall commence on 1 December 2026 and continue for an initial period of 24 months and thereafter until terminated by either party giving not less than three months' written notice.",
      '3. The Client shall pay £3,150 per month plus VAT.',
    ],
    { expirationDate: '2028-12-01', renewalKind: 'evergreen', noticePeriodDays: 90 },
  ],
  [
    "software order form's key terms with a start date and a renewal field",
    [
      'ORDER FORM',
      'Customer: Westbrook Dental Group PLLC',
      'Provider: ChartNest, Inc.',
      'Subscription Start Date: 2026-12-01',
      'Subscription Term: 36 months',
      'Renewal: Automatic, for successive 12-month terms',
      'Non-renewal notice: 90 days prior to end of term',
      'Annual Fees: USD 24,000',
    ],
    { expirationDate: '2029-12-01', renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  [
    "gym's e-mail: a twelve-month minimum, then month to month until thirty days' notice",
    [
      'Subject: Welcome to IronWorks Gym',
      'Hi Sam,',
      "Your 12-month membership began on 1 June 2026. After your minimum term ends on 31 May 2027, your membership continues month to month until you cancel with 30 days' notice.",
      'Monthly dues: $45.',
    ],
    { expirationDate: '2027-05-31', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "customer's letter of non-renewal: the agreement ends at its current term",
    [
      'Re: Notice of Non-Renewal',
      'Dear Ms. Patel,',
      'Pursuant to Section 12.2 of the Services Agreement dated March 1, 2024 between Crestline Medical Group and DataVault Archiving LLC, Crestline hereby gives notice that it will not renew the Agreement, which will therefore expire at the end of its current term on February 28, 2027.',
      'Sincerely, Arjun Mehta, Chief Operating Officer',
    ],
    { expirationDate: '2027-02-28', renewalKind: 'none' },
  ],
  // The seventy-fifth batch (29 November, thirty-fourth session), written before its first run and aimed at no change.
  [
    "storage provider's e-mail: an annual plan renews on a date unless cancelled before it",
    [
      'Subject: Your Dropbox Business plan renews soon',
      'Hi Lena,',
      'Your Dropbox Business annual plan will renew on April 3, 2027 for $1,440.',
      'To avoid being charged, cancel before your renewal date.',
    ],
    { expirationDate: '2027-04-03', renewalKind: 'automatic' },
  ],
  [
    'Australian services agreement of two years that does not renew',
    [
      'SERVICES AGREEMENT',
      'This Agreement is made on 20 January 2027 between Coastline Facilities Pty Ltd (ABN 51 824 753 556) ("Supplier") and Harbourview Aged Care Ltd ("Customer").',
      '2. Term. This Agreement commences on 1 February 2027 and continues for 2 years unless terminated earlier under clause 12.',
      '3. Fees. The Customer must pay the fees in Schedule 1 monthly in arrears.',
    ],
    { expirationDate: '2029-02-01', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'property management agreement that runs on month to month after a year',
    [
      'PROPERTY MANAGEMENT AGREEMENT',
      'Owner: Delgado Family Properties LLC',
      'Manager: Keystone Realty Management, Inc.',
      "The term of this Management Agreement shall be one (1) year commencing June 1, 2026, and shall continue thereafter on a month-to-month basis until terminated by either party upon sixty (60) days' written notice.",
      'Management fee: 8% of gross rents collected.',
    ],
    { expirationDate: '2027-06-01', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'staffing agreement in effect until the end of a year',
    [
      'STAFFING SERVICES AGREEMENT',
      'This Agreement is made between Brightpath Staffing LLC ("Agency") and Northgate Logistics, Inc. ("Client").',
      'This Agreement is effective January 1, 2027 and will remain in effect until December 31, 2027.',
      'Client shall pay Agency the bill rates in Exhibit A for each hour worked by Agency personnel.',
    ],
    { expirationDate: '2027-12-31', renewalKind: 'none' },
  ],
  [
    "order form's key terms with auto-renewal turned off",
    [
      'ORDER FORM',
      'Customer: Blue Harbor Credit Union',
      'Provider: Sentinel Fraud Analytics, Inc.',
      'Service: FraudShield Transaction Monitoring',
      'Term: 12 months from 2026-12-15',
      'Auto-renew: No',
      'Fees: USD 18,000 per year',
    ],
    { expirationDate: '2027-12-15', renewalKind: 'none' },
  ],
  [
    'vehicle lease of thirty-six months from its start',
    [
      'MOTOR VEHICLE LEASE',
      'Lessee: Ridgeway Plumbing Ltd',
      'Vehicle: 2026 Ford Transit Custom',
      'Lease Start: 15 October 2026',
      'Lease Term: 36 months',
      'At the end of the lease you may purchase the vehicle or return it.',
    ],
    { expirationDate: '2029-10-15', renewalKind: 'none' },
  ],
  [
    "broker's engagement letter that renews each year unless ninety days' notice",
    [
      'Dear Mr. Okafor,',
      'Thank you for appointing Lakeshore Insurance Brokers as broker of record for Okafor Construction Ltd.',
      "This engagement letter is effective as of November 1, 2026 and shall renew automatically each year on November 1 unless either party gives ninety (90) days' written notice of non-renewal.",
      'Our fee is $6,000 per year, payable in advance.',
    ],
    { renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  [
    "consultant's retainer between two dates that does not renew",
    [
      'RETAINER AGREEMENT',
      'This Retainer Agreement is made between Morrow Advisory LLC ("Consultant") and Pinecrest Capital Partners LP ("Client").',
      'The retainer runs from 1 March 2027 to 28 February 2028 and will not renew automatically.',
      'Retainer fee: $7,500 per month.',
    ],
    { expirationDate: '2028-02-28', renewalKind: 'none' },
  ],
  [
    "distribution agreement of three years renewing yearly unless six months' notice",
    [
      'DISTRIBUTION AGREEMENT',
      'This Distribution Agreement is made as of May 1, 2026 between Alpine Outdoor GmbH ("Supplier") and Summit Gear Ltd. ("Distributor").',
      "14. Term. The initial term is three years from the date of this Agreement. Thereafter the Agreement renews for successive one-year terms unless either party gives six months' notice before the end of the then current term.",
      '15. Governing Law. This Agreement is governed by the laws of Switzerland.',
    ],
    {
      effectiveDate: '2026-05-01',
      expirationDate: '2029-05-01',
      renewalKind: 'automatic',
      noticePeriodDays: 180,
      parties: ['Alpine Outdoor GmbH', 'Summit Gear Ltd'],
    },
  ],
  [
    'NDA whose term runs three years from an effective date given after it',
    [
      'CONFIDENTIALITY AGREEMENT',
      'Parties: Vantage Robotics, Inc. and Orion Precision Machining LLC.',
      "1. Each party shall keep the other party's Confidential Information confidential.",
      '6. This Agreement expires three (3) years after the Effective Date.',
      'Effective Date: March 10, 2026',
    ],
    { expirationDate: '2029-03-10', renewalKind: 'none' },
  ],
  // The seventy-sixth batch (29 November, thirty-fifth session), written before its first run and aimed at no change.
  [
    "design tool's e-mail: a monthly subscription renews on a date",
    [
      'Subject: Your Canva Teams subscription',
      'Hi Marco,',
      'Your Canva Teams monthly subscription renews automatically on December 12, 2026.',
      'You can cancel anytime from your account settings.',
    ],
    { expirationDate: '2026-12-12', renewalKind: 'automatic' },
  ],
  [
    "commercial lease with a tenant's option to extend for five years",
    [
      'LEASE AGREEMENT',
      'Landlord: Brookfield Plaza Holdings LLC',
      'Tenant: Sunrise Dental Group, P.C.',
      'Term: Five (5) years commencing July 1, 2026 and ending June 30, 2031.',
      'Option to Extend: Tenant may extend the Term for one additional period of five (5) years by written notice given at least nine (9) months before the expiration of the Term.',
    ],
    { expirationDate: '2031-06-30', renewalKind: 'option', noticePeriodDays: null },
  ],
  [
    "website maintenance agreement renewing every three months unless 15 days' notice",
    [
      'WEBSITE MAINTENANCE AGREEMENT',
      'This Agreement between PixelForge Studio LLC ("Developer") and Greenleaf Organics Inc. ("Client") begins on January 1, 2027.',
      "It renews automatically every three months unless either party gives 15 days' written notice before the end of the current quarter.",
      'Fee: $450 per month.',
    ],
    { renewalDate: '2027-04-01', cancelByDate: '2027-03-17', renewalKind: 'automatic', noticePeriodDays: 15 },
  ],
  [
    'offer letter for employment at will',
    [
      'Dear Priya,',
      'We are pleased to offer you the position of Senior Data Analyst at Meridian Health Partners, Inc., starting on February 1, 2027.',
      'Your employment with the Company will be at will, meaning that either you or the Company may end it at any time, with or without cause.',
      'Your annual salary will be $112,000.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "software vendor's renewal quote: licences expire on a date unless renewed",
    [
      'Subject: Renewal quote for your Autodesk licences',
      'Your AutoCAD subscriptions (10 seats) expire on March 31, 2027.',
      'To renew for another year, please sign the attached quote before that date. Subscriptions that are not renewed will end on the expiry date.',
    ],
    { expirationDate: '2027-03-31', autoRenews: false },
  ],
  [
    'English tenancy of twelve months, then monthly until ended by notice',
    [
      'ASSURED SHORTHOLD TENANCY AGREEMENT',
      'Landlord: Mr David Hughes',
      'Tenant: Ms Sarah Collins',
      'The tenancy is for a fixed term of 12 months starting on 1 September 2026.',
      "After the fixed term the tenancy will continue as a monthly periodic tenancy until either party ends it by giving notice: the Tenant at least one month's notice and the Landlord at least two months' notice.",
    ],
    { expirationDate: '2027-09-01', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'maintenance contract for a period between two day-first dates',
    [
      'MAINTENANCE CONTRACT No. MC-2026-118',
      'Customer: Riverside Printing Co.',
      'Contractor: Apex Press Services Ltd.',
      'Contract period: 01/04/2026 to 31/03/2027',
      'Visits: quarterly preventive maintenance.',
    ],
    { expirationDate: '2027-03-31' },
  ],
  [
    'sponsorship agreement for a race season that expires on a date',
    [
      'SPONSORSHIP AGREEMENT',
      'This Sponsorship Agreement is entered into on February 10, 2027 by and between Lakeside Marathon Association ("Organizer") and Peak Performance Beverages, Inc. ("Sponsor").',
      '1. Term. This Agreement covers the 2027 race season and expires on November 30, 2027.',
      '2. Sponsorship Fee. Sponsor shall pay $25,000.',
    ],
    {
      effectiveDate: '2027-02-10',
      expirationDate: '2027-11-30',
      renewalKind: 'none',
      parties: ['Lakeside Marathon Association', 'Peak Performance Beverages, Inc'],
    },
  ],
  [
    "hosting agreement of a 24-month minimum term, then yearly unless 60 days' notice",
    [
      'HOSTING SERVICES AGREEMENT',
      'Provider: Nimbus Cloud Hosting B.V.',
      'Customer: Larkspur Media Ltd',
      'Start date: 1 December 2026',
      'Minimum term: 24 months',
      "After the minimum term, this Agreement renews for periods of 12 months unless either party gives at least 60 days' written notice before the end of the minimum term or any renewal period.",
    ],
    { expirationDate: '2028-12-01', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'NDA in force for two years from the last signature',
    [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'This Agreement is entered into between Quantis Labs Ltd. and Helio Devices GmbH.',
      'This Agreement shall remain in force for two (2) years from the date of the last signature below.',
      'Signed: 14 January 2027 (Quantis Labs Ltd.)',
      'Signed: 21 January 2027 (Helio Devices GmbH)',
    ],
    { expirationDate: '2029-01-21', renewalKind: 'none' },
  ],
  // The seventy-seventh batch (29 November, thirty-fifth session), written before its first run and aimed at no change.
  [
    "insurer's e-mail: a business policy renews on a date for a further twelve months",
    [
      'Subject: Your business insurance renews on 1 March 2027',
      'Dear Ms Park,',
      'Your Commercial Combined policy with Harbour Mutual will renew automatically on 1 March 2027 for a further 12 months.',
      'If you do not wish to renew, please let us know before that date.',
      'Annual premium: £2,340.',
    ],
    { expirationDate: '2027-03-01', renewalKind: 'automatic' },
  ],
  [
    'statement of work with a period of performance between two dates',
    [
      'STATEMENT OF WORK No. 4',
      'Under the Master Services Agreement dated June 1, 2024 between Clearwater Analytics LLC and Ridgeline Bank.',
      'Period of performance: January 4, 2027 through June 30, 2027.',
      'Fees: time and materials, not to exceed $180,000.',
    ],
    { expirationDate: '2027-06-30', renewalKind: 'none' },
  ],
  [
    "perpetual licence with yearly support renewing unless sixty days' notice",
    [
      'SOFTWARE LICENSE AND SUPPORT AGREEMENT',
      'Licensor grants Customer a perpetual, non-exclusive license to use the Software.',
      "Support Services are provided for an initial term of one (1) year from the Effective Date and renew automatically for successive one (1) year terms unless either party gives sixty (60) days' notice of non-renewal.",
      'Effective Date: April 15, 2026',
    ],
    { expirationDate: '2027-04-15', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'talent agency agreement of three years from the date it was made',
    [
      'TALENT AGENCY AGREEMENT',
      'This Agreement is made on 3 March 2027 between Brightlight Talent Agency Ltd ("Agency") and Jordan Ellis ("Artist").',
      'The term of this Agreement is three (3) years from the date of this Agreement.',
      "Commission: 15% of the Artist's gross earnings.",
    ],
    {
      effectiveDate: '2027-03-03',
      expirationDate: '2030-03-03',
      renewalKind: 'none',
      parties: ['Brightlight Talent Agency Ltd', 'Jordan Ellis'],
    },
  ],
  [
    'equipment rental billed weekly until the equipment is returned',
    [
      'EQUIPMENT RENTAL AGREEMENT',
      'Renter: Castle Builders Inc.',
      'Equipment: CAT 308 mini excavator',
      'Rental start: November 30, 2026',
      'Rate: $1,250 per week, billed weekly until the equipment is returned.',
    ],
    { expirationDate: null, noticePeriodDays: null },
  ],
  [
    "pharmacy services agreement of two years renewing yearly unless ninety days' notice",
    [
      'PHARMACY SERVICES AGREEMENT',
      'This Agreement is entered into as of July 1, 2026 by and between Sunnyvale Care Center, LLC ("Facility") and CarePoint Pharmacy Services, Inc. ("Pharmacy").',
      'This Agreement shall have an initial term of two (2) years and shall automatically renew for additional one (1) year terms unless either party provides written notice of non-renewal at least ninety (90) days prior to the expiration of the then-current term.',
    ],
    {
      effectiveDate: '2026-07-01',
      expirationDate: '2028-07-01',
      renewalKind: 'automatic',
      noticePeriodDays: 90,
    },
  ],
  [
    "buyer's letter extending a consulting agreement to a new date",
    [
      'Dear Mr. Grant,',
      'Re: Extension of Consulting Agreement dated February 1, 2025',
      'We are pleased to confirm that the term of the Consulting Agreement is extended to January 31, 2027. All other terms remain unchanged.',
      'Sincerely, Anne Porter, Director of Procurement',
    ],
    { expirationDate: '2027-01-31' },
  ],
  [
    'Indian annual maintenance contract valid between two dotted dates',
    [
      'ANNUAL MAINTENANCE CONTRACT',
      'This AMC is valid from 01.04.2026 to 31.03.2027.',
      'Service provider: Techno Cool Services Pvt. Ltd.',
      'Customer: Green Valley Hospital',
      'Charges: Rs. 85,000 per annum plus GST.',
    ],
    { expirationDate: '2027-03-31', renewalKind: 'none' },
  ],
  [
    "newspaper's receipt: an annual digital subscription renews on a date",
    [
      'Receipt from The Economist',
      'Digital subscription — annual',
      'Amount paid: $249.00 on November 20, 2026',
      'Your subscription will automatically renew on November 20, 2027 unless you cancel before then.',
    ],
    { expirationDate: '2027-11-20', renewalKind: 'automatic' },
  ],
  // The seventy-eighth batch (29 November, thirty-fifth session), written before its first run and aimed at no change.
  [
    "accounting firm's engagement letter for one tax year, renewing unless terminated",
    [
      'Dear Ms. Alvarez,',
      'This letter confirms that Whitfield & Crane CPAs LLP will prepare the 2026 federal and state income tax returns for Alvarez Design Studio LLC.',
      'This engagement begins on January 15, 2027 and will automatically renew each year for the following tax year unless either of us terminates it in writing before December 1 of the current year.',
      'Our fee for this engagement is $3,800.',
    ],
    { effectiveDate: '2027-01-15', renewalKind: 'automatic' },
  ],
  [
    'cleaning services contract of one year from a start date, no renewal',
    [
      'COMMERCIAL CLEANING AGREEMENT',
      'Client: Lakeview Medical Offices LLC',
      'Contractor: SparkClean Janitorial Inc.',
      'Commencement Date: 1 March 2027',
      'Term: 12 months from the Commencement Date. This Agreement does not renew automatically.',
      'Price: $2,150 per month.',
    ],
    { expirationDate: '2028-03-01', renewalKind: 'none' },
  ],
  [
    "SaaS vendor's price-increase e-mail before an annual renewal",
    [
      'Subject: Upcoming changes to your HubSpot Marketing Professional plan',
      'Hi team,',
      'Your annual HubSpot subscription renews on February 1, 2027.',
      'At renewal, the price will increase from $9,600 to $10,800 per year. If you do not want to renew, you must cancel at least 30 days before your renewal date.',
    ],
    { expirationDate: '2027-02-01', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "German supply agreement for an indefinite period ended on six months' notice",
    [
      'SUPPLY AGREEMENT',
      'between Müller Präzisionsteile GmbH, Stuttgart ("Supplier") and Nordic Drives AB, Gothenburg ("Buyer")',
      '§ 12 Term',
      "This Agreement enters into force on 1 April 2026 and is concluded for an indefinite period. Either party may terminate it with six (6) months' notice to the end of a calendar quarter.",
    ],
    { effectiveDate: '2026-04-01', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    'research collaboration agreement of three years from its effective date, extendable by agreement',
    [
      'RESEARCH COLLABORATION AGREEMENT',
      'This Agreement is entered into as of September 1, 2026 by and between Westbrook University ("University") and Helix Therapeutics, Inc. ("Company").',
      '9.1 Term. This Agreement shall remain in effect for three (3) years from the Effective Date unless extended by written agreement of the parties.',
    ],
    {
      effectiveDate: '2026-09-01',
      expirationDate: '2029-09-01',
      parties: ['Westbrook University', 'Helix Therapeutics, Inc'],
    },
  ],
  [
    "domain registrar's expiry e-mail with auto-renew on",
    [
      'Subject: Your domain lakeshorebakery.com expires soon',
      'Your domain lakeshorebakery.com expires on January 9, 2027.',
      'Auto-renew is ON: we will renew it for 1 year using your card on file 7 days before it expires.',
      'Renewal price: $21.99',
    ],
    { expirationDate: '2027-01-09', renewalKind: 'automatic' },
  ],
  [
    "franchise agreement of ten years with a renewal at the franchisee's option",
    [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement is made on June 1, 2026 between Golden Crust Franchising, LLC ("Franchisor") and Bayside Bakeries, Inc. ("Franchisee").',
      '3.1 Initial Term. The initial term of this Agreement is ten (10) years from the date of this Agreement.',
      '3.2 Renewal. Franchisee may renew the franchise for one additional term of ten (10) years if Franchisee gives Franchisor written notice at least twelve (12) months before the end of the initial term.',
    ],
    { effectiveDate: '2026-06-01', expirationDate: '2036-06-01', renewalKind: 'option' },
  ],
  [
    'payroll services order form with a 36-month term from a go-live date written beside it',
    [
      'ORDER FORM',
      'Customer: Redwood Valley Schools',
      'Provider: PayWise Solutions, Inc.',
      'Go-Live Date: July 1, 2026',
      'Initial Term: 36 months from the Go-Live Date',
      "Renewal: automatic 12-month renewals unless either party gives 90 days' notice of non-renewal",
    ],
    { expirationDate: '2029-07-01', renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  [
    'memorandum of understanding valid for two years from signature, no renewal',
    [
      'MEMORANDUM OF UNDERSTANDING',
      'This Memorandum of Understanding is signed on 14 May 2026 between the Port of Halden and Baltic Ferry Lines AS.',
      'This MoU shall remain valid for two (2) years from the date of its signature.',
      'Either party may withdraw from this MoU by written notice.',
    ],
    { expirationDate: '2028-05-14', renewalKind: 'none' },
  ],
  [
    'event venue agreement for a single date',
    [
      'VENUE HIRE AGREEMENT',
      'Hirer: Northern Lights Film Festival Ltd',
      'Venue: The Granary Hall',
      'Event date: 21 August 2027',
      'Hire fee: £4,500, of which a deposit of £1,000 is payable on signature.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  // The seventy-ninth batch (29 November, thirty-fifth session), written before its first run and aimed at no change.
  [
    "video platform's receipt: a monthly plan billed on the 8th renews each month",
    [
      'Receipt from Vimeo',
      'Vimeo Pro — monthly plan',
      'Billed on November 8, 2026: $20.00',
      'Your plan renews automatically every month. Next billing date: December 8, 2026.',
    ],
    { renewalKind: 'automatic', renewalDate: '2026-12-08' },
  ],
  [
    'landscaping contract for a season between two dates',
    [
      'LANDSCAPE MAINTENANCE CONTRACT',
      'Property: Oak Hollow Condominium Association',
      'Contractor: GreenEdge Landscaping LLC',
      'Season: April 1, 2027 through October 31, 2027',
      'Mowing weekly; spring and fall cleanups included.',
    ],
    { expirationDate: '2027-10-31', renewalKind: 'none' },
  ],
  [
    "loan servicing agreement of five years renewing for five-year terms unless 180 days' notice",
    [
      'SUBSERVICING AGREEMENT',
      'This Subservicing Agreement is entered into as of August 1, 2026 by and between Harbor Home Loans, LLC ("Owner") and Cornerstone Loan Servicing, Inc. ("Subservicer").',
      'Section 9.1 Term. The initial term of this Agreement shall be five (5) years from the date hereof. This Agreement shall automatically renew for successive five (5) year terms unless either party delivers written notice of non-renewal to the other at least one hundred eighty (180) days prior to the end of the then-current term.',
    ],
    {
      effectiveDate: '2026-08-01',
      expirationDate: '2031-08-01',
      renewalKind: 'automatic',
      noticePeriodDays: 180,
    },
  ],
  [
    'advisory board letter for one year from acceptance',
    [
      'Dear Dr. Osei,',
      'We are delighted to invite you to join the Scientific Advisory Board of Quantum Leaf Bio, Inc. for a term of one (1) year beginning March 1, 2027.',
      'You will receive an annual retainer of $10,000.',
      'Please sign below to accept.',
    ],
    { expirationDate: '2028-03-01', renewalKind: 'none' },
  ],
  [
    'Canadian services agreement in force until a date, extendable by the client on notice',
    [
      'SERVICES AGREEMENT',
      'This Agreement is made as of the 1st day of February, 2027 between Maple Ridge Analytics Inc. ("Consultant") and the Corporation of the City of Kelowna ("City").',
      '2.1 This Agreement shall be in force until January 31, 2029.',
      '2.2 The City may extend this Agreement for up to two (2) additional one-year periods by giving the Consultant written notice at least sixty (60) days before the expiry date.',
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2029-01-31', renewalKind: 'option' },
  ],
  [
    'storage unit rental e-mail: monthly until the tenant gives notice',
    [
      'Subject: Welcome to SecureSpace Self Storage',
      'Hi Daniel,',
      'Your rental of unit C-214 starts on December 1, 2026 at $145 per month.',
      "Your rental continues month to month until you give us at least 10 days' notice that you are moving out.",
    ],
    { renewalKind: 'automatic', noticePeriodDays: 10 },
  ],
  [
    'Singapore distribution agreement of three years with no renewal',
    [
      'EXCLUSIVE DISTRIBUTION AGREEMENT',
      'THIS AGREEMENT is made on 15 January 2027 BETWEEN Lumen Optics Pte. Ltd. (UEN 201912345K) ("Principal") AND Borneo Vision Sdn. Bhd. ("Distributor").',
      '3. DURATION. This Agreement shall continue for a period of three (3) years from the date hereof and shall then expire unless renewed in writing by both parties.',
    ],
    {
      effectiveDate: '2027-01-15',
      expirationDate: '2030-01-15',
      parties: ['Lumen Optics Pte. Ltd', 'Borneo Vision Sdn. Bhd'],
    },
  ],
  [
    "security monitoring contract of 36 months renewing yearly unless 30 days' notice",
    [
      'ALARM MONITORING AGREEMENT',
      'Customer: Birchwood Dental Clinic',
      'Service start: 05/01/2026',
      "Term: 36 months from the service start date, then automatically renewing for 1-year terms unless either party gives 30 days' written notice before the end of the current term.",
      'Monthly fee: $59.95',
    ],
    { expirationDate: '2029-05-01', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'amendment extending a supply agreement to a new end date',
    [
      'AMENDMENT NO. 3 TO SUPPLY AGREEMENT',
      'This Amendment No. 3 is entered into as of October 1, 2026 between Cobalt Foods Inc. ("Buyer") and Prairie Grain Cooperative ("Seller").',
      '1. Section 2.1 of the Supply Agreement is amended to read: "The term of this Agreement shall expire on December 31, 2028."',
      '2. All other terms of the Supply Agreement remain in full force and effect.',
    ],
    { expirationDate: '2028-12-31' },
  ],
  [
    'photography engagement for a single wedding date',
    [
      'PHOTOGRAPHY AGREEMENT',
      'Client: Emma and Liam Novak',
      'Photographer: Silver Frame Studio',
      'Event: Wedding on June 12, 2027, 2:00 p.m. to 10:00 p.m.',
      'Package: $3,200; retainer of $800 due on signing.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a SaaS order form: 12 months from a start date, renewing for 12-month terms unless 60 days' notice",
    [
      'ORDER FORM #Q-8841',
      'Customer: Tallgrass Analytics LLC',
      'Subscription Start Date: 2026-12-15',
      'Subscription Term: 12 months',
      'Renewal: This Order Form renews automatically for successive 12-month terms unless either party gives notice of non-renewal at least 60 days before the end of the then-current term.',
      'Fees: USD 18,000 per year, invoiced annually in advance.',
    ],
    {
      effectiveDate: '2026-12-15',
      expirationDate: '2027-12-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    "a landlord's letter: the lease expires on a date, with an option to renew for three years",
    [
      'Re: Lease of Unit 4, Hawthorn Trade Park',
      'Dear Ms Okafor,',
      'We write to remind you that your lease expires on 31 March 2027.',
      'Under clause 5.2 of the lease you have the option to renew it for a further term of three years by giving us written notice no later than 30 September 2026.',
      'Yours sincerely, Hawthorn Estates Ltd',
    ],
    { expirationDate: '2027-03-31', renewalKind: 'option' },
  ],
  [
    'a fixed-term employment offer from one date to another, ended early on four weeks’ notice',
    [
      'Subject: Your offer of employment',
      'Dear Tomasz,',
      'We are pleased to offer you a fixed-term contract as Project Coordinator from 4 January 2027 to 2 July 2027.',
      "Either party may end this contract early by giving four weeks' notice in writing.",
      'Kind regards, Fenwick Civil Engineering Ltd',
    ],
    { effectiveDate: '2027-01-04', expirationDate: '2027-07-02', renewalKind: 'none' },
  ],
  [
    "an insurer's renewal e-mail: the policy renews on a date for another 12 months unless told otherwise",
    [
      'Subject: Your business insurance renewal',
      'Policy number: BOP-22817',
      'Your business insurance policy renews on February 1, 2027.',
      'Your policy will renew automatically for another 12 months at the premium shown below unless you tell us before the renewal date that you do not want it to renew.',
      'Annual premium: $2,418.00',
    ],
    { expirationDate: '2027-02-01', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    "a maintenance agreement renewing each quarter from its effective date unless 15 days' notice",
    [
      'SOFTWARE MAINTENANCE AGREEMENT',
      'Effective Date: March 1, 2026',
      'Customer: Orchard Valley Veterinary Clinic',
      "This Agreement renews automatically each quarter unless either party gives 15 days' written notice before the end of the current quarter.",
      'Quarterly fee: $375',
    ],
    { effectiveDate: '2026-03-01', renewalKind: 'automatic', renewalTermMonths: 3, noticePeriodDays: 15 },
  ],
  [
    'a mutual NDA in force for two years from the date above, its confidentiality surviving five',
    [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'This Agreement is made on 3 November 2026 between Harrow Robotics Ltd and Quayside Ventures LLP.',
      '8. Term. This Agreement shall remain in force for two years from the date above. The obligations of confidentiality shall survive for five years after its termination.',
    ],
    {
      effectiveDate: '2026-11-03',
      expirationDate: '2028-11-03',
      renewalKind: 'none',
      parties: ['Harrow Robotics Ltd', 'Quayside Ventures LLP'],
    },
  ],
  [
    "an annual membership, paid monthly, renewing each year on its start date unless 30 days' notice",
    [
      'Membership Confirmation',
      'Member: Priya Shah',
      'Membership type: Annual, paid monthly',
      'Start date: 10 April 2026',
      "Your membership renews automatically each year on the anniversary of your start date. To cancel, give us at least 30 days' notice before your renewal date.",
    ],
    // First written with the renewal day as the end: no term is written, and the end stays unread, as the seventy-sixth
    // batch's maintenance agreement renewing every three months settled; the renewal and cancel-by dates are asked.
    {
      effectiveDate: '2026-04-10',
      renewalDate: '2027-04-10',
      cancelByDate: '2027-03-11',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    'a statement of work with a period of performance, extended only by mutual written agreement',
    [
      'STATEMENT OF WORK No. 4',
      'Client: Redfern Logistics Inc. Consultant: Ashby Data Partners LLC',
      'Period of performance: January 11, 2027 through June 30, 2027.',
      'This SOW may be extended by mutual written agreement of the parties.',
      'Fees: time and materials, not to exceed $85,000.',
    ],
    { effectiveDate: '2027-01-11', expirationDate: '2027-06-30', renewalKind: 'mutual' },
  ],
  [
    'a hosting invoice with a day-first service period and an auto-renewal on the day after it ends',
    [
      'INVOICE 2026-1187',
      'Plan: Business Hosting (annual)',
      'Service period: 15/12/2026 – 14/12/2027',
      'Your plan will auto-renew on 15/12/2027 unless you cancel before then.',
      'Total: GBP 240.00',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    "a registrar's e-mail: a domain set to auto-renew on a date for 2 years",
    [
      'Subject: Your domain harborlights.co.uk renews soon',
      'Your domain name harborlights.co.uk is set to auto-renew on 12 January 2027 for 2 years at £23.98.',
      'To stop the renewal, turn off auto-renew in your account before that date.',
    ],
    { expirationDate: '2027-01-12', renewalKind: 'automatic', renewalTermMonths: 24 },
  ],
  [
    "a property management agreement of one year from a date, renewing yearly unless 60 days' notice",
    [
      'PROPERTY MANAGEMENT AGREEMENT',
      'Owner: Gail Thornton. Agent: Keystone Property Management LLC.',
      'This Agreement begins on February 1, 2027 and continues for one year. It renews automatically for additional one-year terms unless either party gives written notice of termination at least 60 days before the end of the current term.',
      'Management fee: 8% of monthly rent collected.',
    ],
    {
      effectiveDate: '2027-02-01',
      expirationDate: '2028-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    'a software quote valid until a date, for a one-year subscription starting on order',
    [
      'QUOTE Q-2026-0915',
      'Valid until: December 31, 2026',
      'Product: AutoCAD LT, 1-year subscription, 3 seats',
      'Subscription start: upon order',
      'Total: $1,485.00',
    ],
    { expirationDate: null },
  ],
  [
    "a payroll services agreement that continues until ended on 90 days' notice",
    [
      'PAYROLL SERVICES AGREEMENT',
      'Client: Moorland Veterinary Practice Ltd',
      'Effective Date: 1 March 2026',
      "This Agreement continues until terminated by either party on ninety (90) days' written notice.",
    ],
    { effectiveDate: '2026-03-01', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "a freelancer's agreement for project dates from one day to another",
    [
      'FREELANCE AGREEMENT',
      'Designer: Noor Haddad',
      'Client: Blue Finch Media Ltd',
      'Project dates: 6 January 2027 to 28 March 2027',
      'Fee: £6,500, payable in two instalments.',
    ],
    { effectiveDate: '2027-01-06', expirationDate: '2027-03-28', renewalKind: 'none' },
  ],
  [
    'a car lease of 36 months from a slashed start date, with a purchase option at its end',
    [
      'VEHICLE LEASE AGREEMENT',
      'Lease start date: 10/15/2026',
      'Lease term: 36 months',
      'Monthly payment: $489.00',
      'At lease end you may purchase the vehicle for the residual value of $18,250.',
    ],
    { effectiveDate: '2026-10-15', expirationDate: '2029-10-15', renewalKind: 'none' },
  ],
  [
    "a coworking invoice for a month's hot desk, renewing each month",
    [
      'INVOICE',
      'Hot desk membership (monthly)',
      'Period: 1 December 2026 – 31 December 2026',
      'Your membership renews automatically each month. Cancel by giving notice before the 15th of the month for the end of that month.',
      'Amount: £180.00',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 1 },
  ],
  [
    "a maintenance provider's letter: the contract expires on a date, renewed for 12 months by returning a form",
    [
      'Dear Customer,',
      'Your maintenance contract MC-4471 for the Haas VF-2 machining centre expires on 31 January 2027.',
      'To renew it for a further 12 months, please sign and return the enclosed renewal form by 15 January 2027.',
      'Kind regards, Precision Machine Services Ltd',
    ],
    { expirationDate: '2027-01-31', renewalKind: 'option' },
  ],
  [
    "a permanent employment contract with a probationary period and a month's notice after it",
    [
      'EMPLOYMENT CONTRACT',
      'Employee: Sofia Marquez',
      'Start date: 2 November 2026',
      'This is a permanent contract. The first six months are a probationary period.',
      "After the probationary period, either party may end employment by giving one month's notice.",
    ],
    { effectiveDate: '2026-11-02', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    'an annual maintenance renewal invoice with a day-first coverage period',
    [
      'INVOICE 77120',
      'Annual Software Maintenance – Renewal',
      'Coverage period: 01/04/2027 – 31/03/2028',
      'Amount due: £1,200.00 + VAT',
    ],
    { effectiveDate: '2027-04-01', expirationDate: '2028-03-31' },
  ],
  [
    "a broadband contract summary: 18 months from an activation date, then monthly rolling with 30 days' notice",
    [
      'Contract summary',
      'Provider: Sky Ridge Broadband Ltd',
      'Minimum contract period: 18 months from your activation date (9 December 2026).',
      "At the end of your minimum period, your contract will continue on a monthly rolling basis and you can leave with 30 days' notice.",
      'Monthly price: £32.00',
    ],
    {
      effectiveDate: '2026-12-09',
      expirationDate: '2028-06-09',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    'a residential lease for a calendar year, month-to-month only with consent after it',
    [
      'RESIDENTIAL LEASE AGREEMENT',
      'Lease Term: The lease begins on January 1, 2027 and ends on December 31, 2027.',
      "If Tenant remains after the end of the lease with Landlord's consent, the tenancy becomes month-to-month.",
      'Rent: $1,850 per month, due on the first day of each month.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31' },
  ],
  [
    "a SaaS vendor's e-mail: an annual plan renews automatically on a date for a stated price",
    [
      'Subject: Your Notion Business plan renews on March 3, 2027',
      'Your annual subscription will renew automatically on March 3, 2027 for $1,920.00.',
      "If you'd like to make changes, do so before your renewal date.",
    ],
    { expirationDate: '2027-03-03', renewalKind: 'automatic', renewalTermMonths: 12, amount: 1920 },
  ],
  [
    'a support agreement between labelled start and end dates that does not renew automatically',
    [
      'SUPPORT AGREEMENT',
      'Support Start Date: 1 July 2026',
      'Support End Date: 30 June 2027',
      'This support agreement does not renew automatically. Contact us to purchase a further year of support.',
    ],
    { effectiveDate: '2026-07-01', expirationDate: '2027-06-30', renewalKind: 'none' },
  ],
  [
    "a gym membership: a 12-month commitment from a day-first start, renewing for 12 months unless 30 days' notice",
    [
      'Membership Agreement',
      'Start date: 15/01/2027',
      'Commitment: 12 months',
      'Your membership renews for a further 12 months at the end of each commitment period unless you tell us in writing at least 30 days before.',
    ],
    {
      effectiveDate: '2027-01-15',
      expirationDate: '2028-01-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    "a cleaning services agreement: an initial 12 months, then until three months' notice",
    [
      'CLEANING SERVICES AGREEMENT',
      'This Agreement starts on 1 February 2027 and runs for an initial term of 12 months.',
      "It then continues until either party gives the other three months' written notice.",
      'Charges: £1,150 per month.',
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2028-02-01', renewalKind: 'evergreen', noticePeriodDays: 90 },
  ],
  [
    "a carrier's rate agreement: rates valid for a calendar year",
    [
      'RATE AGREEMENT',
      'Shipper: Oakline Foods Inc. Carrier: Midwest Reefer Lines LLC',
      'Rates in Schedule A are valid from January 1, 2027 through December 31, 2027.',
      'Fuel surcharge applies per the DOE index.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31' },
  ],
  [
    'a confidentiality agreement that lasts 18 months from its labelled date',
    [
      'CONFIDENTIALITY AGREEMENT',
      'Date: 14 October 2026',
      'Parties: Fernhill Biotech Ltd and Castlegate Capital LLP',
      'This Agreement lasts for 18 months from its date.',
    ],
    {
      effectiveDate: '2026-10-14',
      expirationDate: '2028-04-14',
      parties: ['Fernhill Biotech Ltd', 'Castlegate Capital LLP'],
    },
  ],
  [
    "a vendor's cancellation confirmation: the subscription will not renew, access until a date",
    [
      'Subject: Your subscription has been cancelled',
      'Your Adobe Creative Cloud subscription will not renew.',
      'You will have access until January 9, 2027.',
    ],
    { expirationDate: '2027-01-09', renewalKind: 'none' },
  ],
  [
    'a sponsorship agreement for one season between two dates, renewable for the next by agreement of both',
    [
      'SPONSORSHIP AGREEMENT',
      'Season: 2027',
      'This Agreement covers the 2027 season, from 1 March 2027 to 31 October 2027, and may be renewed for the 2028 season by agreement of both parties.',
    ],
    { effectiveDate: '2027-03-01', expirationDate: '2027-10-31', renewalKind: 'mutual' },
  ],
  [
    "a web studio's welcome e-mail: a monthly care plan from a date, renewing each month until cancelled on 14 days' notice",
    [
      'Hi Jenna,',
      'Thanks for choosing Brightline Studio. Your monthly website care plan starts on December 1, 2026.',
      "The plan renews automatically every month until you cancel. You can cancel at any time with 14 days' notice.",
      'Price: $149 per month.',
    ],
    { effectiveDate: '2026-12-01', renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 14 },
  ],
  [
    "a landlord's letter: the lease ends on a date, a new 12-month lease offered if the tenant wishes to renew",
    [
      'Dear Tenant,',
      'Your lease at 42 Maple Court ends on February 28, 2027.',
      'We are pleased to offer you a new 12-month lease at $2,150 per month. Please let us know by January 15, 2027 whether you wish to renew.',
      'Sincerely, Maple Court Properties LLC',
    ],
    { expirationDate: '2027-02-28', renewalKind: 'option' },
  ],
  [
    "a managed services agreement: 36 months from a labelled effective date, renewing for 12-month terms unless 90 days' notice",
    [
      'MANAGED SERVICES AGREEMENT',
      'Client: Westbrook Dental Group PC',
      'Provider: NorthPeak IT Solutions LLC',
      'Effective Date: April 1, 2026',
      'Initial Term: 36 months from the Effective Date.',
      'Renewal: Upon expiration of the Initial Term, this Agreement will automatically renew for successive 12-month terms unless either party provides written notice of non-renewal at least 90 days prior to the end of the then-current term.',
    ],
    {
      effectiveDate: '2026-04-01',
      expirationDate: '2029-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    "a free trial's reminder: it ends on a date, then a yearly charge unless cancelled",
    [
      'Subject: Your free trial ends soon',
      'Your 14-day free trial of Canva Pro ends on December 2, 2026.',
      "After that, you'll be charged $119.99 per year unless you cancel before the trial ends.",
    ],
    { expirationDate: '2026-12-02', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    'a fixed-term academic appointment between two dates, renewable for another year by mutual written agreement',
    [
      'FIXED-TERM EMPLOYMENT AGREEMENT',
      'Employee: Daniel Okoro',
      'Employer: Lakeshore Community College',
      'Term: This Agreement is for the academic year beginning August 15, 2026 and ending May 31, 2027.',
      'The Agreement may be renewed for a further academic year by mutual written agreement.',
    ],
    { effectiveDate: '2026-08-15', expirationDate: '2027-05-31', renewalKind: 'mutual' },
  ],
  [
    "an insurance policy's declarations: a policy period from one date to the next at 12:01 A.M.",
    [
      'COMMERCIAL GENERAL LIABILITY POLICY DECLARATIONS',
      'Named Insured: Coastal Catering Co.',
      'Policy Period: From 03/15/2026 to 03/15/2027 12:01 A.M. Standard Time',
      'Premium: $3,482.00',
    ],
    { effectiveDate: '2026-03-15', expirationDate: '2027-03-15' },
  ],
  [
    'an annual commitment billed monthly that renews on a date, cancelled only in the days after it',
    [
      'Subject: Your subscription renews soon',
      'Your Microsoft 365 Business Standard subscription (annual commitment, billed monthly) renews on 5 February 2027.',
      'To cancel without charge, cancel within 7 days after your renewal date.',
    ],
    { expirationDate: '2027-02-05', renewalKind: 'automatic', renewalTermMonths: 12, noticePeriodDays: null },
  ],
  [
    "a caterer's agreement for one event that ends once the services are done and paid",
    [
      'CATERING AGREEMENT',
      'Client: Harlow Arts Foundation',
      'Event: Annual Gala, Saturday, April 17, 2027',
      'This Agreement ends when the event services are completed and the final invoice is paid.',
      'Deposit: 30% on signing.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "an Australian services agreement's key details: an initial term of 2 years, a further term at the customer's option",
    [
      'SERVICES AGREEMENT',
      'Commencement Date: 1 July 2026',
      'Initial Term: 2 years from the Commencement Date',
      "Further Term: 1 year, at the Customer's option, exercised by notice at least 60 days before the end of the Initial Term.",
    ],
    { effectiveDate: '2026-07-01', expirationDate: '2028-07-01', renewalKind: 'option' },
  ],
  [
    "a parking licence for six months from a start date, then month to month until a month's notice",
    [
      'PARKING LICENCE',
      'Licensor: Harbour View Estates Ltd',
      'Licensee: Dr. Amelia Ross',
      'Start date: 1 January 2027',
      "This licence is granted for a period of six months and will then continue month to month until either party gives one month's notice.",
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2027-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    'an offer of at-will employment from a start date',
    [
      'Dear Ms. Chen,',
      'We are pleased to offer you the position of Senior Accountant, starting on January 5, 2027.',
      'Your employment with Redwood Analytics Inc. will be at-will, meaning either you or the Company may end it at any time.',
    ],
    { effectiveDate: '2027-01-05', renewalKind: 'none' },
  ],
  [
    'an equipment lease of 60 months from a commencement date, renewable for 12 months at the lessee’s option',
    [
      'EQUIPMENT LEASE',
      'Lessee: Granite Peak Brewing Co.',
      'Commencement Date: March 1, 2026',
      'Term: 60 months',
      'At the end of the Term, Lessee may renew this Lease for 12 months or purchase the Equipment at fair market value.',
    ],
    { effectiveDate: '2026-03-01', expirationDate: '2031-03-01', renewalKind: 'option' },
  ],
  [
    "a website's terms of service that apply for as long as the service is used",
    [
      'TERMS OF SERVICE',
      'Last updated: 3 September 2026',
      'These Terms apply for as long as you use the Service.',
      'We may change these Terms by posting a new version on this page.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a snow removal agreement for a season between two dates, renewing for the next season unless cancelled',
    [
      'SNOW REMOVAL AGREEMENT',
      'Season: November 15, 2026 through April 15, 2027',
      'This agreement renews automatically for the next season unless either party cancels in writing by October 1.',
      'Fee: $2,400 per season.',
    ],
    { effectiveDate: '2026-11-15', expirationDate: '2027-04-15', renewalKind: 'automatic' },
  ],
  [
    'a consultancy agreement dated one day, its engagement for a fixed term of nine months from another',
    [
      'CONSULTANCY AGREEMENT',
      'This Agreement is dated 2 March 2026 and is made between Northlight Energy Ltd and Priya Raman.',
      'The Engagement shall commence on 9 March 2026 and shall continue for a fixed term of nine months.',
    ],
    { expirationDate: '2026-12-09', parties: ['Northlight Energy Ltd', 'Priya Raman'] },
  ],
  [
    "a support provider's thanks for a renewal: the new support period from one date to another",
    [
      'Dear Mr Hughes,',
      'Thank you for renewing your support contract. Your new support period runs from 1 January 2027 to 31 December 2027.',
      'Kind regards, Bramble IT Services',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31' },
  ],
  [
    "an elevator maintenance contract of five years renewing for five more unless 90 days' notice before the anniversary",
    [
      'ELEVATOR MAINTENANCE CONTRACT',
      'Commencement: 1 May 2026',
      'This contract is for five years and renews for further five-year periods unless either party gives notice at least 90 days before the anniversary of the commencement date on which it would renew.',
    ],
    {
      effectiveDate: '2026-05-01',
      expirationDate: '2031-05-01',
      renewalKind: 'automatic',
      renewalTermMonths: 60,
      noticePeriodDays: 90,
    },
  ],
  [
    "a provider's price increase letter that restates the contract's end date",
    [
      'Dear Customer,',
      'From 1 February 2027 the monthly price of your Business Fibre 500 plan will increase to £45.',
      'Your contract end date is unchanged: 31 July 2027.',
    ],
    { expirationDate: '2027-07-31' },
  ],
  [
    "a music service's monthly plan whose next payment is given in a sentence",
    [
      'Hi Sam,',
      'Thanks for being a Melodia Premium member. Your plan renews on the 18th of every month. Your next payment of £19.99 is on 18 December 2026.',
      'You can cancel any time in your account settings.',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 1, renewalDate: '2026-12-18', amount: 19.99, currency: 'GBP' },
  ],
  // The eighty-fifth batch (30 November, thirty-seventh session), written before its first run and aimed at no change.
  [
    "a SaaS vendor's renewal reminder with a price and thirty days to cancel before the renewal date",
    [
      'Subject: Your Acme Analytics subscription renews soon',
      'Hi Dana,',
      'Your Acme Analytics Team plan renews automatically on 15 January 2027 for another 12 months at $4,800.',
      'If you do not wish to renew, cancel at least 30 days before the renewal date in your account settings.',
      'Thanks, the Acme Analytics team',
    ],
    {
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-01-15',
      noticePeriodDays: 30,
      cancelByDate: '2026-12-16',
      amount: 4800,
      currency: 'USD',
    },
  ],
  [
    "a lease abstract with one five-year renewal option on nine months' notice",
    [
      'LEASE ABSTRACT',
      'Premises: Unit 4, 12 Harbour Road',
      'Lease Commencement Date: March 1, 2024',
      'Lease Term: Five (5) years',
      'Expiration Date: February 28, 2029',
      "Renewal Option: One (1) option to renew for five (5) years upon not less than nine (9) months' prior written notice to Landlord",
    ],
    {
      effectiveDate: '2024-03-01',
      expirationDate: '2029-02-28',
      renewalKind: 'option',
      renewalTermMonths: 60,
      noticePeriodDays: null,
    },
  ],
  [
    "an insurance policy schedule's policy period that will not renew automatically",
    [
      'COMMERCIAL PACKAGE POLICY - DECLARATIONS',
      'Named Insured: Crestline Bakeries LLC',
      'Insurer: Granite Mutual Insurance Company',
      'Policy Period: From 12:01 a.m. April 1, 2026 to 12:01 a.m. April 1, 2027, standard time at the address of the Named Insured',
      'This policy will not renew automatically. A renewal offer will be sent before the end of the policy period.',
    ],
    { effectiveDate: '2026-04-01', expirationDate: '2027-04-01', renewalKind: 'none' },
  ],
  [
    "an order form's 36-month subscription renewing for 12-month terms on 90 days' notice",
    [
      'ORDER FORM',
      'Customer: Lumen Dental Group',
      'Provider: Brightchart Software Inc.',
      'Subscription Start Date: 1 December 2026',
      'Subscription Term: 36 months',
      'Renewal: This subscription renews automatically for successive 12-month terms unless either party gives written notice of non-renewal at least 90 days before the end of the then-current term.',
    ],
    {
      effectiveDate: '2026-12-01',
      expirationDate: '2029-12-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      cancelByDate: '2029-09-02',
    },
  ],
  [
    "a registrar's notice that a domain expires with auto-renew off",
    [
      'Dear customer,',
      'Your domain example-bakery.co.uk expires on 14 February 2027.',
      'Auto-renew is off, so it will not renew unless you renew it manually before that date.',
    ],
    { expirationDate: '2027-02-14', renewalKind: 'none' },
  ],
  [
    'an equipment lease of sixty months from delivery that then runs month to month until notice',
    [
      'EQUIPMENT LEASE AGREEMENT',
      'This Equipment Lease is between Northfield Leasing Corp. ("Lessor") and Riverbend Clinics, P.C. ("Lessee").',
      'The lease term is sixty (60) months commencing on the Delivery Date, which is September 15, 2025.',
      "At the end of the term, this Lease will continue month-to-month unless Lessee gives Lessor at least sixty (60) days' written notice before the end of the term of its intent to return the Equipment.",
    ],
    {
      effectiveDate: '2025-09-15',
      expirationDate: '2030-09-15',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 60,
      cancelByDate: '2030-07-17',
      parties: ['Northfield Leasing Corp', 'Riverbend Clinics, P.C'],
    },
  ],
  [
    'a fixed-term employment contract with its start and end',
    [
      'FIXED-TERM EMPLOYMENT CONTRACT',
      'Employer: Greystone Housing Association',
      'Employee: Tomasz Nowak',
      'Your employment under this contract will start on 5 January 2027 and end on 4 January 2028.',
      "Either party may end this contract early by giving four weeks' written notice.",
    ],
    {
      effectiveDate: '2027-01-05',
      expirationDate: '2028-01-04',
      renewalKind: 'none',
      parties: ['Greystone Housing Association', 'Tomasz Nowak'],
    },
  ],
  [
    'a maintenance agreement for a year renewed for a further year unless cancelled 60 days before the renewal date',
    [
      'Planned Maintenance Agreement No. 4471',
      'This agreement covers the period 1 April 2026 to 31 March 2027 and will be renewed automatically for a further year unless cancelled in writing not less than 60 days before the renewal date.',
    ],
    {
      effectiveDate: '2026-04-01',
      expirationDate: '2027-03-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      cancelByDate: '2027-01-30',
    },
  ],
  [
    "a statement of work's period of performance under a master agreement of another date",
    [
      'STATEMENT OF WORK NO. 3',
      'This Statement of Work No. 3 is issued under the Master Services Agreement dated March 3, 2023 between Orbital Data Systems, Inc. and Keystone Freight LLC.',
      'Period of Performance: January 1, 2027 through December 31, 2027.',
      'Fees: $18,500 per month, invoiced monthly in arrears.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31' },
  ],
  [
    "a co-working membership's six-month minimum term that then continues monthly until a month's notice",
    [
      'MEMBERSHIP AGREEMENT',
      'Member: Pixel & Pine Studio Ltd',
      'Start date: 1 October 2026',
      'Membership type: Dedicated desk, £350 per month',
      "Minimum term: 6 months. After the minimum term, your membership continues on a monthly basis until you give one month's notice.",
    ],
    {
      effectiveDate: '2026-10-01',
      expirationDate: '2027-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
      renewalDate: '2027-04-01',
    },
  ],
  // The eighty-sixth batch (30 November, thirty-seventh session), written before its first run and aimed at no change.
  [
    "a broadband provider's confirmation of a 24-month minimum term that then rolls monthly",
    [
      'Welcome to Fibrelink Business',
      'Your 24-month contract starts on 3 December 2026. Minimum term ends: 2 December 2028.',
      "After your minimum term, your contract will continue on a rolling monthly basis. You can leave at any time after that by giving us 30 days' notice.",
    ],
    {
      effectiveDate: '2026-12-03',
      expirationDate: '2028-12-02',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    "a landlord's offer to renew an apartment lease for 12 months",
    [
      'Dear Resident,',
      'Your current lease expires on January 31, 2027. We are pleased to offer you a renewal for 12 months at $1,850 per month.',
      'Please sign and return the renewal by December 15, 2026.',
      'Sincerely, Maple Court Apartments',
    ],
    { expirationDate: '2027-01-31', renewalKind: 'option', renewalTermMonths: 12 },
  ],
  [
    "a software vendor's invoice for a year of annual maintenance",
    [
      'INVOICE INV-20931',
      'Bill to: Harbor Veterinary Clinic',
      'Annual Maintenance - Period: 01/01/2027 - 12/31/2027',
      'Amount due: $3,600.00',
      'Due date: January 15, 2027',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31' },
  ],
  [
    "a consulting agreement of six months renewing for three-month periods unless fourteen days' notice",
    [
      'CONSULTING AGREEMENT',
      "This Agreement commences on 1 February 2027 and continues for six (6) months, after which it will automatically renew for successive three (3) month periods unless either party gives fourteen (14) days' notice before the end of the then current period.",
      'The Consultant will invoice monthly at the day rate set out in Schedule 1.',
    ],
    {
      effectiveDate: '2027-02-01',
      expirationDate: '2027-08-01',
      renewalKind: 'automatic',
      renewalTermMonths: 3,
      noticePeriodDays: 14,
      cancelByDate: '2027-07-18',
    },
  ],
  [
    "a payroll bureau's letter that the agreement renews for a further 12 months unless three months' notice",
    [
      'Dear Mr Patel,',
      'We write to confirm that your Payroll Bureau agreement will renew on 1 April 2027 for a further 12 months. The annual fee will be £2,340 + VAT.',
      "If you wish to terminate, you must give us three months' written notice before the renewal date.",
      'Yours sincerely, Ledgerline Payroll Services',
    ],
    {
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-04-01',
      noticePeriodDays: 90,
      cancelByDate: '2027-01-01',
    },
  ],
  [
    'a hosting and support agreement of twelve months from the date of the last signature',
    [
      'WEBSITE HOSTING AND SUPPORT AGREEMENT',
      'Between Brightpixel Web Ltd and Thornfield Veterinary Practice.',
      'Term: This Agreement begins on the date of the last signature below and continues for 12 months.',
      'Signed for Brightpixel Web Ltd: 4 November 2026',
      'Signed for Thornfield Veterinary Practice: 6 November 2026',
    ],
    { effectiveDate: '2026-11-06', expirationDate: '2027-11-06' },
  ],
  [
    "a vendor's confirmation that a cancelled subscription stays active until a date and will not renew",
    [
      'We have received your cancellation request.',
      'Your subscription will remain active until 31 January 2027 and will not renew.',
      'You can reactivate it at any time before then.',
    ],
    { expirationDate: '2027-01-31', renewalKind: 'none' },
  ],
  [
    'a short office lease of thirty-nine months with one five-year option to extend',
    [
      'OFFICE LEASE',
      'This Lease is entered into by Harbor Point Properties LLC ("Landlord") and Copperleaf Dental PLLC ("Tenant").',
      "1. Term. The term of this Lease shall be thirty-nine (39) months, commencing on February 1, 2027 (the 'Commencement Date') and ending on April 30, 2030.",
      '2. Option to Extend. Tenant shall have the option to extend the Term for one (1) additional period of five (5) years by giving Landlord written notice not less than nine (9) months nor more than twelve (12) months prior to the expiration of the Term.',
      '3. Base Rent. Tenant shall pay Base Rent of $6,250.00 per month.',
    ],
    {
      effectiveDate: '2027-02-01',
      expirationDate: '2030-04-30',
      renewalKind: 'option',
      renewalTermMonths: 60,
      noticePeriodDays: null,
      parties: ['Harbor Point Properties LLC', 'Copperleaf Dental PLLC'],
    },
  ],
  [
    "a European agreement for a definite year tacitly extended for an indefinite period on a month's notice",
    [
      'SERVICE AGREEMENT',
      "This agreement is entered into for a definite period of one year, from 1 January 2027 until 31 December 2027, and will then be tacitly extended for an indefinite period, terminable by either party with one month's notice.",
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2027-12-31',
      renewalKind: 'evergreen',
      noticePeriodDays: 30,
    },
  ],
  // The eighty-seventh batch (30 November, thirty-seventh session), written before its first run and aimed at no change.
  [
    'a SaaS order confirmation whose term is a range in brackets, renewing for 12 months unless cancelled 60 days before',
    [
      'Order confirmation - Quillstack Business',
      'Term: 12 months (1 March 2027 – 28 February 2028)',
      'Auto-renewal: Yes, for successive 12-month terms unless cancelled at least 60 days before the end of the term.',
      'Annual fee: $7,200',
    ],
    {
      effectiveDate: '2027-03-01',
      expirationDate: '2028-02-28',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      cancelByDate: '2027-12-30',
    },
  ],
  [
    'a staffing agreement letter of one year renewing yearly unless 30 days before the anniversary date',
    [
      'Dear Ms Alvarez,',
      'This agreement is effective as of January 4, 2027 and will remain in effect for one year. Thereafter it will renew automatically for additional one-year periods unless either party gives written notice of termination at least 30 days before the anniversary date.',
      'Sincerely, Crestline Staffing Partners',
    ],
    {
      effectiveDate: '2027-01-04',
      expirationDate: '2028-01-04',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      cancelByDate: '2027-12-05',
    },
  ],
  [
    "a gym's confirmation of a cancelled membership with its last day of access",
    ['Your membership has been cancelled.', 'Your last day of access is 15 December 2026. We are sorry to see you go.'],
    { expirationDate: '2026-12-15', renewalKind: 'none' },
  ],
  [
    "an insurer's notice that a liability policy renews automatically and the card on file will be charged",
    [
      'Your policy GL-448812 renews on 1 March 2027. Your renewal premium is $4,210.',
      'No action is needed; your policy will renew automatically and your card on file will be charged.',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-03-01', amount: 4210, currency: 'USD' },
  ],
  [
    'a licence key e-mail valid between two ISO dates',
    [
      'Thank you for your purchase.',
      'License type: Annual subscription',
      'Valid from: 2026-11-20',
      'Valid until: 2027-11-19',
    ],
    { effectiveDate: '2026-11-20', expirationDate: '2027-11-19' },
  ],
  [
    "an English lease's heads of terms: ten years from completion with a tenant's break at year five",
    [
      'HEADS OF TERMS',
      'Premises: Unit 7, Riverside Trade Park',
      'Term: 10 years from the date of completion',
      "Break option: Tenant only, at the end of year 5 on 6 months' prior written notice",
      'Completion date: 24 June 2026',
    ],
    { effectiveDate: '2026-06-24', expirationDate: '2036-06-24', renewalKind: 'none' },
  ],
  [
    'a software licence ending on the third anniversary of an effective date given on its own line',
    [
      'SOFTWARE LICENSE AGREEMENT',
      'Effective Date: April 15, 2026',
      '1. Term. The initial term of this Agreement begins on the Effective Date and ends on the third anniversary of the Effective Date.',
      '2. License Fee. Licensee shall pay an annual license fee of $12,000.',
    ],
    { effectiveDate: '2026-04-15', expirationDate: '2029-04-15' },
  ],
  [
    "a Norwegian services agreement of two years extended a year at a time unless three months' notice",
    [
      'SERVICES AGREEMENT',
      "The Agreement enters into force on 1 January 2027 and runs for 2 years. The Agreement is then extended by 1 year at a time unless it is terminated in writing with 3 months' notice before expiry.",
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2029-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    "a cleaning contract of six months that then runs monthly until cancelled on 30 days' notice",
    [
      'CLEANING SERVICES - ACCEPTED QUOTE',
      "Contract period: 6 months from 1 January 2027, then monthly until cancelled with 30 days' notice.",
      'Price: £1,150 per month',
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2027-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    "a reseller's e-mail that team licences renew on their anniversary date",
    [
      'Hello,',
      'Your Creative Cloud for teams licences (5 seats) will renew on your anniversary date, 22 January 2027.',
      'To make changes to your seat count, contact us by 8 January 2027.',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-01-22' },
  ],
  // The eighty-eighth batch (30 November, thirty-seventh session), written before its first run and aimed at no change.
  [
    "a homeowners' association's landscaping contract for a year, renewing once unless 60 days' notice",
    [
      'LANDSCAPE SERVICES CONTRACT',
      'This contract shall be in effect from April 1, 2027 through March 31, 2028. It will automatically renew for one additional year unless either party provides written notice of cancellation 60 days prior to the expiration date.',
    ],
    {
      effectiveDate: '2027-04-01',
      expirationDate: '2028-03-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      cancelByDate: '2028-01-31',
    },
  ],
  [
    "an Australian service agreement's schedule with a further term at the customer's option",
    [
      'SCHEDULE - KEY DETAILS',
      'Commencement Date: 1 July 2026',
      'Term: 3 years',
      "Further Term: 2 years, at the Customer's option, on written notice not less than 3 months before the end of the Term",
    ],
    {
      effectiveDate: '2026-07-01',
      expirationDate: '2029-07-01',
      renewalKind: 'option',
      renewalTermMonths: 24,
      noticePeriodDays: null,
    },
  ],
  [
    "an analytics service's receipt for a renewed yearly subscription with its period",
    [
      'Your subscription to Fathom Analytics (Business, yearly) has been renewed.',
      'Amount paid: $540.00',
      'Period: Nov 20, 2026 – Nov 20, 2027',
      'Your subscription will renew automatically on Nov 20, 2027.',
    ],
    {
      effectiveDate: '2026-11-20',
      expirationDate: '2027-11-20',
      renewalKind: 'automatic',
      renewalDate: '2027-11-20',
      amount: 540,
      currency: 'USD',
    },
  ],
  [
    "an auditor's engagement letter that runs until the audit of a year is complete: no end",
    [
      'Dear Board of Directors,',
      'Our engagement will commence on 1 February 2027 and will continue until the completion of the audit of your financial statements for the year ending 31 December 2026.',
      'Our fees will be billed as work progresses.',
    ],
    { effectiveDate: '2027-02-01', expirationDate: null, renewalKind: 'none' },
  ],
  [
    'a Canadian equipment rental between ISO dates that then runs month to month until the equipment is returned',
    [
      'EQUIPMENT RENTAL AGREEMENT',
      'Rental period: 2026-12-01 to 2027-05-31. Thereafter month-to-month until the equipment is returned.',
      'Monthly rent: CAD 850',
    ],
    {
      effectiveDate: '2026-12-01',
      expirationDate: '2027-05-31',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
    },
  ],
  [
    "a video-conferencing vendor's reminder that an annual plan renews in 30 days, on a date, for a price",
    [
      'Heads up: your annual Zoom Workplace Business plan renews in 30 days, on December 22, 2026, for $2,199.00.',
      'To make changes, visit your billing page before then.',
    ],
    {
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2026-12-22',
      amount: 2199,
      currency: 'USD',
    },
  ],
  [
    "a German IT support contract of a minimum twelve months extended by twelve unless three months' notice",
    [
      'IT SUPPORT CONTRACT',
      'The contract has a minimum term of 12 months starting on 1 March 2027. It is extended by a further 12 months in each case unless terminated with a notice period of 3 months to the end of the respective term.',
    ],
    {
      effectiveDate: '2027-03-01',
      expirationDate: '2028-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    'an English confidentiality agreement ending two years from the date first written above',
    [
      'CONFIDENTIALITY AGREEMENT',
      'This Agreement is made on 9 September 2026 between Alder Biotech Ltd and Birchwood Capital LLP.',
      'This Agreement shall terminate two (2) years from the date first written above.',
    ],
    {
      effectiveDate: '2026-09-09',
      expirationDate: '2028-09-09',
      parties: ['Alder Biotech Ltd', 'Birchwood Capital LLP'],
    },
  ],
  [
    "a law firm's retainer on a month-to-month basis from its first day, ended on 30 days' notice",
    [
      'Dear Ms Chen,',
      "This engagement is on a month-to-month basis beginning January 1, 2027, and either party may terminate it upon 30 days' written notice.",
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: null,
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    "a food festival's confirmation of a season's sponsorship between two dates",
    [
      "We're delighted to confirm Harbourside Brewing as Gold Sponsor of the 2027 Riverside Food Festival.",
      'The sponsorship covers the festival season from 1 May 2027 to 30 September 2027.',
    ],
    { effectiveDate: '2027-05-01', expirationDate: '2027-09-30', renewalKind: 'none' },
  ],
  // The eighty-ninth batch (30 November, thirty-seventh session), written before its first run and aimed at no change.
  [
    'an English assured shorthold tenancy of a fixed year that then continues as a monthly periodic tenancy',
    [
      'ASSURED SHORTHOLD TENANCY AGREEMENT',
      'The tenancy will begin on 1 February 2027 and will be for a fixed term of 12 months ending on 31 January 2028.',
      'If neither party ends the tenancy at the end of the fixed term, it will continue as a periodic tenancy from month to month.',
    ],
    {
      effectiveDate: '2027-02-01',
      expirationDate: '2028-01-31',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
    },
  ],
  [
    "a SaaS agreement's defined twelve-month subscription term from a start date its order form gives",
    [
      'SUBSCRIPTION AGREEMENT',
      '"Subscription Term" means the period of twelve (12) months starting on the Subscription Start Date set out in the Order Form.',
      'ORDER FORM',
      'Subscription Start Date: 15 March 2027',
      'Fees: £18,000 per annum',
    ],
    { effectiveDate: '2027-03-15', expirationDate: '2028-03-15' },
  ],
  [
    'a consulting agreement effective on execution by both parties, dated at the signatures, until a date',
    [
      'CONSULTING AGREEMENT',
      'This Agreement shall commence on the date of execution by both parties and shall continue until December 31, 2027.',
      'Client signature: ____________ Date: October 3, 2026',
      'Consultant signature: ____________ Date: October 5, 2026',
    ],
    { effectiveDate: '2026-10-05', expirationDate: '2027-12-31' },
  ],
  [
    "a car insurer's notice that the policy renews on a date unless the customer calls before it",
    ['Your car insurance renews on 2 January 2027.', "If you don't want to renew, please call us before this date."],
    { renewalKind: 'automatic', renewalDate: '2027-01-02' },
  ],
  [
    "a source code escrow agreement of a year renewing yearly unless the depositor's notice sixty days before",
    [
      'SOURCE CODE ESCROW AGREEMENT',
      'Effective Date: 1 June 2026',
      'This Escrow Agreement shall have an initial term of one (1) year commencing on the Effective Date and shall be automatically renewed for additional one-year terms unless the Depositor notifies the Escrow Agent of its intent to cancel at least sixty (60) days before the expiration of the then-current term.',
    ],
    {
      effectiveDate: '2026-06-01',
      expirationDate: '2027-06-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      cancelByDate: '2027-04-02',
    },
  ],
  [
    "a freelancer's retainer letter for the months January to June 2027",
    [
      'Dear Priya,',
      'Thank you for confirming the retainer. This retainer covers January to June 2027, at 20 hours a month.',
      'I will invoice on the first working day of each month.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-06-30' },
  ],
  [
    "a franchisor's letter that the franchise expires and may be renewed for five years on notice within a window",
    [
      'Dear Franchisee,',
      'Your franchise agreement expires on 30 June 2027. Under Section 2.2 you have the right to renew for a further term of 5 years by giving us written notice between 31 December 2026 and 31 March 2027.',
    ],
    { expirationDate: '2027-06-30', renewalKind: 'option', renewalTermMonths: 60, noticePeriodDays: null },
  ],
  [
    'a Singapore service agreement for two years between two dates, both inclusive',
    [
      'SERVICE AGREEMENT',
      'This Agreement shall be for a period of two (2) years commencing from 1 January 2027 and expiring on 31 December 2028 (both dates inclusive).',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2028-12-31' },
  ],
  [
    'a property management agreement of a year from a labelled commencement date, renewing yearly unless 30 days',
    [
      'PROPERTY MANAGEMENT AGREEMENT',
      'Commencement Date: March 1, 2026',
      'The term of this Agreement shall be one (1) year from the Commencement Date and shall automatically renew for successive one (1) year terms unless either party gives written notice of non-renewal at least thirty (30) days prior to the end of the then current term.',
    ],
    {
      effectiveDate: '2026-03-01',
      expirationDate: '2027-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-03-01',
      cancelByDate: '2027-01-30',
    },
  ],
  [
    "a bank's letter of a fee increase: no term and no renewal",
    ['Dear Customer,', 'From 1 March 2027, the monthly fee on your Business Current Account will increase to £8.50.'],
    { expirationDate: null, renewalKind: 'none' },
  ],
  // The ninetieth batch (30 November, thirty-seventh session), written before its first run and aimed at no change.
  [
    "an energy supplier's confirmation of a fixed price contract between two dates, with no renewal of its own",
    [
      'Your fixed price contract starts on 1 April 2027 and ends on 31 March 2029.',
      "We'll write to you before it ends with our renewal prices.",
    ],
    { effectiveDate: '2027-04-01', expirationDate: '2029-03-31', renewalKind: 'none' },
  ],
  [
    "an amendment that extends the agreement's term to a date",
    [
      'AMENDMENT NO. 2 TO MASTER SERVICES AGREEMENT',
      'This Amendment No. 2 extends the Term of the Agreement to June 30, 2028. All other terms remain unchanged.',
    ],
    { expirationDate: '2028-06-30' },
  ],
  [
    'a security monitoring agreement of sixty months from an installation date, renewing yearly unless 30 days',
    [
      'MONITORING AGREEMENT',
      'Initial term: 60 months from the installation date, which is 14 October 2026.',
      'This agreement renews automatically for successive one-year terms unless cancelled in writing 30 days before the end of the term.',
    ],
    {
      effectiveDate: '2026-10-14',
      expirationDate: '2031-10-14',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    "a venue's booking confirmation whose cancellation window before the event is no notice period",
    [
      'BOOKING CONFIRMATION',
      'Event date: 18 June 2027.',
      'Cancellation: if you cancel more than 90 days before the event date, your deposit will be refunded.',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an offer letter for a fixed-term contract of eighteen months from a start date',
    [
      'Dear Jordan,',
      'We are pleased to offer you the position of Senior Analyst, starting on 11 January 2027. This is a fixed-term contract for 18 months.',
    ],
    { effectiveDate: '2027-01-11', expirationDate: '2028-07-11', renewalKind: 'none' },
  ],
  [
    'an annual parking permit valid between two dates',
    ['Your annual parking permit is valid from 1 January 2027 to 31 December 2027.'],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31' },
  ],
  [
    "a vendor's warning that a subscription will expire because recurring billing is off",
    [
      'Your Microsoft 365 Business Standard subscription will expire on 3 February 2027 because recurring billing is turned off.',
    ],
    { expirationDate: '2027-02-03', renewalKind: 'none' },
  ],
  [
    'a framework agreement of three years that the client may extend by up to a year',
    [
      'FRAMEWORK AGREEMENT',
      'This Framework Agreement shall commence on 1 May 2026 and shall continue for an initial period of three (3) years, which may be extended by the Client for a further period of up to one (1) year.',
    ],
    {
      effectiveDate: '2026-05-01',
      expirationDate: '2029-05-01',
      renewalKind: 'option',
      renewalTermMonths: 12,
    },
  ],
  [
    "a letting agent's confirmation that a lease was renewed for a further twelve months between two dates",
    [
      'We confirm that your lease has been renewed for a further term of 12 months from 1 March 2027 to 28 February 2028 at a monthly rent of £1,400.',
    ],
    { effectiveDate: '2027-03-01', expirationDate: '2028-02-28' },
  ],
  [
    "a hosting invoice's billing period for an annual service that auto-renews",
    [
      'INVOICE',
      'Service: Managed WordPress Hosting (Annual)',
      'Billing period: 12/10/2026 – 12/09/2027',
      'This service auto-renews annually.',
    ],
    {
      effectiveDate: '2026-12-10',
      expirationDate: '2027-12-09',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
    },
  ],
  // The ninety-first batch (30 November, thirty-eighth session), written before its first run and aimed at no change.
  [
    "a gym's twelve-month membership that runs on monthly after a named day, cancelled on a month's notice",
    [
      'Welcome to Northside Fitness!',
      "Your 12-month membership started on 5 January 2026 and will continue on a rolling monthly basis after 4 January 2027. You can cancel with one month's notice.",
    ],
    {
      effectiveDate: '2026-01-05',
      expirationDate: '2027-01-04',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    "a software vendor's notice that an annual plan will renew on a date unless cancelled before it",
    [
      'Your Pro plan (annual) will renew on 14 February 2027 for $1,188.00.',
      'To avoid being charged, cancel before the renewal date in Account Settings.',
    ],
    { expirationDate: '2027-02-14', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    "a landlord's letter that an office lease expires on a date and renewal must be asked for by another",
    [
      'Re: Unit 4B, Harbour Court',
      'Your lease expires on 30 June 2027. If you wish to renew, please let us know in writing by 31 March 2027.',
    ],
    { expirationDate: '2027-06-30' },
  ],
  [
    'an equipment rental between two dates that either party may end early on notice',
    [
      'EQUIPMENT RENTAL AGREEMENT',
      'Rental period: 1 December 2026 to 28 February 2027.',
      "Either party may end the rental early with 14 days' written notice.",
    ],
    { effectiveDate: '2026-12-01', expirationDate: '2027-02-28', renewalKind: 'none' },
  ],
  [
    'a mutual non-disclosure agreement in effect for two years from its effective date',
    [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'This Mutual Non-Disclosure Agreement is entered into as of March 2, 2026 by and between Quill Analytics Ltd ("Quill") and Rowan Health LLC ("Rowan").',
      'This Agreement shall remain in effect for two (2) years from the Effective Date.',
    ],
    {
      effectiveDate: '2026-03-02',
      expirationDate: '2028-03-02',
      parties: ['Quill Analytics Ltd', 'Rowan Health LLC'],
    },
  ],
  [
    "a registrar's reminder that a domain is set to auto-renew on a date",
    [
      'The domain example-shop.co.uk is set to auto-renew on 9 March 2027.',
      'Auto-renew is on; the card ending 4242 will be charged £11.99.',
    ],
    { expirationDate: '2027-03-09', renewalKind: 'automatic' },
  ],
  [
    "a broadband contract whose minimum term ends on a date and then runs month to month on 30 days' notice",
    [
      'Your 24-month minimum term ends on 15 August 2027.',
      "After that, your contract continues month to month and you can leave at any time with 30 days' notice.",
    ],
    { expirationDate: '2027-08-15', renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 },
  ],
  [
    'a boiler cover between two dates that will not renew by itself',
    [
      'Your boiler cover runs from 1 November 2026 to 31 October 2027.',
      'We will not renew it automatically; we will contact you in September to ask whether you want to continue.',
    ],
    { effectiveDate: '2026-11-01', expirationDate: '2027-10-31', renewalKind: 'none' },
  ],
  [
    "a statement of work's period of performance under a consulting agreement dated earlier",
    [
      'STATEMENT OF WORK No. 3 under the Consulting Agreement dated 1 May 2024.',
      'Period of performance: January 4, 2027 through June 30, 2027.',
    ],
    { effectiveDate: '2027-01-04', expirationDate: '2027-06-30' },
  ],
  [
    "a supply agreement of one year from an effective date on a label line, renewing yearly unless 60 days' notice",
    [
      'SUPPLY AGREEMENT',
      'Effective Date: 1 February 2026',
      'Term. This Agreement begins on the Effective Date and continues for one year. Thereafter it renews for successive one-year periods unless either party gives written notice of non-renewal at least 60 days before the end of the then-current term.',
    ],
    {
      effectiveDate: '2026-02-01',
      expirationDate: '2027-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  // The ninety-second batch (30 November, thirty-eighth session), written before its first run and aimed at no change.
  [
    "an insurer's notice that a car policy renews on a date by itself unless the customer calls before it",
    [
      'Your car insurance policy ABC123 renews on 12 January 2027.',
      "We'll automatically renew your policy and take payment by Direct Debit. If you don't want to renew, call us before 12 January 2027.",
    ],
    { expirationDate: '2027-01-12', renewalKind: 'automatic' },
  ],
  [
    "a freelance contract between two dates that either party may end on two weeks' notice",
    [
      'FREELANCE SERVICES CONTRACT',
      "This contract starts on 1 February 2027 and ends on 30 April 2027. Either party may terminate with two weeks' written notice.",
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2027-04-30', renewalKind: 'none' },
  ],
  [
    "a web agency's care plan of twelve months from a date, renewing yearly unless told 30 days before",
    [
      'Thanks for signing up to our Care Plan.',
      'Your plan runs for 12 months from 15 December 2026 and renews annually unless you let us know 30 days before the renewal date.',
    ],
    {
      effectiveDate: '2026-12-15',
      expirationDate: '2027-12-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    'a licence key valid until a date whose renewal is not automatic',
    ['Your license key for DataForge Pro (1 seat) is valid until 14 March 2027. Renewal is not automatic.'],
    { expirationDate: '2027-03-14', renewalKind: 'none' },
  ],
  [
    "a co-working membership with a start date and a minimum term of three months, then monthly on a month's notice",
    [
      'Membership Agreement - Hot Desk',
      'Start date: 1 December 2026',
      'Minimum term: 3 months',
      "After the minimum term, the membership continues monthly until either party gives one calendar month's notice.",
    ],
    {
      effectiveDate: '2026-12-01',
      expirationDate: '2027-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    'a car lease of thirty-six months that began on a date and ends on another, with no renewal',
    [
      'Your 36-month lease began on 20 June 2025 and ends on 19 June 2028.',
      'At the end of the lease you can return the car or buy it.',
    ],
    { effectiveDate: '2025-06-20', expirationDate: '2028-06-19', renewalKind: 'none' },
  ],
  [
    "an IT support agreement set out in labelled lines, renewing for 12-month periods unless 90 days' notice",
    [
      'SUPPORT AGREEMENT',
      'Customer: Harbour Dental Ltd',
      'Start Date: 01/01/2027',
      'Term: 12 months',
      "Renewal: This agreement renews automatically for further 12-month periods unless cancelled in writing with 90 days' notice.",
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2028-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    },
  ],
  [
    "a letting agent's confirmation that a tenancy has been extended until a date",
    ['We are pleased to confirm your tenancy has been extended until 31 August 2027 on the same terms.'],
    { expirationDate: '2027-08-31' },
  ],
  [
    'a free trial that ends on a date and then bills monthly unless cancelled',
    [
      "Your free trial of Canvasly Pro ends on 2 December 2026. After that, you'll be charged $12/month unless you cancel.",
    ],
    { expirationDate: '2026-12-02', renewalKind: 'automatic', renewalTermMonths: 1 },
  ],
  [
    'a project agreement from a date until the project is done, whose expected month is no end',
    [
      'PROJECT AGREEMENT',
      'This Agreement commences on 4 January 2027 and continues until the Project is completed, expected in June 2027.',
    ],
    { effectiveDate: '2027-01-04', expirationDate: null },
  ],
  // The ninety-third batch (30 November, thirty-eighth session), written before its first run and aimed at no change.
  [
    "a design software's annual plan paid monthly that renews on a date",
    [
      'Your Creative Cloud annual plan, paid monthly, renews on 8 April 2027.',
      "If you cancel after 14 days, you'll be charged a cancellation fee.",
    ],
    { expirationDate: '2027-04-08', renewalKind: 'automatic' },
  ],
  [
    'a maintenance agreement whose labelled lines give its effective and expiry dates, one a leap day',
    ['HVAC MAINTENANCE AGREEMENT', 'Agreement No.: 4471', 'Effective: March 1, 2027', 'Expires: February 29, 2028'],
    { effectiveDate: '2027-03-01', expirationDate: '2028-02-29' },
  ],
  [
    "an employer's letter that a fixed-term contract ends on a date",
    [
      'Dear Ms Patel,',
      'Your employment contract with us is a fixed-term contract, which will end on 31 January 2027. We will let you know by 1 December 2026 whether we can offer an extension.',
    ],
    { expirationDate: '2027-01-31' },
  ],
  [
    "a grant agreement's grant period between two dates",
    ['GRANT AGREEMENT', 'The grant period is 1 July 2026 to 30 June 2027.'],
    { effectiveDate: '2026-07-01', expirationDate: '2027-06-30' },
  ],
  [
    'a hosting plan that renews every three months, with its next renewal on a labelled line',
    ['Your hosting plan renews every 3 months.', 'Next renewal: 15 February 2027'],
    { expirationDate: '2027-02-15', renewalKind: 'automatic', renewalTermMonths: 3 },
  ],
  [
    'a mobile contract that started on a date with a minimum term of twenty-four months',
    [
      'Your contract started on 10 September 2025 and has a minimum term of 24 months.',
      'You can upgrade or leave without a fee from 10 September 2027.',
    ],
    { effectiveDate: '2025-09-10', expirationDate: '2027-09-10' },
  ],
  [
    'a consulting agreement made on a date whose engagement runs six months from it',
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement is made on 2 November 2026 between Brightline Advisory LLC ("Consultant") and Tessellate Labs Inc. ("Client").',
      'The engagement will run for six months from the date of this agreement.',
    ],
    { effectiveDate: '2026-11-02', expirationDate: '2027-05-02' },
  ],
  [
    "a quotation's validity and a support period from an undated activation, neither an end",
    [
      'QUOTATION',
      'Quote valid until: 31 December 2026',
      'Annual support: $4,800',
      'Support period: 12 months from activation.',
    ],
    { expirationDate: null },
  ],
  [
    "an insurer's confirmation that a cancelled policy's cover ends at a time on a date",
    ["We've cancelled your home insurance policy as you asked.", 'Your cover ends at 23:59 on 30 November 2026.'],
    { expirationDate: '2026-11-30', renewalKind: 'none' },
  ],
  [
    "a vendor's reminder that software maintenance expires on a date",
    [
      'Your maintenance for SolidPlan expires on 31 March 2027.',
      'To continue receiving updates, please renew before that date.',
    ],
    { expirationDate: '2027-03-31' },
  ],
  // The ninety-fourth batch (30 November, thirty-eighth session), written before its first run and aimed at no change.
  [
    "a retainer confirmed by e-mail for twelve months from a date, rolling on monthly unless a month's notice",
    [
      'Hi Sam,',
      "Just confirming our agreement: the retainer runs from 1 January 2027 for 12 months at £3,000 per month, and rolls on monthly after that unless either of us gives a month's notice.",
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2028-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    },
  ],
  [
    "a retailer's notice that a membership will renew on a date for a price",
    ['Your Prime membership will renew on 19 December 2026 for £95.00.'],
    { expirationDate: '2026-12-19', renewalKind: 'automatic' },
  ],
  [
    'a lease extension for a further two years from a date, to end on another',
    [
      'LEASE EXTENSION AGREEMENT',
      'The Lease dated 1 May 2020 is extended for a further period of two years from 1 May 2027, to end on 30 April 2029.',
    ],
    { expirationDate: '2029-04-30' },
  ],
  [
    'a security services agreement of two years from a date, with no renewal',
    [
      'SECURITY SERVICES AGREEMENT',
      "This Agreement shall commence on 1 April 2027 and shall continue for a period of two (2) years. Either party may terminate this Agreement at the end of the term by giving three (3) months' written notice.",
    ],
    { effectiveDate: '2027-04-01', expirationDate: '2029-04-01', renewalKind: 'none' },
  ],
  [
    "a club's thanks for a renewal with the membership now valid until a date",
    ['Thank you for renewing your membership. Your membership is now valid until 31 October 2027.'],
    { expirationDate: '2027-10-31' },
  ],
  [
    "a retailer's extended warranty that runs until a date, what the customer holds",
    ['Your extended warranty for the Bosch dishwasher runs until 14 June 2028.'],
    { expirationDate: '2028-06-14' },
  ],
  [
    "a broadband provider's note that a promotional price ends before the contract does",
    [
      'Please note that the promotional price on your broadband ends on 28 February 2027.',
      'Your contract itself runs until 31 August 2027.',
    ],
    { expirationDate: '2027-08-31' },
  ],
  [
    "a cleaning agreement of six months from a labelled start, then rolling monthly on four weeks' notice",
    [
      'CLEANING SERVICES AGREEMENT',
      'Start: 6 January 2027',
      'Duration: 6 months',
      "After the initial 6 months this agreement continues on a rolling monthly basis; 4 weeks' notice is required to cancel.",
    ],
    {
      effectiveDate: '2027-01-06',
      expirationDate: '2027-07-06',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 28,
    },
  ],
  [
    'an annual travel insurance policy between two dates that will not renew automatically',
    [
      'Your annual travel insurance policy starts on 1 December 2026 and ends on 30 November 2027.',
      'It will not renew automatically.',
    ],
    { effectiveDate: '2026-12-01', expirationDate: '2027-11-30', renewalKind: 'none' },
  ],
  // The ninety-fifth batch (30 November, thirty-eighth session), written before its first run and aimed at no change.
  [
    "a copier dealer's notice that an annual service contract expires on a date unless renewed by signing",
    [
      'Dear Customer, your annual service contract (ref. SC-20931) for the Xerox AltaLink printer will expire on 14 January 2027.',
      'To avoid interruption, please return the signed renewal form before that date.',
    ],
    { expirationDate: '2027-01-14' },
  ],
  [
    "a registrar's domain record in labelled lines, day first, with auto-renew off",
    [
      'DOMAIN REGISTRATION',
      'Domain: harbourlights.co.uk',
      'Registered: 02/03/2024',
      'Expires: 02/03/2027',
      'Auto-renew: Off',
    ],
    { expirationDate: '2027-03-02', renewalKind: 'none' },
  ],
  [
    'a tenancy of twelve months from a date that becomes a periodic monthly tenancy',
    [
      'Tenancy Agreement',
      'Term: 12 months commencing 1 February 2027',
      'Rent: £1,250 per calendar month',
      'The tenancy will become a periodic monthly tenancy at the end of the term unless a new agreement is signed.',
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2028-02-01', renewalKind: 'automatic', renewalTermMonths: 1 },
  ],
  [
    'a three-year extended warranty that started on a date',
    ['Your 3-year extended warranty started on 4 June 2024.'],
    { effectiveDate: '2024-06-04', expirationDate: '2027-06-04' },
  ],
  [
    'a pilot confirmed by e-mail between two days of one year, reviewed after',
    [
      'Hi Priya,',
      "As discussed, the pilot will run from 15 January to 15 April 2027, after which we'll review whether to continue.",
    ],
    { effectiveDate: '2027-01-15', expirationDate: '2027-04-15', renewalKind: 'none' },
  ],
  [
    'a membership certificate valid between two day-first dates',
    ['MEMBERSHIP CERTIFICATE', 'Member: Jordan Blake', 'Valid: 01/09/2026 - 31/08/2027'],
    { effectiveDate: '2026-09-01', expirationDate: '2027-08-31' },
  ],
  [
    'a security subscription active until a date and set to renew yearly',
    [
      'Thank you for your order. Your Norton 360 subscription is active until Mar 3, 2027 and is set to renew automatically for $99.99/year.',
    ],
    { expirationDate: '2027-03-03', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    'a service level agreement in force from a date for the duration of a master agreement',
    [
      'SERVICE LEVEL AGREEMENT',
      'This SLA is effective from 1 March 2027 and remains in force for the duration of the Master Services Agreement dated 12 June 2024.',
    ],
    { effectiveDate: '2027-03-01', expirationDate: null },
  ],
  [
    "a provider's confirmation that a contract will not be renewed and ends on a date",
    ['We confirm that your contract will not be renewed and will end on 31 December 2026, as you requested.'],
    { expirationDate: '2026-12-31', renewalKind: 'none' },
  ],
  // The ninety-sixth batch (30 November, thirty-eighth session), written before its first run and aimed at no change.
  [
    "a statement of work's project start and end dates on labelled lines",
    [
      'STATEMENT OF WORK #7',
      'Project Start Date: February 1, 2027',
      'Project End Date: July 31, 2027',
      'Fees: $48,000 fixed',
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2027-07-31' },
  ],
  [
    'a non-disclosure agreement of three years from an effective date labelled after it',
    [
      'NON-DISCLOSURE AGREEMENT',
      'This Agreement shall remain in effect for a period of three (3) years from the Effective Date.',
      'Effective Date: 10/15/2026',
    ],
    { effectiveDate: '2026-10-15', expirationDate: '2029-10-15' },
  ],
  [
    "a licence certificate's licence period between two dates",
    [
      'LICENSE CERTIFICATE',
      'Product: AutoPlan Enterprise',
      'License type: Subscription',
      'License period: 12/01/2026 to 11/30/2027',
    ],
    { effectiveDate: '2026-12-01', expirationDate: '2027-11-30' },
  ],
  [
    'an offer of a six-month fixed-term contract starting on a date',
    ['We are delighted to offer you a 6-month fixed-term contract as Research Assistant, starting 1 March 2027.'],
    { effectiveDate: '2027-03-01', expirationDate: '2027-09-01' },
  ],
  [
    'a care plan of twelve months that begins today, a date',
    ['Your Gold Care plan (12 months) begins today, 30 November 2026.'],
    { effectiveDate: '2026-11-30', expirationDate: '2027-11-30' },
  ],
  [
    "a landlord's confirmation of a renewed lease's new term between two dates",
    ['Your lease has been renewed. New lease term: June 1, 2027 – May 31, 2028.'],
    { effectiveDate: '2027-06-01', expirationDate: '2028-05-31' },
  ],
  [
    'a catering agreement that ends once the event is over, whose event date is no end',
    [
      'CATERING AGREEMENT',
      'Event: Annual Gala',
      'Event date: 20 March 2027',
      'This agreement ends once the event has taken place and the final invoice is paid.',
    ],
    { expirationDate: null },
  ],
  [
    'a SIM-only plan that is a twelve-month contract which started on a date',
    ['Your SIM-only plan is a 12-month contract which started on 5 August 2026.'],
    { effectiveDate: '2026-08-05', expirationDate: '2027-08-05' },
  ],
  [
    "an e-mail with a signed distribution agreement of two years from a date, renewing yearly unless six months' notice",
    [
      'Please find attached the signed Distribution Agreement.',
      "As agreed, it runs for an initial period of two years from 1 January 2027 and renews for one-year periods thereafter unless either of us gives six months' notice.",
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2029-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 180,
    },
  ],
  [
    "a storage unit that renews every four weeks, with its next payment on a labelled line and 14 days' notice",
    [
      'Your storage unit agreement renews every 4 weeks.',
      'Next payment: 8 December 2026',
      "Give us 14 days' notice to end it.",
    ],
    { expirationDate: '2026-12-08', renewalKind: 'automatic', noticePeriodDays: 14 },
  ],
  // The ninety-seventh batch (30 November, thirty-eighth session), written before its first run and aimed at no change.
  [
    'a family subscription that will renew on a date and be charged for another year',
    [
      "Your Microsoft 365 Family subscription will automatically renew on 21 February 2027 and you'll be charged £104.99 for another year.",
    ],
    { expirationDate: '2027-02-21', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    "a facilities contract's term clause with a client's option to extend by up to twelve months",
    [
      '2. TERM',
      '2.1 This Contract shall commence on 1 April 2027 (the "Commencement Date") and shall continue until 31 March 2030 unless terminated earlier in accordance with clause 12.',
      "2.2 The Client may extend the Contract for a further period of up to 12 months by giving not less than 3 months' written notice before the end of the Initial Term.",
    ],
    { effectiveDate: '2027-04-01', expirationDate: '2030-03-31', renewalKind: 'option', renewalTermMonths: 12 },
  ],
  [
    'an annual pass valid for twelve months from an undated first use',
    ['Your annual pass is valid for 12 months from the date of first use.'],
    { expirationDate: null },
  ],
  [
    "a contract for services' labelled contract period between two dates",
    ['CONTRACT FOR SERVICES', 'Contract period: 01 February 2027 – 31 January 2028', 'Value: £24,000'],
    { effectiveDate: '2027-02-01', expirationDate: '2028-01-31' },
  ],
  [
    "a vendor's note that a trial has been extended until a date",
    ["Good news: we've extended your trial until 15 December 2026."],
    { expirationDate: '2026-12-15' },
  ],
  [
    'an order form of thirty-six months from an ISO start date, renewing for twelve-month terms',
    [
      'Order Form',
      'Subscription Start Date: 2027-01-01',
      'Subscription Term: 36 months',
      'Billing Frequency: Annual',
      'Auto-renewal: Yes, for successive 12-month terms',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2030-01-01', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    "a lender's note that a fixed rate mortgage deal ends on a date",
    ["Your fixed rate mortgage deal ends on 31 May 2027, after which you'll move to our standard variable rate."],
    { expirationDate: '2027-05-31' },
  ],
  [
    'an agreement for weekly classes between two dates',
    [
      'Agreement between Harbour Yoga and Tom Reid for weekly classes from 7 January 2027 to 25 March 2027 (12 sessions).',
    ],
    { effectiveDate: '2027-01-07', expirationDate: '2027-03-25' },
  ],
  [
    "an employer's letter that employment will end on a date",
    [
      'This letter confirms that your employment with Northwind Ltd will end on 28 February 2027, the last day of your notice period.',
    ],
    { expirationDate: '2027-02-28' },
  ],
  // The ninety-eighth batch (30 November, thirty-ninth session), written before its first run and aimed at no change.
  [
    "a gym's membership letter for a calendar year, renewing for twelve months unless cancelled thirty days before",
    [
      'Dear Sam,',
      'Your membership runs from 1 January 2027 to 31 December 2027.',
      'It will renew automatically for another 12 months unless you cancel at least 30 days before the renewal date.',
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2027-12-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    "a registrar's note that a domain expires on a date with auto-renew off",
    [
      'Your domain harbourbakery.co.uk expires on 12 March 2027.',
      'Auto-renew is off, so it will not renew unless you renew it yourself before then.',
    ],
    { expirationDate: '2027-03-12', renewalKind: 'none' },
  ],
  [
    "a home insurance schedule's period of insurance between two day-first dates",
    [
      'HOME INSURANCE POLICY SCHEDULE',
      'Policyholder: Mrs J Patel',
      'Period of Insurance: From 01/04/2027 to 31/03/2028 (both days inclusive)',
      'Annual Premium: £412.00 including Insurance Premium Tax',
    ],
    { effectiveDate: '2027-04-01', expirationDate: '2028-03-31' },
  ],
  [
    "a vendor's reminder that a plan renews on a date for a yearly price",
    [
      'Your Pro plan renews on Jan 8, 2027 for $1,188.00.',
      'To avoid being charged, cancel before your renewal date in Settings > Billing.',
    ],
    { expirationDate: '2027-01-08', renewalKind: 'automatic' },
  ],
  [
    'a fixed-term employment contract between two dates',
    [
      'STATEMENT OF MAIN TERMS OF EMPLOYMENT',
      'This is a fixed-term contract starting on 6 January 2027 and ending on 5 July 2027.',
      "Either party may terminate it earlier by giving four weeks' notice in writing.",
    ],
    { effectiveDate: '2027-01-06', expirationDate: '2027-07-05' },
  ],
  [
    "a broadband provider's minimum term of eighteen months from an activation date",
    ['Welcome to Fibre 500.', 'Your minimum term is 18 months from your activation date of 14 December 2026.'],
    { effectiveDate: '2026-12-14', expirationDate: '2028-06-14' },
  ],
  [
    "a maintenance agreement's coverage period through a date",
    [
      'ANNUAL MAINTENANCE AGREEMENT',
      'This Maintenance Agreement covers the period October 1, 2026 through September 30, 2027.',
      'Customer: Lakeside Dental Group',
    ],
    { effectiveDate: '2026-10-01', expirationDate: '2027-09-30' },
  ],
  [
    'a tenancy of a fixed term of six months from a date',
    ['The tenancy will begin on 1 February 2027 for a fixed term of six months.'],
    { effectiveDate: '2027-02-01', expirationDate: '2027-08-01' },
  ],
  [
    "a supplier's confirmation that a contract has been extended to a date",
    ["We're writing to confirm that your contract has been extended to 30 June 2027 on the same terms."],
    { expirationDate: '2027-06-30' },
  ],
  [
    'a cleaning agreement between a company and a school, lasting twelve months from a date',
    [
      'This Agreement is between Brightside Cleaning Ltd ("we") and Oakfield Primary School ("you").',
      'It starts on 4 January 2027 and lasts for 12 months.',
    ],
    {
      parties: ['Brightside Cleaning Ltd', 'Oakfield Primary School'],
      effectiveDate: '2027-01-04',
      expirationDate: '2028-01-04',
    },
  ],
  // The ninety-ninth batch (30 November, thirty-ninth session, later), written before its first run and aimed at no
  // change.
  [
    "a lawn care company's seasonal agreement between two dates, renewing for the next season unless cancelled",
    [
      'Seasonal Lawn Care Agreement',
      'Service period: April 1, 2027 to October 31, 2027.',
      'This agreement renews automatically for the next season unless you cancel in writing by February 15, 2028.',
    ],
    { effectiveDate: '2027-04-01', expirationDate: '2027-10-31', renewalKind: 'automatic' },
  ],
  [
    "a software licence certificate's term of three years from a delivery date",
    [
      'LICENSE CERTIFICATE',
      'Licensee: Carrow Engineering Ltd',
      'Delivery date: 15 January 2027',
      'License term: 3 years from the delivery date.',
    ],
    { expirationDate: '2030-01-15' },
  ],
  [
    "a museum membership's renewal reminder for a date with no automatic renewal",
    [
      'Your Family Membership expires on 31 January 2027.',
      'Memberships do not renew automatically. Renew online to keep enjoying free entry.',
    ],
    { expirationDate: '2027-01-31', renewalKind: 'none' },
  ],
  [
    "a caterer's contract for an event on a single date",
    [
      'CATERING CONTRACT',
      'Event date: Saturday, 12 June 2027',
      'Client: Harriet Lowe',
      'A deposit of £500 is due on signing.',
    ],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    'a consultancy agreement of six months from a start date, extendable by agreement',
    [
      'This Consultancy Agreement is between Fenwick Advisory Ltd ("Consultant") and Greyfriars Housing Association ("Client").',
      'The engagement starts on 1 March 2027 and runs for six months.',
      'It may be extended by written agreement of both parties.',
    ],
    {
      parties: ['Fenwick Advisory Ltd', 'Greyfriars Housing Association'],
      effectiveDate: '2027-03-01',
      expirationDate: '2027-09-01',
      renewalKind: 'mutual',
    },
  ],
  [
    "a telecom provider's letter that a contract ends on a date and then continues monthly",
    [
      'Your contract ends on 28 February 2027.',
      "After that, your plan will continue on a monthly basis and you can leave at any time with 30 days' notice.",
    ],
    { expirationDate: '2027-02-28', noticePeriodDays: 30 },
  ],
  [
    'a pest control service agreement of twelve months renewing annually unless sixty days’ notice',
    [
      'PEST CONTROL SERVICE AGREEMENT',
      'Start date: 01/05/2027',
      'Term: 12 months, renewing annually unless either party gives 60 days written notice before the anniversary date.',
      'Customer: Maple Grove Restaurant LLC',
    ],
    { effectiveDate: '2027-01-05', expirationDate: '2028-01-05', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    "a university's offer of a fixed-term lectureship between two dates",
    [
      'I am pleased to offer you a fixed-term appointment as Lecturer in Economics from 1 September 2027 until 31 August 2029.',
    ],
    { effectiveDate: '2027-09-01', expirationDate: '2029-08-31' },
  ],
  [
    'a cloud reservation receipt for a one-year term from a purchase date',
    [
      'Reserved Instance purchase confirmed.',
      'Term: 1 year',
      'Start: 2026-12-03',
      'End: 2027-12-03',
      'Payment option: All upfront',
    ],
    { effectiveDate: '2026-12-03', expirationDate: '2027-12-03' },
  ],
  [
    "a landlord's notice that a lease has been renewed to a date at a new rent",
    [
      'Dear Tenant,',
      'We are pleased to confirm that your lease has been renewed until 30 April 2028 at a monthly rent of $2,150.',
    ],
    { expirationDate: '2028-04-30' },
  ],
  // The hundredth batch (30 November, thirty-ninth session, third round), written before its first run and aimed at no
  // change.
  [
    "an insurer's notice that a car policy is due for renewal on a date and will renew unless the customer says otherwise",
    [
      'Your car insurance policy is due for renewal on 9 February 2027.',
      'We will automatically renew your policy unless you tell us otherwise.',
    ],
    { expirationDate: '2027-02-09', renewalKind: 'automatic' },
  ],
  [
    "a residential lease's twelve months between two dates, ending on a leap day",
    [
      'RESIDENTIAL LEASE AGREEMENT',
      'LEASE TERM: The term of this Lease shall be twelve (12) months, beginning on March 1, 2027 and ending on February 29, 2028.',
    ],
    { effectiveDate: '2027-03-01', expirationDate: '2028-02-29' },
  ],
  [
    "a reseller's e-mail that maintenance expires on a day-first date, renewed only by a purchase order against a quote",
    [
      'Your maintenance for DataVault Pro expires on 31/12/2026.',
      'To renew for another year, please raise a PO against quote Q-4471 (£1,200 + VAT).',
    ],
    { expirationDate: '2026-12-31', renewalKind: 'none' },
  ],
  [
    "a statement of work's period of performance between two dates",
    [
      'STATEMENT OF WORK NO. 3',
      'Period of Performance: January 4, 2027 – June 30, 2027',
      'Fees: $48,000, invoiced monthly.',
    ],
    { effectiveDate: '2027-01-04', expirationDate: '2027-06-30' },
  ],
  [
    "a car lease's ISO start and thirty-six month term",
    ['VEHICLE LEASE SUMMARY', 'Lease start: 2026-12-15', 'Lease term: 36 months', 'Annual mileage: 10,000'],
    { effectiveDate: '2026-12-15', expirationDate: '2029-12-15' },
  ],
  [
    'an engagement letter for the audit of a year named by its end',
    [
      'This engagement letter covers the audit of the financial statements of Orchard Lane Ltd for the year ending 31 December 2026.',
    ],
    { expirationDate: null },
  ],
  [
    "a registrar's note that a domain will be renewed on a date for a yearly price",
    ['Auto-renew is on.', "We'll renew northwindtraders.com on Jan 20, 2027 for $20.99/yr."],
    { expirationDate: '2027-01-20', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    "a co-working membership that continues month to month, cancelled on a month's notice",
    [
      'Your dedicated desk membership starts on 1 February 2027 and continues month to month.',
      "Give us one month's notice to cancel.",
    ],
    { effectiveDate: '2027-02-01', noticePeriodDays: 30 },
  ],
  [
    "a framework agreement of two years from a date, with the authority's option to extend by twelve months",
    [
      'FRAMEWORK AGREEMENT',
      'Framework Period: 2 years from 1 April 2027, with an option for the Authority to extend for up to 2 further periods of 12 months.',
    ],
    { effectiveDate: '2027-04-01', expirationDate: '2029-04-01', renewalKind: 'option', renewalTermMonths: 12 },
  ],
  [
    "a manufacturer's note that a warranty is valid until a date",
    ['Your warranty for serial number XJ-2231 is valid until 14 May 2028.'],
    { expirationDate: '2028-05-14' },
  ],
  // The hundred-and-first batch (30 November, thirty-ninth session, fourth round), written before its first run and
  // aimed at no change.
  [
    "an energy supplier's note that a fixed tariff runs until a date",
    ["Your fixed tariff 'Fix & Save 12M' runs until 31 March 2027.", "We'll write to you 42-49 days before it ends."],
    { expirationDate: '2027-03-31' },
  ],
  [
    "a landlord's offer to renew a lease for twelve months at a monthly rent",
    [
      'Your current lease expires on May 31, 2027.',
      'We are pleased to offer you a renewal for 12 months at $1,950 per month.',
    ],
    { expirationDate: '2027-05-31', renewalKind: 'option', renewalTermMonths: 12 },
  ],
  [
    "a gym's minimum term of twelve months from a date, then month to month until cancelled on thirty days' notice",
    [
      'Minimum term: 12 months from 10 January 2027.',
      "After that, your membership continues month to month until you cancel with 30 days' notice.",
    ],
    { effectiveDate: '2027-01-10', expirationDate: '2028-01-10', noticePeriodDays: 30 },
  ],
  [
    "a SaaS invoice's service period, renewing the day after it ends",
    [
      'INVOICE INV-20931',
      'Service period: Dec 1, 2026 – Nov 30, 2027',
      'Your subscription will renew automatically on Dec 1, 2027.',
    ],
    { expirationDate: '2027-11-30', renewalKind: 'automatic' },
  ],
  [
    'a freelance contract between a person and a company, between two dates',
    [
      'This contract between Lena Fischer and Bluebird Studio GmbH starts on 15 January 2027 and ends on 15 April 2027.',
    ],
    {
      parties: ['Lena Fischer', 'Bluebird Studio GmbH'],
      effectiveDate: '2027-01-15',
      expirationDate: '2027-04-15',
    },
  ],
  [
    "a lawyer's note that an NDA is effective from today for two years",
    ['The NDA is effective from today, 30 November 2026, and remains in force for 2 years.'],
    { effectiveDate: '2026-11-30', expirationDate: '2028-11-30' },
  ],
  [
    "a dealer's extended warranty of thirty-six months or miles from a date, whichever comes first",
    ['Your extended warranty covers 36 months or 36,000 miles from 2 June 2026, whichever comes first.'],
    { expirationDate: '2029-06-02' },
  ],
  [
    "a landscaper's agreement for a calendar year, renewing for the next unless cancelled by a date",
    [
      'This agreement is for the 2027 calendar year (January 1 through December 31, 2027) and will renew for 2028 unless cancelled in writing by November 1, 2027.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31', renewalKind: 'automatic' },
  ],
  [
    "a vendor's confirmation that a renewed support contract now runs until a date",
    ['Thank you for renewing. Your support contract now runs until 30 September 2028.'],
    { expirationDate: '2028-09-30' },
  ],
  [
    "a publisher's note that a magazine subscription ends with an issue, not a day",
    ['Your subscription to Garden Monthly will end with the March 2027 issue.'],
    { expirationDate: null },
  ],
  // The hundred-and-second batch (30 November, thirty-ninth session, fifth round), written before its first run and
  // aimed at no change.
  [
    "a nursery's contract for a place from a start date until a child starts school",
    ['Your childcare place at Little Acorns starts on 4 January 2027 and continues until your child starts school.'],
    { effectiveDate: '2027-01-04', expirationDate: null },
  ],
  [
    "a cloud provider's committed-use discount of one year from a date",
    [
      'Committed use discount purchased.',
      'Commitment term: 1 year',
      'Start date: December 10, 2026',
      'End date: December 10, 2027',
    ],
    { effectiveDate: '2026-12-10', expirationDate: '2027-12-10' },
  ],
  [
    "a property manager's letter that a tenancy becomes periodic after its fixed term ends on a date",
    [
      'Your fixed term tenancy ends on 31 August 2027.',
      'After that, it will continue as a periodic tenancy from month to month until either of us gives notice.',
    ],
    { expirationDate: '2027-08-31' },
  ],
  [
    'a retainer agreement of six months from a date, billed monthly',
    ['Retainer Agreement', 'Term: six (6) months commencing February 1, 2027', 'Monthly fee: $4,500'],
    { effectiveDate: '2027-02-01', expirationDate: '2027-08-01' },
  ],
  [
    "a software vendor's confirmation that auto-renewal has been turned off and the subscription ends on a date",
    [
      'Auto-renewal has been turned off for your Team plan.',
      'Your subscription will end on 14 March 2027 and you will not be charged again.',
    ],
    { expirationDate: '2027-03-14', renewalKind: 'none' },
  ],
  [
    "an event venue's hire agreement for one day",
    ['VENUE HIRE AGREEMENT', 'Hire date: Saturday 18 September 2027, 10:00 to 23:00', 'Hirer: Amelia Grant'],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    "a contractor's engagement of twelve weeks from a start date",
    ['Your engagement with Halcyon Digital begins on 11 January 2027 and will last twelve weeks.'],
    { effectiveDate: '2027-01-11', expirationDate: '2027-04-05' },
  ],
  [
    "a vehicle finance agreement's forty-eight monthly payments from a first payment date",
    ['Number of payments: 48', 'First payment date: 01/02/2027', 'Monthly payment: £289.00'],
    { expirationDate: null },
  ],
  [
    "a phone plan's twenty-four month contract that started on a date, after which it runs monthly",
    [
      'Your 24-month contract started on 5 May 2025.',
      'Once it ends you can keep your plan on a rolling monthly basis or switch.',
    ],
    { expirationDate: '2027-05-05' },
  ],
  [
    "a software licence's perpetual grant with annual maintenance renewing each year",
    [
      'You have been granted a perpetual licence to use FieldNotes Pro.',
      'Annual maintenance renews each year on 1 April unless cancelled 30 days before.',
    ],
    { renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  // The hundred-and-third batch (30 November, fortieth session), written before its first run and aimed at no change.
  [
    'a gym membership with a minimum term, then month to month until cancelled on notice',
    [
      'FITZONE MEMBERSHIP AGREEMENT',
      'Member: Jordan Ellis',
      'Start date: 1 February 2027',
      'Minimum term: 12 months',
      'After the minimum term your membership continues month to month until you cancel with 30 days notice.',
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2028-02-01', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "a SaaS vendor's reminder of an automatic renewal on a date, cancel thirty days before",
    [
      'Hi Priya,',
      'Your Acme Analytics Business plan renews automatically on 1 March 2027 for another 12 months at $4,800.',
      'To avoid renewal, cancel at least 30 days before your renewal date.',
    ],
    { expirationDate: '2027-03-01', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'a mutual NDA in effect for two years from the date above',
    [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'This Agreement is entered into on 10 January 2027 between Bright Path Labs Ltd and Cobalt Design LLP.',
      'This Agreement shall remain in effect for two (2) years from the date above.',
    ],
    {
      effectiveDate: '2027-01-10',
      expirationDate: '2029-01-10',
      renewalKind: 'none',
      parties: ['Bright Path Labs Ltd', 'Cobalt Design LLP'],
    },
  ],
  [
    "a statement of work's period of performance",
    [
      'STATEMENT OF WORK No. 4',
      'Period of Performance: February 1, 2027 through July 31, 2027',
      'Fees: Time and materials, not to exceed $60,000',
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2027-07-31' },
  ],
  [
    'a cleaning contract for a year renewing for further years unless sixty days notice',
    [
      'Cleaning Services Contract',
      'This contract starts on 1 December 2026 and runs for one year. It will renew for further one-year periods unless either party gives 60 days written notice before the end of the current period.',
    ],
    { effectiveDate: '2026-12-01', expirationDate: '2027-12-01', renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    "a vendor's quote valid until a date for a three-year subscription",
    [
      'QUOTE Q-2291',
      'Valid until: 15 December 2026',
      'Product: DataVault Enterprise, 3-year subscription',
      'Total: $36,000',
    ],
    { expirationDate: null },
  ],
  [
    "a landlord's letter that a lease ends on a date, renewal to be asked for by another",
    [
      'Dear Tenant,',
      'Your lease at Unit 4B ends on 31 May 2027.',
      'If you wish to renew, please let us know by 31 March 2027 so we can prepare a new lease.',
    ],
    { expirationDate: '2027-05-31' },
  ],
  [
    "an insurance policy schedule's period of insurance, renewing unless the policyholder says otherwise",
    [
      'Policy Schedule',
      'Policyholder: Grace Okafor',
      'Period of insurance: 12 March 2027 to 11 March 2028',
      'This policy will renew automatically unless you tell us otherwise.',
    ],
    { effectiveDate: '2027-03-12', expirationDate: '2028-03-11', renewalKind: 'automatic' },
  ],
  [
    "a registrar's confirmation of a two-year registration with auto-renew off",
    [
      'Thank you for registering harborlights.org.',
      'Registration period: 2 years',
      'Expires: 09/04/2028',
      'Auto-renew: Off',
    ],
    { expirationDate: '2028-09-04', renewalKind: 'none' },
  ],
  [
    'a broadband contract of eighteen months from a day-first date, then rolling monthly on thirty days notice',
    [
      'Your broadband contract',
      'Contract start: 14/01/2027',
      'Minimum term: 18 months',
      'After your minimum term ends, your contract will continue on a monthly rolling basis. You can leave by giving us 30 days notice.',
    ],
    { effectiveDate: '2027-01-14', expirationDate: '2028-07-14', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  // The hundred-and-fourth batch (30 November, fortieth session, second round), written before its first run and
  // aimed at no change.
  [
    "a freelancer's retainer for six months, then month to month if both are happy",
    [
      'Hi Sam,',
      'Confirming our retainer: £2,000 per month starting 1 January 2027 for six months.',
      'After that we can roll month to month if both of us are happy.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-07-01', renewalKind: 'mutual' },
  ],
  [
    'a vehicle lease of thirty-six months from a day-first start date',
    ['VEHICLE LEASE AGREEMENT', 'Lease start date: 15/03/2027', 'Lease term: 36 months', 'Annual mileage: 10,000'],
    { effectiveDate: '2027-03-15', expirationDate: '2030-03-15' },
  ],
  [
    "a hosting invoice's service period in month-first dates, renewing automatically",
    [
      'Invoice #88213',
      'Shared Hosting - Basic (12 months)',
      'Service period: 05/02/2027 - 05/02/2028',
      'This service will renew automatically on 05/02/2028.',
    ],
    { expirationDate: '2028-05-02', renewalKind: 'automatic' },
  ],
  [
    "an order form's subscription term to a leap day that does not renew",
    [
      'ORDER FORM',
      'Customer: Pelican Bay Hotels LLC',
      'Subscription Term: 1 March 2027 to 29 February 2028',
      'Renewal: This Order Form does not renew automatically.',
    ],
    { effectiveDate: '2027-03-01', expirationDate: '2028-02-29', renewalKind: 'none' },
  ],
  [
    "a desk licence between two dates that either party may end on a month's notice",
    [
      'Licence to occupy Desk 14 at The Foundry from 1 February 2027 until 31 July 2027.',
      "Either party may end this licence on one month's written notice.",
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2027-07-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'an alarm monitoring agreement of sixty months from an installation date, renewing yearly unless notice',
    [
      'ALARM MONITORING AGREEMENT',
      'Initial term: 60 months from the installation date of 10 December 2026.',
      'This Agreement renews for successive one-year terms unless either party gives written notice at least 30 days before the end of the then current term.',
    ],
    { expirationDate: '2031-12-10', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "a newspaper's receipt for a twelve-month subscription starting today, renewing each year, cancel anytime",
    [
      'Thanks for subscribing to The Weekly Ledger.',
      'Your 12-month digital subscription starts today, 22 November 2026, and renews automatically each year.',
      'You can cancel anytime in your account settings.',
    ],
    { effectiveDate: '2026-11-22', expirationDate: '2027-11-22', renewalKind: 'automatic', noticePeriodDays: null },
  ],
  [
    "a wedding venue's booking confirmation with an event date and a balance due",
    ['Booking confirmation', 'Event date: 12 June 2027', 'Balance due: 12 April 2027'],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    "a boiler service plan's year, a renewal to be offered before it ends",
    [
      'Dear Customer,',
      'Your boiler service plan with HeatSafe runs from 1 January 2027 to 31 December 2027.',
      'We will contact you before it ends to offer a renewal.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31' },
  ],
  [
    "a consulting agreement's fixed term of nine months from the date of the agreement",
    [
      'CONSULTING AGREEMENT',
      'This Agreement is made on 5 January 2027 between Northbridge Advisory Ltd and Pemberton Foods Ltd.',
      'The Consultant will provide the Services for a fixed term of nine (9) months from the date of this Agreement.',
    ],
    {
      effectiveDate: '2027-01-05',
      expirationDate: '2027-10-05',
      parties: ['Northbridge Advisory Ltd', 'Pemberton Foods Ltd'],
    },
  ],
  // The hundred-and-fifth batch (30 November, fortieth session, third round), written before its first run and aimed
  // at no change.
  [
    'a software maintenance period renewing for twelve months unless cancelled sixty days before its end',
    [
      'SOFTWARE MAINTENANCE RENEWAL',
      'Maintenance period: 1 April 2027 – 31 March 2028',
      'Renewal: automatic for successive 12-month periods unless cancelled in writing 60 days before the end of the maintenance period.',
    ],
    {
      effectiveDate: '2027-04-01',
      expirationDate: '2028-03-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    'a storage unit rented month to month from a day-first date until fourteen days notice',
    [
      'Unit 112 rental',
      'Start date: 01/12/2026',
      'Rent: £85 per month, payable monthly in advance',
      'This agreement continues month to month until you give us 14 days notice.',
    ],
    { effectiveDate: '2026-12-01', renewalKind: 'automatic', noticePeriodDays: 14 },
  ],
  [
    "a conference's sponsorship confirmation for an event",
    ['Sponsorship confirmation', 'Event: DataSummit 2027, 14–16 September 2027', 'Package: Gold, $15,000'],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    'an offer of fixed-term employment between two dates that either party may end on notice',
    [
      'Dear Ana,',
      'We are pleased to offer you a fixed-term position as Data Analyst from 1 February 2027 to 31 January 2028.',
      "Either party may end the employment with four weeks' notice.",
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2028-01-31', renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a SaaS vendor's confirmation of a cancellation: active until a date, no renewal",
    [
      'We have received your cancellation.',
      'Your Pro plan will remain active until 9 January 2027 and will not renew.',
    ],
    { expirationDate: '2027-01-09', renewalKind: 'none' },
  ],
  [
    "an equipment lease of forty-eight months from a commencement date with a lessee's option to extend",
    [
      'EQUIPMENT LEASE',
      'Lessee: Harbour Dental Practice',
      'Commencement Date: 1 March 2027',
      'Term: 48 months',
      'At the end of the Term, the Lessee may extend the lease for a further 12 months.',
    ],
    { effectiveDate: '2027-03-01', expirationDate: '2031-03-01', renewalKind: 'option' },
  ],
  [
    "a law firm's annual retainer renewing on a date unless the client writes by another",
    [
      'Our annual retainer agreement renews on 1 July 2027 unless you let us know in writing by 1 June 2027 that you wish to end it.',
    ],
    { expirationDate: '2027-07-01', renewalKind: 'automatic' },
  ],
  [
    'an NDA dated a day, between numbered parties, that expires on a date',
    [
      'NON-DISCLOSURE AGREEMENT',
      'Dated 3 March 2027',
      'Parties: (1) Arden Robotics Ltd (2) Blake Precision Engineering Ltd',
      'This Agreement expires on 2 March 2030.',
    ],
    {
      effectiveDate: '2027-03-03',
      expirationDate: '2030-03-02',
      parties: ['Arden Robotics Ltd', 'Blake Precision Engineering Ltd'],
    },
  ],
  [
    "a gym's notice of a membership frozen for a month, billing resuming after",
    ['Your membership is frozen from 1 January 2027 to 31 January 2027.', 'Billing resumes on 1 February 2027.'],
    { expirationDate: null },
  ],
  [
    'a marketing agreement of six months, then rolling monthly, ended after it on thirty days notice',
    [
      'MARKETING SERVICES AGREEMENT',
      'Start: 15 January 2027',
      'Initial term: 6 months, then rolling monthly',
      'Notice: either party may terminate after the initial term on 30 days written notice.',
    ],
    { effectiveDate: '2027-01-15', expirationDate: '2027-07-15', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  // The hundred-and-sixth batch (30 November, forty-first session, first round), written before its first run and aimed
  // at no change.
  [
    "a web host's notice that a plan renews on a date for twelve months",
    [
      'Your hosting plan renews automatically on 14 March 2027 for 12 months at $119.88.',
      'To cancel, turn off auto-renew in your account settings before then.',
    ],
    { expirationDate: '2027-03-14', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    "a cleaning agreement that runs twelve months and then until a month's notice: evergreen after its term",
    [
      'CLEANING SERVICES AGREEMENT',
      'Client: Rosewood Dental Ltd',
      'Contractor: Sparkle Commercial Cleaning Ltd',
      'Commencement: 1 February 2027',
      "This agreement runs for 12 months and will then continue until terminated by either party giving one month's written notice.",
    ],
    {
      effectiveDate: '2027-02-01',
      expirationDate: '2028-02-01',
      renewalKind: 'evergreen',
      noticePeriodDays: 30,
    },
  ],
  [
    "a webinar's registration confirmation",
    ['You are registered for "Contract Management Basics" on 9 February 2027 at 15:00 GMT.', 'Join link: see below.'],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    "a motor insurer's renewal notice that renews unless told not to",
    [
      'Your policy ends on 18 April 2027.',
      'We will renew it automatically unless you tell us not to before then.',
      'Your renewal premium is £642.10.',
    ],
    { expirationDate: '2027-04-18', renewalKind: 'automatic' },
  ],
  [
    'a statement of work with a period of performance that "will not be extended except by a change order": none',
    [
      'STATEMENT OF WORK No. 3',
      'Under the Master Services Agreement dated 1 June 2024 between Orbit Data Ltd and Larch Insurance plc.',
      'Period of performance: 1 January 2027 to 30 June 2027.',
      'This SOW will not be extended except by a change order signed by both parties.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-06-30', renewalKind: 'none' },
  ],
  [
    'an annual parking permit valid for a calendar year, not renewed automatically',
    [
      'Annual parking permit valid from 1 January 2027 to 31 December 2027.',
      'Permits are not renewed automatically; apply again in December.',
    ],
    { effectiveDate: '2027-01-01', expirationDate: '2027-12-31', renewalKind: 'none' },
  ],
  [
    "a supplier's letter of a price rise naming the date the supply agreement renews",
    [
      'Dear customer,',
      'From 1 March 2027 our prices will rise by 4%.',
      'Your supply agreement, which renews on 31 March 2027, is otherwise unchanged.',
    ],
    { expirationDate: '2027-03-31', renewalKind: 'automatic' },
  ],
  [
    'a software licence of three years from an effective date in brackets, with no automatic renewal',
    [
      'SOFTWARE LICENCE AGREEMENT',
      'Parties: Quantis Software Ltd and Redwater Utilities plc',
      'Term: 3 years from the Effective Date (1 May 2027). No automatic renewal.',
    ],
    {
      effectiveDate: '2027-05-01',
      expirationDate: '2030-05-01',
      renewalKind: 'none',
      parties: ['Quantis Software Ltd', 'Redwater Utilities plc'],
    },
  ],
  [
    'a residential tenancy between two dates that runs on month to month unless sixty days notice',
    [
      'RESIDENTIAL TENANCY AGREEMENT',
      'Landlord: Marcus Webb',
      'Tenant: Priya Nair',
      'The tenancy begins on 15 January 2027 and ends on 14 January 2028.',
      "If neither party gives at least 60 days' written notice before the end date, the tenancy continues month to month.",
    ],
    {
      effectiveDate: '2027-01-15',
      expirationDate: '2028-01-14',
      renewalKind: 'automatic',
      noticePeriodDays: 60,
      parties: ['Marcus Webb', 'Priya Nair'],
    },
  ],
  [
    "a temporary worker's assignment with an expected end, either party ending it on a week's notice",
    [
      'Temporary worker assignment',
      'Assignment start: 4 January 2027',
      'Expected end: 26 March 2027',
      "Either party may end the assignment with one week's notice.",
    ],
    { effectiveDate: '2027-01-04', expirationDate: '2027-03-26', renewalKind: 'none', noticePeriodDays: null },
  ],
  // The hundred-and-seventh batch (30 November, forty-first session, second round), written before its first run and
  // aimed at no change.
  [
    "a yoga studio's annual membership renewing for a year unless cancelled fourteen days before",
    [
      'Your annual membership runs from 1 March 2027 to 28 February 2028 and will renew automatically for another year unless you cancel at least 14 days before it ends.',
    ],
    {
      effectiveDate: '2027-03-01',
      expirationDate: '2028-02-28',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 14,
    },
  ],
  [
    "a council's framework agreement of two years with its option to extend by twelve months",
    [
      'FRAMEWORK AGREEMENT',
      'The Authority: Westshire County Council',
      'The Supplier: Brightpath Digital Ltd',
      'The Framework Period is 2 years from 1 April 2027, with an option for the Authority to extend by up to 12 months.',
    ],
    {
      effectiveDate: '2027-04-01',
      expirationDate: '2029-04-01',
      renewalKind: 'option',
      parties: ['Westshire County Council', 'Brightpath Digital Ltd'],
    },
  ],
  [
    "a magazine's subscription confirmation that will not renew unless asked",
    [
      'Thank you for your order.',
      'Your 12-issue print subscription starts with the April 2027 issue.',
      "We'll remind you before it runs out; it won't renew unless you ask us to.",
    ],
    { expirationDate: null, autoRenews: false },
  ],
  [
    "a phone contract's summary: a minimum term of twenty-four months, then a thirty-day rolling plan",
    [
      'Contract summary',
      'Start date: 12 March 2027',
      'Minimum term: 24 months',
      'After your minimum term, your plan continues on a 30-day rolling basis until you cancel.',
    ],
    { effectiveDate: '2027-03-12', expirationDate: '2029-03-12', renewalKind: 'automatic' },
  ],
  [
    'a vehicle lease of thirty-six months from a delivery date, which does not renew',
    [
      'VEHICLE LEASE AGREEMENT',
      'Lessor: Capital Fleet Leasing Ltd',
      'Lessee: Orchard Bakeries Ltd',
      'Lease period: 36 months commencing on the delivery date, 15 May 2027.',
      'The lease does not renew; the vehicle must be returned at the end of the lease period.',
    ],
    {
      effectiveDate: '2027-05-15',
      expirationDate: '2030-05-15',
      renewalKind: 'none',
      parties: ['Capital Fleet Leasing Ltd', 'Orchard Bakeries Ltd'],
    },
  ],
  [
    "a co-working hot desk month to month from its first day, a calendar month's notice to leave",
    [
      'Hot desk membership, £250 per month + VAT.',
      'Your membership starts on 1 February 2027 and continues month to month.',
      "Give one calendar month's notice to leave.",
    ],
    { effectiveDate: '2027-02-01', expirationDate: null, renewalKind: 'automatic', noticePeriodDays: 30, amount: 250 },
  ],
  [
    "a venue's hire agreement for one day",
    ['Venue hire agreement for the Harbour Room on 18 June 2027.', 'Deposit: £500, non-refundable.'],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    'an order form of twelve months from a start date on the next line, renewing unless thirty days notice of non-renewal',
    [
      'ORDER FORM',
      'Customer: Pinewood Logistics, Inc.',
      'Subscription Term: 12 months from the Start Date',
      'Start Date: July 1, 2027',
      'Renewal: This Order Form will renew for successive 12-month terms unless either party provides notice of non-renewal at least 30 days before the end of the then-current term.',
    ],
    {
      effectiveDate: '2027-07-01',
      expirationDate: '2028-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    "a supplier's reminder that a service agreement expires, a renewal agreement attached to sign",
    [
      'Just a reminder that our service agreement with you expires on 31 January 2027.',
      "If you'd like to continue, please sign and return the attached renewal agreement.",
    ],
    { expirationDate: '2027-01-31', autoRenews: false },
  ],
  [
    "an Australian contractor's agreement made on a day, ending on another unless extended by written agreement: no renewal of its own",
    [
      'INDEPENDENT CONTRACTOR AGREEMENT',
      'This Agreement is made on 3 May 2027 between Juniper Creative Pty Ltd (ABN 12 345 678 901) and Sam Ortega.',
      'The engagement ends on 31 October 2027 unless extended by written agreement.',
    ],
    {
      effectiveDate: '2027-05-03',
      expirationDate: '2027-10-31',
      autoRenews: false,
      parties: ['Juniper Creative Pty Ltd', 'Sam Ortega'],
    },
  ],
  // The hundred-and-eighth batch (30 November, forty-first session, third round), written before its first run and
  // aimed at no change.
  [
    'a broadband contract of eighteen months from a start date, then monthly until thirty days notice',
    [
      'Your broadband contract',
      'Start date: 6 April 2027',
      'Minimum term: 18 months',
      "At the end of your minimum term your contract will continue monthly until you cancel with 30 days' notice.",
    ],
    { effectiveDate: '2027-04-06', expirationDate: '2028-10-06', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "an accountant's engagement letter for a year's accounts: no term of its own",
    [
      'Dear Mr Patel,',
      'This letter sets out the terms of our engagement to prepare the accounts of Patel Foods Ltd for the year ending 31 March 2027.',
      'Our fee will be £2,400 plus VAT.',
    ],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    "an annual licence's invoice, renewing each year unless cancelled thirty days before the renewal date",
    [
      'INVOICE INV-5521',
      'Annual licence: 1 June 2027 – 31 May 2028',
      'This licence renews automatically each year unless cancelled 30 days before the renewal date.',
      'Total due: $3,600.00',
    ],
    { effectiveDate: '2027-06-01', expirationDate: '2028-05-31', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "a landlord's letter extending a lease once for twelve months between two dates",
    [
      'Further to our discussion, we are happy to extend your lease of Unit 4 for a further 12 months, from 1 September 2027 to 31 August 2028, on the same terms.',
    ],
    { expirationDate: '2028-08-31', autoRenews: false },
  ],
  [
    'a service agreement of a year, tacitly renewed yearly unless terminated in writing two months before',
    [
      'SERVICE AGREEMENT',
      'Start date: 1 January 2027',
      'This agreement is entered into for a period of one year and will then be tacitly renewed for one year each time, unless terminated in writing no later than two months before the end of the term.',
    ],
    {
      effectiveDate: '2027-01-01',
      expirationDate: '2028-01-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    },
  ],
  [
    "a gym's twelve-month contract paid monthly, then monthly until a month's notice",
    [
      'Membership type: 12-month contract, paid monthly (£39.99)',
      'Start: 10 January 2027',
      "After 12 months your membership continues monthly. Cancel any time after that with one month's notice.",
    ],
    { effectiveDate: '2027-01-10', expirationDate: '2028-01-10', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'a cloud storage receipt for an annual plan that renews on a date',
    ['Receipt for your payment of $99.99 for 2 TB storage (annual plan).', 'Your plan renews on February 2, 2028.'],
    { expirationDate: '2028-02-02', renewalKind: 'automatic' },
  ],
  [
    'a lift maintenance agreement of five years between labelled parties',
    [
      'LIFT MAINTENANCE AGREEMENT',
      'Client: Harbourside Apartments Owners Corporation',
      'Contractor: Apex Lifts Pty Ltd',
      'This agreement commences on 1 March 2027 and continues for 5 years.',
    ],
    {
      effectiveDate: '2027-03-01',
      expirationDate: '2032-03-01',
      renewalKind: 'none',
      parties: ['Harbourside Apartments Owners Corporation', 'Apex Lifts Pty Ltd'],
    },
  ],
  [
    "a tenant's letter that the lease, which ends on a date, will not be renewed",
    [
      'Dear Landlord,',
      'Please accept this letter as notice that I will not renew my lease at 14 Elm Street, which ends on 30 June 2027.',
      'I will vacate the premises on or before that date.',
    ],
    { expirationDate: '2027-06-30', autoRenews: false },
  ],
  [
    'a memorandum of understanding of three years from the last signature, extendable by mutual agreement',
    [
      'MEMORANDUM OF UNDERSTANDING',
      'between Greenfield University and Brightwater Water Trust',
      'This MoU will remain in effect for three years from the date of the last signature, 15 February 2027, and may be extended by mutual agreement.',
    ],
    {
      effectiveDate: '2027-02-15',
      expirationDate: '2030-02-15',
      renewalKind: 'mutual',
      parties: ['Greenfield University', 'Brightwater Water Trust'],
    },
  ],
  // The hundred-and-ninth batch (30 November, forty-first session, fourth round), written before its first run and
  // aimed at no change.
  [
    'a pest control agreement of twelve months from a start line, renewing yearly unless thirty days notice',
    [
      'PEST CONTROL SERVICE AGREEMENT',
      'Customer: Maple Leaf Bistro',
      'Service start: 1 April 2027',
      "This agreement is for 12 months and renews automatically for further 12-month periods unless either party gives 30 days' written notice before the renewal date.",
    ],
    {
      effectiveDate: '2027-04-01',
      expirationDate: '2028-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
    },
  ],
  [
    "a SaaS vendor's e-mail: a team plan renews on a date for another year, changes asked before another",
    [
      'Hi Jordan,',
      "Your team's Business plan (25 seats) will renew on 15 March 2027 for another year at $7,500.",
      "If you'd like to make changes, reply before 1 March 2027.",
    ],
    { expirationDate: '2027-03-15', renewalKind: 'automatic', renewalTermMonths: 12 },
  ],
  [
    "an equipment rental between two dates, extended by the hirer only with the owner's written consent",
    [
      'EQUIPMENT RENTAL AGREEMENT',
      'Rental period: 5 January 2027 to 4 April 2027',
      "The rental may be extended by the Hirer with the Owner's written consent.",
    ],
    { effectiveDate: '2027-01-05', expirationDate: '2027-04-04', renewalKind: 'mutual' },
  ],
  [
    'a permanent job offer: no end, a notice to end employment that is no renewal notice',
    [
      'We are delighted to offer you the position of Marketing Manager, starting on 1 March 2027.',
      'This is a permanent, full-time role.',
      "Either party may terminate employment by giving three months' notice.",
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a wedding venue's booking confirmation for a day",
    ['Booking confirmation: The Old Barn, Saturday 12 June 2027.', 'Balance due 12 April 2027.'],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    'an annual maintenance plan covering a year, which does not renew automatically',
    [
      'Annual maintenance plan',
      'Coverage: 1 May 2027 to 30 April 2028',
      "This plan does not renew automatically. We'll contact you before it ends.",
    ],
    { effectiveDate: '2027-05-01', expirationDate: '2028-04-30', renewalKind: 'none' },
  ],
  [
    'a consultancy agreement dated a day, six months from it, extendable by agreement between the parties',
    [
      'CONSULTANCY AGREEMENT',
      'This Agreement is dated 10 January 2027 and is made between Northgate Energy Ltd and Coastal Advisory LLP.',
      'The Consultant will provide the Services for an initial period of six months from the date of this Agreement, which may be extended by agreement between the parties.',
    ],
    {
      effectiveDate: '2027-01-10',
      expirationDate: '2027-07-10',
      renewalKind: 'mutual',
      parties: ['Northgate Energy Ltd', 'Coastal Advisory LLP'],
    },
  ],
  [
    'a self-storage contract renewing every four weeks, seven days notice to leave',
    ["Your self-storage contract renews every 4 weeks. To leave, give us 7 days' notice before your next renewal."],
    { renewalKind: 'automatic', noticePeriodDays: 7 },
  ],
  [
    "a magazine's advertising contract for a year's insertions: no renewal",
    [
      'ADVERTISING CONTRACT',
      'Advertiser: Bluebell Garden Centre',
      'Schedule: 12 monthly insertions, January to December 2027',
      'Rate: £320 per insertion',
    ],
    { renewalKind: 'none', autoRenews: false },
  ],
  [
    "a water cooler's minimum hire of twelve months from installation, then quarterly until a month's notice",
    [
      'Water cooler rental',
      'Minimum hire period: 12 months from installation on 2 February 2027',
      "After the minimum hire period the rental continues quarterly until cancelled in writing with one month's notice.",
    ],
    { effectiveDate: '2027-02-02', expirationDate: '2028-02-02', renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  // The hundred-and-tenth batch (30 November, forty-first session, fifth round), written before its first run and
  // aimed at no change.
  [
    "a grounds maintenance contract between two dates with the client's option of twelve more months",
    [
      'GROUNDS MAINTENANCE CONTRACT',
      'Client: Oakridge Business Park Management Ltd',
      'Contractor: GreenCut Services Ltd',
      'Contract period: 1 April 2027 to 31 March 2029',
      'The Client may extend the contract by a further 12 months by giving notice before 1 January 2029.',
    ],
    {
      effectiveDate: '2027-04-01',
      expirationDate: '2029-03-31',
      renewalKind: 'option',
      parties: ['Oakridge Business Park Management Ltd', 'GreenCut Services Ltd'],
    },
  ],
  [
    "a gym's confirmation of a cancellation: access until a date",
    ['Your membership has been cancelled as requested.', 'You can continue to use the gym until 28 February 2027.'],
    { expirationDate: '2027-02-28', renewalKind: 'none' },
  ],
  [
    'a perpetual software licence',
    ['SOFTWARE LICENCE', 'This licence is perpetual and does not expire, subject to termination for breach.'],
    { expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "a phone provider's e-mail: a contract ended, now a rolling thirty-day plan left on thirty days notice",
    [
      "Your contract ended on 3 January 2027 and you're now on a rolling 30-day plan.",
      "You can leave any time with 30 days' notice.",
    ],
    { renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    "a consultant's retainer month to month from its first day, ended on fourteen days written notice",
    [
      'This retainer begins on 1 February 2027 and will continue month to month.',
      "Either of us may end it with 14 days' written notice.",
    ],
    { effectiveDate: '2027-02-01', expirationDate: null, renewalKind: 'automatic', noticePeriodDays: 14 },
  ],
  [
    "an insurance schedule's period in day-first dates, not renewed automatically",
    [
      'Period of insurance: 01/05/2027 to 30/04/2028 (both dates inclusive)',
      'Insurer: Northern Mutual Insurance plc',
      'This policy will not be renewed automatically.',
    ],
    { effectiveDate: '2027-05-01', expirationDate: '2028-04-30', renewalKind: 'none' },
  ],
  [
    'an English supply agreement of three years, then yearly unless six months notice expiring on an anniversary',
    [
      'SUPPLY AGREEMENT',
      'This Agreement is made on 1 June 2027 between Fenwick Foods Ltd (1) and Harlow Packaging Ltd (2).',
      "It shall continue for three years and thereafter from year to year unless terminated by six months' notice expiring on an anniversary.",
    ],
    {
      effectiveDate: '2027-06-01',
      expirationDate: '2030-06-01',
      renewalKind: 'automatic',
      noticePeriodDays: 180,
      parties: ['Fenwick Foods Ltd', 'Harlow Packaging Ltd'],
    },
  ],
  [
    "a club's newsletter naming a dinner's date",
    ['Our annual dinner is on 20 November 2027.', 'Tickets £45.'],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    "an app's receipt: a subscription that auto-renews monthly, its next charge on a date",
    ['Your Premium subscription auto-renews monthly on the 9th.', 'Next charge: 9 January 2027 for £7.99.'],
    { expirationDate: '2027-01-09', renewalKind: 'automatic', renewalTermMonths: 1 },
  ],
  [
    'a managed print agreement of thirty-six months from an installation date, extended only if agreed in writing',
    [
      'MANAGED PRINT SERVICES AGREEMENT',
      'Term: 36 months from the Installation Date',
      'Installation Date: 14 June 2027',
      'This Agreement will not renew automatically; any extension must be agreed in writing.',
    ],
    { effectiveDate: '2027-06-14', expirationDate: '2030-06-14', autoRenews: false },
  ],
  // The hundred-and-eleventh batch (30 November, forty-first session, sixth round), written before its first run and
  // aimed at no change.
  [
    'a managed services agreement of twenty-four months from an effective date line, then yearly unless sixty days notice',
    [
      'MANAGED SERVICES AGREEMENT',
      'Client: Redwood Dental Group',
      'Provider: Summit IT Solutions LLC',
      'Effective Date: March 1, 2027',
      'Initial Term: 24 months',
      "After the Initial Term, this Agreement renews for successive 12-month terms unless either party gives 60 days' written notice.",
    ],
    {
      effectiveDate: '2027-03-01',
      expirationDate: '2029-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      parties: ['Redwood Dental Group', 'Summit IT Solutions LLC'],
    },
  ],
  [
    "an analytics vendor's e-mail: an annual subscription renews on a date at a new price",
    [
      'Hello,',
      'Your annual subscription to Lumen Analytics renews on 1 April 2027. The new price will be $2,400 per year.',
      'To cancel, visit your account before 1 April 2027.',
    ],
    { expirationDate: '2027-04-01', renewalKind: 'automatic' },
  ],
  [
    'a fixed-term employment contract between two dates, ending without notice',
    [
      'EMPLOYMENT CONTRACT',
      'The employment begins on 3 May 2027 and ends on 2 May 2028 without notice being required.',
    ],
    { effectiveDate: '2027-05-03', expirationDate: '2028-05-02', renewalKind: 'none' },
  ],
  [
    'a sublease between two dates under a master lease that renews by itself: the sublease does not',
    [
      'SUBLEASE',
      'Sublandlord: Orion Tech Inc.',
      'Subtenant: Pixel Forge LLC',
      'Term: from 1 July 2027 to 30 June 2029, ending earlier if the Master Lease ends.',
      'The Master Lease renews automatically for five-year periods unless the Landlord gives notice.',
    ],
    {
      effectiveDate: '2027-07-01',
      expirationDate: '2029-06-30',
      renewalKind: 'none',
      parties: ['Orion Tech Inc', 'Pixel Forge LLC'],
    },
  ],
  [
    "a registrar's notice of a failed renewal: the domain expires on a date",
    ["We couldn't renew example-shop.com because your card was declined.", 'The domain expires on 12 February 2027.'],
    { expirationDate: '2027-02-12' },
  ],
  [
    "a coach's package valid for six months from a purchase date",
    ['Coaching package: 10 sessions, valid for 6 months from purchase on 5 January 2027.', 'Unused sessions expire.'],
    { expirationDate: '2027-07-05', renewalKind: 'none' },
  ],
  [
    "a trade show's exhibitor contract for an event, with a last day to cancel",
    [
      'EXHIBITOR CONTRACT',
      'Event: BuildExpo 2027, 8–10 October 2027',
      'Booth: B-112',
      'The exhibitor may not cancel after 1 August 2027.',
    ],
    { expirationDate: null, renewalKind: 'none' },
  ],
  [
    "a monthly retainer for an initial six months, then until a month's notice: evergreen after its term",
    [
      'Our retainer of £1,500 per month starts on 1 March 2027 and runs for an initial 6 months.',
      "After that it continues until either party gives one month's notice.",
    ],
    { effectiveDate: '2027-03-01', expirationDate: '2027-09-01', renewalKind: 'evergreen', noticePeriodDays: 30 },
  ],
  [
    "a VPS host's notice: a plan renewing monthly, its next renewal on a date",
    ['Your VPS plan renews monthly.', 'Next renewal: 14 December 2026, $24.00.'],
    { expirationDate: '2026-12-14', renewalKind: 'automatic', renewalTermMonths: 1 },
  ],
  [
    "a statement of work between two dates with the client's option to extend it: read as no renewal of its own",
    [
      'Statement of Work 7',
      'Period: 1 February 2027 – 31 July 2027',
      'The Client has the option to extend this SOW by up to 3 months on the same terms.',
    ],
    { effectiveDate: '2027-02-01', expirationDate: '2027-07-31', autoRenews: false },
  ],
];

describe('documents as a mailbox holds them', () => {
  it.each(DOCUMENTS)('reads %s', (_name, lines, expected) => {
    expect(analyzeContractText(lines.join('\n'), AS_OF)).toMatchObject(expected);
  });
});
