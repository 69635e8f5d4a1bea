//! One line describing a company: registration number and CEO, each only when known.
import { formatBusinessNumber } from '@/shared/format';

export function companyDetails(
  businessNumber: string | null | undefined,
  ceoName: string | null | undefined,
): string {
  const parts: string[] = [];
  if (businessNumber) parts.push(`사업자등록번호 ${formatBusinessNumber(businessNumber)}`);
  if (ceoName) parts.push(`대표 ${ceoName}`);
  return parts.join(' · ');
}
