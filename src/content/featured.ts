/** A project the owner puts on the home page (`featured: true`), as the home page shows it. */
export interface FeaturedWork {
  id: string;
  title: string;
  category?: string;
  description?: string;
  /** The project's first outcome: the one result the home page names. */
  outcome?: string;
  /** Its technologies, which a cover made from its words names when it has no picture. */
  technologies?: readonly string[];
  /** Its first picture's alternative text; the picture is its first in `projectImages`. */
  pictureAlt?: string;
  /** Its case study's address, or its card on the projects page. */
  href: string;
}
