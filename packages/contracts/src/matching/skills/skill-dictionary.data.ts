import type { SkillEntry } from './skill-dictionary.ts';
import { BUSINESS_SKILLS, PRODUCT_SKILLS } from './entries/skills-business.data.ts';
import { CLOUD_DEVOPS_SKILLS, DATABASE_SKILLS } from './entries/skills-data-cloud.data.ts';
import { DATA_SKILLS } from './entries/skills-data-ai.data.ts';
import { DESIGN_SKILLS, TOOL_SKILLS } from './entries/skills-tools-design.data.ts';
import { DOMAIN_SKILLS } from './entries/skills-domain.data.ts';
import { ENGINEERING_SKILLS } from './entries/skills-engineering.data.ts';
import { FINANCE_SKILLS, MARKETING_SKILLS } from './entries/skills-finance-marketing.data.ts';
import { FRAMEWORK_SKILLS } from './entries/skills-frameworks.data.ts';
import { HR_SKILLS, OPERATIONS_SKILLS } from './entries/skills-hr-operations.data.ts';
import { EDUCATION_SKILLS, HEALTHCARE_SKILLS, LEGAL_SKILLS } from './entries/skills-people.data.ts';
import { PROGRAMMING_LANGUAGE_SKILLS } from './entries/skills-programming.data.ts';
import { LANGUAGE_SKILLS, SOFT_SKILLS } from './entries/skills-soft-language.data.ts';
import { MOBILE_SKILLS, TESTING_SKILLS } from './entries/skills-testing-mobile.data.ts';

/**
 * The skill dictionary (docs/skills.md: where it comes from and how to extend it). One entry per skill: its one
 * name, the other spellings people write, and a category. Bump SKILL_DICTIONARY_VERSION when entries change:
 * the API re-syncs its `skills` table when the version (or the entries) differ from what it last applied.
 */
export const SKILL_DICTIONARY_VERSION = '2026.11.5';

export const SKILL_ENTRIES: readonly SkillEntry[] = [
  ...PROGRAMMING_LANGUAGE_SKILLS,
  ...FRAMEWORK_SKILLS,
  ...DATABASE_SKILLS,
  ...CLOUD_DEVOPS_SKILLS,
  ...DATA_SKILLS,
  ...TESTING_SKILLS,
  ...MOBILE_SKILLS,
  ...TOOL_SKILLS,
  ...DESIGN_SKILLS,
  ...PRODUCT_SKILLS,
  ...BUSINESS_SKILLS,
  ...FINANCE_SKILLS,
  ...MARKETING_SKILLS,
  ...HR_SKILLS,
  ...OPERATIONS_SKILLS,
  ...ENGINEERING_SKILLS,
  ...HEALTHCARE_SKILLS,
  ...EDUCATION_SKILLS,
  ...LEGAL_SKILLS,
  ...DOMAIN_SKILLS,
  ...SOFT_SKILLS,
  ...LANGUAGE_SKILLS,
];
