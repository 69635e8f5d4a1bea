//! Paging: a request (1-based page, size) and the response envelope every list returns.

use serde::{Deserialize, Serialize};

/// The spec's list page size.
pub const DEFAULT_PAGE_SIZE: u32 = 10;
/// Upper bound so one request cannot ask for the whole table.
pub const MAX_PAGE_SIZE: u32 = 100;
/// Highest page a request may name: far past any real list, and it bounds the offset.
pub const MAX_PAGE: u32 = 1_000_000;

/// A page outside 1..=[`MAX_PAGE`] or a size outside 1..=[`MAX_PAGE_SIZE`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageOutOfRange;

/// Which page to read: [`PageRequest::checked`] for the API (out-of-range refused, as its
/// document says), [`PageRequest::new`] for internal callers (clamped).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    page: u32,
    page_size: u32,
}

impl PageRequest {
    /// Page `page` (1-based) of `page_size` rows; `None` gives the defaults.
    pub fn new(page: Option<u32>, page_size: Option<u32>) -> Self {
        PageRequest {
            page: page.unwrap_or(1).max(1),
            page_size: page_size.unwrap_or(DEFAULT_PAGE_SIZE).clamp(1, MAX_PAGE_SIZE),
        }
    }

    /// As the API reads `?page=&page_size=`: absent values take the defaults, values outside
    /// the documented bounds are refused rather than silently changed.
    ///
    /// # Errors
    /// [`PageOutOfRange`] for a page outside 1..=[`MAX_PAGE`] or a size outside 1..=[`MAX_PAGE_SIZE`].
    pub fn checked(page: Option<u32>, page_size: Option<u32>) -> Result<Self, PageOutOfRange> {
        let page = page.unwrap_or(1);
        let page_size = page_size.unwrap_or(DEFAULT_PAGE_SIZE);
        if (1..=MAX_PAGE).contains(&page) && (1..=MAX_PAGE_SIZE).contains(&page_size) {
            Ok(PageRequest { page, page_size })
        } else {
            Err(PageOutOfRange)
        }
    }

    pub fn page(&self) -> u32 {
        self.page
    }

    pub fn page_size(&self) -> u32 {
        self.page_size
    }

    /// Rows to skip: `(page - 1) × page_size`.
    pub fn offset(&self) -> i64 {
        i64::from(self.page - 1) * i64::from(self.page_size)
    }

    pub fn limit(&self) -> i64 {
        i64::from(self.page_size)
    }
}

impl Default for PageRequest {
    fn default() -> Self {
        PageRequest::new(None, None)
    }
}

/// One page of a list, with the total so the client can draw the pagination widget.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub page: u32,
    pub page_size: u32,
    pub total_count: i64,
}

impl<T> Page<T> {
    pub fn new(items: Vec<T>, req: PageRequest, total_count: i64) -> Self {
        Page { items, page: req.page(), page_size: req.page_size(), total_count }
    }

    /// Converts every item, keeping the paging fields.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Page<U> {
        Page {
            items: self.items.into_iter().map(f).collect(),
            page: self.page,
            page_size: self.page_size,
            total_count: self.total_count,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_to_first_page_of_ten() {
        let p = PageRequest::default();
        assert_eq!((p.page(), p.page_size(), p.offset()), (1, 10, 0));
    }

    #[test]
    fn offset_is_page_minus_one_times_size() {
        assert_eq!(PageRequest::new(Some(3), Some(10)).offset(), 20);
    }

    #[test]
    fn clamps_out_of_range() {
        let p = PageRequest::new(Some(0), Some(10_000));
        assert_eq!((p.page(), p.page_size()), (1, MAX_PAGE_SIZE));
        assert_eq!(PageRequest::new(None, Some(0)).page_size(), 1);
    }

    #[test]
    fn checked_refuses_what_the_document_excludes() {
        assert_eq!(PageRequest::checked(None, None), Ok(PageRequest::new(None, None)));
        assert_eq!(PageRequest::checked(Some(MAX_PAGE), Some(MAX_PAGE_SIZE)).map(|p| p.limit()), Ok(100));
        assert_eq!(PageRequest::checked(Some(0), None), Err(PageOutOfRange));
        assert_eq!(PageRequest::checked(None, Some(0)), Err(PageOutOfRange));
        assert_eq!(PageRequest::checked(None, Some(MAX_PAGE_SIZE + 1)), Err(PageOutOfRange));
        assert_eq!(PageRequest::checked(Some(MAX_PAGE + 1), None), Err(PageOutOfRange));
    }
}
