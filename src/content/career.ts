import * as skillsPage from './generated/skills-page';

/**
 * The Skills heading's figure: the visitor's year minus the career start year, or nothing when the
 * content gives no start year.
 */
export function careerYears(today: Date, startYear = skillsPage.careerStartYear): number | undefined {
  return startYear === undefined ? undefined : today.getFullYear() - startYear;
}
