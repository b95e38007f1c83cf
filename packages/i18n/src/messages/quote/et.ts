import type { quoteEn } from './en';

export const quoteEt: Record<keyof typeof quoteEn, string> = {
  'quote.request_open': 'Küsi hinnapakkumist',
  'quote.request_title': 'Küsi hinnapakkumist',
  'quote.empty_cart_intro':
    'Pane tooted, millele soovid pakkumist, ostukorvi: ' +
    'pakkumise päring on selle ridade all. Muus osas kirjuta meile:',
  'quote.contact_link': 'Kontaktivorm',
  'quote.request_intro':
    'Salvestame selle ostukorvi tooted ja kogused muutmata kujul hinnapäringuks. Meie müügitiim hinnastab selle ' +
    'ja saadab pakkumise e-postiga.',
  'quote.name': 'Teie nimi',
  'quote.email': 'E-post',
  'quote.company': 'Ettevõte (valikuline)',
  'quote.phone': 'Telefon (valikuline)',
  'quote.note': 'Teie sõnum meie müügitiimile (valikuline)',
  'quote.request_submit': 'Saada hinnapäring',
  'quote.cancel': 'Loobu',
  'quote.request_done':
    'Hinnapäring {number} on saadetud. Saadame pakkumise aadressile {email}; teie ostukorv jääb samaks.',
  'quote.view_link': 'Vaata pakkumist {number}',
  'quote.locked_cart':
    'See ostukorv kuulub pakkumisele {number}: tooted, kogused ja hinnad on pakkumise järgi fikseeritud, kehtib ' +
    'kuni {date}.',
  'quote.page_title': 'Pakkumine {number}',
  'quote.status_label': 'Olek',
  'quote.status_requested': 'Küsitud: meie müügitiim hinnastab',
  'quote.status_priced': 'Hinnastatud: valmis kinnitamiseks',
  'quote.status_accepted': 'Kinnitatud',
  'quote.status_expired': 'Aegunud',
  'quote.lines_title': 'Tooted',
  'quote.product': 'Toode',
  'quote.quantity': 'Kogus',
  'quote.list_price': 'Hinnakirja hind',
  'quote.waiting': 'Saate e-kirja kohe, kui pakkumine on hinnastatud.',
  'quote.accept': 'Kinnita pakkumine ja mine kassasse',
  'quote.accept_intro':
    'Kinnitamisel saab pakkumisest tellimus pakutud hindadega. Tarne ja makseviisi valite nagu tavaliselt.',
  'quote.go_to_checkout': 'Jätka kassasse',
  'quote.pdf': 'Pakkumine PDF-failina',
  'quote.expired_intro': 'See pakkumine kehtis kuni {date}. Küsige meilt uut pakkumist.',
  'quote.note_label': 'Teie sõnum',
  'quote.load_failed': 'Pakkumist ei õnnestunud laadida.',
  'quote.retry': 'Proovi uuesti',
  'quote.login_needed': 'Logige sisse kontoga, millega pakkumist küsisite.',
  'quote.pricing_title': 'Hinnasta hinnapäring {number}',
  'quote.pricing_intro': 'Määrake igale reale neto ühikuhind (käibemaksuta, tarne hinnas) ja pakkumise kehtivus.',
  'quote.pricing_submit': 'Saada pakkumine kliendile',
  'quote.pricing_done': 'Pakkumine on hinnastatud ja saadetud aadressile {email}.',
  'quote.unit_price_input': 'Neto ühikuhind (EUR)',
  'quote.valid_until_input': 'Kehtib kuni',
  'quote.comment_input': 'Märkus kliendile (valikuline)',
  'quote.link_missing': 'See leht avaneb ainult e-kirjas oleva lingiga.',
  'quote.link_invalid': 'See link ei kehti. Kasutage e-kirjas olevat linki.',
  'quote.link_expired': 'See link on aegunud. Küsige meilt uut.',
  'quote.link_not_for_this': 'See link ei ava seda pakkumist.',
  'quote.already_priced': 'See pakkumine on juba hinnastatud.',
  'quote.already_accepted': 'See pakkumine on juba kinnitatud.',
  'quote.not_priced': 'Seda pakkumist pole veel hinnastatud.',
  'quote.expired': 'See pakkumine kehtis kuni {date} ja seda ei saa enam kinnitada. Küsige meilt uut pakkumist.',
  'quote.cart_locked': 'Pakkumise tooted ja kogused on fikseeritud. Teiste koguste jaoks küsige uut pakkumist.',
  'quote.cart_of_quote': 'See ostukorv kuulub juba pakkumisele.',
  'quote.price_positive': 'Sisestage nullist suurem hind',
  'quote.price_too_large': 'See hind on liiga suur',
  'quote.line_unknown': 'Seda toodet pole hinnapäringus',
  'quote.line_twice': 'Sellele tootele on antud kaks hinda',
  'quote.price_missing': 'Sisestage sellele reale hind',
  'quote.valid_until_past': 'Pakkumine peab kehtima pärast tänast päeva',
  'quote.valid_until_too_far': 'Pakkumine võib kehtida kuni 90 päeva, hiljemalt kuni {date}',
  'quote.doc_title': 'Pakkumine',
  'quote.number': 'Pakkumise nr',
  'quote.valid_until': 'Kehtib kuni',
  'quote.buyer': 'Kellele',
  'quote.unit_price': 'Ühikuhind',
  'quote.line_net': 'Summa',
  'quote.goods': 'Kokku käibemaksuta',
  'quote.vat': 'Käibemaks {rate} %',
  'quote.total': 'Kokku',
  'quote.seller_comment': 'Meie märkus',
  'quote.doc_terms':
    'Neto ühikuhinnad, tarne hinnas. Pakkumine kehtib kuni {date}; käibemaks määratakse teie tellimuse andmete järgi.',
  'quote.doc_accept': 'Kinnitage pakkumine selle lehel ja tellige nende hindadega:',
  'quote.seller_mail_subject': 'Hinnapäring {number}: {buyer}',
  'quote.seller_mail_text':
    'Uus hinnapäring {number}.\n\nKlient: {buyer}\nSõnum: {note}\n\nTooted:\n{products}\n\nMäärake hinnad ja ' +
    'kehtivus siin (link kehtib kuni {date}):\n{link}',
  'quote.ack_mail_subject': 'Teie hinnapäring {number}',
  'quote.ack_mail_text':
    'Tere, {name}!\n\nTäname hinnapäringu {number} eest. Hinnastame need tooted:\n{products}\n\nPakkumise saate ' +
    'e-postiga. Teie päring:\n{link}',
  'quote.priced_mail_subject': 'Teie pakkumine {number}',
  'quote.priced_mail_text':
    'Tere, {name}!\n\nManuses on teie pakkumine {number}: {total} koos käibemaksuga, kehtib kuni ' +
    '{date}.\n\nVaadake ja kinnitage see siin:\n{link}',
};
