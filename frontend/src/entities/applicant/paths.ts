//! The address of an application's detail screen (the GP's side), linked from the LP screens.

export const applicantDetailPath = (unionId: number | string, applicantId: number | string) =>
  `/lp-invest-union-management/detail/${unionId}/apply/member/${applicantId}`;
