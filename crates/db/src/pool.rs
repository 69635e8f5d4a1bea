//! The connection pool: one deadpool per HTTP worker thread, and one for everything else.
//!
//! A diesel_async connection is a client handle plus a background task that owns the socket;
//! the task runs on the runtime of whoever opened the connection. actix runs one single-threaded
//! runtime per worker, so with one shared pool a request on worker A used, half the time, a
//! connection whose task lives on worker B: every statement then crossed threads twice (a
//! wake-up there and a wake-up back). Measured on the share pages: a quarter of the server's
//! CPU per request (decisions.md, "A pool per worker"). A worker that claims a shard
//! ([`Pool::claim_for_current_thread`]) only ever uses the connections it opened itself.

use std::cell::RefCell;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use deadpool::managed::{Object, PoolError};
use diesel_async::pooled_connection::deadpool::Pool as DeadPool;
use diesel_async::pooled_connection::AsyncDieselConnectionManager;
use diesel_async::AsyncPgConnection;

type Shard = DeadPool<AsyncPgConnection>;

/// A pooled connection (derefs to `AsyncPgConnection`).
pub type Connection = Object<AsyncDieselConnectionManager<AsyncPgConnection>>;

/// Connection pool shared by every repository; cheap to clone.
#[derive(Clone)]
pub struct Pool {
    inner: Arc<Inner>,
}

struct Inner {
    /// Which pool this is, in the threads' claims (a test process runs many).
    id: usize,
    /// `shards[0]` serves every thread that has not claimed one (background work, tests);
    /// the others serve one worker thread each.
    shards: Vec<Shard>,
    claimed: AtomicUsize,
}

static NEXT_POOL: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// (pool id, shard) for each pool this thread claimed a shard of.
    static CLAIMS: RefCell<Vec<(usize, usize)>> = const { RefCell::new(Vec::new()) };
}

impl Pool {
    /// `shards[0]` is the shared one; the rest are handed to threads that claim them.
    pub(crate) fn from_shards(shards: Vec<Shard>) -> Self {
        assert!(!shards.is_empty(), "a pool needs its shared shard");
        let id = NEXT_POOL.fetch_add(1, Ordering::Relaxed);
        Pool { inner: Arc::new(Inner { id, shards, claimed: AtomicUsize::new(0) }) }
    }

    /// Gives the calling thread a shard of its own, if one is left (else it keeps using the
    /// shared one). Called once by each HTTP worker thread as it starts.
    pub fn claim_for_current_thread(&self) {
        let next = self.inner.claimed.fetch_add(1, Ordering::Relaxed) + 1;
        if next < self.inner.shards.len() {
            CLAIMS.with(|c| c.borrow_mut().push((self.inner.id, next)));
        }
    }

    /// A connection from this thread's shard, waiting up to the pool's wait for one.
    ///
    /// # Errors
    /// The wait ran out (the database is saturated), or a connection could not be opened.
    pub async fn get(&self) -> Result<Connection, PoolError<diesel_async::pooled_connection::PoolError>> {
        let shard = CLAIMS.with(|c| c.borrow().iter().find(|(id, _)| *id == self.inner.id).map_or(0, |(_, s)| *s));
        self.inner.shards[shard].get().await
    }
}

/// How `total` connections are split: each of `workers` worker shards gets an even part of
/// what is left after the shared shard's (a fifth, at least two); no shard gets none.
pub(crate) fn shard_sizes(total: usize, workers: usize) -> Vec<usize> {
    if workers == 0 {
        return vec![total.max(1)];
    }
    let shared = (total / 5).max(2);
    let rest = total.saturating_sub(shared);
    let mut sizes = vec![shared];
    sizes.extend((0..workers).map(|i| (rest / workers + usize::from(i < rest % workers)).max(1)));
    sizes
}

#[cfg(test)]
mod tests {
    use super::shard_sizes;

    #[test]
    fn the_total_is_split_with_at_least_one_each() {
        assert_eq!(shard_sizes(16, 2), vec![3, 7, 6]);
        assert_eq!(shard_sizes(32, 2), vec![6, 13, 13]);
        assert_eq!(shard_sizes(8, 2), vec![2, 3, 3]);
        assert_eq!(shard_sizes(2, 2), vec![2, 1, 1]);
        assert_eq!(shard_sizes(4, 0), vec![4]);
        assert_eq!(shard_sizes(10, 4).iter().sum::<usize>(), 10);
    }
}
