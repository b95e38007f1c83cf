import type { Localized } from './families';

const L = (de: string, fi: string, en: string, et: string): Localized => ({ de, fi, en, et });

/**
 * An attribute buyers filter by. Numbers are stored as numbers (range filters work on them);
 * text values are language-neutral codes, with a label per language where the value is a word.
 */
export interface AttributeDef {
  key: string;
  label: Localized;
  type: 'number' | 'text';
  unit?: string;
  /** Labels of coded text values (colours, coatings, ...); codes without a label are shown as they are. */
  values?: Record<string, Localized>;
}

export const colours: Record<string, Localized> = {
  'RAL 6005': L('RAL 6005 Moosgrün', 'RAL 6005 sammalenvihreä', 'RAL 6005 moss green', 'RAL 6005 samblaroheline'),
  'RAL 7016': L(
    'RAL 7016 Anthrazitgrau',
    'RAL 7016 antrasiitinharmaa',
    'RAL 7016 anthracite grey',
    'RAL 7016 antratsiithall',
  ),
  'RAL 9005': L('RAL 9005 Tiefschwarz', 'RAL 9005 syvämusta', 'RAL 9005 jet black', 'RAL 9005 sügavmust'),
  'RAL 9010': L('RAL 9010 Reinweiß', 'RAL 9010 puhtaanvalkoinen', 'RAL 9010 pure white', 'RAL 9010 puhasvalge'),
  'RAL 3009': L('RAL 3009 Oxidrot', 'RAL 3009 oksidinpunainen', 'RAL 3009 oxide red', 'RAL 3009 oksiidpunane'),
  ZN: L('feuerverzinkt', 'kuumasinkitty', 'hot-dip galvanised', 'kuumtsingitud'),
};

export const coatings: Record<string, Localized> = {
  hdg: L('feuerverzinkt', 'kuumasinkitty', 'hot-dip galvanised', 'kuumtsingitud'),
  powder: L(
    'verzinkt und pulverbeschichtet',
    'sinkitty ja jauhemaalattu',
    'galvanised and powder-coated',
    'tsingitud ja pulbervärvitud',
  ),
  zm: L('Zink-Magnesium', 'sinkkimagnesium', 'zinc-magnesium', 'tsink-magneesium'),
  black: L('schwarz, unbehandelt', 'musta, käsittelemätön', 'black, untreated', 'must, töötlemata'),
  pregalv: L('sendzimirverzinkt', 'sendzimir-sinkitty', 'pre-galvanised', 'sendzimir-tsingitud'),
  pickled: L(
    'gebeizt und passiviert',
    'peitattu ja passivoitu',
    'pickled and passivated',
    'peitsitud ja passiveeritud',
  ),
};

export const roofTypes: Record<string, Localized> = {
  tile: L('Ziegeldach', 'tiilikatto', 'tiled roof', 'kivikatus'),
  sheet: L('Blechdach', 'peltikatto', 'sheet-metal roof', 'plekk-katus'),
  seam: L('Falzdach', 'saumakatto', 'standing-seam roof', 'valtsplekk-katus'),
};

export const attributeDefs: AttributeDef[] = [
  { key: 'height_mm', type: 'number', unit: 'mm', label: L('Höhe', 'Korkeus', 'Height', 'Kõrgus') },
  { key: 'width_mm', type: 'number', unit: 'mm', label: L('Breite', 'Leveys', 'Width', 'Laius') },
  { key: 'length_mm', type: 'number', unit: 'mm', label: L('Länge', 'Pituus', 'Length', 'Pikkus') },
  { key: 'depth_mm', type: 'number', unit: 'mm', label: L('Tiefe', 'Syvyys', 'Depth', 'Sügavus') },
  {
    key: 'wire_diameter_mm',
    type: 'number',
    unit: 'mm',
    label: L('Drahtstärke', 'Langan paksuus', 'Wire diameter', 'Traadi läbimõõt'),
  },
  {
    key: 'wire_config',
    type: 'text',
    unit: 'mm',
    label: L('Drahtstärke (Doppelstab)', 'Lankavahvuus', 'Wire gauge (twin wire)', 'Traadi jämedus'),
  },
  { key: 'mesh_size', type: 'text', unit: 'mm', label: L('Maschenweite', 'Silmäkoko', 'Mesh size', 'Silma suurus') },
  {
    key: 'pipe_size',
    type: 'text',
    unit: 'mm',
    label: L('Durchmesser × Wandstärke', 'Halkaisija × seinämä', 'Diameter × wall thickness', 'Läbimõõt × seinapaksus'),
  },
  {
    key: 'diameter_mm',
    type: 'number',
    unit: 'mm',
    label: L('Außendurchmesser', 'Ulkohalkaisija', 'Outer diameter', 'Välisläbimõõt'),
  },
  {
    key: 'wall_mm',
    type: 'number',
    unit: 'mm',
    label: L('Wandstärke', 'Seinämävahvuus', 'Wall thickness', 'Seinapaksus'),
  },
  { key: 'section', type: 'text', unit: 'mm', label: L('Querschnitt', 'Poikkileikkaus', 'Cross-section', 'Ristlõige') },
  { key: 'profile', type: 'text', label: L('Profil', 'Profiili', 'Profile', 'Profiil') },
  { key: 'bearing_bar', type: 'text', unit: 'mm', label: L('Tragstab', 'Kantolatta', 'Bearing bar', 'Kandelatt') },
  { key: 'load_class', type: 'text', label: L('Belastungsklasse', 'Kuormitusluokka', 'Load class', 'Koormusklass') },
  {
    key: 'thickness_mm',
    type: 'number',
    unit: 'mm',
    label: L('Blechdicke', 'Levyn paksuus', 'Sheet thickness', 'Lehe paksus'),
  },
  { key: 'sheet_size', type: 'text', unit: 'mm', label: L('Format', 'Levykoko', 'Sheet size', 'Lehe mõõdud') },
  { key: 'hole_pattern', type: 'text', label: L('Lochung', 'Rei’itys', 'Hole pattern', 'Perforatsioon') },
  { key: 'thread', type: 'text', label: L('Gewinde', 'Kierre', 'Thread', 'Keere') },
  {
    key: 'strength_class',
    type: 'text',
    label: L('Festigkeitsklasse', 'Lujuusluokka', 'Strength class', 'Tugevusklass'),
  },
  {
    key: 'pack_size',
    type: 'number',
    unit: 'pcs',
    label: L('Packungsinhalt', 'Pakkauskoko', 'Pack size', 'Pakendi suurus'),
  },
  { key: 'material', type: 'text', label: L('Werkstoff', 'Materiaali', 'Material', 'Materjal') },
  {
    key: 'coating',
    type: 'text',
    label: L('Oberfläche', 'Pintakäsittely', 'Finish', 'Pinnaviimistlus'),
    values: coatings,
  },
  { key: 'colour', type: 'text', label: L('Farbe', 'Väri', 'Colour', 'Värv'), values: colours },
  { key: 'roof_type', type: 'text', label: L('Dachart', 'Kattotyyppi', 'Roof type', 'Katuse tüüp'), values: roofTypes },
];

export const attributeByKey = new Map(attributeDefs.map((a) => [a.key, a]));

/** The value as a buyer reads it: coded words translated, numbers with their unit. */
export function attributeValueLabel(key: string, value: string | number, locale: keyof Localized): string {
  const def = attributeByKey.get(key);
  if (typeof value === 'number') return def?.unit && def.unit !== 'pcs' ? `${value} ${def.unit}` : String(value);
  return def?.values?.[value]?.[locale] ?? value;
}
