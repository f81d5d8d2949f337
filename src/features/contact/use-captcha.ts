/**
 * Loads the captcha provider's widget (reCAPTCHA v2, explicit rendering) once consent allows it
 * and renders it into a container: `grecaptcha.render` with `callback`, `expired-callback` and
 * `error-callback`, `getResponse` and `reset`. The script is third-party code: it may be missing,
 * late or broken, so its API is checked before use.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type CaptchaState, captchaReducer, initialCaptchaState } from './captcha-state';

interface RenderParams {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  theme?: 'light' | 'dark';
}

interface Grecaptcha {
  render: (container: HTMLElement, params: RenderParams) => number;
  getResponse: (widgetId?: number) => string;
  reset: (widgetId?: number) => void;
}

type CaptchaWindow = Window & { grecaptcha?: Partial<Grecaptcha>; [onload: string]: unknown };

const onloadName = '__contactCaptchaLoaded';
let scriptLoad: Promise<Grecaptcha> | undefined;

function apiOf(w: CaptchaWindow): Grecaptcha | undefined {
  const api = w.grecaptcha;
  return typeof api?.render === 'function' && typeof api.getResponse === 'function' && typeof api.reset === 'function'
    ? (api as Grecaptcha)
    : undefined;
}

/** One script per page, however many forms; rejects when it fails to load. */
function loadCaptcha(scriptUrl: string, language: string): Promise<Grecaptcha> {
  const w = window as unknown as CaptchaWindow;
  const ready = apiOf(w);
  if (ready) return Promise.resolve(ready);
  scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    w[onloadName] = () => {
      const api = apiOf(w);
      if (api) resolve(api);
      else reject(new Error('The captcha script loaded without its API.'));
    };
    const script = document.createElement('script');
    const url = new URL(scriptUrl);
    url.searchParams.set('onload', onloadName);
    url.searchParams.set('hl', language);
    script.src = url.toString();
    script.async = true;
    script.onerror = () => {
      scriptLoad = undefined;
      reject(new Error('The captcha script failed to load.'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

export interface UseCaptchaOptions {
  /** Consent allows the widget (C0001 and the banner answered). */
  allowed: boolean;
  sitekey: string;
  scriptUrl: string;
  language: string;
  theme: 'light' | 'dark';
  /** When the visitor's token was issued; injectable for tests. */
  now?: () => number;
}

export function useCaptcha({ allowed, sitekey, scriptUrl, language, theme, now = Date.now }: UseCaptchaOptions) {
  const [state, dispatch] = useReducer(captchaReducer, initialCaptchaState);
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const clock = useRef(now);
  clock.current = now;

  useEffect(() => {
    if (!allowed || widget.current) return;
    let cancelled = false;
    loadCaptcha(scriptUrl, language).then(
      (api) => {
        const element = container.current;
        if (cancelled || !element || widget.current) return;
        try {
          const id = api.render(element, {
            sitekey,
            theme,
            callback: () => dispatch({ type: 'solved', at: clock.current() }),
            'expired-callback': () => dispatch({ type: 'expired' }),
            'error-callback': () => dispatch({ type: 'error' }),
          });
          widget.current = { api, id };
        } catch {
          dispatch({ type: 'error' });
        }
      },
      () => {
        if (!cancelled) dispatch({ type: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [allowed, sitekey, scriptUrl, language, theme]);

  /** The provider's token for the post ('' while unsolved). */
  const response = useCallback((): string => {
    const current = widget.current;
    if (!current) return '';
    try {
      return current.api.getResponse(current.id);
    } catch {
      return '';
    }
  }, []);

  const reset = useCallback(() => {
    const current = widget.current;
    try {
      current?.api.reset(current.id);
    } catch {
      // A broken widget stays as it is; the state still says unsolved.
    }
    dispatch({ type: 'reset' });
  }, []);

  return { container, state: state as CaptchaState, response, reset };
}
