import type { CaptchaConfig } from '../../shared/captcha.ts';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKeyOrWidget: string | number, options?: { action: string }): Promise<string> | undefined;
  render(container: HTMLElement, options: Record<string, unknown>): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const scripts = new Map<string, Promise<Grecaptcha>>();

/** Loads the provider's script once; the page's nonce-trusted code may add it ('strict-dynamic'). */
function loadRecaptcha(src: string): Promise<Grecaptcha> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () =>
        window.grecaptcha
          ? window.grecaptcha.ready(() => resolve(window.grecaptcha as Grecaptcha))
          : reject(new Error('no grecaptcha'));
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(script);
    });
    loading.catch(() => scripts.delete(src));
    scripts.set(src, loading);
  }
  return loading;
}

let invisibleWidget: { id: number; pending: ((token: string) => void) | null } | null = null;

/**
 * A token that says a person asked for the sign-in e-mail (docs/spec-checklist.md 2 §4: the captcha runs, then the
 * link is sent): reCAPTCHA v3 scores the page silently; v2 invisible shows a challenge only when
 * it doubts.
 */
export async function captchaToken(config: CaptchaConfig, action: string): Promise<string> {
  if (config.version === 'v3') {
    const grecaptcha = await loadRecaptcha(
      `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(config.siteKey)}`,
    );
    return (await grecaptcha.execute(config.siteKey, { action })) ?? '';
  }
  const grecaptcha = await loadRecaptcha('https://www.google.com/recaptcha/api.js?render=explicit');
  if (!invisibleWidget) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const widget: { id: number; pending: ((token: string) => void) | null } = { id: 0, pending: null };
    widget.id = grecaptcha.render(container, {
      sitekey: config.siteKey,
      size: 'invisible',
      callback: (token: string) => widget.pending?.(token),
    });
    invisibleWidget = widget;
  }
  const widget = invisibleWidget;
  return new Promise<string>((resolve) => {
    widget.pending = resolve;
    void grecaptcha.execute(widget.id);
  });
}
