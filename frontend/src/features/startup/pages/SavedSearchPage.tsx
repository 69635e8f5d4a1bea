//! /search-result/{id} (스타트업 검색 결과): a saved search reopened. It loads the saved filters and
//! gives way to the search page at their address, so the sidebar shows them and the results load
//! as for any search. An unknown id, or another firm's, says so.
import { Navigate, useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { LoadError } from '@/shared/ui/LoadError';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import { NotFound } from '@/shared/ui/NotFound';
import { cmpyNoParam, STARTUP_SEARCH_PATH } from '../model';
import { savedSearchAddress } from '../savedSearch';
import { useGetSavedSearchQuery } from '../api';

const BACK = { backTo: STARTUP_SEARCH_PATH, backLabel: '스타트업 검색으로 이동' };

export function SavedSearchPage() {
  const { id } = useParams();
  // The same rule as a company number: a positive whole number, anything else is no search.
  const searchId = cmpyNoParam(id ?? null);
  const { data, error, refetch } = useGetSavedSearchQuery(
    { searchId: searchId ?? 0 },
    { skip: searchId === null },
  );
  const status = (error as ApiError | undefined)?.status;

  if (searchId === null || status === 404) {
    return <NotFound title="저장된 검색을 찾을 수 없습니다." {...BACK} />;
  }
  if (status === 403) {
    return (
      <NotFound title="저장된 검색은 투자사 회원만 이용할 수 있습니다." text={null} {...BACK} />
    );
  }
  if (error) {
    return (
      <LoadError
        title="저장된 검색을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <LoadingScreen />;
  // `replace`: back from the results skips this step instead of coming straight back to them.
  return <Navigate to={savedSearchAddress(data.filters)} replace />;
}
