import type { Company } from '@shop/contracts';
import type { CompanyRegister } from '../ports/company-register';

/** The check digit of a Finnish business id (Y-tunnus): weights 7 9 10 5 8 4 2, modulo 11. */
export function finnishCheckDigit(sevenDigits: string): number | null {
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = [...sevenDigits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  const rest = sum % 11;
  return rest === 0 ? 0 : rest === 1 ? null : 11 - rest;
}

const fi = (name: string, base: string, streetAddress: string, postCode: string, city: string): Company => {
  const digit = finnishCheckDigit(base);
  if (digit === null) throw new Error(`no valid business id starts with ${base}`);
  return {
    name,
    vatId: `FI${base}${digit}`,
    businessId: `${base}-${digit}`,
    country: 'FI',
    streetAddress,
    postCode,
    city,
  };
};
const ee = (
  name: string,
  registryCode: string,
  vat: string,
  streetAddress: string,
  postCode: string,
  city: string,
): Company => ({
  name,
  vatId: `EE${vat}`,
  businessId: registryCode,
  country: 'EE',
  streetAddress,
  postCode,
  city,
});

const de = (
  name: string,
  tradeRegister: string,
  vat: string,
  streetAddress: string,
  postCode: string,
  city: string,
): Company => ({ name, vatId: `DE${vat}`, businessId: tradeRegister, country: 'DE', streetAddress, postCode, city });

/**
 * Sample companies of the embedded register: builders and property managers in Finland and Estonia,
 * and a German builder (the invoices journey's XRechnung buyer).
 */
const companies: Company[] = [
  fi('Rakennus Virtanen Oy', '2734561', 'Teollisuuskatu 21', '00510', 'Helsinki'),
  fi('Pirkanmaan Aitaus Oy', '3012458', 'Hatanpään valtatie 34', '33900', 'Tampere'),
  fi('Oulun Teräsrakenne Oy', '2456783', 'Kauppurienkatu 12', '90100', 'Oulu'),
  fi('Saimaan Kiinteistöhuolto Oy', '1876542', 'Kauppakatu 40', '53100', 'Lappeenranta'),
  fi('Turun Porttiasennus Oy', '3187321', 'Ratapihankatu 53', '20100', 'Turku'),
  fi('Kuopion Metallityö Oy', '0987654', 'Volttikatu 8', '70700', 'Kuopio'),
  fi('Lahden Rakennuspalvelu Oy', '2298765', 'Aleksanterinkatu 15', '15110', 'Lahti'),
  fi('Vantaan Kattoturva Oy', '2645319', 'Tikkurilantie 10', '01300', 'Vantaa'),
  ee('Tallinna Ehitus OÜ', '14276543', '102345678', 'Peterburi tee 47', '11415', 'Tallinn'),
  ee('Tartu Aiaehitus OÜ', '12876234', '101876543', 'Riia 142', '50411', 'Tartu'),
  ee('Pärnu Metallitööd AS', '10987612', '100987654', 'Tallinna mnt 82', '80042', 'Pärnu'),
  ee('Viru Teraskonstruktsioonid OÜ', '11765430', '101234567', 'Tööstuse 5', '44311', 'Rakvere'),
  de('Hochbau Schneider GmbH', 'HRB 204518', '814623511', 'Landsberger Straße 302', '80687', 'München'),
];

const compact = (text: string) => text.toUpperCase().replace(/[\s.-]/g, '');
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

export class SampleCompanyRegister implements CompanyRegister {
  readonly kind = 'embedded-sample';

  async byVatId(vat: string): Promise<Company | null> {
    const wanted = compact(vat);
    return (
      companies.find((c) => {
        const vatId = compact(c.vatId);
        return vatId === wanted || vatId.slice(2) === wanted || compact(c.businessId) === wanted;
      }) ?? null
    );
  }

  async byName(name: string, limit: number): Promise<Company[]> {
    const wanted = fold(name.trim());
    const starts = companies.filter((c) => fold(c.name).startsWith(wanted));
    const contains = companies.filter((c) => !starts.includes(c) && fold(c.name).includes(wanted));
    return [...starts, ...contains].slice(0, limit);
  }
}
