// @vitest-environment jsdom
/**
 * The server's style element taken over by styled-components (see server-styles.ts). Each test
 * renders on a "server" with one copy of styled-components, then starts a fresh copy in the
 * document, as a visitor's browser does: the library's module state (its main sheet, which
 * rehydrates when the module starts, and its group numbers) is what the adoption works with.
 */
import React, { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type styledType from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as serverStylesType from './server-styles';

type Styled = typeof styledType;
type Module = typeof serverStylesType;

/** A base, a component extending it (its colour must win), and a plain one. */
function defineComponents(styled: Styled) {
  const Base = styled.button<{ $tone: string }>`
    color: ${(props) => props.$tone};
    padding: 4px;
  `;
  const Wide = styled(Base)`
    color: black;
    width: 100%;
  `;
  const Label = styled.span`
    font-weight: 700;
    @media (min-width: 600px) {
      font-weight: 400;
    }
  `;
  return function App({ tone }: { tone: string }) {
    return (
      <div>
        <Wide $tone={tone}>Buy</Wide>
        <Label>Label</Label>
      </div>
    );
  };
}

/** The server's render of `tone`: its page HTML and its style sheet's text. */
async function serverRender(tone: string) {
  vi.resetModules();
  const { default: styled, ServerStyleSheet } = await import('styled-components');
  const App = defineComponents(styled);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App tone={tone} />));
    const css = /<style[^>]*>([\s\S]*)<\/style>/.exec(sheet.getStyleTags())?.[1] ?? '';
    return { html, css };
  } finally {
    sheet.seal();
  }
}

/** The document as the build writes it: the server's element marked as gatsby-ssr.tsx marks it. */
async function loadDocument(tone: string, mark = 'active') {
  const { html, css } = await serverRender(tone);
  document.head.innerHTML = `<style data-styled="${mark}" data-styled-version="6.6.0">${css}</style>`;
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.head.querySelector('style')!;
}

/** A fresh copy of styled-components in the browser, and the adoption module bound to it. */
async function startBrowser() {
  vi.resetModules();
  const { default: styled } = await import('styled-components');
  const adoption: Module = await import('./server-styles');
  return { styled, adoption };
}

const ruleTexts = (element: HTMLStyleElement) => [...element.sheet!.cssRules].map((rule) => rule.cssText);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('serverGroups', () => {
  it('reads each component’s rules and names, counting its marker', async () => {
    const { css } = await serverRender('red');
    const { serverGroups } = await import('./server-styles');
    const groups = serverGroups(css);
    expect(groups?.map((group) => [group.names.length, group.rules])).toEqual([
      [1, 2], // Base: its rule with the tone, the marker
      [1, 2], // Wide
      [1, 3], // Label: its rule, the media rule, the marker
    ]);
    expect(new Set(groups?.map((group) => group.id)).size).toBe(3);
  });

  it('refuses a text that does not end with a marker', async () => {
    const { serverGroups } = await import('./server-styles');
    expect(serverGroups('.a{color:red}/*!sc*/\n')).toBeNull();
  });
});

describe('adoptServerStyles', () => {
  it('keeps the server’s element as the sheet: hydration inserts and removes nothing', async () => {
    const element = await loadDocument('red');
    const before = ruleTexts(element);
    const { styled, adoption } = await startBrowser();
    expect(adoption.adoptServerStyles()).toBe(true);
    const App = defineComponents(styled);
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, <App tone="red" />);
    });
    expect([...document.querySelectorAll('style')]).toEqual([element]);
    expect(ruleTexts(element)).toEqual(before);
  });

  it('puts a rule made in the browser at its component’s place, before the rules of one extending it', async () => {
    const element = await loadDocument('red');
    const { styled, adoption } = await startBrowser();
    adoption.adoptServerStyles();
    const App = defineComponents(styled);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <App tone="red" />);
    });
    await act(async () => root.render(<App tone="blue" />));
    const rules = ruleTexts(element);
    const blue = rules.findIndex((rule) => rule.includes('color: blue'));
    const red = rules.findIndex((rule) => rule.includes('color: red'));
    const black = rules.findIndex((rule) => rule.includes('color: black'));
    // Base's group: its rule, its marker, the new rule; then Wide's.
    expect(blue).toBe(red + 2);
    expect(blue).toBeLessThan(black);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    const button = screen('Buy');
    const blueClass = /\.([\w-]+)\s*\{\s*color: blue/.exec(rules[blue]!)?.[1];
    expect(button.classList.contains(blueClass!)).toBe(true);
  });

  it('lets the library copy the sheet when a component took a group number first', async () => {
    const element = await loadDocument('red');
    const { styled, adoption } = await startBrowser();
    // Defined before the adoption with an id of its own (without the build's compiler plugin,
    // ids count definitions, and the first would be the server's first).
    const Early = styled.p.withConfig({ componentId: 'early' })`
      margin: 0;
    `;
    expect(Early).toBeDefined();
    expect(adoption.adoptServerStyles()).toBe(false);
    const sheets = [...document.querySelectorAll('style')];
    expect(sheets).not.toContain(element);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.sheet!.cssRules.length).toBeGreaterThan(0);
  });

  it('lets the library copy the sheet when the browser dropped one of its rules', async () => {
    const element = await loadDocument('red');
    element.sheet!.deleteRule(0);
    const { adoption } = await startBrowser();
    expect(adoption.adoptServerStyles()).toBe(false);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.querySelector('style')).not.toBe(element);
  });

  it('leaves a server element without the mark to the library, which replaces it as before', async () => {
    const element = await loadDocument('red', '');
    const { adoption } = await startBrowser();
    expect(adoption.adoptServerStyles()).toBe(false);
    expect(element.isConnected).toBe(false);
  });
});

describe('AdoptedGroupedTag', () => {
  /** A sheet as a list of rule texts. */
  function listTag(rules: string[]) {
    return {
      get length() {
        return rules.length;
      },
      insertRule: (index: number, rule: string) =>
        rule.includes('refused') ? false : (rules.splice(index, 0, rule), true),
      deleteRule: (index: number) => void rules.splice(index, 1),
      getRule: (index: number) => rules[index] ?? '',
    };
  }

  it('inserts at the end of a group, skips what the sheet refuses, clears and reads one group', async () => {
    const { AdoptedGroupedTag } = await import('./server-styles');
    const rules = ['a1', 'a-marker', 'b1', 'b-marker'];
    const tag = new AdoptedGroupedTag(listTag(rules), [0, 2, 2]);
    tag.insertRules(1, ['a2', 'refused', 'a3']);
    tag.insertRules(4, ['d1']);
    expect(rules).toEqual(['a1', 'a-marker', 'a2', 'a3', 'b1', 'b-marker', 'd1']);
    expect(tag.getGroup(2)).toBe('b1/*!sc*/\nb-marker/*!sc*/\n');
    tag.clearGroup(1);
    expect(rules).toEqual(['b1', 'b-marker', 'd1']);
    tag.insertRules(3, ['c1']);
    expect(rules).toEqual(['b1', 'b-marker', 'c1', 'd1']);
    expect(tag.getGroup(9)).toBe('');
  });
});

describe('markServerStyles', () => {
  it('marks the styled-components element only', async () => {
    const { markServerStyles } = await import('./server-styles');
    const marked = markServerStyles([
      <style key="base" />,
      <style key="sc" data-styled="" data-styled-version="6.6.0" />,
    ]) as React.ReactElement<Record<string, unknown>>[];
    expect(marked.map((element) => element.props['data-styled'])).toEqual([undefined, 'active']);
  });
});

function screen(text: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('#root *')].find((node) => node.textContent === text);
  if (!found) throw new Error(`no element with the text ${text}`);
  return found;
}
