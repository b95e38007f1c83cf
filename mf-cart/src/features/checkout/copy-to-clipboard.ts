/**
 * Puts text on the clipboard: the Clipboard API where the page may use it (a secure context, and
 * the browser's permission), else the older copy of a selected field, which works on plain http
 * and in browsers without the API. False when neither could copy: the buyer copies by hand.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the selection may still be copied.
    }
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  // Off-screen and fixed: selecting it must neither show it nor scroll the page.
  field.style.position = 'fixed';
  field.style.top = '-1000px';
  const focused = document.activeElement;
  document.body.append(field);
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    // Keyboard users stay on the button they pressed.
    if (focused instanceof HTMLElement) focused.focus();
  }
}
