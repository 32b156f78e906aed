/**
 * The Writing page's words (`pages/writing.json`), which posts need and a content folder without
 * posts lacks: an import that brings posts writes them when the file is missing, in the site's
 * language where they are known here (the languages the project's own owners write in), in English
 * otherwise. They name things only; the page's description and keywords, which describe the owner's
 * writing, are left for the owner, as an import does for every page.
 */
import type { WritingPage } from '#src/content/schemas/writing-page.ts';

const words: Record<string, WritingPage> = {
  en: {
    navigation: 'Writing',
    head: { title: 'Writing | {name}' },
    heading: 'Writing',
    tags: { label: 'Filter posts by tag', all: 'All', count: 'Showing {shown} of {total} posts' },
    listHeading: 'Posts',
    feeds: { heading: 'Subscribe', atom: 'Atom feed', json: 'JSON Feed' },
    post: {
      title: '{title} | {name}',
      published: 'Published',
      updated: 'Updated',
      readingTime: '{minutes} min read',
      tags: 'Tags',
      contents: 'On this page',
      footnotes: 'Footnotes',
      backToText: 'Back to reference {number}',
      anchor: 'Link to “{heading}”',
      nearby: 'More writing',
      previous: 'Previous post',
      next: 'Next post',
      all: 'All writing',
    },
  },
  fr: {
    navigation: 'Articles',
    head: { title: 'Articles | {name}' },
    heading: 'Articles',
    tags: { label: 'Filtrer les articles par thème', all: 'Tous', count: '{shown} articles sur {total}' },
    listHeading: 'Liste des articles',
    feeds: { heading: 'S’abonner', atom: 'Flux Atom', json: 'Flux JSON' },
    post: {
      title: '{title} | {name}',
      published: 'Publié le',
      updated: 'Mis à jour le',
      readingTime: '{minutes} min de lecture',
      tags: 'Thèmes',
      contents: 'Sur cette page',
      footnotes: 'Notes',
      backToText: 'Retour à l’appel de note {number}',
      anchor: 'Lien vers « {heading} »',
      nearby: 'Autres articles',
      previous: 'Article précédent',
      next: 'Article suivant',
      all: 'Tous les articles',
    },
  },
  uk: {
    navigation: 'Статті',
    head: { title: 'Статті | {name}' },
    heading: 'Статті',
    tags: { label: 'Фільтр статей за темою', all: 'Усі', count: 'Показано {shown} з {total} статей' },
    listHeading: 'Список статей',
    feeds: { heading: 'Підписатися', atom: 'Стрічка Atom', json: 'Стрічка JSON' },
    post: {
      title: '{title} | {name}',
      published: 'Опубліковано',
      updated: 'Оновлено',
      readingTime: '{minutes} хв читання',
      tags: 'Теми',
      contents: 'На цій сторінці',
      footnotes: 'Примітки',
      backToText: 'Повернутися до примітки {number}',
      anchor: 'Посилання на «{heading}»',
      nearby: 'Інші статті',
      previous: 'Попередня стаття',
      next: 'Наступна стаття',
      all: 'Усі статті',
    },
  },
  ar: {
    navigation: 'المقالات',
    head: { title: 'المقالات | {name}' },
    heading: 'المقالات',
    tags: { label: 'تصفية المقالات حسب الوسم', all: 'الكل', count: 'عرض {shown} من {total} مقالات' },
    listHeading: 'قائمة المقالات',
    feeds: { heading: 'الاشتراك', atom: 'موجز Atom', json: 'موجز JSON' },
    post: {
      title: '{title} | {name}',
      published: 'نُشر في',
      updated: 'حُدِّث في',
      readingTime: 'مدة القراءة: {minutes} دقيقة',
      tags: 'الوسوم',
      contents: 'في هذه الصفحة',
      footnotes: 'الحواشي',
      backToText: 'العودة إلى الإحالة {number}',
      anchor: 'رابط إلى «{heading}»',
      nearby: 'مقالات أخرى',
      previous: 'المقال السابق',
      next: 'المقال التالي',
      all: 'كل المقالات',
    },
  },
};

/** The languages the words are written in here. */
export const writingPageLanguages = Object.keys(words);

/**
 * The Writing page's words for the site's `locale` ("fr_FR"), and the language they are in: the
 * locale's when they are written here, else English.
 */
export function writingPageWords(locale: string): { language: string; words: WritingPage } {
  const language = locale.split(/[-_]/)[0]!.toLowerCase();
  return language in words ? { language, words: words[language]! } : { language: 'en', words: words.en! };
}
