import type { Locale } from '@shop/contracts';

export type Localized = Record<Locale, string>;

/** A subcategory; it may have subcategories of its own (the tree has one deep branch). */
export interface SubcategorySeed {
  slug: string;
  title: Localized;
  children?: SubcategorySeed[];
}

export interface FamilySeed {
  slug: string;
  icon: IconShape;
  title: Localized;
  children: SubcategorySeed[];
}

export type IconShape = 'fence' | 'gate' | 'post' | 'pipe' | 'beam' | 'grating' | 'mesh' | 'sheet' | 'roof' | 'fixing';

/**
 * The product families of the shop with their subcategories, in the four interface languages.
 * Slugs are the shop's German-neutral English ones; old Finnish slugs redirect to them.
 */
export const families: FamilySeed[] = [
  {
    slug: 'fences',
    icon: 'fence',
    title: {
      de: 'Zäune und Zaunelemente',
      fi: 'Aidat ja aitaelementit',
      en: 'Fences and fence panels',
      et: 'Aiad ja aiapaneelid',
    },
    children: [
      {
        slug: 'welded-mesh-panels',
        title: {
          de: 'Doppelstabmattenzäune',
          fi: 'Verkkoaitaelementit',
          en: 'Welded mesh fence panels',
          et: 'Keevitatud võrkpaneelid',
        },
      },
      {
        slug: 'chain-link-fences',
        title: { de: 'Maschendrahtzäune', fi: 'Punotut verkkoaidat', en: 'Chain-link fences', et: 'Punutud võrkaiad' },
      },
      {
        slug: 'temporary-fences',
        title: { de: 'Bauzäune', fi: 'Työmaa-aidat', en: 'Temporary site fences', et: 'Ajutised ehitusaiad' },
      },
    ],
  },
  {
    slug: 'gates',
    icon: 'gate',
    title: { de: 'Tore und Türen', fi: 'Portit ja veräjät', en: 'Gates', et: 'Väravad' },
    children: [
      {
        slug: 'swing-gates',
        title: { de: 'Drehflügeltore', fi: 'Kääntöportit', en: 'Swing gates', et: 'Tiibväravad' },
      },
      {
        slug: 'sliding-gates',
        title: { de: 'Schiebetore', fi: 'Liukuportit', en: 'Sliding gates', et: 'Liugväravad' },
      },
      {
        slug: 'pedestrian-gates',
        title: { de: 'Gartentüren', fi: 'Käyntiportit', en: 'Pedestrian gates', et: 'Jalgväravad' },
      },
    ],
  },
  {
    slug: 'posts-and-fittings',
    icon: 'post',
    title: {
      de: 'Pfosten und Zubehör',
      fi: 'Tolpat ja tarvikkeet',
      en: 'Posts and fittings',
      et: 'Postid ja tarvikud',
    },
    children: [
      { slug: 'fence-posts', title: { de: 'Zaunpfosten', fi: 'Aitatolpat', en: 'Fence posts', et: 'Aiapostid' } },
      {
        slug: 'post-fittings',
        title: { de: 'Befestigungsmaterial', fi: 'Kiinnitystarvikkeet', en: 'Post fittings', et: 'Kinnitustarvikud' },
      },
    ],
  },
  {
    slug: 'pipes',
    icon: 'pipe',
    title: { de: 'Rohre', fi: 'Putket', en: 'Pipes', et: 'Torud' },
    children: [
      { slug: 'steel-pipes', title: { de: 'Stahlrohre', fi: 'Teräsputket', en: 'Steel pipes', et: 'Terastorud' } },
      {
        slug: 'rectangular-tubes',
        title: { de: 'Rechteckrohre', fi: 'Suorakaideputket', en: 'Rectangular tubes', et: 'Ristkülikutorud' },
      },
      {
        slug: 'stainless-pipes',
        title: { de: 'Edelstahlrohre', fi: 'RST-putket', en: 'Stainless steel pipes', et: 'Roostevabad torud' },
      },
    ],
  },
  {
    slug: 'beams-and-profiles',
    icon: 'beam',
    title: { de: 'Träger und Profile', fi: 'Palkit ja profiilit', en: 'Beams and profiles', et: 'Talad ja profiilid' },
    children: [
      {
        slug: 'hea-heb-beams',
        title: {
          de: 'HEA- und HEB-Träger',
          fi: 'HEA- ja HEB-palkit',
          en: 'HEA and HEB beams',
          et: 'HEA- ja HEB-talad',
        },
      },
      { slug: 'ipe-beams', title: { de: 'IPE-Träger', fi: 'IPE-palkit', en: 'IPE beams', et: 'IPE-talad' } },
      {
        slug: 'angle-profiles',
        title: { de: 'Winkelprofile', fi: 'Kulmaprofiilit', en: 'Angle profiles', et: 'Nurkprofiilid' },
      },
    ],
  },
  {
    slug: 'gratings',
    icon: 'grating',
    title: { de: 'Gitterroste', fi: 'Ritilät', en: 'Gratings', et: 'Restid' },
    children: [
      {
        slug: 'pressed-gratings',
        title: { de: 'Pressroste', fi: 'Puristeritilät', en: 'Pressure-locked gratings', et: 'Pressrestid' },
      },
      {
        slug: 'stair-treads',
        title: { de: 'Treppenstufen', fi: 'Porrasaskelmat', en: 'Stair treads', et: 'Trepiastmed' },
      },
      // The deep branch: how grating makers themselves split their range, down to the stock sizes
      // of one mesh and bearing bar (7 levels with the root, so breadcrumbs collapse).
      {
        slug: 'steel-gratings',
        title: { de: 'Stahlgitterroste', fi: 'Teräsritilät', en: 'Steel gratings', et: 'Terasrestid' },
        children: [
          {
            slug: 'press-welded-gratings',
            title: {
              de: 'Schweißpressroste',
              fi: 'Puristehitsatut ritilät',
              en: 'Press-welded gratings',
              et: 'Presskeevitatud restid',
            },
            children: [
              {
                slug: 'press-welded-hdg',
                title: { de: 'Feuerverzinkt', fi: 'Kuumasinkityt', en: 'Hot-dip galvanised', et: 'Kuumtsingitud' },
                children: [
                  {
                    slug: 'press-welded-hdg-34x38',
                    title: {
                      de: 'Maschenweite 34 × 38 mm',
                      fi: 'Silmäkoko 34 × 38 mm',
                      en: 'Mesh 34 × 38 mm',
                      et: 'Silmasuurus 34 × 38 mm',
                    },
                    children: [
                      {
                        slug: 'press-welded-hdg-34x38-30x3',
                        title: {
                          de: 'Tragstab 30 × 3 mm',
                          fi: 'Kantolatta 30 × 3 mm',
                          en: 'Bearing bar 30 × 3 mm',
                          et: 'Kandelatt 30 × 3 mm',
                        },
                        children: [
                          {
                            slug: 'press-welded-hdg-34x38-30x3-stock',
                            title: { de: 'Lagerformate', fi: 'Vakiokoot', en: 'Stock sizes', et: 'Standardmõõdud' },
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'mesh',
    icon: 'mesh',
    title: { de: 'Gitter und Drahtgewebe', fi: 'Verkot', en: 'Mesh', et: 'Võrgud' },
    children: [
      {
        slug: 'reinforcing-mesh',
        title: { de: 'Bewehrungsmatten', fi: 'Raudoitusverkot', en: 'Reinforcing mesh', et: 'Armatuurvõrgud' },
      },
      {
        slug: 'welded-wire-mesh',
        title: { de: 'Schweißgitter', fi: 'Hitsatut verkot', en: 'Welded wire mesh', et: 'Keevisvõrgud' },
      },
    ],
  },
  {
    slug: 'sheets',
    icon: 'sheet',
    title: { de: 'Bleche', fi: 'Levyt', en: 'Sheets', et: 'Plekid ja lehed' },
    children: [
      { slug: 'steel-sheets', title: { de: 'Stahlbleche', fi: 'Teräslevyt', en: 'Steel sheets', et: 'Teraslehed' } },
      {
        slug: 'profiled-sheets',
        title: { de: 'Trapezbleche', fi: 'Profiilipellit', en: 'Profiled sheets', et: 'Profiilplekid' },
      },
      {
        slug: 'perforated-sheets',
        title: { de: 'Lochbleche', fi: 'Rei’itetyt levyt', en: 'Perforated sheets', et: 'Perforeeritud lehed' },
      },
    ],
  },
  {
    slug: 'roofing-safety',
    icon: 'roof',
    title: { de: 'Dachsicherheit', fi: 'Kattoturvatuotteet', en: 'Roofing safety', et: 'Katuse turvatooted' },
    children: [
      {
        slug: 'roof-ladders',
        title: { de: 'Dachleitern', fi: 'Kattotikkaat', en: 'Roof ladders', et: 'Katuseredelid' },
      },
      { slug: 'snow-guards', title: { de: 'Schneefanggitter', fi: 'Lumiesteet', en: 'Snow guards', et: 'Lumetõkked' } },
      { slug: 'roof-walkways', title: { de: 'Laufstege', fi: 'Kattosillat', en: 'Roof walkways', et: 'Katusesillad' } },
    ],
  },
  {
    slug: 'fixings',
    icon: 'fixing',
    title: { de: 'Befestigungstechnik', fi: 'Kiinnikkeet', en: 'Fixings', et: 'Kinnitusvahendid' },
    children: [
      { slug: 'anchors', title: { de: 'Anker', fi: 'Ankkurit', en: 'Anchors', et: 'Ankrud' } },
      {
        slug: 'bolts-and-nuts',
        title: { de: 'Schrauben und Muttern', fi: 'Pultit ja mutterit', en: 'Bolts and nuts', et: 'Poldid ja mutrid' },
      },
    ],
  },
];
