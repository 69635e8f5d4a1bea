import { describe, expect, it } from 'vitest';
import { demoCeo } from '@/test/fixtures';
import {
  checksFacts,
  companyInfoPath,
  editsOwnStartup,
  keepsStartupNotes,
  mayResearchStartups,
} from '.';

const startupCeo = { ...demoCeo, user_type: 'startup', company_kind: 'startup' } as const;
const factChecker = { ...demoCeo, user_type: 'fact_checker', company_kind: 'startup' } as const;
const lp = { ...demoCeo, member_type: 'lp' } as const;

describe('who may do what with startup data (as the server decides)', () => {
  it('lets investor firms and fact-checkers research startups', () => {
    expect(mayResearchStartups(demoCeo)).toBe(true);
    expect(mayResearchStartups(factChecker)).toBe(true);
    expect(mayResearchStartups(startupCeo)).toBe(false);
    expect(mayResearchStartups(lp)).toBe(false);
  });

  it('keeps opinions, bookmarks and saved searches for investor firms only', () => {
    expect(keepsStartupNotes(demoCeo)).toBe(true);
    expect(keepsStartupNotes(factChecker)).toBe(false);
    expect(keepsStartupNotes(startupCeo)).toBe(false);
    expect(keepsStartupNotes(lp)).toBe(false);
  });

  it('leaves the fact-check to fact-checkers', () => {
    expect(checksFacts(factChecker)).toBe(true);
    expect(checksFacts(demoCeo)).toBe(false);
    expect(checksFacts(startupCeo)).toBe(false);
    expect(checksFacts(lp)).toBe(false);
    expect(checksFacts({ ...factChecker, member_type: 'lp' })).toBe(false);
  });

  it("lets a startup's members edit their own company only", () => {
    expect(editsOwnStartup(startupCeo)).toBe(true);
    expect(editsOwnStartup(demoCeo)).toBe(false);
    expect(editsOwnStartup(factChecker)).toBe(false);
    expect(editsOwnStartup({ ...startupCeo, member_type: 'lp' })).toBe(false);
  });

  it('addresses a profile by its company number', () => {
    expect(companyInfoPath(7)).toBe('/company-info?cmpy_no=7');
  });
});
