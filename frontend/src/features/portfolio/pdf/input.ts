//! What the PDFs show, gathered from the portfolio and the startups' profiles (no react-pdf here:
//! the screens build these without loading the renderer). A page is its title, its startup's
//! side panel (logo, one-line intro, name, facts) and its three blocks read into trees; the title
//! page is the portfolio's title, author, the day it was made and its pages in order.
import { formatDate } from '@/shared/format';
import type { PortfolioDto, PortfolioItemDto, StartupProfileDto } from '../api';
import { blocksOf, startupFacts, type Fact } from '../model';
import { htmlToBlocks, imageSources, type PdfBlock } from './htmlTree';

export interface PdfPage {
  portfolioTitle: string;
  title: string;
  startupName: string;
  intro: string | null;
  /** Absolute, or null. */
  logoUrl: string | null;
  /** Empty when the profile could not be read. */
  facts: Fact[];
  /** The three blocks, in order. */
  blocks: PdfBlock[][];
}

export interface PdfTitleRow {
  no: number;
  title: string;
  startup: string;
}

export interface PdfTitlePage {
  title: string;
  author: string;
  /** 'YYYY.MM.DD'. */
  date: string;
  rows: PdfTitleRow[];
}

export type PdfOrientation = 'portrait' | 'landscape';

const absolute = (url: string | null | undefined, origin: string) => {
  if (!url) return null;
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
};

/** One page as its PDF shows it: `content` is the title and blocks to draw (saved or not). */
export function pdfPageOf(
  portfolioTitle: string,
  content: Pick<PortfolioItemDto, 'title' | 'startup_name' | 'blocks'>,
  profile: StartupProfileDto | null | undefined,
  origin: string = window.location.origin,
): PdfPage {
  return {
    portfolioTitle,
    title: content.title.trim() || content.startup_name,
    startupName: profile?.name ?? content.startup_name,
    intro: profile?.one_line_intro || null,
    logoUrl: absolute(profile?.logo_url, origin),
    facts: profile ? startupFacts(profile) : [],
    blocks: blocksOf(content).map((html) => htmlToBlocks(html, origin)),
  };
}

/** The title page of `portfolio`, dated `now` (Korea's day). */
export function pdfTitleOf({ card, items }: PortfolioDto, now: Date = new Date()): PdfTitlePage {
  return {
    title: card.title,
    author: card.author_name,
    date: formatDate(now),
    rows: items.map((item, index) => ({
      no: index + 1,
      title: item.title.trim() || item.startup_name,
      startup: item.startup_name,
    })),
  };
}

/** Every picture the pages draw (their logos and their blocks'). */
export function pageImageSources(pages: PdfPage[]): string[] {
  const sources = new Set<string>();
  for (const page of pages) {
    if (page.logoUrl) sources.add(page.logoUrl);
    for (const block of page.blocks) for (const src of imageSources(block)) sources.add(src);
  }
  return [...sources];
}
