//! The pass manager's layer, above rewriting. Today it holds the textual
//! pipeline syntax (`builtin.module(func.func(cse))`, parsed with
//! mlir-opt's messages) and runs pipelines of the passes that exist (`cse`)
//! on nested ops; the pass manager proper (`Pass`, analyses,
//! instrumentation, threads) extends it.

pub mod pipeline;
pub mod pipeline_text;
