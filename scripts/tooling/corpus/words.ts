/**
 * The words the corpus's own looks print in each language, and each language's way of writing a
 * period: "Jan 2020 – Present", "01/2020 - heute", "2020年4月～現在", "сентябрь 2019 — по настоящее
 * время", "2019 – obecnie", "marzo de 2018 - actualidad". People write dates every way; the corpus
 * spells them as people of each language do, so the importer meets them all.
 */

/** The section headings a look prints. */
interface Headings {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  topSkills: string;
  languages: string;
  certificates: string;
  projects: string;
  contact: string;
}

/** How many of each unit, in the plural forms `Intl.PluralRules` names. */
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface LanguageWords {
  headings: Headings;
  /** A job that goes on, as the end of its period. */
  present: string;
  /** A period as the language's people write it on a résumé, from YYYY(-MM) dates. */
  period(start: string | undefined, end: string | undefined, words: Words): string;
  /** A period's length, as LinkedIn adds it after the dates: years then months. */
  years: Forms;
  months: Forms;
  /** Between the numbers of years and months ("5 years 10 months"; none in Japanese). */
  unitSpace: string;
  /** LinkedIn's page footer. */
  page(number: string, total: string): string;
}

export interface Words extends LanguageWords {
  locale: string;
  direction: 'ltr' | 'rtl';
  /** The month's name, standing alone ("März", "сентябрь"), or its short name. */
  month(date: string, width: 'long' | 'short' | 'numeric'): string;
}

const year = (date: string): string => date.slice(0, 4);
const hasMonth = (date: string): boolean => date.length >= 7;
const twoDigits = (date: string): string => date.slice(5, 7);

/** A period written `start<dash>end`, each date by `write`, a date without month as its year. */
function joined(dash: string, write: (date: string) => string) {
  return (start: string | undefined, end: string | undefined, words: Words): string => {
    const each = (date: string) => (hasMonth(date) ? write(date) : year(date));
    return `${start ? each(start) : ''}${dash}${end ? each(end) : words.present}`;
  };
}

const english: LanguageWords = {
  headings: {
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    topSkills: 'Top Skills',
    languages: 'Languages',
    certificates: 'Certifications',
    projects: 'Projects',
    contact: 'Contact',
  },
  present: 'Present',
  period: (start, end, words) =>
    joined(' – ', (date) => `${words.month(date, 'short')} ${year(date)}`)(start, end, words),
  years: { one: 'year', other: 'years' },
  months: { one: 'month', other: 'months' },
  unitSpace: ' ',
  page: (number, total) => `Page ${number} of ${total}`,
};

const languages: Record<string, LanguageWords> = {
  en: english,
  de: {
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      topSkills: 'Top-Kenntnisse',
      languages: 'Sprachen',
      certificates: 'Zertifikate',
      projects: 'Projekte',
      contact: 'Kontakt',
    },
    present: 'heute',
    period: (start, end, words) =>
      joined(' - ', (date) => `${twoDigits(date)}/${year(date)}`)(start, end, words),
    years: { one: 'Jahr', other: 'Jahre' },
    months: { one: 'Monat', other: 'Monate' },
    unitSpace: ' ',
    page: (number, total) => `Seite ${number} von ${total}`,
  },
  fr: {
    headings: {
      summary: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      topSkills: 'Principales compétences',
      languages: 'Langues',
      certificates: 'Certifications',
      projects: 'Projets',
      contact: 'Coordonnées',
    },
    present: 'aujourd’hui',
    period: (start, end, words) =>
      joined(' – ', (date) => `${words.month(date, 'long')} ${year(date)}`)(start, end, words),
    years: { one: 'an', other: 'ans' },
    months: { other: 'mois' },
    unitSpace: ' ',
    page: (number, total) => `Page ${number} sur ${total}`,
  },
  es: {
    headings: {
      summary: 'Extracto',
      experience: 'Experiencia',
      education: 'Educación',
      skills: 'Aptitudes',
      topSkills: 'Aptitudes principales',
      languages: 'Idiomas',
      certificates: 'Certificaciones',
      projects: 'Proyectos',
      contact: 'Contactar',
    },
    present: 'actualidad',
    period: (start, end, words) =>
      joined(' - ', (date) => `${words.month(date, 'long')} de ${year(date)}`)(start, end, words),
    years: { one: 'año', other: 'años' },
    months: { one: 'mes', other: 'meses' },
    unitSpace: ' ',
    page: (number, total) => `Página ${number} de ${total}`,
  },
  pl: {
    headings: {
      summary: 'Podsumowanie',
      experience: 'Doświadczenie',
      education: 'Wykształcenie',
      skills: 'Umiejętności',
      topSkills: 'Najważniejsze umiejętności',
      languages: 'Języki',
      certificates: 'Certyfikaty',
      projects: 'Projekty',
      contact: 'Dane kontaktowe',
    },
    present: 'obecnie',
    // Polish résumés often give years alone.
    period: (start, end, words) => joined(' – ', year)(start, end, words),
    years: { one: 'rok', few: 'lata', many: 'lat', other: 'lat' },
    months: { other: 'mies.' },
    unitSpace: ' ',
    page: (number, total) => `Strona ${number} z ${total}`,
  },
  ru: {
    headings: {
      summary: 'О себе',
      experience: 'Опыт работы',
      education: 'Образование',
      skills: 'Навыки',
      topSkills: 'Основные навыки',
      languages: 'Языки',
      certificates: 'Сертификаты',
      projects: 'Проекты',
      contact: 'Контакты',
    },
    present: 'по настоящее время',
    period: (start, end, words) =>
      joined(' — ', (date) => `${words.month(date, 'long')} ${year(date)}`)(start, end, words),
    years: { one: 'год', few: 'года', many: 'лет', other: 'года' },
    months: { one: 'месяц', few: 'месяца', many: 'месяцев', other: 'месяца' },
    unitSpace: ' ',
    page: (number, total) => `Страница ${number} из ${total}`,
  },
  uk: {
    headings: {
      summary: 'Про себе',
      experience: 'Досвід роботи',
      education: 'Освіта',
      skills: 'Навички',
      topSkills: 'Основні навички',
      languages: 'Мови',
      certificates: 'Сертифікати',
      projects: 'Проєкти',
      contact: 'Контакти',
    },
    present: 'дотепер',
    period: (start, end, words) =>
      joined(' — ', (date) => `${words.month(date, 'long')} ${year(date)}`)(start, end, words),
    years: { one: 'рік', few: 'роки', many: 'років', other: 'року' },
    months: { one: 'місяць', few: 'місяці', many: 'місяців', other: 'місяця' },
    unitSpace: ' ',
    page: (number, total) => `Сторінка ${number} з ${total}`,
  },
  ja: {
    headings: {
      summary: '概要',
      experience: '職歴',
      education: '学歴',
      skills: 'スキル',
      topSkills: 'トップスキル',
      languages: '語学',
      certificates: '資格',
      projects: 'プロジェクト',
      contact: '連絡先',
    },
    present: '現在',
    period: (start, end, words) =>
      joined('～', (date) => `${year(date)}年${Number(twoDigits(date))}月`)(start, end, words),
    years: { other: '年' },
    months: { other: 'か月' },
    unitSpace: '',
    page: (number, total) => `${number} / ${total} ページ`,
  },
  ko: {
    headings: {
      summary: '소개',
      experience: '경력',
      education: '학력',
      skills: '기술',
      topSkills: '주요 기술',
      languages: '언어',
      certificates: '자격증',
      projects: '프로젝트',
      contact: '연락처',
    },
    present: '현재',
    period: (start, end, words) =>
      joined(' ~ ', (date) => `${year(date)}.${twoDigits(date)}`)(start, end, words),
    years: { other: '년' },
    months: { other: '개월' },
    unitSpace: '',
    page: (number, total) => `${total}페이지 중 ${number}페이지`,
  },
  zh: {
    headings: {
      summary: '个人简介',
      experience: '工作经历',
      education: '教育背景',
      skills: '专业技能',
      topSkills: '主要技能',
      languages: '语言能力',
      certificates: '证书',
      projects: '项目经历',
      contact: '联系方式',
    },
    present: '至今',
    period: (start, end, words) =>
      joined(' - ', (date) => `${year(date)}.${twoDigits(date)}`)(start, end, words),
    years: { other: '年' },
    months: { other: '个月' },
    unitSpace: '',
    page: (number, total) => `第 ${number} 页，共 ${total} 页`,
  },
  ar: {
    headings: {
      summary: 'نبذة',
      experience: 'الخبرة المهنية',
      education: 'التعليم',
      skills: 'المهارات',
      topSkills: 'أهم المهارات',
      languages: 'اللغات',
      certificates: 'الشهادات',
      projects: 'المشاريع',
      contact: 'التواصل',
    },
    present: 'حتى الآن',
    period: (start, end, words) =>
      joined(' – ', (date) => `${words.month(date, 'long')} ${year(date)}`)(start, end, words),
    years: { one: 'سنة', two: 'سنتان', few: 'سنوات', other: 'سنة' },
    months: { one: 'شهر', two: 'شهران', few: 'أشهر', other: 'شهرًا' },
    unitSpace: ' ',
    page: (number, total) => `صفحة ${number} من ${total}`,
  },
};

/** The words of `language` (its primary subtag), English for a language the corpus has none for. */
export function wordsFor(language: string): Words {
  const primary = language.split('-')[0]!;
  const own = languages[primary] ?? english;
  const locale = languages[primary] ? primary : 'en';
  return {
    ...own,
    locale,
    direction: primary === 'ar' ? 'rtl' : 'ltr',
    month(date, width) {
      if (width === 'numeric') return twoDigits(date);
      // The 15th, at noon UTC: the month's name the same in every time zone.
      const day = new Date(`${date.slice(0, 7)}-15T12:00:00Z`);
      return new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(day);
    },
  };
}

/** The day the corpus was written: what "Present" means when a look counts a period's length. */
const corpusToday = '2025-01';

/**
 * A period's length as LinkedIn prints it after the dates ("5 years 10 months"), counting both its
 * first and last month; a period given in years alone counts whole years.
 */
export function periodLength(start: string, end: string | undefined, words: Words): string {
  const until = end ?? corpusToday;
  const startMonth = hasMonth(start) ? Number(twoDigits(start)) : 1;
  const endMonth = hasMonth(until) ? Number(twoDigits(until)) : 12;
  const total = (Number(year(until)) - Number(year(start))) * 12 + endMonth - startMonth + 1;
  const plural = new Intl.PluralRules(words.locale);
  const count = (n: number, forms: Forms) =>
    `${n}${words.unitSpace}${forms[plural.select(n)] ?? forms.other}`;
  const [years, months] = [Math.floor(total / 12), total % 12];
  return [years > 0 ? count(years, words.years) : '', months > 0 ? count(months, words.months) : '']
    .filter(Boolean)
    .join(' ');
}
