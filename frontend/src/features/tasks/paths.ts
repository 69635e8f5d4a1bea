//! The tasks area's addresses (kept apart so the route table loads nothing else), and the
//! screens of other areas an automatic task's work is on. A detail takes its id as `?id=`.
export const TASK_LIST_PATH = '/task';
export const TASK_DETAIL_PATH = '/task/detail';

export const taskDetailPath = (id: number) => `${TASK_DETAIL_PATH}?id=${id}`;

// Other areas' screens, written out here: a feature does not import another. Checked against
// the union and data-request routes (features/union/routes.ts, features/requests/model.ts).
/** The union's detail screen (it opens on 출자 신청 관리). */
export const unionPath = (unionId: number) => `/lp-invest-union-management/detail/${unionId}`;
/** The union's 출자 신청 관리 tab: the applicants' documents and payments. */
export const unionApplicantsPath = (unionId: number) => `${unionPath(unionId)}/apply`;
/** One data request with its startups' answers. */
export const dataRequestPath = (requestId: number) => `/data-requests/${requestId}`;
