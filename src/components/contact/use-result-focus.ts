import { useEffect, useRef } from 'react';
import type { SubmissionStatus } from './use-contact-form';

/**
 * Where focus goes as a message's result shows and goes: to the success or error banner when it
 * appears (so the result is met where focus is, not only heard), and back to the send button when
 * the banner it was on disappears, rather than onto the page itself.
 */
export function useResultFocus(status: SubmissionStatus) {
  const successRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const previous = useRef(status);

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
    else if (status === 'error') failureRef.current?.focus();
    else if (previous.current !== 'idle') {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost) submitRef.current?.focus();
    }
    previous.current = status;
  }, [status]);

  return { successRef, failureRef, submitRef };
}
