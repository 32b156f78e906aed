/**
 * The fixed lists content may choose from (job types, statuses, levels, icons, …): each is a choice
 * the site's code relies on (a badge's colour, an icon's artwork). Kept free of imports so browser
 * code can use them without shipping zod; `schemas.ts` builds its enums from them.
 */
export const jobTypes = ['Full-time', 'Contract'] as const;

/** "Production" shows a green badge; every other status shows a yellow one. */
export const projectStatuses = [
  'Production',
  'Active Development',
  'Beta',
  'Maintenance',
  'Archived',
] as const;

export const skillLevels = ['Expert', 'Advanced', 'Intermediate', 'Learning'] as const;

/** Named accents from the design tokens, so every colour keeps AA contrast in both schemes. */
export const accentColors = [
  'blue',
  'indigo',
  'violet',
  'pink',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'cyan',
  'slate',
] as const;

/** Technology marks: brand logos where a maintained icon set has one. */
export const techIconNames = [
  'react',
  'typescript',
  'javascript',
  'dotnet',
  'csharp',
  'nodejs',
  'nextjs',
  'docker',
  'kubernetes',
  'aws',
  'azure',
  'mongodb',
  'postgresql',
  'sqlserver',
  'mysql',
  'redis',
  'elasticsearch',
  'rabbitmq',
  'kafka',
  'graphql',
  'python',
  'openai',
  'anthropic',
  'langchain',
  'terraform',
  'githubactions',
  'git',
  'github',
  'linkedin',
  'jest',
  'cypress',
  'vite',
] as const;

/** Interface glyphs. */
export const uiIconNames = [
  'award',
  'bot',
  'brain',
  'briefcase',
  'building',
  'calendar',
  'check',
  'chevron-down',
  'clock',
  'cloud',
  'code',
  'coffee',
  'cpu',
  'database',
  'file-text',
  'gauge',
  'git-branch',
  'github-outline',
  'globe',
  'graduation-cap',
  'layers',
  'layout',
  'lightbulb',
  'linkedin-outline',
  'mail',
  'map-pin',
  'message',
  'monitor',
  'moon',
  'phone',
  'rocket',
  'server',
  'shield',
  'sparkles',
  'sun',
  'target',
  'test-tube',
  'trending-up',
  'trophy',
  'users',
  'video',
  'workflow',
  'zap',
] as const;

export const iconNames = [...techIconNames, ...uiIconNames] as const;

export const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
