import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { applyProblem, type FormProblem } from './applyProblem';

function fakeForm(values: unknown) {
  const errors: Record<string, ReactNode> = {};
  return {
    errors,
    getValues: () => values,
    setFieldError: (path: string, error: ReactNode) => {
      errors[path] = error;
    },
  };
}

const problem = (over: Partial<FormProblem>): FormProblem => ({
  code: 'validation_failed',
  message: '입력 내용을 확인해 주세요.',
  fieldErrors: {},
  ...over,
});

describe('applyProblem', () => {
  it('puts each field message under its field and reports those the form lacks', () => {
    const form = fakeForm({ name: '', email: '' });
    const result = applyProblem(
      form,
      problem({
        fieldErrors: { email: '이메일 형식이 아닙니다.', business_number: '잘못된 번호' },
      }),
    );
    expect(form.errors).toEqual({ email: '이메일 형식이 아닙니다.' });
    expect(result).toEqual({
      placed: true,
      unplaced: [{ field: 'business_number', message: '잘못된 번호' }],
    });
  });

  it('puts the message of a mapped code under its field', () => {
    const form = fakeForm({ email: 'a@b.kr' });
    const result = applyProblem(
      form,
      problem({ code: 'lp_email_taken', message: '이미 등록된 이메일입니다.' }),
      { lp_email_taken: 'email' },
    );
    expect(form.errors).toEqual({ email: '이미 등록된 이메일입니다.' });
    expect(result.placed).toBe(true);
  });

  it('places nothing for another code, so the caller shows the message', () => {
    const form = fakeForm({ email: '' });
    const result = applyProblem(form, problem({ code: 'union_not_found' }), {
      lp_email_taken: 'email',
    });
    expect(form.errors).toEqual({});
    expect(result).toEqual({ placed: false, unplaced: [] });
  });

  it('follows list items and renamed fields to their form paths', () => {
    const form = fakeForm({ password: '', co_gps: [{ name: '' }] });
    applyProblem(
      form,
      problem({
        fieldErrors: { 'co_gps[0].name': '이름을 입력해 주세요.', new_password: '8자 이상' },
      }),
      {},
      { new_password: 'password' },
    );
    expect(form.errors).toEqual({ 'co_gps.0.name': '이름을 입력해 주세요.', password: '8자 이상' });
  });

  it('does not place a message under a list item the form does not have', () => {
    const form = fakeForm({ co_gps: [] });
    const result = applyProblem(form, problem({ fieldErrors: { 'co_gps[2].name': '필수' } }));
    expect(result).toEqual({
      placed: false,
      unplaced: [{ field: 'co_gps[2].name', message: '필수' }],
    });
  });
});
