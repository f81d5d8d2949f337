// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import React from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithPage } from '../../testing/render';
import { ResponsiveImage } from './ResponsiveImage';

const hero = 'http://127.0.0.1:4100/f/1001/1920x1080/ab12/hero.jpg';

describe('ResponsiveImage', () => {
  it('reserves the aspect ratio and offers the breakpoint widths, lazily by default', () => {
    renderWithPage(<ResponsiveImage filename={hero} alt="A city bike by the canal" sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'A city bike by the canal' });
    expect(image).toHaveProperty('width', 1920);
    expect(image).toHaveProperty('height', 1080);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('sizes')).toBe('50vw');
    expect(image.getAttribute('srcset')).toContain('/m/750x0/filters:quality(70) 750w');
    expect(image.getAttribute('srcset')).toContain('/m/1920x0/filters:quality(70) 1920w');
    expect(image.hasAttribute('data-fade')).toBe(true);
  });

  it('loads a priority image eagerly with high fetch priority', () => {
    renderWithPage(<ResponsiveImage filename={hero} alt="Hero" priority />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    // Shown at once, not faded in after load: it is the likely LCP element.
    expect(image.hasAttribute('data-fade')).toBe(false);
  });

  it('uses 1x-3x densities for a fixed size', () => {
    renderWithPage(<ResponsiveImage filename={hero} alt="Logo" fixed={{ width: 120, height: 60 }} />);
    const image = screen.getByRole('img', { name: 'Logo' });
    expect(image).toHaveProperty('width', 120);
    expect(image.getAttribute('srcset')).toBe(
      `${hero}/m/120x60/filters:quality(70) 1x, ${hero}/m/240x120/filters:quality(70) 2x, ${hero}/m/360x180/filters:quality(70) 3x`,
    );
    expect(image.getAttribute('sizes')).toBeNull();
  });
});
