/**
 * styled-components takes the server's style element over instead of copying it (issue 20).
 *
 * Started in the browser, styled-components "rehydrates": it reads the server's `<style
 * data-styled>` element, inserts each of its rules one by one into a style element of its own and
 * removes the server's. The rules are the same, but the browser sees one sheet go and another
 * come, and styles every element with a styled class again. On raleigh's product, home and
 * listing pages: 162-211 rules inserted in the app script's evaluation, then a restyle of
 * 7.5-22.5 ms at full speed, on every load.
 *
 * Here the server marks its element `data-styled="active"`, the mark styled-components gives its
 * own live elements, so its rehydration passes it by; `adoptServerStyles` then makes that element
 * the library's sheet. The names the server made are registered, so a component that renders what
 * the server rendered inserts nothing; a rule made later in the browser goes into the same sheet
 * at its component's place, where the library's own sheet would have it (an extending component's
 * rules after its base's).
 *
 * It uses styled-components' `__PRIVATE__` export (the main sheet and the group register) and its
 * `GroupedTag` type, both of version 6; a unit test holds them to that contract. Where the server's
 * element cannot be read as the library wrote it, or a component took a group number before this
 * ran, the library's own rehydration runs instead, as before.
 */
import React, { type ReactNode } from 'react';
import { __PRIVATE__ } from 'styled-components';
import type { GroupedTag, Tag } from 'styled-components/dist/sheet/types';

/** The attribute styled-components reads, and the value it gives the elements it keeps. */
const attribute = 'data-styled';
const active = 'active';

/** What styled-components writes after each rule and marker of its server sheet. */
const splitter = '/*!sc*/\n';
/** A group's marker: `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}`. */
const markerPattern = /^data-styled\.g\d+\[id="([\w-]+)"\][^"]*"([^"]*)"/;

/** One component's part of the server sheet: its rules, then its marker rule. */
export interface ServerGroup {
  id: string;
  names: string[];
  /** Rules in the sheet, the marker included. */
  rules: number;
}

/** The groups of a server sheet in their order; null where the text is not what the library writes. */
export function serverGroups(css: string): ServerGroup[] | null {
  const groups: ServerGroup[] = [];
  let rules = 0;
  for (const part of css.split(splitter)) {
    const text = part.trim();
    if (!text) continue;
    const [, id, names] = markerPattern.exec(text) ?? [];
    if (id === undefined || names === undefined) {
      rules += 1;
      continue;
    }
    groups.push({ id, names: names.split(',').filter(Boolean), rules: rules + 1 });
    rules = 0;
  }
  return rules === 0 ? groups : null;
}

/** The server's element marked as one styled-components keeps (for `onPreRenderHTML`). */
export function markServerStyles(components: ReactNode[]): ReactNode[] {
  return components.map((component) =>
    React.isValidElement<Record<string, unknown>>(component) && component.props[attribute] !== undefined
      ? React.cloneElement(component, { [attribute]: active })
      : component,
  );
}

/** A style sheet as styled-components' tags use it. */
class SheetTag implements Tag {
  constructor(private readonly sheet: CSSStyleSheet) {}

  get length(): number {
    return this.sheet.cssRules.length;
  }

  insertRule(index: number, rule: string): boolean {
    try {
      this.sheet.insertRule(rule, index);
      return true;
    } catch {
      // The library's own tag skips a rule the browser refuses (another engine's prefix) the same way.
      return false;
    }
  }

  deleteRule(index: number): void {
    this.sheet.deleteRule(index);
  }

  getRule(index: number): string {
    return this.sheet.cssRules[index]?.cssText ?? '';
  }
}

/**
 * The rules of each group, in group order, over a sheet that already holds them: the library's
 * `GroupedTag` contract, started from the server's sizes instead of empty. The sizes are a plain
 * array: the library reads them only inside its own tag, and a `Uint32Array` in the shop's code
 * makes the build's SWC add core-js' typed-array polyfill (41 KB of source) to the app chunk.
 */
export class AdoptedGroupedTag implements Omit<GroupedTag, 'groupSizes'> {
  private readonly sizes: number[];

  constructor(
    readonly tag: Tag,
    sizes: readonly number[],
  ) {
    this.sizes = [...sizes];
  }

  /** The groups the tag knows of (the library's `length`). */
  get length(): number {
    return this.sizes.length;
  }

  private indexOfGroup(group: number): number {
    let index = 0;
    for (let i = 0; i < group && i < this.sizes.length; i += 1) index += this.sizes[i] ?? 0;
    return index;
  }

  insertRules(group: number, rules: string[]): void {
    let index = this.indexOfGroup(group + 1);
    let size = this.sizes[group] ?? 0;
    for (const rule of rules) {
      if (!this.tag.insertRule(index, rule)) continue;
      size += 1;
      index += 1;
    }
    for (let i = this.sizes.length; i < group; i += 1) this.sizes[i] = 0;
    this.sizes[group] = size;
  }

  clearGroup(group: number): void {
    const start = this.indexOfGroup(group);
    for (let i = this.sizes[group] ?? 0; i > 0; i -= 1) this.tag.deleteRule(start);
    if (group < this.sizes.length) this.sizes[group] = 0;
  }

  getGroup(group: number): string {
    const start = this.indexOfGroup(group);
    const end = start + (this.sizes[group] ?? 0);
    let css = '';
    for (let i = start; i < end; i += 1) css += this.tag.getRule(i) + splitter;
    return css;
  }
}

type MainSheet = typeof __PRIVATE__.mainSheet;

/**
 * Makes the server's style element styled-components' sheet; false where the library's own
 * rehydration ran instead, or where there was nothing to take over (a page rendered in the
 * browser) or the library had made a sheet of its own already (which the import order rules out).
 */
export function adoptServerStyles(
  doc: Document = document,
  sheet: MainSheet = __PRIVATE__.mainSheet,
  registerId: (id: string) => number = (id) => __PRIVATE__.StyleSheet.registerId(id),
): boolean {
  const element = doc.head.querySelector<HTMLStyleElement>(`style[${attribute}="${active}"]`);
  if (!element?.sheet || sheet.tag) return false;
  const copy = () => {
    element.setAttribute(attribute, '');
    sheet.rehydrate();
    return false;
  };
  const groups = serverGroups(element.textContent ?? '');
  // A rule the browser dropped while parsing (another engine's prefix) would shift every index after it.
  if (!groups || groups.reduce((sum, group) => sum + group.rules, 0) !== element.sheet.cssRules.length) return copy();
  // Group n holds the server's nth component, as the library's own rehydration numbers them, only
  // if no component took a number before (this runs before the shell's modules define theirs).
  if (groups.some((group, index) => registerId(group.id) !== index + 1)) return copy();
  for (const group of groups) for (const name of group.names) sheet.registerName(group.id, name);
  const tag = new AdoptedGroupedTag(new SheetTag(element.sheet), [0, ...groups.map((group) => group.rules)]);
  // Every member the library uses but the sizes, which only its own tag reads (see above).
  sheet.tag = tag as unknown as GroupedTag;
  return true;
}
