import { Fragment } from 'react';
import styles from './address-text.module.css';

/**
 * An e-mail or web address (`jane@example.com`, `https://…`, or a bare host such as a profile's
 * `blog.example.org`), as opposed to words.
 */
const isAddress = (text: string) =>
  /^\S+@\S+$|^https?:\/\/\S+$|^(?:[a-z\d-]+\.)+[a-z]{2,}(?:\/\S*)?$/i.test(text);

/**
 * Text that may be an address. An address stays on one line where one has room for it; a longer
 * one may break across lines at its punctuation (after an "@" or a "/", before a "."), never inside
 * a word. Other text is left as it is.
 */
export function AddressText({ text }: { text: string }) {
  if (!isAddress(text)) return text;
  const pieces = text.split(/(?<=[@/])|(?=\.)/);
  return (
    <span className={styles.address}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
