/** A project the owner puts on the home page (`featured: true`), as the home page shows it. */
export interface FeaturedWork {
  id: string;
  title: string;
  category?: string;
  description?: string;
  /** The project's first outcome: the one result the home page names. */
  outcome?: string;
  /** Its case study's address, or its card on the projects page. */
  href: string;
}
