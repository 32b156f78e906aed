import { useEffect, useState } from 'react';
import {
  deliverMessage,
  maxMessageLength,
  type ContactMessage,
  type DeliveryExtras,
  type OutgoingMessage,
} from '../../lib/contact-delivery';

export type ContactField = keyof ContactMessage;
export type SubmissionStatus = 'idle' | 'success' | 'error';

export const emptyMessage: ContactMessage = {
  name: '',
  email: '',
  company: '',
  subject: '',
  message: '',
  projectType: '',
};

/** How long the success message stays, in milliseconds. */
export const successVisibleMs = 5000;
/** Where an unsent draft is kept, so a reload does not lose it. */
export const draftKey = 'contact-draft';

function readDraft(): ContactMessage | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey) ?? 'null') as Partial<ContactMessage> | null;
    if (!saved || typeof saved !== 'object') return undefined;
    const draft = { ...emptyMessage };
    for (const field of Object.keys(emptyMessage) as ContactField[]) {
      if (typeof saved[field] === 'string') draft[field] = saved[field];
    }
    draft.message = draft.message.slice(0, maxMessageLength);
    return draft;
  } catch {
    return undefined;
  }
}

function writeDraft(draft: ContactMessage | undefined) {
  try {
    if (draft) sessionStorage.setItem(draftKey, JSON.stringify(draft));
    else sessionStorage.removeItem(draftKey);
  } catch {
    // Storage can be unavailable (private modes) or full. The form works without it, but an older
    // draft must not come back on a reload in place of what the visitor wrote since.
    try {
      sessionStorage.removeItem(draftKey);
    } catch {
      // Unavailable altogether: nothing was kept, nothing to forget.
    }
  }
}

/**
 * The contact form's state: the draft (kept in session storage until sent), the submission status
 * and the sending flag. A failed send keeps every word the visitor wrote.
 */
export function useContactForm(deliver: (message: OutgoingMessage) => Promise<void> = deliverMessage) {
  const [draft, setDraft] = useState<ContactMessage>(emptyMessage);
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [sending, setSending] = useState(false);

  // Restored after hydration, so the prerendered (empty) form and the first client render agree.
  useEffect(() => {
    const saved = readDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is only readable after hydration
    if (saved) setDraft(saved);
  }, []);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), successVisibleMs);
    return () => clearTimeout(timer);
  }, [status]);

  const update = (field: ContactField, value: string) => {
    setDraft((current) => {
      const next = { ...current, [field]: field === 'message' ? value.slice(0, maxMessageLength) : value };
      writeDraft(next);
      return next;
    });
  };

  /** Sends the draft with what the form adds (the honeypot's value, Turnstile's token), for the service to judge. */
  const submit = async (extras: DeliveryExtras = { trap: '' }) => {
    setSending(true);
    setStatus('idle');
    try {
      await deliver({ ...draft, ...extras });
      setDraft(emptyMessage);
      writeDraft(undefined);
      setStatus('success');
    } catch (error) {
      console.error('The message could not be sent.', error);
      setStatus('error');
    } finally {
      setSending(false);
    }
  };

  return { draft, status, sending, update, submit };
}
