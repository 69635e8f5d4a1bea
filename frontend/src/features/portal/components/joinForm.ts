//! The invitation sign-up form: its values, the client-side rules (the server has the final say
//! and answers 422 per field) and the request body it becomes.
import { isNotEmpty } from '@mantine/form';
import { passwordRule, phoneRule } from '@/shared/validation';
import type { InvitationJoinBody } from '../api';

export interface JoinValues {
  name: string;
  phone: string;
  password: string;
  confirm: string;
  lp_type: 'individual' | 'corporate';
  company_name: string;
  agree_terms: boolean;
  agree_privacy: boolean;
}

export const EMPTY_JOIN: JoinValues = {
  name: '',
  phone: '',
  password: '',
  confirm: '',
  lp_type: 'individual',
  company_name: '',
  agree_terms: false,
  agree_privacy: false,
};

export const joinRules = {
  name: isNotEmpty('이름을 입력해 주세요.'),
  phone: phoneRule,
  password: passwordRule,
  confirm: (value: string, values: JoinValues) =>
    value === values.password ? null : '비밀번호가 일치하지 않습니다.',
  company_name: (value: string, values: JoinValues) =>
    values.lp_type === 'corporate' && value.trim() === '' ? '법인명을 입력해 주세요.' : null,
  agree_terms: (value: boolean) => (value ? null : '이용약관에 동의해 주세요.'),
  agree_privacy: (value: boolean) => (value ? null : '개인정보 처리방침에 동의해 주세요.'),
};

export function joinBodyOf(values: JoinValues): InvitationJoinBody {
  return {
    name: values.name.trim(),
    phone: values.phone,
    password: values.password,
    lp_type: values.lp_type,
    // A person has no company name; a stale one typed before switching to 개인 is not sent.
    company_name: values.lp_type === 'corporate' ? values.company_name.trim() : null,
    agree_terms: values.agree_terms,
    agree_privacy: values.agree_privacy,
  };
}
