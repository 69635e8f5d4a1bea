import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/test/editorDom';
import { opinionOf } from '../test/fixtures';
import { serveProfileExtras } from '../test/profileServer';
import { OpinionSection } from './OpinionSection';

function setup(extras: Parameters<typeof serveProfileExtras>[0] = {}) {
  const served = serveProfileExtras(extras);
  renderRoutes(
    [{ path: '/company-info', element: <OpinionSection startupId={7} /> }],
    '/company-info',
  );
  return served;
}

const section = async () => within(await screen.findByRole('region', { name: '투자 의견' }));

/** Opens the editor (it loads on demand) and returns its editable area. */
async function openEditor(user: ReturnType<typeof userEvent.setup>, button: string) {
  const box = await section();
  await user.click(await box.findByRole('button', { name: button }));
  return box.findByRole('textbox', { name: '투자 의견 내용' });
}

describe('OpinionSection', () => {
  it('offers 의견추가하기 when the firm has none, and saving it POSTs the editor’s HTML', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    const box = await section();
    expect(await box.findByText('작성한 투자 의견이 없습니다.')).toBeInTheDocument();
    expect(box.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();

    const editor = await openEditor(user, '의견추가하기');
    await user.click(editor);
    await user.type(editor, '팀이 좋습니다');
    // The toolbar formats what is selected: the whole text, in bold.
    await user.keyboard('{Control>}a{/Control}');
    await user.click(box.getByRole('button', { name: '굵게' }));
    await user.click(box.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('의견을 등록했습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/startups/7/opinion',
        body: '<p><strong>팀이 좋습니다</strong></p>',
        key: expect.stringMatching(/.+/),
      },
    ]);
    // The box now shows the saved opinion, who wrote it and when, with 수정 and 삭제.
    const saved = await box.findByTestId('opinion-html');
    expect(saved.innerHTML).toBe('<p><strong>팀이 좋습니다</strong></p>');
    expect(box.getByText('김데모 · 최종 수정 2025.04.01 11:00')).toBeInTheDocument();
    expect(box.queryByRole('textbox')).not.toBeInTheDocument();
    expect(box.getByRole('button', { name: '수정' })).toBeInTheDocument();
    expect(box.getByRole('button', { name: '삭제' })).toBeInTheDocument();
  });

  it('has the spec’s toolbar, whose list items indent and outdent', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    const editor = await openEditor(user, '의견추가하기');
    const toolbar = within(screen.getByRole('group', { name: '서식 도구' }));
    for (const name of [
      '제목 1',
      '제목 2',
      '제목 3',
      '굵게',
      '기울임',
      '밑줄',
      '취소선',
      '인용',
      '글머리 기호 목록',
      '번호 목록',
      '들여쓰기',
      '내어쓰기',
      '왼쪽 정렬',
      '가운데 정렬',
      '오른쪽 정렬',
      '글자 색',
      '서식 지우기',
    ]) {
      expect(toolbar.getByRole('button', { name })).toBeInTheDocument();
    }
    // Indent applies to a list item that has one above it.
    expect(toolbar.getByRole('button', { name: '들여쓰기' })).toBeDisabled();
    await user.click(editor);
    await user.click(toolbar.getByRole('button', { name: '제목 1' }));
    await user.type(editor, '요약{Enter}', { skipClick: true });
    await user.click(toolbar.getByRole('button', { name: '글머리 기호 목록' }));
    await user.type(editor, '첫째{Enter}둘째', { skipClick: true });
    await user.click(toolbar.getByRole('button', { name: '들여쓰기' }));
    await user.type(editor, '{Enter}셋째', { skipClick: true });
    await user.click(toolbar.getByRole('button', { name: '내어쓰기' }));
    await user.click(screen.getByRole('button', { name: '저장' }));

    await screen.findByText('의견을 등록했습니다.');
    // (The editor keeps an empty paragraph after a closing list, to write on below it.)
    expect(changes()[0]!.body).toBe(
      '<h3>요약</h3><ul><li><p>첫째</p><ul><li><p>둘째</p></li></ul></li><li><p>셋째</p></li></ul><p></p>',
    );
  });

  it('shows the firm’s opinion, and 수정 opens it in the editor, whose save PUTs', async () => {
    const { changes } = setup({ opinion: opinionOf('<p>기존 의견</p>') });
    const user = userEvent.setup();
    const box = await section();
    expect((await box.findByTestId('opinion-html')).innerHTML).toBe('<p>기존 의견</p>');
    expect(box.getByText('김데모 · 최종 수정 2025.03.02 14:30')).toBeInTheDocument();
    expect(box.queryByRole('button', { name: '의견추가하기' })).not.toBeInTheDocument();

    const editor = await openEditor(user, '수정');
    expect(editor).toHaveTextContent('기존 의견');
    // The editor toggles: 취소 closes it and keeps the opinion as it was.
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
      { method: 'PUT', path: '/startups/7/opinion', body: '<p>새 의견</p>', key: null },
    ]);
    await waitFor(() => expect(box.getByTestId('opinion-html').innerHTML).toBe('<p>새 의견</p>'));
    expect(box.getByText('김데모 · 최종 수정 2025.04.02 12:00')).toBeInTheDocument();
  });

  it('deletes the opinion only after the confirmation, then offers 의견추가하기 again', async () => {
    const { changes } = setup({ opinion: opinionOf('<p>지울 의견</p>') });
    const user = userEvent.setup();
    const box = await section();
    await user.click(await box.findByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '의견 삭제' });
    expect(within(dialog).getByText('작성한 투자 의견을 삭제하시겠습니까?')).toBeInTheDocument();
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
    expect(changes()).toEqual([{ method: 'DELETE', path: '/startups/7/opinion' }]);
    expect(await box.findByRole('button', { name: '의견추가하기' })).toBeInTheDocument();
    expect(box.queryByTestId('opinion-html')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a blank opinion under the editor, which stays open', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    const box = await section();
    const editor = await openEditor(user, '의견추가하기');
    await user.click(box.getByRole('button', { name: '저장' }));

    expect(await box.findByText('의견을 입력해 주세요.')).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: 'POST', path: '/startups/7/opinion', body: '<p></p>', key: expect.any(String) },
    ]);
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription('의견을 입력해 주세요.');
    expect(screen.queryByText('의견을 등록했습니다.')).not.toBeInTheDocument();

    // Written this time, it saves with the same key (nothing was created before).
    await user.click(editor);
    await user.type(editor, '다시 씀');
    await user.click(box.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('의견을 등록했습니다.')).toBeInTheDocument();
    const [first, second] = changes();
    expect(second).toMatchObject({ method: 'POST', body: '<p>다시 씀</p>', key: first!.key });
    expect(box.queryByText('의견을 입력해 주세요.')).not.toBeInTheDocument();
  });

  it('is absent for a startup’s user, who is asked nothing about it', async () => {
    const { reads, settled } = setup({ kind: 'startup' });
    await settled();
    expect(screen.queryByRole('region', { name: '투자 의견' })).not.toBeInTheDocument();
    expect(reads()).toEqual([]);
  });
});
