//! The download's service: the port's counts and batches, and the file's name dated by the
//! service's clock (Korea's today), so no handler reads the time.

use std::sync::Arc;

use kernel::format::korean_date;
use kernel::{Actor, Clock, PortError};

use crate::{RawDataSource, Rows, Sheet, SheetCount};

#[derive(Clone)]
pub struct RawDataService {
    source: Arc<dyn RawDataSource>,
    clock: Arc<dyn Clock>,
}

impl RawDataService {
    pub fn new(source: Arc<dyn RawDataSource>, clock: Arc<dyn Clock>) -> Self {
        RawDataService { source, clock }
    }

    /// How many rows each sheet will have.
    ///
    /// # Errors
    /// Only the port's.
    pub async fn counts(&self, actor: &Actor) -> Result<Vec<SheetCount>, PortError> {
        self.source.counts(actor).await
    }

    /// Up to `limit` rows of `sheet` with ids above `after`, by id.
    ///
    /// # Errors
    /// Only the port's.
    pub async fn batch(&self, actor: &Actor, sheet: Sheet, after: Option<i64>, limit: i64) -> Result<Rows, PortError> {
        self.source.batch(actor, sheet, after, limit).await
    }

    /// The workbook's file name: the firm's name and today's date in Korea.
    pub fn file_name(&self, company: &str) -> String {
        format!("{company}_데이터_{}.xlsx", korean_date(self.clock.now()).format("%Y%m%d"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};

    struct Never;
    #[async_trait::async_trait]
    impl RawDataSource for Never {
        async fn counts(&self, _: &Actor) -> Result<Vec<SheetCount>, PortError> {
            Err(PortError::Unexpected("not used".into()))
        }
        async fn batch(&self, _: &Actor, _: Sheet, _: Option<i64>, _: i64) -> Result<Rows, PortError> {
            Err(PortError::Unexpected("not used".into()))
        }
    }

    #[test]
    fn the_file_is_dated_by_the_day_in_korea() {
        // 2026-11-29 15:30 UTC is already the 30th in Seoul.
        let late = Utc.with_ymd_and_hms(2026, 11, 29, 15, 30, 0).single().map(|t| t.timestamp()).unwrap_or_default();
        let service = RawDataService::new(Arc::new(Never), Arc::new(kernel::FixedClock(late)));
        assert_eq!(service.file_name("한빛벤처스"), "한빛벤처스_데이터_20261130.xlsx");
    }
}
