//! The pass manager's layer, above rewriting. Today it holds the textual
//! pipeline syntax (`builtin.module(func.func(cse))`, parsed with
//! mlir-opt's messages), pass options (`canonicalize{top-down=false}`),
//! and runs pipelines of the passes that exist (`canonicalize`, `cse`,
//! `test-single-fold`) on nested ops; the pass manager proper (`Pass`, analyses,
//! instrumentation, threads) extends it.

pub mod options;
pub mod passes;
pub mod pipeline;
pub mod pipeline_text;
