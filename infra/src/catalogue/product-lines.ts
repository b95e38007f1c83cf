import type { AttributeValue, Localized } from '@shop/catalogue-schema';

const L = (de: string, fi: string, en: string, et: string): Localized => ({ de, fi, en, et });

export interface Axis {
  key: string;
  values: readonly AttributeValue[];
}

/**
 * How the products of one subcategory are made: the generic name in each language (real
 * compound words, as buyers type them), the attributes fixed per product and the axes along
 * which a product's variants differ, and a price model in cents.
 */
export interface ProductLine {
  subcategory: string;
  code: string;
  name: Localized;
  /** Other names the trade uses for the same goods; each product carries one of them. */
  altNames?: Localized[];
  /** One value each per product. */
  productAttributes: Axis[];
  /** Variants of a product combine values of these. */
  axes: Axis[];
  /** Price of the first value of every axis, in cents. */
  basePrice: number;
  /** Relative price increase per step along an axis. */
  priceStep: Record<string, number>;
  minOrder: readonly number[];
  derive?: (attributes: Record<string, AttributeValue>) => Record<string, AttributeValue>;
  /** What the product is for, one sentence per language. */
  use: Localized;
}

export const series: Localized[] = [
  L('Standard', 'Perus', 'Standard', 'Standard'),
  L('Premium', 'Premium', 'Premium', 'Premium'),
  L('Profi', 'Pro', 'Pro', 'Pro'),
  L('Eco', 'Eko', 'Eco', 'Öko'),
  L('Schwerlast', 'Raskas', 'Heavy-duty', 'Raske'),
];

const fenceColours = ['RAL 6005', 'RAL 7016', 'RAL 9005', 'ZN'];
const heights = [630, 830, 1030, 1230, 1430, 1630, 1830, 2030, 2230, 2430];
const pipeSize = (a: Record<string, AttributeValue>) => {
  const [d, w] = String(a.pipe_size)
    .split(' × ')
    .map((n) => Number(n.replace(',', '.')));
  return { diameter_mm: d ?? 0, wall_mm: w ?? 0 };
};

export const productLines: ProductLine[] = [
  {
    subcategory: 'welded-mesh-panels',
    code: 'DSM',
    name: L('Doppelstabmattenzaun', 'Verkkoaita', 'Twin-wire mesh fence panel', 'Topeltvarbvõrkaed'),
    altNames: [L('Gitterzaun', 'Teräsverkkoaita', 'Mesh fence panel', 'Võrkaed')],
    productAttributes: [
      { key: 'wire_config', values: ['6/5/6', '8/6/8'] },
      { key: 'mesh_size', values: ['50 × 200'] },
      { key: 'coating', values: ['powder', 'hdg', 'zm'] },
    ],
    axes: [
      { key: 'height_mm', values: heights },
      { key: 'colour', values: fenceColours },
    ],
    basePrice: 3290,
    priceStep: { height_mm: 0.16, colour: 0.04 },
    minOrder: [1, 5, 10],
    use: L(
      'Robuste Gitterzaun-Elemente für Gewerbe, Schulen und Privatgrundstücke.',
      'Tukeva verkkoaitaelementti teollisuuteen, kouluille ja kotipihoille.',
      'Sturdy mesh fencing for industrial sites, schools and homes.',
      'Tugev võrkaiapaneel tööstusaladele, koolidele ja kodudele.',
    ),
  },
  {
    subcategory: 'chain-link-fences',
    code: 'MDZ',
    name: L('Maschendrahtzaun', 'Punosverkkoaita', 'Chain-link fence', 'Punutud võrkaed'),
    productAttributes: [
      { key: 'mesh_size', values: ['50 × 50', '60 × 60'] },
      { key: 'coating', values: ['hdg', 'powder'] },
      { key: 'length_mm', values: [15000, 25000] },
    ],
    axes: [
      { key: 'height_mm', values: [800, 1000, 1250, 1500, 1800, 2000] },
      { key: 'wire_diameter_mm', values: [2.5, 2.8, 3.1] },
    ],
    basePrice: 4990,
    priceStep: { height_mm: 0.18, wire_diameter_mm: 0.12 },
    minOrder: [1, 2],
    use: L(
      'Drahtgeflecht in Rollen für Weiden, Gärten und Grundstücksgrenzen.',
      'Rullalla toimitettava punottu verkko laitumille, puutarhoihin ja tontin rajoille.',
      'Woven wire on rolls for pastures, gardens and boundaries.',
      'Rullis punutud võrk karjamaadele, aedadele ja kruntide piiridele.',
    ),
  },
  {
    subcategory: 'temporary-fences',
    code: 'BZ',
    name: L('Bauzaun', 'Työmaa-aita', 'Temporary site fence panel', 'Ajutine ehitusaed'),
    altNames: [L('Mobilzaun', 'Siirtoaita', 'Mobile fence panel', 'Mobiilaed')],
    productAttributes: [
      { key: 'coating', values: ['hdg', 'pregalv'] },
      { key: 'wire_diameter_mm', values: [3, 4, 5] },
    ],
    axes: [
      { key: 'width_mm', values: [2500, 3500] },
      { key: 'height_mm', values: [1200, 2000] },
      { key: 'mesh_size', values: ['100 × 250', '100 × 300'] },
    ],
    basePrice: 3890,
    priceStep: { width_mm: 0.25, height_mm: 0.3, mesh_size: 0.02 },
    minOrder: [10, 20, 50],
    use: L(
      'Mobiler Bauzaun für Baustellen und Veranstaltungen, mit Füßen und Schellen kombinierbar.',
      'Siirrettävä työmaa-aita rakennustyömaille ja tapahtumiin, jalat ja kiinnikkeet erikseen.',
      'Mobile fencing for building sites and events, used with feet and clamps.',
      'Teisaldatav aed ehitusplatsidele ja üritustele, jalad ja klambrid eraldi.',
    ),
  },
  {
    subcategory: 'swing-gates',
    code: 'DFT',
    name: L('Doppelflügeltor', 'Kääntöportti', 'Double swing gate', 'Kahepoolne tiibvärav'),
    productAttributes: [{ key: 'coating', values: ['powder', 'hdg'] }],
    axes: [
      { key: 'width_mm', values: [3000, 3500, 4000, 5000, 6000] },
      { key: 'height_mm', values: [1030, 1230, 1430, 1630, 1830, 2030] },
      { key: 'colour', values: fenceColours },
    ],
    basePrice: 64900,
    priceStep: { width_mm: 0.15, height_mm: 0.08, colour: 0.03 },
    minOrder: [1],
    use: L(
      'Zweiflügeliges Einfahrtstor passend zu Doppelstabmattenzäunen, mit Schloss und Bodenriegel.',
      'Kaksilehtinen ajoportti verkkoaitaan, lukolla ja maasalvalla.',
      'Two-leaf driveway gate matching mesh fences, with lock and drop bolt.',
      'Kahepoolne sissesõiduvärav võrkaia juurde, luku ja maariiviga.',
    ),
  },
  {
    subcategory: 'sliding-gates',
    code: 'ST',
    name: L('Schiebetor', 'Liukuportti', 'Sliding gate', 'Liugvärav'),
    productAttributes: [{ key: 'coating', values: ['powder', 'hdg'] }],
    axes: [
      { key: 'width_mm', values: [4000, 5000, 6000, 8000, 10000] },
      { key: 'height_mm', values: [1230, 1630, 2030] },
      { key: 'colour', values: fenceColours },
    ],
    basePrice: 189000,
    priceStep: { width_mm: 0.2, height_mm: 0.1, colour: 0.02 },
    minOrder: [1],
    use: L(
      'Freitragendes Schiebetor für Industrieeinfahrten, für Torantrieb vorbereitet.',
      'Vapaasti kannatettu liukuportti teollisuusalueiden ajoväylille, valmius porttiautomatiikalle.',
      'Cantilever sliding gate for industrial entrances, prepared for a gate motor.',
      'Konsoolne liugvärav tööstusalade sissesõitudele, valmis väravaajamile.',
    ),
  },
  {
    subcategory: 'pedestrian-gates',
    code: 'GT',
    name: L('Gartentür', 'Käyntiportti', 'Pedestrian gate', 'Jalgvärav'),
    productAttributes: [{ key: 'coating', values: ['powder', 'hdg'] }],
    axes: [
      { key: 'width_mm', values: [1000, 1250, 1500] },
      { key: 'height_mm', values: [830, 1030, 1230, 1430, 1630, 1830, 2030] },
      { key: 'colour', values: fenceColours },
    ],
    basePrice: 21900,
    priceStep: { width_mm: 0.12, height_mm: 0.07, colour: 0.03 },
    minOrder: [1],
    use: L(
      'Einflügelige Gartentür mit Drückergarnitur und Profilzylinder.',
      'Yksilehtinen käyntiportti painikkeella ja lukkosylinterillä.',
      'Single-leaf gate with handle set and lock cylinder.',
      'Ühepoolne jalgvärav käepideme ja lukusüdamikuga.',
    ),
  },
  {
    subcategory: 'fence-posts',
    code: 'ZP',
    name: L('Zaunpfosten', 'Aitatolppa', 'Fence post', 'Aiapost'),
    productAttributes: [
      { key: 'section', values: ['60 × 40', '80 × 60', '60 × 60'] },
      { key: 'coating', values: ['powder', 'hdg'] },
    ],
    axes: [
      { key: 'length_mm', values: [1000, 1200, 1500, 1800, 2000, 2200, 2400, 2600, 2800, 3000] },
      { key: 'colour', values: fenceColours },
    ],
    basePrice: 1890,
    priceStep: { length_mm: 0.1, colour: 0.03 },
    minOrder: [1, 5, 10],
    use: L(
      'Rechteckpfosten mit Kappe, zum Einbetonieren oder mit Fußplatte.',
      'Suorakaidetolppa hatulla, valetaan betoniin tai kiinnitetään jalkalevyllä.',
      'Rectangular post with cap, for concreting in or with a base plate.',
      'Ristkülikpost kaanega, betoneerimiseks või jalaplaadiga.',
    ),
  },
  {
    subcategory: 'post-fittings',
    code: 'BF',
    name: L('Befestigungsschelle', 'Kiinnityspanta', 'Mounting clamp', 'Kinnitusklamber'),
    productAttributes: [{ key: 'material', values: ['S235', 'AISI 304'] }],
    axes: [
      { key: 'diameter_mm', values: [42, 48, 60, 76] },
      { key: 'pack_size', values: [10, 25, 50] },
      { key: 'colour', values: fenceColours },
    ],
    basePrice: 1290,
    priceStep: { diameter_mm: 0.08, pack_size: 1.2, colour: 0.02 },
    minOrder: [1, 5],
    use: L(
      'Schellen und Halter, um Zaunfelder sicher an Pfosten zu befestigen.',
      'Pannat ja pidikkeet aitaelementtien kiinnittämiseen tolppiin.',
      'Clamps and holders to fix fence panels to posts.',
      'Klambrid ja hoidikud aiapaneelide kinnitamiseks postidele.',
    ),
  },
  {
    subcategory: 'steel-pipes',
    code: 'SR',
    name: L('Stahlrohr', 'Teräsputki', 'Steel pipe', 'Terastoru'),
    altNames: [L('Konstruktionsrohr', 'Rakenneputki', 'Structural steel tube', 'Konstruktsioonitoru')],
    productAttributes: [
      { key: 'material', values: ['S235', 'S355'] },
      { key: 'coating', values: ['black', 'hdg'] },
    ],
    axes: [
      {
        key: 'pipe_size',
        values: [
          '21,3 × 2,0',
          '26,9 × 2,3',
          '33,7 × 2,6',
          '42,4 × 2,6',
          '48,3 × 2,9',
          '60,3 × 2,9',
          '76,1 × 2,9',
          '88,9 × 3,2',
          '114,3 × 3,6',
        ],
      },
      { key: 'length_mm', values: [3000, 6000, 12000] },
    ],
    basePrice: 990,
    priceStep: { pipe_size: 0.35, length_mm: 0.9 },
    minOrder: [1, 6, 12],
    derive: pipeSize,
    use: L(
      'Geschweißtes Konstruktionsrohr nach EN 10219 für Geländer, Gestelle und Stahlbau.',
      'Hitsattu rakenneputki EN 10219 kaiteisiin, telineisiin ja teräsrakenteisiin.',
      'Welded structural pipe to EN 10219 for railings, frames and steelwork.',
      'Keevitatud konstruktsioonitoru EN 10219 piirdeaedadele, raamidele ja teraskonstruktsioonidele.',
    ),
  },
  {
    subcategory: 'rectangular-tubes',
    code: 'RR',
    name: L('Rechteckrohr', 'Suorakaideputki', 'Rectangular hollow section', 'Ristkülikutoru'),
    productAttributes: [
      { key: 'material', values: ['S235', 'S355'] },
      { key: 'coating', values: ['black', 'hdg', 'pregalv'] },
    ],
    axes: [
      {
        key: 'section',
        values: ['40 × 20 × 2', '50 × 30 × 2', '60 × 40 × 3', '80 × 40 × 3', '100 × 50 × 4', '120 × 60 × 4'],
      },
      { key: 'length_mm', values: [3000, 6000, 12000] },
    ],
    basePrice: 1490,
    priceStep: { section: 0.4, length_mm: 0.9 },
    minOrder: [1, 6],
    use: L(
      'Kaltgefertigtes Hohlprofil für Rahmen, Tore und Unterkonstruktionen.',
      'Kylmämuovattu rakenneputki kehyksiin, portteihin ja alusrakenteisiin.',
      'Cold-formed hollow section for frames, gates and substructures.',
      'Külmvormitud toruprofiil raamidele, väravatele ja aluskonstruktsioonidele.',
    ),
  },
  {
    subcategory: 'stainless-pipes',
    code: 'ER',
    name: L('Edelstahlrohr', 'Rst-putki', 'Stainless steel pipe', 'Roostevaba toru'),
    productAttributes: [{ key: 'material', values: ['AISI 304', 'AISI 316L'] }],
    axes: [
      {
        key: 'pipe_size',
        values: ['21,3 × 2,0', '26,9 × 2,0', '33,7 × 2,0', '42,4 × 2,0', '48,3 × 2,0', '60,3 × 2,0'],
      },
      { key: 'length_mm', values: [3000, 6000] },
      { key: 'coating', values: ['pickled'] },
    ],
    basePrice: 2890,
    priceStep: { pipe_size: 0.3, length_mm: 0.95 },
    minOrder: [1, 6],
    derive: pipeSize,
    use: L(
      'Korrosionsbeständiges Rohr für Geländer, Lebensmittel- und Außenbereiche.',
      'Ruostumaton putki kaiteisiin, elintarviketeollisuuteen ja ulkokäyttöön.',
      'Corrosion-resistant pipe for railings, food industry and outdoor use.',
      'Korrosioonikindel toru piireteks, toiduainetööstusesse ja välitingimustesse.',
    ),
  },
  {
    subcategory: 'hea-heb-beams',
    code: 'HE',
    name: L('Breitflanschträger', 'Leveälaippapalkki', 'Wide-flange beam', 'Laiariiuline tala'),
    productAttributes: [{ key: 'material', values: ['S235JR', 'S355J2'] }],
    axes: [
      {
        key: 'profile',
        values: [
          'HEA 100',
          'HEA 120',
          'HEA 140',
          'HEA 160',
          'HEA 200',
          'HEB 100',
          'HEB 140',
          'HEB 200',
          'HEB 240',
          'HEB 300',
        ],
      },
      { key: 'length_mm', values: [6000, 8000, 10000, 12000] },
    ],
    basePrice: 14900,
    priceStep: { profile: 0.25, length_mm: 0.33 },
    minOrder: [1],
    use: L(
      'Warmgewalzter Träger nach EN 10025 für Hallen, Decken und Stützen.',
      'Kuumavalssattu palkki EN 10025 halleihin, välipohjiin ja pilareihin.',
      'Hot-rolled beam to EN 10025 for halls, floors and columns.',
      'Kuumvaltsitud tala EN 10025 hallidele, vahelagedele ja postidele.',
    ),
  },
  {
    subcategory: 'ipe-beams',
    code: 'IPE',
    name: L('IPE-Träger', 'I-palkki', 'IPE beam', 'IPE-tala'),
    productAttributes: [{ key: 'material', values: ['S235JR', 'S355J2'] }],
    axes: [
      {
        key: 'profile',
        values: ['IPE 80', 'IPE 100', 'IPE 120', 'IPE 140', 'IPE 160', 'IPE 180', 'IPE 200', 'IPE 240', 'IPE 300'],
      },
      { key: 'length_mm', values: [6000, 8000, 12000] },
    ],
    basePrice: 6900,
    priceStep: { profile: 0.22, length_mm: 0.35 },
    minOrder: [1],
    use: L(
      'Schmaler I-Träger für Pfetten, Stürze und leichte Stahlkonstruktionen.',
      'Kapea I-palkki orsiin, palkkeihin ja kevyisiin teräsrakenteisiin.',
      'Narrow I-beam for purlins, lintels and light steelwork.',
      'Kitsas I-tala sõrestikele, sillustele ja kergetele teraskonstruktsioonidele.',
    ),
  },
  {
    subcategory: 'angle-profiles',
    code: 'WS',
    name: L('Winkelstahl', 'Kulmateräs', 'Steel angle', 'Nurkteras'),
    productAttributes: [
      { key: 'material', values: ['S235', 'S355'] },
      { key: 'coating', values: ['black', 'hdg'] },
    ],
    axes: [
      {
        key: 'profile',
        values: [
          'L 30 × 30 × 3',
          'L 40 × 40 × 4',
          'L 50 × 50 × 5',
          'L 60 × 60 × 6',
          'L 80 × 80 × 8',
          'L 100 × 100 × 10',
        ],
      },
      { key: 'length_mm', values: [3000, 6000] },
    ],
    basePrice: 1190,
    priceStep: { profile: 0.45, length_mm: 0.9 },
    minOrder: [1, 5],
    use: L(
      'Gleichschenkliger Winkel für Rahmen, Konsolen und Kantenschutz.',
      'Tasakylkinen kulmateräs kehyksiin, konsoleihin ja reunasuojiksi.',
      'Equal-leg angle for frames, brackets and edge protection.',
      'Võrdhaarne nurkteras raamidele, konsoolidele ja servakaitseks.',
    ),
  },
  {
    subcategory: 'pressed-gratings',
    code: 'PR',
    name: L('Gitterrost', 'Puristeritilä', 'Pressure-locked grating', 'Pressrest'),
    productAttributes: [
      { key: 'coating', values: ['hdg'] },
      { key: 'material', values: ['S235', 'AISI 304'] },
    ],
    axes: [
      { key: 'mesh_size', values: ['30 × 10', '30 × 30', '33 × 11', '34 × 38'] },
      { key: 'sheet_size', values: ['500 × 1000', '1000 × 1000', '1000 × 2000'] },
      { key: 'load_class', values: ['A15', 'B125', 'C250'] },
    ],
    basePrice: 5900,
    priceStep: { mesh_size: 0.05, sheet_size: 0.8, load_class: 0.4 },
    minOrder: [1, 4],
    use: L(
      'Pressrost für Laufstege, Podeste und Schachtabdeckungen.',
      'Puristeritilä kulkusilloille, tasanteille ja kaivonkansiin.',
      'Pressure-locked grating for walkways, platforms and pit covers.',
      'Pressrest käiguteedele, platvormidele ja kaevukaantele.',
    ),
  },
  {
    subcategory: 'stair-treads',
    code: 'TS',
    name: L('Gitterroststufe', 'Ritiläaskelma', 'Grating stair tread', 'Resttrepiaste'),
    productAttributes: [
      { key: 'coating', values: ['hdg'] },
      { key: 'mesh_size', values: ['30 × 10', '30 × 30'] },
    ],
    axes: [
      { key: 'width_mm', values: [600, 800, 1000, 1200] },
      { key: 'depth_mm', values: [240, 270, 305] },
    ],
    basePrice: 3490,
    priceStep: { width_mm: 0.2, depth_mm: 0.1 },
    minOrder: [1, 5],
    use: L(
      'Treppenstufe mit rutschhemmender Kante und Seitenblechen zum Anschrauben.',
      'Porrasaskelma liukuesteellä ja sivulevyillä pulttikiinnitykseen.',
      'Stair tread with anti-slip nosing and side plates for bolting.',
      'Trepiaste libisemiskindla servaga ja külgplaatidega poltkinnituseks.',
    ),
  },
  {
    subcategory: 'reinforcing-mesh',
    code: 'BM',
    name: L('Bewehrungsmatte', 'Raudoitusverkko', 'Reinforcing mesh', 'Armatuurvõrk'),
    productAttributes: [{ key: 'material', values: ['B500A', 'B500B'] }],
    axes: [
      { key: 'wire_diameter_mm', values: [5, 6, 8, 10] },
      { key: 'mesh_size', values: ['100 × 100', '150 × 150', '200 × 200'] },
      { key: 'sheet_size', values: ['2350 × 5000', '2350 × 6000'] },
    ],
    basePrice: 2990,
    priceStep: { wire_diameter_mm: 0.55, mesh_size: -0.15, sheet_size: 0.2 },
    minOrder: [5, 10, 20],
    use: L(
      'Betonstahlmatte für Bodenplatten, Wände und Fundamente.',
      'Raudoitusverkko laattoihin, seiniin ja perustuksiin.',
      'Reinforcing mesh for slabs, walls and foundations.',
      'Armatuurvõrk plaatidele, seintele ja vundamentidele.',
    ),
  },
  {
    subcategory: 'welded-wire-mesh',
    code: 'SG',
    name: L('Schweißgitter', 'Hitsausverkko', 'Welded wire mesh', 'Keevisvõrk'),
    productAttributes: [{ key: 'coating', values: ['hdg', 'zm', 'black'] }],
    axes: [
      { key: 'wire_diameter_mm', values: [1, 2, 3, 4] },
      { key: 'mesh_size', values: ['12,7 × 12,7', '25 × 25', '50 × 50', '50 × 100'] },
      { key: 'sheet_size', values: ['1000 × 2000', '1000 × 25000'] },
    ],
    basePrice: 2490,
    priceStep: { wire_diameter_mm: 0.4, mesh_size: -0.1, sheet_size: 1.5 },
    minOrder: [1, 5],
    use: L(
      'Punktgeschweißtes Gitter für Volieren, Abdeckungen und Maschinenschutz.',
      'Pistehitsattu verkko aitauksiin, suojiin ja koneiden suojaukseen.',
      'Spot-welded mesh for enclosures, covers and machine guarding.',
      'Punktkeevitatud võrk piiretele, katetele ja masinakaitseks.',
    ),
  },
  {
    subcategory: 'steel-sheets',
    code: 'SB',
    name: L('Stahlblech', 'Teräslevy', 'Steel sheet', 'Terasleht'),
    productAttributes: [
      { key: 'material', values: ['S235', 'S355', 'DC01'] },
      { key: 'coating', values: ['black', 'pregalv'] },
    ],
    axes: [
      { key: 'thickness_mm', values: [1, 1.5, 2, 3, 4, 5, 6, 8, 10] },
      { key: 'sheet_size', values: ['1000 × 2000', '1250 × 2500', '1500 × 3000'] },
    ],
    basePrice: 2790,
    priceStep: { thickness_mm: 0.6, sheet_size: 0.55 },
    minOrder: [1, 5],
    use: L(
      'Warm- oder kaltgewalztes Blech für Verkleidungen, Zuschnitte und Stahlbau.',
      'Kuuma- tai kylmävalssattu levy verhouksiin, leikkeisiin ja teräsrakenteisiin.',
      'Hot- or cold-rolled sheet for cladding, blanks and steelwork.',
      'Kuum- või külmvaltsitud leht katteteks, toorikuteks ja teraskonstruktsioonideks.',
    ),
  },
  {
    subcategory: 'profiled-sheets',
    code: 'TB',
    name: L('Trapezblech', 'Profiilipelti', 'Trapezoidal roof sheet', 'Trapetsprofiilplekk'),
    productAttributes: [
      { key: 'profile', values: ['T20', 'T35', 'T45'] },
      { key: 'coating', values: ['zm', 'powder'] },
    ],
    axes: [
      { key: 'thickness_mm', values: [0.5, 0.6, 0.7] },
      { key: 'length_mm', values: [2000, 3000, 4000, 6000] },
      { key: 'colour', values: ['RAL 7016', 'RAL 9005', 'RAL 3009', 'RAL 9010'] },
    ],
    basePrice: 1590,
    priceStep: { thickness_mm: 0.15, length_mm: 0.5, colour: 0.02 },
    minOrder: [5, 10],
    use: L(
      'Trapezprofil für Dächer und Wände von Hallen, Carports und Lagern.',
      'Profiilipelti hallien, autokatosten ja varastojen kattoihin ja seiniin.',
      'Trapezoidal profile for roofs and walls of halls, carports and stores.',
      'Trapetsprofiil hallide, autovarjualuste ja ladude katustele ja seintele.',
    ),
  },
  {
    subcategory: 'perforated-sheets',
    code: 'LB',
    name: L('Lochblech', 'Reikälevy', 'Perforated sheet', 'Perforeeritud leht'),
    productAttributes: [{ key: 'material', values: ['DC01', 'AISI 304', 'AlMg3'] }],
    axes: [
      { key: 'hole_pattern', values: ['Rv 3-5', 'Rv 5-8', 'Rv 10-15', 'Qg 10-14'] },
      { key: 'thickness_mm', values: [1, 1.5, 2, 3] },
      { key: 'sheet_size', values: ['1000 × 2000', '1250 × 2500'] },
    ],
    basePrice: 4490,
    priceStep: { hole_pattern: 0.05, thickness_mm: 0.35, sheet_size: 0.5 },
    minOrder: [1],
    use: L(
      'Lochblech für Fassaden, Sichtschutz, Filter und Trittflächen.',
      'Reikälevy julkisivuihin, näkösuojiin, suodattimiin ja askelpinnoille.',
      'Perforated sheet for facades, screens, filters and treads.',
      'Perforeeritud leht fassaadidele, varjestustele, filtritele ja astmepindadele.',
    ),
  },
  {
    subcategory: 'roof-ladders',
    code: 'DL',
    name: L('Dachleiter', 'Kattotikas', 'Roof ladder', 'Katuseredel'),
    productAttributes: [{ key: 'roof_type', values: ['tile', 'sheet', 'seam'] }],
    axes: [
      { key: 'length_mm', values: [1200, 1800, 2400, 3000, 3600, 4200, 4800, 6000] },
      { key: 'colour', values: ['RAL 7016', 'RAL 9005', 'RAL 3009', 'ZN'] },
    ],
    basePrice: 9900,
    priceStep: { length_mm: 0.22, colour: 0.03 },
    minOrder: [1],
    use: L(
      'Dachleiter nach EN 12951 mit Halterungen für die gewählte Dachart.',
      'Kattotikas EN 12951 kiinnikkeineen valitulle kattotyypille.',
      'Roof ladder to EN 12951 with brackets for the chosen roof type.',
      'Katuseredel EN 12951 koos kinnitustega valitud katusetüübile.',
    ),
  },
  {
    subcategory: 'snow-guards',
    code: 'SF',
    name: L('Schneefanggitter', 'Lumieste', 'Snow guard', 'Lumetõke'),
    productAttributes: [{ key: 'roof_type', values: ['tile', 'sheet', 'seam'] }],
    axes: [
      { key: 'length_mm', values: [2000, 3000, 4000] },
      { key: 'height_mm', values: [150, 200] },
      { key: 'colour', values: ['RAL 7016', 'RAL 9005', 'RAL 3009', 'ZN'] },
    ],
    basePrice: 5400,
    priceStep: { length_mm: 0.4, height_mm: 0.15, colour: 0.03 },
    minOrder: [1, 5],
    use: L(
      'Schneefanggitter nach EN 12951, hält Dachlawinen über Eingängen zurück.',
      'Lumieste EN 12951, pysäyttää lumivyöryt sisäänkäyntien yllä.',
      'Snow guard to EN 12951 that holds back snow slides above entrances.',
      'Lumetõke EN 12951, peatab lumelaviinid sissepääsude kohal.',
    ),
  },
  {
    subcategory: 'roof-walkways',
    code: 'LS',
    name: L('Dachlaufsteg', 'Kattosilta', 'Roof walkway', 'Katusesild'),
    productAttributes: [{ key: 'roof_type', values: ['tile', 'sheet', 'seam'] }],
    axes: [
      { key: 'length_mm', values: [800, 1200, 2000, 3000] },
      { key: 'colour', values: ['RAL 7016', 'RAL 9005', 'RAL 3009', 'ZN'] },
    ],
    basePrice: 7900,
    priceStep: { length_mm: 0.35, colour: 0.03 },
    minOrder: [1],
    use: L(
      'Trittsicherer Laufsteg für Wartungswege auf dem Dach.',
      'Turvallinen kattosilta huoltoreiteille katolla.',
      'Safe walkway for maintenance routes on the roof.',
      'Ohutu katusesild hooldusteedele katusel.',
    ),
  },
  {
    subcategory: 'anchors',
    code: 'AN',
    name: L('Schwerlastanker', 'Kiila-ankkuri', 'Wedge anchor', 'Kiilankur'),
    productAttributes: [
      { key: 'coating', values: ['hdg', 'pregalv'] },
      { key: 'material', values: ['8.8 Stahl', 'A4'] },
    ],
    axes: [
      { key: 'thread', values: ['M8', 'M10', 'M12', 'M16', 'M20'] },
      { key: 'length_mm', values: [75, 100, 120, 150] },
      { key: 'pack_size', values: [10, 25, 50] },
    ],
    basePrice: 890,
    priceStep: { thread: 0.3, length_mm: 0.1, pack_size: 1.2 },
    minOrder: [1, 5],
    use: L(
      'Bolzenanker für Beton, zur Befestigung von Pfosten, Geländern und Konsolen.',
      'Kiila-ankkuri betoniin tolppien, kaiteiden ja konsolien kiinnitykseen.',
      'Anchor bolt for concrete, fixing posts, railings and brackets.',
      'Kiilankur betooni postide, piirete ja konsoolide kinnitamiseks.',
    ),
  },
  {
    subcategory: 'bolts-and-nuts',
    code: 'SS',
    name: L('Sechskantschraube', 'Kuusioruuvi', 'Hex bolt', 'Kuuskantpolt'),
    productAttributes: [
      { key: 'strength_class', values: ['8.8', '10.9'] },
      { key: 'coating', values: ['hdg', 'black'] },
    ],
    axes: [
      { key: 'thread', values: ['M8', 'M10', 'M12', 'M16', 'M20'] },
      { key: 'length_mm', values: [30, 40, 50, 60, 80, 100, 120] },
      { key: 'pack_size', values: [25, 50, 100] },
    ],
    basePrice: 590,
    priceStep: { thread: 0.35, length_mm: 0.08, pack_size: 0.9 },
    minOrder: [1, 10],
    use: L(
      'Sechskantschraube nach ISO 4017 mit Mutter für Stahlbauverbindungen.',
      'Kuusioruuvi ISO 4017 mutterilla teräsrakenneliitoksiin.',
      'Hex bolt to ISO 4017 with nut for steel connections.',
      'Kuuskantpolt ISO 4017 mutriga teraskonstruktsioonide ühendusteks.',
    ),
  },
];

/**
 * The stock panels at the bottom of the deep grating branch: press-welded, hot-dip galvanised,
 * mesh 34 × 38 with 30 × 3 bearing bars, in the panel sizes and load classes makers keep in stock.
 * Not in the cycle of `productLines`, so adding it left every other generated product as it was.
 */
export const deepGratingLine: ProductLine = {
  subcategory: 'press-welded-hdg-34x38-30x3-stock',
  code: 'SP',
  name: L('Schweißpressrost', 'Puristehitsattu ritilä', 'Press-welded grating', 'Presskeevitatud rest'),
  altNames: [L('SP-Rost', 'Hitsattu ritilä', 'Welded grating panel', 'Keevitatud rest')],
  productAttributes: [
    { key: 'coating', values: ['hdg'] },
    { key: 'mesh_size', values: ['34 × 38'] },
    { key: 'bearing_bar', values: ['30 × 3'] },
    { key: 'material', values: ['S235JR'] },
  ],
  axes: [
    {
      key: 'sheet_size',
      values: ['500 × 1000', '600 × 1000', '800 × 1000', '1000 × 1000', '1000 × 1200', '1000 × 2000'],
    },
    { key: 'load_class', values: ['A15', 'B125'] },
  ],
  basePrice: 4790,
  priceStep: { sheet_size: 0.45, load_class: 0.3 },
  minOrder: [1, 2, 4],
  use: L(
    'Schweißpressrost nach DIN 24537, feuerverzinkt nach EN ISO 1461, für Podeste, Laufstege und Abdeckungen.',
    'Puristehitsattu ritilä DIN 24537, kuumasinkitty EN ISO 1461, tasanteille, kulkusilloille ja kansiin.',
    'Press-welded grating to DIN 24537, hot-dip galvanised to EN ISO 1461, for platforms, walkways and covers.',
    'Presskeevitatud rest DIN 24537 järgi, kuumtsingitud EN ISO 1461 järgi, platvormidele, käigusildadele ja katetele.',
  ),
};
