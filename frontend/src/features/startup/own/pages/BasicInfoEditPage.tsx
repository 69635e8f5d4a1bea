//! /basic-info-edit (기업 기본 정보 수정): the startup's own data in four tabs — '기본 정보'
//! (the logo and photo, and the profile form), '주주 현황' (the shareholder list), '재무 정보'
//! (the figures sheet, and any year's statements) and '자료' (the documents by code, and the news
//! articles the profile links) — each saved on its own; the tab rides in the address (?tab=). A
//! tab whose item a fact-checker rejected shows the reason above its form. A company with no
//! profile yet fills in the basic information first: everything else needs a profile to belong to.
import { Alert, Badge, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { ComingSoonPage } from '@/shared/ui/ComingSoonPage';
import { IconInfo } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { UpdateHistoryPanel } from '@/features/startup/components/UpdateHistoryPanel';
import type { StartupProfileDto } from '@/features/startup/api';
import { RejectedNotes } from '../components/CheckStatusSection';
import { DocumentsTab } from '../components/DocumentsTab';
import { FiguresTab } from '../components/FiguresTab';
import { ImagesSection } from '../components/ImagesSection';
import { NewsPanel } from '../components/NewsPanel';
import { ProfileForm } from '../components/ProfileForm';
import { ShareholdersForm } from '../components/ShareholdersForm';
import { useOwnProfile } from '../hooks/useOwnProfile';
import { EDIT_TABS, editTabOf, OWN_COMPANY_PATH, TAB_ITEMS, type EditTab } from '../model';

const TITLE = '기업 기본 정보 수정';

const rejectedIn = (profile: StartupProfileDto | null, tab: EditTab) =>
  (profile?.checks ?? []).filter(
    (check) => check.status === 'rejected' && (TAB_ITEMS[tab] as string[]).includes(check.item),
  );

export function BasicInfoEditPage() {
  const { me, own, startupId, profile, missing, error, isLoading, refetch } = useOwnProfile();
  const [params, setParams] = useSearchParams();

  if (own === false) return <ComingSoonPage title={TITLE} />;
  if (error) {
    return (
      <LoadError
        title="기업 정보를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!missing && (isLoading || !profile)) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={320} />
        <Skeleton h={44} />
        <Skeleton h={480} />
      </Stack>
    );
  }

  // Without a profile only the basic information can be entered.
  const tab = profile ? editTabOf(params.get('tab')) : 'basic';
  const select = (value: string | null) =>
    setParams(value && value !== 'basic' ? { tab: value } : {}, { replace: true });

  return (
    <Stack gap="lg">
      <PageHeader
        title={TITLE}
        description={profile?.name ?? me?.company_name}
        actions={
          <Button component={RouterLink} to={OWN_COMPANY_PATH} variant="default">
            기업 기본 정보로 돌아가기
          </Button>
        }
      />
      {missing ? (
        <Alert color="blue" variant="light" icon={<IconInfo size={18} />}>
          처음 입력하는 기업 정보입니다. 기본 정보를 저장하면 주주 현황과 재무 정보를 입력하고
          로고·사진과 자료를 올릴 수 있습니다.
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={select} keepMounted>
        <Tabs.List>
          {EDIT_TABS.map((item) => {
            const rejected = rejectedIn(profile, item.value).length;
            return (
              <Tabs.Tab
                key={item.value}
                value={item.value}
                disabled={!profile && item.value !== 'basic'}
                fz="md"
                rightSection={
                  rejected > 0 ? (
                    <Badge color="red" variant="filled" size="xs" radius="sm">
                      반려
                    </Badge>
                  ) : null
                }
              >
                {item.label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {EDIT_TABS.map((item) => (
          <Tabs.Panel key={item.value} value={item.value} pt="lg">
            <Stack gap="lg">
              <RejectedNotes checks={rejectedIn(profile, item.value)} linked={false} />
              {item.value === 'basic' && profile ? (
                <ImagesSection startupId={startupId} profile={profile} />
              ) : null}
              {item.value === 'basic' ? (
                // Keyed: the first save turns the empty form into the stored profile's.
                <ProfileForm
                  key={profile ? 'profile' : 'new'}
                  startupId={startupId}
                  profile={profile}
                />
              ) : null}
              {item.value === 'shareholders' && profile ? (
                <ShareholdersForm startupId={startupId} profile={profile} />
              ) : null}
              {item.value === 'figures' && profile ? (
                <FiguresTab startupId={startupId} profile={profile} active={tab === 'figures'} />
              ) : null}
              {item.value === 'documents' && profile ? (
                <DocumentsTab startupId={startupId} profile={profile} />
              ) : null}
              {item.value === 'documents' && profile ? (
                <NewsPanel startupId={startupId} profile={profile} />
              ) : null}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {/* The history shows each save as it lands, next to the form that made it. */}
      {profile ? <UpdateHistoryPanel startupId={startupId} /> : null}
    </Stack>
  );
}
