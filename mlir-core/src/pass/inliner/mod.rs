//! The inliner behind the `inline` pass: the use counts of discardable
//! callables (`use_list.rs`), the driver over the call graph's components
//! (`driver.rs`, [`run_inliner`]) and the default pipeline's option
//! (`default_pipeline.rs`). Inlining one call is
//! [`crate::transforms::inlining::inline_call`].

mod default_pipeline;
mod driver;
mod use_list;

pub use default_pipeline::DefaultPipeline;
pub use driver::{InlinerConfig, PipelineFailed, run_inliner};
