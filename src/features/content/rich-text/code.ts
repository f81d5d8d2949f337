/**
 * What a rich-text code block holds (spec section 2): editors paste embed codes into code
 * blocks. An iframe becomes a responsive 16:9 embed of which only the address and the title are
 * kept (the rest of the pasted markup is never injected); a `<salesforceform>` tag stands for
 * the contact form; anything else is editor-authored html, rendered as it is.
 */

export type CodeBlockContent =
  | { kind: 'iframe'; src: string; title?: string }
  /** An iframe whose address is missing or not https: nothing is rendered. */
  | { kind: 'invalid-iframe'; reason: string }
  | { kind: 'contact-form'; attributes: Record<string, string> }
  | { kind: 'html'; html: string };

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** Decodes the character references an attribute value may hold (`&amp;` in query strings). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference: string, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return entities[name.toLowerCase()] ?? reference;
  });
}

/** The attributes of the first `<tagName ...>` tag in the markup (names lowercased, values decoded). */
export function tagAttributes(markup: string, tagName: string): Record<string, string> | null {
  const tag = new RegExp(`<${tagName}(?=[\\s/>])([^>]*)>?`, 'i').exec(markup);
  if (!tag) return null;
  const attributes: Record<string, string> = {};
  const attribute = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/g;
  for (const match of (tag[1] ?? '').matchAll(attribute)) {
    const name = match[1]?.toLowerCase();
    if (name === undefined || name in attributes) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The embed address when it is https (protocol-relative '//' is read as https), else null. */
export function safeEmbedSource(src: string | undefined): string | null {
  const value = src?.trim() ?? '';
  const absolute = value.startsWith('//') ? `https:${value}` : value;
  try {
    return new URL(absolute).protocol === 'https:' ? absolute : null;
  } catch {
    return null;
  }
}

export function classifyCodeBlock(text: string): CodeBlockContent {
  const trimmed = text.trim();
  if (/^<salesforceform(?=[\s/>]|$)/i.test(trimmed)) {
    return { kind: 'contact-form', attributes: tagAttributes(trimmed, 'salesforceform') ?? {} };
  }
  if (/<iframe(?=[\s/>]|$)/i.test(trimmed)) {
    const attributes = tagAttributes(trimmed, 'iframe') ?? {};
    const src = safeEmbedSource(attributes.src);
    if (!src) return { kind: 'invalid-iframe', reason: `iframe source "${attributes.src ?? ''}" is not https` };
    const title = attributes.title?.trim();
    return title ? { kind: 'iframe', src, title } : { kind: 'iframe', src };
  }
  return { kind: 'html', html: text };
}
