import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { LpGroupListPage } from '../pages/LpGroupListPage';
import { lpGroup } from '../test/fixtures';

/** Serves a group list that the create handler grows, like the server would. */
function setup() {
  let groups = [lpGroup(1)];
  const created: unknown[] = [];
  // Only the part's type: jsdom's XHR-to-fetch bridge loses multipart file names and bytes.
  const uploads: string[] = [];
  let listCalls = 0;
  server.use(
    http.get(api('/lp-groups'), () => {
      listCalls += 1;
      return HttpResponse.json({
        items: groups,
        page: 1,
        page_size: 10,
        total_count: groups.length,
      });
    }),
    http.post(api('/lp-groups'), async ({ request }) => {
      const body = (await request.json()) as { name: string; description: string };
      created.push(body);
      const group = lpGroup(2, { name: body.name, description: body.description });
      groups = [...groups, group];
      return HttpResponse.json(group, { status: 201 });
    }),
    http.post(api('/lp-group-images'), async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      uploads.push(file.type);
      return HttpResponse.json({ image_key: 'img-1', content_type: file.type }, { status: 201 });
    }),
  );
  renderRoutes(
    [
      { path: '/lp-group-management/list', element: <LpGroupListPage /> },
      { path: '/lp-group-management/:groupIdx/edit', element: <p>그룹 화면</p> },
    ],
    '/lp-group-management/list',
  );
  return { created, uploads, listCalls: () => listCalls };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('그룹1');
  await user.click(screen.getByRole('button', { name: '그룹 추가' }));
  return screen.findByRole('dialog', { name: '그룹 추가' });
}

describe('GroupFormModal', () => {
  it('refuses an empty or blank name with the spec message and sends nothing', async () => {
    const { created, uploads } = setup();
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await screen.findByText('그룹명을 입력해주세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /그룹명/ }), '   ');
    await user.type(within(dialog).getByRole('textbox', { name: '그룹 설명' }), '설명만');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(screen.getAllByText('그룹명을 입력해주세요.')).toHaveLength(2));
    expect(created).toEqual([]);
    expect(uploads).toEqual([]);
    expect(screen.getByRole('dialog', { name: '그룹 추가' })).toBeInTheDocument();
  });

  it('asks before closing, stays on 계속 작성, and clears the fields when leaving', async () => {
    setup();
    const user = userEvent.setup();
    let dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: /그룹명/ }), 'VIP');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(await screen.findByText('정말 나가시겠습니까?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '계속 작성' }));
    await waitFor(() => expect(screen.queryByText('정말 나가시겠습니까?')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: /그룹명/ })).toHaveValue('VIP');

    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await user.click(await screen.findByRole('button', { name: '나가기' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '그룹 추가' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: '그룹 추가' }));
    dialog = await screen.findByRole('dialog', { name: '그룹 추가' });
    expect(within(dialog).getByRole('textbox', { name: /그룹명/ })).toHaveValue('');
  });

  it('uploads the picked image, saves the group with its key, closes and refreshes the list', async () => {
    const { created, uploads, listCalls } = setup();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    const dialog = await openModal(user);
    const before = listCalls();
    await user.upload(
      within(dialog).getByLabelText('그룹 이미지 선택'),
      new File([new Uint8Array(2000)], 'logo.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByAltText('그룹 이미지 미리보기')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /그룹명/ }), ' VIP 투자자 ');
    await user.type(within(dialog).getByRole('textbox', { name: '그룹 설명' }), '주요 LP');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '그룹 추가' })).not.toBeInTheDocument(),
    );
    expect(uploads).toEqual(['image/png']);
    expect(created).toEqual([{ name: 'VIP 투자자', description: '주요 LP', image_key: 'img-1' }]);
    expect(await screen.findByText('VIP 투자자')).toBeInTheDocument();
    expect(listCalls()).toBeGreaterThan(before);
  });

  it('refuses a file of another type before uploading it', async () => {
    const { uploads } = setup();
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openModal(user);
    await user.upload(
      within(dialog).getByLabelText('그룹 이미지 선택'),
      new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText(
        'jpg, jpeg, png, gif, bmp, tif, tiff 형식의 이미지만 올릴 수 있습니다.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('이미지 없음')).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('shows the server refusal of the name under the field and keeps the modal open', async () => {
    setup();
    server.use(
      http.post(api('/lp-groups'), () =>
        problem(422, 'validation_failed', '입력 내용을 확인해 주세요.', [
          { field: 'name', message: '그룹명은 100자 이내로 입력해 주세요.' },
        ]),
      ),
    );
    const user = userEvent.setup();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: /그룹명/ }), '이름');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(
      await within(dialog).findByText('그룹명은 100자 이내로 입력해 주세요.'),
    ).toBeInTheDocument();
  });
});
