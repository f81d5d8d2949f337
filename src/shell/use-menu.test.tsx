// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import React, { type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '../testing/render';
import { useMenuGroups } from './use-menu';

describe('useMenuGroups', () => {
  it('leaves out catalogue links whose path is not a safe link target', () => {
    const catalogMenu = [
      {
        key: 'e-bikes',
        name: 'E-bikes',
        path: '/gb/en/e-bikes/',
        links: [
          { key: 'city', name: 'City', path: '/gb/en/e-bikes/city/' },
          { key: 'evil', name: 'Evil', path: 'javascript:alert(1)' },
          { key: 'tab', name: 'Tab', path: 'java\tscript:alert(1)' },
        ],
      },
    ];
    const wrapper = ({ children }: { children: ReactNode }) => <PageFrame page={{ catalogMenu }}>{children}</PageFrame>;
    const { result } = renderHook(() => useMenuGroups(), { wrapper });
    const hrefs = result.current.flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs).toContain('/gb/en/e-bikes/city/');
    expect(hrefs.filter((href) => /script/.test(href))).toEqual([]);
  });
});
