import { describe, expect, it } from 'vitest';
import { classifyCodeBlock, decodeEntities, safeEmbedSource, tagAttributes } from './code';

describe('classifyCodeBlock', () => {
  it('reads an iframe embed as its address and title only', () => {
    const text =
      '<p>Watch:</p><iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/abc?start=5&amp;rel=0" title="Chain care" frameborder="0" onload="alert(1)" allowfullscreen></iframe>';
    expect(classifyCodeBlock(text)).toEqual({
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/abc?start=5&rel=0',
      title: 'Chain care',
    });
  });

  it('keeps no title when the iframe has none', () => {
    expect(classifyCodeBlock("<IFRAME src='https://player.vimeo.com/video/1'></IFRAME>")).toEqual({
      kind: 'iframe',
      src: 'https://player.vimeo.com/video/1',
    });
  });

  it('reads a protocol-relative source as https', () => {
    expect(classifyCodeBlock('<iframe src=//maps.example.com/embed?x=1></iframe>')).toEqual({
      kind: 'iframe',
      src: 'https://maps.example.com/embed?x=1',
    });
  });

  it.each([
    ['<iframe src="javascript:alert(1)"></iframe>'],
    ['<iframe src="http://insecure.example.com"></iframe>'],
    ['<iframe title="no source"></iframe>'],
  ])('refuses an iframe without an https source: %s', (text) => {
    expect(classifyCodeBlock(text).kind).toBe('invalid-iframe');
  });

  it('reads a code block starting with a salesforceform tag as the contact form', () => {
    expect(classifyCodeBlock('  \n<salesforceform type="warranty" data-x=1></salesforceform>')).toEqual({
      kind: 'contact-form',
      attributes: { type: 'warranty', 'data-x': '1' },
    });
    expect(classifyCodeBlock('<SalesforceForm/>')).toEqual({ kind: 'contact-form', attributes: {} });
  });

  it('does not take a salesforceform later in the text, or a longer tag name, for the form', () => {
    expect(classifyCodeBlock('<p>Form:</p><salesforceform></salesforceform>').kind).toBe('html');
    expect(classifyCodeBlock('<salesforceformular></salesforceformular>').kind).toBe('html');
  });

  it('reads anything else as raw html, unchanged', () => {
    const html = '<table><tr><td>27.5"</td></tr></table>\n';
    expect(classifyCodeBlock(html)).toEqual({ kind: 'html', html });
    expect(classifyCodeBlock('<div data-iframely="x"></div>').kind).toBe('html');
  });
});

describe('helpers', () => {
  it('decodes character references', () => {
    expect(decodeEntities('a&amp;b&#38;c&#x26;d&quot;&unknown;')).toBe('a&b&c&d"&unknown;');
  });

  it('reads the attributes of the first matching tag', () => {
    expect(tagAttributes('<iframe a="1" B=\'2\' c=3 d e="x"><iframe f="g">', 'iframe')).toEqual({
      a: '1',
      b: '2',
      c: '3',
      d: '',
      e: 'x',
    });
    expect(tagAttributes('<div></div>', 'iframe')).toBeNull();
  });

  it('accepts only https embed sources', () => {
    expect(safeEmbedSource(' https://a.example/x ')).toBe('https://a.example/x');
    expect(safeEmbedSource('data:text/html,hi')).toBeNull();
    expect(safeEmbedSource('/relative')).toBeNull();
    expect(safeEmbedSource(undefined)).toBeNull();
  });
});
