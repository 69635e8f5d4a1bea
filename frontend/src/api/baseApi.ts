//! The single RTK Query api. It is empty: endpoints are generated per OpenAPI tag into ./gen and
//! enhanced (cache tags from ./tags.ts, error display) in each feature's api.ts.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { TAG_TYPES } from './tags';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
