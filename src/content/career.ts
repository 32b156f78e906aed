import * as skillsPage from './generated/skills-page';

/** The Skills heading's figure: the visitor's year minus the career start year. */
export function careerYears(today: Date, startYear = skillsPage.careerStartYear): number {
  return today.getFullYear() - startYear;
}
