import type { backofficeEn } from './en';

export const backofficeFi: Record<keyof typeof backofficeEn, string> = {
  'error.operators_only': 'Tämä on vain kaupan ylläpitäjille.',
  'backoffice.order_not_cancellable': 'Rivejä voi perua vain, kun tilaus on lähetetty eikä vielä toimitettu.',
  'backoffice.no_such_part': 'Tällä toimittajalla ei ole osaa tilauksesta.',
  'backoffice.no_such_line': 'Toimittajan osassa ei ole tällaista riviä.',
  'backoffice.line_already_cancelled': 'Tämä rivi on jo peruttu.',
  'backoffice.line_shipped': 'Tämä rivi on jo lähetetty, eikä sitä voi enää perua.',
  'backoffice.cannot_mark_delivered': 'Vain toimituksessa olevan tilauksen voi merkitä toimitetuksi.',
  'backoffice.cannot_mark_reviewed': 'Vain toimitetun tilauksen voi merkitä tarkastetuksi.',
  'backoffice.no_such_mail': 'Tilauksella ei ole tällaista uudelleen lähetettävää sähköpostia.',
  'backoffice.cancel_mail_subject': 'Tilauksesi {number}: rivi peruttiin',
  'backoffice.cancel_mail_text':
    'Hei,\n\njouduimme perumaan rivin tilauksestasi {number}:\n\n- {title} ({code}), {quantity} kpl, toimittaja ' +
    '{supplier}\n\nSyy: {reason}\n\nRiviä ei laskuteta: tilauksesi summa pienenee {credit} (sis. ALV) ja on nyt ' +
    '{total}. Muut rivit toimitetaan vahvistetusti.',
};
