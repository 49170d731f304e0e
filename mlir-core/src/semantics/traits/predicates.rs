//! Op-level predicates, ODS's `PredOpTrait`s: checks relating several parts
//! of an op (`AllTypesMatch<["lhs", "rhs", "result"]>`), reported as
//! `failed to verify that <summary>`.
//!
//! ODS checks them at the end of an op's generated invariants, after the
//! attribute, operand and result constraints and before any other trait. An
//! op therefore lists them first among its traits: the regular traits run in
//! declaration order right after the invariants, which is the same point.

use std::marker::PhantomData;

use super::{OpTrait, TraitDef};
use crate::context::builtin::types::Type;
use crate::context::diagnostics::VerifyResult;
use crate::ir::{IrView, Op};

/// Where the type of a named part of an op comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeSource {
    /// Operand number `i`.
    Operand(usize),
    /// Result number `i`.
    Result(usize),
    /// The type of the typed attribute in property slot `i` (`value` of a
    /// constant).
    Property(usize),
}

impl TypeSource {
    /// The part's type; `None` when the op lacks the part or the attribute
    /// has no type (the invariants report those before any predicate).
    pub fn ty(self, ir: &IrView, op: Op) -> Option<Type> {
        match self {
            TypeSource::Operand(i) => (i < op.num_operands(ir)).then(|| op.operand(ir, i).ty(ir)),
            TypeSource::Result(i) => (i < op.num_results(ir)).then(|| op.result(ir, i).ty(ir)),
            TypeSource::Property(slot) => {
                let attr = op.props(ir).get(slot).copied().flatten()?;
                attr.typed_attr_type(ir.ctx())
            }
        }
    }
}

/// Named parts of an op, for predicates that relate them: implement it on a
/// unit struct and name it in the predicate (`AllTypesMatch<SelectParts>`).
pub trait NamedTypes {
    /// The parts as the message names them, in order.
    const PARTS: &'static [(&'static str, TypeSource)];
}

/// `AllTypesMatch`: the named parts all have exactly the same type
/// (`failed to verify that all of {true_value, false_value, result} have
/// same type`).
pub struct AllTypesMatch<P>(PhantomData<P>);
impl<P: NamedTypes> OpTrait for AllTypesMatch<P> {
    const DEF: TraitDef = TraitDef::verifier("AllTypesMatch", verify_all_types_match::<P>);
}

fn verify_all_types_match<P: NamedTypes>(ir: &IrView, op: Op) -> VerifyResult {
    let mut types = Vec::with_capacity(P::PARTS.len());
    for (_, source) in P::PARTS {
        match source.ty(ir, op) {
            Some(ty) => types.push(ty),
            None => return Ok(()),
        }
    }
    if types.windows(2).all(|w| w[0] == w[1]) {
        return Ok(());
    }
    let names: Vec<&str> = P::PARTS.iter().map(|(name, _)| *name).collect();
    let summary = format!("all of {{{}}} have same type", names.join(", "));
    Err(pred_failure(ir, op, &summary).into())
}

/// A predicate over a whole op, written as a plain Rust function: implement
/// it on a unit struct and list `PredOpTrait<MyPredicate>` with the traits.
pub trait OpPredicate {
    /// What holds when the check passes (`input and output have the same
    /// tensor dimensions`); the message is `failed to verify that` + this.
    const SUMMARY: &'static str;

    /// The check. It runs after the op's invariants, so the declared parts
    /// exist and satisfy their constraints.
    fn check(ir: &IrView, op: Op) -> bool;
}

/// `PredOpTrait<P>`: the op satisfies the predicate `P`.
pub struct PredOpTrait<P>(PhantomData<P>);
impl<P: OpPredicate> OpTrait for PredOpTrait<P> {
    const DEF: TraitDef = TraitDef::verifier("PredOpTrait", verify_predicate::<P>);
}

fn verify_predicate<P: OpPredicate>(ir: &IrView, op: Op) -> VerifyResult {
    if P::check(ir, op) { Ok(()) } else { Err(pred_failure(ir, op, P::SUMMARY).into()) }
}

/// ODS's error for a failed op predicate.
fn pred_failure(ir: &IrView, op: Op, summary: &str) -> crate::context::diagnostics::Diagnostic {
    op.emit_op_error(ir, format!("failed to verify that {summary}"))
}
