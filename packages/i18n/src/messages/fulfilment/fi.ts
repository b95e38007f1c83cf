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
  'fulfilment.buyer_shipped':
    '{supplier} on lähettänyt nämä tilauksenne {number} tuotteet, kuljettaja {carrier}, seurantanumero {tracking}.',
  'fulfilment.buyer_tracking_link': 'Seuraa lähetystä: {url}',
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
};
