import { describe, expect, it } from 'vitest';
import {
  conflictAction,
  createPathFor,
  emptyWaitingForm,
  noteCounter,
  partialBusinessNumber,
  receiptFrom,
  searchPathFor,
  standingView,
  toWaitingBody,
  validateWaiting,
  type WaitingFormValues,
} from './model';
import { isLongNote, mailFailed, notePreview, waitingTabOf } from './operator/model';

const filled: WaitingFormValues = {
  company_kind: 'startup',
  company_name: ' 주식회사 대기 ',
  business_number: '1234567890',
  contact_name: ' 김담당 ',
  email: ' kim@daegi.kr ',
  phone: '01012345678',
  note: '  ',
  agreed_privacy: true,
};

describe('business number input', () => {
  it('groups the digits as they are typed and drops anything else', () => {
    expect(partialBusinessNumber('')).toBe('');
    expect(partialBusinessNumber('123')).toBe('123');
    expect(partialBusinessNumber('1234')).toBe('123-4');
    expect(partialBusinessNumber('12345')).toBe('123-45');
    expect(partialBusinessNumber('123456')).toBe('123-45-6');
    expect(partialBusinessNumber('123-45-67890')).toBe('123-45-67890');
    expect(partialBusinessNumber('12345678901234')).toBe('123-45-67890');
    expect(partialBusinessNumber('12a3 4')).toBe('123-4');
  });

  it('carries a number into the lookup and the form, formatted', () => {
    expect(searchPathFor('1234567890')).toBe(
      '/waiting-search-company?business_number=123-45-67890',
    );
    expect(createPathFor('123-45-67890')).toBe('/waiting-create?business_number=123-45-67890');
    expect(searchPathFor('')).toBe('/waiting-search-company');
    expect(createPathFor(undefined)).toBe('/waiting-create');
    expect(emptyWaitingForm('123-45-67890').business_number).toBe('1234567890');
  });
});

describe('validateWaiting', () => {
  it('accepts a filled form', () => {
    expect(validateWaiting(filled)).toEqual({});
  });

  it("refuses what the server refuses, with the server's words", () => {
    expect(validateWaiting(emptyWaitingForm())).toEqual({
      company_kind: '회사 유형을 선택해 주세요.',
      company_name: '회사명을 입력해 주세요.',
      business_number: '사업자등록번호 10자리를 입력해 주세요.',
      contact_name: '담당자 이름을 입력해 주세요.',
      email: '올바른 이메일 주소를 입력해 주세요.',
      phone: '휴대전화번호를 정확히 입력해 주세요.',
      agreed_privacy: '개인정보 수집·이용에 동의해 주세요.',
    });
    expect(validateWaiting({ ...filled, company_name: '   ' })).toHaveProperty('company_name');
    expect(validateWaiting({ ...filled, business_number: '123456789' })).toHaveProperty(
      'business_number',
    );
    expect(validateWaiting({ ...filled, email: 'kim@daegi' })).toHaveProperty('email');
  });

  it('takes a note of 1,000 characters, counted as the server counts them, and no more', () => {
    expect(validateWaiting({ ...filled, note: '가'.repeat(1000) })).toEqual({});
    expect(validateWaiting({ ...filled, note: '😀'.repeat(1000) })).toEqual({});
    expect(validateWaiting({ ...filled, note: '가'.repeat(1001) })).toEqual({
      note: '문의 사항은 1,000자 이내로 입력해 주세요.',
    });
    expect(noteCounter('😀가')).toBe('2 / 1,000자');
  });
});

describe('toWaitingBody', () => {
  it('trims, formats the number and leaves an empty note out', () => {
    expect(toWaitingBody(filled)).toEqual({
      company_kind: 'startup',
      company_name: '주식회사 대기',
      business_number: '123-45-67890',
      contact_name: '김담당',
      email: 'kim@daegi.kr',
      phone: '01012345678',
      agreed_privacy: true,
    });
    expect(toWaitingBody({ ...filled, note: ' 도입 문의 ' }).note).toBe('도입 문의');
  });
});

describe('conflictAction', () => {
  it('sends an already waiting number to the lookup and a company in use to sign-up', () => {
    expect(conflictAction('waiting_already_registered', '123-45-67890')).toEqual({
      label: '등록 현황 조회',
      to: '/waiting-search-company?business_number=123-45-67890',
    });
    expect(conflictAction('waiting_company_exists', '123-45-67890')).toEqual({
      label: '회원가입하러 가기',
      to: '/join-intro',
    });
    expect(conflictAction('validation_failed', '123-45-67890')).toBeNull();
    expect(conflictAction(null, '')).toBeNull();
  });
});

describe('standingView', () => {
  it('tells a company on the product to sign up', () => {
    const view = standingView({ standing: 'on_product' }, '1234567890');
    expect(view.title).toBe('이미 서비스를 이용 중인 회사입니다.');
    expect(view.action).toEqual({ label: '회원가입', to: '/join-intro' });
  });

  it('tells a waiting company its place and date', () => {
    const view = standingView(
      { standing: 'waiting', position: 1234, registered_at: '2026-11-20T16:00:00Z' },
      '1234567890',
    );
    expect(view.title).toBe('대기 중입니다');
    // 16:00 UTC is the next day in Korea.
    expect(view.facts).toEqual(['현재 대기 순서 1,234번째', '등록일 2026년 11월 21일']);
    expect(view.action).toBeNull();
  });

  it('leaves out what a waiting answer does not carry', () => {
    expect(standingView({ standing: 'waiting' }, '1234567890').facts).toEqual([]);
  });

  it('sends an onboarded company to sign-up', () => {
    const view = standingView({ standing: 'onboarded' }, '1234567890');
    expect(view.title).toBe('이용 준비가 완료되었습니다');
    expect(view.action?.to).toBe('/join-intro');
  });

  it('offers to register an unknown number, carrying it', () => {
    const view = standingView({ standing: 'none' }, '1234567890');
    expect(view.title).toBe('등록된 대기 신청이 없습니다.');
    expect(view.action).toEqual({
      label: '대기 등록하기',
      to: '/waiting-create?business_number=123-45-67890',
    });
  });
});

describe('receiptFrom', () => {
  const receipt = {
    company_name: '대기',
    business_number: '123-45-67890',
    position: 3,
    created_at: '2026-11-21T02:00:00Z',
  };

  it('reads the receipt the form handed over, and nothing else', () => {
    expect(receiptFrom({ receipt })).toEqual(receipt);
    expect(receiptFrom(null)).toBeNull();
    expect(receiptFrom({})).toBeNull();
    expect(receiptFrom({ receipt: { ...receipt, position: '3' } })).toBeNull();
  });
});

describe('operator rules', () => {
  it('reads the tab from the address, the queue by default', () => {
    expect(waitingTabOf('onboarded')).toBe('onboarded');
    expect(waitingTabOf('waiting')).toBe('waiting');
    expect(waitingTabOf(null)).toBe('waiting');
    expect(waitingTabOf('other')).toBe('waiting');
  });

  it('calls a mail failed only for an onboarded entry without notified_at', () => {
    expect(mailFailed({ status: 'onboarded', notified_at: null })).toBe(true);
    expect(mailFailed({ status: 'onboarded', notified_at: '2026-11-22T03:00:00Z' })).toBe(false);
    expect(mailFailed({ status: 'waiting', notified_at: null })).toBe(false);
  });

  it('cuts a long note at 40 characters', () => {
    expect(notePreview('짧은 문의')).toBe('짧은 문의');
    expect(isLongNote('가'.repeat(40))).toBe(false);
    expect(notePreview('가'.repeat(41))).toBe(`${'가'.repeat(40)}…`);
  });
});
