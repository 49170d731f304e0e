//! Structural traits: operand, result, region and successor counts, the
//! terminator and block rules, parents, and isolation from above.

use super::{OpNameList, OpTrait, OpTraits, TraitDef, TraitStage};
use crate::context::diagnostics::{Diagnostic, VerifyResult};
use crate::ir::{IrView, Op, ValueOwner};

/// Declares a count trait family: `Zero…`, `One…`, `N…<N>`, `AtLeastN…<N>`.
macro_rules! count_traits {
    (
        $what:literal, $count:ident,
        $zero:ident, $zero_msg:literal,
        $one:ident, $one_msg:literal,
        $n:ident, $at_least:ident
    ) => {
        #[doc = concat!("The op has no ", $what, "s.")]
        pub struct $zero;
        impl OpTrait for $zero {
            const DEF: TraitDef = TraitDef::structural(stringify!($zero), |ir, op| {
                let found = op.$count(ir);
                if found == 0 {
                    Ok(())
                } else {
                    Err(op.emit_op_error(ir, fixed_count_message($zero_msg, found)).into())
                }
            });
        }

        #[doc = concat!("The op has exactly one ", $what, ".")]
        pub struct $one;
        impl OpTrait for $one {
            const DEF: TraitDef = TraitDef::structural(stringify!($one), |ir, op| {
                let found = op.$count(ir);
                if found == 1 {
                    Ok(())
                } else {
                    Err(op.emit_op_error(ir, fixed_count_message($one_msg, found)).into())
                }
            });
        }

        #[doc = concat!("The op has exactly `N` ", $what, "s.")]
        pub struct $n<const N: usize>;
        impl<const N: usize> OpTrait for $n<N> {
            const DEF: TraitDef = TraitDef::structural(stringify!($n), |ir, op| {
                let found = op.$count(ir);
                if found == N {
                    Ok(())
                } else {
                    Err(count_error(ir, op, $what, N, found, false).into())
                }
            });
        }

        #[doc = concat!("The op has at least `N` ", $what, "s.")]
        pub struct $at_least<const N: usize>;
        impl<const N: usize> OpTrait for $at_least<N> {
            const DEF: TraitDef = TraitDef::structural(stringify!($at_least), |ir, op| {
                let found = op.$count(ir);
                if found >= N {
                    Ok(())
                } else {
                    Err(count_error(ir, op, $what, N, found, true).into())
                }
            });
        }
    };
}

count_traits!(
    "operand",
    num_operands,
    ZeroOperands,
    "requires zero operands",
    OneOperand,
    "requires a single operand",
    NOperands,
    AtLeastNOperands
);
count_traits!(
    "result",
    num_results,
    ZeroResults,
    "requires zero results",
    OneResult,
    "requires one result",
    NResults,
    AtLeastNResults
);
count_traits!(
    "region",
    num_regions,
    ZeroRegions,
    "requires zero regions",
    OneRegion,
    "requires one region",
    NRegions,
    AtLeastNRegions
);
count_traits!(
    "successor",
    num_successors,
    ZeroSuccessors,
    "requires 0 successors but found",
    OneSuccessor,
    "requires 1 successor but found",
    NSuccessors,
    AtLeastNSuccessors
);

/// The message of a `Zero…`/`One…` trait: successor messages end in the
/// count found (`requires 1 successor but found 2`), the others do not.
fn fixed_count_message(message: &str, found: usize) -> String {
    if message.ends_with("found") { format!("{message} {found}") } else { message.to_owned() }
}

/// The messages of the `N…`/`AtLeastN…` count traits, worded per kind as
/// MLIR words them.
fn count_error(
    ir: &IrView,
    op: Op,
    what: &str,
    expected: usize,
    found: usize,
    at_least: bool,
) -> Diagnostic {
    let message = match (what, at_least) {
        ("successor", false) => format!("requires {expected} successors but found {found}"),
        ("successor", true) => format!("requires at least {expected} successors but found {found}"),
        ("operand", false) => format!("expected {expected} operands, but found {found}"),
        ("operand", true) => format!("expected {expected} or more operands, but found {found}"),
        (_, false) => format!("expected {expected} {what}s"),
        (_, true) => format!("expected {expected} or more {what}s"),
    };
    op.emit_op_error(ir, message)
}

/// The op terminates its block.
pub struct IsTerminator;
impl OpTrait for IsTerminator {
    const DEF: TraitDef = TraitDef {
        flags: OpTraits::TERMINATOR,
        verify: Some(verify_is_terminator),
        stage: TraitStage::Structural,
        ..TraitDef::marker("IsTerminator", OpTraits::NONE)
    };
}

fn verify_is_terminator(ir: &IrView, op: Op) -> VerifyResult {
    let last = op.block(ir).and_then(|b| b.last_op(ir));
    if last == Some(op) {
        Ok(())
    } else {
        Err(op.emit_op_error(ir, "must be the last operation in the parent block").into())
    }
}

/// The op's blocks need no terminator.
pub struct NoTerminator;
impl OpTrait for NoTerminator {
    const DEF: TraitDef = TraitDef::marker("NoTerminator", OpTraits::NO_TERMINATOR);
}

/// Each region of the op holds at most one block, which (unless the op also
/// has [`NoTerminator`]) is not empty.
pub struct SingleBlock;
impl OpTrait for SingleBlock {
    const DEF: TraitDef = TraitDef {
        flags: OpTraits::SINGLE_BLOCK,
        verify: Some(verify_single_block),
        stage: TraitStage::Structural,
        ..TraitDef::marker("SingleBlock", OpTraits::NONE)
    };
}

fn verify_single_block(ir: &IrView, op: Op) -> VerifyResult {
    let needs_terminator = !op.name(ir).traits(ir.ctx()).contains(OpTraits::NO_TERMINATOR);
    for (i, region) in op.regions(ir).enumerate() {
        let mut blocks = region.blocks(ir);
        let Some(first) = blocks.next() else { continue };
        if blocks.next().is_some() {
            return Err(op
                .emit_op_error(ir, format!("expects region #{i} to have 0 or 1 blocks"))
                .into());
        }
        if needs_terminator && first.is_empty(ir) {
            return Err(op.emit_op_error(ir, "expects a non-empty block").into());
        }
    }
    Ok(())
}

/// Each region's single block ends in op `T` (implies [`SingleBlock`]); the
/// custom parser adds `T` to blocks written without it. The block shape is
/// checked on entry, the terminator after the nested ops (as MLIR does).
pub struct SingleBlockImplicitTerminator<T>(T);
impl<T: crate::semantics::traits::OpNameConst> OpTrait for SingleBlockImplicitTerminator<T> {
    const DEF: TraitDef = TraitDef {
        flags: OpTraits::SINGLE_BLOCK_IMPLICIT_TERMINATOR.union(OpTraits::SINGLE_BLOCK),
        verify: Some(verify_single_block),
        stage: TraitStage::Structural,
        verify_region: Some(verify_implicit_terminator::<T>),
        implicit_terminator: Some(T::NAME),
        ..TraitDef::marker("SingleBlockImplicitTerminator", OpTraits::NONE)
    };
}

fn verify_implicit_terminator<T: crate::semantics::traits::OpNameConst>(
    ir: &IrView,
    op: Op,
) -> VerifyResult {
    verify_single_block(ir, op)?;
    for region in op.regions(ir) {
        let Some(block) = region.first_block(ir) else { continue };
        let Some(last) = block.last_op(ir) else { continue };
        let found = last.name(ir).as_str(ir.ctx());
        if found == T::NAME {
            continue;
        }
        let message = format!("expects regions to end with '{}', found '{found}'", T::NAME);
        let diag = op.emit_op_error(ir, message);
        let loc = diag.loc;
        return Err(diag
            .with_note(
                loc,
                format!(
                    "in custom textual format, the absence of terminator implies '{}'",
                    T::NAME
                ),
            )
            .into());
    }
    Ok(())
}

/// The entry blocks of the op's regions take no arguments (MLIR's
/// `NoRegionArguments`).
pub struct NoRegionArguments;
impl OpTrait for NoRegionArguments {
    const DEF: TraitDef = TraitDef::structural("NoRegionArguments", verify_no_region_arguments);
}

fn verify_no_region_arguments(ir: &IrView, op: Op) -> VerifyResult {
    let several = op.num_regions(ir) > 1;
    for (i, region) in op.regions(ir).enumerate() {
        if region.first_block(ir).is_some_and(|entry| entry.num_args(ir) > 0) {
            // MLIR numbers the region only when there are several.
            let message = if several {
                format!("region #{i} should have no arguments")
            } else {
                "region should have no arguments".to_owned()
            };
            return Err(op.emit_op_error(ir, message).into());
        }
    }
    Ok(())
}

/// The op's parent is one of the ops `P` names (one op or a tuple).
pub struct HasParent<P>(P);
impl<P: OpNameList> OpTrait for HasParent<P> {
    const DEF: TraitDef = TraitDef::structural("HasParent", verify_has_parent::<P>);
}

fn verify_has_parent<P: OpNameList>(ir: &IrView, op: Op) -> VerifyResult {
    let parent = op.parent_op(ir).map(|p| p.name(ir).as_str(ir.ctx()));
    if parent.is_some_and(|p| P::NAMES.contains(&p)) {
        return Ok(());
    }
    let message = match P::NAMES {
        [one] => format!("expects parent op '{one}'"),
        many => format!("expects parent op to be one of '{}'", many.join(", ")),
    };
    Err(op.emit_op_error(ir, message).into())
}

/// The op's regions see no value defined above it; it owns a body.
pub struct IsIsolatedFromAbove;
impl OpTrait for IsIsolatedFromAbove {
    const DEF: TraitDef = TraitDef {
        flags: OpTraits::ISOLATED_FROM_ABOVE,
        verify_region: Some(verify_isolated_from_above),
        ..TraitDef::marker("IsIsolatedFromAbove", OpTraits::NONE)
    };
}

/// Reports the first op (regions visited last-in first-out, as MLIR does)
/// using a value from outside `isolated`. Such uses can only come from the
/// parser, which leaves them as placeholders, since values never cross a body.
fn verify_isolated_from_above(ir: &IrView, isolated: Op) -> VerifyResult {
    // The regions of an isolated op are its body's; without a placeholder in
    // use there, no op can fail.
    if isolated.child_body(ir).is_some_and(|body| !ir.body(body).uses_a_placeholder()) {
        return Ok(());
    }
    let mut pending: Vec<crate::ir::Region> = isolated.regions(ir).collect();
    while let Some(region) = pending.pop() {
        for block in region.blocks(ir) {
            for op in block.ops(ir) {
                if op.operands(ir).any(|v| v.owner(ir) == ValueOwner::Placeholder) {
                    let diag = op.emit_op_error(ir, "using value defined outside the region");
                    return Err(diag
                        .with_note(isolated.loc(ir), "required by region isolation constraints")
                        .into());
                }
                if op.child_body(ir).is_none() {
                    pending.extend(op.regions(ir));
                }
            }
        }
    }
    Ok(())
}
