//! Who the session user is as far as startup data goes (read by every route that shows one).

use auth::SessionUser;
use company::Viewer;
use kernel::Actor;

use crate::access::AccountKind;

/// Who the session user is as far as startup data goes.
pub(crate) fn viewer(actor: Actor, user: &SessionUser) -> Viewer {
    match AccountKind::of(user) {
        AccountKind::Lp => Viewer::Lp(actor),
        AccountKind::FactChecker => Viewer::FactChecker(actor),
        AccountKind::Startup => Viewer::Startup(actor),
        AccountKind::Gp => Viewer::Investor(actor),
    }
}
