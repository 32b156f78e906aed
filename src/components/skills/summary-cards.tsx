import type { BadgeTone, Skills } from '../../content';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { Grid } from '../ui/grid';
import { CardTitle } from './card-title';
import styles from './summary-cards.module.css';

/**
 * A rating is a level ("Expert") or a share ("95%"); a share is drawn as a bar beside its figure.
 * The bar is an SVG whose fill is as long as the share: its length is an attribute, so it needs no
 * style attribute (which the Content-Security-Policy forbids), and the figure says it in words.
 */
function Rating({ value, levels }: { value: string; levels: Readonly<Record<string, BadgeTone>> }) {
  const percent = /^(\d{1,3})%$/.exec(value)?.[1];
  if (percent === undefined) return <Badge tone={levels[value] ?? 'neutral'}>{value}</Badge>;
  return (
    <span className={styles.share}>
      <svg
        className={styles.bar}
        viewBox="0 0 100 6"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <rect className={styles.track} width="100" height="6" />
        <rect className={styles.fill} width={Math.min(Number(percent), 100)} height="6" />
      </svg>
      {value}
    </span>
  );
}

interface SummaryCardsProps {
  summaries: NonNullable<Skills['summaries']>;
  /** A level's badge colour, by its words (the Skills page's `levels`); any other is neutral. */
  levels?: Readonly<Record<string, BadgeTone>>;
}

/** The summary cards (the specification's three, each with three ratings). */
export function SummaryCards({ summaries, levels = {} }: SummaryCardsProps) {
  return (
    <Grid columns="md2 lg3" print={3}>
      {summaries.map((summary) => (
        <Card as="li" key={summary.title} data-print="keep">
          <CardTitle icon={summary.icon}>{summary.title}</CardTitle>
          <dl className={styles.ratings}>
            {summary.ratings.map((rating) => (
              <div key={rating.label} className={styles.rating}>
                <dt>{rating.label}</dt>
                <dd>
                  <Rating value={rating.value} levels={levels} />
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </Grid>
  );
}
