//! /operator/support (운영 관리): the operator staff's desk — answering every firm's inquiries,
//! and writing the notices and the FAQ. The tab rides in the address. Anyone else is told the
//! page is the operators' (the server refuses them too), and nothing is asked for.
import { Skeleton, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useGetMeQuery } from '@/entities/me';
import { OperatorOnly } from '@/shared/ui/OperatorOnly';
import { PageHeader } from '@/shared/ui/PageHeader';
import { isOperator } from '../access';
import { FaqAdminTab } from '../operator/FaqAdminTab';
import { InquiryAnswerTab } from '../operator/InquiryAnswerTab';
import { NoticeAdminTab } from '../operator/NoticeAdminTab';

const TABS = [
  { value: 'inquiries', label: '문의 답변' },
  { value: 'notices', label: '공지사항' },
  { value: 'faq', label: 'FAQ' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const tabOf = (value: string | null): Tab =>
  TABS.find((tab) => tab.value === value)?.value ?? 'inquiries';

export function OperatorSupportPage() {
  const { data: me } = useGetMeQuery();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));

  if (!me) return <Skeleton h={320} />;
  if (!isOperator(me))
    return <OperatorOnly work="공지사항 작성과 문의 답변은 조합 운영팀이 관리합니다." />;

  return (
    <Stack gap="lg">
      <PageHeader title="운영 관리" description="문의에 답변하고 공지사항과 FAQ를 관리합니다." />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) =>
          setParams(value && value !== 'inquiries' ? { tab: value } : {}, { replace: true })
        }
      >
        <Tabs.List mb="lg">
          {TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="inquiries">
          <InquiryAnswerTab />
        </Tabs.Panel>
        <Tabs.Panel value="notices">
          <NoticeAdminTab />
        </Tabs.Panel>
        <Tabs.Panel value="faq">
          <FaqAdminTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
