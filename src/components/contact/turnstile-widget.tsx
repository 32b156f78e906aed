import { useEffect, useRef } from 'react';
import { turnstileScript } from '../../lib/contact-service';
import styles from './delivery-fields.module.css';

/** The part of Turnstile's client API the form uses. */
interface Turnstile {
  render(container: HTMLElement, options: { sitekey: string; size: 'flexible' | 'compact' }): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

/** Turnstile's narrowest full-size widget; a narrower column gets the compact one. */
const flexibleMinWidth = 300;
let loading: Promise<Turnstile> | undefined;

/** Loads Turnstile's script once, on the page that shows the form, and only from the browser. */
function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = turnstileScript;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start'));
    script.onerror = () => {
      loading = undefined;
      reject(new Error(`Turnstile's script could not be loaded from ${turnstileScript}`));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Cloudflare Turnstile's challenge, rendered explicitly once the page has hydrated: its script,
 * injected here rather than written into the page, would otherwise fill the container before React
 * hydrates it. The widget puts its token in the form as `cf-turnstile-response`; a token is good for
 * one message, so the widget starts over once a send has finished.
 */
export function TurnstileWidget({ siteKey, sending }: { siteKey: string; sending: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | undefined>(undefined);
  const wasSending = useRef(false);

  useEffect(() => {
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        const element = container.current;
        if (cancelled || !element) return;
        const size = element.clientWidth < flexibleMinWidth ? 'compact' : 'flexible';
        widget.current = turnstile.render(element, { sitekey: siteKey, size });
      })
      .catch((error: unknown) => console.error('The spam check could not start.', error));
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = undefined;
    };
  }, [siteKey]);

  useEffect(() => {
    if (wasSending.current && !sending && widget.current) window.turnstile?.reset(widget.current);
    wasSending.current = sending;
  }, [sending]);

  return <div ref={container} className={styles.turnstile} />;
}
