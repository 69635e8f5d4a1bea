//! The figures of stored reports as the API writes them, kept in memory. A report's figures
//! never change once stored (see `report::snapshot`), so the JSON made for the first reader is
//! right for every later one: no invalidation but deletion, and nothing to share between server
//! instances (each keeps its own). Reading a report then costs one small query for its card
//! (which checks the firm) instead of reading, parsing and re-encoding ~300 KB of figures.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use report::ReportId;

/// How much JSON the cache holds before it starts over (a firm reads few reports, often).
const MAX_BYTES: usize = 64 * 1024 * 1024;

#[derive(Default)]
pub struct ReportFiguresCache {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    bytes: usize,
    figures: HashMap<i64, Arc<str>>,
}

impl ReportFiguresCache {
    /// The figures' JSON of the report, if a reader already made it.
    pub fn get(&self, id: ReportId) -> Option<Arc<str>> {
        self.inner.lock().ok().and_then(|c| c.figures.get(&id.get()).cloned())
    }

    /// Keeps the figures' JSON of the report; when full, the cache starts over.
    pub fn put(&self, id: ReportId, json: Arc<str>) {
        if let Ok(mut c) = self.inner.lock() {
            if c.bytes + json.len() > MAX_BYTES {
                c.figures.clear();
                c.bytes = 0;
            }
            c.bytes += json.len();
            if let Some(old) = c.figures.insert(id.get(), json) {
                c.bytes -= old.len();
            }
        }
    }

    /// Forgets a deleted report.
    pub fn remove(&self, id: ReportId) {
        if let Ok(mut c) = self.inner.lock() {
            if let Some(old) = c.figures.remove(&id.get()) {
                c.bytes -= old.len();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_are_kept_replaced_forgotten_and_bounded() {
        let cache = ReportFiguresCache::default();
        assert!(cache.get(ReportId(1)).is_none());
        cache.put(ReportId(1), Arc::from("{\"a\":1}"));
        assert_eq!(cache.get(ReportId(1)).as_deref(), Some("{\"a\":1}"));
        cache.put(ReportId(1), Arc::from("{}"));
        assert_eq!(cache.inner.lock().unwrap().bytes, 2);
        cache.remove(ReportId(1));
        assert!(cache.get(ReportId(1)).is_none());
        assert_eq!(cache.inner.lock().unwrap().bytes, 0);
        let big: Arc<str> = Arc::from("x".repeat(MAX_BYTES - 1));
        cache.put(ReportId(2), big);
        cache.put(ReportId(3), Arc::from("yy"));
        assert!(cache.get(ReportId(2)).is_none(), "full: starts over");
        assert_eq!(cache.get(ReportId(3)).as_deref(), Some("yy"));
    }
}
