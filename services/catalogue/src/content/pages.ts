import { seller, type ContentBlock, type Locale, type StaticPage, type StaticPageSlug } from '@shop/contracts';
import { displayNames, translate } from '@shop/i18n';

type Page = { title: string; description: string; blocks: ContentBlock[] };
const h = (text: string): ContentBlock => ({ type: 'heading', text });
const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ type: 'list', items });
const countryName = (locale: Locale, code: string) => displayNames(locale, { type: 'region' }).of(code);

/** The information pages of SPEC §2 in every language; the legal notice exists in German only. */
const pages: Record<Locale, Partial<Record<StaticPageSlug, Page>>> = {
  de: {
    about: {
      title: 'Über Nordbau',
      description: 'Nordbau ist der Online-Shop für Bau- und Industrieprodukte von über 100 Lieferanten.',
      blocks: [
        p(
          'Nordbau verbindet Bauunternehmen, Handwerker und private Bauherren mit über 100 Herstellern von ' +
            'Zäunen, Toren, Rohren, Trägern, Gitterrosten, Blechen und Dachsicherheit.',
        ),
        h('Was wir versprechen'),
        list(
          'Über 10.000 Produkte in 30 Kategorien',
          'Lieferung in 1–3 Werktagen zu festen Frachtpreisen',
          'Kauf auf Rechnung mit 30 Tagen Zahlungsziel',
          'Über 800.000 ausgelieferte Produkte',
        ),
        p('Alle Preise verstehen sich ohne Mehrwertsteuer. Für Projekte erstellen wir gern ein individuelles Angebot.'),
      ],
    },
    terms: {
      title: 'Lieferbedingungen',
      description: 'Lieferzeiten, Frachtkosten und Zahlungsbedingungen von Nordbau.',
      blocks: [
        h('Lieferzeit'),
        p(
          'Lagerware wird in 1–3 Werktagen versandt. Sofort verschickte Bestellungen kommen in 3–5 Werktagen an, ' +
            'innerhalb Estlands in 2–4 Werktagen. Die Lieferzeit jedes Artikels steht auf der Produktseite.',
        ),
        h('Fracht'),
        list(
          'Produktfracht zum Festpreis landesweit',
          'Eigene Fracht: nur Verpackungsgebühr; Vertragsnummer oder Telefon und Name des Spediteurs angeben',
          'Zaunlinien-Lieferung auf die Baustelle im Hauptstadtgebiet',
          'Entladung mit Ladekran und Zeitfenster-Lieferung gegen Aufpreis',
        ),
        h('Zahlung'),
        p(
          'Rechnung mit 30 Tagen netto oder Kartenzahlung online. Bei Rechnungskauf prüfen wir die Bonität; der ' +
            'Käufer bestätigt, für das Unternehmen kaufen zu dürfen.',
        ),
      ],
    },
    privacy: {
      title: 'Datenschutz',
      description: 'Wie Nordbau personenbezogene Daten verarbeitet.',
      blocks: [
        p(
          'Wir verarbeiten Daten nur, um Bestellungen auszuführen, Angebote zu erstellen und mit Ihrer ' +
            'Einwilligung den Shop zu verbessern.',
        ),
        list(
          'Bestelldaten: zur Vertragserfüllung, 10 Jahre aufbewahrt (Buchführungspflicht)',
          'Konto: bis Sie es löschen',
          'Analyse-Cookies: nur mit Einwilligung',
        ),
        p('Auskunft, Berichtigung und Löschung erhalten Sie unter datenschutz@nordbau.example.'),
      ],
    },
    supplierInfo: {
      title: 'Für Lieferanten',
      description: 'Verkaufen Sie Ihre Produkte über Nordbau an Bauprofis in Finnland, Deutschland und Estland.',
      blocks: [
        p(
          'Über 100 Hersteller verkaufen bereits über Nordbau. Wir übernehmen Shop, Zahlung und Kundendienst; Sie ' +
            'liefern ab Ihrem Lager.',
        ),
        list(
          'Keine Grundgebühr, Provision nur auf verkaufte Ware',
          'Produktdaten per Datei oder Schnittstelle',
          'Auszahlung monatlich',
        ),
        p('Schreiben Sie uns über das Lieferanten-Kontaktformular.'),
      ],
    },
    legal: {
      title: 'Impressum',
      description: 'Angaben gemäß § 5 DDG.',
      blocks: [
        p(`${seller.name}, ${seller.street}, ${seller.postCode} ${seller.city}, ${countryName('de', seller.country)}`),
        p(
          `Vertreten durch den Geschäftsführer ${seller.managingDirector}. Handelsregister: Finnisches ` +
            `Handelsregister, ${translate('de', 'company.business_id')}: ${seller.businessId}. ` +
            `${translate('de', 'company.vat_number')}: ${seller.vatId}.`,
        ),
        p(`Kontakt: ${seller.phone}, ${seller.email}`),
        p(
          'Plattform der EU zur Online-Streitbeilegung: https://ec.europa.eu/consumers/odr. Wir sind nicht ' +
            'verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle ' +
            'teilzunehmen.',
        ),
      ],
    },
  },
  fi: {
    about: {
      title: 'Tietoa Nordbausta',
      description: 'Nordbau on rakennus- ja teollisuustuotteiden verkkokauppa, jossa on yli 100 toimittajaa.',
      blocks: [
        p(
          'Nordbau yhdistää rakennusliikkeet, asentajat ja yksityiset rakentajat yli sataan aitojen, porttien, ' +
            'putkien, palkkien, ritilöiden, levyjen ja kattoturvatuotteiden valmistajaan.',
        ),
        h('Lupauksemme'),
        list(
          'Yli 10 000 tuotetta 30 tuoteryhmässä',
          'Toimitus 1–3 arkipäivässä kiintein rahtimaksuin',
          'Laskulla 30 päivää netto',
          'Yli 800 000 toimitettua tuotetta',
        ),
        p('Hinnat ovat arvonlisäverottomia. Teemme projekteihin mielellämme oman tarjouksen.'),
      ],
    },
    terms: {
      title: 'Toimitusehdot',
      description: 'Nordbaun toimitusajat, rahtimaksut ja maksuehdot.',
      blocks: [
        h('Toimitusaika'),
        p(
          'Varastotuotteet lähtevät 1–3 arkipäivässä. Heti lähetetyt tilaukset ovat perillä 3–5 arkipäivässä, ' +
            'Virossa 2–4 arkipäivässä. Jokaisen tuotteen toimitusaika näkyy tuotesivulla.',
        ),
        h('Rahti'),
        list(
          'Tuoterahti kiinteään hintaan koko maahan',
          'Oma rahti: vain pakkausmaksu; anna sopimusnumero tai rahdinkuljettajan puhelin ja nimi',
          'Aitalinjatoimitus työmaalle pääkaupunkiseudulla',
          'Nosturipurku ja aikaikkunatoimitus lisähintaan',
        ),
        h('Maksaminen'),
        p(
          'Lasku 30 päivää netto tai korttimaksu verkossa. Laskulla ostettaessa tarkistamme luottotiedot, ja ' +
            'ostaja vahvistaa, että hänellä on oikeus ostaa yrityksen nimissä.',
        ),
      ],
    },
    privacy: {
      title: 'Tietosuoja',
      description: 'Miten Nordbau käsittelee henkilötietoja.',
      blocks: [
        p(
          'Käsittelemme tietoja vain tilausten toimittamiseen, tarjousten laatimiseen ja suostumuksellasi ' +
            'palvelun kehittämiseen.',
        ),
        list(
          'Tilaustiedot: sopimuksen täyttäminen, säilytys 10 vuotta (kirjanpitolaki)',
          'Käyttäjätili: kunnes poistat sen',
          'Analytiikkaevästeet: vain suostumuksella',
        ),
        p('Tarkastus-, oikaisu- ja poistopyynnöt: tietosuoja@nordbau.example.'),
      ],
    },
    supplierInfo: {
      title: 'Toimittajille',
      description: 'Myy tuotteesi Nordbaun kautta rakentajille Suomessa, Saksassa ja Virossa.',
      blocks: [
        p(
          'Yli 100 valmistajaa myy jo Nordbaun kautta. Me hoidamme verkkokaupan, maksut ja asiakaspalvelun; sinä ' +
            'toimitat omasta varastostasi.',
        ),
        list(
          'Ei kuukausimaksua, provisio vain myydyistä tuotteista',
          'Tuotetiedot tiedostona tai rajapinnan kautta',
          'Tilitys kuukausittain',
        ),
        p('Ota yhteyttä toimittajien yhteydenottolomakkeella.'),
      ],
    },
  },
  en: {
    about: {
      title: 'About Nordbau',
      description: 'Nordbau is the online shop for construction and industrial products from over 100 suppliers.',
      blocks: [
        p(
          'Nordbau connects builders, installers and private clients with over 100 makers of fences, gates, ' +
            'pipes, beams, gratings, sheets and roofing safety products.',
        ),
        h('What we promise'),
        list(
          'Over 10,000 products in 30 categories',
          'Delivery in 1-3 working days at fixed freight fees',
          'Invoice with 30 days net',
          'Over 800,000 products delivered',
        ),
        p('Prices exclude VAT. We gladly make an individual offer for your project.'),
      ],
    },
    terms: {
      title: 'Delivery terms',
      description: 'Delivery times, freight fees and payment terms of Nordbau.',
      blocks: [
        h('Delivery time'),
        p(
          'Stock items ship in 1-3 working days. Orders shipped at once arrive in 3-5 working days, 2-4 working ' +
            'days across Estonia. Each product page shows its delivery time.',
        ),
        h('Freight'),
        list(
          'Product freight at a flat rate nationwide',
          'Own freight: packaging fee only; give a contract number or the carrier’s phone and name',
          'Fence-line delivery to the work site in the capital area',
          'Crane unloading and time-slot delivery at extra cost',
        ),
        h('Payment'),
        p(
          'Invoice with 30 days net or card payment online. For invoice purchases we check credit ratings, and ' +
            'the buyer confirms being entitled to buy for the company.',
        ),
      ],
    },
    privacy: {
      title: 'Privacy',
      description: 'How Nordbau processes personal data.',
      blocks: [
        p('We process data only to deliver orders, prepare offers and, with your consent, improve the shop.'),
        list(
          'Order data: to fulfil the contract, kept 10 years (bookkeeping law)',
          'Account: until you delete it',
          'Analytics cookies: only with consent',
        ),
        p('Requests for access, correction and erasure: privacy@nordbau.example.'),
      ],
    },
    supplierInfo: {
      title: 'For suppliers',
      description: 'Sell your products through Nordbau to builders in Finland, Germany and Estonia.',
      blocks: [
        p(
          'Over 100 manufacturers already sell through Nordbau. We run the shop, payments and customer service; ' +
            'you ship from your own warehouse.',
        ),
        list('No monthly fee, commission on sold goods only', 'Product data by file or API', 'Monthly payouts'),
        p('Contact us through the supplier contact form.'),
      ],
    },
  },
  et: {
    about: {
      title: 'Nordbaust',
      description: 'Nordbau on ehitus- ja tööstustoodete e-pood enam kui 100 tarnijaga.',
      blocks: [
        p(
          'Nordbau ühendab ehitusettevõtted, paigaldajad ja eraehitajad enam kui saja aedade, väravate, torude, ' +
            'talade, restide, lehtede ja katuse turvatoodete tootjaga.',
        ),
        h('Meie lubadus'),
        list(
          'Üle 10 000 toote 30 kategoorias',
          'Tarne 1–3 tööpäevaga fikseeritud veohinnaga',
          'Arve maksetähtajaga 30 päeva',
          'Üle 800 000 tarnitud toote',
        ),
        p('Hinnad on käibemaksuta. Teeme projektidele hea meelega eraldi pakkumise.'),
      ],
    },
    terms: {
      title: 'Tarnetingimused',
      description: 'Nordbau tarneajad, veotasud ja maksetingimused.',
      blocks: [
        h('Tarneaeg'),
        p(
          'Laokaup väljastatakse 1–3 tööpäevaga. Kohe saadetud tellimused jõuavad kohale 3–5 tööpäevaga, Eesti ' +
            'piires 2–4 tööpäevaga. Iga toote tarneaeg on näha tootelehel.',
        ),
        h('Vedu'),
        list(
          'Tootevedu fikseeritud hinnaga üle riigi',
          'Oma vedu: ainult pakkimistasu; sisestage lepingu number või vedaja telefon ja nimi',
          'Aiajoone tarne ehitusplatsile pealinna piirkonnas',
          'Kraanaga mahalaadimine ja ajaakna tarne lisatasu eest',
        ),
        h('Maksmine'),
        p(
          'Arve maksetähtajaga 30 päeva või kaardimakse. Arvega ostes kontrollime krediidivõimelisust ja ostja ' +
            'kinnitab, et tal on õigus osta ettevõtte nimel.',
        ),
        p('Klienditeenindus on avatud tööpäeviti kell 9.00–16.00.'),
      ],
    },
    privacy: {
      title: 'Privaatsus',
      description: 'Kuidas Nordbau isikuandmeid töötleb.',
      blocks: [
        p(
          'Töötleme andmeid ainult tellimuste täitmiseks, pakkumiste koostamiseks ja teie nõusolekul poe ' +
            'parendamiseks.',
        ),
        list(
          'Tellimuse andmed: lepingu täitmiseks, säilitatakse 10 aastat (raamatupidamisseadus)',
          'Konto: kuni te selle kustutate',
          'Analüütikaküpsised: ainult nõusolekul',
        ),
        p('Andmetega tutvumise, parandamise ja kustutamise taotlused: privaatsus@nordbau.example.'),
      ],
    },
    supplierInfo: {
      title: 'Tarnijatele',
      description: 'Müüge oma tooteid Nordbau kaudu ehitajatele Soomes, Saksamaal ja Eestis.',
      blocks: [
        p(
          'Üle 100 tootja müüb juba Nordbau kaudu. Meie haldame poodi, makseid ja klienditeenindust; teie tarnite ' +
            'oma laost.',
        ),
        list(
          'Kuutasu pole, vahendustasu ainult müüdud kaubalt',
          'Tooteandmed failina või liidese kaudu',
          'Väljamaksed kord kuus',
        ),
        p('Võtke meiega ühendust tarnijate kontaktivormi kaudu.'),
      ],
    },
  },
};

export function staticPages(locale: Locale): StaticPage[] {
  return Object.entries(pages[locale]).map(([slug, page]) => ({ slug: slug as StaticPageSlug, locale, ...page }));
}
