import type { approvalEn } from './en';

export const approvalEt: Record<keyof typeof approvalEn, string> = {
  'approval.not_your_company':
    'Selle tellimuse saab kinnitada või tagasi lükata ainult tellinud ettevõtte administraator.',
  'approval.already_decided': 'See tellimus on juba kinnitatud või tagasi lükatud.',
  'approval.admin_mail_subject': 'Tellimus {number} ootab teie kinnitust',
  'approval.admin_mail_text':
    'Tere\n\n{buyer} esitas ettevõtte {company} nimel tellimuse {number}: {total} koos käibemaksuga, üle ' +
    'oma tellimuslimiidi {limit}. Tarnijatele pole veel midagi saadetud.\n\nPalun kinnitage tellimus või ' +
    'lükake see tagasi siin (logige sisse ettevõtte {company} administraatorina):\n{link}',
  'approval.buyer_approved_subject': 'Teie tellimus {number} on kinnitatud',
  'approval.buyer_approved_text':
    '{admin} kinnitas teie tellimuse {number}. Tellimuse kinnitus tuleb eraldi e-kirjaga.',
  'approval.buyer_pay_now': 'Tellimus läheb tarnijatele, kui see on kaardiga makstud. Saate maksta siin:\n{link}',
  'approval.buyer_rejected_subject': 'Teie tellimus {number} lükati tagasi',
  'approval.buyer_rejected_text':
    '{admin} lükkas teie tellimuse {number} tagasi. Tellimus on tühistatud ja tarnijatele ei saadetud midagi.',
  'approval.buyer_comment': 'Kommentaar ({admin}): {comment}',
  'account.status_awaiting_approval': 'Ootab kinnitust',
  'account.status_cancelled': 'Tühistatud',
  'approval.waiting_for': 'Ootab kinnitust: {names}',
  'approval.waiting_text':
    'Teie tellimus ületab teie tellimuslimiiti. Enne kinnitamist ei ' +
    'saadeta tarnijatele midagi; teile antakse e-kirjaga teada.',
  'approval.approved_by': 'Kinnitas {name}, {date}',
  'approval.rejected_by': 'Lükkas tagasi {name}, {date}',
  'approval.comment_of': 'Kommentaar: {comment}',
  'approval.placed_by': 'Tellija: {name}',
  'approval.pay_now': 'Maksa kohe',
  'approval.page_title': 'Kinnita tellimus {number}',
  'approval.crumb': 'Tellimuse kinnitamine',
  'approval.page_intro':
    '{buyer} tellis ettevõttele {company}: {total} koos käibemaksuga, üle tellimuslimiidi {limit}.',
  'approval.comment_label': 'Kommentaar tellijale',
  'approval.comment_hint': 'Kohustuslik, kui lükkate tellimuse tagasi.',
  'approval.approve': 'Kinnita tellimus',
  'approval.reject': 'Lükka tellimus tagasi',
  'approval.login_needed':
    'Selle tellimuse kinnitamiseks või tagasilükkamiseks logige sisse ettevõtte administraatorina.',
  'approval.not_found': 'Sellist tellimust ei ole.',
  'approval.error': 'Tellimust ei õnnestunud laadida. Palun proovige uuesti.',
  'approval.work_site_label': 'Tarne teie ettevõtte objektile',
  'approval.work_site_choose': 'Valige salvestatud objekt',
};
