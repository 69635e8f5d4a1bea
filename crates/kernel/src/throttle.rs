//! Throttles for what can be guessed or used to flood someone: each counted event is stored
//! (PostgreSQL, so every instance sees the same counts) under its action, the client's address
//! and the thing aimed at (an e-mail, a name, a business number, a share link), and an action
//! is refused while either count has reached its limit within the window.
//!
//! Login keeps its own table (`auth::throttle`): a success there clears the account's count.

use std::net::IpAddr;
use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use crate::clock::Clock;
use crate::error::PortError;

/// What is throttled. The limits live in [`ThrottledAction::limit`], one table for all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ThrottledAction {
    /// Asking for a password-reset mail; the target is the e-mail address (the victim's inbox).
    PasswordResetMail,
    /// Finding one's login id by name and phone; the target is the name.
    FindId,
    /// Creating an account; the target is its e-mail address.
    SignUp,
    /// Registering a company on the waiting list; the target is its business number.
    WaitingRegistration,
    /// A wrong share-link password (only failures count); the target is the link.
    ShareUnlock,
}

/// How many events an address and a target may have within a window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub window: Duration,
    pub per_address: i64,
    pub per_target: i64,
    /// The target's limit stops only addresses that have events of their own: the rightful
    /// reader of a share link, who has not been guessing, still gets in when others have been.
    pub target_spares_clean_addresses: bool,
}

/// Counts inside the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ThrottleCounts {
    /// Events from this address (whatever the target).
    pub address: i64,
    /// Events at this target (whatever the address).
    pub target: i64,
}

impl ThrottledAction {
    /// The one table of limits.
    pub fn limit(self) -> Limit {
        let minutes = Duration::minutes;
        match self {
            // Three mails an hour reach an inbox at most, however many addresses ask.
            ThrottledAction::PasswordResetMail => {
                Limit { window: minutes(60), per_address: 10, per_target: 3, target_spares_clean_addresses: false }
            }
            ThrottledAction::FindId => {
                Limit { window: minutes(15), per_address: 10, per_target: 10, target_spares_clean_addresses: false }
            }
            // An office signing its whole team up shares one address: twenty an hour.
            ThrottledAction::SignUp => {
                Limit { window: minutes(60), per_address: 20, per_target: 5, target_spares_clean_addresses: false }
            }
            ThrottledAction::WaitingRegistration => {
                Limit { window: minutes(60), per_address: 10, per_target: 5, target_spares_clean_addresses: false }
            }
            ThrottledAction::ShareUnlock => {
                Limit { window: minutes(15), per_address: 10, per_target: 30, target_spares_clean_addresses: true }
            }
        }
    }

    /// The stored name of the action.
    pub const fn code(self) -> &'static str {
        match self {
            ThrottledAction::PasswordResetMail => "password_reset_mail",
            ThrottledAction::FindId => "find_id",
            ThrottledAction::SignUp => "sign_up",
            ThrottledAction::WaitingRegistration => "waiting_registration",
            ThrottledAction::ShareUnlock => "share_unlock",
        }
    }

    /// The longest window of all: stored events older than this serve nothing.
    pub fn longest_window() -> Duration {
        ALL.iter().map(|a| a.limit().window).max().unwrap_or_default()
    }
}

const ALL: [ThrottledAction; 5] = [
    ThrottledAction::PasswordResetMail,
    ThrottledAction::FindId,
    ThrottledAction::SignUp,
    ThrottledAction::WaitingRegistration,
    ThrottledAction::ShareUnlock,
];

impl Limit {
    /// Whether another event may happen; `Err(minutes)`: the window, to wait before trying again.
    ///
    /// # Errors
    /// The window in whole minutes when a limit is reached.
    pub fn check(&self, c: ThrottleCounts) -> Result<(), i64> {
        let target_full = c.target >= self.per_target && !(self.target_spares_clean_addresses && c.address == 0);
        if c.address >= self.per_address || target_full {
            Err(self.window.num_minutes())
        } else {
            Ok(())
        }
    }
}

/// The client's address as counted: an IPv4 address whole, an IPv6 address by its /64 (one
/// household or server gets a whole /64, so counting single v6 addresses would count nothing).
pub fn address_key(ip: &str) -> String {
    match ip.parse::<IpAddr>() {
        Ok(IpAddr::V6(v6)) if v6.to_ipv4_mapped().is_none() => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
        }
        Ok(IpAddr::V6(v6)) => v6.to_ipv4_mapped().map(|v4| v4.to_string()).unwrap_or_default(),
        Ok(IpAddr::V4(v4)) => v4.to_string(),
        Err(_) => ip.to_owned(),
    }
}

/// Stored events.
#[async_trait::async_trait]
pub trait ThrottleLog: Send + Sync {
    /// Events of `action` since `since` from `address`, and at `target`.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn counts(
        &self,
        action: ThrottledAction,
        address: &str,
        target: &str,
        since: DateTime<Utc>,
    ) -> Result<ThrottleCounts, PortError>;

    /// Stores one event.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn note(
        &self,
        action: ThrottledAction,
        address: &str,
        target: &str,
        at: DateTime<Utc>,
    ) -> Result<(), PortError>;
}

/// A refusal, or the storage failing.
#[derive(Debug, thiserror::Error)]
pub enum ThrottleError {
    #[error("too many attempts; retry in {retry_after_minutes} min")]
    Throttled { action: ThrottledAction, retry_after_minutes: i64 },
    #[error(transparent)]
    Port(#[from] PortError),
}

/// The throttle as the services use it: the log and the clock.
#[derive(Clone)]
pub struct Throttle {
    log: Arc<dyn ThrottleLog>,
    clock: Arc<dyn Clock>,
}

impl Throttle {
    pub fn new(log: Arc<dyn ThrottleLog>, clock: Arc<dyn Clock>) -> Self {
        Throttle { log, clock }
    }

    /// Refuses when `address` or `target` has reached the action's limit; counts nothing.
    ///
    /// # Errors
    /// `Throttled` past a limit; `Port` on storage failure.
    pub async fn check(&self, action: ThrottledAction, ip: &str, target: &str) -> Result<(), ThrottleError> {
        let limit = action.limit();
        let since = self.clock.now() - limit.window;
        let counts = self.log.counts(action, &address_key(ip), &normalized(target), since).await?;
        limit.check(counts).map_err(|retry_after_minutes| ThrottleError::Throttled { action, retry_after_minutes })
    }

    /// Counts one event (a request, or a failure for actions that count failures).
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    pub async fn note(&self, action: ThrottledAction, ip: &str, target: &str) -> Result<(), PortError> {
        self.log.note(action, &address_key(ip), &normalized(target), self.clock.now()).await
    }

    /// [`Throttle::check`], then [`Throttle::note`]: for actions where every request counts.
    ///
    /// # Errors
    /// As both.
    pub async fn admit(&self, action: ThrottledAction, ip: &str, target: &str) -> Result<(), ThrottleError> {
        self.check(action, ip, target).await?;
        Ok(self.note(action, ip, target).await?)
    }
}

/// Targets compared without case and spaces (`A@b.kr ` and `a@b.kr` are one inbox), and kept
/// short: a flood of huge bodies does not become a flood of huge rows.
fn normalized(target: &str) -> String {
    target.chars().filter(|c| !c.is_whitespace()).flat_map(char::to_lowercase).take(254).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(address: i64, target: i64) -> ThrottleCounts {
        ThrottleCounts { address, target }
    }

    #[test]
    fn each_limit_refuses_at_its_number_not_before() {
        for action in ALL {
            let l = action.limit();
            let minutes = l.window.num_minutes();
            assert_eq!(l.check(counts(l.per_address - 1, 0)), Ok(()), "{action:?}");
            assert_eq!(l.check(counts(l.per_address, 0)), Err(minutes), "{action:?}");
            assert_eq!(l.check(counts(1, l.per_target - 1)), Ok(()), "{action:?}");
            assert_eq!(l.check(counts(1, l.per_target)), Err(minutes), "{action:?}");
        }
    }

    #[test]
    fn a_reset_mail_reaches_an_inbox_three_times_an_hour() {
        let l = ThrottledAction::PasswordResetMail.limit();
        assert_eq!((l.per_target, l.window), (3, Duration::minutes(60)));
        assert_eq!(l.check(counts(0, 3)), Err(60), "a fresh address cannot mail the victim a fourth time");
    }

    #[test]
    fn a_guessed_share_link_still_opens_for_an_address_that_has_not_been_failing() {
        let l = ThrottledAction::ShareUnlock.limit();
        assert_eq!(l.check(counts(0, 500)), Ok(()), "the rightful reader gets in");
        assert_eq!(l.check(counts(1, 30)), Err(15), "a failing address waits once the link is under attack");
        assert_eq!(l.check(counts(1, 29)), Ok(()));
        assert_eq!(l.check(counts(10, 0)), Err(15), "ten wrong answers from one address");
    }

    #[test]
    fn ipv6_counts_by_its_64_and_mapped_v4_as_v4() {
        assert_eq!(address_key("2001:db8:1:2:aaaa::1"), "2001:db8:1:2::/64");
        assert_eq!(address_key("2001:db8:1:2:bbbb::9"), address_key("2001:db8:1:2:aaaa::1"));
        assert_eq!(address_key("::ffff:10.0.0.7"), "10.0.0.7");
        assert_eq!(address_key("203.0.113.5"), "203.0.113.5");
        assert_eq!(address_key(""), "");
    }

    #[test]
    fn targets_compare_without_case_or_spaces_and_stay_short() {
        assert_eq!(normalized(" Kim@Johap.KR "), "kim@johap.kr");
        assert_eq!(normalized(&"x".repeat(10_000)).len(), 254);
    }

    #[test]
    fn stored_events_outlive_no_window() {
        assert_eq!(ThrottledAction::longest_window(), Duration::minutes(60));
        let codes: std::collections::HashSet<_> = ALL.iter().map(|a| a.code()).collect();
        assert_eq!(codes.len(), ALL.len(), "each action stored under its own name");
    }
}
