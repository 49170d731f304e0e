//! `scf.index_switch`: runs the region of the case equal to its `index`
//! operand, else the default region. Declarative, with the case list
//! through `custom<SwitchCases>`: one `case N { … }` per line, each case
//! region printed with its terminator.

use mlir_core::asm::format::DirectiveRegions;
use mlir_core::asm::parser::{PResult, Parser};
use mlir_core::asm::printer::AsmPrinter;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::region_branch::{
    InvocationBounds, RegionBranchOpInterface, RegionBranchOpInterfaceTrait, RegionBranchPoint,
    RegionSuccessor,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Region};
use mlir_core::semantics::constraints::{AnyType, DenseI64ArrayAttr, Index, SizedRegion, Variadic};
use mlir_core::semantics::traits::{RecursiveMemoryEffects, SingleBlockImplicitTerminator};
use mlir_core::transforms::region_branch_canonicalize::{
    MakeRegionBranchOpSuccessorInputsDead, RemoveDeadRegionBranchOpSuccessorInputs,
    RemoveDuplicateSuccessorInputUses,
};
use mlir_core::{Attribute, Context};
use mlir_derive::op;

use super::Scf;
use super::canonicalize::FoldConstantCase;
use super::terminators::YieldOp;

/// Switch on an index.
///
/// Runs the case region whose value in `cases` equals `arg`, or the
/// default region when none does; the region run yields the op's results.
#[op(
    dialect = Scf,
    name = "index_switch",
    format = "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions)
        `\n` `` `default` $defaultRegion",
    traits = [
        RegionBranchOpInterfaceTrait,
        RecursiveMemoryEffects,
        SingleBlockImplicitTerminator<YieldOp>,
    ],
    interfaces = [RegionBranchOpInterface],
    verify,
    canonicalize = [
        FoldConstantCase,
        MakeRegionBranchOpSuccessorInputsDead<IndexSwitchOp>,
        RemoveDuplicateSuccessorInputUses<IndexSwitchOp>,
        RemoveDeadRegionBranchOpSuccessorInputs<IndexSwitchOp>,
    ]
)]
pub struct IndexSwitchOp {
    #[operand]
    arg: Index,
    #[attr]
    cases: DenseI64ArrayAttr,
    #[result]
    results: Variadic<AnyType>,
    #[region(rename = "defaultRegion")]
    default_region: SizedRegion<1>,
    #[region(rename = "caseRegions")]
    case_regions: Variadic<SizedRegion<1>>,
}

impl IndexSwitchOp {
    /// One region per case, each case value once, and every region
    /// yielding the results' types.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let fail = |message: String| -> VerifyResult { Err(op.emit_op_error(ir, message).into()) };
        let cases = self.cases(ir);
        let regions: Vec<Region> = self.case_regions(ir).collect();
        if cases.len() != regions.len() {
            return fail(format!(
                "has {} case regions but {} case values",
                regions.len(),
                cases.len()
            ));
        }
        if let Some(value) = first_duplicate(&cases) {
            return fail(format!("has duplicate case value: {value}"));
        }
        verify_yield(ir, op, self.default_region(ir), "default region")?;
        for (i, region) in regions.into_iter().enumerate() {
            verify_yield(ir, op, region, &format!("case region #{i}"))?;
        }
        Ok(())
    }
}

/// The first case value seen before, as mlir-opt 22 finds it: its set of
/// seen values reserves `i64::MAX` as its empty key, so that value counts
/// as seen once any other value is.
fn first_duplicate(cases: &[i64]) -> Option<i64> {
    let mut seen = std::collections::BTreeSet::new();
    cases.iter().copied().find(|&value| match value {
        i64::MAX if !seen.is_empty() => true,
        value => !seen.insert(value),
    })
}

/// `region` ends in `scf.yield` with the op's result types.
fn verify_yield(ir: &IrView, op: Op, region: Region, name: &str) -> VerifyResult {
    let ctx = ir.ctx();
    let Some(terminator) = region.first_block(ir).and_then(|b| b.last_op(ir)) else {
        return Ok(());
    };
    if !YieldOp::isa(ir, terminator) {
        return Ok(());
    }
    if terminator.num_operands(ir) != op.num_results(ir) {
        let message = format!(
            "expected each region to return {} values, but {name} returns {}",
            op.num_results(ir),
            terminator.num_operands(ir)
        );
        let diag = op.emit_op_error(ir, message);
        return Err(diag.with_note(terminator.loc(ir), "see yield operation here").into());
    }
    for (i, (value, result)) in terminator.operands(ir).zip(op.results(ir)).enumerate() {
        if value.ty(ir) != result.ty(ir) {
            let expected = result.ty(ir).display(ctx);
            let message = format!("expected result #{i} of each region to be '{expected}'");
            let note = format!("{name} returns '{}' here", value.ty(ir).display(ctx));
            let diag = op.emit_op_error(ir, message).with_note(terminator.loc(ir), note);
            return Err(diag.into());
        }
    }
    Ok(())
}

/// `case N { … }`, one per line, until `default`.
pub(super) fn parse_switch_cases(
    p: &mut Parser<'_>,
    cases: &mut Option<Attribute>,
    case_regions: &mut DirectiveRegions,
) -> PResult<()> {
    let mut values = Vec::new();
    while p.parse_optional_keyword("case") {
        values.push(p.parse_integer_i64()?);
        case_regions.parse(p)?;
    }
    *cases = Some(p.context().dense_i64_array(&values));
    Ok(())
}

/// Prints each case on a line of its own, with its terminator.
pub(super) fn print_switch_cases(
    pr: &mut AsmPrinter<'_>,
    op: Op,
    cases: Option<Attribute>,
    case_regions: &[Region],
) {
    let ctx: &Context = pr.ctx();
    let values = cases.and_then(|a| a.as_dense_i64_array(ctx)).unwrap_or_default();
    for (value, &region) in values.iter().zip(case_regions) {
        pr.newline();
        pr.write_str("case ");
        pr.write_str(&value.to_string());
        pr.write_char(' ');
        pr.print_op_region(op, region, false, false, true);
    }
}

/// From the op, control goes to any case or the default; from each, back
/// to the parent.
impl RegionBranchOpInterface for IndexSwitchOp {
    fn successor_regions(&self, ir: &IrView, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let op = self.as_op();
        match point {
            RegionBranchPoint::Parent => {
                (0..op.num_regions(ir)).map(|i| RegionSuccessor::region(i, 0..0)).collect()
            }
            RegionBranchPoint::Terminator(_) => vec![RegionSuccessor::parent_all_results(ir, op)],
        }
    }

    /// A constant `arg` names the one region taken.
    fn entry_successor_regions(
        &self,
        ir: &IrView,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let ctx = ir.ctx();
        let Some(value) =
            operands.first().copied().flatten().and_then(|a| a.as_integer(ctx)?.as_i64())
        else {
            return self.successor_regions(ir, RegionBranchPoint::Parent);
        };
        let case = self.cases(ir).iter().position(|&c| c == value);
        vec![RegionSuccessor::region(case.map_or(0, |i| i + 1), 0..0)]
    }

    /// Each region runs at most once; with a constant `arg`, only the
    /// region it selects (a case, or the default) may run.
    fn region_invocation_bounds(
        &self,
        ir: &IrView,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let ctx = ir.ctx();
        let regions = self.as_op().num_regions(ir);
        let Some(value) =
            operands.first().copied().flatten().and_then(|a| a.as_integer(ctx)?.as_i64())
        else {
            return vec![InvocationBounds::new(0, 1); regions];
        };
        let case = self.cases(ir).iter().position(|&c| c == value);
        let live = case.map_or(0, |i| i + 1);
        (0..regions).map(|i| InvocationBounds::new(0, u32::from(i == live))).collect()
    }
}
