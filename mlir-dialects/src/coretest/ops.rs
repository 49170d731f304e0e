//! The static definitions of `coretest`'s ops: traits in verification
//! order, property names and generated-style invariant verifiers.

use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::branch::BranchOpInterfaceTrait;
use mlir_core::definitions::interfaces::cast::CastOpInterfaceTrait;
use mlir_core::definitions::interfaces::infer_type::InferTypeOpInterfaceTrait;
use mlir_core::definitions::interfaces::symbol::SymbolOpInterfaceTrait;
use mlir_core::definitions::interfaces::symbol_table_trait::SymbolTable;
use mlir_core::definitions::op_def::OpDef;
use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::traits::*;
use mlir_core::support::apint::Signedness;
use mlir_core::{AttrData, TypeData};

/// Names [`YIELD`] as the terminator of [`LOOP`] regions.
pub struct YieldOpName;
impl OpNameConst for YieldOpName {
    const NAME: &'static str = "coretest.yield";
}

/// Names [`LOOP`] as the parent of [`YIELD`].
pub struct LoopOpName;
impl OpNameConst for LoopOpName {
    const NAME: &'static str = "coretest.loop";
}

/// Names [`FUNC`] as the parent of [`RETURN`].
pub struct FuncOpName;
impl OpNameConst for FuncOpName {
    const NAME: &'static str = "coretest.func";
}

/// Names [`REGION`] as another parent of [`RETURN`].
pub struct RegionOpName;
impl OpNameConst for RegionOpName {
    const NAME: &'static str = "coretest.region";
}

/// `coretest.func`: a function-like symbol, isolated from above.
pub static FUNC: OpDef = OpDef {
    summary: "A symbol whose body is an isolated SSA CFG region",
    property_names: &["sym_name", "sym_visibility"],
    verify_invariants: Some(verify_func_invariants),
    ..OpDef::new(
        "coretest.func",
        TraitList::new(&[
            ZeroOperands::DEF,
            ZeroResults::DEF,
            ZeroSuccessors::DEF,
            OneRegion::DEF,
            IsIsolatedFromAbove::DEF,
            AutomaticAllocationScope::DEF,
            AffineScope::DEF,
            SymbolOpInterfaceTrait::DEF,
        ]),
    )
};

fn verify_func_invariants(ir: &IrView, op: Op) -> VerifyResult {
    string_property(ir, op, 0, "sym_name", true)?;
    string_property(ir, op, 1, "sym_visibility", false)
}

/// Checks that property `slot` is a string attribute (and present when
/// `required`), with ODS's messages.
fn string_property(ir: &IrView, op: Op, slot: usize, name: &str, required: bool) -> VerifyResult {
    match op.props(ir).get(slot).copied().flatten() {
        None if required => {
            Err(op.emit_op_error(ir, format!("requires attribute '{name}'")).into())
        }
        Some(v) if v.as_string(ir.ctx()).is_none() => Err(op
            .emit_op_error(
                ir,
                format!("attribute '{name}' failed to satisfy constraint: string attribute"),
            )
            .into()),
        _ => Ok(()),
    }
}

/// `coretest.module`: a symbol table with an optional name.
pub static MODULE: OpDef = OpDef {
    summary: "A symbol table of one block without terminator",
    property_names: &["sym_name"],
    ..OpDef::new(
        "coretest.module",
        TraitList::new(&[
            ZeroOperands::DEF,
            ZeroResults::DEF,
            OneRegion::DEF,
            NoTerminator::DEF,
            SingleBlock::DEF,
            SymbolTable::DEF,
            SymbolOpInterfaceTrait::DEF,
        ]),
    )
};

/// `coretest.graph`: one graph region, no terminator needed.
pub static GRAPH: OpDef = OpDef {
    summary: "An op with a graph region",
    ..OpDef::new(
        "coretest.graph",
        TraitList::new(&[ZeroOperands::DEF, OneRegion::DEF, NoTerminator::DEF]),
    )
};

/// `coretest.region`: one SSA CFG region of any number of blocks.
pub static REGION: OpDef = OpDef {
    summary: "An op with an SSA CFG region",
    ..OpDef::new("coretest.region", TraitList::new(&[OneRegion::DEF]))
};

/// `coretest.loop`: one single-block region ending in `coretest.yield`.
pub static LOOP: OpDef = OpDef {
    summary: "A single-block region with an implicit terminator",
    ..OpDef::new(
        "coretest.loop",
        TraitList::new(&[
            OneRegion::DEF,
            ZeroSuccessors::DEF,
            SingleBlockImplicitTerminator::<YieldOpName>::DEF,
            RecursiveMemoryEffects::DEF,
        ]),
    )
};

/// `coretest.yield`: the terminator of `coretest.loop`.
pub static YIELD: OpDef = OpDef {
    summary: "Ends a coretest.loop body",
    ..OpDef::new(
        "coretest.yield",
        TraitList::new(&[
            ZeroRegions::DEF,
            ZeroSuccessors::DEF,
            IsTerminator::DEF,
            ReturnLike::DEF,
            Pure::DEF,
            HasParent::<LoopOpName>::DEF,
        ]),
    )
};

/// `coretest.return`: returns from `coretest.func` or `coretest.region`.
pub static RETURN: OpDef = OpDef {
    summary: "Returns from a function-like op",
    ..OpDef::new(
        "coretest.return",
        TraitList::new(&[
            ZeroRegions::DEF,
            ZeroResults::DEF,
            ZeroSuccessors::DEF,
            IsTerminator::DEF,
            ReturnLike::DEF,
            Pure::DEF,
            HasParent::<(FuncOpName, RegionOpName)>::DEF,
        ]),
    )
};

/// `coretest.br`: forwards all operands to its one successor.
pub static BR: OpDef = OpDef {
    summary: "An unconditional branch",
    ..OpDef::new(
        "coretest.br",
        TraitList::new(&[
            ZeroRegions::DEF,
            ZeroResults::DEF,
            OneSuccessor::DEF,
            IsTerminator::DEF,
            Pure::DEF,
            BranchOpInterfaceTrait::DEF,
        ]),
    )
};

/// `coretest.cond_br`: an `i1` condition, then the operands of the first
/// successor (as many as the `true_count` property says), then those of the
/// second.
pub static COND_BR: OpDef = OpDef {
    summary: "A conditional branch",
    property_names: &["true_count"],
    verify_invariants: Some(verify_cond_br_invariants),
    ..OpDef::new(
        "coretest.cond_br",
        TraitList::new(&[
            ZeroRegions::DEF,
            ZeroResults::DEF,
            NSuccessors::<2>::DEF,
            AtLeastNOperands::<1>::DEF,
            IsTerminator::DEF,
            Pure::DEF,
            BranchOpInterfaceTrait::DEF,
        ]),
    )
};

/// The number of operands `coretest.cond_br` passes to its first successor.
pub(crate) fn cond_br_true_count(ir: &IrView, op: Op) -> usize {
    let count = op.props(ir).first().copied().flatten();
    let value = count.and_then(|c| c.as_integer(ir.ctx())).and_then(|v| v.as_i64());
    value.and_then(|v| usize::try_from(v).ok()).unwrap_or(0)
}

/// Like ODS-generated code: properties first, then operand types.
fn verify_cond_br_invariants(ir: &IrView, op: Op) -> VerifyResult {
    let ctx = ir.ctx();
    let count = op.props(ir).first().copied().flatten();
    match count.map(|c| c.data(ctx)) {
        None => return Err(op.emit_op_error(ir, "requires attribute 'true_count'").into()),
        Some(AttrData::Integer { .. }) if cond_br_true_count(ir, op) < op.num_operands(ir) => {}
        Some(_) => {
            return Err(op
                .emit_op_error(
                    ir,
                    "attribute 'true_count' failed to satisfy constraint: non-negative integer less than the operand count",
                )
                .into());
        }
    }
    let cond = op.operand(ir, 0).ty(ir);
    let signless_i1 = TypeData::Integer { width: 1, signedness: Signedness::Signless };
    if *cond.data(ctx) != signless_i1 {
        let shown = mlir_core::asm::printer::type_to_string(ctx, cond);
        return Err(op
            .emit_op_error(
                ir,
                format!("operand #0 must be 1-bit signless integer, but got '{shown}'"),
            )
            .into());
    }
    Ok(())
}

/// `coretest.call`: calls a `coretest.func` named by the flat `callee`.
pub static CALL: OpDef = OpDef {
    summary: "Calls a coretest.func",
    property_names: &["callee"],
    ..OpDef::new("coretest.call", TraitList::new(&[ZeroRegions::DEF, ZeroSuccessors::DEF]))
};

/// `coretest.ref`: references any symbol, possibly nested, through `sym`.
pub static REF: OpDef = OpDef {
    summary: "References a symbol",
    property_names: &["sym"],
    ..OpDef::new("coretest.ref", TraitList::new(&[ZeroRegions::DEF, ZeroOperands::DEF]))
};

/// `coretest.constant`: a typed attribute `value`, result type inferred.
pub static CONSTANT: OpDef = OpDef {
    summary: "A constant",
    property_names: &["value"],
    ..OpDef::new(
        "coretest.constant",
        TraitList::new(&[
            ZeroRegions::DEF,
            ZeroOperands::DEF,
            OneResult::DEF,
            ConstantLike::DEF,
            Pure::DEF,
            InferTypeOpInterfaceTrait::DEF,
        ]),
    )
};

/// `coretest.add`: two operands and a result of one type.
pub static ADD: OpDef = OpDef {
    summary: "Adds two values",
    ..OpDef::new(
        "coretest.add",
        TraitList::new(&[
            ZeroRegions::DEF,
            OneResult::DEF,
            NOperands::<2>::DEF,
            Commutative::DEF,
            Pure::DEF,
            Elementwise::DEF,
            SameOperandsAndResultType::DEF,
        ]),
    )
};

/// `coretest.cast`: integer to integer or float to float.
pub static CAST: OpDef = OpDef {
    summary: "Casts between integer types or between float types",
    ..OpDef::new(
        "coretest.cast",
        TraitList::new(&[
            ZeroRegions::DEF,
            OneOperand::DEF,
            OneResult::DEF,
            Pure::DEF,
            CastOpInterfaceTrait::DEF,
        ]),
    )
};

/// `coretest.load`: reads memory through its operand.
pub static LOAD: OpDef = OpDef {
    summary: "Reads memory",
    ..OpDef::new(
        "coretest.load",
        TraitList::new(&[ZeroRegions::DEF, OneOperand::DEF, OneResult::DEF]),
    )
};

/// `coretest.store`: writes its first operand to memory through the second.
pub static STORE: OpDef = OpDef {
    summary: "Writes memory",
    ..OpDef::new(
        "coretest.store",
        TraitList::new(&[ZeroRegions::DEF, NOperands::<2>::DEF, ZeroResults::DEF]),
    )
};

/// `coretest.named`: any operands, results and regions; its results and
/// block arguments take the names its `names` and `arg_names` properties
/// list (see the op's `OpAsmOpInterface` model).
pub static NAMED: OpDef = OpDef {
    summary: "Names its results and block arguments as its properties say",
    property_names: &["names", "arg_names"],
    ..OpDef::new("coretest.named", TraitList::new(&[]))
};
