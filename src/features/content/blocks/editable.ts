/** What the visual editor needs of a block: its id, its name and, in draft content, its marker. */
interface EditableBlock {
  _uid?: string;
  component?: string;
}

/** The attributes the Storyblok bridge reads to make a block selectable in the visual editor. */
export interface EditableAttributes {
  'data-blok-c'?: string;
  'data-blok-uid'?: string;
}

/**
 * The attributes that let the visual editor select a block (`data-blok-c`, `data-blok-uid`),
 * read from the `_editable` marker draft content carries (`<!--#storyblok#{…}-->`); published
 * content has none, so the public HTML gets no attributes. This is `storyblokEditable` of
 * `@storyblok/js`, written out so the public pages do not load the SDK for a dozen lines.
 */
export function editable(blok: EditableBlock): EditableAttributes {
  const marker = '_editable' in blok && typeof blok._editable === 'string' ? blok._editable : undefined;
  if (marker === undefined) return {};
  try {
    const options: unknown = JSON.parse(marker.replace(/^<!--#storyblok#/, '').replace(/-->$/, ''));
    if (!options || typeof options !== 'object') return {};
    const { id, uid } = options as { id?: unknown; uid?: unknown };
    return { 'data-blok-c': JSON.stringify(options), 'data-blok-uid': `${String(id)}-${String(uid)}` };
  } catch {
    return {};
  }
}
