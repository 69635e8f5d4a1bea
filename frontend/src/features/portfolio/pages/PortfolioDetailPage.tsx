//! /invest-portfolio/detail/{portfolioIdx} (포트폴리오 상세): the portfolio's title (renamed in
//! place) and pages, each opening its overview editor; '대상 기업 편집' picks the pages'
//! startups, '공유' makes a share link (copied, then shown in the SHARE modal), '삭제' asks first
//! and goes back to the list. Whether the PDFs the share pages show are current, with 'PDF
//! 만들기'; a share link made while they are not has them made first. Below, the portfolio's
//! share links.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { formatDate, formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useDeletePortfolioMutation, type PortfolioDto } from '../api';
import { ItemsTable } from '../components/ItemsTable';
import { PdfProgress } from '../components/PdfProgress';
import { PortfolioGate } from '../components/PortfolioGate';
import { SharePdfStatus } from '../components/SharePdfStatus';
import { ShareCreateModal, ShareDoneModal } from '../components/ShareModals';
import { ShareLinksSection } from '../components/ShareLinksSection';
import { TitleEditor } from '../components/TitleEditor';
import { usePdfMaking } from '../hooks/usePdfMaking';
import { useShare } from '../hooks/useShare';
import {
  idParam,
  PORTFOLIO_LIST_PATH,
  pdfState,
  portfolioItemPath,
  portfolioTargetsPath,
} from '../model';

function PortfolioDetail({ portfolio }: { portfolio: PortfolioDto }) {
  const { card, items } = portfolio;
  const navigate = useNavigate();
  const share = useShare();
  const [remove, { isLoading: removing }] = useDeletePortfolioMutation();
  const pdfs = usePdfMaking(portfolio);
  // A link shows the PDFs: made first when they are not current.
  const current = pdfState(portfolio).current;
  const beforeShare = async () => current || (await pdfs.make());

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '포트폴리오 삭제',
      children: (
        <Text fz="sm">
          &apos;{card.title}&apos; 포트폴리오를 삭제하시겠습니까? 페이지와 공유 링크도 함께
          삭제됩니다.
        </Text>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove({ portfolioId: card.id })
          .unwrap()
          .then(() => {
            notifySuccess('포트폴리오를 삭제했습니다.');
            void navigate(PORTFOLIO_LIST_PATH, { replace: true });
          })
          .catch((caught: ApiError) =>
            notifyError(caught.message, '포트폴리오를 삭제하지 못했습니다.'),
          );
      },
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <TitleEditor card={card} />
          <Group gap="md">
            <Text fz="sm" c="dimmed">
              작성자 {card.author_name}
            </Text>
            <Text fz="sm" c="dimmed">
              수정일 {formatDate(card.updated_at)}
            </Text>
            <Text fz="sm" c="dimmed">
              {formatNumber(card.item_count)}페이지
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <Button component={RouterLink} to={portfolioTargetsPath(card.id)} variant="default">
            대상 기업 편집
          </Button>
          <Button onClick={share.open}>공유</Button>
          <Button variant="light" color="red" loading={removing} onClick={confirmDelete}>
            삭제
          </Button>
        </Group>
      </Group>

      <SharePdfStatus
        portfolio={portfolio}
        progress={pdfs.progress}
        onMake={() => void pdfs.make()}
      />

      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        {items.length === 0 ? (
          <EmptyState text="대상 기업이 없습니다. 대상 기업을 편집해 페이지를 만드세요." />
        ) : (
          <ItemsTable
            items={items}
            onOpen={(item) => void navigate(portfolioItemPath(card.id, item.id))}
          />
        )}
      </Paper>

      <ShareLinksSection portfolioId={card.id} pageOrder={items.map((item) => item.id)} />

      <ShareCreateModal
        portfolioId={card.id}
        opened={share.picking}
        onClose={share.cancel}
        onCreated={share.created}
        prepare={beforeShare}
        progress={pdfs.progress ? <PdfProgress progress={pdfs.progress} /> : null}
      />
      <ShareDoneModal shared={share.shared} onClose={share.done} />
    </Stack>
  );
}

export function PortfolioDetailPage() {
  const { portfolioIdx } = useParams();
  return (
    <PortfolioGate portfolioId={idParam(portfolioIdx)}>
      {(portfolio) => <PortfolioDetail portfolio={portfolio} />}
    </PortfolioGate>
  );
}
