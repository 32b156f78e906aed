import { profile } from '../content';
import { fill } from '../lib/fill';
import { preloadData } from '../lib/lazy-data';
import { socialCardFor } from '../lib/head-copy';

import { creativeWorkJsonLd } from '../lib/structured-data';
import { caseStudyOf } from './project-page';
import type { PageHeadCopy, SitePage } from '../lib/page-types';

/** A case study's head: the project's title and description, its stack, and its `CreativeWork`. */
export async function head(page: SitePage): Promise<PageHeadCopy> {
  const { project, loadStudy, words } = caseStudyOf(page);
  const study = await preloadData(loadStudy);
  return {
    title: fill(words.title, { title: project.title, name: profile.name }),
    description: project.description ?? study.problem,
    ...(project.technologies ? { keywords: project.technologies } : {}),
    card: socialCardFor(page.path),
    cardHeadline: project.title,
    article: { tags: project.technologies },
    jsonLd: creativeWorkJsonLd(project, page.path),
  };
}
