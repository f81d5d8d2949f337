// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSafeHref, safeHref } from './safe-href';

/** The seven variants of the probe that ran script from content links, and more of the family. */
const hostileHrefs = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.domain)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  ' \t javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  'javascript\t:alert(1)',
  'jav\u0000ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/1',
  'filesystem:https://example.com/temporary/x',
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  ' //evil.example/',
  'evil.example/path',
  'relative/page',
  '',
  '   ',
];

describe('safeHref refuses targets that are not plain links', () => {
  it.each(hostileHrefs)('%j', (href) => {
    expect(safeHref(href)).toBeNull();
    expect(isSafeHref(href)).toBe(false);
  });

  it('refuses missing values', () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});

describe('safeHref allows http, https, mailto, tel, root-relative and # targets', () => {
  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['HTTP://EXAMPLE.COM/', 'HTTP://EXAMPLE.COM/'],
    ['mailto:service@example.com', 'mailto:service@example.com'],
    ['MailTo:service@example.com?subject=Hi', 'MailTo:service@example.com?subject=Hi'],
    ['tel:+441234567890', 'tel:+441234567890'],
    ['/gb/en/basket/', '/gb/en/basket/'],
    ['/', '/'],
    ['#team', '#team'],
    ['#', '#'],
  ])('%j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it('returns the address as the browser reads it: edges trimmed, tabs and newlines removed', () => {
    expect(safeHref('  https://example.com/\n')).toBe('https://example.com/');
    expect(safeHref('ht\ttps://exa\nmple.com/')).toBe('https://example.com/');
  });
});
