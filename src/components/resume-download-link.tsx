import { ButtonLink, type ButtonVariant } from './ui/button-link';
import { Icon } from './ui/icon';
import styles from './resume-download-link.module.css';

interface ResumeDownloadLinkProps {
  href: string;
  /** The name the file is saved under. */
  fileName: string;
  label: string;
  variant?: ButtonVariant;
}

/** The link that downloads the owner's résumé as a PDF; paper has no use for it. */
export function ResumeDownloadLink({
  href,
  fileName,
  label,
  variant = 'secondary',
}: ResumeDownloadLinkProps) {
  return (
    <span data-print="hide">
      <ButtonLink href={href} download={fileName} variant={variant}>
        <Icon name="file-text" size={18} />
        {label}
      </ButtonLink>
    </span>
  );
}

interface HeaderResumeLinkProps {
  href: string;
  fileName: string;
  /** The résumé's title, its visible word in the bar. */
  title: string;
}

/**
 * The résumé kept in view in the header bar on every page: a glyph and the résumé's title, the
 * glyph alone (a 44-pixel target, its title for assistive technology) on phones.
 */
export function HeaderResumeLink({ href, fileName, title }: HeaderResumeLinkProps) {
  return (
    <a href={href} download={fileName} className={styles.headerLink}>
      <Icon name="file-text" size={20} />
      <span className={styles.headerTitle}>{title}</span>
    </a>
  );
}
