import type { requisitionListSaveEn } from './en';

export const requisitionListSaveEt: Record<keyof typeof requisitionListSaveEn, string> = {
  'lists.save_open': 'Salvesta nimekirjana',
  'lists.name_label': 'Nimekirja nimi',
  'lists.save_submit': 'Salvesta nimekiri',
  'lists.saved': 'Salvestatud nimega „{name}“.',
  'lists.to_lists': 'Minu nimekirjad',
  'lists.save_failed': 'Nimekirja ei õnnestunud salvestada. Palun proovige uuesti.',
};
