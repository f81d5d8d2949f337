/**
 * Writes text to the clipboard: the Clipboard API, else the old copy command on a hidden text
 * area (the API is missing outside secure contexts, e.g. a development server reached by its
 * network address, and a browser may refuse it). Resolves to whether the text was copied.
 */
export async function copyText(win: Window, text: string): Promise<boolean> {
  const clipboard = win.navigator.clipboard as Clipboard | undefined;
  if (typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused: try the copy command below.
    }
  }
  const doc = win.document;
  if (typeof doc.execCommand !== 'function') return false;
  const previous = doc.activeElement as HTMLElement | null;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  try {
    area.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus?.();
  }
}
