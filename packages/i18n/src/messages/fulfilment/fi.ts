import type { fulfilmentEn } from './en';

export const fulfilmentFi: Record<keyof typeof fulfilmentEn, string> = {
  'fulfilment.po_title': 'Ostotilaus',
  'fulfilment.po_supplier': 'Toimittaja',
  'fulfilment.po_phone': 'Puhelin kuljetusliikkeelle',
  'fulfilment.po_window': 'Varattu toimitusaika',
  'fulfilment.po_comment': 'Ostajan huomautus',
  'fulfilment.po_answer':
    'Vahvistakaa rivit ja lähetyspäivä, ilmoittakaa rivit, joita ette voi toimittaa, sekä lähetys ' +
    'seurantanumeroineen tällä sivulla (voimassa {date} asti):',
  'fulfilment.supplier_mail_subject': 'Ostotilaus {number}, {shop}',
  'fulfilment.supplier_mail_text_one':
    'Hei,\n\nliitteenä ostotilauksemme {number} ({lines} rivi) toimitettavaksi suoraan ' +
    'asiakkaallemme.\n\nVahvistakaa rivit ja lähetyspäivä, ilmoittakaa rivit, joita ette voi toimittaa, ' +
    'ja kertokaa lähetys seurantanumeroineen täällä:\n{link}\n\nLinkki on voimassa {date} asti eikä ' +
    'vaadi tunnusta. Se on tarkoitettu vain teille: kuka tahansa, jolla linkki on, voi vastata ' +
    'tilaukseen puolestanne.',
  'fulfilment.supplier_mail_text_other':
    'Hei,\n\nliitteenä ostotilauksemme {number} ({lines} riviä) toimitettavaksi suoraan ' +
    'asiakkaallemme.\n\nVahvistakaa rivit ja lähetyspäivä, ilmoittakaa rivit, joita ette voi toimittaa, ' +
    'ja kertokaa lähetys seurantanumeroineen täällä:\n{link}\n\nLinkki on voimassa {date} asti eikä ' +
    'vaadi tunnusta. Se on tarkoitettu vain teille: kuka tahansa, jolla linkki on, voi vastata ' +
    'tilaukseen puolestanne.',
  'fulfilment.buyer_mail_subject': 'Tilauksenne {number}: tietoa toimittajalta {supplier}',
  'fulfilment.buyer_confirmed': '{supplier} on vahvistanut nämä tilauksenne {number} tuotteet. Lähetyspäivä: {date}.',
  'fulfilment.buyer_shipped': '{supplier} on lähettänyt nämä tilauksenne {number} tuotteet.',
  'fulfilment.buyer_supplier_statement': 'Toimittajan {supplier} ilmoittamat tiedot (emme ole tarkistaneet niitä):',
  'fulfilment.buyer_carrier': 'Kuljettaja: {carrier}',
  'fulfilment.buyer_tracking_number': 'Seurantanumero: {tracking}',
  'fulfilment.buyer_tracking_link': 'Seurantasivu osoitteessa {host}: {url}',
  'fulfilment.buyer_not_deliverable':
    '{supplier} ei voi toimittaa tätä tilauksenne {number} tuotetta. Ilmoitettu syy: {reason}\nOtamme ' +
    'teihin yhteyttä korvaavasta tuotteesta; tuotetta ei veloiteta.',
  'fulfilment.buyer_line': '{quantity} × {title} ({code})',
  'fulfilment.link_missing': 'Tämä sivu tarvitsee ostotilaussähköpostin linkin',
  'fulfilment.link_invalid': 'Linkki ei kelpaa. Käyttäkää ostotilaussähköpostin linkkiä',
  'fulfilment.link_expired': 'Linkki on vanhentunut. Pyytäkää meiltä uusi',
  'fulfilment.link_not_for_this': 'Tämä linkki ei avaa tätä ostotilausta',
  'fulfilment.dispatch_date_past': 'Lähetyspäivä ei voi olla menneisyydessä',
  'fulfilment.nothing_to_confirm': 'Vahvistettavia rivejä ei ole jäljellä',
  'fulfilment.line_unknown': 'Tämä rivi ei kuulu ostotilaukseenne',
  'fulfilment.line_not_open': 'Tähän riviin on jo vastattu',
  'fulfilment.already_shipped': 'Tämä ostotilaus on jo lähetetty',
  'fulfilment.confirm_before_shipping':
    'Vahvistakaa jokainen rivi tai ilmoittakaa se toimituskelvottomaksi ennen lähettämistä',
  'fulfilment.nothing_to_ship': 'Lähetettäviä vahvistettuja rivejä ei ole',
  'fulfilment.line_already_shipped': 'Tämä rivi on jo lähetetty',
  'fulfilment.line_already_not_deliverable': 'Tämä rivi on jo ilmoitettu toimituskelvottomaksi',
  'fulfilment.tracking_url_https': 'Antakaa seurantaosoite muodossa https://…',
  'fulfilment.changed_elsewhere': 'Ostotilausta muutettiin samalla hetkellä. Yrittäkää uudelleen',
  'fulfilment.page_title': 'Ostotilaus {number}',
  'fulfilment.page_intro': '{supplier}, vastatkaa tähän ostotilaukseen tällä sivulla. Linkki on voimassa {date} asti.',
  'fulfilment.page_load_failed': 'Ostotilausta ei voitu ladata. Yrittäkää uudelleen.',
  'fulfilment.retry': 'Yritä uudelleen',
  'fulfilment.lines_title': 'Rivit',
  'fulfilment.col_code': 'Tuotekoodi',
  'fulfilment.col_product': 'Tuote',
  'fulfilment.col_quantity': 'Määrä',
  'fulfilment.col_reference': 'Ostajan viite',
  'fulfilment.col_state': 'Tila',
  'fulfilment.delivery_title': 'Toimitus',
  'fulfilment.deliver_to': 'Toimitusosoite',
  'fulfilment.order_reference': 'Ostajan tilausviite',
  'fulfilment.follow_shipment': 'Seuraa lähetystä',
  'fulfilment.confirm_title': 'Vahvista rivit',
  'fulfilment.confirm_line': 'Vahvista {title}',
  'fulfilment.dispatch_date': 'Lähetyspäivä',
  'fulfilment.confirm_submit': 'Vahvista valitut rivit',
  'fulfilment.ship_title': 'Lähetys',
  'fulfilment.carrier': 'Kuljetusliike',
  'fulfilment.tracking_number': 'Seurantanumero',
  'fulfilment.tracking_url': 'Seurantaosoite (vapaaehtoinen)',
  'fulfilment.ship_submit': 'Merkitse lähetetyksi',
  'fulfilment.nd_title': 'Ilmoita rivi toimituskelvottomaksi',
  'fulfilment.nd_line': 'Rivi',
  'fulfilment.nd_reason': 'Syy',
  'fulfilment.nd_submit': 'Ilmoita toimituskelvottomaksi',
  'fulfilment.choose_lines': 'Valitkaa vähintään yksi rivi',
  'fulfilment.saved': 'Kiitos, vastauksenne on tallennettu.',
  'fulfilment.sending': 'Lähetetään…',
  'fulfilment.all_answered': 'Tämän ostotilauksen kaikkiin riveihin on vastattu. Kiitos.',
};
