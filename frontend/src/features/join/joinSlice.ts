//! The join flow in progress (chosen user type, consents, company choice, result), kept in
//! sessionStorage so a reload does not lose it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JoinCompany, JoinResponse } from '@/api/gen/join';

export type UserType = 'investor' | 'startup';
export type InvestorType = 'C' | 'P';

export interface CompanyFields {
  name: string;
  business_number: string;
  ceo_name: string;
}

/** A registered company picked from the search (its number and CEO may be unknown), or a new one. */
export type CompanyChoice =
  | {
      mode: 'existing';
      id: number;
      name: string;
      business_number: string | null;
      ceo_name: string | null;
    }
  | ({ mode: 'new' } & CompanyFields);

export interface JoinState {
  userType: UserType | null;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  investorType: InvestorType | null;
  company: CompanyChoice | null;
  /** The server's answer, for the completion screen. */
  result: JoinResponse | null;
}

export function existingCompany(company: JoinCompany): CompanyChoice {
  return {
    mode: 'existing',
    id: company.id,
    name: company.name,
    business_number: company.business_number ?? null,
    ceo_name: company.ceo_name ?? null,
  };
}

export const JOIN_STORAGE_KEY = 'johap.join';

export const emptyJoinState: JoinState = {
  userType: null,
  agreeTerms: false,
  agreePrivacy: false,
  investorType: null,
  company: null,
  result: null,
};

export function loadJoinState(): JoinState {
  try {
    const raw = window.sessionStorage.getItem(JOIN_STORAGE_KEY);
    if (!raw) return emptyJoinState;
    return { ...emptyJoinState, ...(JSON.parse(raw) as Partial<JoinState>) };
  } catch {
    return emptyJoinState;
  }
}

export function saveJoinState(state: JoinState): void {
  try {
    window.sessionStorage.setItem(JOIN_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the flow still works until the next reload.
  }
}

export const joinSlice = createSlice({
  name: 'join',
  initialState: loadJoinState,
  reducers: {
    joinStarted(_state, action: PayloadAction<UserType>) {
      return { ...emptyJoinState, userType: action.payload };
    },
    consentsGiven(state, action: PayloadAction<{ terms: boolean; privacy: boolean }>) {
      state.agreeTerms = action.payload.terms;
      state.agreePrivacy = action.payload.privacy;
    },
    investorTypeChosen(state, action: PayloadAction<InvestorType>) {
      state.investorType = action.payload;
    },
    companyChosen(state, action: PayloadAction<CompanyChoice>) {
      state.company = action.payload;
    },
    joinCompleted(_state, action: PayloadAction<JoinResponse>) {
      return { ...emptyJoinState, result: action.payload };
    },
  },
  selectors: {
    selectJoin: (state) => state,
  },
});

export const { joinStarted, consentsGiven, investorTypeChosen, companyChosen, joinCompleted } =
  joinSlice.actions;
export const { selectJoin } = joinSlice.selectors;

export type JoinStep =
  | 'agree'
  | 'investor-type'
  | 'company-investor'
  | 'form-investor'
  | 'company-startup'
  | 'form-startup'
  | 'complete';

/**
 * Where a user who opened `step` directly must go first, or null when the step's prerequisites
 * are met (e.g. the account form needs a chosen company).
 */
export function missingPrerequisite(state: JoinState, step: JoinStep): string | null {
  if (step === 'complete') return state.result ? null : '/join-intro';
  const wanted: UserType = ['investor-type', 'company-investor', 'form-investor'].includes(step)
    ? 'investor'
    : 'startup';
  if (step !== 'agree' && state.userType !== wanted) return '/join-intro';
  if (step === 'agree') return state.userType ? null : '/join-intro';
  if (!state.agreeTerms || !state.agreePrivacy) return '/join-agree';
  if (wanted === 'investor' && step !== 'investor-type' && !state.investorType) {
    return '/join-investor-type';
  }
  if (step === 'form-investor' && !state.company) return '/join-company-investor';
  if (step === 'form-startup' && !state.company) return '/join-company-search';
  return null;
}
