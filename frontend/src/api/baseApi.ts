//! The single RTK Query api. It is empty: endpoints are generated per OpenAPI tag into ./gen and
//! enhanced (cache tags) in each feature's api.ts.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
