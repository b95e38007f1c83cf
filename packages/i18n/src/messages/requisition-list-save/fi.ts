import type { requisitionListSaveEn } from './en';

export const requisitionListSaveFi: Record<keyof typeof requisitionListSaveEn, string> = {
  'lists.save_open': 'Tallenna listaksi',
  'lists.name_label': 'Listan nimi',
  'lists.save_submit': 'Tallenna lista',
  'lists.saved': 'Tallennettu nimellä ”{name}”.',
  'lists.to_lists': 'Omat listat',
  'lists.save_failed': 'Listaa ei voitu tallentaa. Yritä uudelleen.',
};
