// The content of each record kind (console.md §3 plus docs/decisions.md 'Records'): what a revision
// holds, is signed and is exported. Security fields (owner, team, ACL, project) live beside it.
import { z } from 'zod';
import {
  DISTRIBUTION_CHANNEL_NAMES,
  PACKAGE_CATEGORY_NAMES,
  PACKAGE_KIND_NAMES,
  PACKAGE_TYPE_NAMES,
  SST_RESULT_ALL,
  isEnumValue,
} from '../../src/domain/records/record-enums';
import { MAX_SAMPLES_PER_ANALYSIS, SAMPLE_ID_PATTERN } from '../../src/domain/records/analysis-samples';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import { MSG_INVALID_FEATURE_UID, MSG_INVALID_PHONE, isValidFeatureUid, isValidPhone } from '../../src/domain/records/record-patterns';

const tag = z.object({
  name: z.string().trim().min(1).max(50),
  value: z.string().max(200).default(''),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb').default('#808080'),
});

const common = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(4000).default(''),
  recTags: z.array(tag).max(50).default([]),
  sstRes: z.number().int().min(0).max(SST_RESULT_ALL).default(0),
  rptStatus: z.number().int().min(0).max(255).default(0),
};

const phone = z.string().trim().max(40).refine((v) => v === '' || isValidPhone(v), { message: MSG_INVALID_PHONE }).default('');
// 254: the longest address SMTP carries (RFC 5321 path limit less the brackets).
const email = z.union([z.literal(''), z.email().max(254)]).default('');
const recordId = z.number().int().positive();

function enumField(names: Record<number, string>, what: string) {
  return z.number().int().refine((v) => isEnumValue(names, v), { message: `Unknown ${what}.` });
}

/** A sample of an analysis (an experiment): added only by POST /api/db/analysisaddsample. */
const analysisSample = z.object({ sampleId: z.string().regex(SAMPLE_ID_PATTERN), addedAt: z.iso.datetime(), addedBy: z.string().max(200) });

export const packageFileRef = z.object({ path: z.string().min(1).max(400), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const CONTENT_SCHEMAS = {
  customer: z.object({ ...common, address: z.string().max(2000).default(''), contactPhone: phone }),
  license: z.object({
    ...common,
    customerId: recordId,
    featureIds: z.array(recordId).max(500).default([]),
    hwKey: z.string().trim().max(200).default(''),
    expires: z.union([z.iso.date(), z.null()]).default(null),
  }),
  feature: z.object({ ...common, featureUID: z.string().trim().refine(isValidFeatureUid, { message: MSG_INVALID_FEATURE_UID }) }),
  package: z.object({
    ...common,
    version: z.string().trim().min(1).max(50).default('1.0.0'),
    kind: enumField(PACKAGE_KIND_NAMES, 'package kind'),
    category: enumField(PACKAGE_CATEGORY_NAMES, 'package category'),
    type: enumField(PACKAGE_TYPE_NAMES, 'package type').default(0),
    distrChannel: enumField(DISTRIBUTION_CHANNEL_NAMES, 'distribution channel').default(0),
    pkgCategory: z.string().max(100).default(''),
    pkgType: z.string().max(100).default(''),
    culture: z.string().max(35).regex(/^([a-z]{2,3}(-[A-Za-z0-9]{2,8})*)?$/, 'a culture is like en or en-US').default(''),
    analyst: z.string().max(200).default(''),
    files: z.array(packageFileRef).max(1000).default([]),
  }),
  contact: z.object({ ...common, customerId: recordId, email, phone }),
  person: z.object({ ...common, email, phone }),
  project: z.object(common),
  experiment: z.object({ ...common, samples: z.array(analysisSample).max(MAX_SAMPLES_PER_ANALYSIS).default([]) }),
} satisfies Record<RecordEntity, z.ZodType>;

export type RecordContent = Record<string, unknown> & { name: string; description: string };

/** Fields a client may not set: package content arrives only by import, an analysis's samples only through analysisaddsample. */
const SERVER_ONLY_FIELDS: Partial<Record<RecordEntity, readonly string[]>> = { package: ['files'], experiment: ['samples'] };

/** A create or update body without the kind's server-only fields. */
export function clientFields(entity: RecordEntity, body: unknown): Record<string, unknown> {
  const serverOnly = SERVER_ONLY_FIELDS[entity] ?? [];
  return Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).filter(([key]) => !serverOnly.includes(key)));
}

export function contentKeys(entity: RecordEntity): string[] {
  return Object.keys(CONTENT_SCHEMAS[entity].shape);
}

export type FilterColumns = { customer_id: number | null; kind: number | null; category: number | null; channel: number | null; pkg_type: number | null };

function num(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** The copies of content fields that lists filter on. */
export function filterColumns(content: Record<string, unknown>): FilterColumns {
  return {
    customer_id: num(content.customerId),
    kind: num(content.kind),
    category: num(content.category),
    channel: num(content.distrChannel),
    pkg_type: num(content.type),
  };
}
