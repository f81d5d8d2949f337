// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThirdPartyEmulator } from './server';

type Emulator = Awaited<ReturnType<typeof startThirdPartyEmulator>>;
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startThirdPartyEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
});

/** Renders the widget of the stand-in's script for `hl` into a fresh container; its label and lang. */
async function widgetFor(hl: string | null) {
  const query = hl === null ? '' : `&hl=${hl}`;
  const source = await (await fetch(`${emulator.url}/recaptcha/api.js?render=explicit${query}`)).text();
  new Function(source)();
  const container = document.createElement('div');
  document.body.appendChild(container);
  (window as unknown as { grecaptcha: { render: (element: Element, params: object) => number } }).grecaptcha.render(
    container,
    { sitekey: 'local' },
  );
  const frame = container.querySelector('[lang]')!;
  return { lang: frame.getAttribute('lang'), label: container.querySelector('label')!.textContent };
}

describe('reCAPTCHA stand-in', () => {
  it('labels the checkbox in the language `hl` names, as reCAPTCHA does', async () => {
    expect(await widgetFor('de')).toEqual({ lang: 'de', label: 'Ich bin kein Roboter.' });
    expect(await widgetFor('fr')).toEqual({ lang: 'fr', label: 'Je ne suis pas un robot' });
    expect(await widgetFor('pl-PL')).toEqual({ lang: 'pl', label: 'Nie jestem robotem' });
  });

  it('falls back to English for a language it does not know, or none', async () => {
    expect(await widgetFor('xx')).toEqual({ lang: 'en', label: "I'm not a robot" });
    expect(await widgetFor(null)).toEqual({ lang: 'en', label: "I'm not a robot" });
  });
});
