/** "Save as list" on the cart page: loaded with the cart page's ordering texts. */
export const requisitionListSaveEn = {
  'lists.save_open': 'Save as list',
  'lists.name_label': 'Name of the list',
  'lists.save_submit': 'Save list',
  'lists.saved': 'Saved as “{name}”.',
  'lists.to_lists': 'My lists',
  'lists.save_failed': 'The list could not be saved. Please try again.',
};
