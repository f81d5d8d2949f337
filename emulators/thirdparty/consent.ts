/**
 * Local stand-in of the consent SDK (OneTrust's `otSDKStub.js`), so local builds and tests
 * get a working cookie banner without the vendor's CDN. It implements the part of the
 * browser API the site uses: `window.OneTrust` with `OnConsentChanged`, `ToggleInfoDisplay`
 * and `IsAlertBoxClosed`, `window.OnetrustActiveGroups`, and calls to `window.OptanonWrapper`
 * when ready and after every choice. The choice is kept in first-party cookies named like the
 * vendor's (`OptanonConsent`, `OptanonAlertBoxClosed`), so a reload keeps it.
 *
 * The banner is third-party UI, not themed by the site: its own styles meet WCAG AA contrast,
 * it is fixed at the bottom (no layout shift) and uses the vendor's element ids, so tests that
 * click "accept" work against the real SDK as well.
 */
import type { Router } from '../common/http';

/** Consent categories of the vendor's default template; C0001 cannot be refused. */
export const consentGroupIds = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
type GroupId = (typeof consentGroupIds)[number];

export interface BannerTexts {
  title: string;
  description: string;
  acceptAll: string;
  necessaryOnly: string;
  settings: string;
  save: string;
  settingsTitle: string;
  alwaysActive: string;
  groups: Record<GroupId, string>;
}

/** Banner texts by language; the page's `<html lang>` picks one, English otherwise. */
export const bannerTexts: Record<string, BannerTexts> = {
  en: {
    title: 'Cookies on this site',
    description:
      'We use strictly necessary cookies to run this site. With your consent we also use functional cookies (for example for videos and maps), performance cookies and targeting cookies. You can change your choice at any time.',
    acceptAll: 'Accept all',
    necessaryOnly: 'Only necessary',
    settings: 'Settings',
    save: 'Save choices',
    settingsTitle: 'Cookie settings',
    alwaysActive: 'Always active',
    groups: {
      C0001: 'Strictly necessary cookies',
      C0002: 'Performance cookies',
      C0003: 'Functional cookies',
      C0004: 'Targeting cookies',
    },
  },
  de: {
    title: 'Cookies auf dieser Website',
    description:
      'Wir verwenden unbedingt erforderliche Cookies, damit diese Website funktioniert. Mit deiner Zustimmung verwenden wir außerdem funktionale Cookies (zum Beispiel für Videos und Karten), Leistungs-Cookies und Marketing-Cookies. Du kannst deine Auswahl jederzeit ändern.',
    acceptAll: 'Alle akzeptieren',
    necessaryOnly: 'Nur notwendige',
    settings: 'Einstellungen',
    save: 'Auswahl speichern',
    settingsTitle: 'Cookie-Einstellungen',
    alwaysActive: 'Immer aktiv',
    groups: {
      C0001: 'Unbedingt erforderliche Cookies',
      C0002: 'Leistungs-Cookies',
      C0003: 'Funktionale Cookies',
      C0004: 'Marketing-Cookies',
    },
  },
  fr: {
    title: 'Cookies sur ce site',
    description:
      'Nous utilisons des cookies strictement nécessaires au fonctionnement de ce site. Avec votre consentement, nous utilisons également des cookies fonctionnels (par exemple pour les vidéos et les cartes), des cookies de performance et des cookies de ciblage. Vous pouvez modifier votre choix à tout moment.',
    acceptAll: 'Tout accepter',
    necessaryOnly: 'Uniquement les nécessaires',
    settings: 'Paramètres',
    save: 'Enregistrer mes choix',
    settingsTitle: 'Paramètres des cookies',
    alwaysActive: 'Toujours actifs',
    groups: {
      C0001: 'Cookies strictement nécessaires',
      C0002: 'Cookies de performance',
      C0003: 'Cookies fonctionnels',
      C0004: 'Cookies de ciblage',
    },
  },
  nl: {
    title: 'Cookies op deze website',
    description:
      'We gebruiken strikt noodzakelijke cookies om deze website te laten werken. Met je toestemming gebruiken we ook functionele cookies (bijvoorbeeld voor video’s en kaarten), prestatiecookies en marketingcookies. Je kunt je keuze altijd wijzigen.',
    acceptAll: 'Alles accepteren',
    necessaryOnly: 'Alleen noodzakelijke',
    settings: 'Instellingen',
    save: 'Keuze opslaan',
    settingsTitle: 'Cookie-instellingen',
    alwaysActive: 'Altijd actief',
    groups: {
      C0001: 'Strikt noodzakelijke cookies',
      C0002: 'Prestatiecookies',
      C0003: 'Functionele cookies',
      C0004: 'Marketingcookies',
    },
  },
};

/**
 * Fixed colours, all on white: text #1a1a1a (17.4:1), notes #404040 (10.4:1), borders #595959
 * (7:1, above the 3:1 for controls), focus ring #0b57d0 (6.4:1). Sizes in px, because the
 * site's root font size is not the banner's business.
 */
const bannerCss = `
#onetrust-banner-sdk.ot-local{position:fixed;left:0;right:0;bottom:0;z-index:2147483000;max-height:85vh;overflow:auto;
background:#fff;color:#1a1a1a;border-top:1px solid #595959;box-shadow:0 -4px 16px rgba(0,0,0,.25);
font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;text-align:left;letter-spacing:normal}
#onetrust-banner-sdk.ot-local[hidden]{display:none}
#onetrust-banner-sdk.ot-local *{box-sizing:border-box}
#onetrust-banner-sdk .ot-local-inner{max-width:1100px;margin:0 auto;padding:16px 20px}
#onetrust-banner-sdk .ot-local-title{margin:0 0 8px;font-family:inherit;font-size:20px;font-weight:700;line-height:1.3;color:#1a1a1a;text-transform:none}
#onetrust-banner-sdk .ot-local-title:focus{outline:3px solid #0b57d0;outline-offset:2px}
#onetrust-banner-sdk .ot-local-text{margin:0 0 12px;font-size:16px;color:#1a1a1a}
#onetrust-banner-sdk fieldset{margin:0 0 12px;padding:8px 12px 12px;border:1px solid #595959;border-radius:4px}
#onetrust-banner-sdk fieldset[hidden]{display:none}
#onetrust-banner-sdk legend{padding:0 4px;font-weight:700}
#onetrust-banner-sdk .ot-local-group{display:flex;align-items:center;gap:8px;min-height:44px}
#onetrust-banner-sdk .ot-local-group input{width:20px;height:20px;margin:0;accent-color:#1a1a1a}
#onetrust-banner-sdk .ot-local-note{color:#404040;font-size:14px}
#onetrust-banner-sdk .ot-local-buttons{display:flex;flex-wrap:wrap;gap:8px 12px}
#onetrust-banner-sdk button{min-height:44px;padding:8px 18px;font-family:inherit;font-size:16px;font-weight:600;line-height:1.2;
border:2px solid #1a1a1a;border-radius:4px;background:#fff;color:#1a1a1a;cursor:pointer;text-transform:none}
#onetrust-banner-sdk button.ot-local-primary{background:#1a1a1a;color:#fff}
#onetrust-banner-sdk button:hover{background:#ebebeb;color:#1a1a1a}
#onetrust-banner-sdk button.ot-local-primary:hover{background:#404040;border-color:#404040;color:#fff}
#onetrust-banner-sdk button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
#onetrust-banner-sdk button[hidden]{display:none}
`;

/** The browser script. Plain ES2017, no build step: it is served as is. */
export function consentStubScript(): string {
  return `/* Local stand-in of the consent SDK (otSDKStub.js). */
(function (w, d) {
  'use strict';
  if (w.OneTrust && w.OneTrust.localStandIn) return;
  var TEXTS = ${JSON.stringify(bannerTexts)};
  var GROUPS = ${JSON.stringify(consentGroupIds)};
  var CSS = ${JSON.stringify(bannerCss)};
  var CONSENT_COOKIE = 'OptanonConsent';
  var CLOSED_COOKIE = 'OptanonAlertBoxClosed';
  var ONE_YEAR = 365 * 24 * 60 * 60;
  var self = d.currentScript || d.querySelector('script[data-domain-script]');
  var domainScript = (self && self.getAttribute('data-domain-script')) || '';

  function readCookie(name) {
    var parts = d.cookie ? d.cookie.split(';') : [];
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].trim();
      var eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1);
    }
    return null;
  }
  function writeCookie(name, value) {
    d.cookie = name + '=' + value + '; Max-Age=' + ONE_YEAR + '; Path=/; SameSite=Lax' +
      (w.location.protocol === 'https:' ? '; Secure' : '');
  }
  /** Granted groups of the stored choice ('groups=C0001:1,C0002:0,...'), or null without one. */
  function storedChoice() {
    var raw = readCookie(CONSENT_COOKIE);
    if (!raw) return null;
    var pairs = raw.split('&');
    for (var i = 0; i < pairs.length; i++) {
      var eq = pairs[i].indexOf('=');
      if (pairs[i].slice(0, eq) !== 'groups') continue;
      var granted = ['C0001'];
      decodeURIComponent(pairs[i].slice(eq + 1)).split(',').forEach(function (entry) {
        var pair = entry.split(':');
        if (pair[1] === '1' && GROUPS.indexOf(pair[0]) >= 0 && granted.indexOf(pair[0]) < 0) granted.push(pair[0]);
      });
      return granted;
    }
    return null;
  }

  var choice = storedChoice();
  var granted = choice || ['C0001'];
  var closed = choice !== null && readCookie(CLOSED_COOKIE) !== null;
  var lang = (d.documentElement.getAttribute('lang') || 'en').slice(0, 2).toLowerCase();
  var textLang = TEXTS[lang] ? lang : 'en';
  var t = TEXTS[textLang];
  var banner = null;
  var settings = null;
  var settingsButton = null;
  var saveButton = null;
  var opener = null;

  function publish() {
    var ordered = GROUPS.filter(function (id) { return granted.indexOf(id) >= 0; });
    w.OnetrustActiveGroups = ',' + ordered.join(',') + ',';
    w.OptanonActiveGroups = w.OnetrustActiveGroups;
    return ordered;
  }
  function callWrapper() {
    if (typeof w.OptanonWrapper !== 'function') return;
    try {
      w.OptanonWrapper();
    } catch (error) {
      // The site's code failing must not break the banner; report it like an uncaught error.
      setTimeout(function () { throw error; });
    }
  }
  function save(next) {
    granted = next;
    closed = true;
    var groups = GROUPS.map(function (id) { return id + ':' + (granted.indexOf(id) >= 0 ? '1' : '0'); }).join(',');
    writeCookie(CONSENT_COOKIE, 'isGpcEnabled=0&datestamp=' + encodeURIComponent(new Date().toISOString()) +
      '&version=local&interactionCount=1&domainScript=' + encodeURIComponent(domainScript) +
      '&groups=' + encodeURIComponent(groups));
    writeCookie(CLOSED_COOKIE, encodeURIComponent(new Date().toISOString()));
    var ordered = publish();
    hide();
    // Listeners of OnConsentChanged listen to this event, as with the vendor's SDK.
    w.dispatchEvent(new w.CustomEvent('consent.onetrust', { detail: ordered }));
    callWrapper();
  }

  function element(tag, props, children) {
    var node = d.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      if (key === 'text') node.textContent = props[key];
      else node.setAttribute(key, props[key]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }
  function button(id, label, className, onClick) {
    var node = element('button', { type: 'button', id: id, class: className }, []);
    node.textContent = label;
    node.addEventListener('click', onClick);
    return node;
  }
  function setSettingsOpen(open) {
    settings.hidden = !open;
    saveButton.hidden = !open;
    settingsButton.setAttribute('aria-expanded', open ? 'true' : 'false');
    GROUPS.forEach(function (id) {
      var box = d.getElementById('ot-local-group-' + id);
      if (box) box.checked = granted.indexOf(id) >= 0;
    });
  }
  function build() {
    var style = element('style', { id: 'ot-local-style' }, []);
    style.textContent = CSS;
    d.head.appendChild(style);

    var rows = GROUPS.map(function (id) {
      var required = id === 'C0001';
      var input = element('input', { type: 'checkbox', id: 'ot-local-group-' + id, value: id }, []);
      if (required) {
        input.checked = true;
        input.disabled = true;
        input.setAttribute('aria-describedby', 'ot-local-note-' + id);
      }
      var parts = [input, element('label', { for: 'ot-local-group-' + id, text: t.groups[id] }, [])];
      if (required) parts.push(element('span', { id: 'ot-local-note-' + id, class: 'ot-local-note', text: '(' + t.alwaysActive + ')' }, []));
      return element('div', { class: 'ot-local-group' }, parts);
    });
    settings = element('fieldset', { id: 'ot-local-settings' }, [element('legend', { text: t.settingsTitle }, [])].concat(rows));
    settingsButton = button('onetrust-pc-btn-handler', t.settings, '', function () { setSettingsOpen(settings.hidden); });
    settingsButton.setAttribute('aria-controls', 'ot-local-settings');
    saveButton = button('ot-local-save', t.save, 'ot-local-primary', function () {
      save(GROUPS.filter(function (id) {
        var box = d.getElementById('ot-local-group-' + id);
        return id === 'C0001' || (box && box.checked);
      }));
    });
    banner = element('div', {
      id: 'onetrust-banner-sdk',
      class: 'ot-local',
      role: 'region',
      'aria-labelledby': 'ot-local-title',
      lang: textLang,
    }, [
      element('div', { class: 'ot-local-inner' }, [
        element('h2', { id: 'ot-local-title', class: 'ot-local-title', tabindex: '-1', text: t.title }, []),
        element('p', { class: 'ot-local-text', text: t.description }, []),
        settings,
        element('div', { class: 'ot-local-buttons' }, [
          button('onetrust-accept-btn-handler', t.acceptAll, 'ot-local-primary', function () { save(GROUPS.slice()); }),
          button('onetrust-reject-all-handler', t.necessaryOnly, '', function () { save(['C0001']); }),
          settingsButton,
          saveButton,
        ]),
      ]),
    ]);
    banner.addEventListener('keydown', function (event) {
      // Escape dismisses a re-opened banner; the first one waits for an answer.
      if (event.key === 'Escape' && closed) hide();
    });
    setSettingsOpen(false);
    banner.hidden = closed;
    d.body.appendChild(banner);
  }
  function hide() {
    banner.hidden = true;
    if (opener && d.contains(opener) && typeof opener.focus === 'function') opener.focus();
    opener = null;
  }
  function show() {
    opener = d.activeElement && d.activeElement !== d.body ? d.activeElement : null;
    banner.hidden = false;
    setSettingsOpen(true);
    d.getElementById('ot-local-title').focus();
  }

  publish();
  w.OneTrust = {
    localStandIn: true,
    domainScript: domainScript,
    OnConsentChanged: function (callback) {
      w.addEventListener('consent.onetrust', callback);
    },
    ToggleInfoDisplay: function () {
      if (!banner) return;
      if (!banner.hidden && closed) hide();
      else show();
    },
    IsAlertBoxClosed: function () {
      return closed;
    },
  };
  w.Optanon = w.OneTrust;

  function ready() {
    build();
    callWrapper();
  }
  if (d.body) ready();
  else d.addEventListener('DOMContentLoaded', ready);
})(window, document);
`;
}

/** Registers the stand-in's routes on the third-party emulator. */
export function addConsentRoutes(router: Router): void {
  router.add('GET', '/consent/otSDKStub.js', () => ({
    status: 200,
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=900' },
    body: consentStubScript(),
  }));
}
