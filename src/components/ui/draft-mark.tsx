import { useUiText } from '../../lib/ui-text';
import { Badge } from './badge';

/** Marks an entry with `draft: true`, which only the development server shows. */
export function DraftMark() {
  return <Badge tone="danger">{useUiText().draft}</Badge>;
}
