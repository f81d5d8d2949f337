import { expect, open, test } from './support/fixtures';
import { onePathPerPageKind } from './support/built';

test('the server-rendered HTML is fully styled before any script runs', async ({
  browser,
  brand,
  locales,
}, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto(locales[0]!.prefix);
  const styles = await page.evaluate(() => ({
    rootFontSize: getComputedStyle(document.documentElement).fontSize,
    primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    bodyBackground: getComputedStyle(document.body).backgroundColor,
  }));
  expect(styles.rootFontSize).toBe('10px');
  expect(styles.primary).toBe(brand.theme.light.primary);
  expect(styles.bodyBackground).not.toBe('rgba(0, 0, 0, 0)');
  await context.close();
});

test('the base styles stay after hydration and come before the components’ own', async ({ page, locales }) => {
  await page.goto(locales[0]!.prefix);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const order = await page.evaluate(() => {
    const sheets = [...document.head.querySelectorAll('style')];
    return {
      base: sheets.findIndex((sheet) => sheet.textContent?.startsWith(':root{color-scheme:light dark;')),
      components: sheets.findIndex((sheet) => sheet.hasAttribute('data-styled')),
      rootFontSize: getComputedStyle(document.documentElement).fontSize,
    };
  });
  expect(order.base).toBeGreaterThanOrEqual(0);
  expect(order.base).toBeLessThan(order.components);
  expect(order.rootFontSize).toBe('10px');
});

test('the components’ styles stay in the server’s element: hydration copies none, a page reached in the app adds its own, styled as when loaded', async ({
  page,
  browser,
  brand,
  locales,
}, testInfo) => {
  const kinds = onePathPerPageKind(brand.name);
  const reached =
    kinds.get('component---src-templates-product-tsx') ?? kinds.get('component---src-templates-category-tsx');
  expect(reached).toBeDefined();
  // Before any script: the server's element, and every style element that leaves the document.
  const watch = () => {
    const seen = window as Window & { serverStyles?: Element; removedStyles?: string[] };
    seen.removedStyles = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes)
          if (node instanceof HTMLStyleElement && node.hasAttribute('data-styled')) seen.serverStyles ??= node;
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement) seen.removedStyles!.push(node.outerHTML.slice(0, 80));
      }
    }).observe(document, { childList: true, subtree: true });
  };
  const sheetState = () => {
    const seen = window as Window & { serverStyles?: HTMLStyleElement; removedStyles?: string[] };
    const elements = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')];
    return {
      removed: seen.removedStyles,
      theServers: elements.length === 1 && elements[0] === seen.serverStyles,
      rules: elements[0]?.sheet?.cssRules.length ?? 0,
    };
  };
  await page.addInitScript(watch);
  await open(page, locales[0]!.prefix);
  const hydrated = await page.evaluate(sheetState);
  expect(hydrated).toMatchObject({ removed: [], theServers: true });
  expect(hydrated.rules).toBeGreaterThan(0);

  await page.evaluate(
    (path) => (window as Window & { ___navigate?: (to: string) => void }).___navigate!(path),
    reached!,
  );
  await page.waitForURL((url) => url.pathname === reached);
  await expect(page.locator('main h1').first()).toBeVisible();
  const navigated = await page.evaluate(sheetState);
  expect(navigated).toMatchObject({ removed: [], theServers: true });
  expect(navigated.rules).toBeGreaterThan(hydrated.rules);

  // The rules added in the browser cascade as the server's sheet has them on a load of the page:
  // each class list of the page (its components' classes, whatever the page's live content) gets
  // the same values of properties that are not inherited.
  const computed = () => {
    const properties = [
      'display',
      'position',
      'padding',
      'border-top-width',
      'border-top-style',
      'border-radius',
      'background-color',
      'box-shadow',
      'flex-direction',
      'justify-content',
      'align-items',
      'overflow',
      'opacity',
      'cursor',
    ];
    const byClass: Record<string, string> = {};
    for (const element of document.querySelectorAll('body [class]')) {
      // A control's state is part of the key: a button still disabled while the live stock loads
      // is styled as disabled, whichever way the page came.
      const state = [...element.attributes]
        .filter((attribute) => /^(aria-|data-|disabled$|checked$|open$)/.test(attribute.name))
        .map((attribute) => `${attribute.name}=${attribute.value}`);
      const key = [element.tagName, element.getAttribute('class'), ...state].join(' ');
      const style = getComputedStyle(element);
      byClass[key] ??= properties.map((property) => style.getPropertyValue(property)).join(' | ');
    }
    return byClass;
  };
  const inApp = await page.evaluate(computed);
  const loaded = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await loaded.context().addCookies(await page.context().cookies());
  await open(loaded, reached!);
  await expect(loaded.locator('main h1').first()).toBeVisible();
  const direct = await loaded.evaluate(computed);
  const shared = Object.keys(inApp).filter((key) => key in direct);
  expect(shared.length).toBeGreaterThan(30);
  expect(Object.fromEntries(shared.map((key) => [key, inApp[key]]))).toEqual(
    Object.fromEntries(shared.map((key) => [key, direct[key]])),
  );
  await loaded.close();
});
