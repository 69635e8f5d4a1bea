// Renders the union page on its communication tab with the answers every test needs (the union,
// its payment account, the bank list and the send history); tests add or replace handlers.
import { UnionDetailPage } from '@/features/union/pages/UnionDetailPage';
import { unionDetail } from '@/features/union/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import type { BankAccountDto, MailingDto } from '../api';
import { banks, page } from './fixtures';

export function renderCommunicationTab({
  account = null,
  history = [],
}: {
  /** The saved account, or a function giving it per request (an account the test saves). */
  account?: BankAccountDto | null | (() => BankAccountDto | null);
  /** The rows, or a function giving each request's rows (a history that changes). */
  history?: MailingDto[] | (() => MailingDto[]);
} = {}) {
  const calls = { history: [] as string[] };
  server.use(
    http.get(api('/unions/5'), () => HttpResponse.json(unionDetail())),
    http.get(api('/unions/5/bank-account'), () =>
      HttpResponse.json({ account: typeof account === 'function' ? account() : account }),
    ),
    http.get(api('/banks'), () => HttpResponse.json(banks)),
    http.get(api('/unions/5/mailings'), ({ request }) => {
      calls.history.push(new URL(request.url).search);
      return HttpResponse.json(page(typeof history === 'function' ? history() : history));
    }),
  );
  const view = renderRoutes(
    [
      {
        path: '/lp-invest-union-management/detail/:fundIdx/communication',
        element: <UnionDetailPage />,
      },
    ],
    '/lp-invest-union-management/detail/5/communication',
  );
  return { ...view, calls };
}
