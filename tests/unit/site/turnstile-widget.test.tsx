// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TurnstileWidget } from '#src/components/contact/turnstile-widget.tsx';
import { turnstileScript } from '#src/lib/contact-service.ts';

afterEach(() => {
  cleanup();
  delete window.turnstile;
});

/** Turnstile's client as the page would find it once its script ran. */
function fakeTurnstile() {
  const api = { render: vi.fn(() => 'widget-1'), reset: vi.fn(), remove: vi.fn() };
  window.turnstile = api;
  return api;
}

describe('TurnstileWidget', () => {
  it('loads Turnstile’s script, renders the challenge, and starts over after each send', async () => {
    const view = render(<TurnstileWidget siteKey="1x00000000000000000000AA" sending={false} />);
    const scripts = [...document.head.querySelectorAll('script')].filter((s) => s.src === turnstileScript);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.async).toBe(true);

    const api = fakeTurnstile();
    await act(async () => {
      scripts[0]!.dispatchEvent(new Event('load'));
    });
    // A column narrower than the full-size widget (jsdom lays nothing out) gets the compact one.
    expect(api.render).toHaveBeenCalledWith(view.container.firstElementChild, {
      sitekey: '1x00000000000000000000AA',
      size: 'compact',
    });

    view.rerender(<TurnstileWidget siteKey="1x00000000000000000000AA" sending />);
    expect(api.reset).not.toHaveBeenCalled();
    view.rerender(<TurnstileWidget siteKey="1x00000000000000000000AA" sending={false} />);
    expect(api.reset).toHaveBeenCalledWith('widget-1');

    view.unmount();
    expect(api.remove).toHaveBeenCalledWith('widget-1');
  });
});
