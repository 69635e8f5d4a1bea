// Typical API answers used by page tests.
import type { SessionUserDto } from '@/api/gen/me';

export const demoCeo: SessionUserDto = {
  user_id: 1,
  email: 'demo@johap.kr',
  name: '김데모',
  phone: '01012345678',
  user_type: 'investor',
  member_type: 'gp',
  role: 'ceo',
  form_type: 'enterprise',
  company_id: 1,
  company_name: '데모투자파트너스',
  company_kind: 'investor',
  company_group_status: 'c',
  verified: true,
  social_provider: null,
  operator: false,
  two_factor_enabled: false,
  two_factor_required: false,
};

export const token = (value: string) => ({
  access_token: value,
  token_type: 'Bearer',
  expires_at: '2030-01-01T00:00:00Z',
});
