/**
 * Addresses of the old shop (Finnish paths and slugs) and where they live now. Search engines and
 * bookmarks still send buyers there; a 301 carries them, and the links' ranking, to the new page.
 */
export const exactRedirects: Record<string, string> = {
  '/blogi/co2': '/blog/co2',
  '/blogi/co2-paastot': '/blog/co2',
  '/co2': '/blog/co2',
  '/ukk': '/faq',
  '/usein-kysytyt-kysymykset': '/faq',
  '/tietosuoja': '/privacy',
  '/tietosuojaseloste': '/privacy',
  '/toimitusehdot': '/terms',
  '/toimitus-ja-maksuehdot': '/terms',
  '/kauppa': '/shop',
  '/verkkokauppa': '/shop',
  '/tuotteet': '/shop',
  '/yhteystiedot': '/contact',
  '/ota-yhteytta': '/contact',
  '/meista': '/about',
  '/toimittajille': '/supplierInfo',
  '/blogi': '/blog',
};

/** Old Finnish category slugs (under /tuoteryhma/ and /kategoria/) to today's slugs. */
export const categorySlugs: Record<string, string> = {
  'aidat-ja-aitaelementit': 'fences',
  aidat: 'fences',
  verkkoaitaelementit: 'welded-mesh-panels',
  'punotut-verkkoaidat': 'chain-link-fences',
  'tyomaa-aidat': 'temporary-fences',
  'portit-ja-veraajat': 'gates',
  portit: 'gates',
  kaantoportit: 'swing-gates',
  liukuportit: 'sliding-gates',
  kayntiportit: 'pedestrian-gates',
  aitatolpat: 'fence-posts',
  kiinnitystarvikkeet: 'post-fittings',
  putket: 'pipes',
  terasputket: 'steel-pipes',
  suorakaideputket: 'rectangular-tubes',
  'rst-putket': 'stainless-pipes',
  palkit: 'beams-and-profiles',
  'hea-ja-heb-palkit': 'hea-heb-beams',
  'ipe-palkit': 'ipe-beams',
  kulmaprofiilit: 'angle-profiles',
  ritilat: 'gratings',
  puristeritilat: 'pressed-gratings',
  porrasaskelmat: 'stair-treads',
  verkot: 'mesh',
  raudoitusverkot: 'reinforcing-mesh',
  'hitsatut-verkot': 'welded-wire-mesh',
  levyt: 'sheets',
  terasleyt: 'steel-sheets',
  teraslevyt: 'steel-sheets',
  profiilipellit: 'profiled-sheets',
  'rei-itetyt-levyt': 'perforated-sheets',
  kattoturvatuotteet: 'roofing-safety',
  kattotikkaat: 'roof-ladders',
  lumiesteet: 'snow-guards',
  kattosillat: 'roof-walkways',
  kiinnikkeet: 'fixings',
  ankkurit: 'anchors',
  'pultit-ja-mutterit': 'bolts-and-nuts',
};

/** Old product paths kept their slug but lived under Finnish folders. */
export const productPrefixes = ['/tuote/', '/tuotteet/'];
/** Old single-variant pages were numbered: /tuote/12345, /variantti/12345, /tuotevariantti/12345. */
export const variantPrefixes = ['/tuote/', '/variantti/', '/tuotevariantti/'];
export const categoryPrefixes = ['/tuoteryhma/', '/kategoria/', '/tuoteryhmat/'];
