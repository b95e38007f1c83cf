import type { quoteEn } from './en';

export const quoteDe: Record<keyof typeof quoteEn, string> = {
  'quote.request_open': 'Angebot anfragen',
  'quote.request_title': 'Angebot anfragen',
  'quote.empty_cart_intro':
    'Legen Sie die Produkte, für die Sie ein Angebot möchten, in den Warenkorb: ' +
    'Die Angebotsanfrage steht unter seinen Positionen. Für alles andere schreiben Sie uns:',
  'quote.contact_link': 'Kontaktformular',
  'quote.request_intro':
    'Wir übernehmen die Produkte und Mengen dieses Warenkorbs unverändert in eine Angebotsanfrage. Unser Vertrieb ' +
    'kalkuliert sie und schickt Ihnen das Angebot per E-Mail.',
  'quote.name': 'Ihr Name',
  'quote.email': 'E-Mail',
  'quote.company': 'Firma (optional)',
  'quote.phone': 'Telefon (optional)',
  'quote.note': 'Ihre Nachricht an unseren Vertrieb (optional)',
  'quote.request_submit': 'Angebotsanfrage senden',
  'quote.cancel': 'Abbrechen',
  'quote.request_done':
    'Angebotsanfrage {number} ist gesendet. Wir schicken das Angebot an {email}; Ihr Warenkorb bleibt unverändert.',
  'quote.view_link': 'Angebot {number} ansehen',
  'quote.locked_cart':
    'Dieser Warenkorb gehört zu Angebot {number}: Produkte, Mengen und Preise stehen wie angeboten fest, gültig ' +
    'bis {date}.',
  'quote.page_title': 'Angebot {number}',
  'quote.status_label': 'Status',
  'quote.status_requested': 'Angefragt: unser Vertrieb kalkuliert',
  'quote.status_priced': 'Kalkuliert: bereit zur Annahme',
  'quote.status_accepted': 'Angenommen',
  'quote.status_expired': 'Abgelaufen',
  'quote.lines_title': 'Produkte',
  'quote.product': 'Produkt',
  'quote.quantity': 'Menge',
  'quote.list_price': 'Listenpreis',
  'quote.waiting': 'Sie erhalten eine E-Mail, sobald das Angebot kalkuliert ist.',
  'quote.accept': 'Angebot annehmen und zur Kasse',
  'quote.accept_intro':
    'Mit der Annahme wird das Angebot zu einer Bestellung zu den angebotenen Preisen. Lieferung und Zahlung ' +
    'wählen Sie wie gewohnt.',
  'quote.go_to_checkout': 'Weiter zur Kasse',
  'quote.pdf': 'Angebot als PDF',
  'quote.expired_intro': 'Dieses Angebot war bis {date} gültig. Fragen Sie gern ein neues Angebot an.',
  'quote.note_label': 'Ihre Nachricht',
  'quote.load_failed': 'Das Angebot konnte nicht geladen werden.',
  'quote.retry': 'Erneut versuchen',
  'quote.login_needed': 'Melden Sie sich mit dem Konto an, mit dem Sie das Angebot angefragt haben.',
  'quote.pricing_title': 'Angebotsanfrage {number} kalkulieren',
  'quote.pricing_intro':
    'Legen Sie für jede Position einen Netto-Stückpreis (ohne MwSt., Lieferung inklusive) und die Gültigkeit des ' +
    'Angebots fest.',
  'quote.pricing_submit': 'Angebot an den Kunden senden',
  'quote.pricing_done': 'Das Angebot ist kalkuliert und wurde an {email} gesendet.',
  'quote.unit_price_input': 'Netto-Stückpreis (EUR)',
  'quote.valid_until_input': 'Gültig bis',
  'quote.comment_input': 'Hinweis für den Kunden (optional)',
  'quote.link_missing': 'Diese Seite öffnet sich nur über den Link aus der E-Mail.',
  'quote.link_invalid': 'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus der E-Mail.',
  'quote.link_expired': 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  'quote.link_not_for_this': 'Dieser Link öffnet dieses Angebot nicht.',
  'quote.already_priced': 'Dieses Angebot ist bereits kalkuliert.',
  'quote.already_accepted': 'Dieses Angebot wurde bereits angenommen.',
  'quote.not_priced': 'Dieses Angebot ist noch nicht kalkuliert.',
  'quote.expired':
    'Dieses Angebot war bis {date} gültig und kann nicht mehr angenommen werden. Bitte fragen Sie ein neues ' +
    'Angebot an.',
  'quote.cart_locked':
    'Produkte und Mengen eines Angebots stehen fest. Für andere Mengen fragen Sie bitte ein neues Angebot an.',
  'quote.cart_of_quote': 'Dieser Warenkorb gehört bereits zu einem Angebot.',
  'quote.price_positive': 'Geben Sie einen Preis über null ein',
  'quote.price_too_large': 'Dieser Preis ist zu hoch',
  'quote.line_unknown': 'Dieses Produkt ist nicht in der Anfrage',
  'quote.line_twice': 'Dieses Produkt hat zwei Preise',
  'quote.price_missing': 'Geben Sie für diese Position einen Preis ein',
  'quote.valid_until_past': 'Das Angebot muss über heute hinaus gültig sein',
  'quote.valid_until_too_far': 'Ein Angebot gilt höchstens 90 Tage, also bis spätestens {date}',
  'quote.doc_title': 'Angebot',
  'quote.number': 'Angebots-Nr.',
  'quote.valid_until': 'Gültig bis',
  'quote.buyer': 'Für',
  'quote.unit_price': 'Stückpreis',
  'quote.line_net': 'Betrag',
  'quote.goods': 'Summe ohne MwSt.',
  'quote.vat': 'MwSt. {rate} %',
  'quote.total': 'Gesamtsumme',
  'quote.seller_comment': 'Unser Hinweis',
  'quote.doc_terms':
    'Netto-Stückpreise, Lieferung inklusive. Das Angebot gilt bis {date}; die Mehrwertsteuer richtet sich nach ' +
    'Ihren Bestellangaben.',
  'quote.doc_accept': 'Nehmen Sie das Angebot auf seiner Seite an und bestellen Sie zu diesen Preisen:',
  'quote.seller_mail_subject': 'Angebotsanfrage {number} von {buyer}',
  'quote.seller_mail_text':
    'Eine neue Angebotsanfrage {number}.\n\nKunde: {buyer}\nNachricht: {note}\n\nProdukte:\n{products}\n\nPreise und ' +
    'Gültigkeit hier festlegen (der Link gilt bis {date}):\n{link}',
  'quote.ack_mail_subject': 'Ihre Angebotsanfrage {number}',
  'quote.ack_mail_text':
    'Guten Tag {name},\n\nvielen Dank für Ihre Angebotsanfrage {number}. Wir kalkulieren diese ' +
    'Produkte:\n{products}\n\nDas Angebot erhalten Sie per E-Mail. Ihre Anfrage:\n{link}',
  'quote.priced_mail_subject': 'Ihr Angebot {number}',
  'quote.priced_mail_text':
    'Guten Tag {name},\n\nanbei Ihr Angebot {number}: {total} inklusive MwSt., gültig bis {date}.\n\nHier können ' +
    'Sie es ansehen und annehmen:\n{link}',
};
