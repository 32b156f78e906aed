import { useId } from 'react';
import { hiddenFieldsOf, honeypotOf, type ContactDelivery } from '../../lib/contact-service';
import styles from './delivery-fields.module.css';
import { TurnstileWidget } from './turnstile-widget';

interface DeliveryFieldsProps {
  /** The service the form delivers through (none: the simulated send). */
  delivery: ContactDelivery | undefined;
  /** The honeypot's label, which only bots and screen readers that ignore `aria-hidden` meet. */
  trapLabel: string;
  /** Whether a message is on its way: Turnstile's token is spent once it has gone. */
  sending: boolean;
}

/**
 * What the delivery service needs inside the form: its hidden fields (`form-name` for Netlify
 * Forms, `access_key` for Web3Forms), the honeypot under the name the service filters on, and, when
 * switched on, Cloudflare Turnstile's challenge.
 */
export function DeliveryFields({ delivery, trapLabel, sending }: DeliveryFieldsProps) {
  const id = useId();
  const trap = honeypotOf(delivery?.service);
  return (
    <>
      {hiddenFieldsOf(delivery).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* A field people never see or reach; only bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-trap`}>{trapLabel}</label>
        <input id={`${id}-trap`} type={trap.type} name={trap.name} tabIndex={-1} autoComplete="off" />
      </div>
      {delivery?.turnstileSiteKey && (
        <TurnstileWidget siteKey={delivery.turnstileSiteKey} sending={sending} />
      )}
    </>
  );
}
