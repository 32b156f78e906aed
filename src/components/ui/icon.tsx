import {
  Award,
  Bot,
  Brain,
  Briefcase,
  Building2,
  Calendar,
  Check,
  Clock,
  Cloud,
  Code,
  Coffee,
  Cpu,
  Database,
  FileText,
  FlaskConical,
  Gauge,
  GitBranch,
  Globe,
  GraduationCap,
  Layers,
  LayoutDashboard,
  Lightbulb,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Rocket,
  Server,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Trophy,
  Users,
  Video,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import {
  siAnthropic,
  siCypress,
  siDocker,
  siDotnet,
  siElasticsearch,
  siGit,
  siGithub,
  siGithubactions,
  siGraphql,
  siJavascript,
  siJest,
  siKubernetes,
  siLangchain,
  siMongodb,
  siMysql,
  siNextdotjs,
  siNodedotjs,
  siPostgresql,
  siPython,
  siRabbitmq,
  siApachekafka,
  siReact,
  siRedis,
  siTerraform,
  siTypescript,
  siVite,
} from 'simple-icons';
import type { IconName, TechIconName, UiIconName } from '../../content/schemas';
import styles from './icon.module.css';

/**
 * Brand marks some vendors have withdrawn from the open icon sets are drawn as a short wordmark
 * in a rounded tile instead, so every technology still gets a recognisable, consistent mark.
 */
type TechMark = { path: string } | { monogram: string };

const techMarks: Record<TechIconName, TechMark> = {
  react: siReact,
  typescript: siTypescript,
  javascript: siJavascript,
  dotnet: siDotnet,
  csharp: { monogram: 'C#' },
  nodejs: siNodedotjs,
  nextjs: siNextdotjs,
  docker: siDocker,
  kubernetes: siKubernetes,
  aws: { monogram: 'AWS' },
  azure: { monogram: 'Az' },
  mongodb: siMongodb,
  postgresql: siPostgresql,
  sqlserver: { monogram: 'SQL' },
  mysql: siMysql,
  redis: siRedis,
  elasticsearch: siElasticsearch,
  rabbitmq: siRabbitmq,
  kafka: siApachekafka,
  graphql: siGraphql,
  python: siPython,
  openai: { monogram: 'AI' },
  anthropic: siAnthropic,
  langchain: siLangchain,
  terraform: siTerraform,
  githubactions: siGithubactions,
  git: siGit,
  github: siGithub,
  linkedin: { monogram: 'in' },
  jest: siJest,
  cypress: siCypress,
  vite: siVite,
};

const uiGlyphs: Record<UiIconName, LucideIcon> = {
  award: Award,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building2,
  calendar: Calendar,
  check: Check,
  clock: Clock,
  cloud: Cloud,
  code: Code,
  coffee: Coffee,
  cpu: Cpu,
  database: Database,
  'file-text': FileText,
  gauge: Gauge,
  'git-branch': GitBranch,
  globe: Globe,
  'graduation-cap': GraduationCap,
  layers: Layers,
  layout: LayoutDashboard,
  lightbulb: Lightbulb,
  mail: Mail,
  'map-pin': MapPin,
  message: MessageSquare,
  phone: Phone,
  rocket: Rocket,
  server: Server,
  shield: ShieldCheck,
  sparkles: Sparkles,
  target: Target,
  'test-tube': FlaskConical,
  'trending-up': TrendingUp,
  trophy: Trophy,
  users: Users,
  video: Video,
  workflow: Workflow,
  zap: Zap,
};

interface IconProps {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  className?: string;
}

/** A technology mark or interface glyph by its content name. Decorative: pair it with text. */
export function Icon({ name, size = 24, className }: IconProps) {
  const classes = className ? `${styles.icon} ${className}` : styles.icon;
  if (name in uiGlyphs) {
    const Glyph = uiGlyphs[name as UiIconName];
    return <Glyph aria-hidden="true" focusable="false" width={size} height={size} className={classes} />;
  }
  const mark = techMarks[name as TechIconName];
  if ('monogram' in mark) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
        className={classes}
      >
        <rect x="1" y="3" width="22" height="18" rx="4" fill="currentColor" />
        <text
          x="12"
          y="12.5"
          textAnchor="middle"
          dominantBaseline="middle"
          className={styles.monogram}
          fontSize={mark.monogram.length > 2 ? 8.5 : 10}
        >
          {mark.monogram}
        </text>
      </svg>
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={classes}
    >
      <path d={mark.path} fill="currentColor" />
    </svg>
  );
}
