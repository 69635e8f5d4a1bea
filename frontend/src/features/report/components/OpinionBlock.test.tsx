import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/test/editorDom';
import { opinionOf, reportOf } from '../test/fixtures';
import { renderReport } from '../test/renderReport';
import type { ReportOpinionDto } from '../api';
import { serveReports } from '../test/reportServer';

const REPORT = reportOf(7);

function setup(opinions: Record<number, ReportOpinionDto[]> = {}) {
  const served = serveReports({ cards: [REPORT.card], reports: [REPORT], opinions });
  renderReport('/report/result?report_no=7');
  return served;
}

const block = async () => within(await screen.findByRole('region', { name: '보고서 의견' }));

/** Opens the editor (it loads on demand) and returns its editable area. */
async function openEditor(user: ReturnType<typeof userEvent.setup>, button: string) {
  const box = await block();
  await user.click(await box.findByRole('button', { name: button }));
  return box.findByRole('textbox', { name: '보고서 의견 내용' });
}

describe('the report’s opinion block', () => {
  it('offers 의견추가하기 when there is none; saving POSTs with a key and shows the reloaded opinion', async () => {
    const { changes, reads } = setup();
    const user = userEvent.setup();
    const box = await block();
    expect(await box.findByText('작성한 의견이 없습니다.')).toBeInTheDocument();
    expect(box.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    const before = reads().opinions;

    const editor = await openEditor(user, '의견추가하기');
    await user.click(editor);
    await user.type(editor, '성과가 좋습니다');
    await user.click(box.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('의견을 등록했습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/reports/7/opinion',
        body: { opinion: '<p>성과가 좋습니다</p>' },
        key: expect.stringMatching(/.+/),
      },
    ]);
    await waitFor(() => expect(reads().opinions).toBeGreaterThan(before));
    expect((await box.findByTestId('opinion-html')).innerHTML).toBe('<p>성과가 좋습니다</p>');
    expect(box.getByText('김데모 · 최종 수정 2026.07.03 11:00')).toBeInTheDocument();
    expect(box.queryByRole('textbox')).not.toBeInTheDocument();
    expect(box.getByRole('button', { name: '수정' })).toBeInTheDocument();
    expect(box.getByRole('button', { name: '삭제' })).toBeInTheDocument();
  });

  it('shows the opinion; 수정 toggles the editor, and saving PUTs', async () => {
    const { changes } = setup({
      7: [opinionOf('<p>조합 의견</p>', { union_id: 1 }), opinionOf('<p>기존 의견</p>')],
    });
    const user = userEvent.setup();
    const box = await block();
    expect((await box.findByTestId('opinion-html')).innerHTML).toBe('<p>기존 의견</p>');
    expect(box.queryByRole('button', { name: '의견추가하기' })).not.toBeInTheDocument();

    const editor = await openEditor(user, '수정');
    expect(editor).toHaveTextContent('기존 의견');
    await user.click(box.getByRole('button', { name: '취소' }));
    expect(box.queryByRole('textbox')).not.toBeInTheDocument();
    expect(box.getByTestId('opinion-html').innerHTML).toBe('<p>기존 의견</p>');

    const again = await openEditor(user, '수정');
    await user.click(again);
    await user.keyboard('{Control>}a{/Control}');
    await user.type(again, '새 의견', { skipClick: true });
    await user.click(box.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('의견을 수정했습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: 'PUT', path: '/reports/7/opinion', body: { opinion: '<p>새 의견</p>' } },
    ]);
    await waitFor(() => expect(box.getByTestId('opinion-html').innerHTML).toBe('<p>새 의견</p>'));
  });

  it('deletes only after the confirmation, then offers 의견추가하기 again', async () => {
    const { changes } = setup({ 7: [opinionOf('<p>지울 의견</p>')] });
    const user = userEvent.setup();
    const box = await block();
    await user.click(await box.findByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '의견 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);

    await user.click(box.getByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '의견 삭제' })).getByRole('button', {
        name: '삭제',
      }),
    );
    expect(await screen.findByText('의견을 삭제했습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/reports/7/opinion' }]);
    expect(await box.findByRole('button', { name: '의견추가하기' })).toBeInTheDocument();
    expect(box.queryByTestId('opinion-html')).not.toBeInTheDocument();
  });

  it('keeps the editor open with the server’s refusal of a blank opinion, then saves with the same key', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    const box = await block();
    const editor = await openEditor(user, '의견추가하기');
    await user.click(box.getByRole('button', { name: '저장' }));

    expect(await box.findByText('의견을 입력해 주세요.')).toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('의견을 등록했습니다.')).not.toBeInTheDocument();

    await user.click(editor);
    await user.type(editor, '다시 씀');
    await user.click(box.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('의견을 등록했습니다.')).toBeInTheDocument();
    const [first, second] = changes();
    expect(second).toMatchObject({
      method: 'POST',
      body: { opinion: '<p>다시 씀</p>' },
      key: first!.key,
    });
  });
});
