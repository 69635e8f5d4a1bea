//! Paging shared by every list: the query of a list with no other filter, and the page DTO.

use serde::Deserialize;
use utoipa::IntoParams;

/// `?page=&page_size=` of a list with no other filter.
#[derive(Debug, Deserialize, IntoParams)]
pub struct PageQuery {
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// Declares a concrete page type for a list response (`{items, page, page_size, total_count}`).
#[macro_export]
macro_rules! page_dto {
    ($name:ident, $item:ty) => {
        #[derive(Debug, serde::Serialize, utoipa::ToSchema)]
        pub struct $name {
            pub items: Vec<$item>,
            pub page: u32,
            pub page_size: u32,
            pub total_count: i64,
        }

        impl $name {
            pub fn from_page<T>(p: kernel::Page<T>, f: impl FnMut(T) -> $item) -> Self {
                let p = p.map(f);
                $name { items: p.items, page: p.page, page_size: p.page_size, total_count: p.total_count }
            }
        }
    };
}
