//! /invest-portfolio/edit/{portfolioIdx} (포트폴리오 편집, the spec's startup-list modal): the
//! target startups in page order, moved up or down, left out, or added by name; '저장' sets them
//! (a page each; a startup left out keeps its page on the server, back when picked again) and
//! opens the portfolio. `portfolioIdx` 0 is a new portfolio: its title too, and '저장' makes it
//! first (once, however often it is retried) and then sets its startups.
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber } from '@/shared/format';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { confirmLeave } from '@/shared/ui/confirmLeave';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notifySuccess } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useCreatePortfolioMutation, useSetTargetsMutation, type PortfolioDto } from '../api';
import { PortfolioGate } from '../components/PortfolioGate';
import { StartupPicker } from '../components/StartupPicker';
import { TargetList } from '../components/TargetList';
import {
  DEFAULT_PORTFOLIO_TITLE,
  idParam,
  moved,
  NEW_PORTFOLIO_IDX,
  PORTFOLIO_LIST_PATH,
  portfolioDetailPath,
  sameTargets,
  targetsOf,
  TITLE_MAX_LENGTH,
  type Target,
} from '../model';

function TargetsForm({ portfolio }: { portfolio: PortfolioDto | null }) {
  const navigate = useNavigate();
  const [initial] = useState(() => targetsOf(portfolio?.items ?? []));
  const [targets, setTargets] = useState(initial);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading: creating }] = useCreatePortfolioMutation();
  const [save, { isLoading: saving }] = useSetTargetsMutation();
  const idempotency = useIdempotencyKey();
  // A new portfolio made by an earlier try whose startups were refused: not made again.
  const created = useRef<number | null>(null);
  const busy = creating || saving;
  const changed = !sameTargets(initial, targets) || title.trim() !== '';
  const leaveTo = portfolio ? portfolioDetailPath(portfolio.card.id) : PORTFOLIO_LIST_PATH;

  const add = (startup: Target) =>
    setTargets((current) =>
      current.some((target) => target.id === startup.id) ? current : [...current, startup],
    );

  const submit = async () => {
    setError(null);
    setTitleError(null);
    try {
      let portfolioId = portfolio?.card.id ?? created.current;
      if (portfolioId === null) {
        const card = await create({
          'Idempotency-Key': idempotency.key(),
          portfolioBody: { title: title.trim() === '' ? null : title },
        }).unwrap();
        created.current = card.id;
        portfolioId = card.id;
      }
      await save({
        portfolioId,
        targetsBody: { startup_ids: targets.map((target) => target.id) },
      }).unwrap();
      notifySuccess(portfolio ? '대상 기업을 저장했습니다.' : '포트폴리오를 만들었습니다.');
      void navigate(portfolioDetailPath(portfolioId), { replace: true });
    } catch (caught) {
      const refused = caught as ApiError;
      if (refused.fieldErrors.title) setTitleError(refused.fieldErrors.title);
      else setError(refused.fieldErrors.startup_ids ?? refused.message);
    }
  };

  const cancel = () => {
    const leave = () => void navigate(leaveTo);
    if (changed) confirmLeave(leave);
    else leave();
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={portfolio ? portfolio.card.title : '새 포트폴리오'}
        description="포트폴리오에 담을 기업을 고르고 페이지 순서를 정합니다. 기업마다 한 페이지가 만들어집니다."
      />
      {portfolio ? null : (
        <TextInput
          label="포트폴리오 제목"
          placeholder={DEFAULT_PORTFOLIO_TITLE}
          maxLength={TITLE_MAX_LENGTH}
          value={title}
          error={titleError}
          onChange={(event) => setTitle(event.currentTarget.value)}
          w={{ base: '100%', sm: 480 }}
        />
      )}
      <Paper withBorder shadow="xs" p="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={700}>대상 기업</Text>
            <Text fz="sm" c="dimmed">
              총 {formatNumber(targets.length)}곳
            </Text>
          </Group>
          {targets.length === 0 ? (
            <EmptyState text="대상 기업이 없습니다. 기업을 추가해 주세요." py={24} />
          ) : (
            <TargetList
              targets={targets}
              onMove={(index, step) => setTargets((current) => moved(current, index, step))}
              onRemove={(index) =>
                setTargets((current) => current.filter((_, position) => position !== index))
              }
            />
          )}
          <StartupPicker picked={targets} onAdd={add} />
        </Stack>
      </Paper>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={cancel} disabled={busy}>
          취소
        </Button>
        <Button loading={busy} onClick={() => void submit()}>
          저장
        </Button>
      </Group>
    </Stack>
  );
}

export function PortfolioTargetsPage() {
  const { portfolioIdx } = useParams();
  const portfolioId = idParam(portfolioIdx, { zero: true });
  if (portfolioId === NEW_PORTFOLIO_IDX) return <TargetsForm portfolio={null} />;
  return (
    <PortfolioGate portfolioId={portfolioId}>
      {(portfolio) => <TargetsForm key={portfolio.card.id} portfolio={portfolio} />}
    </PortfolioGate>
  );
}
