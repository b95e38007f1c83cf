import type { BlogPost, ContentBlock, Locale } from '@shop/contracts';

interface Text {
  title: string;
  excerpt: string;
  body: string[];
}
interface Post {
  slug: string;
  publishedAt: string;
  image: string;
  text: Record<Locale, Text>;
}

/** Blog posts, newest first; the same slug in every language. */
const posts: Post[] = [
  {
    slug: 'co2',
    publishedAt: '2026-10-20',
    image: '/static/images/products/steel-sheets-1.png',
    text: {
      de: {
        title: 'CO₂-Fußabdruck von Stahlprodukten',
        excerpt: 'Wie viel CO₂ steckt in einem Zaun, und wie senken Recyclingstahl und kurze Wege den Wert?',
        body: [
          'Eine Tonne Stahl aus dem Hochofen verursacht rund 2 Tonnen CO₂, aus dem Elektrolichtbogenofen mit ' +
            'Schrott weniger als die Hälfte.',
          'Viele unserer Lieferanten nennen Umweltproduktdeklarationen (EPD). Fragen Sie uns, wenn Sie Werte für ' +
            'eine Ausschreibung brauchen.',
          'Feuerverzinkte Zäune halten Jahrzehnte ohne Anstrich – die lange Lebensdauer ist der größte Hebel.',
        ],
      },
      fi: {
        title: 'Terästuotteiden hiilijalanjälki',
        excerpt: 'Paljonko hiilidioksidia aidassa on, ja miten kierrätysteräs ja lyhyet kuljetukset pienentävät sitä?',
        body: [
          'Masuunissa valmistettu teräs tuottaa noin 2 tonnia hiilidioksidia tonnia kohden, romupohjainen ' +
            'valokaariuuniteräs alle puolet siitä.',
          'Monella toimittajallamme on ympäristöselosteet (EPD). Kysy meiltä, jos tarvitset arvot tarjouspyyntöön.',
          'Kuumasinkitty aita kestää vuosikymmeniä ilman maalausta – pitkä käyttöikä on suurin vaikutus.',
        ],
      },
      en: {
        title: 'The carbon footprint of steel products',
        excerpt: 'How much CO₂ is in a fence, and how do recycled steel and short transport lower it?',
        body: [
          'A tonne of blast-furnace steel emits about 2 tonnes of CO₂; electric-arc steel from scrap less than ' +
            'half of that.',
          'Many of our suppliers publish environmental product declarations (EPD). Ask us if you need figures for ' +
            'a tender.',
          'Hot-dip galvanised fences last decades without paint – a long service life is the biggest lever.',
        ],
      },
      et: {
        title: 'Terastoodete süsiniku jalajälg',
        excerpt: 'Kui palju CO₂ on aias ja kuidas ringlusteras ning lühikesed veod seda vähendavad?',
        body: [
          'Kõrgahjus toodetud tonn terast tekitab umbes 2 tonni CO₂, vanametallist elektrikaarahjuteras vähem kui ' +
            'poole sellest.',
          'Paljudel meie tarnijatel on keskkonnadeklaratsioonid (EPD). Küsige meilt, kui vajate väärtusi hanke jaoks.',
          'Kuumtsingitud aed peab vastu aastakümneid ilma värvimata – pikk eluiga on suurim mõjutaja.',
        ],
      },
    },
  },
  {
    slug: 'choosing-fence-height',
    publishedAt: '2026-09-28',
    image: '/static/images/products/welded-mesh-panels-1.png',
    text: {
      de: {
        title: 'Die richtige Zaunhöhe wählen',
        excerpt: 'Von 830 mm für den Vorgarten bis 2430 mm für Industrieflächen: ein Überblick.',
        body: [
          'Für Vorgärten reichen 830–1030 mm. Hunde und Spielplätze brauchen mindestens 1230 mm.',
          'Gewerbe- und Industrieflächen werden meist mit 1830–2430 mm hohen Doppelstabmattenzäunen gesichert.',
          'Prüfen Sie die örtliche Bauordnung: Über einer bestimmten Höhe kann ein Zaun genehmigungspflichtig sein.',
        ],
      },
      fi: {
        title: 'Oikean aidan korkeuden valinta',
        excerpt: '830 mm:n etupihan aidasta 2430 mm:n teollisuusaitaan: yleiskatsaus.',
        body: [
          'Etupihalle riittää 830–1030 mm. Koirille ja leikkipaikoille suositellaan vähintään 1230 mm.',
          'Teollisuus- ja liikealueet suojataan yleensä 1830–2430 mm korkealla verkkoaidalla.',
          'Tarkista kunnan rakennusjärjestys: tietyn korkeuden ylittävä aita voi vaatia luvan.',
        ],
      },
      en: {
        title: 'Choosing the right fence height',
        excerpt: 'From 830 mm for a front garden to 2430 mm for industrial sites: an overview.',
        body: [
          'Front gardens need 830-1030 mm. Dogs and playgrounds call for at least 1230 mm.',
          'Commercial and industrial sites are usually secured with 1830-2430 mm twin-wire mesh fences.',
          'Check local building rules: above a certain height a fence may need a permit.',
        ],
      },
      et: {
        title: 'Õige aia kõrguse valimine',
        excerpt: 'Eesaia 830 mm kuni tööstusala 2430 mm: ülevaade.',
        body: [
          'Eesaiale piisab 830–1030 mm. Koerte ja mänguväljakute jaoks on soovitatav vähemalt 1230 mm.',
          'Äri- ja tööstusalad piiratakse tavaliselt 1830–2430 mm kõrguse võrkaiaga.',
          'Kontrollige kohalikke ehitusreegleid: teatud kõrgusest alates võib aed vajada luba.',
        ],
      },
    },
  },
  {
    slug: 'galvanised-or-powder-coated',
    publishedAt: '2026-09-02',
    image: '/static/images/products/fence-posts-1.png',
    text: {
      de: {
        title: 'Feuerverzinkt oder pulverbeschichtet?',
        excerpt: 'Zwei Oberflächen, zwei Stärken – welche passt zu Ihrem Projekt?',
        body: [
          'Feuerverzinkung schützt Stahl kathodisch und ist an Schnittkanten selbstheilend.',
          'Eine Pulverbeschichtung auf Verzinkung (Duplex) bringt Farbe und nochmals längere Lebensdauer.',
          'Für Küstennähe empfehlen wir Zink-Magnesium oder Duplex.',
        ],
      },
      fi: {
        title: 'Kuumasinkitty vai jauhemaalattu?',
        excerpt: 'Kaksi pintakäsittelyä, kaksi vahvuutta – kumpi sopii projektiisi?',
        body: [
          'Kuumasinkitys suojaa terästä katodisesti ja suojaa myös leikkausreunoja.',
          'Sinkityksen päälle jauhemaalattu (duplex) pinta tuo värin ja vielä pidemmän käyttöiän.',
          'Rannikolle suosittelemme sinkkimagnesiumia tai duplex-pintaa.',
        ],
      },
      en: {
        title: 'Hot-dip galvanised or powder-coated?',
        excerpt: 'Two finishes, two strengths – which suits your project?',
        body: [
          'Hot-dip galvanising protects steel cathodically and heals at cut edges.',
          'Powder coating over zinc (duplex) adds colour and an even longer life.',
          'Near the coast we recommend zinc-magnesium or duplex.',
        ],
      },
      et: {
        title: 'Kuumtsingitud või pulbervärvitud?',
        excerpt: 'Kaks viimistlust, kaks tugevust – kumb sobib teie projekti?',
        body: [
          'Kuumtsinkimine kaitseb terast katoodselt ja kaitseb ka lõikeservi.',
          'Tsingi peale pulbervärvitud (dupleks) pind lisab värvi ja veelgi pikema eluea.',
          'Rannikule soovitame tsink-magneesiumi või dupleks-pinda.',
        ],
      },
    },
  },
  {
    slug: 'grating-load-classes',
    publishedAt: '2026-08-12',
    image: '/static/images/products/pressed-gratings-1.png',
    text: {
      de: {
        title: 'Belastungsklassen von Gitterrosten',
        excerpt: 'A15, B125, C250 – was die Klassen bedeuten und wo sie gelten.',
        body: [
          'A15 ist für Fußgänger und Radfahrer, B125 für Gehwege und Parkflächen für Pkw.',
          'C250 gilt für Rinnen am Bordstein und Bankette mit gelegentlichem Lkw-Verkehr.',
          'Die Maschenweite bestimmt Rutschfestigkeit und Absturzsicherheit kleiner Gegenstände.',
        ],
      },
      fi: {
        title: 'Ritilöiden kuormitusluokat',
        excerpt: 'A15, B125, C250 – mitä luokat tarkoittavat ja missä niitä käytetään.',
        body: [
          'A15 on jalankulkijoille ja pyöräilijöille, B125 jalkakäytäville ja henkilöautojen pysäköintiin.',
          'C250 sopii reunakivikouruihin ja pientareille, joilla kulkee satunnaisesti kuorma-autoja.',
          'Silmäkoko vaikuttaa liukkauteen ja siihen, putoavatko pienet esineet läpi.',
        ],
      },
      en: {
        title: 'Load classes of gratings',
        excerpt: 'A15, B125, C250 – what the classes mean and where they apply.',
        body: [
          'A15 is for pedestrians and cyclists, B125 for footways and car parks.',
          'C250 covers kerbside gullies and verges with occasional lorries.',
          'The mesh size decides slip resistance and whether small objects fall through.',
        ],
      },
      et: {
        title: 'Restide koormusklassid',
        excerpt: 'A15, B125, C250 – mida klassid tähendavad ja kus neid kasutatakse.',
        body: [
          'A15 on jalakäijatele ja jalgratturitele, B125 kõnniteedele ja sõiduautode parklatele.',
          'C250 sobib äärekivi rennidele ja teepervedele, kus aeg-ajalt sõidavad veokid.',
          'Silma suurus mõjutab libedust ja seda, kas väikesed esemed kukuvad läbi.',
        ],
      },
    },
  },
  {
    slug: 'roof-safety-rules',
    publishedAt: '2026-07-05',
    image: '/static/images/products/roof-ladders-1.png',
    text: {
      de: {
        title: 'Dachsicherheit nach EN 12951 und EN 516',
        excerpt: 'Dachleitern, Laufstege und Schneefang: was vorgeschrieben ist.',
        body: [
          'Wer das Dach warten muss, braucht sichere Wege: Dachleitern nach EN 12951 und Laufstege nach EN 516.',
          'Schneefanggitter verhindern Dachlawinen über Eingängen und Gehwegen.',
          'Wählen Sie Halterungen passend zur Dachart: Ziegel-, Blech- oder Falzdach.',
        ],
      },
      fi: {
        title: 'Kattoturvallisuus: EN 12951 ja EN 516',
        excerpt: 'Kattotikkaat, kattosillat ja lumiesteet: mitä vaaditaan.',
        body: [
          'Katon huoltoon tarvitaan turvalliset kulkureitit: kattotikkaat EN 12951 ja kattosillat EN 516.',
          'Lumiesteet estävät lumivyöryt sisäänkäyntien ja kulkuteiden yllä.',
          'Valitse kiinnikkeet kattotyypin mukaan: tiili-, pelti- tai saumakatto.',
        ],
      },
      en: {
        title: 'Roof safety to EN 12951 and EN 516',
        excerpt: 'Roof ladders, walkways and snow guards: what is required.',
        body: [
          'Roof maintenance needs safe routes: roof ladders to EN 12951 and walkways to EN 516.',
          'Snow guards stop snow slides above entrances and footpaths.',
          'Choose brackets for the roof type: tiled, sheet-metal or standing-seam.',
        ],
      },
      et: {
        title: 'Katuse turvalisus: EN 12951 ja EN 516',
        excerpt: 'Katuseredelid, katusesillad ja lumetõkked: mida nõutakse.',
        body: [
          'Katuse hooldamiseks on vaja ohutuid teid: katuseredelid EN 12951 ja katusesillad EN 516.',
          'Lumetõkked takistavad lumelaviine sissepääsude ja kõnniteede kohal.',
          'Valige kinnitused katuse tüübi järgi: kivi-, plekk- või valtsplekk-katus.',
        ],
      },
    },
  },
  {
    slug: 'steel-pipe-sizes',
    publishedAt: '2026-06-18',
    image: '/static/images/products/steel-pipes-1.png',
    text: {
      de: {
        title: 'Stahlrohr-Maße richtig lesen',
        excerpt: '48,3 × 2,9 – Außendurchmesser und Wandstärke erklärt.',
        body: [
          'Konstruktionsrohre werden mit Außendurchmesser × Wandstärke in Millimetern angegeben.',
          '48,3 mm ist das klassische Geländer- und Gerüstrohr, 60,3 mm der übliche Pfosten für Schilder.',
          'S355 ist fester als S235 und erlaubt dünnere Wände bei gleicher Last.',
        ],
      },
      fi: {
        title: 'Teräsputken mitat',
        excerpt: '48,3 × 2,9 – ulkohalkaisija ja seinämävahvuus selitettynä.',
        body: [
          'Rakenneputket merkitään ulkohalkaisija × seinämävahvuus millimetreinä.',
          '48,3 mm on perinteinen kaide- ja telineputki, 60,3 mm tavallinen kylttitolppa.',
          'S355 on lujempaa kuin S235 ja sallii ohuemman seinämän samalla kuormalla.',
        ],
      },
      en: {
        title: 'Reading steel pipe sizes',
        excerpt: '48.3 × 2.9 – outer diameter and wall thickness explained.',
        body: [
          'Structural pipes are given as outer diameter × wall thickness in millimetres.',
          '48.3 mm is the classic railing and scaffold tube, 60.3 mm the usual sign post.',
          'S355 is stronger than S235 and allows thinner walls for the same load.',
        ],
      },
      et: {
        title: 'Terastoru mõõtude lugemine',
        excerpt: '48,3 × 2,9 – välisläbimõõt ja seinapaksus selgitatult.',
        body: [
          'Konstruktsioonitorud märgitakse välisläbimõõt × seinapaksus millimeetrites.',
          '48,3 mm on klassikaline piirde- ja tellingutoru, 60,3 mm tavaline sildipost.',
          'S355 on tugevam kui S235 ja lubab sama koormuse juures õhemat seina.',
        ],
      },
    },
  },
];

export function blogPosts(locale: Locale): BlogPost[] {
  return posts.map((post) => {
    const text = post.text[locale];
    const blocks: ContentBlock[] = text.body.map((paragraph) => ({ type: 'paragraph', text: paragraph }));
    return {
      slug: post.slug,
      title: text.title,
      excerpt: text.excerpt,
      description: text.excerpt,
      publishedAt: post.publishedAt,
      imageUrl: post.image,
      blocks,
    };
  });
}
