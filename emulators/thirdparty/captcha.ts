/**
 * Local stand-in of Google reCAPTCHA v2 (checkbox): the browser API of `api.js`
 * (`grecaptcha.render` with `callback`, `expired-callback` and `error-callback`,
 * `getResponse`, `reset`) and the server-side `siteverify`, so the contact form and the
 * web-to-case stand-in work together offline.
 *
 * Ticking the box asks this emulator for a token; a token lives `expiryMs` (two minutes, as
 * Google's; `PUT /__emulator/captcha` shortens it for tests), after which the widget clears its
 * response and calls `expired-callback`. `siteverify` accepts a token once, as Google does.
 */
import { randomBytes } from 'node:crypto';
import type { Router } from '../common/http';

export const defaultCaptchaExpiryMs = 120_000;

interface IssuedToken {
  sitekey: string;
  hostname: string;
  issuedAt: number;
  expiresAt: number;
  verified: boolean;
}

export interface CaptchaState {
  expiryMs: number;
  tokens: Map<string, IssuedToken>;
}

/** The widget script. Kept in ES5 and self-contained: it runs as a third-party script. */
/**
 * The checkbox label in the widget's language, as reCAPTCHA shows it for `hl` (its documented
 * language codes; the shops' languages here). Another or no `hl` gets English.
 */
const robotLabels: Record<string, string> = {
  en: "I'm not a robot",
  de: 'Ich bin kein Roboter.',
  fr: 'Je ne suis pas un robot',
  nl: 'Ik ben geen robot',
  it: 'Non sono un robot',
  es: 'No soy un robot',
  fi: 'En ole robotti',
  sv: 'Jag är inte en robot',
  da: 'Jeg er ikke en robot',
  cs: 'Nejsem robot',
  pl: 'Nie jestem robotem',
};

export function widgetLanguage(hl: string | null): string {
  const base = (hl ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return base in robotLabels ? base : 'en';
}

/** The checkbox's label for `hl`. */
export function robotLabel(hl: string | null): string {
  return robotLabels[widgetLanguage(hl)] ?? "I'm not a robot";
}

function captchaScript(origin: string, onload: string | null, language: string): string {
  return `(function (w, d) {
  'use strict';
  var ORIGIN = ${JSON.stringify(origin)};
  var LANGUAGE = ${JSON.stringify(language)};
  var LABEL = ${JSON.stringify(robotLabel(language))};
  var widgets = [];
  function widgetOf(id) {
    var widget = widgets[id === undefined ? 0 : id];
    if (!widget) throw new Error('reCAPTCHA placeholder element must be an element or id');
    return widget;
  }
  function call(callback, value) {
    var fn = typeof callback === 'string' ? w[callback] : callback;
    if (typeof fn === 'function') fn(value);
  }
  function setChecked(widget, checked) {
    widget.box.setAttribute('aria-checked', checked ? 'true' : 'false');
    widget.box.textContent = checked ? '\\u2713' : '';
  }
  function clear(widget) {
    if (widget.timer) clearTimeout(widget.timer);
    widget.timer = null;
    widget.token = '';
    widget.field.value = '';
    setChecked(widget, false);
  }
  function solve(widget) {
    if (widget.token || widget.pending) return;
    widget.pending = true;
    widget.box.setAttribute('aria-busy', 'true');
    fetch(ORIGIN + '/recaptcha/api2/userverify', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'k=' + encodeURIComponent(widget.sitekey) + '&hostname=' + encodeURIComponent(location.hostname),
    })
      .then(function (response) {
        if (!response.ok) throw new Error('userverify ' + response.status);
        return response.json();
      })
      .then(function (answer) {
        widget.pending = false;
        widget.box.removeAttribute('aria-busy');
        widget.token = answer.token;
        widget.field.value = answer.token;
        setChecked(widget, true);
        widget.timer = setTimeout(function () {
          clear(widget);
          call(widget.params['expired-callback']);
        }, answer.expiresInMs);
        call(widget.params.callback, answer.token);
      })
      .catch(function () {
        widget.pending = false;
        widget.box.removeAttribute('aria-busy');
        clear(widget);
        call(widget.params['error-callback']);
      });
  }
  function render(container, params) {
    var element = typeof container === 'string' ? d.getElementById(container) : container;
    if (!element || element.nodeType !== 1) throw new Error('reCAPTCHA placeholder element must be an element or id');
    if (element.getAttribute('data-grecaptcha-id') !== null) {
      throw new Error('reCAPTCHA has already been rendered in this element');
    }
    params = params || {};
    var dark = params.theme === 'dark';
    var frame = d.createElement('div');
    frame.setAttribute('lang', LANGUAGE);
    frame.style.cssText = 'display:inline-flex;align-items:center;gap:12px;padding:12px 16px;border:1px solid ' +
      (dark ? '#6b6b6b' : '#d3d3d3') + ';border-radius:3px;background:' + (dark ? '#222' : '#f9f9f9') +
      ';color:' + (dark ? '#fff' : '#000') + ';font:14px Roboto,Arial,sans-serif';
    var box = d.createElement('span');
    box.setAttribute('role', 'checkbox');
    box.setAttribute('tabindex', '0');
    box.setAttribute('aria-checked', 'false');
    box.id = 'recaptcha-anchor-' + widgets.length;
    box.style.cssText = 'display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;' +
      'border:2px solid ' + (dark ? '#ccc' : '#555') + ';border-radius:2px;background:' + (dark ? '#000' : '#fff') +
      ';color:#0a7d29;font-weight:700;cursor:pointer';
    var label = d.createElement('label');
    label.setAttribute('for', box.id);
    label.id = box.id + '-label';
    label.textContent = LABEL;
    box.setAttribute('aria-labelledby', label.id);
    var field = d.createElement('textarea');
    field.name = 'g-recaptcha-response';
    field.setAttribute('aria-hidden', 'true');
    field.setAttribute('tabindex', '-1');
    field.style.display = 'none';
    frame.appendChild(box);
    frame.appendChild(label);
    element.appendChild(frame);
    element.appendChild(field);
    var widget = { sitekey: String(params.sitekey || ''), params: params, box: box, field: field, token: '', timer: null, pending: false };
    var id = widgets.push(widget) - 1;
    element.setAttribute('data-grecaptcha-id', String(id));
    function activate() { solve(widget); }
    box.addEventListener('click', activate);
    label.addEventListener('click', activate);
    box.addEventListener('keydown', function (event) {
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        activate();
      }
    });
    return id;
  }
  w.grecaptcha = {
    localStandIn: true,
    render: render,
    getResponse: function (id) { return widgetOf(id).token; },
    reset: function (id) { clear(widgetOf(id)); },
    ready: function (callback) { callback(); },
  };
  ${onload ? `if (typeof w[${JSON.stringify(onload)}] === 'function') w[${JSON.stringify(onload)}]();` : ''}
})(window, document);
`;
}

function formOf(raw: Buffer): URLSearchParams {
  return new URLSearchParams(raw.toString('utf8'));
}

/** Registers the stand-in's routes on the third-party emulator; returns its state. */
export function addCaptchaRoutes(router: Router, expiryMs = defaultCaptchaExpiryMs): CaptchaState {
  const state: CaptchaState = { expiryMs, tokens: new Map() };
  router.add('GET', '/recaptcha/api.js', (req) => {
    const onload = req.url.searchParams.get('onload');
    return {
      status: 200,
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
      body: captchaScript(
        req.url.origin,
        onload && /^[A-Za-z_$][\w$]*$/.test(onload) ? onload : null,
        widgetLanguage(req.url.searchParams.get('hl')),
      ),
    };
  });
  router.add('POST', '/recaptcha/api2/userverify', (req) => {
    const form = formOf(req.rawBody);
    const sitekey = form.get('k') ?? '';
    if (sitekey === '') return { status: 400, body: { error: 'missing sitekey' } };
    const token = `local-${randomBytes(18).toString('base64url')}`;
    const issuedAt = Date.now();
    state.tokens.set(token, {
      sitekey,
      hostname: form.get('hostname') ?? '',
      issuedAt,
      expiresAt: issuedAt + state.expiryMs,
      verified: false,
    });
    return { status: 200, body: { token, expiresInMs: state.expiryMs } };
  });
  // Google's server-side check: form-encoded secret and response, answered in JSON.
  router.add('POST', '/recaptcha/api/siteverify', (req) => {
    const form = formOf(req.rawBody);
    const secret = form.get('secret') ?? '';
    const response = form.get('response') ?? '';
    const errors: string[] = [];
    if (secret === '') errors.push('missing-input-secret');
    if (response === '') errors.push('missing-input-response');
    const token = state.tokens.get(response);
    if (response !== '' && !token) errors.push('invalid-input-response');
    if (token && (token.verified || token.expiresAt <= Date.now())) errors.push('timeout-or-duplicate');
    if (errors.length > 0 || !token) return { status: 200, body: { success: false, 'error-codes': errors } };
    token.verified = true;
    return {
      status: 200,
      body: { success: true, challenge_ts: new Date(token.issuedAt).toISOString(), hostname: token.hostname },
    };
  });
  router.add('GET', '/__emulator/captcha', () => ({ status: 200, body: { expiryMs: state.expiryMs } }));
  router.add('PUT', '/__emulator/captcha', (req) => {
    const expiry = (req.body as { expiryMs?: unknown } | undefined)?.expiryMs;
    if (typeof expiry !== 'number' || !Number.isFinite(expiry) || expiry < 0) {
      return { status: 400, body: { error: 'expiryMs must be a number >= 0' } };
    }
    state.expiryMs = expiry;
    return { status: 200, body: { expiryMs: state.expiryMs } };
  });
  return state;
}
