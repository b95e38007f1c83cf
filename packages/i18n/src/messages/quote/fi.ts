import type { quoteEn } from './en';

export const quoteFi: Record<keyof typeof quoteEn, string> = {
  'quote.request_open': 'Pyydä tarjous',
  'quote.request_title': 'Pyydä tarjous',
  'quote.empty_cart_intro':
    'Lisää tuotteet, joista haluat tarjouksen, ostoskoriin: ' +
    'tarjouspyyntö on sen rivien alla. Muissa asioissa kirjoita meille:',
  'quote.contact_link': 'Yhteydenottolomake',
  'quote.request_intro':
    'Tämän ostoskorin tuotteet ja määrät tallennetaan sellaisinaan tarjouspyynnöksi. Myyntimme hinnoittelee sen ' +
    'ja lähettää tarjouksen sähköpostilla.',
  'quote.name': 'Nimesi',
  'quote.email': 'Sähköposti',
  'quote.company': 'Yritys (valinnainen)',
  'quote.phone': 'Puhelin (valinnainen)',
  'quote.note': 'Viestisi myynnillemme (valinnainen)',
  'quote.request_submit': 'Lähetä tarjouspyyntö',
  'quote.cancel': 'Peruuta',
  'quote.request_done':
    'Tarjouspyyntö {number} on lähetetty. Lähetämme tarjouksen osoitteeseen {email}; ostoskorisi pysyy ennallaan.',
  'quote.view_link': 'Näytä tarjous {number}',
  'quote.locked_cart':
    'Tämä ostoskori kuuluu tarjoukseen {number}: tuotteet, määrät ja hinnat ovat tarjouksen mukaiset, voimassa ' +
    '{date} asti.',
  'quote.page_title': 'Tarjous {number}',
  'quote.status_label': 'Tila',
  'quote.status_requested': 'Pyydetty: myyntimme hinnoittelee',
  'quote.status_priced': 'Hinnoiteltu: valmis hyväksyttäväksi',
  'quote.status_accepted': 'Hyväksytty',
  'quote.status_expired': 'Vanhentunut',
  'quote.lines_title': 'Tuotteet',
  'quote.product': 'Tuote',
  'quote.quantity': 'Määrä',
  'quote.list_price': 'Listahinta',
  'quote.waiting': 'Saat sähköpostin heti, kun tarjous on hinnoiteltu.',
  'quote.accept': 'Hyväksy tarjous ja siirry kassalle',
  'quote.accept_intro':
    'Hyväksymällä tarjouksesta tulee tilaus tarjotuin hinnoin. Valitset toimituksen ja maksutavan tavalliseen tapaan.',
  'quote.go_to_checkout': 'Jatka kassalle',
  'quote.pdf': 'Tarjous PDF-tiedostona',
  'quote.expired_intro': 'Tämä tarjous oli voimassa {date} asti. Pyydä meiltä uusi tarjous.',
  'quote.note_label': 'Viestisi',
  'quote.load_failed': 'Tarjousta ei voitu ladata.',
  'quote.retry': 'Yritä uudelleen',
  'quote.login_needed': 'Kirjaudu sillä tilillä, jolla pyysit tarjouksen.',
  'quote.pricing_title': 'Hinnoittele tarjouspyyntö {number}',
  'quote.pricing_intro':
    'Aseta jokaiselle riville nettoyksikköhinta (ilman arvonlisäveroa, toimitus sisältyy) ja tarjouksen voimassaolo.',
  'quote.pricing_submit': 'Lähetä tarjous asiakkaalle',
  'quote.pricing_done': 'Tarjous on hinnoiteltu ja lähetetty osoitteeseen {email}.',
  'quote.unit_price_input': 'Nettoyksikköhinta (EUR)',
  'quote.valid_until_input': 'Voimassa asti',
  'quote.comment_input': 'Huomautus asiakkaalle (valinnainen)',
  'quote.link_missing': 'Tämä sivu avautuu vain sähköpostin linkillä.',
  'quote.link_invalid': 'Linkki ei ole kelvollinen. Käytä sähköpostin linkkiä.',
  'quote.link_expired': 'Linkki on vanhentunut. Pyydä meiltä uusi.',
  'quote.link_not_for_this': 'Tämä linkki ei avaa tätä tarjousta.',
  'quote.already_priced': 'Tämä tarjous on jo hinnoiteltu.',
  'quote.already_accepted': 'Tämä tarjous on jo hyväksytty.',
  'quote.not_priced': 'Tätä tarjousta ei ole vielä hinnoiteltu.',
  'quote.expired': 'Tämä tarjous oli voimassa {date} asti, eikä sitä voi enää hyväksyä. Pyydä meiltä uusi tarjous.',
  'quote.cart_locked': 'Tarjouksen tuotteet ja määrät ovat kiinteät. Muita määriä varten pyydä uusi tarjous.',
  'quote.cart_of_quote': 'Tämä ostoskori kuuluu jo tarjoukseen.',
  'quote.price_positive': 'Anna nollaa suurempi hinta',
  'quote.price_too_large': 'Hinta on liian suuri',
  'quote.line_unknown': 'Tämä tuote ei ole tarjouspyynnössä',
  'quote.line_twice': 'Tälle tuotteelle on annettu kaksi hintaa',
  'quote.price_missing': 'Anna tälle riville hinta',
  'quote.valid_until_past': 'Tarjouksen on oltava voimassa tämän päivän jälkeen',
  'quote.valid_until_too_far': 'Tarjous voi olla voimassa enintään 90 päivää eli viimeistään {date}',
  'quote.doc_title': 'Tarjous',
  'quote.number': 'Tarjousnro',
  'quote.valid_until': 'Voimassa asti',
  'quote.buyer': 'Asiakas',
  'quote.unit_price': 'Yksikköhinta',
  'quote.line_net': 'Summa',
  'quote.goods': 'Yhteensä ilman ALV:tä',
  'quote.vat': 'ALV {rate} %',
  'quote.total': 'Yhteensä',
  'quote.seller_comment': 'Huomautuksemme',
  'quote.doc_terms':
    'Nettoyksikköhinnat, toimitus sisältyy. Tarjous on voimassa {date} asti; arvonlisävero määräytyy ' +
    'tilaustietojesi mukaan.',
  'quote.doc_accept': 'Hyväksy tarjous sen sivulla ja tilaa näillä hinnoilla:',
  'quote.seller_mail_subject': 'Tarjouspyyntö {number}: {buyer}',
  'quote.seller_mail_text':
    'Uusi tarjouspyyntö {number}.\n\nAsiakas: {buyer}\nViesti: {note}\n\nTuotteet:\n{products}\n\nAseta hinnat ja ' +
    'voimassaolo täällä (linkki on voimassa {date} asti):\n{link}',
  'quote.ack_mail_subject': 'Tarjouspyyntösi {number}',
  'quote.ack_mail_text':
    'Hei {name},\n\nkiitos tarjouspyynnöstäsi {number}. Hinnoittelemme nämä tuotteet:\n{products}\n\nSaat tarjouksen ' +
    'sähköpostilla. Pyyntösi:\n{link}',
  'quote.priced_mail_subject': 'Tarjouksesi {number}',
  'quote.priced_mail_text':
    'Hei {name},\n\nliitteenä tarjouksesi {number}: {total} sis. ALV, voimassa {date} asti.\n\nLue ja hyväksy se ' +
    'täällä:\n{link}',
};
