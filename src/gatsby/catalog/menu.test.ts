import { describe, expect, it } from 'vitest';
import { catalogMenus, type MenuCategory } from './menu';

const category = (localePrefix: string, trail: string[]): MenuCategory => {
  const breadcrumb = trail.map((name, index) => ({
    name,
    path: `${localePrefix}${trail
      .slice(0, index + 1)
      .map((part) => part.toLowerCase())
      .join('/')}/`,
  }));
  const last = breadcrumb[breadcrumb.length - 1]!;
  return {
    localePrefix,
    key: last.name.toLowerCase(),
    name: last.name,
    path: last.path,
    breadcrumb: JSON.stringify(breadcrumb),
  };
};

describe('catalogMenus', () => {
  it('groups subcategories under their top category, per locale, leaves out deeper levels', () => {
    const menus = catalogMenus([
      category('/gb/en/', ['Bikes']),
      category('/gb/en/', ['Bikes', 'E-bikes']),
      category('/gb/en/', ['Bikes', 'E-bikes', 'City e-bikes']),
      category('/gb/en/', ['Accessories']),
      category('/gb/en/', ['Accessories', 'Locks']),
      category('/ie/en/', ['Bikes']),
    ]);
    expect(menus.get('/gb/en/')).toEqual([
      {
        key: 'bikes',
        name: 'Bikes',
        path: '/gb/en/bikes/',
        links: [{ key: 'e-bikes', name: 'E-bikes', path: '/gb/en/bikes/e-bikes/' }],
      },
      {
        key: 'accessories',
        name: 'Accessories',
        path: '/gb/en/accessories/',
        links: [{ key: 'locks', name: 'Locks', path: '/gb/en/accessories/locks/' }],
      },
    ]);
    expect(menus.get('/ie/en/')).toEqual([{ key: 'bikes', name: 'Bikes', path: '/ie/en/bikes/', links: [] }]);
  });
});
