import { describe, expect, it } from 'vitest';
import {
  emptyJoinState,
  JOIN_STORAGE_KEY,
  loadJoinState,
  missingPrerequisite,
  saveJoinState,
  type JoinState,
} from './joinSlice';

const investor: JoinState = {
  ...emptyJoinState,
  userType: 'investor',
  agreeTerms: true,
  agreePrivacy: true,
  investorType: 'C',
  company: { mode: 'new', name: '조합파트너스', business_number: '1234567890', ceo_name: '김대표' },
};

describe('join flow state', () => {
  it('sends a user who skipped a step back to it', () => {
    expect(missingPrerequisite(emptyJoinState, 'agree')).toBe('/join-intro');
    expect(missingPrerequisite({ ...investor, agreePrivacy: false }, 'investor-type')).toBe(
      '/join-agree',
    );
    expect(missingPrerequisite({ ...investor, investorType: null }, 'company-investor')).toBe(
      '/join-investor-type',
    );
    expect(missingPrerequisite({ ...investor, company: null }, 'form-investor')).toBe(
      '/join-company-investor',
    );
    expect(missingPrerequisite(investor, 'form-startup')).toBe('/join-intro');
    expect(missingPrerequisite(investor, 'form-investor')).toBeNull();
    expect(
      missingPrerequisite({ ...investor, userType: 'startup', company: null }, 'form-startup'),
    ).toBe('/join-company-search');
    expect(missingPrerequisite(emptyJoinState, 'complete')).toBe('/join-intro');
  });

  it('survives a reload through sessionStorage', () => {
    saveJoinState(investor);
    expect(window.sessionStorage.getItem(JOIN_STORAGE_KEY)).not.toBeNull();
    expect(loadJoinState()).toEqual(investor);
    window.sessionStorage.setItem(JOIN_STORAGE_KEY, '{broken');
    expect(loadJoinState()).toEqual(emptyJoinState);
  });
});
