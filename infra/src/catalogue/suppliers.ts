import { supplierFulfilmentFields, type CatalogueSupplier, type Localized } from '@shop/catalogue-schema';
import type { Prng } from './prng';

const places: { country: CatalogueSupplier['country']; form: string; stems: string[]; cities: string[] }[] = [
  {
    country: 'FI',
    form: 'Oy',
    stems: ['Pohjolan', 'Hämeen', 'Saimaan', 'Karjalan', 'Lapin', 'Savon', 'Kainuun', 'Uudenmaan', 'Pirkan', 'Vaasan'],
    cities: ['Helsinki', 'Tampere', 'Oulu', 'Lahti', 'Kuopio', 'Vantaa', 'Turku'],
  },
  {
    country: 'DE',
    form: 'GmbH',
    stems: ['Rhein', 'Elbe', 'Ruhr', 'Weser', 'Harz', 'Main', 'Lausitz', 'Eifel', 'Allgäu', 'Spree'],
    cities: ['Hamburg', 'Dortmund', 'Leipzig', 'Kassel', 'Nürnberg', 'Bremen', 'Köln'],
  },
  {
    country: 'EE',
    form: 'OÜ',
    stems: ['Harju', 'Tartu', 'Pärnu', 'Viru', 'Saare', 'Valga'],
    cities: ['Tallinn', 'Tartu', 'Pärnu', 'Narva', 'Rakvere'],
  },
  {
    country: 'SE',
    form: 'AB',
    stems: ['Norrlands', 'Bergslagens', 'Smålands', 'Mälardalens'],
    cities: ['Göteborg', 'Västerås', 'Luleå', 'Jönköping'],
  },
];

const trades: Record<CatalogueSupplier['country'], string[]> = {
  FI: ['Teräs', 'Aita', 'Metalli', 'Rauta', 'Profiili', 'Verkko'],
  DE: ['Stahl', 'Zaunbau', 'Metall', 'Draht', 'Profilstahl', 'Gitter'],
  EE: ['Metall', 'Teras', 'Aed', 'Profiil'],
  SE: ['Stål', 'Stängsel', 'Metall'],
};

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Suppliers with distinct names, each delivering two to four product families. */
export function generateSuppliers(
  random: Prng,
  count: number,
  familySlugs: readonly string[],
  familyTitles: Map<string, Localized>,
): CatalogueSupplier[] {
  const suppliers: CatalogueSupplier[] = [];
  const seen = new Set<string>();
  while (suppliers.length < count) {
    const place = random.pick(places);
    const name = `${random.pick(place.stems)} ${random.pick(trades[place.country])} ${place.form}`;
    // 156 distinct names exist, so drawing until `count` (at most 120 are asked for) ends.
    if (seen.has(name)) continue;
    seen.add(name);
    const city = random.pick(place.cities);
    const founded = random.int(1948, 2019);
    const families = random.subset(familySlugs, 2).slice(0, random.int(2, 4));
    const list = (locale: keyof Localized) => families.map((f) => familyTitles.get(f)?.[locale] ?? f).join(', ');
    const slug = slugify(name);
    suppliers.push({
      id: suppliers.length + 1,
      slug,
      name,
      country: place.country,
      city,
      founded,
      families,
      info: {
        de:
          `${name} aus ${city} liefert seit ${founded} ${list('de')}. Bestellungen werden direkt ab Lager ` +
          `des Herstellers versandt; technische Fragen beantwortet unser Kundendienst gemeinsam mit dem Lieferanten.`,
        fi:
          `${name} (${city}) on toimittanut vuodesta ${founded} alkaen: ${list('fi')}. Tilaukset lähtevät ` +
          `suoraan toimittajan varastosta, ja asiakaspalvelumme vastaa teknisiin kysymyksiin yhdessä ` +
          `toimittajan kanssa.`,
        en:
          `${name} of ${city} has supplied ${list('en')} since ${founded}. Orders ship directly from the ` +
          `supplier's warehouse; our customer service answers technical questions together with the supplier.`,
        et:
          `${name} (${city}) on alates ${founded}. aastast tarninud: ${list('et')}. Tellimused saadetakse ` +
          `otse tarnija laost ning tehnilistele küsimustele vastab meie klienditeenindus koos tarnijaga.`,
      },
      ...supplierFulfilmentFields(slug, place.country),
    });
  }
  return suppliers;
}

export { slugify };
