//! /waiting-create (대기 등록 신청): the registration form, its number prefilled from
//! `?business_number=` (the lookup's '대기 등록하기' carries it).
import { Anchor, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FormCard } from '@/shared/ui/FormCard';
import { RouterLink } from '@/shared/ui/RouterLink';
import { WaitingForm } from '../components/WaitingForm';
import { NUMBER_PARAM, WAITING_SEARCH_PATH } from '../model';

export function WaitingCreatePage() {
  const [params] = useSearchParams();
  return (
    <FormCard
      width={600}
      title="대기 등록 신청"
      description="회사와 담당자 정보를 남겨 주시면, 서비스 이용 준비가 끝나는 대로 담당자 이메일로 회원가입 안내를 보내 드립니다."
    >
      <WaitingForm businessNumber={params.get(NUMBER_PARAM)} />
      <Text fz="sm" c="dimmed" ta="center">
        이미 등록하셨나요?{' '}
        <Anchor component={RouterLink} to={WAITING_SEARCH_PATH} fw={600}>
          등록 현황 조회
        </Anchor>
      </Text>
    </FormCard>
  );
}
