import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_KINDS,
  fileRules,
  startupDocument,
  startupProfile,
} from '@/features/startup/test/fixtures';
import type { StartupProfileDto } from '@/features/startup/api';
import type { StartupFileRulesDto } from '@/api/gen/startupFiles';
import { renderRoutes } from '@/test/render';
import { serveOwn, type Refusal } from '../test/ownServer';
import { BasicInfoEditPage } from './BasicInfoEditPage';

const pdf = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const png = (name: string, bytes = 100) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function renderAt(
  path: string,
  profile: StartupProfileDto = startupProfile(),
  { refuse = null, rules }: { refuse?: Refusal | null; rules?: StartupFileRulesDto } = {},
) {
  const served = serveOwn({ profile, refuse, ...(rules ? { rules } : {}) });
  const view = renderRoutes(
    [
      { path: '/basic-info-edit', element: <BasicInfoEditPage /> },
      { path: '/basic-info-mange', element: <p>기업 기본 정보 화면</p> },
    ],
    path,
  );
  return { ...served, ...view };
}

/** The documents tab's panel of one code. */
const kindPanel = async (label: string) => {
  const tab = await screen.findByRole('tabpanel', { name: '자료' });
  return within(tab).findByRole('region', { name: label });
};

describe('BasicInfoEditPage: 자료', () => {
  it('lists the ten codes in order, each with its files, then the news', async () => {
    renderAt(
      '/basic-info-edit?tab=documents',
      startupProfile({ documents: [startupDocument(1, 'SF01', '사업자등록증.pdf')] }),
    );
    expect(await screen.findByRole('tab', { name: '자료', selected: true })).toBeInTheDocument();
    const first = await kindPanel('사업자등록증');
    const tab = screen.getByRole('tabpanel', { name: '자료' });
    expect(
      within(tab)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual([...DOCUMENT_KINDS.map((kind) => kind.label), '뉴스']);
    expect(within(first).getByText('사업자등록증.pdf')).toBeInTheDocument();
    expect(within(first).getByText('1.5 KB · 2026.11.20')).toBeInTheDocument();
    expect(within(first).getByText('1 / 20개')).toBeInTheDocument();
    expect(
      within(await kindPanel('IR 자료')).getByText('등록된 파일이 없습니다.'),
    ).toBeInTheDocument();
    expect(within(tab).getByText(/파일은 50 MB까지, 자료 종류마다 20개까지/)).toBeInTheDocument();
  });

  it('uploads a file with a progress bar, then shows it from the answered profile', async () => {
    const { changes, state } = renderAt('/basic-info-edit?tab=documents');
    state.storedNames.push('IR 2026.pdf');
    let release = () => {};
    state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const user = userEvent.setup();
    const ir = await kindPanel('IR 자료');
    await user.upload(within(ir).getByLabelText('IR 자료 파일 선택'), pdf('IR 2026.pdf'));

    expect(
      await within(ir).findByRole('progressbar', { name: '업로드 진행률' }),
    ).toBeInTheDocument();
    expect(within(ir).getByText(/IR 2026\.pdf 업로드 중/)).toBeInTheDocument();
    // One change at a time: every upload button waits for this one.
    for (const button of screen.getAllByRole('button', { name: '파일 추가' })) {
      expect(button).toBeDisabled();
    }
    release();
    expect(await screen.findByText('업로드 되었습니다.')).toBeInTheDocument();
    expect(await within(ir).findByText('IR 2026.pdf')).toBeInTheDocument();
    expect(within(ir).getByText('1.5 KB · 2026.11.26')).toBeInTheDocument();
    expect(within(ir).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(changes()).toEqual([
      { method: 'POST', path: '/startups/7/documents', search: '?kind=SF04', body: { parts: 1 } },
    ]);
  });

  it('sends several picked files one after another', async () => {
    const { changes, state } = renderAt('/basic-info-edit?tab=documents');
    state.storedNames.push('첫째.pdf', '둘째.pdf');
    let release = () => {};
    state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const user = userEvent.setup();
    const other = await kindPanel('기타');
    await user.upload(within(other).getByLabelText('기타 파일 선택'), [
      pdf('첫째.pdf'),
      pdf('둘째.pdf'),
    ]);
    expect(await within(other).findByText(/첫째\.pdf \(1\/2\) 업로드 중/)).toBeInTheDocument();
    // The second file waits until the first one is stored.
    expect(changes()).toHaveLength(1);
    release();
    expect(await screen.findByText('업로드 되었습니다.')).toBeInTheDocument();
    expect(within(other).getByText('첫째.pdf')).toBeInTheDocument();
    expect(within(other).getByText('둘째.pdf')).toBeInTheDocument();
    // One request per file, each with its one file part.
    expect(changes().map((call) => [call.search, call.body])).toEqual([
      ['?kind=SF19', { parts: 1 }],
      ['?kind=SF19', { parts: 1 }],
    ]);
  });

  it("shows the server's message when it refuses a file", async () => {
    const message = '올릴 수 없는 파일 형식입니다.';
    renderAt('/basic-info-edit?tab=documents', startupProfile(), {
      refuse: { status: 415, code: 'file_type_not_allowed', message },
    });
    const user = userEvent.setup();
    const plan = await kindPanel('사업계획서');
    await user.upload(within(plan).getByLabelText('사업계획서 파일 선택'), pdf('계획서.exe'));
    expect(await screen.findByText('업로드 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(within(plan).getByText('등록된 파일이 없습니다.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '파일 추가' })[0]).toBeEnabled();
  });

  it('refuses a file over the limit before sending anything', async () => {
    const { changes } = renderAt('/basic-info-edit?tab=documents', startupProfile(), {
      rules: fileRules({ max_document_bytes: 1024 }),
    });
    const user = userEvent.setup();
    const plan = await kindPanel('사업계획서');
    await user.upload(within(plan).getByLabelText('사업계획서 파일 선택'), pdf('큰 파일.pdf'));
    expect(await screen.findByText('큰 파일.pdf: 파일은 1 KB까지 올릴 수 있습니다.')).toBeVisible();
    expect(changes()).toEqual([]);
  });

  it('deletes a document only after confirming', async () => {
    const { changes } = renderAt(
      '/basic-info-edit?tab=documents',
      startupProfile({ documents: [startupDocument(1, 'SF15', '주주명부.pdf')] }),
    );
    const user = userEvent.setup();
    const holders = await kindPanel('주주명부');
    await user.click(within(holders).getByRole('button', { name: '주주명부.pdf 삭제' }));
    let dialog = await screen.findByRole('dialog', { name: '자료 삭제' });
    expect(within(dialog).getByText('주주명부.pdf 파일을 삭제하시겠습니까?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);

    await user.click(within(holders).getByRole('button', { name: '주주명부.pdf 삭제' }));
    dialog = await screen.findByRole('dialog', { name: '자료 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제 완료되었습니다.')).toBeInTheDocument();
    expect(await within(holders).findByText('등록된 파일이 없습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/startups/7/documents/1', search: '' }]);
  });
});

describe('BasicInfoEditPage: 로고·대표 사진', () => {
  it('uploads a logo and removes the photo, each saved at once', async () => {
    const { changes } = renderAt(
      '/basic-info-edit',
      startupProfile({ logo_url: null, photo_url: '/api/v1/media/photo-1' }),
    );
    const user = userEvent.setup();
    const logo = await screen.findByRole('group', { name: '로고' });
    const photo = screen.getByRole('group', { name: '대표 사진' });
    expect(within(logo).getByText('로고 (PNG, JPG, GIF, WEBP · 5MB 이하)')).toBeInTheDocument();
    expect(within(logo).getByText('등록된 로고가 없습니다.')).toBeInTheDocument();
    expect(within(photo).getByRole('img', { name: '현재 대표 사진' })).toHaveAttribute(
      'src',
      '/api/v1/media/photo-1',
    );

    await user.upload(within(logo).getByLabelText('로고 파일 선택'), png('logo.png'));
    expect(await screen.findByText('저장되었습니다.')).toBeInTheDocument();
    expect(await within(logo).findByRole('img', { name: '현재 로고' })).toHaveAttribute(
      'src',
      '/api/v1/media/tok-2',
    );
    expect(within(logo).getByRole('button', { name: '로고 변경' })).toBeInTheDocument();

    await user.click(within(photo).getByRole('button', { name: '대표 사진 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '대표 사진 삭제' });
    expect(within(dialog).getByText('대표 사진을 삭제하시겠습니까?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await within(photo).findByText('등록된 대표 사진이 없습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([
      { method: 'PUT', path: '/startups/7/images/logo', search: '', body: { parts: 1 } },
      { method: 'DELETE', path: '/startups/7/images/photo', search: '' },
    ]);
  });

  it('refuses a picture of another type or over 5MB before sending it', async () => {
    const { changes } = renderAt('/basic-info-edit');
    // The file dialog would hide other types; a dropped or forced pick still reaches the check.
    const user = userEvent.setup({ applyAccept: false });
    const logo = await screen.findByRole('group', { name: '로고' });
    await user.upload(within(logo).getByLabelText('로고 파일 선택'), pdf('로고.pdf'));
    expect(
      await screen.findByText('PNG, JPG, GIF, WEBP 형식의 이미지만 올릴 수 있습니다.'),
    ).toBeInTheDocument();
    await user.upload(
      within(logo).getByLabelText('로고 파일 선택'),
      png('큰 로고.png', 5 * 1024 * 1024 + 1),
    );
    expect(await screen.findByText('이미지는 5 MB까지 올릴 수 있습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("shows the server's message when it refuses a picture", async () => {
    const message = 'PNG, JPG, GIF, WEBP 이미지만 올릴 수 있습니다.';
    renderAt('/basic-info-edit', startupProfile(), {
      refuse: { status: 415, code: 'file_type_not_allowed', message },
    });
    const user = userEvent.setup();
    const photo = await screen.findByRole('group', { name: '대표 사진' });
    await user.upload(within(photo).getByLabelText('대표 사진 파일 선택'), png('가짜.png'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(photo).getByText('등록된 대표 사진이 없습니다.')).toBeInTheDocument();
  });
});
