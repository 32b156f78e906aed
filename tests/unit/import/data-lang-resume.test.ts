import { describe, expect, it } from 'vitest';
import { dataLangFormat } from '#import/read/data-lang-resume.ts';
import { readImport } from '#import/read/read.ts';
import { Placing } from '#import/write/placing.ts';
import { at, corpus, placeOf, success } from './helpers';

const file = `${corpus('chinese')}/resume.json`;

describe('the data_lang template’s résumé JSON', () => {
  // The owner, jobs, projects among them, schools and their honours, skills, a language.
  it('is read as the career it holds, section by section', async () => {
    const { format, resume } = success(await readImport(file));
    expect(format).toBe(dataLangFormat);
    expect(resume.basics).toEqual({
      name: '林晓雯',
      label: '全栈工程师 / 前端架构',
      email: 'xiaowen.lin@example.com',
      phone: '+86 555 0142 7788',
      url: 'https://blog.example.com/lxw',
      profiles: [{ network: 'GitHub', username: 'lin-xiaowen-example' }],
    });
    expect(resume.meta?.language).toBe('zh-CN');
    expect(
      resume.work?.map((job) => [job.name, job.position, job.startDate, job.endDate, job.highlights?.length]),
    ).toEqual([
      ['杭州云岚科技有限公司', '高级全栈工程师', '2020-03', undefined, 3],
      ['上海示例网络技术有限公司', '前端工程师', '2017-07', '2020-02', 2],
      ['示例软件研究所', '后端开发实习生', '2016-07', '2016-09', 1],
    ]);
    expect(resume.work?.[0]?.keywords).toContain('Elasticsearch');
    // The template's Markdown code marks are read as the words they mark.
    expect(resume.work?.[1]?.highlights?.[0]).toBe(
      '开发企业内部数据看板，使用Vue与ECharts，服务 2000 多名员工。',
    );
    expect(
      resume.projects?.map((project) => [
        project.name,
        project.type,
        project.url,
        project.highlights?.length,
      ]),
    ).toEqual([
      ['开源记账应用', '个人项目', 'https://example.com/lin-xiaowen/ledger', 1],
      ['校园二手交易平台', '竞赛项目', undefined, undefined],
    ]);
    expect(resume.education?.map((school) => [school.institution, school.area, school.studyType])).toEqual([
      ['浙江示例大学', '计算机科学与技术', '硕士研究生'],
      ['浙江示例大学', '软件工程', '本科'],
    ]);
    expect(resume.awards?.map((award) => [award.title, award.awarder, award.date])).toEqual([
      ['优秀毕业生', '浙江示例大学', '2017'],
      ['国家奖学金', '浙江示例大学', '2017'],
    ]);
    expect(resume.skills?.map((group) => [group.name, group.keywords])).toEqual([
      ['前端', ['React 与 TypeScript', '工程化']],
      ['后端', ['Node.js', '数据库']],
    ]);
    expect(resume.languages).toEqual([{ language: '英语', fluency: 'CET-6' }]);
  });

  // Each named by the file’s own names.
  it('reports each reading and dropped field where it was written', async () => {
    const { readings, notPlaced } = success(await readImport(file));
    const said = (problems: typeof readings) =>
      problems.map(
        (problem) => `${problem.file}:${problem.line}:${problem.column}  ${problem.path}  ${problem.message}`,
      );
    expect(said(readings)).toEqual(
      expect.arrayContaining([
        `${at(file, '"job_description"')}  job_description  read as your headline (basics.label)`,
        `${at(file, '"至今"')}  experience[0].end  found "至今": read as ongoing`,
        `${at(file, '"2017-7"')}  experience[1].start  found "2017-7": read as 2017-07`,
        `${at(file, '"graduate"')}  education[0].type  found "graduate": read as 硕士研究生`,
        `${at(file, '"english"')}  language[0].type  found "english": read as 英语`,
        `${at(file, '"type"', '"internship"')}  experience[3].type  read as a project, its first line as its description`,
      ]),
    );
    expect(said(notPlaced)).toEqual(
      expect.arrayContaining([
        `${at(file, '"resume_title"')}  resume_title  the site has no place for the file's "resume_title"; not imported`,
        `${at(file, '"wechat"')}  contact.wechat  the site has no place for a WeChat account; not imported`,
        `${at(file, '"type": "internship"')}  experience[2].type  the site has no place for the kind of position ("internship"); not imported`,
      ]),
    );
    // A job's "job" says nothing: not reported.
    expect(notPlaced.filter((problem) => /experience\[[01]\]\.type/.test(problem.path))).toEqual([]);
  });

  it('names a value the writer cannot place by the file’s own name', async () => {
    const read = success(await readImport(file));
    const placing = new Placing(read.origin, new Date('2026-11-28'));
    placing.notPlace(['work', 1, 'position'], 'a test of the name');
    expect(placing.notPlaced[0]).toMatchObject({
      ...placeOf(file, '"前端工程师"'),
      path: 'experience[1].name',
    });
  });
});
