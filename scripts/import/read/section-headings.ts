/**
 * The headings résumés put over their sections, in the languages people write them in, each naming
 * the JSON Resume section it opens: how a reader of a PDF or a Word file knows that "Berufserfahrung",
 * "Expérience professionnelle", "職歴" and "Опыт работы" all open `work`. A heading is known by its
 * words (numbering, punctuation, case and accents aside) and by its look: a short line set apart
 * from the text around it by its size, its weight or its capitals.
 */

/** The JSON Resume sections a heading can open, and the owner's summary. */
export type ResumeSection =
  | 'summary'
  | 'work'
  | 'volunteer'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certificates'
  | 'projects'
  | 'awards'
  | 'publications'
  | 'interests'
  | 'references'
  | 'contact';

/** Each section's headings, by language; compared once normalised (`headingKey`). */
// prettier-ignore
const headings: Record<ResumeSection, readonly string[]> = {
  summary: [
    'summary', 'profile', 'professional summary', 'about', 'about me', 'objective', 'career objective',
    'profil', 'zusammenfassung', 'über mich', 'kurzprofil', 'résumé', 'à propos', 'profil professionnel',
    'resumen', 'extracto', 'perfil', 'sobre mí', 'sobre mim', 'resumo', 'profilo', 'sommario', 'profiel', 'samenvatting',
    'podsumowanie', 'o mnie', 'о себе', 'обо мне', 'резюме', 'профиль', 'про себе', 'про мене', 'профіль',
    '概要', '自己紹介', '自己pr', 'プロフィール', '个人简介', '简介', '个人总结', '自我评价', '個人簡介', '자기소개', '요약', '프로필',
    'نبذة', 'نبذة عني', 'الملخص', 'ملخص', 'תקציר', 'אודות', 'सारांश',
  ],
  work: [
    'experience', 'work', 'work experience', 'professional experience', 'employment', 'employment history',
    'work history', 'career', 'career history', 'relevant experience', 'professional history', 'work experiences',
    'berufserfahrung', 'erfahrung', 'berufliche erfahrung', 'werdegang', 'beruflicher werdegang',
    'expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles', 'parcours professionnel',
    'experiencia', 'experiencia laboral', 'experiencia profesional', 'experiência', 'experiência profissional',
    'esperienza', 'esperienze', 'esperienza lavorativa', 'esperienza professionale', 'werkervaring', 'ervaring',
    'doświadczenie', 'doświadczenie zawodowe', 'опыт работы', 'опыт', 'профессиональный опыт', 'досвід роботи', 'досвід',
    'zkušenosti', 'pracovní zkušenosti', 'iş deneyimi', 'deneyim',
    '職歴', '職務経歴', '経歴', '職務経験', '工作经历', '工作经验', '工作經歷', '경력', '경력 사항', '업무 경험',
    'الخبرة', 'الخبرة المهنية', 'الخبرة العملية', 'الخبرات', 'الخبرات العملية', 'الخبرات المهنية', 'ניסיון', 'ניסיון תעסוקתי', 'अनुभव', 'ประสบการณ์',
  ],
  volunteer: [
    'volunteer', 'volunteering', 'volunteer experience', 'volunteer work', 'community involvement', 'ehrenamt', 'ehrenamtliches engagement', 'bénévolat',
    'voluntariado', 'volontariato', 'vrijwilligerswerk', 'wolontariat', 'волонтерство', 'волонтёрство',
    'ボランティア', '志愿者经历', '봉사활동', 'العمل التطوعي', 'התנדבות',
  ],
  education: [
    'education', 'academic background', 'qualifications', 'studies', 'education & training', 'academic history', 'ausbildung', 'bildung', 'studium',
    'bildungsweg', 'formation', 'formations', 'études', 'éducation', 'educación', 'formación', 'formação',
    'educação', 'formação acadêmica', 'formación académica', 'formation académique', 'formazione accademica', 'istruzione', 'formazione', 'opleiding', 'opleidingen', 'wykształcenie', 'edukacja',
    'образование', 'освіта', 'vzdělání', 'eğitim', '学歴', '学历', '教育背景', '教育经历', '學歷', '학력',
    'التعليم', 'المؤهلات العلمية', 'השכלה', 'शिक्षा', 'การศึกษา',
  ],
  skills: [
    'skills', 'technical skills', 'core skills', 'key skills', 'competencies', 'core competencies', 'expertise',
    'technologies', 'tech stack', 'top skills', 'основные навыки', 'najważniejsze umiejętności',
    'top-kenntnisse', 'principales compétences', 'aptitudes principales', 'competenze principali', 'kenntnisse', 'fähigkeiten', 'kompetenzen', 'it-kenntnisse', 'compétences',
    'compétences techniques', 'habilidades', 'aptitudes', 'principais competências', 'competencias', 'conocimientos', 'competências', 'competenze',
    'vaardigheden', 'umiejętności', 'навыки', 'ключевые навыки', 'навички', 'dovednosti', 'yetenekler',
    'スキル', '技術スキル', '技能', '专业技能', '技能特长', '技術', '기술', '보유 기술', 'المهارات', 'مهارات',
    'כישורים', 'מיומנויות', 'कौशल', 'ทักษะ',
  ],
  languages: [
    'languages', 'language skills', 'sprachen', 'sprachkenntnisse', 'langues', 'idiomas', 'lingue', 'talen',
    'języki', 'języki obce', 'языки', 'знание языков', 'мови', 'jazyky', 'diller', '語学', '言語', '语言',
    '语言能力', '언어', '외국어', 'اللغات', 'שפות', 'भाषाएँ',
  ],
  certificates: [
    'certifications', 'certificates', 'licenses & certifications', 'courses & certifications', 'certifications & courses', 'training', 'licenses and certifications', 'certification',
    'zertifikate', 'zertifizierungen', 'certificats', 'certificaciones', 'certificados', 'certificações',
    'certificazioni', 'certificaten', 'certyfikaty', 'сертификаты', 'сертифікати', '資格', '資格・免許',
    '证书', '资格证书', '자격증', 'الشهادات', 'תעודות',
  ],
  projects: [
    'projects', 'personal projects', 'selected projects', 'side projects', 'open source', 'open source projects',
    'open-source projects', 'open source contributions', 'open-source contributions', 'projekte', 'projets', 'proyectos',
    'projetos', 'progetti', 'projecten', 'projekty', 'проекты', 'проєкти', 'プロジェクト', '项目', '项目经历', '项目经验',
    '프로젝트', 'المشاريع', 'פרויקטים',
  ],
  awards: [
    'awards', 'honors', 'honours', 'honors & awards', 'honors-awards', 'honours-awards', 'achievements', 'auszeichnungen', 'distinctions', 'prix',
    'premios', 'prêmios', 'premi', 'prijzen', 'nagrody', 'награды', 'нагороди', '受賞歴', '获奖', '获奖经历',
    '수상', '수상 경력', 'الجوائز', 'פרסים',
  ],
  publications: [
    'publications', 'papers', 'talks', 'publikationen', 'veröffentlichungen', 'publicaciones', 'publicações',
    'pubblicazioni', 'publicaties', 'publikacje', 'публикации', 'публікації', '論文', '著作', '发表论文', '논문',
    'المنشورات', 'פרסומים',
  ],
  interests: [
    'interests', 'hobbies', 'hobbies & interests', 'interessen', 'hobbys', "centres d'intérêt", 'loisirs',
    'intereses', 'aficiones', 'interesses', 'interessi', 'hobby’s', 'zainteresowania',
    'интересы', 'хобби', 'увлечения', 'інтереси', 'хобі', 'захоплення', '趣味', '兴趣爱好', '취미', 'الاهتمامات', 'תחומי עניין',
  ],
  references: [
    'references', 'referenzen', 'références', 'referencias', 'referências', 'referenze', 'referenties',
    'referencje', 'рекомендации', 'отзывы', 'рекомендації', 'відгуки', '推薦者', '推荐人', '추천인', 'المراجع', 'ממליצים',
  ],
  contact: [
    'contact', 'contact information', 'contact details', 'kontakt', 'coordonnées', 'contacto', 'contato',
    'contatti', 'контакты', 'контакти', '連絡先', '联系方式', '연락처', 'معلومات الاتصال', 'פרטי קשר',
    // The section a Europass CV opens with.
    'personal information', 'informations personnelles', 'persönliche angaben', 'angaben zur person',
    'información personal', 'informazioni personali', 'informações pessoais', 'dane osobowe', 'личная информация',
  ],
};

/**
 * A heading as its words compare: lower case, without accents or the marks around it ("01",
 * "1.", "—", ":", "•"), "&" and "and" alike, one space between words.
 */
function headingKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^[\s\p{Nd}.)\-–—•·|:#]+/u, '')
    .replace(/[\s:：.。|•·—–-]+$/u, '')
    .replace(/\s+(?:and|und|et|y|e|i|и|і)\s+/gu, ' & ')
    .replace(/\s*&\s*/g, ' & ')
    .replace(/\s+/g, ' ')
    .trim();
}

const bySection = new Map<string, ResumeSection>(
  (Object.entries(headings) as [ResumeSection, readonly string[]][]).flatMap(([section, names]) =>
    names.map((name) => [headingKey(name), section] as const),
  ),
);

/**
 * A line of single letters (a pair or three where a font kerns them) with spaces between: a heading
 * set with its letters spaced out ("E X P E R I E N C E").
 */
const letterSpaced = /^(?:\S{1,3} ){2,}\S{1,3}$|^\p{Script=Han}(?: \p{Script=Han}{1,2})+$/u;

/** The section a heading's words open; undefined for words no résumé heads a section with. */
export function sectionNamed(text: string): ResumeSection | undefined {
  const trimmed = text.trim();
  if (letterSpaced.test(trimmed)) {
    const unspaced = bySectionUnspaced.get(headingKey(trimmed.replace(/\s+/g, '')));
    if (unspaced) return unspaced;
  }
  return bySection.get(headingKey(trimmed)) ?? experienceOf(trimmed);
}

/**
 * A section's heading with the word for experience after it, as some themes write every heading
 * ("Projects Experience", "Volunteering Experience"): the section the words before it name.
 */
function experienceOf(text: string): ResumeSection | undefined {
  const words = text.split(/\s+/);
  if (words.length < 2 || bySection.get(headingKey(words.at(-1)!)) !== 'work') return undefined;
  return bySection.get(headingKey(words.slice(0, -1).join(' ')));
}

/** The headings keyed without spaces, as a letter-spaced heading's letters join up. */
const bySectionUnspaced = new Map<string, ResumeSection>(
  [...bySection].map(([key, section]) => [key.replace(/\s+/g, ''), section] as const),
);

/** What a line looks like beside the text of its page. */
export interface LineLook {
  text: string;
  size: number;
  bold: boolean;
  capitals: boolean;
}

/**
 * Whether a line looks like a heading beside text set at `bodySize`: short (five words at most, no
 * sentence's full stop), and larger, or bold, or in capitals.
 */
export function looksLikeHeading(line: LineLook, bodySize: number): boolean {
  const words = line.text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5 || /[.。]$/.test(line.text.trim())) return false;
  return line.size > bodySize * 1.1 || line.bold || line.capitals;
}
