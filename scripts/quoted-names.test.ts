import { describe, expect, it } from 'vitest';
import { namesQuotedAs } from './quoted-names';

describe('defined names quoted otherwise', () => {
  const text = 'Acme Ltd (“Supplier”) and Beta Inc. (the "Buyer") agree that "as is" means as is.';

  it('quotes each capitalised name in single quotes, and leaves a quotation in small letters as written', () => {
    expect(namesQuotedAs(text, 'single quotes')).toBe(
      'Acme Ltd (‘Supplier’) and Beta Inc. (the ‘Buyer’) agree that "as is" means as is.',
    );
  });

  it('takes the quotes off each capitalised name', () => {
    expect(namesQuotedAs(text, 'no quotes')).toBe(
      'Acme Ltd (Supplier) and Beta Inc. (the Buyer) agree that "as is" means as is.',
    );
  });
});
