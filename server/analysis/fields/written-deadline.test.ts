import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import { noticeFromWrittenDeadline } from './written-deadline';

const RENEWAL =
  'This Agreement shall automatically renew for successive one-year periods unless either party notifies the other in writing DEADLINE of the year in which the then-current term expires that it does not wish to renew. Fees are payable monthly.';
const noticeWith = (deadline: string, endDate: string) =>
  noticeFromWrittenDeadline(prepareDocument(RENEWAL.replace('DEADLINE', deadline)), endDate)?.value;

describe('notice from a last day written out', () => {
  it('counts a yearly deadline back from the end of the term: "on or before October 1" before December 31', () => {
    expect(noticeWith('on or before October 1', '2025-12-31')).toBe(91);
    expect(noticeWith('no later than the 1st day of October', '2025-12-31')).toBe(91);
  });

  it('leaves the day before for "before October 1"', () => {
    expect(noticeWith('before October 1', '2025-12-31')).toBe(92);
  });

  it('counts a February 29 between the deadline and the end, so a cancel-by date is never a day late', () => {
    // December 1, 2026 to March 31, 2027 is 120 days; 2027 to 2028 has a February 29: 121.
    expect(noticeWith('on or before December 1', '2027-03-31')).toBe(121);
  });

  it('reads "unless Customer cancels ... no later than November 30 of the preceding year"', () => {
    const doc = prepareDocument(
      'The subscription renews automatically on January 1 of each year for a further year, unless Customer cancels by giving notice no later than November 30 of the preceding year.',
    );
    expect(noticeFromWrittenDeadline(doc, '2024-12-31')).toMatchObject({ value: 31, confidence: 0.7 });
  });

  it('takes no day of the year outside a sentence about not renewing', () => {
    const doc = prepareDocument(
      'This Agreement renews automatically for successive one-year terms. Vendor shall deliver the annual report on or before October 1 of each year.',
    );
    expect(noticeFromWrittenDeadline(doc, '2025-12-31')).toBeNull();
  });

  it('reads a vendor\'s dated "cancel before" as the day before it', () => {
    const doc = prepareDocument(
      'Your Pixelworks Studio annual plan will renew on 12/15/2026. To avoid being charged, cancel before 12/10/2026.',
    );
    expect(noticeFromWrittenDeadline(doc, '2026-12-15')?.value).toBe(6);
  });

  it('reads a dated "unless you give notice by" as that day itself', () => {
    const doc = prepareDocument(
      'Your service contract no. 4711 will be extended automatically by a further 12 months on 30.06.2027 unless you give notice by 31.03.2027.',
    );
    expect(noticeFromWrittenDeadline(doc, '2027-06-30')?.value).toBe(91);
  });

  it('takes a last day to cancel in a document that renews nothing only where it names the renewal', () => {
    // The hundred-and-fifty-fourth mailbox batch's summer camp: a refund's deadline read as 60 days' notice.
    const camp = prepareDocument(
      'Session 2: July 12 – July 30, 2027. Cancellations made before June 1, 2027 receive a full refund less a $150 deposit.',
    );
    expect(noticeFromWrittenDeadline(camp, '2027-07-30', false)).toBeNull();
    const ticket = prepareDocument('Current term ends: 2027-05-31\nRenewal notice due: 2027-03-02 (90 days)');
    expect(noticeFromWrittenDeadline(ticket, '2027-05-31', false)?.value).toBe(90);
  });

  it('reads a dated "unless you tell us in writing by" as that day itself', () => {
    // The hundred-and-fifty-second mailbox batch's generator plan: no last day for notice was read.
    const doc = prepareDocument(
      'This agreement will renew automatically on 1 September 2027 for another 12 months unless you tell us in writing by 2 August 2027 that you do not wish to renew.',
    );
    expect(noticeFromWrittenDeadline(doc, '2027-09-01')?.value).toBe(30);
  });

  it('reads "to avoid automatic renewal ..., please let us know in writing by" a date as that day itself', () => {
    const doc = prepareDocument(
      'Your service contract ends on 30 April 2027. To avoid automatic renewal for a further 24 months, please let us know in writing by 31 January 2027.',
    );
    expect(noticeFromWrittenDeadline(doc, '2027-04-30')?.value).toBe(89);
  });

  it('reads a ticket\'s label "Renewal notice due:" a date as that day itself', () => {
    // The hundred-and-thirty-first mailbox batch: no notice read.
    const doc = prepareDocument(
      'Vendor: Okta\nCurrent term ends: 2027-05-31\nRenewal notice due: 2027-03-02 (90 days)',
    );
    expect(noticeFromWrittenDeadline(doc, '2027-05-31')?.value).toBe(90);
  });
});
