import { sameCompanyName } from '../../../src/shared/pricing/company-name';

describe('company names as the reverse-charge rule compares them with the register', () => {
  it.each([
    ['RAKENNUS VIRTANEN OSAKEYHTIÖ', 'Rakennus Virtanen Oy'],
    ['rakennus virtanen oy.', 'Rakennus Virtanen OY'],
    ['Tallinna Ehitus OU', 'Tallinna Ehitus OÜ'],
    ['Tallinna Ehitus osaühing', 'Tallinna Ehitus OÜ'],
    ['Wiener Bau Gesellschaft mit beschränkter Haftung', 'Wiener Bau GmbH'],
    ['Berliner  Bau,  GmbH', 'Berliner Bau GmbH'],
    ['Budowa Sp. z o.o.', 'Budowa sp. z o.o.'],
  ])('takes "%s" for "%s"', (typed, registered) => {
    expect(sameCompanyName(typed, registered)).toBe(true);
  });

  it.each([
    ['Acme Oy', 'Tallinna Ehitus OÜ'],
    ['Tallinna Ehitus', 'Tallinna Ehitus OÜ'],
    ['Tallinna Ehitus AS', 'Tallinna Ehitus OÜ'],
    ['Rakennus Virtanen Oy Ab', 'Rakennus Virtanen Oy'],
    ['', 'Rakennus Virtanen Oy'],
  ])('does not take "%s" for "%s"', (typed, registered) => {
    expect(sameCompanyName(typed, registered)).toBe(false);
  });
});
