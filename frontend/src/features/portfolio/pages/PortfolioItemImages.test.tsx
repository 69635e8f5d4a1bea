import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/test/editorDom';
import { itemOf, portfolioOf, profileOf } from '../test/fixtures';
import { servePortfolios, type PictureAnswer } from '../test/portfolioServer';
import { renderPortfolio } from '../test/renderPortfolio';

const OWN = '/api/v1/portfolio-images/';
const FOREIGN = 'https://cdn.example.com/cat.png';
const REFUSED = '내부 주소의 이미지는 가져올 수 없습니다.';

function setup({
  pictures = {},
  blocks = ['<p>회사 개요</p>', '<p>투자 포인트</p>', '<p>향후 계획</p>'],
  uploadGate,
}: {
  pictures?: Record<string, PictureAnswer>;
  blocks?: string[];
  uploadGate?: Promise<void>;
} = {}) {
  const served = servePortfolios({
    portfolios: [portfolioOf(7, [itemOf(11, 41, '루미나랩스', { blocks })])],
    profiles: [profileOf(41, '루미나랩스')],
    pictures,
    blockLimit: 100_000,
    uploadGate,
  });
  renderPortfolio('/invest-portfolio/create/11/7');
  return served;
}

const block = (name: string) => screen.findByRole('textbox', { name: `${name} 내용` });
const imagesIn = (area: HTMLElement) => Array.from(area.querySelectorAll('img'));

/** Pastes what a browser's clipboard would hold into `area`. */
function paste(area: HTMLElement, { html = '', files = [] as File[] } = {}) {
  fireEvent.paste(area, {
    clipboardData: {
      files,
      items: [],
      types: html ? ['text/html', 'text/plain'] : ['Files'],
      getData: (type: string) => (type === 'text/html' ? html : ''),
    },
  });
}

const savedBlocks = (changes: { method: string; path: string; body?: unknown }[]) =>
  (changes.find((change) => change.path === '/portfolios/7/items/11')?.body as { blocks: string[] })
    .blocks;

describe('PortfolioItemPage pictures', () => {
  it('has a pasted picture of another host fetched by the server and its source replaced', async () => {
    const { changes } = setup({ pictures: { [FOREIGN]: 'f'.repeat(32) + '.png' } });
    const user = userEvent.setup();
    const area = await block('첫 번째 블록');
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());

    paste(area, { html: `<p>고양이</p><img src="${FOREIGN}" alt="고양이">` });

    await waitFor(() =>
      expect(imagesIn(area).map((image) => image.getAttribute('src'))).toEqual([
        `${OWN}${'f'.repeat(32)}.png`,
      ]),
    );
    expect(changes()).toContainEqual({
      method: 'POST',
      path: '/portfolio-images/from-url',
      body: { image_url: FOREIGN },
    });
    expect(await screen.findByText('저장되지 않은 변경 사항')).toBeInTheDocument();

    // What is saved carries the product's address, never the other host's.
    await user.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText('페이지를 저장했습니다.');
    const [first] = savedBlocks(changes());
    expect(first).toContain(`src="${OWN}${'f'.repeat(32)}.png"`);
    expect(first).not.toContain(FOREIGN);
  });

  it('takes a refused pasted picture out again with the server’s message', async () => {
    const { changes } = setup({
      pictures: {
        [FOREIGN]: { status: 422, code: 'image_url_refused', message: REFUSED },
      },
    });
    const area = await block('두 번째 블록');
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());

    paste(area, { html: `<p>남는 글</p><img src="${FOREIGN}">` });

    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    await waitFor(() => expect(imagesIn(area)).toEqual([]));
    expect(area).toHaveTextContent('남는 글');
    expect(changes().filter((change) => change.path === '/portfolio-images/from-url')).toHaveLength(
      1,
    );
  });

  it('keeps the product’s own pasted pictures as they are', async () => {
    const { changes } = setup();
    const area = await block('첫 번째 블록');
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());

    paste(area, { html: `<img src="${OWN}${'a'.repeat(32)}.jpg">` });

    await waitFor(() => expect(imagesIn(area)).toHaveLength(1));
    expect(imagesIn(area)[0]).toHaveAttribute('src', `${OWN}${'a'.repeat(32)}.jpg`);
    // Nothing to fetch or upload.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes()).toEqual([]);
  });

  it('uploads a pasted screenshot (a data: picture) like a file and replaces it', async () => {
    const { changes } = setup();
    const area = await block('세 번째 블록');
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());

    paste(area, { html: '<img src="data:image/png;base64,iVBORw0KGgo=">' });

    await waitFor(() =>
      expect(imagesIn(area).map((image) => image.getAttribute('src'))).toEqual([
        expect.stringMatching(/^\/api\/v1\/portfolio-images\/\d{32}\.png$/),
      ]),
    );
    expect(changes()).toEqual([
      { method: 'POST', path: '/portfolio-images', body: { parts: 1, type: 'image/png' } },
    ]);
  });

  it('uploads a picked picture with its progress and puts it into the block', async () => {
    let release = () => {};
    const { changes } = setup({
      uploadGate: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    const user = userEvent.setup();
    const area = await block('첫 번째 블록');
    expect(screen.getAllByRole('button', { name: '이미지 넣기' })).toHaveLength(3);

    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '로고.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('첫 번째 블록 이미지 파일'), picture);

    // Under way: the bar names the picture, nothing is in the block yet, 저장 waits.
    expect(await screen.findByRole('progressbar', { name: '업로드 진행률' })).toBeInTheDocument();
    expect(screen.getByText('로고.png 업로드 중')).toBeInTheDocument();
    expect(imagesIn(area)).toEqual([]);
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
    release();

    await waitFor(() => expect(imagesIn(area)).toHaveLength(1));
    expect(imagesIn(area)[0]?.getAttribute('src')).toMatch(/^\/api\/v1\/portfolio-images\//);
    expect(changes()).toEqual([
      { method: 'POST', path: '/portfolio-images', body: { parts: 1, type: 'image/png' } },
    ]);
    // The bar is gone once it is sent (it may leave a render after the picture lands).
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: '업로드 진행률' })).not.toBeInTheDocument(),
    );
  });

  it('refuses a picture over 20 MB with the spec’s message and puts nothing in', async () => {
    const { changes } = setup();
    const user = userEvent.setup();
    const area = await block('두 번째 블록');

    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 20_971_521 });
    await user.upload(screen.getByLabelText('두 번째 블록 이미지 파일'), huge);

    expect(await screen.findByText('파일 용량이 초과됐습니다. (최대20MB)')).toBeInTheDocument();
    expect(imagesIn(area)).toEqual([]);
    expect(changes()).toEqual([]);
    expect(screen.queryByText('저장되지 않은 변경 사항')).not.toBeInTheDocument();
  });

  it('refuses a pasted file that is no accepted picture', async () => {
    const { changes } = setup();
    const area = await block('첫 번째 블록');
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());

    paste(area, { files: [new File(['%PDF'], '자료.pdf', { type: 'application/pdf' })] });

    expect(
      await screen.findByText('jpg, jpeg, png, gif, bmp, tif, tiff 이미지만 올릴 수 있습니다.'),
    ).toBeInTheDocument();
    expect(imagesIn(area)).toEqual([]);
    expect(changes()).toEqual([]);
  });

  it('sizes the selected picture 75% or back to its own size, and keeps the size when saved', async () => {
    // A block that starts with a picture opens with the picture selected.
    const { changes } = setup({
      blocks: [
        `<img src="${OWN}${'b'.repeat(32)}.png" style="width: 50%"><p>글</p>`,
        '<p>둘</p>',
        '',
      ],
    });
    const user = userEvent.setup();
    const area = await block('첫 번째 블록');
    expect(imagesIn(area)[0]).toHaveStyle({ width: '50%' });
    await waitFor(() => expect(screen.getByRole('button', { name: '저장' })).toBeEnabled());
    // The second block's cursor is in its text: its size buttons do nothing.
    for (const name of ['이미지 원본 크기', '이미지 50% 크기', '이미지 75% 크기']) {
      expect(screen.getAllByRole('button', { name })[1]).toBeDisabled();
    }

    await user.click(screen.getAllByRole('button', { name: '이미지 75% 크기' })[0]!);
    await waitFor(() => expect(imagesIn(area)[0]).toHaveStyle({ width: '75%' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText('페이지를 저장했습니다.');
    expect(savedBlocks(changes())[0]).toMatch(/<img [^>]*style="width: 75%;?"/);

    await user.click(screen.getAllByRole('button', { name: '이미지 원본 크기' })[0]!);
    await waitFor(() => expect(imagesIn(area)[0]).not.toHaveAttribute('style'));
  });
});
