import { telHref } from '../../../../src/features/contacts/contactLinks';

describe('a contact’s tel: address', () => {
  it.each([
    ['+33 (0)6 12 34 56 78', 'tel:+33612345678'],
    ['+1 (415) 555-0100', 'tel:+14155550100'],
    ['06.12.34.56.78', 'tel:0612345678'],
    ['(0)20 7946 0958', 'tel:02079460958'],
    [' +44 20/7946-0958 ', 'tel:+442079460958'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
