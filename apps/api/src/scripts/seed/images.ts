/** Writes the deterministic demo images into `<uploadsDir>/seed/` and returns their public URLs. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drillLocationLine, formatPrizeValue } from '@elevate/contracts/drills/drill-format';
import { initialsOf } from './fixtures/partners.ts';
import type { BlogSeed, DrillSeed, EventSeed, PartnerSeed } from './fixtures/types.ts';
import { gallerySvg, scenesForCaptions } from './svg-scenes.ts';
import { bannerSvg, coverSvg, drillLogoSvg, hashOf, logoSvg } from './svg.ts';

export const SEED_IMAGE_DIR = 'seed';
export const SEED_IMAGE_URL_PREFIX = `/uploads/${SEED_IMAGE_DIR}/`;

export interface PartnerImages {
  logo: string;
  banner: string;
  gallery: string[];
}

export interface DrillImages {
  logo: string;
  banner: string;
}

export interface SeedImageUrls {
  partners: Map<string, PartnerImages>;
  drills: Map<string, DrillImages>;
  blogs: Map<string, string>;
  events: Map<string, string>;
  /** Number of files written. */
  fileCount: number;
}

export interface SeedImageInput {
  partners: readonly PartnerSeed[];
  drills: readonly DrillSeed[];
  blogs: readonly BlogSeed[];
  events: readonly EventSeed[];
}

/**
 * Recreates `<uploadsDir>/seed/` from scratch (only that folder; user uploads are untouched) and
 * writes a logo, a banner and 4–8 gallery scenes per partner, a logo and a banner per drill, a cover per blog
 * and an image per event.
 */
export const writeSeedImages = (uploadsDir: string, input: SeedImageInput): SeedImageUrls => {
  const dir = join(uploadsDir, SEED_IMAGE_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let fileCount = 0;
  const write = (file: string, svg: string): string => {
    writeFileSync(join(dir, file), svg, 'utf8');
    fileCount++;
    return `${SEED_IMAGE_URL_PREFIX}${file}`;
  };

  const partners = new Map<string, PartnerImages>();
  input.partners.forEach((p, i) => {
    const logo = write(`partner-${p.slug}-logo.svg`, logoSvg(p.displayName, initialsOf(p.name), p.colour));
    const banner = write(
      `partner-${p.slug}-banner.svg`,
      bannerSvg(p.name, `${p.industry} · ${p.headquarter}`, p.colour, i),
    );
    // Scenes follow the caption where a keyword matches; no scene repeats within one gallery.
    const captions = p.gallery.slice(0, 8);
    const scenes = scenesForCaptions(captions, hashOf(p.slug));
    const gallery = captions.map((caption, k) =>
      write(`partner-${p.slug}-gallery-${k + 1}.svg`, gallerySvg(`${p.slug}:${k}`, caption, p.colour, scenes[k] ?? k)),
    );
    partners.set(p.slug, { logo, banner, gallery });
  });

  const drills = new Map<string, DrillImages>();
  input.drills.forEach((d, i) => {
    const where = drillLocationLine({ drillLocation: d.location, drillNature: d.nature });
    const subtitle = `${where} · ${d.totalPrizeValue > 0 ? `${formatPrizeValue(d.totalPrizeValue, 'short')} in prizes` : formatPrizeValue(0)}`;
    drills.set(d.custUrl, {
      logo: write(`drill-${d.custUrl}-logo.svg`, drillLogoSvg(d.name, d.colour)),
      banner: write(`drill-${d.custUrl}-banner.svg`, bannerSvg(d.name, subtitle, d.colour, i)),
    });
  });

  const blogs = new Map<string, string>();
  for (const b of input.blogs) {
    blogs.set(
      b.custUrl,
      write(
        `blog-${b.custUrl}-cover.svg`,
        coverSvg(b.title, 'ELEVATE BLOG', `${b.authorName} · ${b.readMinutes} min read`, b.colour),
      ),
    );
  }

  const events = new Map<string, string>();
  for (const e of input.events) {
    const label = `${e.type.toUpperCase()} · ${e.mode.toUpperCase()}`;
    const footer = `${e.owner}${e.location && e.location !== 'Online' ? ` · ${e.location}` : ''}`;
    events.set(e.key, write(`event-${e.key}.svg`, coverSvg(e.topic, label, footer, e.colour)));
  }

  return { partners, drills, blogs, events, fileCount };
};
