import { ButtonLink, type ButtonVariant } from './ui/button-link';
import { Icon } from './ui/icon';

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
