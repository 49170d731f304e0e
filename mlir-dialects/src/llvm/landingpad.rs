//! The exception-handling ops beside `llvm.invoke`: `llvm.landingpad`,
//! where an unwind destination starts, and `llvm.resume`, which goes on
//! unwinding; and the rule a function holding them follows (every
//! landing pad's result and every resumed value share one type).
//!
//! ```text
//! %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) : !llvm.struct<(ptr, i32)>
//! llvm.resume %lp : !llvm.struct<(ptr, i32)>
//! ```

use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OperationState, Value, WalkControl, WalkOrder};
use mlir_core::semantics::constraints::{UnitAttr, Variadic};
use mlir_core::semantics::traits::IsTerminator;
use mlir_core::{NamedAttr, Type};
use mlir_derive::op;

use super::constraints::LlvmType;
use super::func::FuncOp;
use super::types::ArrayType;
use super::{AddressOfOp, BitcastOp, Llvm, ZeroOp};

/// The start of an unwind destination: the exception's value (`res`),
/// with its clauses, each a value to catch (`catch`, the address of a
/// type's descriptor or null) or an array of them to filter (`filter`,
/// told apart by its array type); `cleanup` when the block runs whatever
/// the exception.
#[op(dialect = Llvm, name = "landingpad", custom_format, verify)]
pub struct LandingpadOp {
    #[attr]
    cleanup: Option<UnitAttr>,
    #[operand]
    clauses: Variadic<LlvmType>,
    #[result]
    res: LlvmType,
}

/// Goes on unwinding with `value`, the exception a landing pad received.
#[op(
    dialect = Llvm,
    name = "resume",
    format = "$value attr-dict `:` type($value)",
    traits = [IsTerminator]
)]
pub struct ResumeOp {
    #[operand]
    value: LlvmType,
}

impl LandingpadOp {
    /// `cleanup? ((catch | filter) %v : T)* : type`. As mlir-opt's, the
    /// form reads no attribute dictionary, and a `(` not followed by
    /// `catch` or `filter` ends the clauses.
    pub fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
        let ctx = p.context();
        let mut attrs = Vec::new();
        if p.parse_optional_keyword("cleanup") {
            attrs.push(NamedAttr { name: ctx.ident("cleanup"), value: ctx.unit_attr() });
        }
        while p.parse_optional_literal("(")
            && (p.parse_optional_keyword("filter") || p.parse_optional_keyword("catch"))
        {
            let operand = p.parse_operand()?;
            p.parse_literal(":")?;
            let ty = p.parse_any_type()?;
            state.operands.push(p.resolve_operand(&operand, ty)?);
            p.parse_literal(")")?;
        }
        p.parse_literal(":")?;
        state.result_types.push(p.parse_any_type()?);
        p.set_parsed_attributes(state, attrs)
    }

    /// Prints what [`LandingpadOp::parse`] reads, each clause followed by
    /// a blank, then the other attributes (which that form cannot read
    /// back), as mlir-opt prints them.
    pub fn print(self, pr: &mut AsmPrinter<'_>) {
        let ir = pr.ir();
        let ctx = pr.ctx();
        let op = self.as_op();
        pr.write_str(if self.cleanup(ir) { " cleanup " } else { " " });
        for clause in op.operands(ir) {
            let kind = if ArrayType::isa(ctx, clause.ty(ir)) { "filter" } else { "catch" };
            pr.write_str(&format!("({kind} "));
            pr.print_value_use(clause);
            pr.write_str(" : ");
            pr.print_type(clause.ty(ir));
            pr.write_str(") ");
        }
        pr.print_optional_attr_dict(&pr.op_attributes(op), &["cleanup"]);
        pr.write_str(": ");
        if let Some(result) = op.results(ir).next() {
            pr.print_type(result.ty(ir));
        }
    }

    /// The enclosing `llvm.func` has a personality; there is a clause or
    /// `cleanup`; each catch clause is a constant: null, a global's
    /// address, or a bitcast of one (filters are not checked).
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        if enclosing_function(ir, op).is_some_and(|f| f.personality(ir).is_none()) {
            let message = "llvm.landingpad needs to be in a function with a personality";
            return Err(op.emit_error(ir, message).into());
        }
        if !self.cleanup(ir) && op.num_operands(ir) == 0 {
            let message = "landingpad instruction expects at least one clause or cleanup attribute";
            return Err(op.emit_error(ir, message).into());
        }
        for (index, clause) in op.operands(ir).enumerate() {
            if ArrayType::isa(ir.ctx(), clause.ty(ir)) {
                continue;
            }
            check_catch_clause(ir, op, index, clause)?;
        }
        Ok(())
    }
}

/// A catch clause: null, a global's address, or a bitcast of a global's
/// address.
fn check_catch_clause(ir: &IrView, op: Op, index: usize, clause: Value) -> VerifyResult {
    let def = clause.defining_op(ir);
    if let Some(cast) = def.filter(|&d| BitcastOp::isa(ir, d)) {
        let source = cast.operands(ir).next().and_then(|v| v.defining_op(ir));
        if source.is_some_and(|s| AddressOfOp::isa(ir, s)) {
            return Ok(());
        }
        let note = "global addresses expected as operand to bitcast used in clauses for landingpad";
        let error = op.emit_error(ir, "constant clauses expected").with_note(cast.loc(ir), note);
        return Err(error.into());
    }
    if def.is_some_and(|d| ZeroOp::isa(ir, d) || AddressOfOp::isa(ir, d)) {
        return Ok(());
    }
    let message = format!("clause #{index} is not a known constant - null, addressof, bitcast");
    Err(op.emit_error(ir, message).into())
}

/// The nearest `llvm.func` around `op`.
fn enclosing_function(ir: &IrView, op: Op) -> Option<FuncOp> {
    let mut current = op.parent_op(ir);
    while let Some(parent) = current {
        if let Some(func) = FuncOp::try_from_op(ir, parent) {
            return Some(func);
        }
        current = parent.parent_op(ir);
    }
    None
}

/// Every `llvm.landingpad` result and `llvm.resume` operand in `func`,
/// nested functions included, has the type of the first one met (in
/// post-order, as mlir-opt walks); the message names the kind of op that
/// differs first.
pub(super) fn verify_exception_types(ir: &IrView, func: Op) -> VerifyResult {
    let mut expected: Option<Type> = None;
    let mut message = "";
    let consistent = ir.walk(func, WalkOrder::PostOrder, |ir, op| {
        let (ty, differs) = if LandingpadOp::isa(ir, op) {
            let text = "'llvm.landingpad' should have a consistent result type inside a function";
            (op.results(ir).next().map(|r| r.ty(ir)), text)
        } else if ResumeOp::isa(ir, op) {
            let text = "'llvm.resume' should have a consistent input type inside a function";
            (op.operands(ir).next().map(|v| v.ty(ir)), text)
        } else {
            return WalkControl::Advance;
        };
        let Some(ty) = ty else { return WalkControl::Advance };
        match expected {
            None => expected = Some(ty),
            Some(first) if first != ty => {
                message = differs;
                return WalkControl::Interrupt;
            }
            Some(_) => {}
        }
        WalkControl::Advance
    });
    if consistent { Ok(()) } else { Err(func.emit_error(ir, message).into()) }
}
