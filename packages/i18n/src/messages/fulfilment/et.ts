import type { fulfilmentEn } from './en';

export const fulfilmentEt: Record<keyof typeof fulfilmentEn, string> = {
  'fulfilment.po_title': 'Ostutellimus',
  'fulfilment.po_supplier': 'Tarnija',
  'fulfilment.po_phone': 'Telefon vedajale',
  'fulfilment.po_window': 'Broneeritud tarneaeg',
  'fulfilment.po_comment': 'Ostja märkus',
  'fulfilment.po_answer':
    'Palun kinnitage sellel lehel read ja lähetuskuupäev, teatage ridadest, mida te ei saa tarnida, ning ' +
    'saadetisest koos jälgimisnumbriga (kehtib kuni {date}):',
  'fulfilment.supplier_mail_subject': 'Ostutellimus {number}, {shop}',
  'fulfilment.supplier_mail_text_one':
    'Tere\n\nlisatud on meie ostutellimus {number} ({lines} rida) tarnimiseks otse meie ' +
    'kliendile.\n\nPalun kinnitage read ja lähetuskuupäev, teatage ridadest, mida te ei saa tarnida, ' +
    'ning andke saadetis koos jälgimisnumbriga teada siin:\n{link}\n\nLink kehtib kuni {date} ega vaja ' +
    'kontot. See on mõeldud ainult teile: igaüks, kellel link on, saab teie eest sellele tellimusele ' +
    'vastata.',
  'fulfilment.supplier_mail_text_other':
    'Tere\n\nlisatud on meie ostutellimus {number} ({lines} rida) tarnimiseks otse meie ' +
    'kliendile.\n\nPalun kinnitage read ja lähetuskuupäev, teatage ridadest, mida te ei saa tarnida, ' +
    'ning andke saadetis koos jälgimisnumbriga teada siin:\n{link}\n\nLink kehtib kuni {date} ega vaja ' +
    'kontot. See on mõeldud ainult teile: igaüks, kellel link on, saab teie eest sellele tellimusele ' +
    'vastata.',
  'fulfilment.buyer_mail_subject': 'Teie tellimus {number}: uudised tarnijalt {supplier}',
  'fulfilment.buyer_confirmed': '{supplier} on kinnitanud need teie tellimuse {number} tooted. Lähetuskuupäev: {date}.',
  'fulfilment.buyer_shipped': '{supplier} on saatnud need teie tellimuse {number} tooted.',
  'fulfilment.buyer_supplier_statement': 'Tarnija {supplier} esitatud andmed (meie poolt kontrollimata):',
  'fulfilment.buyer_carrier': 'Vedaja: {carrier}',
  'fulfilment.buyer_tracking_number': 'Jälgimisnumber: {tracking}',
  'fulfilment.buyer_tracking_link': 'Jälgimisleht aadressil {host}: {url}',
  'fulfilment.buyer_not_deliverable':
    '{supplier} ei saa tarnida seda teie tellimuse {number} toodet. Põhjus: {reason}\nVõtame teiega ' +
    'asendustoote osas ühendust; selle eest teilt tasu ei võeta.',
  'fulfilment.buyer_line': '{quantity} × {title} ({code})',
  'fulfilment.link_missing': 'See leht vajab ostutellimuse e-kirjas olevat linki',
  'fulfilment.link_invalid': 'See link ei kehti. Palun kasutage ostutellimuse e-kirjas olevat linki',
  'fulfilment.link_expired': 'See link on aegunud. Palun küsige meilt uus',
  'fulfilment.link_not_for_this': 'See link ei ava seda ostutellimust',
  'fulfilment.dispatch_date_past': 'Lähetuskuupäev ei saa olla minevikus',
  'fulfilment.nothing_to_confirm': 'Kinnitamata ridu ei ole enam',
  'fulfilment.line_unknown': 'See rida ei kuulu teie ostutellimusse',
  'fulfilment.line_not_open': 'Sellele reale on juba vastatud',
  'fulfilment.already_shipped': 'See ostutellimus on juba välja saadetud',
  'fulfilment.confirm_before_shipping': 'Enne saatmist kinnitage iga rida või teatage, et seda ei saa tarnida',
  'fulfilment.nothing_to_ship': 'Saatmiseks ei ole kinnitatud ridu',
  'fulfilment.line_already_shipped': 'See rida on juba välja saadetud',
  'fulfilment.line_already_not_deliverable': 'Sellest reast on juba teatatud, et seda ei saa tarnida',
  'fulfilment.tracking_url_https': 'Sisestage jälgimisaadress kujul https://…',
  'fulfilment.changed_elsewhere': 'Ostutellimust muudeti samal hetkel. Palun proovige uuesti',
  'fulfilment.page_title': 'Ostutellimus {number}',
  'fulfilment.page_intro': '{supplier}, palun vastake sellele ostutellimusele siin. Link kehtib kuni {date}.',
  'fulfilment.page_load_failed': 'Ostutellimust ei õnnestunud laadida. Palun proovige uuesti.',
  'fulfilment.retry': 'Proovi uuesti',
  'fulfilment.lines_title': 'Read',
  'fulfilment.col_code': 'Tootekood',
  'fulfilment.col_product': 'Toode',
  'fulfilment.col_quantity': 'Kogus',
  'fulfilment.col_reference': 'Ostja viide',
  'fulfilment.col_state': 'Olek',
  'fulfilment.delivery_title': 'Tarne',
  'fulfilment.deliver_to': 'Tarneaadress',
  'fulfilment.order_reference': 'Ostja tellimuse viide',
  'fulfilment.follow_shipment': 'Jälgi saadetist',
  'fulfilment.confirm_title': 'Kinnita read',
  'fulfilment.confirm_line': 'Kinnita {title}',
  'fulfilment.dispatch_date': 'Lähetamise kuupäev',
  'fulfilment.confirm_submit': 'Kinnita valitud read',
  'fulfilment.ship_title': 'Saadetis',
  'fulfilment.carrier': 'Vedaja',
  'fulfilment.tracking_number': 'Jälgimisnumber',
  'fulfilment.tracking_url': 'Jälgimisaadress (valikuline)',
  'fulfilment.ship_submit': 'Märgi saadetuks',
  'fulfilment.nd_title': 'Teata, et rida ei saa tarnida',
  'fulfilment.nd_line': 'Rida',
  'fulfilment.nd_reason': 'Põhjus',
  'fulfilment.nd_submit': 'Teata, et ei saa tarnida',
  'fulfilment.choose_lines': 'Valige vähemalt üks rida',
  'fulfilment.saved': 'Aitäh, teie vastus on salvestatud.',
  'fulfilment.sending': 'Saadan…',
  'fulfilment.all_answered': 'Selle ostutellimuse kõikidele ridadele on vastatud. Aitäh.',
};
