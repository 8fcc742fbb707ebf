//! The models behind the remote providers: whether their vendor still serves
//! them (`status`), and the start-up and daily check that finds out (`watch`).

pub mod status;
pub mod watch;

pub use status::{ModelReport, ModelRole, ModelState, ModelStatus};
pub use watch::{ModelWatch, WatchedModel, WatchedStatuses};
