import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/api/baseQuery';
import { renderRoutes } from '@/test/render';
import type { AnswerBody, RequestAnswerDto, RequestAskDto } from '../api';
import { requestAnswer, requestAsk } from '../test/fixtures';
import { AnswerForm } from './AnswerForm';

function renderForm(
  ask: RequestAskDto,
  onSubmit: (body: AnswerBody) => Promise<void> = () => Promise.resolve(),
  previous?: RequestAnswerDto,
) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <AnswerForm
            ask={ask}
            previous={previous}
            onSubmit={onSubmit}
            documents={<p>서류 업로드 칸</p>}
          />
        ),
      },
    ],
    '/',
  );
}

const refusal = (fieldErrors: Record<string, string>): ApiError => ({
  status: 422,
  code: 'validation_failed',
  message: '입력 내용을 확인해 주세요.',
  fieldErrors,
  problem: null,
});

describe('AnswerForm', () => {
  it('shows only the asked quarter figures', () => {
    renderForm(requestAsk({ items: ['quarterly_sales', 'headcount'] }));
    expect(screen.getByRole('region', { name: '2026년 3분기 실적' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^분기 매출/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^임직원 수/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^현금 잔고/)).not.toBeInTheDocument();
    expect(screen.queryByText('재무상태표 (2025년)')).not.toBeInTheDocument();
    // Documents not asked: no upload section even when the page offers one.
    expect(screen.queryByText('서류 업로드 칸')).not.toBeInTheDocument();
    expect(screen.getByLabelText('메모')).toBeInTheDocument();
  });

  it("shows the asked year's statements with the 재무 tab's lines, and the documents", () => {
    renderForm(requestAsk({ items: ['yearly_statements', 'documents'], statements_year: 2025 }));
    expect(screen.queryByLabelText(/^분기 매출/)).not.toBeInTheDocument();
    const statements = screen.getByRole('region', { name: '2025년 재무제표' });
    expect(within(statements).getByText('재무상태표 (2025년)')).toBeInTheDocument();
    expect(within(statements).getByText('손익계산서 (2025년)')).toBeInTheDocument();
    expect(within(statements).getByLabelText('현금및현금성자산')).toBeInTheDocument();
    expect(within(statements).getByLabelText('당기순이익')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '요청 서류' })).getByText('서류 업로드 칸'),
    ).toBeInTheDocument();
  });

  it('sends the asked items only, amounts as whole numbers', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(
      requestAsk({
        items: ['quarterly_sales', 'headcount', 'yearly_statements'],
        statements_year: 2025,
      }),
      onSubmit,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^분기 매출/), '1500000000');
    expect(screen.getByLabelText(/^분기 매출/)).toHaveValue('1,500,000,000');
    // The amount reads back in the profile's units, so a digit too many shows.
    expect(screen.getByText('15.00억원')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^임직원 수/), '12');
    await user.type(screen.getByLabelText('자본총계'), '-5000000');
    await user.type(screen.getByLabelText('메모'), '  가결산 기준 ');
    await user.click(screen.getByRole('button', { name: '제출' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = (onSubmit.mock.calls[0] as unknown as [AnswerBody])[0];
    expect(body).toMatchObject({ note: '가결산 기준', sales: 1_500_000_000, headcount: 12 });
    expect(body).not.toHaveProperty('cash');
    expect(body.statements?.balance.total_equity).toBe(-5_000_000);
    expect(body.statements?.balance.cash).toBeNull();
    expect(body.statements?.income.sales).toBeNull();
  });

  it('starts a correction from the latest answer', () => {
    renderForm(requestAsk(), undefined, requestAnswer());
    expect(screen.getByLabelText(/^분기 매출/)).toHaveValue('1,200,000,000');
    expect(screen.getByLabelText(/^현금 잔고/)).toHaveValue('300,000,000');
    expect(screen.getByLabelText('메모')).toHaveValue('3분기 가결산 기준입니다.');
  });

  it("puts the server's messages beside their fields", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        refusal({
          sales: '요청한 항목입니다. 값을 입력해 주세요.',
          'statements.balance.total_assets': '자산총계는 부채총계와 자본총계의 합이어야 합니다.',
          documents: '요청한 서류를 올려 주세요: IR 자료',
          note: '전달 메모는 1,000자까지 입력할 수 있습니다.',
        }),
      ),
    );
    renderForm(
      requestAsk({
        items: ['quarterly_sales', 'yearly_statements', 'documents'],
        statements_year: 2025,
      }),
      onSubmit,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '제출' }));

    expect(await screen.findByText('요청한 항목입니다. 값을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^분기 매출/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('자산총계')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('자산총계는 부채총계와 자본총계의 합이어야 합니다.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '요청 서류' })).getByRole('alert'),
    ).toHaveTextContent('요청한 서류를 올려 주세요: IR 자료');
    expect(screen.getByText('전달 메모는 1,000자까지 입력할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '제출' })).toBeEnabled();
  });

  it("names the statements' own refusal above them", async () => {
    const message = '요청한 연도의 재무제표를 입력해 주세요.';
    renderForm(requestAsk({ items: ['yearly_statements'], statements_year: 2025 }), () =>
      Promise.reject(refusal({ statements: message })),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '제출' }));
    expect(
      await within(screen.getByRole('region', { name: '2025년 재무제표' })).findByRole('alert'),
    ).toHaveTextContent(message);
  });

  it('sends once while the answer is on its way', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderForm(requestAsk({ items: ['cash'] }), onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^현금 잔고/), '1000');
    const button = screen.getByRole('button', { name: '제출' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    // Enter in a field submits the form too; it must not send again either.
    await user.type(screen.getByLabelText(/^현금 잔고/), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button).toBeEnabled());
  });
});
