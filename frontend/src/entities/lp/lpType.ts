//! Whether an LP (or an application) is a person or a company, in Korean.

export type LpType = 'individual' | 'corporate';
export const LP_TYPE_CODES: LpType[] = ['individual', 'corporate'];
export const LP_TYPES: Record<string, string> = { individual: '개인', corporate: '법인' };

export const lpTypeLabel = (code: string | null | undefined) => (code && LP_TYPES[code]) || '-';
