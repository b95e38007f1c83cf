import type { approvalEn } from './en';

export const approvalFi: Record<keyof typeof approvalEn, string> = {
  'approval.not_your_company': 'Vain tilauksen tehneen yrityksen pääkäyttäjä voi hyväksyä tai hylätä sen.',
  'approval.already_decided': 'Tämä tilaus on jo hyväksytty tai hylätty.',
  'approval.admin_mail_subject': 'Tilaus {number} odottaa hyväksyntääsi',
  'approval.admin_mail_text':
    'Hei,\n\n{buyer} on tehnyt yritykselle {company} tilauksen {number}: {total} sis. ALV, yli tilausrajansa ' +
    '{limit}. Toimittajille ei ole vielä lähtenyt mitään.\n\nHyväksy tai hylkää tilaus täällä (kirjaudu ' +
    'yrityksen {company} pääkäyttäjänä):\n{link}',
  'approval.buyer_approved_subject': 'Tilauksesi {number} on hyväksytty',
  'approval.buyer_approved_text':
    '{admin} on hyväksynyt tilauksesi {number}. Tilausvahvistus tulee erillisessä sähköpostissa.',
  'approval.buyer_pay_now': 'Tilaus lähtee toimittajille, kun se on maksettu kortilla. Voit maksaa sen täällä:\n{link}',
  'approval.buyer_rejected_subject': 'Tilauksesi {number} on hylätty',
  'approval.buyer_rejected_text':
    '{admin} on hylännyt tilauksesi {number}. Tilaus on peruttu, eikä toimittajille lähetetty mitään.',
  'approval.buyer_comment': 'Kommentti ({admin}): {comment}',
  'account.status_awaiting_approval': 'Odottaa hyväksyntää',
  'account.status_cancelled': 'Peruttu',
  'approval.waiting_for': 'Odottaa hyväksyntää: {names}',
  'approval.waiting_text':
    'Tilauksesi ylittää tilausrajasi. Toimittajille ei lähetetä mitään ennen hyväksyntää; saat tiedon sähköpostilla.',
  'approval.approved_by': 'Hyväksynyt {name} {date}',
  'approval.rejected_by': 'Hylännyt {name} {date}',
  'approval.comment_of': 'Kommentti: {comment}',
  'approval.placed_by': 'Tilaaja: {name}',
  'approval.pay_now': 'Maksa nyt',
  'approval.page_title': 'Hyväksy tilaus {number}',
  'approval.crumb': 'Tilauksen hyväksyntä',
  'approval.page_intro': '{buyer} tilasi yritykselle {company}: {total} sis. ALV, yli tilausrajan {limit}.',
  'approval.comment_label': 'Kommentti tilaajalle',
  'approval.comment_hint': 'Pakollinen, jos hylkäät tilauksen.',
  'approval.approve': 'Hyväksy tilaus',
  'approval.reject': 'Hylkää tilaus',
  'approval.login_needed': 'Kirjaudu yrityksen pääkäyttäjänä hyväksyäksesi tai hylätäksesi tämän tilauksen.',
  'approval.not_found': 'Tätä tilausta ei ole.',
  'approval.error': 'Tilausta ei voitu ladata. Yritä uudelleen.',
  'approval.work_site_label': 'Toimitus yrityksenne työmaalle',
  'approval.work_site_choose': 'Valitse tallennettu työmaa',
};
