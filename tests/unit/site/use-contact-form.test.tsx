// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  draftKey,
  emptyMessage,
  successVisibleMs,
  useContactForm,
} from '#src/components/contact/use-contact-form.ts';
import { deliverMessage, maxMessageLength, simulatedSendMs } from '#src/lib/contact-delivery.ts';

const filled = {
  name: 'Jane Smith',
  email: 'jane@example.com',
  company: 'Acme',
  subject: 'A review',
  message: 'Hello there',
  projectType: 'consulting',
};

function fill(result: { current: ReturnType<typeof useContactForm> }) {
  for (const [field, value] of Object.entries(filled)) {
    act(() => result.current.update(field as keyof typeof filled, value));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useContactForm', () => {
  // Sending for 2 s, then success and empty fields, idle again after 5 s.
  it('sends with the simulated delivery, then empties the fields and says so', async () => {
    const { result } = renderHook(() => useContactForm(deliverMessage));
    fill(result);
    act(() => void result.current.submit());
    expect(result.current.sending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(simulatedSendMs - 1));
    expect(result.current.sending).toBe(true);
    expect(result.current.status).toBe('idle');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.sending).toBe(false);
    expect(result.current.status).toBe('success');
    expect(result.current.draft).toEqual(emptyMessage);
    await act(() => vi.advanceTimersByTimeAsync(successVisibleMs));
    expect(result.current.status).toBe('idle');
  });

  it("passes the spec's payload to the delivery", async () => {
    const deliver = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useContactForm(deliver));
    fill(result);
    await act(() => result.current.submit());
    expect(deliver).toHaveBeenCalledWith({ ...filled, trap: '' });
  });

  it('on a failure shows the error, logs it and keeps every field', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('The contact endpoint answered 500');
    const { result } = renderHook(() => useContactForm(() => Promise.reject(failure)));
    fill(result);
    await act(() => result.current.submit());
    expect(result.current.status).toBe('error');
    expect(result.current.sending).toBe(false);
    expect(result.current.draft).toEqual(filled);
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
    await act(() => vi.advanceTimersByTimeAsync(successVisibleMs * 2));
    expect(result.current.status).toBe('error');
  });

  it('keeps the draft in session storage until it is sent, and restores it', async () => {
    const first = renderHook(() => useContactForm(() => Promise.resolve()));
    fill(first.result);
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toEqual(filled);
    first.unmount();

    const second = renderHook(() => useContactForm(() => Promise.resolve()));
    expect(second.result.current.draft).toEqual(filled);
    await act(() => second.result.current.submit());
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('ignores a damaged stored draft', () => {
    sessionStorage.setItem(draftKey, '{not json');
    const { result } = renderHook(() => useContactForm());
    expect(result.current.draft).toEqual(emptyMessage);
  });

  it('sends what the honeypot holds, and Turnstile’s token, so the service can drop bots', async () => {
    const deliver = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useContactForm(deliver));
    fill(result);
    await act(() => result.current.submit({ trap: 'https://spam.example.com', turnstileToken: 'XXXX' }));
    expect(deliver).toHaveBeenCalledWith({
      ...filled,
      trap: 'https://spam.example.com',
      turnstileToken: 'XXXX',
    });
    expect(result.current.status).toBe('success');
  });

  it('keeps a message within the form’s cap, typed or restored', () => {
    const { result, unmount } = renderHook(() => useContactForm());
    act(() => result.current.update('message', 'x'.repeat(maxMessageLength + 50)));
    expect(result.current.draft.message).toHaveLength(maxMessageLength);
    unmount();
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({ ...filled, message: 'y'.repeat(maxMessageLength * 2) }),
    );
    const restored = renderHook(() => useContactForm());
    expect(restored.result.current.draft.message).toHaveLength(maxMessageLength);
  });

  it('brings back no older draft once the draft outgrows session storage', () => {
    const first = renderHook(() => useContactForm());
    fill(first.result);
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)).toEqual(filled);
    const original = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (value.length > 200) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      original.call(this, key, value);
    });
    const longer = 'A much longer message. '.repeat(20);
    act(() => first.result.current.update('message', longer));
    expect(first.result.current.draft.message).toBe(longer);
    first.unmount();

    const second = renderHook(() => useContactForm());
    expect(second.result.current.draft.message).not.toBe(filled.message);
    expect(second.result.current.draft).toEqual(emptyMessage);
  });
});
