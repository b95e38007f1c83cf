import type { FaqEntry, Locale } from '@shop/contracts';

type Entry = [category: string, question: string, answer: string];

/** Frequently asked questions; the same ids in every language, so links survive a language switch. */
const entries: Record<Locale, Entry[]> = {
  de: [
    [
      'Bestellung',
      'Brauche ich ein Kundenkonto, um zu bestellen?',
      'Nein. Eine USt-IdNr. und eine Lieferadresse genügen. Mit einem Konto sehen Sie Ihre Bestellungen und ' +
        'kaufen mit einem Klick erneut.',
    ],
    [
      'Bestellung',
      'Kann ich ein Angebot als PDF erhalten?',
      'Ja. Legen Sie die Produkte in den Warenkorb und senden Sie ihn als PDF-Angebot an Ihre E-Mail-Adresse.',
    ],
    [
      'Lieferung',
      'Wie schnell wird geliefert?',
      'Lagerware wird in 1–3 Werktagen versandt und ist nach 3–5 Werktagen bei Ihnen, innerhalb Estlands nach 2–4 ' +
        'Werktagen.',
    ],
    [
      'Lieferung',
      'Was kostet die Fracht?',
      'Die Produktfracht hat einen festen Preis, den Sie im Warenkorb sehen. Bei eigener Fracht zahlen Sie nur ' +
        'die Verpackung.',
    ],
    [
      'Lieferung',
      'Kann ich die Ware abholen?',
      'Eine Abholung ist nicht möglich, weil die Ware direkt ab Lager des Herstellers versandt wird. Sie können ' +
        'aber Ihren eigenen Spediteur beauftragen.',
    ],
    [
      'Zahlung',
      'Welche Zahlungsarten gibt es?',
      'Rechnung mit 30 Tagen netto für Unternehmen (nach Bonitätsprüfung) und Kartenzahlung online.',
    ],
    [
      'Zahlung',
      'Sind die Preise mit Mehrwertsteuer?',
      'Alle Preise verstehen sich ohne Mehrwertsteuer. Die Steuer wird im Warenkorb nach Lieferland berechnet.',
    ],
    [
      'Produkte',
      'Ein Produkt ist ausverkauft. Was nun?',
      'Auf der Produktseite können Sie ein ähnliches Produkt anfragen. Wir melden uns innerhalb eines Werktags.',
    ],
  ],
  fi: [
    [
      'Tilaaminen',
      'Tarvitsenko käyttäjätilin tilatakseni?',
      'Et. Y-tunnus ja toimitusosoite riittävät. Tilillä näet tilauksesi ja voit tilata uudelleen yhdellä ' +
        'napsautuksella.',
    ],
    [
      'Tilaaminen',
      'Saanko tarjouksen PDF-muodossa?',
      'Kyllä. Lisää tuotteet ostoskoriin ja lähetä kori PDF-tarjouksena sähköpostiisi.',
    ],
    [
      'Toimitus',
      'Kuinka nopeasti tuotteet toimitetaan?',
      'Varastotuotteet lähtevät 1–3 arkipäivässä ja ovat perillä 3–5 arkipäivässä, Virossa 2–4 arkipäivässä.',
    ],
    [
      'Toimitus',
      'Paljonko rahti maksaa?',
      'Tuoterahdilla on kiinteä hinta, jonka näet ostoskorissa. Omalla rahdilla maksat vain pakkausmaksun.',
    ],
    [
      'Toimitus',
      'Voinko noutaa tuotteet itse?',
      'Nouto ei ole mahdollista, koska tuotteet lähtevät suoraan valmistajan varastosta. Voit kuitenkin käyttää ' +
        'omaa rahdinkuljettajaasi.',
    ],
    [
      'Maksaminen',
      'Mitä maksutapoja on?',
      'Lasku 30 päivää netto yrityksille (luottotietojen tarkistuksen jälkeen) ja korttimaksu verkossa.',
    ],
    [
      'Maksaminen',
      'Sisältävätkö hinnat arvonlisäveron?',
      'Hinnat ovat arvonlisäverottomia. Vero lasketaan ostoskorissa toimitusmaan mukaan.',
    ],
    [
      'Tuotteet',
      'Tuote on loppu varastosta. Mitä nyt?',
      'Voit pyytää tuotesivulla vastaavaa tuotetta. Vastaamme yhden arkipäivän kuluessa.',
    ],
  ],
  en: [
    [
      'Ordering',
      'Do I need an account to order?',
      'No. A VAT id and a delivery address are enough. With an account you see your orders and buy again in one click.',
    ],
    [
      'Ordering',
      'Can I get an offer as a PDF?',
      'Yes. Put the products in the cart and send it to your e-mail as a PDF offer.',
    ],
    [
      'Delivery',
      'How fast do you deliver?',
      'Stock items ship in 1-3 working days and arrive in 3-5 working days, 2-4 working days across Estonia.',
    ],
    [
      'Delivery',
      'What does freight cost?',
      'Product freight has a fixed price shown in the cart. With your own freight you pay only the packaging fee.',
    ],
    [
      'Delivery',
      'Can I pick up the goods?',
      'Pickup is not possible, as goods ship straight from the maker’s warehouse. You can use your own carrier ' +
        'instead.',
    ],
    [
      'Payment',
      'Which payment methods are there?',
      'Invoice with 30 days net for companies (after a credit check) and card payment online.',
    ],
    [
      'Payment',
      'Do prices include VAT?',
      'All prices exclude VAT. The tax is calculated in the cart by the country of delivery.',
    ],
    [
      'Products',
      'A product is out of stock. What now?',
      'Ask for a similar product on the product page. We answer within one working day.',
    ],
  ],
  et: [
    [
      'Tellimine',
      'Kas tellimiseks on vaja kontot?',
      'Ei. Piisab KMKR numbrist ja tarneaadressist. Kontoga näete oma tellimusi ja saate ühe klikiga uuesti osta.',
    ],
    [
      'Tellimine',
      'Kas saan pakkumise PDF-ina?',
      'Jah. Lisage tooted ostukorvi ja saatke see PDF-pakkumisena oma e-postile.',
    ],
    [
      'Tarne',
      'Kui kiiresti tarnite?',
      'Laokaup väljastatakse 1–3 tööpäevaga ja jõuab kohale 3–5 tööpäevaga, Eesti piires 2–4 tööpäevaga.',
    ],
    [
      'Tarne',
      'Kui palju maksab vedu?',
      'Tootevedu on fikseeritud hinnaga, mida näete ostukorvis. Oma veoga maksate ainult pakkimistasu.',
    ],
    [
      'Tarne',
      'Kas saan kauba ise järele tulla?',
      'Järeletulemine ei ole võimalik, sest kaup saadetakse otse tootja laost. Võite aga kasutada oma vedajat.',
    ],
    [
      'Maksmine',
      'Milliseid makseviise on?',
      'Arve maksetähtajaga 30 päeva ettevõtetele (pärast krediidikontrolli) ja kaardimakse.',
    ],
    [
      'Maksmine',
      'Kas hinnad sisaldavad käibemaksu?',
      'Kõik hinnad on käibemaksuta. Maks arvutatakse ostukorvis tarneriigi järgi.',
    ],
    ['Tooted', 'Toode on laost otsas. Mis nüüd?', 'Küsige tootelehel sarnast toodet. Vastame ühe tööpäeva jooksul.'],
  ],
};

export function faq(locale: Locale): FaqEntry[] {
  return entries[locale].map(([category, question, answer], i) => ({
    id: i + 1,
    category,
    question,
    answer: [{ type: 'paragraph', text: answer }],
  }));
}
