import type { approvalEn } from './en';

export const approvalDe: Record<keyof typeof approvalEn, string> = {
  'approval.not_your_company':
    'Nur ein Administrator des Unternehmens, das diese Bestellung aufgegeben hat, kann sie freigeben oder ablehnen.',
  'approval.already_decided': 'Diese Bestellung wurde bereits freigegeben oder abgelehnt.',
  'approval.admin_mail_subject': 'Bestellung {number} wartet auf Ihre Freigabe',
  'approval.admin_mail_text':
    'Guten Tag,\n\n{buyer} hat für {company} die Bestellung {number} aufgegeben: {total} inkl. MwSt., über ' +
    'dem Bestelllimit von {limit}. An die Lieferanten ist noch nichts gegangen.\n\nBitte geben Sie die ' +
    'Bestellung hier frei oder lehnen Sie sie ab (angemeldet als Administrator von {company}):\n{link}',
  'approval.buyer_approved_subject': 'Ihre Bestellung {number} wurde freigegeben',
  'approval.buyer_approved_text':
    '{admin} hat Ihre Bestellung {number} freigegeben. Die Bestellbestätigung folgt in einer eigenen E-Mail.',
  'approval.buyer_pay_now':
    'Die Bestellung geht an die Lieferanten, sobald sie per Karte bezahlt ist. Hier können Sie bezahlen:\n{link}',
  'approval.buyer_rejected_subject': 'Ihre Bestellung {number} wurde abgelehnt',
  'approval.buyer_rejected_text':
    '{admin} hat Ihre Bestellung {number} abgelehnt. Die Bestellung wurde storniert, an die Lieferanten ging nichts.',
  'approval.buyer_comment': 'Kommentar von {admin}: {comment}',
  'account.status_awaiting_approval': 'Wartet auf Freigabe',
  'account.status_cancelled': 'Storniert',
  'approval.waiting_for': 'Wartet auf Freigabe durch {names}',
  'approval.waiting_text':
    'Ihre Bestellung liegt über Ihrem Bestelllimit. Bis zur Freigabe geht ' +
    'nichts an die Lieferanten; Sie erhalten Bescheid per E-Mail.',
  'approval.approved_by': 'Freigegeben von {name} am {date}',
  'approval.rejected_by': 'Abgelehnt von {name} am {date}',
  'approval.comment_of': 'Kommentar: {comment}',
  'approval.placed_by': 'Bestellt von {name}',
  'approval.pay_now': 'Jetzt bezahlen',
  'approval.page_title': 'Bestellung {number} freigeben',
  'approval.crumb': 'Freigabe der Bestellung',
  'approval.page_intro': '{buyer} hat für {company} bestellt: {total} inkl. MwSt., über dem Bestelllimit von {limit}.',
  'approval.comment_label': 'Kommentar für den Besteller',
  'approval.comment_hint': 'Pflicht, wenn Sie die Bestellung ablehnen.',
  'approval.approve': 'Bestellung freigeben',
  'approval.reject': 'Bestellung ablehnen',
  'approval.login_needed':
    'Bitte melden Sie sich als Administrator des Unternehmens an, um diese Bestellung freizugeben oder abzulehnen.',
  'approval.not_found': 'Diese Bestellung gibt es nicht.',
  'approval.error': 'Die Bestellung konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  'approval.work_site_label': 'An eine Baustelle Ihres Unternehmens liefern',
  'approval.work_site_choose': 'Gespeicherte Baustelle wählen',
};
