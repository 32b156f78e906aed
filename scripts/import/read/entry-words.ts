/**
 * The words that tell the parts of a résumé entry's heading apart, in the languages people write
 * them in: a job title ("Senior Engineer", "Entwickler", "エンジニア"), a company ("Lumen Labs GmbH",
 * "株式会社…"), a school ("Universität Wien", "大学"), a degree ("BSc", "Магистр"), a place
 * ("Lisbon, Portugal", "Remote"), a spell's length ("2 years 3 months"), and how well a language is
 * spoken ("Native", "C1"). Each test is a score or a yes; the entry reader weighs them together.
 */

/** Words in a job title. Latin words match whole words; words in other scripts match anywhere. */
// prettier-ignore
const roleWords = [
  'engineer', 'developer', 'programmer', 'architect', 'designer', 'manager', 'lead', 'leader', 'head', 'director',
  'cto', 'ceo', 'cio', 'vp', 'vice president', 'founder', 'co-founder', 'cofounder', 'owner', 'consultant', 'analyst',
  'scientist', 'specialist', 'administrator', 'admin', 'intern', 'internship', 'trainee', 'apprentice', 'tester', 'qa',
  'sre', 'devops', 'officer', 'coordinator', 'assistant', 'associate', 'principal', 'staff', 'senior', 'junior',
  'freelance', 'freelancer', 'contractor', 'researcher', 'teacher', 'lecturer', 'instructor', 'tutor', 'mentor',
  'writer', 'editor', 'product', 'advisor', 'adviser', 'maintainer', 'co-maintainer', 'technician', 'fellow',
  'contributor', 'full-stack', 'fullstack', 'frontend', 'front-end', 'backend', 'back-end', 'mobile',
  'entwickler', 'entwicklerin', 'ingenieur', 'ingenieurin', 'leiter', 'leiterin', 'berater', 'beraterin',
  'werkstudent', 'praktikant', 'praktikantin', 'softwareentwickler', 'geschäftsführer', 'teamleiter',
  'entwicklerin', 'softwareentwicklerin', 'werkstudentin', 'інженерка', 'програмістка', 'розробниця', 'керівниця',
  'провідна', 'разработчица', 'программистка', 'инженерка', 'inżynierka', 'analityczka', 'analista', 'becaria',
  'starsza', 'młodsza', 'développeur', 'développeuse', 'ingénieur', 'ingénieure', 'chef', 'responsable', 'stagiaire', 'alternant',
  'directeur', 'directrice', 'chargé', 'chargée', 'concepteur',
  'desarrollador', 'desarrolladora', 'ingeniero', 'ingeniera', 'jefe', 'jefa', 'programador', 'programadora',
  'científico', 'científica',
  'becario', 'becaria', 'responsable', 'administrador', 'administradora', 'administrateur', 'administratrice',
  'amministratore', 'desenvolvedor', 'desenvolvedora', 'engenheiro', 'engenheira',
  'sviluppatore', 'sviluppatrice', 'ingegnere', 'responsabile', 'ontwikkelaar',
  'programista', 'programistka', 'inżynier', 'kierownik', 'stażysta', 'stażystka', 'architekt', 'starszy', 'młodszy',
  'разработчик', 'программист', 'инженер', 'руководитель', 'архитектор', 'тимлид', 'стажёр', 'стажер', 'аналитик',
  'ведущий', 'старший', 'младший', 'директор', 'менеджер', 'консультант', 'тестировщик',
  'розробник', 'програміст', 'інженер', 'керівник', 'провідний', 'старший', 'молодший',
  'エンジニア', 'プログラマ', '開発', 'デザイナー', 'マネージャー', 'リード', 'アーキテクト', 'インターン', '責任者',
  '部長', '課長', '主任', 'コンサルタント', 'プロダクト',
  '工程师', '开发', '程序员', '架构师', '经理', '负责人', '实习', '总监', '组长', '设计师', '工程師', '開發',
  '개발자', '엔지니어', '매니저', '리드', '인턴', '팀장', '디자이너', '아키텍트',
  'مهندس', 'مطور', 'مبرمج', 'مدير', 'قائد', 'رئيس', 'متدرب', 'مصمم', 'مستشار', 'محلل', 'مهندسة', 'مطورة', 'مبرمجة',
  'مديرة', 'قائدة', 'مصممة', 'مستشارة', 'محللة', 'متدربة',
  'מפתח', 'מהנדס', 'מנהל', 'ראש צוות',
];

/** Words in a company's name. */
// prettier-ignore
const companyWords = [
  'inc', 'inc.', 'ltd', 'ltd.', 'llc', 'llp', 'plc', 'gmbh', 'ag', 'kg', 'se', 'sa', 's.a.', 'sas', 'sarl', 'srl',
  's.r.l.', 's.l.', 'slu', 'ltda', 'ltda.', 's.p.a.', 'spa', 's.r.o.', 'a.s.', 'd.o.o.', 'kft', 'oü', 'bv', 'b.v.', 'nv', 'oy', 'ab', 'as', 'a/s', 'corp', 'corp.', 'corporation', 'company', 'co.', 'group',
  'labs', 'lab', 'studio', 'studios', 'technologies', 'technology', 'tech', 'systems', 'solutions', 'software',
  'digital', 'bank', 'agency', 'consulting', 'partners', 'ventures', 'holdings', 'sp.', 'z', 'o.o.', 'spółka',
  'ооо', 'оао', 'зао', 'ао', 'пао', 'тов', 'фоп',
  '株式会社', '有限会社', '合同会社', 'システム開発', 'ソフトウェア開発', '公司', '有限公司', '集团', '科技', '株式會社', '주식회사', '(주)', 'شركة', 'مؤسسة',
];

/** Words in a school's name. */
// prettier-ignore
const schoolWords = [
  'university', 'college', 'institute', 'school', 'academy', 'polytechnic', 'conservatory',
  'universität', 'hochschule', 'fachhochschule', 'akademie', 'gymnasium', 'schule',
  'université', 'école', 'ecole', 'lycée', 'institut', 'iut', 'universidad', 'universidade', 'escuela', 'instituto',
  'università', 'politecnico', 'universiteit', 'hogeschool', 'uniwersytet', 'politechnika', 'akademia', 'szkoła',
  'университет', 'институт', 'академия', 'колледж', 'техникум', 'университет', 'університет', 'інститут',
  'академія', 'коледж', 'vysoká', 'univerzita', 'üniversitesi',
  '大学', '大學', '学院', '学校', '高校', '高等専門学校', '大学院', '대학교', '대학', '학교', 'جامعة', 'كلية', 'معهد',
  'אוניברסיטת', 'מכללת', 'הטכניון',
];

/** Words in a degree. */
// prettier-ignore
const degreeWords = [
  'bachelor', "bachelor's", 'master', "master's", 'bsc', 'b.sc.', 'msc', 'm.sc.', 'ba', 'b.a.', 'ma', 'm.a.', 'bs',
  'b.s.', 'ms', 'm.s.', 'beng', 'b.eng.', 'meng', 'm.eng.', 'phd', 'ph.d.', 'mba', 'diploma', 'degree', 'associate',
  'doctorate', 'certificate', 'bootcamp', 'diplom', 'diplom-informatiker', 'abitur', 'ausbildung', 'promotion',
  'licence', 'licencia', 'licenciatura', 'grado', 'máster', 'mestrado', 'doctorat', 'doctorado', 'laurea',
  'magistrale', 'triennale', 'licencjat', 'magister', 'inżynier', 'inż.', 'mgr', 'бакалавр', 'магистр', 'специалист',
  'аспирантура', 'магістр', 'спеціаліст', 'diplôme', 'ingénieur',
  '学士', '修士', '博士', '本科', '硕士', '学士学位', '硕士学位', '專科', '학사', '석사', '박사', 'بكالوريوس',
  'ماجستير', 'دكتوراه', 'דיפלומה', 'תואר',
];

/** Words that stand for a place of work that is no place. */
// prettier-ignore
const remoteWords = [
  'remote', 'remote-first', 'fully remote', 'hybrid', 'on-site', 'worldwide', 'télétravail', 'à distance',
  'remoto', 'en remoto', 'homeoffice', 'home office', 'zdalnie', 'praca zdalna', 'удалённо', 'удаленно', 'віддалено',
  'リモート', '远程', '원격', 'عن بعد',
];

/** How well a language is spoken, as résumés say it. */
// prettier-ignore
const fluencyWords = [
  'native', 'native speaker', 'mother tongue', 'bilingual', 'fluent', 'proficient', 'professional', 'full professional',
  'professional working', 'limited working', 'elementary', 'basic', 'intermediate', 'advanced', 'conversational',
  'beginner', 'working proficiency', 'native or bilingual proficiency', 'full professional proficiency',
  'professional working proficiency', 'limited working proficiency', 'elementary proficiency',
  'muttersprache', 'fließend', 'verhandlungssicher', 'gut', 'grundkenntnisse', 'langue maternelle', 'natif',
  'native', 'courant', 'bilingue', 'intermédiaire', 'notions', 'nativo', 'nativa', 'lengua materna', 'fluido',
  'avanzado', 'intermedio', 'básico', 'ojczysty', 'biegły', 'biegle', 'dobry', 'podstawowy', 'komunikatywny',
  'родной', 'свободно', 'свободный', 'свободное владение', 'разговорный', 'базовый', 'рідна', 'вільно',
  'вільне володіння', 'базовий', 'базовий рівень', 'середній', 'ネイティブ', '母語', 'ビジネス',
  '日常会話', '流暢', '母语', '流利', '熟练', '良好', '원어민', '모국어', '유창', '비즈니스', '중급', '초급',
  'اللغة الأم', 'لغة أم', 'طلاقة', 'جيد', 'ممتاز', 'متوسط', 'متقدم', 'مبتدئ', 'أساسي', 'שפת אם',
];

const latinWord = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}.'’/&+-]+$/u;

/**
 * A test of whether a word (lower case) appears in a text as a whole word, or anywhere for other
 * scripts. Each is made once: making a pattern on every call took a third of a second in a
 * two-page résumé's import.
 */
function wordTest(word: string): (text: string) => boolean {
  if (!latinWord.test(word.replace(/\s/g, ''))) return (text) => text.includes(word);
  const escaped = word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}(?:$|[^\\p{L}\\p{N}])`, 'u');
  return (text) => pattern.test(text);
}

type WordTests = readonly ((text: string) => boolean)[];
const testsOf = (words: readonly string[]): WordTests => words.map(wordTest);
const [roleTests, companyTests, schoolTests, degreeTests, fluencyTests] = [
  roleWords,
  companyWords,
  schoolWords,
  degreeWords,
  fluencyWords,
].map(testsOf) as [WordTests, WordTests, WordTests, WordTests, WordTests];

/**
 * A German title is often one compound word ending in its role: "Datenbankentwicklerin",
 * "Cloudarchitekt", "Projektleiter". A word of at least three letters before one of these endings is
 * a title's word, as the ending alone is (counted when no listed word is there already).
 */
const compoundRole =
  /(?:^|[^\p{L}\p{N}])\p{L}{3,}(?:entwickler|ingenieur|leiter|berater|architekt|administrator|analyst|spezialist|programmierer|manager|designer|tester)(?:in)?(?:$|[^\p{L}\p{N}])/u;

/**
 * How many of the words `tests` look for `text` holds, written with their accents or without, or
 * with accents a word's other spelling has ("sénior" for "senior").
 */
function score(text: string, tests: WordTests): number {
  const lower = text.toLowerCase();
  const plain = lower.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  if (plain === lower.normalize('NFC')) return tests.filter((has) => has(lower)).length;
  return tests.filter((has) => has(lower) || has(plain)).length;
}

export const roleScore = (text: string) =>
  score(text, roleTests) || (compoundRole.test(text.toLowerCase()) ? 1 : 0);
/** A company is named in a few words: a longer part that holds "software" describes one. */
export const companyScore = (text: string) => (text.split(/\s+/).length <= 5 ? score(text, companyTests) : 0);
export const schoolScore = (text: string) => score(text, schoolTests);
export const degreeScore = (text: string) => score(text, degreeTests);

/** "Remote", "Télétravail": a place of work that is no place. */
export const isRemote = (text: string) => remoteWords.includes(text.trim().toLowerCase());

/** Small words a place's name may hold in lower case: "Frankfurt am Main", "Rio de Janeiro". */
const placeParticles = new Set([
  'am',
  'an',
  'der',
  'de',
  'del',
  'la',
  'le',
  'les',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'van',
  'von',
  'upon',
  'on',
  'sur',
  'y',
  'el',
  'al',
]);

/** A place: "Lisbon, Portugal", "Austin, TX", "Berlin, Germany (Remote)", or a place of work that is none. */
export function isPlace(text: string): boolean {
  const trimmed = text.trim().replace(/\s*\((?:remote|hybrid|on-site)\)$/i, '');
  if (isRemote(trimmed)) return true;
  if (
    roleScore(trimmed) > 0 ||
    companyScore(trimmed) > 0 ||
    schoolScore(trimmed) > 0 ||
    degreeScore(trimmed) > 0
  )
    return false;
  // A place's name has no abbreviation of a company's form ("S.L.", "sp. j.").
  if (/\p{L}\.\s?\p{L}\.?/u.test(trimmed)) return false;
  // Two or three names with commas between, each of at most three words, each word a capital's.
  const names = trimmed.split(/\s*,\s*/);
  if (names.length < 2 || names.length > 3) return false;
  return names.every((name) => {
    const nameWords = name.split(/\s+/);
    return (
      nameWords.length <= 3 &&
      companyScore(name) === 0 &&
      nameWords.every((word) => /^\p{Lu}[\p{L}\p{M}.'’-]*$/u.test(word) || placeParticles.has(word))
    );
  });
}

/**
 * Whether a part is written as a name is: most of its longer words begin with a capital ("Bramble &
 * Finch", "Brightwell Mutual Life and Casualty"), unlike a description ("Digital agency"). Words of
 * scripts without case always may be.
 */
export function looksLikeName(text: string): boolean {
  const long = text.split(/\s+/).filter((word) => /^\p{L}{4,}/u.test(word) && /[\p{Lu}\p{Ll}]/u.test(word));
  if (long.length === 0) return true;
  return long.filter((word) => /^\p{Lu}/u.test(word)).length > long.length * 0.6;
}

/** A spell's length as LinkedIn and others write it beside dates: "2 years 3 months", "(1 yr 2 mos)". */
export const durationPattern =
  /\(?\s*(?:\p{Nd}+\s*(?:years?|yrs?|months?|mos?|jahre?|monate?|ans?|mois|años?|meses?|anni|mesi|rok|lat|lata|mies\.?|miesiące|miesięcy|miesiąc|года?|лет|месяц(?:а|ев)?|мес\.?|роки?|років|місяці?в?|年|か月|ヶ月|个月|個月|년|개월)\s*){1,2}\)?/giu;

/** Whether `text` is nothing but a spell's length ("6 years 2 months"). */
export const isDuration = (text: string) =>
  text.trim() !== '' && text.replace(durationPattern, '').replace(/[\s·•,]/g, '') === '';

/** Whether `text` says how well a language is spoken: a word for it, or a CEFR level ("C1"). */
export function isFluency(text: string): boolean {
  const lower = text
    .trim()
    .toLowerCase()
    .replace(/^[([]|[)\]]$/g, '');
  return /(?:^|[\s(])[abc][12]\+?(?:$|[\s)])/i.test(lower) || fluencyTests.some((has) => has(lower));
}
