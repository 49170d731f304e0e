//! The inliner behind the `inline` pass: the use counts of discardable
//! callables ([`use_list`]) and the driver over the call graph's
//! components ([`driver`]). Inlining one call is
//! [`crate::transforms::inlining::inline_call`].

mod driver;
mod use_list;

pub use driver::{DefaultPipeline, InlinerConfig, PipelineFailed, run_inliner};
