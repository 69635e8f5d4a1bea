//! /invest-portfolio/create/{previewItemNo}/{portfolioIdx} (포트폴리오 항목 작성, the overview
//! editor): one page of the portfolio — its title and three rich-text blocks side by side — with
//! its startup's profile beside them. Any change from the loaded content marks the page unsaved
//! ('저장되지 않은 변경 사항'); loading content (opening the page, a save) clears it; leaving while
//! unsaved asks first. '저장' stores the page; '이전 페이지' and '다음 페이지' go through the
//! portfolio's pages in order. 'PDF 내보내기': '세로 A4 PDF' saves unsaved changes first, then
//! stores the page's PDF (the share pages show it) and downloads it; '가로 PDF' downloads the page
//! as shown, side by side. Nothing is saved or exported while pictures are still being sent.
import {
  Alert,
  Badge,
  Button,
  Grid,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { NotFound } from '@/shared/ui/NotFound';
import { notifySuccess } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useSaveItemMutation, type PortfolioDto, type PortfolioItemDto } from '../api';
import { PdfProgress } from '../components/PdfProgress';
import { PortfolioGate } from '../components/PortfolioGate';
import { StartupPanel } from '../components/StartupPanel';
import { useItemPdf, type PageContent } from '../hooks/useItemPdf';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import {
  BLOCK_LABELS,
  blocksOf,
  idParam,
  neighbours,
  portfolioDetailPath,
  portfolioItemPath,
  TITLE_MAX_LENGTH,
  UNSAVED_TEXT,
} from '../model';

// tiptap is a large download: it loads when an editor page first opens.
const BlockEditors = lazy(async () => ({
  default: (await import('../components/BlockEditors')).BlockEditors,
}));

type Blocks = (string | null)[];
const NO_BLOCKS: Blocks = BLOCK_LABELS.map(() => null);

const replaced = (blocks: Blocks, index: number, html: string): Blocks =>
  blocks.map((current, position) => (position === index ? html : current));

interface Refusal {
  title: string | null;
  blocks: (string | null)[];
  other: string | null;
}
const NO_REFUSAL: Refusal = { title: null, blocks: NO_BLOCKS, other: null };

/** The server's refusal of a save, each field message under its field. */
function refusalOf(error: ApiError): Refusal {
  const blocks = BLOCK_LABELS.map((_, index) => error.fieldErrors[`blocks.${index}`] ?? null);
  const title = error.fieldErrors.title ?? null;
  const placed = title !== null || blocks.some((message) => message !== null);
  return { title, blocks, other: placed ? null : error.message };
}

function EditorSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" data-testid="editor-loading">
      {BLOCK_LABELS.map((label) => (
        <Skeleton key={label} h={420} />
      ))}
    </SimpleGrid>
  );
}

function ItemEditor({ portfolio, item }: { portfolio: PortfolioDto; item: PortfolioItemDto }) {
  const { card, items } = portfolio;
  const navigate = useNavigate();
  const { index, previous, next } = neighbours(items, item.id);
  const [initial] = useState(() => blocksOf(item));
  const [savedTitle, setSavedTitle] = useState(item.title);
  const [title, setTitle] = useState(item.title);
  // Each block as loaded (or last saved) and as it is now; null until its editor is up.
  const [baseline, setBaseline] = useState<Blocks>(NO_BLOCKS);
  const [current, setCurrent] = useState<Blocks>(NO_BLOCKS);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [saveItem, { isLoading: saving }] = useSaveItemMutation();
  // The blocks still sending pictures: their HTML is not final yet.
  const [sending, setSending] = useState<boolean[]>(() => BLOCK_LABELS.map(() => false));
  const uploading = sending.some(Boolean);
  const pdf = useItemPdf(card.id, card.title, item);

  const ready = baseline.every((html) => html !== null);
  const dirty =
    title !== savedTitle || current.some((html, position) => html !== baseline[position]);
  useLeaveGuard(dirty);

  const loaded = useCallback((position: number, html: string) => {
    setBaseline((blocks) => replaced(blocks, position, html));
    setCurrent((blocks) => replaced(blocks, position, html));
  }, []);
  const changed = useCallback((position: number, html: string) => {
    setCurrent((blocks) => replaced(blocks, position, html));
  }, []);
  const busyChanged = useCallback((position: number, busy: boolean) => {
    setSending((now) => now.map((value, index) => (index === position ? busy : value)));
  }, []);

  /** Stores the page as it is now; resolves with what was stored, or null when it was refused. */
  const save = async (): Promise<PageContent | null> => {
    if (!ready || saving || uploading) return null;
    const blocks = current.map((html) => html ?? '');
    const sentTitle = title;
    setRefusal(NO_REFUSAL);
    try {
      const saved = await saveItem({
        portfolioId: card.id,
        itemId: item.id,
        itemBody: { title: sentTitle, blocks },
      }).unwrap();
      // What was sent is stored: the page is saved up to any change made since.
      setBaseline(blocks);
      setSavedTitle(saved.title);
      // A blank title is stored as the startup's name.
      setTitle((now) => (now === sentTitle ? saved.title : now));
      notifySuccess('페이지를 저장했습니다.');
      return saved;
    } catch (caught) {
      setRefusal(refusalOf(caught as ApiError));
      return null;
    }
  };

  /** The page as the screen shows it now (saved or not). */
  const shown = (): PageContent => ({
    title,
    startup_name: item.startup_name,
    blocks: current.map((html) => html ?? ''),
  });

  // The stored PDF is of the stored page: unsaved changes are saved first.
  const exportPortrait = async () => {
    const stored = dirty ? await save() : shown();
    if (stored) await pdf.run(stored, 'portrait');
  };
  const busy = !ready || saving || uploading || pdf.exporting;

  const go = (to: PortfolioItemDto | null) => {
    if (to) void navigate(portfolioItemPath(card.id, to.id));
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={card.title}
        description={`${index + 1} / ${items.length} 페이지 · ${item.startup_name}`}
        actions={
          <>
            {dirty ? (
              <Badge color="orange" variant="light" size="lg" radius="sm">
                {UNSAVED_TEXT}
              </Badge>
            ) : null}
            <Button component={RouterLink} to={portfolioDetailPath(card.id)} variant="default">
              목록으로
            </Button>
            <Button variant="default" disabled={!previous} onClick={() => go(previous)}>
              이전 페이지
            </Button>
            <Button variant="default" disabled={!next} onClick={() => go(next)}>
              다음 페이지
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" loading={pdf.exporting} disabled={busy}>
                  PDF 내보내기
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => void exportPortrait()}>세로 A4 PDF</Menu.Item>
                <Menu.Item onClick={() => void pdf.run(shown(), 'landscape')}>가로 PDF</Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button
              loading={saving}
              disabled={!ready || uploading || pdf.exporting}
              onClick={() => void save()}
            >
              저장
            </Button>
          </>
        }
      />
      {pdf.progress ? <PdfProgress progress={pdf.progress} /> : null}
      {refusal.other ? (
        <Alert color="red" variant="light" role="alert" title="페이지를 저장하지 못했습니다.">
          {refusal.other}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="md">
            <TextInput
              label="페이지 제목"
              placeholder={item.startup_name}
              maxLength={TITLE_MAX_LENGTH}
              value={title}
              error={refusal.title}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
            <Suspense fallback={<EditorSkeleton />}>
              <BlockEditors
                initial={initial}
                errors={refusal.blocks}
                onLoaded={loaded}
                onChange={changed}
                onBusy={busyChanged}
              />
            </Suspense>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <StartupPanel startupId={item.startup_id} name={item.startup_name} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function PortfolioItemPage() {
  const { previewItemNo, portfolioIdx } = useParams();
  const itemId = idParam(previewItemNo);
  return (
    <PortfolioGate portfolioId={idParam(portfolioIdx)}>
      {(portfolio) => {
        const item = portfolio.items.find((candidate) => candidate.id === itemId);
        if (!item) {
          return (
            <NotFound
              title="페이지를 찾을 수 없습니다."
              backTo={portfolioDetailPath(portfolio.card.id)}
              backLabel="포트폴리오로 이동"
            />
          );
        }
        // Another page is another editor: nothing of this one's carries over.
        return <ItemEditor key={item.id} portfolio={portfolio} item={item} />;
      }}
    </PortfolioGate>
  );
}
