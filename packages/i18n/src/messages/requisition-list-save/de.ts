import type { requisitionListSaveEn } from './en';

export const requisitionListSaveDe: Record<keyof typeof requisitionListSaveEn, string> = {
  'lists.save_open': 'Als Liste speichern',
  'lists.name_label': 'Name der Liste',
  'lists.save_submit': 'Liste speichern',
  'lists.saved': 'Gespeichert als „{name}“.',
  'lists.to_lists': 'Meine Listen',
  'lists.save_failed': 'Die Liste konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
};
