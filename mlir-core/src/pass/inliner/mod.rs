//! The inliner behind the `inline` pass: the use counts of discardable
//! callables (`use_list.rs`) and the driver over the call graph's
//! components (`driver.rs`, [`run_inliner`]). Inlining one call is
//! [`crate::transforms::inlining::inline_call`].

mod driver;
mod use_list;

pub use driver::{DefaultPipeline, InlinerConfig, PipelineFailed, run_inliner};
