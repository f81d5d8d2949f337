import { type SbBlokData, storyblokEditable } from '@storyblok/react';

/** What the visual editor needs of a block: its id, its name and, in draft content, its marker. */
interface EditableBlock {
  _uid?: string;
  component?: string;
}

/**
 * The attributes that let the visual editor select a block (`data-blok-c`, `data-blok-uid`),
 * read from the `_editable` marker draft content carries; published content has none, so the
 * public HTML gets no attributes. The model's block types do not declare `_editable`, hence
 * the guarded read instead of passing the block as Storyblok's index-signature type.
 */
export function editable(blok: EditableBlock): ReturnType<typeof storyblokEditable> {
  const marker = '_editable' in blok && typeof blok._editable === 'string' ? blok._editable : undefined;
  if (marker === undefined) return {};
  return storyblokEditable({ _uid: blok._uid, component: blok.component, _editable: marker });
}

/**
 * A block as `StoryblokComponent` takes it (Storyblok's index-signature type). The model's
 * interfaces carry no index signature, so the fields are copied onto a value of that type
 * instead of asserting it.
 */
export function asSbBlok(block: { _uid: string; component: string }): SbBlokData {
  const data: SbBlokData = { _uid: block._uid, component: block.component };
  return Object.assign(data, block);
}
