import { describe, expect, it } from 'vitest';
import { withoutMailHeaders } from './mail-headers';

describe("a mail client's headers around a message it forwards or quotes", () => {
  it("drops a forwarded message's marker and header block, keeping the note above and the body below", () => {
    const text = [
      'FYI - see below.',
      '',
      '---------- Forwarded message ---------',
      'From: Acme Billing <billing@acme.com>',
      'Date: Mon, Nov 16, 2026 at 9:02 AM',
      'Subject: Your plan renews soon',
      'To: <ops@example.com>',
      '',
      'Your plan will renew on January 15, 2027.',
    ].join('\n');
    expect(withoutMailHeaders(text)).toBe('FYI - see below.\n\n\nYour plan will renew on January 15, 2027.');
  });

  it('drops a header block whose lines a blank line parts, as a client that sets each in a paragraph gives them', () => {
    const text = [
      'Confirmed.',
      '',
      'From: Sam <sam@example.com>',
      '',
      'Sent: Thursday, October 8, 2026 4:12 PM',
      '',
      'To: Priya',
      '',
      'The term is 24 months.',
    ];
    expect(withoutMailHeaders(text.join('\n'))).toBe('Confirmed.\n\n\nThe term is 24 months.');
  });

  it("drops Outlook's original-message header, its sent date with a time of day", () => {
    const text = [
      'Confirmed.',
      '-----Original Message-----',
      'From: Sam Ortiz <sam@example.com>',
      'Sent: Thursday, October 8, 2026 4:12 PM',
      'To: Priya <priya@example.com>',
      'Subject: RE: order',
      '',
      'The term is 24 months from November 1, 2026.',
    ].join('\n');
    expect(withoutMailHeaders(text)).toBe('Confirmed.\n\nThe term is 24 months from November 1, 2026.');
  });

  it("drops a quotation's attribution line and its marks, where two lines or more are quoted", () => {
    const text = [
      'Thanks, that works.',
      '',
      'On Wed, Nov 4, 2026 at 2:31 PM Jordan Lee <',
      'jordan@example.com> wrote:',
      '> The agreement will run from January 1, 2027.',
      '> > It renews for another year.',
    ].join('\n');
    expect(withoutMailHeaders(text)).toBe(
      'Thanks, that works.\n\nThe agreement will run from January 1, 2027.\nIt renews for another year.',
    );
  });

  it('drops the marks of a single line quoted right under its attribution, as of a run of quoted lines', () => {
    // A removal quotation quoted in a reply (the two-hundred-and-eighth mailbox batch): its one line kept its mark and
    // ran into the reply's sentence, so its subject was not read and its validity was taken for a term.
    const text = [
      'Thanks, see below.',
      '',
      'On Mon, Nov 16, 2026 at 9:02 AM Pat Doe <pat@example.com> wrote:',
      '> This quotation is valid for 30 days from 1 December 2026.',
    ].join('\n');
    expect(withoutMailHeaders(text)).toBe(
      'Thanks, see below.\n\nThis quotation is valid for 30 days from 1 December 2026.',
    );
  });

  it('drops an attribution wrapped before its "Wrote:", as a copy given back its case from capitals writes it', () => {
    const text = ['On wed, Nov 4, 2026 at 2:31 pm jordan lee <jordan@example.com>', 'Wrote:', '> Hi,', '> It renews.'];
    expect(withoutMailHeaders(text.join('\n'))).toBe('Hi,\nIt renews.');
  });

  it("drops header blocks and attributions as clients set to other languages write them, French's spaced colon too", () => {
    const german = [
      'Von: Desk <d@x.com>',
      'Gesendet: Montag, 2. November 2026 09:14',
      'Betreff: WG: Lift',
      '',
      'Term.',
    ];
    expect(withoutMailHeaders(german.join('\n'))).toBe('\nTerm.');
    const french = ['De : Billing <b@x.io>', 'Envoyé : lundi 9 novembre 2026 16:40', 'Objet : TR: Plan', 'Term.'];
    expect(withoutMailHeaders(french.join('\n'))).toBe('\nTerm.');
    for (const attribution of [
      'El mié, 4 nov 2026 a las 14:31, Jordan Lee (<jordan@x.com>) escribió:',
      'Le 4 nov. 2026 à 14:31, Jordan Lee <jordan@x.com> a écrit :',
      'Am Mi., 4. Nov. 2026 um 14:31 Uhr schrieb Jordan Lee <jordan@x.com>:',
      'EL MIÉ, 4 NOV 2026 A LAS 14:31, JORDAN LEE (<JORDAN@X.COM>)\nESCRIBIÓ:',
    ]) {
      expect(withoutMailHeaders(`Thanks.\n${attribution}\n> It runs a year.\n> It renews.`)).toBe(
        'Thanks.\nIt runs a year.\nIt renews.',
      );
    }
    // A memo's "Date:" and "From:" without a time of day stay: they may be the contract's own.
    expect(withoutMailHeaders('Von: Acme GmbH\nDatum: 2. November 2026\nTerm.')).toBe(
      'Von: Acme GmbH\nDatum: 2. November 2026\nTerm.',
    );
  });

  it('drops the header block of a forwarded message that a reply quotes whole', () => {
    const text = [
      'See the lease below.',
      'On Tue, Nov 3, 2026 at 8:15 AM Ana <ana@example.com> wrote:',
      '> ---------- Forwarded message ---------',
      '> From: Carla <carla@example.com>',
      '> Date: Fri, Oct 2, 2026 at 11:45 AM',
      '> Subject: Lease',
      '>',
      '> The lease runs from November 1, 2026.',
    ].join('\n');
    expect(withoutMailHeaders(text)).toBe('See the lease below.\n\nThe lease runs from November 1, 2026.');
  });

  it('drops an attribution line in capitals, as a message set wholly in capitals quotes', () => {
    const text =
      'AGREED.\nON WED, NOV 4, 2026 AT 2:31 PM JORDAN LEE <JORDAN@EXAMPLE.COM> WROTE:\n> IT RUNS FROM JANUARY 1, 2027.\n> THANKS';
    expect(withoutMailHeaders(text)).toBe('AGREED.\nIT RUNS FROM JANUARY 1, 2027.\nTHANKS');
  });

  it('drops a sent date and subject pasted without their From, as a reading pane gives them', () => {
    const text =
      'Sent: Friday, 4 December 2026 10:31\nSubject: Renewal reminder\nYour membership expires on 31 March 2027.';
    expect(withoutMailHeaders(text)).toBe('\nYour membership expires on 31 March 2027.');
    // A form's "Date:" without a time of day, beside its subject, stays.
    const form = 'Date: 4 December 2026\nSubject: Renewal\nIt renews.';
    expect(withoutMailHeaders(form)).toBe(form);
  });

  it("keeps a memo's or a form's own Date, From and To lines, which carry no time of day, and a lone '>' line", () => {
    const memo = ['To: All Distributors', 'From: Acme Corp.', 'Date: March 1, 2005', 'Re: Price list'].join('\n');
    expect(withoutMailHeaders(memo)).toBe(memo);
    const value = 'Minimum order:\n> 500 units';
    expect(withoutMailHeaders(value)).toBe(value);
    const sentence = 'On March 1, 2027 the Supplier wrote: the price rises.';
    expect(withoutMailHeaders(sentence)).toBe(sentence);
  });
});
