/**
 * The contact form's traffic with the customer-relationship provider (spec section 7). The
 * case goes out as a native form post, as the provider's web-to-case servlet expects: no JSON,
 * no CORS, the browser navigates to the servlet, which sends it back to `retURL`. Then the page
 * checks its own address with a HEAD request, for the analytics report.
 */

/** Posts the fields (in order, repeated names allowed) to the web-to-case address; the page navigates away. */
export function postWebToCase(
  endpoint: string,
  fields: readonly (readonly [string, string])[],
  doc: Document = document,
): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = endpoint;
  form.acceptCharset = 'UTF-8';
  form.enctype = 'application/x-www-form-urlencoded';
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

/** Status of a HEAD request on the page's address; 0 when it fails (offline, blocked). */
export async function pageStatus(url: string): Promise<number> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    return response.status;
  } catch {
    return 0;
  }
}
