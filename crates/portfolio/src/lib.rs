//! Portfolio pages (issue 19). A firm's portfolio names its target startups; each gets a page
//! (an item: a title, three rich-text blocks beside the startup's facts). A portfolio is shown
//! to the world through share links: random tokens of which only a digest is stored, each with
//! an expiry, revocable; whoever holds a live link reads the portfolio's pages and nothing else.

pub mod audit;
pub mod email_gate;
pub mod error;
pub mod image_service;
pub mod images;
pub mod model;
pub mod pdfs;
pub mod ports;
pub mod readers;
pub mod service;
pub mod sharing;
pub mod visits;

pub use error::PortfolioError;
pub use image_service::{HostedImage, ImageService};
pub use model::{Portfolio, PortfolioId, PortfolioItem, PortfolioItemId, PortfolioSummary, ShareLink, ShareLinkId};
pub use pdfs::PdfService;
pub use ports::{PdfStamp, PortfolioRepository, ShareRepository};
pub use readers::{ShareOptions, ShareVisit, VisitId, VisitKey};
pub use service::PortfolioService;
pub use sharing::{CodeMail, ShareAccess, ShareParts, ShareService, ShareState};
