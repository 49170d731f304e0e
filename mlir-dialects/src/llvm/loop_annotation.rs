//! `#llvm.loop_annotation<…>`: the loop metadata a loop's latch branch
//! carries (LLVM's `!llvm.loop`), with its options grouped by
//! transformation (`#llvm.loop_vectorize`, `loop_interleave`,
//! `loop_unroll`, `loop_unroll_and_jam`, `loop_licm`, `loop_distribute`,
//! `loop_pipeline`, `loop_peeled`, `loop_unswitch`). A transformation's
//! `followup…` annotations are those of the loops it makes.

use mlir_core::asm::format::attr_param::{BoolAttrParam, FusedLocParam, IntegerAttrParam};
use mlir_derive::attr_def;

use super::Llvm;
use super::alias_scopes::AccessGroupAttr;

/// Vectorization (`!llvm.loop.vectorize.*`).
#[attr_def(dialect = Llvm, mnemonic = "loop_vectorize", format = "`<` struct(params) `>`")]
pub struct LoopVectorizeAttr {
    /// Whether not to vectorize.
    disable: Option<BoolAttrParam>,
    /// Whether to vectorize with predication.
    #[param(rename = "predicateEnable")]
    predicate_enable: Option<BoolAttrParam>,
    /// Whether to use scalable vectors.
    #[param(rename = "scalableEnable")]
    scalable_enable: Option<BoolAttrParam>,
    /// The vector width.
    width: Option<IntegerAttrParam>,
    /// The annotation of the vectorized loop.
    #[param(rename = "followupVectorized")]
    followup_vectorized: Option<LoopAnnotationAttr>,
    /// The annotation of the epilogue loop.
    #[param(rename = "followupEpilogue")]
    followup_epilogue: Option<LoopAnnotationAttr>,
    /// The annotation of both.
    #[param(rename = "followupAll")]
    followup_all: Option<LoopAnnotationAttr>,
}

/// Interleaving (`!llvm.loop.interleave.count`).
#[attr_def(dialect = Llvm, mnemonic = "loop_interleave", format = "`<` struct(params) `>`")]
pub struct LoopInterleaveAttr {
    /// How many iterations to interleave.
    count: IntegerAttrParam,
}

/// Unrolling (`!llvm.loop.unroll.*`).
#[attr_def(dialect = Llvm, mnemonic = "loop_unroll", format = "`<` struct(params) `>`")]
pub struct LoopUnrollAttr {
    /// Whether not to unroll.
    disable: Option<BoolAttrParam>,
    /// The unroll factor.
    count: Option<IntegerAttrParam>,
    /// Whether not to unroll a loop whose trip count is known at run time
    /// only.
    #[param(rename = "runtimeDisable")]
    runtime_disable: Option<BoolAttrParam>,
    /// Whether to unroll fully.
    full: Option<BoolAttrParam>,
    /// The annotation of the unrolled loop.
    #[param(rename = "followupUnrolled")]
    followup_unrolled: Option<LoopAnnotationAttr>,
    /// The annotation of the remainder loop.
    #[param(rename = "followupRemainder")]
    followup_remainder: Option<LoopAnnotationAttr>,
    /// The annotation of both.
    #[param(rename = "followupAll")]
    followup_all: Option<LoopAnnotationAttr>,
}

/// Unroll and jam (`!llvm.loop.unroll_and_jam.*`).
#[attr_def(dialect = Llvm, mnemonic = "loop_unroll_and_jam", format = "`<` struct(params) `>`")]
pub struct LoopUnrollAndJamAttr {
    /// Whether not to unroll and jam.
    disable: Option<BoolAttrParam>,
    /// The unroll factor.
    count: Option<IntegerAttrParam>,
    /// The annotation of the outer loop.
    #[param(rename = "followupOuter")]
    followup_outer: Option<LoopAnnotationAttr>,
    /// The annotation of the inner loop.
    #[param(rename = "followupInner")]
    followup_inner: Option<LoopAnnotationAttr>,
    /// The annotation of the outer remainder loop.
    #[param(rename = "followupRemainderOuter")]
    followup_remainder_outer: Option<LoopAnnotationAttr>,
    /// The annotation of the inner remainder loop.
    #[param(rename = "followupRemainderInner")]
    followup_remainder_inner: Option<LoopAnnotationAttr>,
    /// The annotation of all of them.
    #[param(rename = "followupAll")]
    followup_all: Option<LoopAnnotationAttr>,
}

/// Loop invariant code motion (`!llvm.licm.disable`,
/// `!llvm.loop.licm_versioning.disable`).
#[attr_def(
    dialect = Llvm,
    mnemonic = "loop_licm",
    format = "`<` struct(params) `>`",
    ods_name = "LoopLICMAttr"
)]
pub struct LoopLicmAttr {
    /// Whether not to hoist or sink.
    disable: Option<BoolAttrParam>,
    /// Whether not to version the loop for it.
    #[param(rename = "versioningDisable")]
    versioning_disable: Option<BoolAttrParam>,
}

/// Distribution (`!llvm.loop.distribute.*`).
#[attr_def(dialect = Llvm, mnemonic = "loop_distribute", format = "`<` struct(params) `>`")]
pub struct LoopDistributeAttr {
    /// Whether not to distribute.
    disable: Option<BoolAttrParam>,
    /// The annotation of the loops without cyclic dependences.
    #[param(rename = "followupCoincident")]
    followup_coincident: Option<LoopAnnotationAttr>,
    /// The annotation of the loops with them.
    #[param(rename = "followupSequential")]
    followup_sequential: Option<LoopAnnotationAttr>,
    /// The annotation of the loop kept when the distribution is versioned.
    #[param(rename = "followupFallback")]
    followup_fallback: Option<LoopAnnotationAttr>,
    /// The annotation of all of them.
    #[param(rename = "followupAll")]
    followup_all: Option<LoopAnnotationAttr>,
}

/// Software pipelining (`!llvm.loop.pipeline.*`).
#[attr_def(dialect = Llvm, mnemonic = "loop_pipeline", format = "`<` struct(params) `>`")]
pub struct LoopPipelineAttr {
    /// Whether not to pipeline.
    disable: Option<BoolAttrParam>,
    /// The initiation interval.
    initiationinterval: Option<IntegerAttrParam>,
}

/// Peeling done (`!llvm.loop.peeled.count`).
#[attr_def(dialect = Llvm, mnemonic = "loop_peeled", format = "`<` struct(params) `>`")]
pub struct LoopPeeledAttr {
    /// How many iterations were peeled.
    count: Option<IntegerAttrParam>,
}

/// Unswitching (`!llvm.loop.unswitch.partial.disable`).
#[attr_def(dialect = Llvm, mnemonic = "loop_unswitch", format = "`<` struct(params) `>`")]
pub struct LoopUnswitchAttr {
    /// Whether not to unswitch partially.
    #[param(rename = "partialDisable")]
    partial_disable: Option<BoolAttrParam>,
}

/// A loop's metadata, on the branch of its latch: `#llvm.loop_annotation<
/// unroll = #unroll, mustProgress = true>`.
#[attr_def(
    dialect = Llvm,
    mnemonic = "loop_annotation",
    format = "`<` struct(params) `>`",
    summary = ""
)]
pub struct LoopAnnotationAttr {
    /// Whether transformations not asked for are disabled.
    #[param(rename = "disableNonforced")]
    disable_nonforced: Option<BoolAttrParam>,
    /// Vectorization.
    vectorize: Option<LoopVectorizeAttr>,
    /// Interleaving.
    interleave: Option<LoopInterleaveAttr>,
    /// Unrolling.
    unroll: Option<LoopUnrollAttr>,
    /// Unroll and jam.
    #[param(rename = "unrollAndJam")]
    unroll_and_jam: Option<LoopUnrollAndJamAttr>,
    /// Loop invariant code motion.
    licm: Option<LoopLicmAttr>,
    /// Distribution.
    distribute: Option<LoopDistributeAttr>,
    /// Software pipelining.
    pipeline: Option<LoopPipelineAttr>,
    /// Peeling done.
    peeled: Option<LoopPeeledAttr>,
    /// Unswitching.
    unswitch: Option<LoopUnswitchAttr>,
    /// Whether the loop must make progress (`!llvm.loop.mustprogress`).
    #[param(rename = "mustProgress")]
    must_progress: Option<BoolAttrParam>,
    /// Whether the loop was vectorized (`!llvm.loop.isvectorized`).
    #[param(rename = "isVectorized")]
    is_vectorized: Option<BoolAttrParam>,
    /// Where the loop starts in the source.
    #[param(rename = "startLoc")]
    start_loc: Option<FusedLocParam>,
    /// Where it ends.
    #[param(rename = "endLoc")]
    end_loc: Option<FusedLocParam>,
    /// The access groups whose accesses are independent across iterations
    /// (`!llvm.loop.parallel_accesses`).
    #[param(rename = "parallelAccesses")]
    parallel_accesses: Option<Vec<AccessGroupAttr>>,
}
