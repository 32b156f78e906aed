import { readLinkedIn } from './scripts/import/linkedin.ts';
import { formatProblem } from './scripts/content/problem.ts';
const r = readLinkedIn('tests/corpus/linkedin');
if (!r.ok) console.log(r.problems.map(formatProblem).join('\n'));
else {
  console.log(JSON.stringify(r.resume, null, 1));
  console.log(r.notPlaced.map(formatProblem).join('\n'));
  for (const p of [['work',0,'highlights',1],['work',2,'startDate'],['references',1,'reference'],['basics','location','countryCode'],['skills',5], ['basics','url']]) console.log(p.join('.'), JSON.stringify(r.origin(p)));
}
