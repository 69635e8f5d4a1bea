//! Login throttling: how many recent failures an account or an address may have.
//!
//! Failures are stored rows (PostgreSQL), so every server instance sees the same counts.

use chrono::{DateTime, Duration, Utc};

/// Recent failed attempts, as counted by the repository.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RecentFailures {
    /// Failures for this e-mail since its last successful login, inside the window.
    pub account: i64,
    /// Failures from this client address inside the window, whatever the account.
    pub address: i64,
}

/// The policy: at most `max_account` failures per account and `max_address` per address
/// within `window`; past that, logins are refused until the window has passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrottlePolicy {
    pub window: Duration,
    pub max_account: i64,
    pub max_address: i64,
}

impl Default for ThrottlePolicy {
    fn default() -> Self {
        ThrottlePolicy { window: Duration::minutes(15), max_account: 5, max_address: 30 }
    }
}

impl ThrottlePolicy {
    /// Start of the counting window.
    pub fn since(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        now - self.window
    }

    /// Whether another attempt may be tried; `Err(minutes)` says how long to wait.
    ///
    /// # Errors
    /// The wait in whole minutes when either limit is reached.
    pub fn check(&self, f: RecentFailures) -> Result<(), i64> {
        if f.account >= self.max_account || f.address >= self.max_address {
            Err(self.window.num_minutes())
        } else {
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_until_the_limit_then_refuses() {
        let p = ThrottlePolicy::default();
        assert_eq!(p.check(RecentFailures { account: 4, address: 29 }), Ok(()));
        assert_eq!(p.check(RecentFailures { account: 5, address: 0 }), Err(15));
        assert_eq!(p.check(RecentFailures { account: 0, address: 30 }), Err(15));
    }
}
